import { NAKSHATRA_NAMES } from '@pj/ephemeris';

/**
 * Tara bala: the strength of the day's nakshatra for a person, by its place in the cycle of
 * nine taras counted from the birth (janma) nakshatra. Count inclusively from the natal to the
 * transit nakshatra (1–27); the remainder of the count divided by 9 names the tara (0 counts as
 * 9). Rule and names as in Muhurta Chintamani (Ram Daivajna, ch. 1, tarabala) and B. V. Raman,
 * "Muhurtha (Electional Astrology)", ch. 3. Favourable: Sampat (2), Kshema (4), Sadhana (6),
 * Mitra (8), Parama Mitra (9); unfavourable: Janma (1), Vipat (3), Pratyak (5), Naidhana (7).
 * The tenth and nineteenth stars start the second and third rounds (anujanma, trijanma).
 */
export const TARA_NAMES = [
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyak',
  'Sadhana',
  'Naidhana',
  'Mitra',
  'Parama Mitra',
] as const;
/** Short classical meaning of each tara (paraphrased from the texts above). */
export const TARA_MEANINGS = [
  'birth star: strain on the body',
  'wealth',
  'danger, losses',
  'well-being',
  'obstacles',
  'accomplishment',
  'peril',
  'friendship',
  'great friendship',
] as const;
const FAVOURABLE_TARAS: ReadonlySet<number> = new Set([1, 3, 5, 7, 8]);

export type BalaQuality = 'auspicious' | 'inauspicious';

export interface Tara {
  /** 0–8 in TARA_NAMES order (0 = Janma). */
  readonly index: number;
  readonly name: string;
  /** Inclusive count from the natal to the transit nakshatra, 1–27. */
  readonly count: number;
  /** Round of nine the count falls in: 1 (janma), 2 (anujanma), 3 (trijanma). */
  readonly cycle: 1 | 2 | 3;
  readonly quality: BalaQuality;
  readonly meaning: string;
}

function checkIndex(name: string, v: number, states: number): void {
  if (!Number.isInteger(v) || v < 0 || v >= states) throw new RangeError(`${name} must be an integer 0–${states - 1}`);
}

/** Tara of the transit nakshatra for a natal nakshatra; both 0-based (0 = Ashwini … 26 = Revati). */
export function taraOf(natalNakshatraIdx: number, transitNakshatraIdx: number): Tara {
  checkIndex('natalNakshatraIdx', natalNakshatraIdx, 27);
  checkIndex('transitNakshatraIdx', transitNakshatraIdx, 27);
  const count = ((transitNakshatraIdx - natalNakshatraIdx + 27) % 27) + 1;
  const index = (count - 1) % 9;
  return {
    index,
    name: TARA_NAMES[index],
    count,
    cycle: (Math.floor((count - 1) / 9) + 1) as 1 | 2 | 3,
    quality: FAVOURABLE_TARAS.has(index) ? 'auspicious' : 'inauspicious',
    meaning: TARA_MEANINGS[index],
  };
}

/** The 27 × 27 matrix: row = natal nakshatra, column = transit nakshatra. */
export function taraMatrix(): Tara[][] {
  return NAKSHATRA_NAMES.map((_, natal) => NAKSHATRA_NAMES.map((__, transit) => taraOf(natal, transit)));
}
