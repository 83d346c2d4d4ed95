import { RASHI_NAMES } from '@pj/ephemeris';
import { BalaQuality } from './tara';

/**
 * Chandrabalam: the strength of the transiting Moon for a person, by the house it occupies
 * counted from the natal Moon sign (1 = the natal sign itself). Favourable houses 1, 3, 6, 7,
 * 10, 11 (Phaladeepika 26 on the Moon's gochara; Muhurta Chintamani ch. 1, chandrabala);
 * 2, 4, 5, 8, 9, 12 are not. Muhurta Chintamani also admits 2, 5 and 9 in the bright fortnight;
 * that refinement is named in the methodology and not applied here.
 */
export const CHANDRABALA_FAVOURABLE_HOUSES: readonly number[] = [1, 3, 6, 7, 10, 11];

export interface ChandraBala {
  /** House of the transit Moon sign from the natal Moon sign, 1–12. */
  readonly house: number;
  readonly quality: BalaQuality;
}

/** House 1–12 of sign `transit` counted from sign `natal` (both 0-based rashi indices, 0 = Mesha). */
export function houseFrom(natalRashiIdx: number, transitRashiIdx: number): number {
  for (const [name, v] of [
    ['natalRashiIdx', natalRashiIdx],
    ['transitRashiIdx', transitRashiIdx],
  ] as const) {
    if (!Number.isInteger(v) || v < 0 || v > 11) throw new RangeError(`${name} must be an integer 0–11`);
  }
  return ((transitRashiIdx - natalRashiIdx + 12) % 12) + 1;
}

export function chandraBalaOf(natalMoonRashiIdx: number, transitMoonRashiIdx: number): ChandraBala {
  const house = houseFrom(natalMoonRashiIdx, transitMoonRashiIdx);
  return { house, quality: CHANDRABALA_FAVOURABLE_HOUSES.includes(house) ? 'auspicious' : 'inauspicious' };
}

/** The 12 × 12 matrix: row = natal Moon sign, column = transit Moon sign. */
export function chandraBalaMatrix(): ChandraBala[][] {
  return RASHI_NAMES.map((_, natal) => RASHI_NAMES.map((__, transit) => chandraBalaOf(natal, transit)));
}
