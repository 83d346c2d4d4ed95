/**
 * The dasha routes on the wire (CONTRACT §3b: periods are `{lord, level, start, end}` with
 * instants, nested under `sub_periods`): /dasha-timeline, /dasha/yogini, /dasha/ashtottari,
 * /dasha/chara, /dasha/narayana, /dasha/kalachakra and the vimshottari of /jyotish/bundle.
 */
import { GrahaKey, NAKSHATRA_NAMES, NakshatraName } from '@pj/ephemeris';
import type { ResolvedBirth } from '../birth';
import type { RasiDashaTimeline } from '../chara-dasha';
import { balanceYmd, DashaLevel, DashaPeriod, DashaTimeline, DashaYear } from '../dasha';
import { KALACHAKRA_SIGN_YEARS, KalachakraGroup, KalachakraTimeline } from '../kalachakra';
import { PlanetKey, SIGN_LORD } from '../tables';
import { PersonWire, presentPerson } from './person';
import { formatBirthInstant, IsoInstant, round6, signObj, SignWire } from './wire';

export interface DashaYearWire {
  readonly key: DashaYear;
  /** Days in one dasha year. */
  readonly days: number;
}

export interface DashaPeriodWire {
  readonly lord: GrahaKey;
  readonly level: DashaLevel;
  readonly start: IsoInstant;
  readonly end: IsoInstant;
  /** Yogini dasha: the yogini's name (Mangala, Pingala, …); absent elsewhere. */
  readonly name?: string;
  /** Present down to the requested level. */
  readonly sub_periods?: readonly DashaPeriodWire[];
}

/** A graha dasha timeline: the bundle's `vimshottari` and the body of the graha dasha routes without `person`. */
export interface DashaTimelineWire {
  /** vimshottari, yogini or ashtottari. */
  readonly system: string;
  readonly year: DashaYearWire;
  /** Years in one cycle of the system. */
  readonly cycle_years: number;
  /** Cycles listed (Yogini 3). */
  readonly cycles: number;
  /** Fraction of the birth period elapsed at birth, [0, 1) (9 decimals). */
  readonly elapsed_fraction_at_birth: number;
  readonly balance_at_birth: {
    readonly lord: GrahaKey;
    /** Years of the birth period still to run (6 decimals). */
    readonly years: number;
    /** The balance as almanacs print it: months of 1/12 year, days of 1/30 month. */
    readonly ymd: { readonly years: number; readonly months: number; readonly days: number };
  };
  readonly periods: readonly DashaPeriodWire[];
}

/** Body of POST /dasha-timeline, /dasha/yogini and /dasha/ashtottari. */
export interface DashaWire extends DashaTimelineWire {
  readonly person: PersonWire;
}

export interface RasiDashaPeriodWire {
  readonly sign: SignWire;
  readonly lord: GrahaKey;
  readonly level: 'mahadasha';
  /** 1 or 2. */
  readonly cycle: number;
  readonly years: number;
  readonly start: IsoInstant;
  readonly end: IsoInstant;
}

/** Body of POST /dasha/chara. */
export interface CharaDashaWire {
  readonly person: PersonWire;
  readonly system: 'chara';
  readonly variant: 'narasimha_rao';
  readonly direction: 'zodiacal' | 'anti-zodiacal';
  readonly year: DashaYearWire;
  readonly periods: readonly RasiDashaPeriodWire[];
}

/** Body of POST /dasha/narayana. */
export interface NarayanaDashaWire {
  readonly person: PersonWire;
  readonly system: 'narayana';
  readonly variant: 'narasimha_rao';
  /** The stronger of the lagna and the 7th: the first dasha sign. */
  readonly first_sign: SignWire;
  readonly direction: 'zodiacal' | 'anti-zodiacal';
  readonly year: DashaYearWire;
  readonly periods: readonly RasiDashaPeriodWire[];
}

export interface KalachakraPadaWire {
  readonly group: KalachakraGroup;
  /** 1–4. */
  readonly pada: number;
}

