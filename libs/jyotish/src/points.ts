/**
 * Derived points: bhava arudhas (A1–A12, A12 = upapada) with the classical exceptions, the
 * Sun-based upagrahas (aprakasha grahas), argala, house cusps and the bhava chalit.
 */
import { forwardDiffDeg, GrahaKey, GRAHAS, HouseSystem, housesAt, norm360 } from '@pj/ephemeris';
import { bhavaOf, NatalChart, PointKey } from './chart';
import { KpLords, kpLords } from './kp';
import { EXALTATION, SIGN_LORD } from './tables';
import { vargaSignsOf, Varga } from './vargas';

/** Co-lords of Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu). */
const CO_LORDS: Readonly<Record<number, [GrahaKey, GrahaKey]>> = { 7: ['mars', 'ketu'], 10: ['saturn', 'rahu'] };

/**
 * The stronger co-lord of Scorpio or Aquarius (P.V.R. Narasimha Rao, ch. on Jaimini strength):
 * (1) if exactly one lord occupies the sign, the other one; (2) the lord joined by more grahas;
 * (3) an exalted lord; (4) the lord further advanced in its sign. Otherwise the first (Mars, Saturn).
 */
export function strongerCoLord(
  sign: number,
  signs: Readonly<Record<PointKey, number>>,
  degInSign: Readonly<Record<PointKey, number>>,
): GrahaKey {
  const [a, b] = CO_LORDS[sign];
  const inSign = (k: GrahaKey) => signs[k] === sign;
  if (inSign(a) !== inSign(b)) return inSign(a) ? b : a;
  const company = (k: GrahaKey) => GRAHAS.filter((o) => o !== k && signs[o] === signs[k]).length;
  if (company(a) !== company(b)) return company(a) > company(b) ? a : b;
  const exalted = (k: GrahaKey) => EXALTATION[k].sign === signs[k];
  if (exalted(a) !== exalted(b)) return exalted(a) ? a : b;
  return degInSign[b] > degInSign[a] ? b : a;
}

export function lordOf(
  sign: number,
  signs: Readonly<Record<PointKey, number>>,
  degInSign: Readonly<Record<PointKey, number>>,
): GrahaKey {
  return CO_LORDS[sign] ? strongerCoLord(sign, signs, degInSign) : SIGN_LORD[sign];
}

/**
 * Arudha of the sign `from`: as many signs from the lord as the lord is from the sign. Exceptions
 * (BPHS 29.3–4 as read by Narasimha Rao): an arudha in the sign itself or in the 7th from it moves
 * to the 10th from there.
 */
export function arudhaOf(from: number, lordSign: number): number {
  const a = (2 * lordSign - from + 24) % 12;
  if (a === from || a === (from + 6) % 12) return (a + 9) % 12;
  return a;
}

/** A bhava arudha: A1 (arudha lagna) … A12 (upapada). */
export interface BhavaArudha {
  /** 'A1' … 'A12'. */
  readonly key: string;
  /** 1..12. */
  readonly house: number;
  /** Sign (0..11) of the house. */
  readonly houseSign: number;
  readonly lord: GrahaKey;
  /** Sign (0..11) of the arudha. */
  readonly sign: number;
}

/** A1..A12 in a chart given by the signs of its points (rasi or a varga). */
export function bhavaArudhas(
  signs: Readonly<Record<PointKey, number>>,
  degInSign: Readonly<Record<PointKey, number>>,
): BhavaArudha[] {
  const lagna = signs.ascendant;
  return Array.from({ length: 12 }, (_, i) => {
    const house = (lagna + i) % 12;
    const lord = lordOf(house, signs, degInSign);
    return { key: `A${i + 1}`, house: i + 1, houseSign: house, lord, sign: arudhaOf(house, signs[lord]) };
  });
}

export interface Arudhas {
  readonly varga: Varga;
  readonly arudhas: readonly BhavaArudha[];
  readonly grahaArudhas: readonly GrahaArudha[];
}

/** Bhava and graha arudhas of the rasi chart (varga 1) or of a varga. */
export function arudhas(core: NatalChart, varga: Varga): Arudhas {
  const signs =
    varga === 1
      ? (Object.fromEntries(core.points.map((p) => [p.key, p.sign])) as Record<PointKey, number>)
      : vargaSignsOf(core, varga);
  const deg = Object.fromEntries(core.points.map((p) => [p.key, ((p.lon % 30) * varga) % 30])) as Record<
    PointKey,
    number
  >;
  return { varga, arudhas: bhavaArudhas(signs, deg), grahaArudhas: grahaArudhas(signs) };
}

/** Own signs of the grahas (Rahu Aquarius, Ketu Scorpio). */
const OWN_SIGNS: Readonly<Record<GrahaKey, readonly number[]>> = {
  sun: [4],
  moon: [3],
  mars: [0, 7],
  mercury: [2, 5],
  jupiter: [8, 11],
  venus: [1, 6],
  saturn: [9, 10],
  rahu: [10],
  ketu: [7],
};

