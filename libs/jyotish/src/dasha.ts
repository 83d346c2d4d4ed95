/**
 * Vimshottari dasha (BPHS ch. 46): the Moon's nakshatra at birth gives the first mahadasha
 * lord; the part of the nakshatra still to run gives the balance. Antardashas (and
 * pratyantardashas) divide a period in proportion to the lords' years, starting with the
 * period's own lord.
 */
import { GrahaKey, NAKSHATRA_WIDTH_DEG } from '@pj/ephemeris';
import { NatalChart } from './chart';
import { VIMSHOTTARI } from './tables';

/** Year lengths a caller may choose, in days. */
export const DASHA_YEAR_DAYS = Object.freeze({
  julian: 365.25,
  sidereal: 365.256364,
  tropical: 365.242199,
  savana: 360,
});
export type DashaYear = keyof typeof DASHA_YEAR_DAYS;

export const LEVEL_NAMES = ['mahadasha', 'antardasha', 'pratyantardasha'] as const;

export type DashaLevel = (typeof LEVEL_NAMES)[number];

/** A period of a graha dasha, with its sub-periods down to the requested level. */
export interface DashaPeriod {
  readonly lord: GrahaKey;
  readonly level: DashaLevel;
  /** The period's own name where the system has one (Yogini: Mangala, Pingala, …). */
  readonly name?: string;
  /** Julian days (UT), unrounded. */
  readonly startJd: number;
  readonly endJd: number;
  readonly subPeriods?: readonly DashaPeriod[];
}

/** A dasha system: its lords in order with their years (a cycle), and how the birth Moon seeds it. */
export interface DashaScheme {
  readonly key: string;
  readonly periods: readonly { lord: GrahaKey; years: number; name?: string }[];
  /** First period index and the fraction of it elapsed at birth, from the Moon's sidereal longitude. */
  readonly seed: (moonLon: number) => { lordIdx: number; elapsed: number };
  /** Cycles listed from the birth period: enough to cover a 100+ year life (Yogini: 3 × 36 years). */
  readonly cycles?: number;
}

const cycleYears = (s: DashaScheme) => s.periods.reduce((a, p) => a + p.years, 0);

function subdivide(
  scheme: DashaScheme,
  lordIdx: number,
  startJd: number,
  lengthDays: number,
  depth: number,
  maxDepth: number,
): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  const n = scheme.periods.length;
  const total = cycleYears(scheme);
  let t = startJd;
  for (let i = 0; i < n; i++) {
    const idx = (lordIdx + i) % n;
    const { lord, years, name } = scheme.periods[idx];
    const len = (lengthDays * years) / total;
    out.push({
      lord,
      level: LEVEL_NAMES[depth],
      startJd: t,
      endJd: t + len,
      ...(name ? { name } : {}),
      ...(depth + 1 < maxDepth ? { subPeriods: subdivide(scheme, idx, t, len, depth + 1, maxDepth) } : {}),
    });
    t += len;
  }
  return out;
}

export interface VimshottariSeed {
  /** Index in VIMSHOTTARI of the first mahadasha lord. */
  lordIdx: number;
  /** Fraction of the birth nakshatra already traversed by the Moon, [0, 1). */
  elapsed: number;
}

export function vimshottariSeed(moonLon: number): VimshottariSeed {
  const nak = Math.floor(moonLon / NAKSHATRA_WIDTH_DEG);
  return { lordIdx: nak % 9, elapsed: moonLon / NAKSHATRA_WIDTH_DEG - nak };
}

/** Balance in years → years, months (1/12 year) and days (1/30 month), the way almanacs print it. */
export function balanceYmd(years: number): { years: number; months: number; days: number } {
  const y = Math.floor(years);
  const mF = (years - y) * 12;
  const m = Math.floor(mF);
  const d = Math.round((mF - m) * 30);
  return d === 30
    ? m === 11
      ? { years: y + 1, months: 0, days: 0 }
      : { years: y, months: m + 1, days: 0 }
    : { years: y, months: m, days: d };
}

export const VIMSHOTTARI_SCHEME: DashaScheme = { key: 'vimshottari', periods: VIMSHOTTARI, seed: vimshottariSeed };

/** A graha dasha timeline from the birth period (levels deep), seeded by the birth Moon. */
export interface DashaTimeline {
  readonly system: string;
  readonly year: DashaYear;
  /** Days in a dasha year of `year`. */
  readonly yearDays: number;
  /** Years of one cycle of the system (Vimshottari 120). */
  readonly cycleYears: number;
  readonly cycles: number;
  /** Fraction of the birth period elapsed at birth, [0, 1). */
  readonly elapsedAtBirth: number;
  /** The birth period's lord and its years still to run at birth. */
  readonly balance: { readonly lord: GrahaKey; readonly years: number };
  readonly periods: readonly DashaPeriod[];
}

