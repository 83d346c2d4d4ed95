/**
 * The shodasavarga: 16 divisional charts with the rules of Brihat Parashara Hora Shastra ch. 6
 * ("Traditional Parashara" in PyJHora/Jagannatha Hora terms), and vimshopaka bala (BPHS ch. 7,
 * shodasavarga weights).
 */
import { GrahaKey } from '@pj/ephemeris';
import { grahasWhere, NatalChart, PointKey, relationInChart } from './chart';
import { EXALTATION, MOOLATRIKONA, PlanetKey, SEVEN, SIGN_LORD } from './tables';

export const VARGAS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type Varga = (typeof VARGAS)[number];

const isOdd = (sign: number) => sign % 2 === 0; // Aries (0) is the 1st, an odd sign
/** 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava). */
const modality = (sign: number) => sign % 3;

/**
 * D30: odd signs Mars 5°, Saturn 5°, Jupiter 8°, Mercury 7°, Venus 5° → Aries, Aquarius, Sagittarius, Gemini, Libra;
 * even signs reversed → Taurus, Virgo, Pisces, Capricorn, Scorpio.
 */
const D30_ODD = [
  { upto: 5, sign: 0 },
  { upto: 10, sign: 10 },
  { upto: 18, sign: 8 },
  { upto: 25, sign: 2 },
  { upto: 30, sign: 6 },
];
const D30_EVEN = [
  { upto: 5, sign: 1 },
  { upto: 12, sign: 5 },
  { upto: 20, sign: 11 },
  { upto: 25, sign: 9 },
  { upto: 30, sign: 7 },
];

/** First sign of the count for each varga (parts then run forward one sign each). */
const START: Readonly<Record<Exclude<Varga, 2 | 9 | 30>, (sign: number) => number>> = {
  1: (s) => s,
  3: (s) => s, // parts go +4 each: handled by STEP
  4: (s) => s, // parts go +3 each
  7: (s) => (isOdd(s) ? s : s + 6),
  10: (s) => (isOdd(s) ? s : s + 8),
  12: (s) => s,
  16: (s) => [0, 4, 8][modality(s)],
  20: (s) => [0, 8, 4][modality(s)],
  24: (s) => (isOdd(s) ? 4 : 3),
  27: (s) => [0, 3, 6, 9][s % 4],
  40: (s) => (isOdd(s) ? 0 : 6),
  45: (s) => [0, 4, 8][modality(s)],
  60: (s) => s,
};

/**
 * Navamsa: movable signs count from themselves, fixed from the 9th, dual from the 5th (= Aries/Capricorn/Libra/Cancer
 * by element).
 */
function navamsaStart(s: number): number {
  return [0, 9, 6, 3][s % 4];
}

const STEP: Partial<Record<Varga, number>> = { 3: 4, 4: 3 };

/** Sign (0..11) of a sidereal longitude in varga D`n`. */
export function vargaSign(lon: number, n: Varga): number {
  const sign = Math.floor(lon / 30);
  const deg = lon - sign * 30;
  if (n === 2) return deg < 15 === isOdd(sign) ? 4 : 3;
  if (n === 30) return (isOdd(sign) ? D30_ODD : D30_EVEN).find((p) => deg < p.upto)!.sign;
  const part = Math.min(n - 1, Math.floor((deg * n) / 30));
  const start = n === 9 ? navamsaStart(sign) : START[n](sign);
  return (start + part * (STEP[n] ?? 1)) % 12;
}

/** Degrees within the varga sign: the longitude in the sign scaled by n (the usual amsa longitude). */
export function vargaDegree(lon: number, n: Varga): number {
  return ((lon % 30) * n) % 30;
}

/** Shodasavarga vimshopaka weights (BPHS 7.16–18), total 20. */
export const VIMSHOPAKA_WEIGHT: Readonly<Record<Varga, number>> = {
  1: 3.5,
  2: 1,
  3: 1,
  4: 0.5,
  7: 0.5,
  9: 3,
  10: 0.5,
  12: 0.5,
  16: 2,
  20: 0.5,
  24: 0.5,
  27: 0.5,
  30: 1,
  40: 0.5,
  45: 0.5,
  60: 4,
};

