/**
 * The rasi chart: sidereal points (9 grahas + ascendant) with sign, nakshatra and pada, speed,
 * retrograde and combust flags, dignity (incl. natural/temporary/compound relation to the sign
 * lord) and the 12 whole-sign houses with their occupants.
 */
import {
  EphemerisInputError,
  forwardDiffDeg,
  GrahaKey,
  housesAt,
  grahaPositions,
  instantFromJdUt,
  nakshatraOf,
  norm180,
} from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import { COMBUSTION_ORB_DEG } from '@pj/sky';
import { BirthData, ResolvedBirth, resolveBirth } from './birth';
import {
  CompoundRelation,
  compoundRelation,
  EXALTATION,
  MOOLATRIKONA,
  naturalRelation,
  NODE_OWN_SIGN,
  PlanetKey,
  Relation,
  SIGN_LORD,
  temporaryRelation,
} from './tables';

export type PointKey = GrahaKey | 'ascendant';

/** Dignity of a graha in a sign (BPHS 3): status, the sign's lord and the relation to it (null for nodes/own lord). */
export type DignityStatus = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | CompoundRelation;

export interface Dignity {
  readonly status: DignityStatus;
  readonly signLord: PlanetKey;
  readonly natural: Relation | null;
  readonly temporary: 'friend' | 'enemy' | null;
  readonly compound: CompoundRelation | null;
}

/** One point of the natal (rasi) chart: a graha or the ascendant. */
export interface ChartPoint {
  readonly key: PointKey;
  /** Sidereal longitude, degrees in [0, 360). */
  readonly lon: number;
  /** Speed in sidereal longitude, degrees per day (negative when retrograde). */
  readonly speed: number | null;
  readonly retrograde: boolean;
  /** Rashi, 0 = Mesha … 11 = Meena (floor(lon / 30)). */
  readonly sign: number;
  /** Degrees within the sign, [0, 30). */
  readonly degInSign: number;
  /** Nakshatra, 0 = Ashwini … 26 = Revati. */
  readonly nakshatra: number;
  /** Quarter of the nakshatra, 1–4. */
  readonly pada: number;
  /** Whole-sign house counted from the lagna's sign, 1–12. */
  readonly house: number;
  /** Bhava of the chosen house system (the cusp last passed), 1–12. */
  readonly bhava: number;
  /** Within the Surya Siddhanta orb of the Sun; null for the ascendant (false for Sun and nodes). */
  readonly combust: boolean | null;
  /** Null for the ascendant. */
  readonly dignity: Dignity | null;
}

/**
 * The typed natal chart, before any presentation: the 9 grahas and the ascendant in CONTRACT §3b
 * order (sun … ketu, ascendant) with signs, nakshatras, houses and dignity, plus the cusps of the
 * birth's house system. Frozen. Build it with `natalChart(person)` or `computeChart(resolveBirth(person))`;
 * the presenters (present/) turn it into wire bodies.
 */
export interface NatalChart {
  readonly birth: ResolvedBirth;
  readonly points: readonly ChartPoint[];
  /** Sidereal longitude of each point by key, degrees [0, 360). */
  readonly lon: Readonly<Record<PointKey, number>>;
  /** Each point by key. */
  readonly byKey: Readonly<Record<PointKey, ChartPoint>>;
  /** Rashi of the ascendant (the lagna), 0..11: house 1 of the whole-sign chart. */
  readonly lagnaSign: number;
  /** Cusps (house starts) of the birth's house system, sidereal degrees, houses 1..12. */
  readonly cusps: readonly number[];
  /** Sidereal midheaven, degrees. */
  readonly mc: number;
}

/** The former name of NatalChart (kept for existing callers). */
export type ChartCore = NatalChart;

/** Half-step for the ascendant's speed by central difference (1 minute). */
const ASC_SPEED_HALF_STEP_DAYS = 1 / 1440;

/**
 * Houses of the birth's system; a system undefined at the place (Placidus, Koch, KP inside the polar
 * circles) is the caller's choice of house_system, reported as a 422 on that body field.
 */
