import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { DEFAULT_AYANAMSA, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION, PANCHANG_CONVENTIONS } from '@pj/panchang';
import { PlaceQueryDto } from '../http/common.dto';
import { EnumParam, NumberParam } from '../http/params';
import { PROFILE_VALUES, ProfileUnchangedParam, SunriseUnchangedParam } from './calendar.dto';
import { AYANAMSA_VALUES } from './planets.dto';

export class TithiYearQueryDto extends PlaceQueryDto {
  @NumberParam({
    min: 1900,
    max: 2100,
    integer: true,
    description: 'Calendar year (local, at the place).',
    example: 2024,
  })
  year!: number;

  @EnumParam(AYANAMSA_VALUES, {
    description:
      'Sidereal ayanamsa. Accepted for the contract; it does not change the spans (a tithi is a Moon − Sun elongation, the same in any sidereal frame).',
    default: DEFAULT_AYANAMSA,
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(PANCHANG_CONVENTIONS, {
    description:
      "Panchang convention, as on /panchang/daily (extension of the contract): drik (default) evaluates the positions on ΔT + τ (Drik's ΔT: τ = 0 s to 1996, 58.5 s in 2020, 94 s in 2050), " +
      "ephemeris on Swiss Ephemeris ΔT, so every span edge moves by about τ (the elongation itself has no ayanamsa). drik uses Drik's own Moon (Meeus, Astronomical Algorithms ch. 47) in the element searches; drik_de431 the Swiss Ephemeris (DE431) Moon. Named in _meta.methodology.convention.",
    default: DEFAULT_PANCHANG_CONVENTION,
  })
  convention?: (typeof PANCHANG_CONVENTIONS)[number];

  @SunriseUnchangedParam('the spans are instants of the elongation, no sunrise enters them')
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];

  @ProfileUnchangedParam('the spans (no calendar month or year enters them)')
  profile?: (typeof PROFILE_VALUES)[number];
}

export class TithiSlugParamDto {
  @ApiProperty({
    description: 'Tithi slug from GET /panchang/tithis, e.g. shukla-ekadashi, krishna-ashtami, purnima, amavasya.',
    pattern: '^[a-z-]{3,40}$',
    example: 'shukla-ekadashi',
  })
  @Matches(/^[a-z-]{3,40}$/, {
    message: 'tithi_slug must be lowercase letters and hyphens (3–40), e.g. shukla-ekadashi',
  })
  tithi_slug!: string;
}
