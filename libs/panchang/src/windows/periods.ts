/**
 * Periods that tile the day and the night: choghadiya (8 + 8), hora (12 + 12), Gowri
 * panchangam (8 + 8). Planet order: WEEKDAY_LORDS (vara order) and the Chaldean order of the
 * horas (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon: each hora's lord is the next slower
 * planet, so hour 25 of a day is the next weekday's lord — Surya Siddhanta 12.78–79).
 */
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
      return { kind: 'hora', name: HORA_NAME[lord], startJdUt: s, endJdUt: e, quality: 'neutral' as Quality, extra: { lord, number: offset + i + 1 } };
    });
  return { day: mk(f.sunriseJdUt, f.sunsetJdUt, 0), night: mk(f.sunsetJdUt, f.nextSunriseJdUt, 12) };
}
const HORA_NAME: Readonly<Record<Lord, string>> = {
  sun: 'Surya', moon: 'Chandra', mars: 'Mangala', mercury: 'Budha', jupiter: 'Guru', venus: 'Shukra', saturn: 'Shani',
};

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
      return { kind: 'choghadiya', name: c.name, startJdUt: s, endJdUt: e, quality: c.quality, extra: { lord, meaning: c.meaning, number: i + 1 } };
    });
  return {
    day: mk(f.sunriseJdUt, f.sunsetJdUt, (i) => horaLordAt(WEEKDAY_LORDS[f.vara], i)),
    night: mk(f.sunsetJdUt, f.nextSunriseJdUt, (i) => WEEKDAY_LORDS[(f.vara + 4 + 4 * i) % 7]),
  };
}

/**
 * Gowri panchangam (Tamil): eight parts of day and of night. Each part carries the quality of
 * its lord in vara order (Sun Uthi, Moon Amirdha, Mars Rogam, Mercury Laabam, Jupiter Dhanam,
 * Venus Sugam, Saturn Soram), starting from the vara lord by day and from the sixth vara's lord by night (Sunday: Venus);
 * the part that the Rahu kala chakra gives to Rahu (rahu kalam by day; by night the
 * same chakra started from the lord opposite the vara lord) is Visham instead. Derivation of the
 * printed Tamil tables after S. Prabhakaran, "Gowri Panchangam" (2014); not yet checked
 * against Drik Panchang's Gowri page (no reference copy in the project).
 */
export const GOWRI_OF: Readonly<Record<Lord | 'rahu', { name: string; quality: Quality }>> = {
  sun: { name: 'Uthi', quality: 'auspicious' },
  moon: { name: 'Amirdha', quality: 'auspicious' },
  mars: { name: 'Rogam', quality: 'inauspicious' },
  mercury: { name: 'Laabam', quality: 'auspicious' },
  jupiter: { name: 'Dhanam', quality: 'auspicious' },
  venus: { name: 'Sugam', quality: 'auspicious' },
  saturn: { name: 'Soram', quality: 'inauspicious' },
  rahu: { name: 'Visham', quality: 'inauspicious' },
};
/** Rahu kala chakra: Sun, Mars, Jupiter, Mercury, Venus, Saturn, Moon, Rahu (8 parts). */
export const RAHU_KALA_CHAKRA: readonly (Lord | 'rahu')[] = ['sun', 'mars', 'jupiter', 'mercury', 'venus', 'saturn', 'moon', 'rahu'];

/** 0-based part held by Rahu when the chakra starts from `lord`. */
function rahuPart(lord: Lord): number {
  return (8 + 7 - RAHU_KALA_CHAKRA.indexOf(lord)) % 8;
}

export function gowri(f: DayFrame): { day: RawWindow[]; night: RawWindow[] } {
  const dayLord = WEEKDAY_LORDS[f.vara];
  const nightLord = WEEKDAY_LORDS[(f.vara + 5) % 7];
  // the night chakra starts opposite the vara lord; opposite Mercury (Wednesday) is Rahu itself
  const chakraNight = RAHU_KALA_CHAKRA[(RAHU_KALA_CHAKRA.indexOf(dayLord) + 4) % 8];
  const nightRahu = chakraNight === 'rahu' ? 0 : rahuPart(chakraNight);
  const mk = (t0: number, t1: number, first: Lord, rahuAt: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const [s, e] = part(t0, t1, 8, i);
      const lord: Lord | 'rahu' = i === rahuAt ? 'rahu' : WEEKDAY_LORDS[(WEEKDAY_LORDS.indexOf(first) + i) % 7];
      const g = GOWRI_OF[lord];
      return { kind: 'gowri', name: g.name, startJdUt: s, endJdUt: e, quality: g.quality, extra: { lord, number: i + 1 } };
    });
  return { day: mk(f.sunriseJdUt, f.sunsetJdUt, dayLord, rahuPart(dayLord)), night: mk(f.sunsetJdUt, f.nextSunriseJdUt, nightLord, nightRahu) };
}
