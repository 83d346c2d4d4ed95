import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_AYANAMSA, DEFAULT_SUNRISE_CONVENTION, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import {
  DEFAULT_CONVERT_FROM,
  DEFAULT_PANCHANG_CONVENTION,
  DEFAULT_PROFILE,
  PANCHANG_CONVENTIONS,
  PROFILE_KEYS,
  profileSummaries,
} from '@pj/panchang';
import { MAX_DATE, MIN_DATE, PlaceQueryDto, DatedPlaceQueryDto } from '../http/common.dto';
import { DateParam, EnumParam, NumberParam } from '../http/params';
import { AYANAMSA_VALUES } from './planets.dto';

/** The regional profiles (libs/panchang/src/profiles), reusable by every route that takes `profile`. */
export const PROFILE_VALUES = PROFILE_KEYS;
export const PROFILE_DESCRIPTION = `Regional Panchang profile (default north_india_purnimanta): ${profileSummaries()
  .map((p) => `${p.key} — ${p.description}`)
  .join(' | ')}`;

/** `profile` on a route whose result no regional calendar changes; `effect` says what it leaves unchanged and why. */
export const ProfileUnchangedParam = (effect: string) =>
  EnumParam(PROFILE_VALUES, {
    description: `${PROFILE_DESCRIPTION} Accepted for the contract; it does not change ${effect}.`,
    default: DEFAULT_PROFILE,
  });

/** `sunrise_convention` on a route no sunrise enters; `why` completes "it does not change this result (…)". */
export const SunriseUnchangedParam = (why: string) =>
  EnumParam(SUNRISE_CONVENTION_KEYS, {
    description: `Sunrise definition (as on /panchang/daily). Accepted for the daily family; it does not change this result (${why}).`,
    default: DEFAULT_SUNRISE_CONVENTION,
  });

const ELEVATION = {
  min: -500,
  max: 9000,
  required: false,
  default: 0,
  description: 'Observer elevation in metres (sunrise and sunset).',
} as const;

export class CalendarConvertQueryDto extends PlaceQueryDto {
  @EnumParam(['gregorian', 'lunar', 'solar'], {
    description:
      "Direction: gregorian (date → the date in the profile's calendar), lunar (year, masa_idx, adhika, paksha, tithi → civil date; lunisolar profiles), solar (year, month, day → civil date; *_solar profiles).",
    default: DEFAULT_CONVERT_FROM,
  })
  from?: 'gregorian' | 'lunar' | 'solar';

  @EnumParam(PROFILE_VALUES, { description: PROFILE_DESCRIPTION, default: DEFAULT_PROFILE })
  profile?: (typeof PROFILE_VALUES)[number];