/** Body of POST /dasha/kalachakra. */
export interface KalachakraWire {
  readonly person: PersonWire;
  readonly system: 'kalachakra';
  readonly year: DashaYearWire;
  readonly moon: {
    /** Sidereal longitude, degrees. */
    readonly longitude: number;
    readonly nakshatra: { readonly index: number; readonly name: NakshatraName };
    readonly pada: number;
    readonly group: KalachakraGroup;
    readonly direction: 'savya' | 'apasavya';
    /** [0, 1) (9 decimals). */
    readonly elapsed_fraction_of_pada: number;
  };
  /** The birth pada's 9 signs with their years. */
  readonly pada_sequence: readonly { readonly sign: SignWire; readonly years: number }[];
  /** Years of the birth pada's sequence. */
  readonly paramayus: number;
  readonly balance_at_birth: { readonly sign: SignWire; readonly years: number };
  readonly periods: readonly {
    readonly sign: SignWire;
    readonly lord: PlanetKey;
    readonly level: 'mahadasha';
    /** Full years of the sign. */
    readonly years: number;
    /** Years this period runs (the first: the balance), 6 decimals. */
    readonly run_years: number;
    readonly from_pada: KalachakraPadaWire;
    readonly start: IsoInstant;
    readonly end: IsoInstant;
  }[];
}

const yearWire = (key: DashaYear, days: number): DashaYearWire => ({ key, days });

function presentPeriod(birth: ResolvedBirth, p: DashaPeriod): DashaPeriodWire {
  return {
    lord: p.lord,
    level: p.level,
    start: formatBirthInstant(birth, p.startJd),
    end: formatBirthInstant(birth, p.endJd),
    ...(p.name ? { name: p.name } : {}),
    ...(p.subPeriods ? { sub_periods: p.subPeriods.map((s) => presentPeriod(birth, s)) } : {}),
  };
}

export function presentDashaTimeline(birth: ResolvedBirth, t: DashaTimeline): DashaTimelineWire {
  return {
    system: t.system,
    year: yearWire(t.year, t.yearDays),
    cycle_years: t.cycleYears,
    cycles: t.cycles,
    elapsed_fraction_at_birth: Number(t.elapsedAtBirth.toFixed(9)),
    balance_at_birth: { lord: t.balance.lord, years: round6(t.balance.years), ymd: balanceYmd(t.balance.years) },
    periods: t.periods.map((p) => presentPeriod(birth, p)),
  };
}

function presentRasiPeriods(birth: ResolvedBirth, t: RasiDashaTimeline): RasiDashaPeriodWire[] {
  return t.periods.map((p) => ({
    sign: signObj(p.sign),
    lord: p.lord,
    level: p.level,
    cycle: p.cycle,
    years: p.years,
    start: formatBirthInstant(birth, p.startJd),
    end: formatBirthInstant(birth, p.endJd),
  }));
}

export function charaDashaBody(birth: ResolvedBirth, t: RasiDashaTimeline): CharaDashaWire {
  return {
    person: presentPerson(birth),
    system: 'chara',
    variant: t.variant,
    direction: t.direction,
    year: yearWire(t.year, t.yearDays),
    periods: presentRasiPeriods(birth, t),
  };
}

export function narayanaDashaBody(birth: ResolvedBirth, t: RasiDashaTimeline): NarayanaDashaWire {
  return {
    person: presentPerson(birth),
    system: 'narayana',
    variant: t.variant,
    first_sign: signObj(t.firstSign as number),
    direction: t.direction,
    year: yearWire(t.year, t.yearDays),
    periods: presentRasiPeriods(birth, t),
  };
}

export function kalachakraBody(birth: ResolvedBirth, t: KalachakraTimeline): KalachakraWire {
  const { seed } = t;
  return {
    person: presentPerson(birth),
    system: 'kalachakra',
    year: yearWire(t.year, t.yearDays),
    moon: {
      longitude: round6(t.moonLon),
      nakshatra: { index: seed.nakshatra, name: NAKSHATRA_NAMES[seed.nakshatra] },
      pada: seed.pada,
      group: seed.group,
      direction: seed.direction,
      elapsed_fraction_of_pada: Number(seed.elapsedFraction.toFixed(9)),
    },
    pada_sequence: seed.sequence.map((s) => ({ sign: signObj(s), years: KALACHAKRA_SIGN_YEARS[s] })),
    paramayus: seed.paramayus,
    balance_at_birth: { sign: signObj(seed.sequence[seed.birthIdx]), years: round6(seed.balanceYears) },
    periods: t.periods.map((p) => ({
      sign: signObj(p.sign),
      lord: SIGN_LORD[p.sign],
      level: 'mahadasha',
      years: p.years,
      run_years: round6(p.runYears),
      from_pada: { group: p.group, pada: p.pada },
      start: formatBirthInstant(birth, p.startJd),
      end: formatBirthInstant(birth, p.endJd),
    })),
  };
}