/** Jaimini sign aspect (rasi drishti): movable ↔ fixed signs except the adjacent one; dual ↔ the other duals. */
export function rasiAspects(from: number, to: number): boolean {
  if (from === to) return false;
  const m = from % 3;
  if (m === 2) return to % 3 === 2;
  const other = m === 0 ? 1 : 0;
  return to % 3 === other && to !== (from + 1) % 12 && to !== (from + 11) % 12;
}

/**
 * The stronger of two signs (Jaimini, as used for graha arudhas): (1) more grahas in it (the planet
 * itself not counted); (2) more of Jupiter, Mercury and the sign's lord occupying or aspecting it;
 * (3) the sign whose lord stands in a sign of the other oddity (odd/even); (4) dual over fixed over
 * movable; else the first.
 */
export function strongerSign(
  a: number,
  b: number,
  signs: Readonly<Record<PointKey, number>>,
  self: GrahaKey | null,
): number {
  const count = (s: number) => GRAHAS.filter((k) => k !== self && signs[k] === s).length;
  if (count(a) !== count(b)) return count(a) > count(b) ? a : b;
  const support = (s: number) =>
    (['jupiter', 'mercury', SIGN_LORD[s]] as GrahaKey[]).filter(
      (k, i, all) => all.indexOf(k) === i && (signs[k] === s || rasiAspects(signs[k], s)),
    ).length;
  if (support(a) !== support(b)) return support(a) > support(b) ? a : b;
  const otherOddity = (s: number) => signs[SIGN_LORD[s]] % 2 !== s % 2;
  if (otherOddity(a) !== otherOddity(b)) return otherOddity(a) ? a : b;
  const nature = (s: number) => [0, 1, 2][s % 3];
  if (nature(a) !== nature(b)) return nature(a) > nature(b) ? a : b;
  return a;
}

/**
 * Graha arudhas: from each graha, as many signs beyond its (stronger) own sign as that sign is from the graha; same
 * exceptions as bhava arudhas.
 */
export interface GrahaArudha {
  readonly key: GrahaKey;
  /** The own sign (0..11) counted from (the stronger one for two). */
  readonly ownSignUsed: number;
  readonly sign: number;
}

export function grahaArudhas(signs: Readonly<Record<PointKey, number>>): GrahaArudha[] {
  return GRAHAS.map((k) => {
    const own = OWN_SIGNS[k];
    const ownSign = own.length === 1 ? own[0] : strongerSign(own[0], own[1], signs, k);
    return { key: k, ownSignUsed: ownSign, sign: arudhaOf(signs[k], ownSign) };
  });
}

/**
 * Sun-based upagrahas (BPHS 3.61–65): Dhuma = Sun + 133°20′, Vyatipata = 360° − Dhuma,
 * Parivesha = Vyatipata + 180°, Indrachapa = 360° − Parivesha, Upaketu = Indrachapa + 16°40′
 * (= Sun − 30°).
 */
export interface SunUpagrahas {
  /** Sidereal longitudes, degrees [0, 360). */
  readonly dhuma: number;
  readonly vyatipata: number;
  readonly parivesha: number;
  readonly indrachapa: number;
  readonly upaketu: number;
}

export function sunUpagrahas(sunLon: number): SunUpagrahas {
  const dhuma = norm360(sunLon + 133 + 1 / 3);
  const vyatipata = norm360(360 - dhuma);
  const parivesha = norm360(vyatipata + 180);
  const indrachapa = norm360(360 - parivesha);
  const upaketu = norm360(indrachapa + 16 + 2 / 3);
  return { dhuma, vyatipata, parivesha, indrachapa, upaketu };
}

/**
 * Argala on each house (Jaimini Upadesa 1.1.5–8): grahas in the 2nd, 4th and 11th from it (and
 * the 5th, secondary) intervene; those in the 12th, 10th and 3rd (9th for the 5th) obstruct.
 * An argala stands when its grahas outnumber the obstructing ones.
 */
const ARGALA_PAIRS: readonly { from: number; virodha: number; kind: 'primary' | 'secondary' }[] = [
  { from: 2, virodha: 12, kind: 'primary' },
  { from: 4, virodha: 10, kind: 'primary' },
  { from: 11, virodha: 3, kind: 'primary' },
  { from: 5, virodha: 9, kind: 'secondary' },
];

export interface ArgalaOnHouse {
  /** House (2nd, 4th, 11th, 5th) from which the argala falls. */
  readonly fromHouse: number;
  readonly kind: 'primary' | 'secondary';
  readonly grahas: readonly GrahaKey[];
  /** House of the obstruction (12th, 10th, 3rd, 9th). */
  readonly virodhaHouse: number;
  readonly virodhaGrahas: readonly GrahaKey[];
  /** Grahas present and more than the obstructing ones. */
  readonly unobstructed: boolean;
}

