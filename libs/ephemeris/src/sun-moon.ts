/**
 * Sun and Moon at one Julian day (UT) in one engine session: the sampler behind the Panchang
 * element searches (tithi, karana, nakshatra, yoga, rashi spans, new moons, sankrantis), which
 * need the two bodies and the ayanamsa at the same instants many times per day. One session
 * instead of three saves the per-call setup; longitudes follow bodies.ts exactly:
 * apparent tropical of date, sidereal = tropical − true ayanamsa (mean + Δψ).
 */
import { norm360 } from './angles';
import { withSwe } from './engine';
import { EphemerisInputError } from './errors';
import { meeusMoonLongitude } from './meeus-moon';
import { BoundedMemo } from './memo';
import { AYANAMSAS, AyanamsaKey, isAyanamsaKey } from './settings';

/**
 * Which Moon: 'ephemeris' (Swiss Ephemeris, DE431: apparent place) or 'meeus' (Meeus ch. 47's
 * truncated ELP-2000/82 at TT = UT + SE's ΔT, plus SE's nutation Δψ: Drik Panchang's Moon, see
 * meeus-moon.ts).
 */
export type MoonTheory = 'ephemeris' | 'meeus';

export interface SunMoonSample {
  readonly jdUt: number;
  /** Apparent tropical longitude of date, [0, 360); NaN when the Sun was not asked. */
  readonly sunTropicalDeg: number;
  /** Tropical longitude speed, °/day (the sidereal one is ≈ 3.8e-5 °/day smaller). NaN when not asked. */
  readonly sunSpeedDegPerDay: number;
  readonly moonTropicalDeg: number;
  readonly moonSpeedDegPerDay: number;
  /** True ayanamsa (mean + nutation Δψ; mean when `ayanamsaNutation` is false) in degrees; NaN when none was asked. */
  readonly ayanamsaDeg: number;
}

/** 'none': only the ayanamsa (for a sample whose bodies are already known). */
export type SunMoonBodies = 'both' | 'sun' | 'moon' | 'none';

/**
 * @param jdUt Julian day (UT), within the ephemeris range (1800-01-02 .. 2399-12-31).
 * @param opts.bodies which bodies to compute (default both); opts.ayanamsa the ayanamsa to
 *   evaluate for sidereal longitudes (sidereal = tropical − ayanamsaDeg), or null for none;
 *   opts.ayanamsaNutation false gives the mean (nutation-free) ayanamsa instead of the true one;
 *   opts.moonTheory 'meeus' takes the Moon from Meeus ch. 47 (Drik Panchang's) instead of SE.
 */
export function sunMoonAtJdUt(
  jdUt: number,
  opts: { ayanamsa: AyanamsaKey | null; bodies?: SunMoonBodies; ayanamsaNutation?: boolean; moonTheory?: MoonTheory },
): SunMoonSample {
  const ayanamsa = opts.ayanamsa;
  if (ayanamsa !== null && !isAyanamsaKey(ayanamsa))
    throw new EphemerisInputError(`unknown ayanamsa: ${JSON.stringify(ayanamsa)}`);
  const bodies = opts.bodies ?? 'both';
  if (bodies !== 'both' && bodies !== 'sun' && bodies !== 'moon' && bodies !== 'none') {
    throw new EphemerisInputError(`bodies must be both, sun, moon or none, got ${JSON.stringify(bodies)}`);
  }
  if (opts.moonTheory !== undefined && opts.moonTheory !== 'ephemeris' && opts.moonTheory !== 'meeus') {
    throw new EphemerisInputError(`moonTheory must be ephemeris or meeus, got ${JSON.stringify(opts.moonTheory)}`);
  }
  const nutation = opts.ayanamsaNutation ?? true;
  const memo = memoOf(ayanamsa, nutation, bodies, opts.moonTheory === 'meeus');
  const hit = memo.get(jdUt);
  if (hit !== undefined) return hit;
  return memo.set(
    jdUt,
    withSwe({ ayanamsa: ayanamsa ?? undefined }, (s) => {
      const sun = bodies === 'both' || bodies === 'sun' ? s.eclipticOfDate(jdUt, 'sun') : null;
      const wantMoon = bodies === 'both' || bodies === 'moon';
      let moon: { lonDeg: number; lonSpeedDegPerDay: number } | null = null;
      if (wantMoon && opts.moonTheory === 'meeus') {
        const m = meeusMoonLongitude(jdUt + s.deltaTDays(jdUt));
        moon = { lonDeg: m.lonDeg + s.nutationLongitudeDeg(jdUt), lonSpeedDegPerDay: m.speedDegPerDay };
      } else if (wantMoon) moon = s.eclipticOfDate(jdUt, 'moon');
      return Object.freeze({
        jdUt,
        sunTropicalDeg: sun ? norm360(sun.lonDeg) : NaN,
        sunSpeedDegPerDay: sun ? sun.lonSpeedDegPerDay : NaN,
        moonTropicalDeg: moon ? norm360(moon.lonDeg) : NaN,
        moonSpeedDegPerDay: moon ? moon.lonSpeedDegPerDay : NaN,
        ayanamsaDeg: ayanamsa === null ? NaN : s.ayanamsaDeg(jdUt, nutation),
      });
    }),
  );
}

/**
 * Samples memoised per option set and instant. The Panchang searches sample on grids aligned in
 * Julian days (the Moon every 0.625 d, the Sun and ayanamsa at whole days, new moons every 10 d),
 * so the daily packets of neighbouring days, and a day's packet and its month grid, ask for the
 * same instants: each is computed once. A sample is a pure function of its instant and options
 * (the engine's settings are set per call by withSwe), so a hit is the value a fresh call returns.
 * Bounded: each option set holds at most SAMPLES_PER_OPTION_SET instants (a daily packet adds
 * ~1 000 a year to the busiest, the Moon's) and then starts afresh. A sample costs ≈ 245 bytes, so
 * a full set is ≈ 2 MB; the searches use about 24 of the 5 × 2 × 4 × 2 possible sets (ayanamsa
 * samples are Sun-only or ayanamsa-only, Moon samples carry no ayanamsa): ≈ 50 MB at most.
 */
const SAMPLES_PER_OPTION_SET = 8_000;
const BODIES: readonly SunMoonBodies[] = ['both', 'sun', 'moon', 'none'];
/**
 * By option set: index from (ayanamsa or none, nutation, bodies, Meeus Moon), without building a key string per call.
 */
const sampleMemos: BoundedMemo<number, SunMoonSample>[] = [];

function memoOf(
  ayanamsa: AyanamsaKey | null,
  nutation: boolean,
  bodies: SunMoonBodies,
  meeus: boolean,
): BoundedMemo<number, SunMoonSample> {
  const i =
    (((AYANAMSAS.indexOf(ayanamsa as AyanamsaKey) + 1) * 2 + (nutation ? 1 : 0)) * BODIES.length +
      BODIES.indexOf(bodies)) *
      2 +
    (meeus ? 1 : 0);
  return (sampleMemos[i] ??= new BoundedMemo(SAMPLES_PER_OPTION_SET));
}
