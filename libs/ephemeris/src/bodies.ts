/**
 * Positions of the nine grahas: geocentric, apparent (light time, aberration, gravitational
 * deflection), ecliptic and equinox of date (Swiss Ephemeris 2.09 defaults: IAU 2006 frame bias,
 * Vondrák 2011 precession, IAU 2000B nutation).
 *
 * Sidereal longitude DEFINITION: sidereal = apparent tropical longitude − ayanamsa, where the
 * ayanamsa is the "true" one (mean ayanamsa + nutation in longitude Δψ, swe_get_ayanamsa_ex_ut
 * without SEFLG_NONUT). Both terms then carry Δψ, so it cancels and the result is the longitude
 * from the fixed initial point (the Indian Astronomical Ephemeris convention; Drik Panchang's Moon
 * pada ends on its 2020-12-31 page agree within their 30 s rounding). SE's own SEFLG_SIDEREAL
 * output differs by up to |Δψ| ≈ 17″ over the 18.6-year nutation cycle (≈ ±30 s in Moon-based
 * element ends), so it is not used.
 *
 * Speeds are d(longitude)/dt in the frame of the longitude returned: the sidereal speed is the
 * tropical speed minus the rate of the true ayanamsa (≈ 3.8e-5 °/day plus the nutation rate).
 */
import { norm360 } from './angles';
import { EclipticOfDate, EPHEMERIS_END_JD_UT, EPHEMERIS_START_JD_UT, SweBody, SweSession, withSwe } from './engine';
import { EphemerisInputError } from './errors';
import { AyanamsaKey, GrahaKey, GRAHAS, isAyanamsaKey, NodeType } from './settings';
import { Instant } from './time';

export interface BodyPosition {
  key: GrahaKey;
  /** Apparent tropical ecliptic longitude of date, [0, 360). */
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

/** Half-width of the central difference for the ayanamsa rate; the fastest nutation term (13.7 d, 0.2″) is smooth over it. */
const AYANAMSA_RATE_HALF_STEP_DAYS = 0.05;

function checkAyanamsa(a: unknown): AyanamsaKey {
  if (!isAyanamsaKey(a)) throw new EphemerisInputError(`unknown ayanamsa: ${JSON.stringify(a)}`);
  return a;
}

function checkNodeType(n: unknown): NodeType {
  if (n !== 'mean' && n !== 'true') throw new EphemerisInputError(`node type must be 'mean' or 'true', got ${JSON.stringify(n)}`);
  return n;
}

function ayanamsaRateDegPerDay(s: SweSession, jdUt: number): number {
  const h = AYANAMSA_RATE_HALF_STEP_DAYS;
  // one-sided at the ends of the ephemeris range
  const lo = Math.max(jdUt - h, EPHEMERIS_START_JD_UT);
  const hi = Math.min(jdUt + h, EPHEMERIS_END_JD_UT - 1e-6);
  return (s.ayanamsaDeg(hi, true) - s.ayanamsaDeg(lo, true)) / (hi - lo);
}

/** Tropical position of a graha; ketu is rahu + 180° with rahu's speed. */
function tropical(s: SweSession, jdUt: number, key: GrahaKey, nodeType: NodeType): EclipticOfDate {
  if (key === 'rahu' || key === 'ketu') {
    const node = s.eclipticOfDate(jdUt, nodeType === 'mean' ? 'mean_node' : 'true_node');
    if (key === 'rahu') return node;
    return { ...node, lonDeg: norm360(node.lonDeg + 180), latDeg: node.latDeg === 0 ? 0 : -node.latDeg };
  }
  return s.eclipticOfDate(jdUt, PLANET_BODY[key]);
}

/**
 * All nine grahas, in GRAHAS order (sun … ketu).
 * @param opts.ayanamsa for siderealLonDeg and the sidereal speed; opts.nodeType mean or true lunar node.
 */
export function grahaPositions(instant: Instant, opts: { ayanamsa: AyanamsaKey; nodeType: NodeType }): BodyPosition[] {
  const ayanamsa = checkAyanamsa(opts.ayanamsa);
  const nodeType = checkNodeType(opts.nodeType);
  const jd = instant.jdUt;
  return withSwe({ ayanamsa }, (s) => {
    const ay = s.ayanamsaDeg(jd, true);
    const ayRate = ayanamsaRateDegPerDay(s, jd);
    return GRAHAS.map((key) => {
      const e = tropical(s, jd, key, nodeType);
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
 * @param opts.sidereal ayanamsa for a sidereal longitude, null for tropical; opts.nodeType defaults to 'mean'.
 */
export function bodyLongitudeAtJdUt(
  jdUt: number,
  key: GrahaKey,
  opts: { sidereal: AyanamsaKey | null; nodeType?: NodeType },
): { lonDeg: number; speedDegPerDay: number } {
  if (!(GRAHAS as readonly string[]).includes(key)) throw new EphemerisInputError(`unknown graha: ${JSON.stringify(key)}`);
  const nodeType = checkNodeType(opts.nodeType ?? 'mean');
  const sidereal = opts.sidereal === null ? null : checkAyanamsa(opts.sidereal);
  return withSwe({ ayanamsa: sidereal ?? undefined }, (s) => {
    const e = tropical(s, jdUt, key, nodeType);
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
  opts: { sidereal: AyanamsaKey | null; nodeType?: NodeType },
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