export interface HouseArgala {
  readonly house: number;
  readonly sign: number;
  readonly argalas: readonly ArgalaOnHouse[];
}

export function argala(core: NatalChart): HouseArgala[] {
  const occupants = (sign: number) => GRAHAS.filter((k) => core.byKey[k].sign === sign);
  return Array.from({ length: 12 }, (_, i) => {
    const sign = (core.lagnaSign + i) % 12;
    return {
      house: i + 1,
      sign,
      argalas: ARGALA_PAIRS.map((p) => {
        const by = occupants((sign + p.from - 1) % 12);
        const against = occupants((sign + p.virodha - 1) % 12);
        return {
          fromHouse: p.from,
          kind: p.kind,
          grahas: by,
          virodhaHouse: p.virodha,
          virodhaGrahas: against,
          unobstructed: by.length > 0 && by.length > against.length,
        };
      }),
    };
  });
}

/**
 * Bhavas of the chosen system: start (sandhi), madhya and end. Western-style systems (Placidus,
 * Koch, Regiomontanus, Campanus, Porphyry, equal, whole sign) give house starts as cusps, madhya =
 * midway to the next cusp. The bhava chalit takes madhyas instead: the system's cusps as bhava
 * madhya (whole sign and equal: the ascendant degree + 30° steps; Sripati: the Porphyry cusps),
 * sandhi midway between madhyas.
 */
function mid(a: number, b: number): number {
  return norm360(a + forwardDiffDeg(b, a) / 2);
}

/** A bhava: sidereal degrees of its start, madhya and end, and the grahas in it. */
export interface Bhava {
  readonly house: number;
  readonly startDeg: number;
  readonly madhyaDeg: number;
  readonly endDeg: number;
  /** Sign (0..11) of the madhya. */
  readonly signOfMadhya: number;
  readonly grahas: readonly GrahaKey[];
}

function bhavaRows(core: NatalChart, starts: readonly number[], madhyas: readonly number[]): Bhava[] {
  return starts.map((s, i) => ({
    house: i + 1,
    startDeg: s,
    madhyaDeg: madhyas[i],
    endDeg: starts[(i + 1) % 12],
    signOfMadhya: Math.floor(madhyas[i] / 30),
    grahas: GRAHAS.filter((k) => bhavaOf(starts, core.lon[k]) === i + 1),
  }));
}

/** The KP lords of a longitude. */
export interface KpPoint extends KpLords {
  /** Sidereal degrees. */
  readonly lon: number;
}

export interface HouseCusps {
  readonly system: HouseSystem;
  /** Sidereal degrees. */
  readonly ascendant: number;
  readonly midheaven: number;
  readonly houses: readonly Bhava[];
  /** KP system only: the lords of each cusp and point; else null. */
  readonly kp: {
    readonly cusps: readonly (KpPoint & { readonly house: number })[];
    readonly points: readonly (KpPoint & { readonly key: PointKey })[];
  } | null;
}

export function houseCusps(core: NatalChart): HouseCusps {
  const c = core.cusps;
  const madhyas = c.map((s, i) => mid(s, c[(i + 1) % 12]));
  const kpOf = (lon: number): KpPoint => ({ lon, ...kpLords(lon) });
  return {
    system: core.birth.houseSystem,
    ascendant: core.lon.ascendant,
    midheaven: core.mc,
    houses: bhavaRows(core, c, madhyas),
    kp:
      core.birth.houseSystem === 'kp'
        ? {
            cusps: c.map((lon, i) => ({ house: i + 1, ...kpOf(lon) })),
            points: core.points.map((p) => ({ key: p.key, ...kpOf(p.lon) })),
          }
        : null,
  };
}

export interface BhavChalit {
  readonly system: HouseSystem;
  /** How the madhyas were taken. */
  readonly madhyaFrom: string;
  readonly bhavas: readonly Bhava[];
}

export function bhavChalit(core: NatalChart): BhavChalit {
  const sys = core.birth.houseSystem;
  let madhyas: readonly number[];
  if (sys === 'whole_sign' || sys === 'equal')
    madhyas = Array.from({ length: 12 }, (_, i) => norm360(core.lon.ascendant + 30 * i));
  else if (sys === 'sripati') {
    const b = core.birth;
    madhyas = housesAt(
      b.instant,
      { latDeg: b.lat, lngDeg: b.lng, elevationM: 0 },
      { system: 'porphyry', ayanamsa: b.ayanamsa },
    ).cuspsDeg;
  } else madhyas = [...core.cusps];
  const starts = madhyas.map((m, i) => mid(madhyas[(i + 11) % 12], m));
  return {
    system: sys,
    madhyaFrom:
      sys === 'whole_sign' || sys === 'equal'
        ? 'ascendant degree + 30° steps'
        : sys === 'sripati'
          ? 'porphyry cusps'
          : `${sys} cusps`,
    bhavas: bhavaRows(core, starts, madhyas),
  };
}