/**
 * Points of a placement (out of 20) by the planet's relation to the varga sign's lord (BPHS 7.19–20); own, moolatrikona
 * and exaltation sign count as own.
 */
const PLACEMENT_POINTS = { own: 20, great_friend: 18, friend: 15, neutral: 10, enemy: 7, great_enemy: 5 } as const;

function placementPoints(core: NatalChart, key: (typeof SEVEN)[number], sign: number): number {
  const lord = SIGN_LORD[sign];
  if (lord === key || EXALTATION[key].sign === sign || MOOLATRIKONA[key].sign === sign) return PLACEMENT_POINTS.own;
  return PLACEMENT_POINTS[relationInChart(core, key, lord).compound];
}

/** A point's place in varga D`n`. */
export interface VargaPlacement {
  readonly key: PointKey;
  /** Rashi 0..11 in the varga. */
  readonly sign: number;
  /** Degrees within the varga sign (amsa longitude), [0, 30). */
  readonly degInVarga: number;
}

export function vargaChart(core: NatalChart, n: Varga): VargaPlacement[] {
  return core.points.map((p) => ({ key: p.key, sign: vargaSign(p.lon, n), degInVarga: vargaDegree(p.lon, n) }));
}

export function vargaSignsOf(core: NatalChart, n: Varga): Record<PointKey, number> {
  return Object.fromEntries(core.points.map((p) => [p.key, vargaSign(p.lon, n)])) as Record<PointKey, number>;
}

/** A house of a varga chart counted from the varga lagna. */
export interface VargaHouse {
  /** 1..12 from the varga lagna. */
  readonly house: number;
  /** Rashi 0..11. */
  readonly sign: number;
  readonly lord: PlanetKey;
  /** House (1..12, from the varga lagna) of the lord's varga sign. */
  readonly lordInHouse: number;
  readonly occupants: readonly GrahaKey[];
}

/** One varga as a chart: its lagna and the 12 houses counted from it, with occupants and lords. */
export function vargaHouses(core: NatalChart, n: Varga): VargaHouse[] {
  const signs = vargaSignsOf(core, n);
  const lagna = signs.ascendant;
  return Array.from({ length: 12 }, (_, i) => {
    const sign = (lagna + i) % 12;
    const lord = SIGN_LORD[sign];
    return {
      house: i + 1,
      sign,
      lord,
      lordInHouse: ((signs[lord] - lagna + 12) % 12) + 1,
      occupants: grahasWhere(core, (p) => signs[p.key] === sign),
    };
  });
}

/** Vimshopaka strength of a graha (BPHS 7): the weighted placement points over the 16 vargas, out of 20. */
export interface Vimshopaka {
  readonly key: PlanetKey;
  /** Sum of the contributions (unrounded), 0..20. */
  readonly score: number;
  readonly max: 20;
  readonly byVarga: readonly { varga: Varga; points: number; contribution: number }[];
}

export function vimshopaka(core: NatalChart): Vimshopaka[] {
  return SEVEN.map((key) => {
    const byVarga = VARGAS.map((n) => {
      const points = placementPoints(core, key, vargaSign(core.lon[key], n));
      return { varga: n, points, contribution: (VIMSHOPAKA_WEIGHT[n] * points) / 20 };
    });
    return { key, score: byVarga.reduce((a, p) => a + p.contribution, 0), max: 20, byVarga };
  });
}

/** Life domains and the vargas Parashara assigns them (BPHS 6.37–41). */
export const DOMAIN_VARGAS: Readonly<Record<string, Varga[]>> = {
  body: [1],
  wealth: [2],
  siblings: [3],
  property: [4],
  children: [7],
  marriage: [9],
  career: [10],
  parents: [12],
  vehicles: [16],
  spirituality: [20],
  education: [24],
  strength: [27],
  misfortune: [30],
  maternal_legacy: [40],
  paternal_legacy: [45],
  past_karma: [60],
};
export const DOMAINS = Object.freeze(Object.keys(DOMAIN_VARGAS));