  @EnumParam(AYANAMSA_VALUES, {
    description: 'Sidereal ayanamsa of the sankrantis (solar months, lunar month names).',
    default: DEFAULT_AYANAMSA,
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(SUNRISE_CONVENTION_KEYS, {
    description:
      "Sunrise definition, as on /panchang/daily (extension of the contract): drik (default: Drik Panchang's published sunrise, see /sunrise), upper_limb_refracted, center_refracted, upper_limb_geometric, center_geometric. " +
      "It moves the sunrise (udaya tithi) and the profiles' sunrise/sunset day-start rules, so it can change the date near a boundary. Named in _meta.methodology.sunrise.",
    default: DEFAULT_SUNRISE_CONVENTION,
  })
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];

  @EnumParam(PANCHANG_CONVENTIONS, {
    description:
      "Panchang convention, as on /panchang/daily (extension of the contract): drik (default; mean ayanamsa, Lahiri + 24.0″, on ΔT + τ), ephemeris (true ayanamsa, Swiss Ephemeris ΔT) or drik_de431 (drik with the Swiss Ephemeris Moon instead of Drik's own, Meeus ch. 47). " +
      'It moves tithi, new-moon and sankranti instants (sankrantis by 10–13 min for Lahiri), so it can change the date near a boundary. Named in _meta.methodology.convention.',
    default: DEFAULT_PANCHANG_CONVENTION,
  })
  convention?: (typeof PANCHANG_CONVENTIONS)[number];

  @NumberParam(ELEVATION)
  elevation_m?: number;

  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    required: false,
    description: 'Local civil date; required when from=gregorian (the default), refused otherwise.',
    example: '2025-04-14',
  })
  // required with the defaults of the other parameters (OpenAPI extension, read by the route sweep)
  @ApiPropertyOptional({ 'x-required-by-default': true } as never)
  date?: string;

  @NumberParam({
    min: 1000,
    max: 2300,
    integer: true,
    required: false,
    description:
      "Year in the profile's era (from=lunar or solar): Vikram (north_india_purnimanta, gujarat_amanta — Kartikadi), Shaka (maharashtra, karnataka, andhra_telangana, tamil), Kollam (malayalam), Bangabda (bengali), Amli (odia); limited to years whose dates fall in 1900–2100.",
  })
  year?: number;

  @NumberParam({
    min: 0,
    max: 11,
    integer: true,
    required: false,
    description:
      "from=lunar: masa index, 0 = Chaitra … 11 = Phalguna, in the profile's month scheme (amanta or purnimanta).",
  })
  masa_idx?: number;

  @EnumParam(['false', 'true'], {
    description: 'from=lunar: the adhika (intercalary) month of that name.',
    default: 'false',
  })
  adhika?: 'false' | 'true';

  @EnumParam(['shukla', 'krishna'], { description: 'from=lunar: paksha.' })
  paksha?: 'shukla' | 'krishna';

  @NumberParam({
    min: 1,
    max: 15,
    integer: true,
    required: false,
    description: 'from=lunar: tithi within the paksha, 1–15 (15 = Purnima in shukla, Amavasya in krishna).',
  })
  tithi?: number;

  @NumberParam({
    min: 1,
    max: 12,
    integer: true,
    required: false,
    description: "from=solar: month 1–12 in the calendar's numbering (Chithirai, Chingam, Boishakh, Baisakha = 1).",
  })
  month?: number;

  @NumberParam({
    min: 1,
    max: 32,
    integer: true,
    required: false,
    description: 'from=solar: day of the month, 1–32 (refused when the month is shorter).',
  })
  day?: number;
}

export class RituQueryDto extends DatedPlaceQueryDto {
  @NumberParam(ELEVATION)
  elevation_m?: number;

  @ProfileUnchangedParam(
    'the ritu (drik ritu is tropical; vedic ritu counts amanta months from Chaitra for every profile)',
  )
  profile?: (typeof PROFILE_VALUES)[number];

  @EnumParam(AYANAMSA_VALUES, {
    description:
      'Sidereal ayanamsa: the sidereal ayana and the amanta month of the vedic ritu (named in _meta.methodology.ayanamsa).',
    default: DEFAULT_AYANAMSA,
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(SUNRISE_CONVENTION_KEYS, {
    description:
      "Sunrise definition, as on /panchang/daily (extension of the contract): drik (default: Drik Panchang's published sunrise, see /sunrise), upper_limb_refracted, center_refracted, upper_limb_geometric, center_geometric. " +
      'It moves the instant the ritu and ayana are taken at (the `at` field); they change only when a boundary falls between the two sunrises. Named in _meta.methodology.sunrise.',
    default: DEFAULT_SUNRISE_CONVENTION,
  })
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];

  @EnumParam(PANCHANG_CONVENTIONS, {
    description:
      "Panchang convention, as on /panchang/daily (extension of the contract): drik (default; mean ayanamsa, Lahiri + 24.0″, on ΔT + τ), ephemeris (true ayanamsa, Swiss Ephemeris ΔT) or drik_de431 (drik with the Swiss Ephemeris Moon instead of Drik's own, Meeus ch. 47). " +
      'It moves the ritu span edges (by τ) and the sidereal ayana and amanta-month boundaries. Named in _meta.methodology.convention.',
    default: DEFAULT_PANCHANG_CONVENTION,
  })
  convention?: (typeof PANCHANG_CONVENTIONS)[number];
}
