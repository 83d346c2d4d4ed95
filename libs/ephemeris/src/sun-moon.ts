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
import { AyanamsaKey, isAyanamsaKey } from './settings';

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
  if (ayanamsa !== null && !isAyanamsaKey(ayanamsa)) throw new EphemerisInputError(`unknown ayanamsa: ${JSON.stringify(ayanamsa)}`);
  const bodies = opts.bodies ?? 'both';
  if (bodies !== 'both' && bodies !== 'sun' && bodies !== 'moon' && bodies !== 'none') {
    throw new EphemerisInputError(`bodies must be both, sun, moon or none, got ${JSON.stringify(bodies)}`);
  }
  if (opts.moonTheory !== undefined && opts.moonTheory !== 'ephemeris' && opts.moonTheory !== 'meeus') {
    throw new EphemerisInputError(`moonTheory must be ephemeris or meeus, got ${JSON.stringify(opts.moonTheory)}`);
  }
  return withSwe({ ayanamsa: ayanamsa ?? undefined }, (s) => {
    const sun = bodies === 'both' || bodies === 'sun' ? s.eclipticOfDate(jdUt, 'sun') : null;
    const wantMoon = bodies === 'both' || bodies === 'moon';
    let moon: { lonDeg: number; lonSpeedDegPerDay: number } | null = null;
    if (wantMoon && opts.moonTheory === 'meeus') {
      const m = meeusMoonLongitude(jdUt + s.deltaTDays(jdUt));
      moon = { lonDeg: m.lonDeg + s.nutationLongitudeDeg(jdUt), lonSpeedDegPerDay: m.speedDegPerDay };
    } else if (wantMoon) moon = s.eclipticOfDate(jdUt, 'moon');
    return {
      jdUt,
      sunTropicalDeg: sun ? norm360(sun.lonDeg) : NaN,
      sunSpeedDegPerDay: sun ? sun.lonSpeedDegPerDay : NaN,
      moonTropicalDeg: moon ? norm360(moon.lonDeg) : NaN,
      moonSpeedDegPerDay: moon ? moon.lonSpeedDegPerDay : NaN,
      ayanamsaDeg: ayanamsa === null ? NaN : s.ayanamsaDeg(jdUt, opts.ayanamsaNutation ?? true),
    };
  });
}
