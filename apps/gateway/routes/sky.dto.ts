import { DateTime } from 'luxon';
import {
  GocharRequest,
  NextTransitsRequest,
  SankrantiYearRequest,
  SeasonsRequest,
  UtcDateRequest,
} from '@pj/contracts';
import { AyanamsaKey, GrahaKey, GRAHAS, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { DEFAULT_AYANAMSA, DEFAULT_NODE_TYPE, DEFAULT_PANCHANG_CONVENTION, PanchangConvention } from '@pj/panchang';
import { MAX_DATE, MIN_DATE } from '../http/common.dto';
import { DateParam, EnumParam, NumberParam, ZoneParam } from '../http/params';
import { PROFILE_VALUES, ProfileUnchangedParam, SunriseUnchangedParam } from './calendar.dto';
import { CONVENTION_VALUES } from './daily.dto';
import { AYANAMSA_VALUES, AyanamsaParam, NODE_TYPE_VALUES, NodeTypeParam } from './planets.dto';

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

export const ConventionParam = (description: string) =>
  EnumParam(CONVENTION_VALUES, { description, default: DEFAULT_PANCHANG_CONVENTION });

/** A `convention` parameter of a sky route: what it moves and what it does not (skyConventionDoc). */
export const SkyConventionParam = (moves: string, unchanged: string) =>
  ConventionParam(skyConventionDoc(moves, unchanged));

/** The UTC date where a sky scan starts or is sampled, within the served range. */
export const UtcDateParam = (description: string, example: string, required = true) =>
  DateParam({ min: MIN_DATE, max: MAX_DATE, required, description, example });

export const PLANET_VALUES = GRAHAS;
/** The graha of /panchang/next-transits when absent. */
export const DEFAULT_TRANSIT_PLANET: GrahaKey = 'saturn';
/** The zone of /sankranti/all when absent. */
export const DEFAULT_SANKRANTI_ZONE = 'Asia/Kolkata';

/** The sidereal frame of a sky query, defaults applied (the one place they are, for every sky route). */
export const skyFrame = (q: {
  ayanamsa?: AyanamsaKey;
  convention?: PanchangConvention;
}): { ayanamsa: AyanamsaKey; convention: PanchangConvention } => ({
  ayanamsa: q.ayanamsa ?? DEFAULT_AYANAMSA,
  convention: q.convention ?? DEFAULT_PANCHANG_CONVENTION,
});

/**
 * Scans reach up to 3660 days past the date; every instant must stay inside the ephemeris files
 * (1800–2400), which the 1900–2100 date range guarantees.
 */
export class UtcSnapshotQueryDto {
  @UtcDateParam('UTC date of the noon (12:00 UTC) ephemeris snapshot.', '2024-04-10')
  date!: string;
}

export class SeasonsQueryDto {
  @UtcDateParam('UTC date where the seasonal scan starts (00:00 UTC).', '2024-01-01')
  date!: string;

  @AyanamsaParam('Ayanamsa of the sidereal sankranti paired with each event.')
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @SkyConventionParam('the paired sidereal sankrantis', 'the equinoxes and solstices (tropical)')
  convention?: (typeof CONVENTION_VALUES)[number];
}

/** `horizon_days` of /panchang/next-transits and `window_days` of the gochar scans when absent. */
export const DEFAULT_HORIZON_DAYS = 365;
export const DEFAULT_GOCHAR_WINDOW_DAYS = 370;
/** A scan costs a unit of the per-minute budget per year scanned (the longest next-transits scan: 10). */
export const HORIZON_COST = { param: 'horizon_days', per: 366, default: DEFAULT_HORIZON_DAYS } as const;
export const GOCHAR_COST = { param: 'window_days', per: 366, default: DEFAULT_GOCHAR_WINDOW_DAYS } as const;

export class NextTransitsQueryDto {
  @UtcDateParam('UTC date where the ingress scan starts (00:00 UTC).', '2024-01-01')
  date!: string;

  @EnumParam(PLANET_VALUES, {
    description: 'Graha whose sidereal sign ingresses are listed.',
    default: DEFAULT_TRANSIT_PLANET,
  })
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

  @AyanamsaParam('Sidereal ayanamsa.')
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @NodeTypeParam()
  node_type?: (typeof NODE_TYPE_VALUES)[number];

  @SkyConventionParam('every ingress', 'which signs are entered or their order')
  convention?: (typeof CONVENTION_VALUES)[number];
}

export class GocharQueryDto {
  @UtcDateParam('UTC date where the scan starts (00:00 UTC); today (UTC) when absent.', '2025-01-01', false)
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

  @AyanamsaParam('Sidereal ayanamsa.')
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @SkyConventionParam('every ingress and the longitudes at the start', 'which signs are entered')
  convention?: (typeof CONVENTION_VALUES)[number];
}

export class SankrantiYearQueryDto {
  @NumberParam({ min: 1900, max: 2100, integer: true, description: 'Calendar year in tz.', example: 2024 })
  year!: number;

  @ZoneParam(`IANA zone for local display and for the calendar year (default ${DEFAULT_SANKRANTI_ZONE}).`)
  tz?: string;

  @AyanamsaParam('Sidereal ayanamsa: it moves every sankranti (named in _meta.methodology.ayanamsa).')
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @ConventionParam(
    'Panchang convention (extension of the contract), as on /panchang/daily. drik (default): sidereal = apparent tropical − mean ayanamsa (Lahiri + 24.0″) on ΔT + τ, ' +
      "which reproduces Drik's printed sankranti times (2023: all 12 within 60 s); ephemeris: apparent tropical − true ayanamsa on Swiss Ephemeris ΔT (about 10–13 min earlier for Lahiri); " +
      "drik_de431: drik with the Swiss Ephemeris Moon instead of Drik's Meeus ch. 47 Moon, the same sankrantis (the Sun is unchanged).",
  )
  convention?: (typeof CONVENTION_VALUES)[number];

  @SunriseUnchangedParam("a sankranti is an instant of the Sun's longitude; no sunrise enters it")
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];

  @ProfileUnchangedParam("the sankrantis (the Sun's sidereal ingresses are the same for every regional calendar)")
  profile?: (typeof PROFILE_VALUES)[number];
}

export const utcDateRequest = (q: UtcSnapshotQueryDto): UtcDateRequest => ({ date: q.date });

export const seasonsRequest = (q: SeasonsQueryDto): SeasonsRequest => ({ date: q.date, ...skyFrame(q) });

export const nextTransitsRequest = (q: NextTransitsQueryDto): NextTransitsRequest => ({
  date: q.date,
  planet: q.planet ?? DEFAULT_TRANSIT_PLANET,
  horizonDays: q.horizon_days ?? DEFAULT_HORIZON_DAYS,
  nodeType: q.node_type ?? DEFAULT_NODE_TYPE,
  ...skyFrame(q),
});

/** The gochar scan starts today (UTC) when from_date is absent. */
export const gocharRequest = (q: GocharQueryDto): GocharRequest => ({
  fromDate: q.from_date ?? DateTime.utc().toISODate(),
  windowDays: q.window_days ?? DEFAULT_GOCHAR_WINDOW_DAYS,
  ...skyFrame(q),
});

/** sunrise_convention and profile are accepted and change nothing (documented on the parameters). */
export const sankrantiYearRequest = (q: SankrantiYearQueryDto): SankrantiYearRequest => ({
  year: q.year,
  tz: q.tz ?? DEFAULT_SANKRANTI_ZONE,
  ...skyFrame(q),
});
