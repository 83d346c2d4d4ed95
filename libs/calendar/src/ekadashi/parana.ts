/**
 * Parana (breaking the fast) on the day after the fast, Drik Panchang's rules as it states them
 * on its Ekadashi pages and as its published windows show:
 * - never during Hari Vasara, the first quarter of Dwadashi;
 * - after sunrise, in pratahkala (the first fifth of the daytime, sunrise to sunset): Drik's
 *   windows end there (New Delhi 2024-12-27 07:12–09:16, 2021-02-24 06:50–09:08);
 * - within Dwadashi: when Dwadashi ends inside pratahkala, the window ends with it; when
 *   Dwadashi is already over at sunrise, parana is after sunrise (pratahkala);
 * - madhyahna (third fifth of the daytime) is avoided: when Hari Vasara runs past pratahkala,
 *   the window opens after madhyahna and runs to the end of Dwadashi or sunset, whichever is first;
 *   if Dwadashi ends before that, the window is from the end of Hari Vasara to the end of
 *   Dwadashi (parana within Dwadashi outranks avoiding madhyahna).
 */
import { Day, EkadashiFacts } from './facts';

export type ParanaRule =
  | 'pratahkala'
  | 'until_dwadashi_end'
  | 'after_hari_vasara'
  | 'dwadashi_over_at_sunrise'
  | 'after_madhyahna'
  | 'before_dwadashi_end';

export interface ParanaJd {
  readonly dayIndex: number;
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly hariVasaraEndJdUt: number;
  readonly dwadashiEndJdUt: number;
  readonly rule: ParanaRule;
  readonly explanation: string;
}

export const PRATAHKALA_FRACTION = 1 / 5;
export const MADHYAHNA_END_FRACTION = 3 / 5;

export function hariVasaraEnd(e: EkadashiFacts): number {
  const w = e.dwadashi;
  return w.startJdUt + (w.endJdUt - w.startJdUt) / 4;
}

/**
 * Where the Sun does not rise on the parana day, say so: the window then rests on the polar fallback (the day from
 * civil midnight, its fifth from the 24-hour day).
 */
export function polarNote(days: readonly Day[], p: number): string {
  const day = days[p];
  // a sunset before the day's sunrise (polar seasons) is not this day's: the window used the fallback too
  const noSunset = day.sunsetJdUt === null || day.sunsetJdUt <= day.startJdUt;
  return day.sunriseJdUt === null || noSunset
    ? ` (no ${day.sunriseJdUt === null ? 'sunrise' : 'sunset'} on ${day.date} at this place: the day runs from civil midnight or to the next day's start, the daily engine's polar fallback, so this window is conventional)`
    : '';
}

export function paranaAfter(days: readonly Day[], e: EkadashiFacts, fastDay: number): ParanaJd {
  const r = paranaCore(days, e, fastDay);
  const note = polarNote(days, r.dayIndex);
  return note ? { ...r, explanation: r.explanation + note } : r;
}

function paranaCore(days: readonly Day[], e: EkadashiFacts, fastDay: number): ParanaJd {
  const p = fastDay + 1;
  const sunrise = days[p].startJdUt;
  const sunset =
    days[p].sunsetJdUt !== null && days[p].sunsetJdUt! > sunrise ? days[p].sunsetJdUt! : days[p + 1].startJdUt;
  const dayLen = sunset - sunrise;
  const pratahEnd = sunrise + dayLen * PRATAHKALA_FRACTION;
  const madhyahnaEnd = sunrise + dayLen * MADHYAHNA_END_FRACTION;
  const hv = hariVasaraEnd(e);
  const dw = e.dwadashi.endJdUt;
  const windowOf = (startJdUt: number, endJdUt: number, rule: ParanaRule, explanation: string): ParanaJd => ({
    dayIndex: p,
    startJdUt,
    endJdUt,
    hariVasaraEndJdUt: hv,
    dwadashiEndJdUt: dw,
    rule,
    explanation,
  });
  if (dw <= sunrise)
    return windowOf(
      sunrise,
      pratahEnd,
      'dwadashi_over_at_sunrise',
      'Dwadashi ends before sunrise of the parana day: parana after sunrise, in pratahkala (first fifth of the day)',
    );
  const start = Math.max(sunrise, hv);
  const end = Math.min(pratahEnd, dw);
  if (start < end) {
    const rule: ParanaRule = dw < pratahEnd ? 'until_dwadashi_end' : hv > sunrise ? 'after_hari_vasara' : 'pratahkala';
    const explanation =
      rule === 'until_dwadashi_end'
        ? 'parana after sunrise' +
          (hv > sunrise ? ' and the end of Hari Vasara' : '') +
          ', before Dwadashi ends (inside pratahkala)'
        : rule === 'after_hari_vasara'
          ? 'Hari Vasara (first quarter of Dwadashi) ends after sunrise: parana from its end to the end of pratahkala'
          : 'parana from sunrise to the end of pratahkala (first fifth of the day); Hari Vasara is over and Dwadashi lasts beyond';
    return windowOf(start, end, rule, explanation);
  }
  const aStart = Math.max(hv, madhyahnaEnd);
  const aEnd = Math.min(dw, sunset);
  if (aStart < aEnd)
    return windowOf(
      aStart,
      aEnd,
      'after_madhyahna',
      'Hari Vasara runs past pratahkala: madhyahna is avoided, parana after madhyahna and before Dwadashi ends (or sunset)',
    );
  if (start < dw)
    return windowOf(
      start,
      dw,
      'before_dwadashi_end',
      'Dwadashi ends before madhyahna is over: parana after Hari Vasara and before Dwadashi ends',
    );
  return windowOf(
    sunrise,
    pratahEnd,
    'dwadashi_over_at_sunrise',
    'Dwadashi ends before Hari Vasara could be waited out after sunrise: parana in pratahkala',
  );
}
