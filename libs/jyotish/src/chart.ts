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
  signOf,
} from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import { COMBUSTION_ORB_DEG } from '@pj/sky';
import { ResolvedBirth } from './birth';
import {
  CompoundRelation,
  compoundRelation,
  EXALTATION,
  GRAHA_NAMES,
  MOOLATRIKONA,
  NAKSHATRA_LORD,
  naturalRelation,
  NODE_OWN_SIGN,
  PlanetKey,
  Relation,
  SIGN_LORD,
  temporaryRelation,
} from './tables';

export type PointKey = GrahaKey | 'ascendant';

export interface ChartCore {
  readonly birth: ResolvedBirth;
  /** Sidereal longitudes, in CONTRACT order (sun … ketu, ascendant). */
  readonly points: readonly { key: PointKey; lon: number; speed: number | null; retrograde: boolean }[];
  readonly lon: Readonly<Record<PointKey, number>>;
  /** Cusps of the chosen house system (sidereal), houses 1..12. */
  readonly cusps: readonly number[];
  readonly mc: number;
}

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

export function computeChart(birth: ResolvedBirth): ChartCore {
  const { instant, ayanamsa } = birth;
  const place = { latDeg: birth.lat, lngDeg: birth.lng, elevationM: 0 };
  const grahas = grahaPositions(instant, { ayanamsa, nodeType: birth.nodeType, positionModel: birth.positionModel });
  const h = housesOrInputError(birth, place);
  const ascAt = (dt: number) =>
    housesAt(instantFromJdUt(instant.jdUt + dt), place, { system: 'equal', ayanamsa }).ascendantDeg;
  const ascSpeed =
    norm180(ascAt(ASC_SPEED_HALF_STEP_DAYS) - ascAt(-ASC_SPEED_HALF_STEP_DAYS)) / (2 * ASC_SPEED_HALF_STEP_DAYS);
  const points = [
    ...grahas.map((g) => ({
      key: g.key as PointKey,
      lon: g.siderealLonDeg,
      speed: g.speedDegPerDay,
      retrograde: g.retrograde,
    })),
    { key: 'ascendant' as PointKey, lon: h.ascendantDeg, speed: ascSpeed, retrograde: false },
  ];
  const lon = Object.fromEntries(points.map((p) => [p.key, p.lon])) as Record<PointKey, number>;
  return { birth, points, lon, cusps: h.cuspsDeg, mc: h.mcDeg };
}

export const round6 = (x: number) => Number(x.toFixed(6));
export const signObj = (index: number) => ({ index, name: signOf(index * 30 + 1).name });

export interface Dignity {
  status: 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | CompoundRelation;
  sign_lord: PlanetKey;
  natural: Relation | null;
  temporary: 'friend' | 'enemy' | null;
  compound: CompoundRelation | null;
}

/** Compound relation of planet `of` toward planet `toward`, with the temporary part from their rasi-chart signs. */
export function relationInChart(core: ChartCore, of: PlanetKey, toward: PlanetKey) {
  const natural = naturalRelation(of, toward);
  const temporary = temporaryRelation(Math.floor(core.lon[of] / 30), Math.floor(core.lon[toward] / 30));
  return { natural, temporary, compound: compoundRelation(natural, temporary) };
}

export function dignityOf(core: ChartCore, key: GrahaKey, sign: number, degInSign: number | null): Dignity {
  const lord = SIGN_LORD[sign];
  const ex = EXALTATION[key];
  const rel = key === 'rahu' || key === 'ketu' || key === lord ? null : relationInChart(core, key, lord);
  const base = {
    sign_lord: lord,
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

function combust(core: ChartCore, key: GrahaKey, retrograde: boolean): boolean {
  if (key === 'sun' || key === 'rahu' || key === 'ketu') return false;
  const orb = COMBUSTION_ORB_DEG[key];
  const sep = Math.abs(norm180(core.lon[key] - core.lon.sun));
  return sep <= (retrograde ? orb.retrograde : orb.direct);
}

export function pointView(core: ChartCore, p: ChartCore['points'][number]) {
  const sign = Math.floor(p.lon / 30);
  const deg = p.lon - sign * 30;
  const nak = nakshatraOf(p.lon);
  const isGraha = p.key !== 'ascendant';
  return {
    key: p.key,
    name: isGraha ? GRAHA_NAMES[p.key as GrahaKey] : 'Lagna',
    longitude: round6(p.lon),
    sign: signObj(sign),
    degree_in_sign: round6(deg),
    nakshatra: { index: nak.index, name: nak.name, lord: NAKSHATRA_LORD(nak.index) },
    pada: nak.pada,
    speed_deg_per_day: p.speed === null ? null : round6(p.speed),
    retrograde: p.retrograde,
    combust: isGraha ? combust(core, p.key as GrahaKey, p.retrograde) : null,
    dignity: isGraha ? dignityOf(core, p.key as GrahaKey, sign, deg) : null,
    house: ((sign - Math.floor(core.lon.ascendant / 30) + 12) % 12) + 1,
    bhava: bhavaOf(core.cusps, p.lon),
  };
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

export function rasiHouses(core: ChartCore) {
  const ascSign = Math.floor(core.lon.ascendant / 30);
  return Array.from({ length: 12 }, (_, i) => {
    const sign = (ascSign + i) % 12;
    return {
      house: i + 1,
      sign: signObj(sign),
      lord: SIGN_LORD[sign],
      occupants: core.points.filter((p) => p.key !== 'ascendant' && Math.floor(p.lon / 30) === sign).map((p) => p.key),
    };
  });
}

export function chartBody(core: ChartCore): Record<string, unknown> {
  return {
    person: core.birth.echo,
    settings: {
      ayanamsa: core.birth.ayanamsa,
      node_type: core.birth.nodeType,
      house_system: core.birth.houseSystem,
      position_model: core.birth.positionModel,
    },
    points: core.points.map((p) => pointView(core, p)),
    houses: rasiHouses(core),
    bhava_cusps: core.cusps.map(round6),
    midheaven: round6(core.mc),
  };
}