function housesOrInputError(birth: ResolvedBirth, place: { latDeg: number; lngDeg: number; elevationM: number }) {
  try {
    return housesAt(birth.instant, place, { system: birth.houseSystem, ayanamsa: birth.ayanamsa });
  } catch (e) {
    if (e instanceof EphemerisInputError && POLAR_UNDEFINED.includes(birth.houseSystem)) {
      throw new InputError([{ loc: ['person', 'house_system'], msg: e.message, type: 'range' }]);
    }
    throw e;
  }
}

const POLAR_UNDEFINED: readonly string[] = ['placidus', 'koch', 'kp'];

export function computeChart(birth: ResolvedBirth): NatalChart {
  const { instant, ayanamsa } = birth;
  const place = { latDeg: birth.lat, lngDeg: birth.lng, elevationM: 0 };
  const grahas = grahaPositions(instant, { ayanamsa, nodeType: birth.nodeType, positionModel: birth.positionModel });
  const h = housesOrInputError(birth, place);
  const ascAt = (dt: number) =>
    housesAt(instantFromJdUt(instant.jdUt + dt), place, { system: 'equal', ayanamsa }).ascendantDeg;
  const ascSpeed =
    norm180(ascAt(ASC_SPEED_HALF_STEP_DAYS) - ascAt(-ASC_SPEED_HALF_STEP_DAYS)) / (2 * ASC_SPEED_HALF_STEP_DAYS);
  const raw: { key: PointKey; lon: number; speed: number | null; retrograde: boolean }[] = [
    ...grahas.map((g) => ({ key: g.key, lon: g.siderealLonDeg, speed: g.speedDegPerDay, retrograde: g.retrograde })),
    { key: 'ascendant', lon: h.ascendantDeg, speed: ascSpeed, retrograde: false },
  ];
  const lon = Object.freeze(Object.fromEntries(raw.map((p) => [p.key, p.lon])) as Record<PointKey, number>);
  const lagnaSign = Math.floor(lon.ascendant / 30);
  const points = raw.map((p): ChartPoint => {
    const sign = Math.floor(p.lon / 30);
    const degInSign = p.lon - sign * 30;
    const nak = nakshatraOf(p.lon);
    const graha = p.key === 'ascendant' ? null : p.key;
    return Object.freeze({
      ...p,
      sign,
      degInSign,
      nakshatra: nak.index,
      pada: nak.pada,
      house: ((sign - lagnaSign + 12) % 12) + 1,
      bhava: bhavaOf(h.cuspsDeg, p.lon),
      combust: graha === null ? null : isCombust(lon, graha, p.retrograde),
      dignity: graha === null ? null : dignityIn(lon, graha, sign, degInSign),
    });
  });
  const byKey = Object.freeze(Object.fromEntries(points.map((p) => [p.key, p])) as Record<PointKey, ChartPoint>);
  return Object.freeze({
    birth,
    points: Object.freeze(points),
    lon,
    byKey,
    lagnaSign,
    cusps: Object.freeze([...h.cuspsDeg]),
    mc: h.mcDeg,
  });
}

/** The natal chart of a birth (CONTRACT §3b input): resolveBirth then computeChart. */
export function natalChart(person: BirthData): NatalChart {
  return computeChart(resolveBirth(person));
}

/** Compound relation of planet `of` toward planet `toward`, with the temporary part from their rasi-chart signs. */
export function relationInChart(core: Pick<NatalChart, 'lon'>, of: PlanetKey, toward: PlanetKey) {
  const natural = naturalRelation(of, toward);
  const temporary = temporaryRelation(Math.floor(core.lon[of] / 30), Math.floor(core.lon[toward] / 30));
  return { natural, temporary, compound: compoundRelation(natural, temporary) };
}

/** Dignity of graha `key` placed in `sign` (degInSign null: the degree is unknown, e.g. in a varga). */
export function dignityOf(
  core: Pick<NatalChart, 'lon'>,
  key: GrahaKey,
  sign: number,
  degInSign: number | null,
): Dignity {
  return dignityIn(core.lon, key, sign, degInSign);
}

