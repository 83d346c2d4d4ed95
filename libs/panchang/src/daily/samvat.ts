/**
 * Years and samvatsara names, as Drik Panchang prints them.
 *
 * Shaka starts with the amanta month Chaitra (Chaitra Shukla Pratipada, the day after the new
 * moon with the Sun in Meena): Shaka = Gregorian year of that start − 78. The (North Indian,
 * Chaitradi) Vikram year starts with the purnimanta month Chaitra, i.e. a fortnight earlier, at
 * Chaitra Krishna Pratipada: Vikram = Shaka + 135, or + 136 in the Krishna paksha of amanta
 * Phalguna (Drik 2023: Vikram 2080 from 2023-03-08, Shaka 1945 from 2023-03-22). The Gujarati
 * Kartikadi year is not given.
 *
 * Samvatsara (60-year cycle, SAMVATSARA_NAMES index 0 = Prabhava):
 * - Shaka: the South Indian continuous cycle, index = (Shaka + 11) mod 60 (Shaka 1942 →
 *   Sharvari). Matches all 1 632 month headers of Drik's New Delhi grid 1900–2050.
 * - Vikram: the North Indian name Drik prints, index = (Vikram + 9) mod 60 (2077 Pramadi,
 *   2078 Aananda, 2079 Rakshasa on Drik's 2020-12-31, 2022-01-26 and 2023 pages). This is the
 *   Jovian (Barhaspatya) samvatsara current at the start of the year while the mean-Jupiter
 *   year boundary falls after Chaitra (Drik: 2020-05-16, 2021-05-12; it moves 4.2 days earlier
 *   each year). Whether Drik expunges a name when that boundary crosses the start of the year
 *   (about 1940–45 and 2028–33) is not verified by any reference: the continuous rule is kept.
 */
import { MASA_NAMES, SAMVATSARA_NAMES } from './names';

export interface SamvatYear {
  readonly year: number;
  readonly samvatsara: { readonly index: number; readonly name: string };
}

export interface Samvat {
  readonly vikram: SamvatYear;
  readonly shaka: SamvatYear;
}

const UNIX_EPOCH_JD = 2440587.5;
const MS_PER_DAY = 86_400_000;
/** Mean synodic month (Meeus ch. 49), days. */
const SYNODIC_MONTH_DAYS = 29.530588861;
export const SHAKA_OFFSET_YEARS = 78;
export const VIKRAM_OFFSET_YEARS = 57;
const SHAKA_SAMVATSARA_SHIFT = 11;
const CHAITRA = 0;
const PHALGUNA = 11;
const VIKRAM_SAMVATSARA_SHIFT = 9;

function cycle(shift: number, year: number): { index: number; name: string } {
  const index = (((year + shift) % 60) + 60) % 60;
  return { index, name: SAMVATSARA_NAMES[index] };
}

/**
 * @param amantaIndex masa index 0–11 (0 = Chaitra) of the current amanta month;
 * @param purnimantaIndex masa index of the current purnimanta month;
 * @param monthStartJdUt the new moon that began the amanta month. The year began `amantaIndex` lunations
 *   earlier: always between mid-February and mid-May (Chaitra's new moon falls 12 Mar–14 Apr in
 *   1900–2050; an intercalated month or unequal lunations shift the estimate by ≤ 33 days), so
 *   its Gregorian year is unambiguous.
 */
export function samvatOf(amantaIndex: number, purnimantaIndex: number, monthStartJdUt: number): Samvat {
  if (!Number.isInteger(amantaIndex) || amantaIndex < 0 || amantaIndex >= MASA_NAMES.length)
    throw new RangeError(`masa index ${amantaIndex}`);
  const yearStartJd = monthStartJdUt - amantaIndex * SYNODIC_MONTH_DAYS;
  const gregorianYear = new Date((yearStartJd - UNIX_EPOCH_JD) * MS_PER_DAY).getUTCFullYear();
  const shaka = gregorianYear - SHAKA_OFFSET_YEARS;
  const purnimantaYearTurned = amantaIndex === PHALGUNA && purnimantaIndex === CHAITRA;
  const vikram = gregorianYear + VIKRAM_OFFSET_YEARS + (purnimantaYearTurned ? 1 : 0);
  return {
    vikram: { year: vikram, samvatsara: cycle(VIKRAM_SAMVATSARA_SHIFT, vikram) },
    shaka: { year: shaka, samvatsara: cycle(SHAKA_SAMVATSARA_SHIFT, shaka) },
  };
}
