/**
 * Positions of the nine grahas: geocentric, apparent (light time, aberration, gravitational
 * deflection) by default, or true geometric on request (PositionModel: SEFLG_TRUEPOS, the body at
 * the instant itself: the Jagannatha Hora / PyJHora convention), ecliptic and equinox of date
 * (Swiss Ephemeris 2.09 defaults: IAU 2006 frame bias, Vondrák 2011 precession, IAU 2000B nutation).
 *
 * Sidereal longitude DEFINITION: sidereal = tropical longitude (of the position model) − ayanamsa, where the
 * ayanamsa is the "true" one (mean ayanamsa + nutation in longitude Δψ, swe_get_ayanamsa_ex_ut
 * without SEFLG_NONUT). Both terms then carry Δψ, so it cancels and the result is the longitude
 * from the fixed initial point (the Indian Astronomical Ephemeris convention; Drik Panchang's Moon
 * pada ends on its 2020-12-31 page agree within their 30 s rounding). SEFLG_SIDEREAL is not used;
 * with the SE 2.09.03 addon its output equals this definition to 1e-9″ (measured for the Moon in
 * 1925, 1987, 1996, 2006 and 2100, Δψ from −12″ to +3.5″, in both position models), so a
 * true_geometric chart reproduces PyJHora's SEFLG_SIDEREAL | SEFLG_TRUEPOS longitudes exactly.
 *
 * Speeds are d(longitude)/dt in the frame of the longitude returned: the sidereal speed is the
 * tropical speed minus the rate of the true ayanamsa (≈ 3.8e-5 °/day plus the nutation rate).
 */
import { norm360 } from './angles';
import { EclipticOfDate, EPHEMERIS_END_JD_UT, EPHEMERIS_START_JD_UT, SweBody, SweSession, withSwe } from './engine';
import { EphemerisInputError } from './errors';
import { AyanamsaKey, GrahaKey, GRAHAS, isAyanamsaKey, isPositionModel, NodeType, PositionModel } from './settings';
import { Instant } from './time';

export interface BodyPosition {
  key: GrahaKey;
  /** Tropical ecliptic longitude of date in the requested position model (default apparent), [0, 360). */
  tropicalLonDeg: number;
  /** tropicalLonDeg − true ayanamsa, [0, 360). */
  siderealLonDeg: number;
  /** Ecliptic latitude of date (0 for the nodes). */
  latDeg: number;
  /** Sidereal longitude speed, degrees per day (negative = retrograde). */
  speedDegPerDay: number;
  retrograde: boolean;
  /** Geocentric distance in au (for the nodes: SE's distance of the osculating/mean orbit point). */
  distanceAu: number;
}

const PLANET_BODY: Readonly<Record<Exclude<GrahaKey, 'rahu' | 'ketu'>, SweBody>> = {
  sun: 'sun',
  moon: 'moon',
  mars: 'mars',
  mercury: 'mercury',
  jupiter: 'jupiter',
  venus: 'venus',
  saturn: 'saturn',
};

/**
 * Half-width of the central difference for the ayanamsa rate; the fastest nutation term (13.7 d, 0.2″) is smooth over
 * it.
 */
const AYANAMSA_RATE_HALF_STEP_DAYS = 0.05;

function checkAyanamsa(a: unknown): AyanamsaKey {
  if (!isAyanamsaKey(a)) throw new EphemerisInputError(`unknown ayanamsa: ${JSON.stringify(a)}`);
  return a;
}

function checkNodeType(n: unknown): NodeType {
  if (n !== 'mean' && n !== 'true')
    throw new EphemerisInputError(`node type must be 'mean' or 'true', got ${JSON.stringify(n)}`);
  return n;
}

function checkPositionModel(m: unknown): PositionModel {
  if (!isPositionModel(m))
    throw new EphemerisInputError(`position model must be 'apparent' or 'true_geometric', got ${JSON.stringify(m)}`);
  return m;
}

function ayanamsaRateDegPerDay(s: SweSession, jdUt: number): number {
  const h = AYANAMSA_RATE_HALF_STEP_DAYS;
  // one-sided at the ends of the ephemeris range
  const lo = Math.max(jdUt - h, EPHEMERIS_START_JD_UT);
  const hi = Math.min(jdUt + h, EPHEMERIS_END_JD_UT - 1e-6);
  return (s.ayanamsaDeg(hi, true) - s.ayanamsaDeg(lo, true)) / (hi - lo);
}