function dignityIn(
  lon: Readonly<Record<PointKey, number>>,
  key: GrahaKey,
  sign: number,
  degInSign: number | null,
): Dignity {
  const lord = SIGN_LORD[sign];
  const ex = EXALTATION[key];
  const rel = key === 'rahu' || key === 'ketu' || key === lord ? null : relationInChart({ lon }, key, lord);
  const base = {
    signLord: lord,
    natural: rel?.natural ?? null,
    temporary: rel?.temporary ?? null,
    compound: rel?.compound ?? null,
  };
  if (key === 'rahu' || key === 'ketu') {
    if (sign === ex.sign) return { status: 'exalted', ...base };
    if (sign === (ex.sign + 6) % 12) return { status: 'debilitated', ...base };
    return { status: sign === NODE_OWN_SIGN[key] ? 'own' : 'neutral', ...base };
  }
  const mt = MOOLATRIKONA[key];
  const inMt = sign === mt.sign && degInSign !== null && degInSign >= mt.from && degInSign < mt.to;
  // Moon (Taurus) and Mercury (Virgo) share the exaltation and moolatrikona sign; BPHS 3 splits it by
  // degree: Moon exalted 0–3°, moolatrikona 3–30°; Mercury exalted 0–15°, moolatrikona 15–20°, own 20–30°.
  if (sign === ex.sign && sign === mt.sign) {
    if (inMt) return { status: 'moolatrikona', ...base };
    if (degInSign !== null && degInSign >= mt.to && lord === key) return { status: 'own', ...base };
    return { status: 'exalted', ...base };
  }
  if (sign === ex.sign) return { status: 'exalted', ...base };
  if (sign === (ex.sign + 6) % 12) return { status: 'debilitated', ...base };
  if (inMt) return { status: 'moolatrikona', ...base };
  if (lord === key) return { status: 'own', ...base };
  return { status: rel!.compound, ...base };
}

function isCombust(lon: Readonly<Record<PointKey, number>>, key: GrahaKey, retrograde: boolean): boolean {
  if (key === 'sun' || key === 'rahu' || key === 'ketu') return false;
  const orb = COMBUSTION_ORB_DEG[key];
  const sep = Math.abs(norm180(lon[key] - lon.sun));
  return sep <= (retrograde ? orb.retrograde : orb.direct);
}

/** House (1..12) of a longitude among cusps: the house whose cusp it has passed last. */
export function bhavaOf(cusps: readonly number[], lon: number): number {
  let best = 0;
  let bestDist = Infinity;
  cusps.forEach((c, i) => {
    const d = forwardDiffDeg(lon, c);
    if (d < bestDist) {
      bestDist = d;
      best = i;
    }
  });
  return best + 1;
}

/** A house of the whole-sign rasi chart. */
export interface RasiHouse {
  /** 1..12 from the lagna. */
  readonly house: number;
  /** Rashi 0..11. */
  readonly sign: number;
  readonly lord: PlanetKey;
  /** Grahas in the sign, in CONTRACT order. */
  readonly occupants: readonly GrahaKey[];
}

/** The 12 whole-sign houses from the lagna with lords and occupants. */
export function rasiHouses(core: NatalChart): readonly RasiHouse[] {
  return Array.from({ length: 12 }, (_, i) => {
    const sign = (core.lagnaSign + i) % 12;
    return {
      house: i + 1,
      sign,
      lord: SIGN_LORD[sign],
      occupants: grahasWhere(core, (p) => p.sign === sign),
    };
  });
}

/** The grahas (not the ascendant) whose point satisfies `pred`, in CONTRACT order. */
export function grahasWhere(core: NatalChart, pred: (p: ChartPoint) => boolean): GrahaKey[] {
  return core.points.filter((p) => p.key !== 'ascendant' && pred(p)).map((p) => p.key as GrahaKey);
}
