/**
 * Periods that tile the day and the night: choghadiya (8 + 8), hora (12 + 12), Gowri
 * panchangam (8 + 8). Planet order: WEEKDAY_LORDS (vara order) and the Chaldean order of the
 * horas (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon: each hora's lord is the next slower
 * planet, so hour 25 of a day is the next weekday's lord — Surya Siddhanta 12.78–79).
 */
import { GRAHA_NAMES } from '@pj/ephemeris';
import { DayFrame, part, Quality, RawWindow } from './frame';

export type Lord = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
/** Lord of each vara, index 0 = Sunday. */
export const WEEKDAY_LORDS: readonly Lord[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
/** Hora sequence: from any lord, the next hora is ruled by the next in this cycle. */
export const HORA_CYCLE: readonly Lord[] = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'];

function horaLordAt(startLord: Lord, k: number): Lord {
  return HORA_CYCLE[(HORA_CYCLE.indexOf(startLord) + k) % 7];
}

/**
 * Hora: day and night each in 12 equal horas; the first day hora belongs to the vara lord, then
 * the hora cycle continues through the night (night hora 1 = day hora 13).
 */
export function horas(f: DayFrame): { day: RawWindow[]; night: RawWindow[] } {
  const lord0 = WEEKDAY_LORDS[f.vara];
  const mk = (t0: number, t1: number, offset: number) =>
    Array.from({ length: 12 }, (_, i) => {
      const [s, e] = part(t0, t1, 12, i);
      const lord = horaLordAt(lord0, offset + i);
      return {
        kind: 'hora',
        name: GRAHA_NAMES[lord],
        startJdUt: s,
        endJdUt: e,
        quality: 'neutral' as Quality,
        extra: { lord, number: offset + i + 1 },
      };
    });
  return { day: mk(f.sunriseJdUt, f.sunsetJdUt, 0), night: mk(f.sunsetJdUt, f.nextSunriseJdUt, 12) };
}

/**
 * Choghadiya: each lord's period has a name and quality; day period 1 is the vara lord's and
 * the hora cycle follows (period 8 = period 1); night period 1 is the lord of the fifth vara
 * from today (Sunday night starts with Jupiter's Shubh) and each next one the lord four varas
 * on (Sunday night: Shubh, Amrit, Char, Rog, Kaal, Labh, Udveg, Shubh).
 */
export const CHOGHADIYA_OF: Readonly<Record<Lord, { name: string; quality: Quality; meaning: string }>> = {
  sun: { name: 'Udveg', quality: 'inauspicious', meaning: 'anxiety' },
  moon: { name: 'Amrit', quality: 'auspicious', meaning: 'best' },
  mars: { name: 'Rog', quality: 'inauspicious', meaning: 'disease' },
  mercury: { name: 'Labh', quality: 'auspicious', meaning: 'gain' },
  jupiter: { name: 'Shubh', quality: 'auspicious', meaning: 'good' },
  venus: { name: 'Char', quality: 'neutral', meaning: 'movement' },
  saturn: { name: 'Kaal', quality: 'inauspicious', meaning: 'loss' },
};

export function choghadiya(f: DayFrame): { day: RawWindow[]; night: RawWindow[] } {
  const mk = (t0: number, t1: number, lordAt: (i: number) => Lord) =>
    Array.from({ length: 8 }, (_, i) => {
      const [s, e] = part(t0, t1, 8, i);
      const lord = lordAt(i);
      const c = CHOGHADIYA_OF[lord];
      return {
        kind: 'choghadiya',
        name: c.name,
        startJdUt: s,
        endJdUt: e,
        quality: c.quality,
        extra: { lord, meaning: c.meaning, number: i + 1 },
      };
    });
  return {
    day: mk(f.sunriseJdUt, f.sunsetJdUt, (i) => horaLordAt(WEEKDAY_LORDS[f.vara], i)),
    night: mk(f.sunsetJdUt, f.nextSunriseJdUt, (i) => WEEKDAY_LORDS[(f.vara + 4 + 4 * i) % 7]),
  };
}

/**
 * Gowri panchangam (Tamil "nalla neram"): eight equal parts of day and of night, named from
 * fixed weekday tables — the Tamil Pambu Panchangam tables that Drik Panchang reproduces, as
 * transcribed by public projects that check against Drik (three agree on the day rows, two on
 * the night rows). Structure of the day rows: the vara-order cycle Uthi (Sun), Amirdha (Moon),
 * Rogam (Mars), Laabam (Mercury), Dhanam (Jupiter), Sugam (Venus), Soram (Saturn) from the vara
 * lord, with Visham (Rahu) inserted at the rahu kalam eighth. Night rows start from the lord of
 * the fifth vara (as choghadiya) with Visham inserted at a per-vara place. Saturday night ends
 * with a second Soram where the cycle would give Rogam: kept, as Drik prints it.
 */
export const GOWRI_QUALITY: Readonly<Record<string, Quality>> = {
  Uthi: 'auspicious',
  Amirdha: 'auspicious',
  Rogam: 'inauspicious',
  Laabam: 'auspicious',
  Dhanam: 'auspicious',
  Sugam: 'auspicious',
  Soram: 'inauspicious',
  Visham: 'inauspicious',
};
const GOWRI_LORD: Readonly<Record<string, Lord | 'rahu'>> = {
  Uthi: 'sun',
  Amirdha: 'moon',
  Rogam: 'mars',
  Laabam: 'mercury',
  Dhanam: 'jupiter',
  Sugam: 'venus',
  Soram: 'saturn',
  Visham: 'rahu',
};
/** Day rows, index 0 = Sunday. */
export const GOWRI_DAY: readonly (readonly string[])[] = [
  ['Uthi', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham'],
  ['Amirdha', 'Visham', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi'],
  ['Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha'],
  ['Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham', 'Uthi', 'Amirdha', 'Rogam'],
  ['Dhanam', 'Sugam', 'Soram', 'Uthi', 'Amirdha', 'Visham', 'Rogam', 'Laabam'],
  ['Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam'],
  ['Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam'],
];
/** Night rows, index 0 = Sunday night. */
export const GOWRI_NIGHT: readonly (readonly string[])[] = [
  ['Dhanam', 'Sugam', 'Soram', 'Visham', 'Uthi', 'Amirdha', 'Rogam', 'Laabam'],
  ['Sugam', 'Soram', 'Uthi', 'Amirdha', 'Visham', 'Rogam', 'Laabam', 'Dhanam'],
  ['Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam'],
  ['Uthi', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham'],
  ['Amirdha', 'Visham', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi'],
  ['Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha'],
  ['Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam'],
];

export function gowri(f: DayFrame): { day: RawWindow[]; night: RawWindow[] } {
  const mk = (t0: number, t1: number, row: readonly string[]) =>
    row.map((name, i) => {
      const [s, e] = part(t0, t1, 8, i);
      return {
        kind: 'gowri',
        name,
        startJdUt: s,
        endJdUt: e,
        quality: GOWRI_QUALITY[name],
        extra: { lord: GOWRI_LORD[name], number: i + 1 },
      };
    });
  return {
    day: mk(f.sunriseJdUt, f.sunsetJdUt, GOWRI_DAY[f.vara]),
    night: mk(f.sunsetJdUt, f.nextSunriseJdUt, GOWRI_NIGHT[f.vara]),
  };
}
