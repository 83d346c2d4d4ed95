/**
 * Vimshottari dasha (BPHS ch. 46): the Moon's nakshatra at birth gives the first mahadasha
 * lord; the part of the nakshatra still to run gives the balance. Antardashas (and
 * pratyantardashas) divide a period in proportion to the lords' years, starting with the
 * period's own lord.
 */
import { GrahaKey, NAKSHATRA_WIDTH_DEG } from '@pj/ephemeris';
import { ChartCore } from './chart';
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

export interface DashaPeriod {
  lord: GrahaKey;
  level: (typeof LEVEL_NAMES)[number];
  start: string;
  end: string;
  sub_periods?: DashaPeriod[];
}

const TOTAL_YEARS = 120;

function subdivide(
  fmt: (jd: number) => string,
  lordIdx: number,
  startJd: number,
  lengthDays: number,
  depth: number,
  maxDepth: number,
): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  let t = startJd;
  for (let i = 0; i < 9; i++) {
    const idx = (lordIdx + i) % 9;
    const len = (lengthDays * VIMSHOTTARI[idx].years) / TOTAL_YEARS;
    const p: DashaPeriod = { lord: VIMSHOTTARI[idx].lord, level: LEVEL_NAMES[depth], start: fmt(t), end: fmt(t + len) };
    if (depth + 1 < maxDepth) p.sub_periods = subdivide(fmt, idx, t, len, depth + 1, maxDepth);
    out.push(p);
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
  return d === 30 ? (m === 11 ? { years: y + 1, months: 0, days: 0 } : { years: y, months: m + 1, days: 0 }) : { years: y, months: m, days: d };
}

export function vimshottari(core: ChartCore, opts: { levels: 1 | 2 | 3; year: DashaYear }) {
  const yearDays = DASHA_YEAR_DAYS[opts.year];
  const seed = vimshottariSeed(core.lon.moon);
  const first = VIMSHOTTARI[seed.lordIdx];
  const birthJd = core.birth.instant.jdUt;
  const cycleStart = birthJd - seed.elapsed * first.years * yearDays;
  const balanceYears = (1 - seed.elapsed) * first.years;
  const periods = subdivide(core.birth.format, seed.lordIdx, cycleStart, TOTAL_YEARS * yearDays, 0, opts.levels);
  return {
    system: 'vimshottari',
    year: { key: opts.year, days: yearDays },
    moon_nakshatra_elapsed_fraction: Number(seed.elapsed.toFixed(9)),
    balance_at_birth: { lord: first.lord, years: Number(balanceYears.toFixed(6)), ymd: balanceYmd(balanceYears) },
    periods,
  };
}
