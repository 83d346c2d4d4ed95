import { GRAHAS, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { MAX_DATE, MIN_DATE } from '../http/common.dto';
import { DateParam, EnumParam, NumberParam, ZoneParam } from '../http/params';
import { PROFILE_DESCRIPTION, PROFILE_VALUES } from './calendar.dto';
import { CONVENTION_VALUES } from './daily.dto';
import { AYANAMSA_VALUES, NODE_TYPE_VALUES } from './planets.dto';

/** OpenAPI text of `convention` on the sky routes whose sidereal ingresses it moves. */
export function skyConventionDoc(what: string, unchanged: string): string {
  return (
    `Panchang convention (extension of the contract), as on /panchang/daily and /sankranti/all; it moves ${what}. ` +
    "drik (default): sidereal = apparent tropical − mean ayanamsa (Lahiri + 24.0″) on ΔT + τ, Drik Panchang's definition (the Sun's ingresses are /sankranti/all's instants, " +
    "2023: all 12 within 60 s of Drik's printed times); ephemeris: apparent tropical − true ayanamsa on Swiss Ephemeris ΔT (the Sun's ingresses about 10–13 min earlier for Lahiri). " +
    "Under drik the Moon is Drik's own (Meeus, Astronomical Algorithms ch. 47), so its sign and nakshatra ingresses are the daily packet's moon-sign and nakshatra ends to the second; " +
    'drik_de431 is drik with the Swiss Ephemeris (DE431) Moon; every other body is the Swiss Ephemeris one under all three. ' +
    `It does not change ${unchanged}. Named in _meta.methodology.convention.`
  );
}

export const PLANET_VALUES = GRAHAS;

/**
 * Scans reach up to 3660 days past the date; every instant must stay inside the ephemeris files
 * (1800–2400), which the 1900–2100 date range guarantees.
 */
export class UtcSnapshotQueryDto {
  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    description: 'UTC date of the noon (12:00 UTC) ephemeris snapshot.',
    example: '2024-04-10',
  })
  date!: string;
}

export class SeasonsQueryDto {
  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    description: 'UTC date where the seasonal scan starts (00:00 UTC).',
    example: '2024-01-01',
  })
  date!: string;

  @EnumParam(AYANAMSA_VALUES, {
    description: 'Ayanamsa of the sidereal sankranti paired with each event.',
    default: 'lahiri',
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(CONVENTION_VALUES, {
    description: skyConventionDoc('the paired sidereal sankrantis', 'the equinoxes and solstices (tropical)'),
    default: 'drik',
  })
  convention?: (typeof CONVENTION_VALUES)[number];
}

/** `horizon_days` of /panchang/next-transits and `window_days` of the gochar scans when absent. */
export const DEFAULT_HORIZON_DAYS = 365;
export const DEFAULT_GOCHAR_WINDOW_DAYS = 370;
/** A scan costs a unit of the per-minute budget per year scanned (the longest next-transits scan: 10). */
export const HORIZON_COST = { param: 'horizon_days', per: 366, default: DEFAULT_HORIZON_DAYS } as const;
export const GOCHAR_COST = { param: 'window_days', per: 366, default: DEFAULT_GOCHAR_WINDOW_DAYS } as const;

export class NextTransitsQueryDto {
  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    description: 'UTC date where the ingress scan starts (00:00 UTC).',
    example: '2024-01-01',
  })
  date!: string;

  @EnumParam(PLANET_VALUES, { description: 'Graha whose sidereal sign ingresses are listed.', default: 'saturn' })
  planet?: (typeof PLANET_VALUES)[number];

  @NumberParam({
    min: 1,
    max: 3660,
    integer: true,
    required: false,
    default: DEFAULT_HORIZON_DAYS,
    description: 'Length of the scan in days.',
  })
  horizon_days?: number;

  @EnumParam(AYANAMSA_VALUES, { description: 'Sidereal ayanamsa.', default: 'lahiri' })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(NODE_TYPE_VALUES, {
    description: 'Mean or true node for Rahu/Ketu. Extension of the contract.',
    default: 'mean',
  })
  node_type?: (typeof NODE_TYPE_VALUES)[number];

  @EnumParam(CONVENTION_VALUES, {
    description: skyConventionDoc('every ingress', 'which signs are entered or their order'),
    default: 'drik',
  })
  convention?: (typeof CONVENTION_VALUES)[number];
}

export class GocharQueryDto {
  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    required: false,
    description: 'UTC date where the scan starts (00:00 UTC); today (UTC) when absent.',
    example: '2025-01-01',
  })
  from_date?: string;

  @NumberParam({
    min: 1,
    max: 1100,
    integer: true,
    required: false,
    default: DEFAULT_GOCHAR_WINDOW_DAYS,
    description: 'Length of the scan in days.',
  })
  window_days?: number;

  @EnumParam(AYANAMSA_VALUES, { description: 'Sidereal ayanamsa.', default: 'lahiri' })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(CONVENTION_VALUES, {
    description: skyConventionDoc('every ingress and the longitudes at the start', 'which signs are entered'),
    default: 'drik',
  })
  convention?: (typeof CONVENTION_VALUES)[number];
}

export class SankrantiYearQueryDto {
  @NumberParam({ min: 1900, max: 2100, integer: true, description: 'Calendar year in tz.', example: 2024 })
  year!: number;

  @ZoneParam('IANA zone for local display and for the calendar year (default Asia/Kolkata).')
  tz?: string;

  @EnumParam(AYANAMSA_VALUES, {
    description: 'Sidereal ayanamsa: it moves every sankranti (named in _meta.methodology.ayanamsa).',
    default: 'lahiri',
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(CONVENTION_VALUES, {
    description:
      'Panchang convention (extension of the contract), as on /panchang/daily. drik (default): sidereal = apparent tropical − mean ayanamsa (Lahiri + 24.0″) on ΔT + τ, ' +
      "which reproduces Drik's printed sankranti times (2023: all 12 within 60 s); ephemeris: apparent tropical − true ayanamsa on Swiss Ephemeris ΔT (about 10–13 min earlier for Lahiri); " +
      "drik_de431: drik with the Swiss Ephemeris Moon instead of Drik's Meeus ch. 47 Moon, the same sankrantis (the Sun is unchanged).",
    default: 'drik',
  })
  convention?: (typeof CONVENTION_VALUES)[number];

  @EnumParam(SUNRISE_CONVENTION_KEYS, {
    description:
      "Sunrise definition (as on /panchang/daily). Accepted for the daily family; it does not change this result (a sankranti is an instant of the Sun's longitude; no sunrise enters it).",
    default: 'drik',
  })
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];

  @EnumParam(PROFILE_VALUES, {
    description: `${PROFILE_DESCRIPTION} Accepted for the contract; it does not change the sankrantis (the Sun's sidereal ingresses are the same for every regional calendar).`,
    default: 'north_india_purnimanta',
  })
  profile?: (typeof PROFILE_VALUES)[number];
}
