import { DEFAULT_AYANAMSA, DEFAULT_SUNRISE_CONVENTION, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION, DEFAULT_VEDIC_TIME } from '@pj/panchang';
import { DatedPlaceQueryDto } from '../http/common.dto';
import { EnumParam, NumberParam, TimeParam } from '../http/params';
import { PROFILE_VALUES, ProfileUnchangedParam } from './calendar.dto';
import { CONVENTION_VALUES } from './daily.dto';
import { AYANAMSA_VALUES } from './planets.dto';

/** The place and option fields of a family query (windows, bala, calendar), as its request carries them. */
export interface PlaceOptionsQuery {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string;
  readonly elevation_m?: number;
  readonly ayanamsa?: (typeof AYANAMSA_VALUES)[number];
  readonly convention?: (typeof CONVENTION_VALUES)[number];
  readonly sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];
}

/** Those fields in the request's names, as given: every default is the library's (libs/panchang). */
export function placeOptionsOf(q: PlaceOptionsQuery) {
  return {
    lat: q.lat,
    lng: q.lng,
    tz: q.tz,
    elevationM: q.elevation_m,
    ayanamsa: q.ayanamsa,
    convention: q.convention,
    sunrise: q.sunrise_convention,
  };
}

/** `convention` where element boundaries (tithi, nakshatra, moon sign) enter the result. */
export const CONVENTION_CHANGES_DOC =
  'Panchang convention (extension of the contract), as on /panchang/daily: it moves the tithi, nakshatra and moon-sign span edges used here (by up to ~1.5 min). ' +
  "drik (default): Drik Panchang's — its Moon (Meeus, Astronomical Algorithms ch. 47), sidereal = apparent tropical − mean ayanamsa (Lahiri + 24.0″), element searches on ΔT + τ; " +
  'drik_de431: drik with the Swiss Ephemeris (DE431) Moon; ephemeris: apparent tropical − true ayanamsa on Swiss Ephemeris ΔT and Moon. Named in _meta.methodology.convention.';
/** `convention` where no element boundary enters the result. */
export const conventionUnchangedDoc = (why: string) =>
  `Panchang convention (drik default | ephemeris | drik_de431), as on /panchang/daily. Accepted for the daily family; it does not change this result (${why}).`;

/** A local date at a place with the observer elevation and sunrise definition: what every window endpoint needs. */
class WindowsDayQueryDto extends DatedPlaceQueryDto {
  @NumberParam({
    min: -500,
    max: 9000,
    required: false,
    default: 0,
    description: 'Observer elevation in metres above sea level (moves sunrise and sunset, hence every window).',
  })
  elevation_m?: number;

  @EnumParam(SUNRISE_CONVENTION_KEYS, {
    description:
      "Sunrise definition, as on /panchang/daily and /sunrise (extension of the contract): drik (default: Drik Panchang's published sunrise, see /sunrise), upper_limb_refracted, center_refracted, upper_limb_geometric, center_geometric. " +
      'It moves sunrise, sunset and next sunrise (up to ~3 min at mid-latitudes), hence the Hindu day and every window built on them. Named in _meta.methodology.sunrise.',
    default: DEFAULT_SUNRISE_CONVENTION,
  })
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];
}

