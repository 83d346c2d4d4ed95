/**
 * Bhava bala (BPHS ch. 27; B. V. Raman, "Graha and Bhava Balas" ch. IX) of the twelve bhavas, in virupas:
 * bhavadhipati bala (the shadbala of the lord of the sign holding the bhava madhya) + bhava dig bala + bhava
 * drishti bala. Bhava madhyas by Sripati: the ascendant, the nadir, the descendant and the midheaven are the
 * madhyas of bhavas 1, 4, 7 and 10; each quadrant between them is trisected.
 */
import { NatalChart } from '../../chart';
import { PlanetKey, SEVEN, SIGN_LORD } from '../../tables';
import { drishtiVirupas, isBenefic } from './drik';
import { PerPlanet } from './sthana';

/** Sripati bhava madhyas, sidereal degrees, bhavas 1..12. */
export function bhavaMadhyas(core: NatalChart): number[] {
  const asc = core.lon.ascendant;
  const corners = [asc, (core.mc + 180) % 360, (asc + 180) % 360, core.mc];
  return corners.flatMap((from, q) => {
    const to = corners[(q + 1) % 4];
    const arc = (to - from + 360) % 360;
    return [0, 1, 2].map((k) => (from + (arc * k) / 3) % 360);
  });
}

export type SignClass = 'nara' | 'jalachara' | 'chatushpada' | 'keeta';

/**
 * The class of a longitude's sign (BPHS 4; Raman): nara (human) Gemini, Virgo, Libra, Aquarius, the first half
 * of Sagittarius; jalachara (watery) Cancer, Pisces, the second half of Capricorn; chatushpada (quadruped)
 * Aries, Taurus, Leo, the second half of Sagittarius, the first half of Capricorn; keeta (insect) Scorpio.
 */
export function signClass(lon: number): SignClass {
  const sign = Math.floor(lon / 30);
  const firstHalf = lon % 30 < 15;
  if (sign === 8) return firstHalf ? 'nara' : 'chatushpada';
  if (sign === 9) return firstHalf ? 'chatushpada' : 'jalachara';
  if ([2, 5, 6, 10].includes(sign)) return 'nara';
  if ([3, 11].includes(sign)) return 'jalachara';
  if (sign === 7) return 'keeta';
  return 'chatushpada';
}

/** The bhava where each class is strongest (60 virupas): nara 1st, jalachara 4th, keeta 7th, chatushpada 10th. */
export const STRONG_BHAVA: Readonly<Record<SignClass, number>> = { nara: 1, jalachara: 4, keeta: 7, chatushpada: 10 };

export interface BhavaBala {
  /** Bhava madhyas (Sripati), sidereal degrees. */
  readonly madhya: readonly number[];
  readonly signClass: readonly SignClass[];
  readonly lord: readonly PlanetKey[];
  readonly adhipati: readonly number[];
  readonly dig: readonly number[];
  readonly drishti: readonly number[];
  readonly total: readonly number[];
}

/**
 * Bhava dig bala: 60 virupas in the class's strong bhava, 10 less for each bhava away from it (0 in the
 * opposite one). Bhava drishti bala: the aspect virupas (BPHS 26) each graha casts on the bhava madhya,
 * benefics added and malefics subtracted, a quarter of each except Mercury's and Jupiter's, counted in full
 * (Raman).
 */
export function bhavaBala(core: NatalChart, shadbalaTotal: PerPlanet): BhavaBala {
  const madhya = bhavaMadhyas(core);
  const signClassOf = madhya.map(signClass);
  const lord = madhya.map((m) => SIGN_LORD[Math.floor(m / 30)]);
  const adhipati = lord.map((l) => shadbalaTotal[l]);
  const dig = signClassOf.map((c, i) => {
    const away = Math.abs(i + 1 - STRONG_BHAVA[c]) % 12;
    return 60 - 10 * Math.min(away, 12 - away);
  });
  const drishti = madhya.map((m) =>
    SEVEN.reduce((acc, g) => {
      const v = drishtiVirupas((m - core.lon[g] + 360) % 360, g);
      const w = g === 'mercury' || g === 'jupiter' ? v : v / 4;
      return acc + (isBenefic(core, g) ? w : -w);
    }, 0),
  );
  const total = madhya.map((_, i) => adhipati[i] + dig[i] + drishti[i]);
  return { madhya, signClass: signClassOf, lord, adhipati, dig, drishti, total };
}
