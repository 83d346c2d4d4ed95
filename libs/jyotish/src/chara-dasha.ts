/**
 * Jaimini Chara dasha as taught by P.V.R. Narasimha Rao ("Vedic Astrology: An Integrated
 * Approach", ch. on Chara dasa): 12 sign periods from the lagna, forward when the 9th from lagna is
 * one of the "savya" signs (Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius), backward otherwise.
 * A sign's years = signs counted from it to its lord (forward for a savya sign, backward for the
 * others) − 1; 12 when the lord is in the sign; +1 if the lord is exalted, −1 if debilitated;
 * Scorpio/Aquarius take the stronger co-lord (points.ts). A second cycle gives each sign 12 − its
 * first-cycle years. Periods start at birth (no balance).
 */
import { ChartCore, PointKey, signObj } from './chart';
import { DASHA_YEAR_DAYS, DashaYear } from './dasha';
import { lordOf } from './points';
import { EXALTATION } from './tables';

const SAVYA = new Set([0, 1, 2, 6, 7, 8]);

export function charaDasha(core: ChartCore, year: DashaYear) {
  const signs = Object.fromEntries(core.points.map((p) => [p.key, Math.floor(p.lon / 30)])) as Record<PointKey, number>;
  const deg = Object.fromEntries(core.points.map((p) => [p.key, p.lon % 30])) as Record<PointKey, number>;
  const lagna = signs.ascendant;
  const forward = SAVYA.has((lagna + 8) % 12);
  const firstYears = (sign: number) => {
    const lord = lordOf(sign, signs, deg);
    const at = signs[lord];
    if (at === sign) return { lord, years: 12 };
    const count = SAVYA.has(sign) ? ((at - sign + 12) % 12) + 1 : ((sign - at + 12) % 12) + 1;
    let years = count - 1;
    if (EXALTATION[lord].sign === at) years += 1;
    else if ((EXALTATION[lord].sign + 6) % 12 === at) years -= 1;
    return { lord, years };
  };
  const order = Array.from({ length: 12 }, (_, i) => (lagna + (forward ? i : -i) + 12) % 12);
  const yearDays = DASHA_YEAR_DAYS[year];
  let t = core.birth.instant.jdUt;
  const periods = [1, 2].flatMap((cycle) =>
    order.map((sign) => {
      const f = firstYears(sign);
      const years = cycle === 1 ? f.years : 12 - f.years;
      const start = t;
      t += years * yearDays;
      return { sign: signObj(sign), lord: f.lord, level: 'mahadasha', cycle, years, start: core.birth.format(start), end: core.birth.format(t) };
    }),
  );
  return { system: 'chara', variant: 'narasimha_rao', direction: forward ? 'zodiacal' : 'anti-zodiacal', year: { key: year, days: yearDays }, periods };
}