/** SPEC §4.2/§4.3 window endpoints: lat, lng, date; tz, elevation_m, ayanamsa. */
export class WindowsQueryDto extends WindowsDayQueryDto {
  @EnumParam(AYANAMSA_VALUES, {
    description: 'Sidereal ayanamsa (nakshatra and rashi: varjyam, amrit kalam, panchaka, lagna).',
    default: DEFAULT_AYANAMSA,
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(CONVENTION_VALUES, { description: CONVENTION_CHANGES_DOC, default: DEFAULT_PANCHANG_CONVENTION })
  convention?: (typeof CONVENTION_VALUES)[number];
}

/**
 * SPEC §4.2/§4.3 list `profile` on /panchang/panchaka, /inauspicious-windows and /muhurat/vehicle (and
 * /panchang/pradosham: PradoshamQueryDto).
 */
export class ProfiledWindowsQueryDto extends WindowsQueryDto {
  @ProfileUnchangedParam(
    'these windows (they depend on sunrise, sunset, vara, tithi and nakshatra, not on the calendar month)',
  )
  profile?: (typeof PROFILE_VALUES)[number];
}

/** /panchang/pradosham: the night frame and the tithi (an elongation): neither `ayanamsa` nor `profile` changes it. */
export class PradoshamQueryDto extends WindowsDayQueryDto {
  @EnumParam(AYANAMSA_VALUES, {
    description:
      'Sidereal ayanamsa. Accepted for the contract; it does not change this result (pradosha kala comes from sunset and next sunrise, the tithi from the Moon − Sun elongation).',
    default: DEFAULT_AYANAMSA,
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(CONVENTION_VALUES, {
    description: CONVENTION_CHANGES_DOC.replace(
      'tithi, nakshatra and moon-sign span edges',
      'tithi span edges (through the time scale only)',
    ),
    default: DEFAULT_PANCHANG_CONVENTION,
  })
  convention?: (typeof CONVENTION_VALUES)[number];

  @ProfileUnchangedParam('this result (no calendar month or year enters it)')
  profile?: (typeof PROFILE_VALUES)[number];
}

/**
 * /panchang/choghadiya, /panchang/hora, /panchang/gowri (and, with `time`, /panchang/vedic-time): equal parts
 * of the day and night, from sunrise, sunset and the vara only. `ayanamsa` and `profile` are accepted for
 * the contract ("every computed endpoint honours ayanamsa and profile") and change nothing, as documented.
 */
export class PeriodsQueryDto extends WindowsDayQueryDto {
  @EnumParam(AYANAMSA_VALUES, {
    description:
      'Sidereal ayanamsa. Accepted for the contract; it does not change this result (no sidereal position enters it: only sunrise, sunset and the vara).',
    default: DEFAULT_AYANAMSA,
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(CONVENTION_VALUES, {
    description: conventionUnchangedDoc(
      'no tithi, nakshatra or rashi boundary enters it: only sunrise, sunset and the vara',
    ),
    default: DEFAULT_PANCHANG_CONVENTION,
  })
  convention?: (typeof CONVENTION_VALUES)[number];

  @ProfileUnchangedParam('this result (no calendar month or year enters it: only sunrise, sunset and the vara)')
  profile?: (typeof PROFILE_VALUES)[number];
}

export class VedicTimeQueryDto extends PeriodsQueryDto {
  @TimeParam({ description: 'Local clock time at the place', default: DEFAULT_VEDIC_TIME, withSeconds: true })
  time?: string;
}

/** /lagna/table: the sidereal ascendant, so `ayanamsa` moves every sign change; `profile` changes nothing. */
export class LagnaTableQueryDto extends WindowsDayQueryDto {
  @EnumParam(AYANAMSA_VALUES, {
    description:
      'Sidereal ayanamsa of the ascendant (tropical ascendant − true ayanamsa). It moves every sign change: a smaller ayanamsa (raman vs lahiri, ≈1.45° less) makes each sign rise earlier by the difference divided by the ascendant\u2019s rate (≈ 4–8 min at New Delhi). Named in _meta.methodology.ayanamsa.',
    default: DEFAULT_AYANAMSA,
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(CONVENTION_VALUES, {
    description: conventionUnchangedDoc(
      'the ascendant uses the true ayanamsa on Swiss Ephemeris ΔT and no element boundary; only the sunrise frame and the ayanamsa move it',
    ),
    default: DEFAULT_PANCHANG_CONVENTION,
  })
  convention?: (typeof CONVENTION_VALUES)[number];

  @ProfileUnchangedParam('the lagna table (no calendar month or year enters it)')
  profile?: (typeof PROFILE_VALUES)[number];
}
