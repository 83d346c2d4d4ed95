import { DEFAULT_AYANAMSA, DEFAULT_SUNRISE_CONVENTION, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION } from '@pj/panchang';
import { DatedPlaceQueryDto } from '../http/common.dto';
import { EnumParam, NumberParam } from '../http/params';
import { PROFILE_VALUES, ProfileUnchangedParam } from './calendar.dto';
import { CONVENTION_VALUES } from './daily.dto';
import { AYANAMSA_VALUES } from './planets.dto';

/** A local date at a place, with the observer elevation and ayanamsa of the daily packet. */
export class MoonDayQueryDto extends DatedPlaceQueryDto {
  @NumberParam({
    min: -500,
    max: 9000,
    required: false,
    default: 0,
    description: 'Observer elevation in metres (moves sunrise, the start of the Hindu day).',
  })
  elevation_m?: number;

  @EnumParam(AYANAMSA_VALUES, {
    description:
      'Sidereal ayanamsa of the Moon sign and nakshatra: it moves every span edge (raman, ≈1.45° less than lahiri, makes each sign and nakshatra begin earlier by the difference divided by the Moon\u2019s daily motion, ≈ 2–3 h). Named in _meta.methodology.ayanamsa.',
    default: DEFAULT_AYANAMSA,
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(SUNRISE_CONVENTION_KEYS, {
    description:
      "Sunrise definition, as on /panchang/daily and /sunrise (extension of the contract): drik (default: Drik Panchang's published sunrise, see /sunrise), upper_limb_refracted, center_refracted, upper_limb_geometric, center_geometric. " +
      'It moves the edges of the Hindu day (sunrise to next sunrise), hence which spans overlap it; the span edges inside do not move. Named in _meta.methodology.sunrise.',
    default: DEFAULT_SUNRISE_CONVENTION,
  })
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];

  @EnumParam(CONVENTION_VALUES, {
    description:
      'Panchang convention (extension of the contract), as on /panchang/daily: it moves every Moon-sign and nakshatra span edge (by up to ~1.5 min). ' +
      "drik (default): sidereal = apparent tropical − mean ayanamsa (Lahiri + 24.0″) on ΔT + τ, Drik Panchang's; ephemeris: apparent tropical − true ayanamsa on Swiss Ephemeris ΔT. drik uses Drik's own Moon (Meeus, Astronomical Algorithms ch. 47) in the element searches; drik_de431 the Swiss Ephemeris (DE431) Moon. Named in _meta.methodology.convention.",
    default: DEFAULT_PANCHANG_CONVENTION,
  })
  convention?: (typeof CONVENTION_VALUES)[number];
}

/**
 * /panchang/chandrabalam: the sidereal Moon-sign spans, so `ayanamsa` moves every span edge; `profile` changes nothing.
 */
export class ChandrabalamQueryDto extends MoonDayQueryDto {
  @ProfileUnchangedParam('chandrabala (it counts signs, not calendar months)')
  profile?: (typeof PROFILE_VALUES)[number];

  @NumberParam({
    min: 0,
    max: 11,
    integer: true,
    required: false,
    description: 'Natal Moon rashi, 0 = Mesha … 11 = Meena: adds the personal projection.',
  })
  natal_moon_rashi_idx?: number;
}

/** /panchang/rashifal (SPEC §4.1: tz, elevation_m, profile, ayanamsa). */
export class RashifalQueryDto extends MoonDayQueryDto {
  @ProfileUnchangedParam('the rashifal (gochara counts signs and nakshatras, not calendar months)')
  profile?: (typeof PROFILE_VALUES)[number];
}

export class TarabalamQueryDto extends MoonDayQueryDto {
  @ProfileUnchangedParam('tara bala')
  profile?: (typeof PROFILE_VALUES)[number];

  @NumberParam({
    min: 0,
    max: 26,
    integer: true,
    required: false,
    description:
      'Natal nakshatra, 0 = Ashwini … 26 = Revati: adds the personal projection. Extension of the contract (SPEC lists only the public matrix here).',
  })
  natal_nakshatra_idx?: number;
}
