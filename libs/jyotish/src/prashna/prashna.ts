/**
 * Prashna (horary): the chart of the moment and place of a question, the KP number variant (the querent
 * names a number 1–249 and the lagna is set to the start of that division of the zodiac), the arudha of the
 * question, and the classical yes/no indications where a rule states them (./rules.ts). Pure: typed values
 * (sidereal degrees, sign indices, planet keys).
 */
import { GrahaKey, NAKSHATRA_WIDTH_DEG, nakshatraOf } from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import { ChartPoint, NatalChart, PointKey } from '../chart';
import { BhavaArudha, bhavaArudhas } from '../points';
import { PlanetKey, SIGN_LORD, VIMSHOTTARI } from '../tables';

export const KP_NUMBER_MIN = 1;
export const KP_NUMBER_MAX = 249;

/** One of K. S. Krishnamurti's 249 horary divisions: a nakshatra sub, cut where a sign boundary falls inside it. */
export interface KpDivision {
  /** 1..249 from 0° Aries. */
  readonly number: number;
  /** Start and end, sidereal degrees (the last ends at 360). */
  readonly fromDeg: number;
  readonly toDeg: number;
  readonly signLord: PlanetKey;
  readonly starLord: GrahaKey;
  readonly subLord: GrahaKey;
}

/** Boundaries closer than this are the same point (sums of thirds of a degree in floating point). */
const SAME_DEG = 1e-9;

function buildKpDivisions(): readonly KpDivision[] {
  const out: KpDivision[] = [];
  const push = (from: number, to: number, starLord: GrahaKey, subLord: GrahaKey) =>
    out.push(
      Object.freeze({
        number: out.length + 1,
        fromDeg: from,
        toDeg: to,
        signLord: SIGN_LORD[Math.floor(from / 30 + SAME_DEG)],
        starLord,
        subLord,
      }),
    );
  for (let nak = 0; nak < 27; nak++) {
    const star = nak % 9;
    let from = nak * NAKSHATRA_WIDTH_DEG;
    for (let i = 0; i < 9; i++) {
      const sub = VIMSHOTTARI[(star + i) % 9];
      const raw = i === 8 ? (nak + 1) * NAKSHATRA_WIDTH_DEG : from + (NAKSHATRA_WIDTH_DEG * sub.years) / 120;
      const signEnd = (Math.floor(from / 30 + SAME_DEG) + 1) * 30;
      // a sub that ends on a sign boundary (e.g. 60°: Mrigashira, Saturn sub) ends exactly there
      const to = Math.abs(raw - signEnd) < SAME_DEG ? signEnd : raw;
      if (signEnd < to - SAME_DEG) {
        push(from, signEnd, VIMSHOTTARI[star].lord, sub.lord);
        push(signEnd, to, VIMSHOTTARI[star].lord, sub.lord);
      } else push(from, to, VIMSHOTTARI[star].lord, sub.lord);
      from = to;
    }
  }
  return Object.freeze(out);
}

/** The 249 KP horary divisions (Krishnamurti, KP Reader VI: Horary Astrology, the table of 1–249). */
export const KP_DIVISIONS: readonly KpDivision[] = buildKpDivisions();

export function kpDivision(n: number): KpDivision {
  if (!Number.isInteger(n) || n < KP_NUMBER_MIN || n > KP_NUMBER_MAX) {
    throw new InputError([
      { loc: ['kp_number'], msg: `kp_number must be an integer from 1 to ${KP_NUMBER_MAX}`, type: 'range' },
    ]);
  }
  return KP_DIVISIONS[n - 1];
}

/**
 * The chart of the moment with its lagna moved to `lagnaLon` (the KP number variant): the grahas stay, the
 * ascendant point moves, every whole-sign house is counted from the new lagna and the bhavas are whole-sign
 * (cusps at the sign starts from the new lagna): a house system's cusps belong to the moment's horizon,
 * which the KP number replaces.
 */
export function withLagna(core: NatalChart, lagnaLon: number): NatalChart {
  const lagnaSign = Math.floor(lagnaLon / 30);
  const house = (sign: number) => ((sign - lagnaSign + 12) % 12) + 1;
  const points = core.points.map((p): ChartPoint => {
    if (p.key !== 'ascendant') return Object.freeze({ ...p, house: house(p.sign), bhava: house(p.sign) });
    const nak = nakshatraOf(lagnaLon);
    return Object.freeze({
      ...p,
      lon: lagnaLon,
      sign: lagnaSign,
      degInSign: lagnaLon - lagnaSign * 30,
      nakshatra: nak.index,
      pada: nak.pada,
      house: 1,
      bhava: 1,
    });
  });
  const lon = Object.freeze({ ...core.lon, ascendant: lagnaLon });
  const byKey = Object.freeze(Object.fromEntries(points.map((p) => [p.key, p])) as Record<PointKey, ChartPoint>);
  const cusps = Object.freeze(Array.from({ length: 12 }, (_, i) => ((lagnaSign + i) % 12) * 30));
  return Object.freeze({ ...core, points: Object.freeze(points), lon, byKey, lagnaSign, cusps });
}

/** The arudha of the question: the arudha lagna (A1) of the prashna chart (BPHS 29 with its exceptions). */
export function questionArudha(core: NatalChart): BhavaArudha {
  const signs = Object.fromEntries(core.points.map((p) => [p.key, p.sign])) as Record<PointKey, number>;
  const deg = Object.fromEntries(core.points.map((p) => [p.key, p.degInSign])) as Record<PointKey, number>;
  return bhavaArudhas(signs, deg)[0];
}