/** Tropical position of a graha; ketu is rahu + 180° with rahu's speed. */
function tropical(
  s: SweSession,
  jdUt: number,
  key: GrahaKey,
  nodeType: NodeType,
  model: PositionModel,
): EclipticOfDate {
  if (key === 'rahu' || key === 'ketu') {
    const node = s.eclipticOfDate(jdUt, nodeType === 'mean' ? 'mean_node' : 'true_node', model);
    if (key === 'rahu') return node;
    return { ...node, lonDeg: norm360(node.lonDeg + 180), latDeg: node.latDeg === 0 ? 0 : -node.latDeg };
  }
  return s.eclipticOfDate(jdUt, PLANET_BODY[key], model);
}

/**
 * All nine grahas, in GRAHAS order (sun … ketu).
 * @param opts.ayanamsa for siderealLonDeg and the sidereal speed; opts.nodeType mean or true lunar node;
 *   opts.positionModel apparent (default) or true_geometric.
 */
export function grahaPositions(
  instant: Instant,
  opts: { ayanamsa: AyanamsaKey; nodeType: NodeType; positionModel?: PositionModel },
): BodyPosition[] {
  const ayanamsa = checkAyanamsa(opts.ayanamsa);
  const nodeType = checkNodeType(opts.nodeType);
  const model = checkPositionModel(opts.positionModel ?? 'apparent');
  const jd = instant.jdUt;
  return withSwe({ ayanamsa }, (s) => {
    const ay = s.ayanamsaDeg(jd, true);
    const ayRate = ayanamsaRateDegPerDay(s, jd);
    return GRAHAS.map((key) => {
      const e = tropical(s, jd, key, nodeType, model);
      const speedDegPerDay = e.lonSpeedDegPerDay - ayRate;
      return Object.freeze({
        key,
        tropicalLonDeg: norm360(e.lonDeg),
        siderealLonDeg: norm360(e.lonDeg - ay),
        latDeg: e.latDeg,
        speedDegPerDay,
        retrograde: speedDegPerDay < 0,
        distanceAu: e.distanceAu,
      });
    });
  });
}

/**
 * One graha's longitude and speed at a Julian day (UT): the fast path for event searches.
 * @param opts.sidereal ayanamsa for a sidereal longitude, null for tropical; opts.nodeType defaults to 'mean';
 *   opts.positionModel defaults to 'apparent'.
 */
export function bodyLongitudeAtJdUt(
  jdUt: number,
  key: GrahaKey,
  opts: { sidereal: AyanamsaKey | null; nodeType?: NodeType; positionModel?: PositionModel },
): { lonDeg: number; speedDegPerDay: number } {
  if (!(GRAHAS as readonly string[]).includes(key))
    throw new EphemerisInputError(`unknown graha: ${JSON.stringify(key)}`);
  const nodeType = checkNodeType(opts.nodeType ?? 'mean');
  const model = checkPositionModel(opts.positionModel ?? 'apparent');
  const sidereal = opts.sidereal === null ? null : checkAyanamsa(opts.sidereal);
  return withSwe({ ayanamsa: sidereal ?? undefined }, (s) => {
    const e = tropical(s, jdUt, key, nodeType, model);
    if (sidereal === null) return { lonDeg: norm360(e.lonDeg), speedDegPerDay: e.lonSpeedDegPerDay };
    return {
      lonDeg: norm360(e.lonDeg - s.ayanamsaDeg(jdUt, true)),
      speedDegPerDay: e.lonSpeedDegPerDay - ayanamsaRateDegPerDay(s, jdUt),
    };
  });
}

/** One graha's longitude (tropical when `sidereal` is null) and speed at an instant. */
export function bodyLongitude(
  instant: Instant,
  key: GrahaKey,
  opts: { sidereal: AyanamsaKey | null; nodeType?: NodeType; positionModel?: PositionModel },
): { lonDeg: number; speedDegPerDay: number } {
  return bodyLongitudeAtJdUt(instant.jdUt, key, opts);
}

/**
 * Ayanamsa in degrees at an instant.
 * @param opts.nutation true (default): the true ayanamsa (mean + Δψ) used for sidereal longitudes;
 *   false: the mean ayanamsa.
 */
export function ayanamsaDeg(instant: Instant, ayanamsa: AyanamsaKey, opts?: { nutation?: boolean }): number {
  const key = checkAyanamsa(ayanamsa);
  return withSwe({ ayanamsa: key }, (s) => s.ayanamsaDeg(instant.jdUt, opts?.nutation ?? true));
}
