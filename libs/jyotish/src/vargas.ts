/**
 * The shodasavarga: 16 divisional charts with the rules of Brihat Parashara Hora Shastra ch. 6
 * ("Traditional Parashara" in PyJHora/Jagannatha Hora terms), and vimshopaka bala (BPHS ch. 7,
 * shodasavarga weights).
 */
import { presentPerson } from './present/person';
import { GrahaKey } from '@pj/ephemeris';
import { ChartCore, PointKey, relationInChart } from './chart';
import { signObj } from './present/wire';
import { EXALTATION, MOOLATRIKONA, SEVEN, SIGN_LORD } from './tables';

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

function placementPoints(core: ChartCore, key: (typeof SEVEN)[number], sign: number): number {
  const lord = SIGN_LORD[sign];
  if (lord === key || EXALTATION[key].sign === sign || MOOLATRIKONA[key].sign === sign) return PLACEMENT_POINTS.own;
  return PLACEMENT_POINTS[relationInChart(core, key, lord).compound];
}

export function vargaChart(core: ChartCore, n: Varga) {
  return core.points.map((p) => {
    const sign = vargaSign(p.lon, n);
    return { key: p.key, sign: signObj(sign), degree_in_varga: Number(vargaDegree(p.lon, n).toFixed(6)) };
  });
}

export function vargaSignsOf(core: ChartCore, n: Varga): Record<PointKey, number> {
  return Object.fromEntries(core.points.map((p) => [p.key, vargaSign(p.lon, n)])) as Record<PointKey, number>;
}

export function vimshopaka(core: ChartCore) {
  return SEVEN.map((key) => {
    const parts = VARGAS.map((n) => {
      const pts = placementPoints(core, key, vargaSign(core.lon[key], n));
      return { varga: `D${n}`, points: pts, contribution: (VIMSHOPAKA_WEIGHT[n] * pts) / 20 };
    });
    const total = parts.reduce((a, p) => a + p.contribution, 0);
    return {
      key: key as GrahaKey,
      score: Number(total.toFixed(4)),
      max: 20,
      by_varga: parts.map((p) => ({ ...p, contribution: Number(p.contribution.toFixed(4)) })),
    };
  });
}

export function divisionalBody(core: ChartCore, vargas: readonly Varga[]): Record<string, unknown> {
  return {
    person: presentPerson(core.birth),
    settings: {
      ayanamsa: core.birth.ayanamsa,
      node_type: core.birth.nodeType,
      position_model: core.birth.positionModel,
    },
    vargas: vargas.map((n) => ({ varga: `D${n}`, division: n, points: vargaChart(core, n) })),
    vimshopaka: vimshopaka(core),
  };
}