/**
 * `scheme.cycles` cycles of `scheme` from the start of the birth period, `levels` deep; the seed is
 * the Moon's longitude unless `seedLon` gives another (a divisional Moon, another point, an angle).
 */
export function dashaTimeline(
  core: NatalChart,
  scheme: DashaScheme,
  opts: { levels: 1 | 2 | 3; year: DashaYear; seedLon?: number },
): DashaTimeline {
  const yearDays = DASHA_YEAR_DAYS[opts.year];
  const seed = scheme.seed(opts.seedLon ?? core.lon.moon);
  const first = scheme.periods[seed.lordIdx];
  const birthJd = core.birth.instant.jdUt;
  const cycleStart = birthJd - seed.elapsed * first.years * yearDays;
  const cycleDays = cycleYears(scheme) * yearDays;
  const periods = Array.from({ length: scheme.cycles ?? 1 }, (_, c) =>
    subdivide(scheme, seed.lordIdx, cycleStart + c * cycleDays, cycleDays, 0, opts.levels),
  ).flat();
  return {
    system: scheme.key,
    year: opts.year,
    yearDays,
    cycleYears: cycleYears(scheme),
    cycles: scheme.cycles ?? 1,
    elapsedAtBirth: seed.elapsed,
    balance: { lord: first.lord, years: (1 - seed.elapsed) * first.years },
    periods,
  };
}

export function vimshottari(core: NatalChart, opts: { levels: 1 | 2 | 3; year: DashaYear }): DashaTimeline {
  return dashaTimeline(core, VIMSHOTTARI_SCHEME, opts);
}

/**
 * Yogini dasha (36-year cycle): Mangala (Moon) 1, Pingala (Sun) 2, Dhanya (Jupiter) 3, Bhramari
 * (Mars) 4, Bhadrika (Mercury) 5, Ulka (Saturn) 6, Siddha (Venus) 7, Sankata (Rahu) 8 years. The
 * first is the ((nakshatra number + 3) mod 8)th, 0 meaning Sankata; balance as in Vimshottari.
 */
export const YOGINI_SCHEME: DashaScheme = {
  key: 'yogini',
  periods: [
    { lord: 'moon', years: 1, name: 'Mangala' },
    { lord: 'sun', years: 2, name: 'Pingala' },
    { lord: 'jupiter', years: 3, name: 'Dhanya' },
    { lord: 'mars', years: 4, name: 'Bhramari' },
    { lord: 'mercury', years: 5, name: 'Bhadrika' },
    { lord: 'saturn', years: 6, name: 'Ulka' },
    { lord: 'venus', years: 7, name: 'Siddha' },
    { lord: 'rahu', years: 8, name: 'Sankata' },
  ],
  cycles: 3,
  seed: (moonLon) => {
    const nak = Math.floor(moonLon / NAKSHATRA_WIDTH_DEG);
    return { lordIdx: (nak + 1 + 3 + 7) % 8, elapsed: moonLon / NAKSHATRA_WIDTH_DEG - nak };
  },
};

/**
 * Ashtottari dasha (108 years): Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12,
 * Venus 21, each ruling a group of nakshatras counted from Ardra (4, 3, 4, 3, 3, 3, 4, 3 of the 27;
 * Abhijit not counted, so Saturn's group is Purva Ashadha, Uttara Ashadha, Shravana). The period is
 * spread evenly over its nakshatras: elapsed = (nakshatras of the group already passed + fraction of
 * the current one) / group size.
 */
const ASHTOTTARI_GROUP_SIZES = [4, 3, 4, 3, 3, 3, 4, 3];
const ARDRA = 5;
export const ASHTOTTARI_SCHEME: DashaScheme = {
  key: 'ashtottari',
  periods: [
    { lord: 'sun', years: 6 },
    { lord: 'moon', years: 15 },
    { lord: 'mars', years: 8 },
    { lord: 'mercury', years: 17 },
    { lord: 'saturn', years: 10 },
    { lord: 'jupiter', years: 19 },
    { lord: 'rahu', years: 12 },
    { lord: 'venus', years: 21 },
  ],
  seed: (moonLon) => {
    const nak = Math.floor(moonLon / NAKSHATRA_WIDTH_DEG);
    let k = (nak - ARDRA + 27) % 27;
    let g = 0;
    while (k >= ASHTOTTARI_GROUP_SIZES[g]) k -= ASHTOTTARI_GROUP_SIZES[g++];
    return { lordIdx: g, elapsed: (k + moonLon / NAKSHATRA_WIDTH_DEG - nak) / ASHTOTTARI_GROUP_SIZES[g] };
  },
};

export const DASHA_SCHEMES = Object.freeze({
  vimshottari: VIMSHOTTARI_SCHEME,
  yogini: YOGINI_SCHEME,
  ashtottari: ASHTOTTARI_SCHEME,
});
export type DashaSystem = keyof typeof DASHA_SCHEMES;
