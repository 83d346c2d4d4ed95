/**
 * Jaimini Chara dasha as taught by P.V.R. Narasimha Rao ("Vedic Astrology: An Integrated
 * Approach", ch. on Chara dasa): 12 sign periods from the lagna, forward when the 9th from lagna is
 * one of the "savya" signs (Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius), backward otherwise.
 * A sign's years = signs counted from it to its lord (forward for a savya sign, backward for the
 * others) − 1; 12 when the lord is in the sign; +1 if the lord is exalted, −1 if debilitated;
 * Scorpio/Aquarius take the stronger co-lord (points.ts). A second cycle gives each sign 12 − its
 * first-cycle years. Periods start at birth (no balance).
 */
import { GrahaKey } from '@pj/ephemeris';
import { NatalChart, PointKey } from './chart';
import { DASHA_YEAR_DAYS, DashaYear } from './dasha';
import { lordOf, strongerSign } from './points';
import { EXALTATION } from './tables';

const SAVYA = new Set([0, 1, 2, 6, 7, 8]);

function rasiSigns(core: NatalChart) {
  const signs = Object.fromEntries(core.points.map((p) => [p.key, p.sign])) as Record<PointKey, number>;
  const deg = Object.fromEntries(core.points.map((p) => [p.key, p.lon % 30])) as Record<PointKey, number>;
  return { signs, deg };
}

/** First-cycle years of a sign (rule in the file comment). */
function signYears(sign: number, signs: Record<PointKey, number>, deg: Record<PointKey, number>) {
  const lord = lordOf(sign, signs, deg);
  const at = signs[lord];
  if (at === sign) return { lord, years: 12 };
  const count = SAVYA.has(sign) ? ((at - sign + 12) % 12) + 1 : ((sign - at + 12) % 12) + 1;
  let years = count - 1;
  if (EXALTATION[lord].sign === at) years += 1;
  else if ((EXALTATION[lord].sign + 6) % 12 === at) years -= 1;
  return { lord, years };
}

/** A sign mahadasha of Chara or Narayana dasha. */
export interface RasiDashaPeriod {
  /** Rashi 0..11. */
  readonly sign: number;
  readonly lord: GrahaKey;
  readonly level: 'mahadasha';
  /** 1 or 2. */
  readonly cycle: number;
  readonly years: number;
  /** Julian days (UT). */
  readonly startJd: number;
  readonly endJd: number;
}

export interface RasiDashaTimeline {
  readonly system: 'chara' | 'narayana';
  readonly variant: 'narasimha_rao';
  /** Narayana: the stronger of the lagna and the 7th (rashi 0..11); null for Chara. */
  readonly firstSign: number | null;
  readonly direction: 'zodiacal' | 'anti-zodiacal';
  readonly year: DashaYear;
  readonly yearDays: number;
  readonly periods: readonly RasiDashaPeriod[];
}

/** Two cycles over `order` from birth; the second gives 12 − the first-cycle years. */
function twoCycles(core: NatalChart, order: readonly number[], year: DashaYear): RasiDashaPeriod[] {
  const { signs, deg } = rasiSigns(core);
  const yearDays = DASHA_YEAR_DAYS[year];
  let t = core.birth.instant.jdUt;
  return [1, 2].flatMap((cycle) =>
    order.map((sign) => {
      const f = signYears(sign, signs, deg);
      const years = cycle === 1 ? f.years : 12 - f.years;
      const startJd = t;
      t += years * yearDays;
      return { sign, lord: f.lord, level: 'mahadasha' as const, cycle, years, startJd, endJd: t };
    }),
  );
}

export function charaDasha(core: NatalChart, year: DashaYear): RasiDashaTimeline {
  const lagna = Math.floor(core.lon.ascendant / 30);
  const forward = SAVYA.has((lagna + 8) % 12);
  const order = Array.from({ length: 12 }, (_, i) => (lagna + (forward ? i : -i) + 12) % 12);
  return {
    system: 'chara',
    variant: 'narasimha_rao',
    firstSign: null,
    direction: forward ? 'zodiacal' : 'anti-zodiacal',
    year,
    yearDays: DASHA_YEAR_DAYS[year],
    periods: twoCycles(core, order, year),
  };
}

/**
 * Narayana dasha (Narasimha Rao, ch. on Narayana dasa): starts from the stronger of the lagna and
 * the 7th (strongerSign); forward from an odd sign, backward from an even one, except that Saturn
 * in the first sign makes it forward and Ketu there reverses it. Movable first sign: consecutive
 * signs; fixed: every 6th sign; dual: kendras, then panapharas, then apoklimas from it. Years as in
 * Chara dasha; second cycle 12 − first. Mahadashas only.
 */
export function narayanaDasha(core: NatalChart, year: DashaYear): RasiDashaTimeline {
  const { signs } = rasiSigns(core);
  const lagna = signs.ascendant;
  const first = strongerSign(lagna, (lagna + 6) % 12, signs, null);
  const { order, forward } = narayanaOrder(first, signs);
  return {
    system: 'narayana',
    variant: 'narasimha_rao',
    firstSign: first,
    direction: forward ? 'zodiacal' : 'anti-zodiacal',
    year,
    yearDays: DASHA_YEAR_DAYS[year],
    periods: twoCycles(core, order, year),
  };
}

/** First-cycle years of each sign by the Chara/Narayana rule (signYears), for the rasi dashas of dashas/. */
export function charaSignYears(core: NatalChart): number[] {
  const { signs, deg } = rasiSigns(core);
  return Array.from({ length: 12 }, (_, s) => signYears(s, signs, deg).years);
}

/** The 12 signs of a Narayana-type dasha from `first` (direction and progression rules above). */
export function narayanaOrder(
  first: number,
  signs: Readonly<Record<PointKey, number>>,
): { order: number[]; forward: boolean } {
  let forward = first % 2 === 0;
  if (signs.saturn === first) forward = true;
  else if (signs.ketu === first) forward = !forward;
  const step = (n: number) => (first + (forward ? n : -n) + 120) % 12;
  const offsets =
    first % 3 === 0
      ? Array.from({ length: 12 }, (_, i) => i)
      : first % 3 === 1
        ? Array.from({ length: 12 }, (_, i) => (5 * i) % 12)
        : [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11];
  return { order: offsets.map(step), forward };
}
