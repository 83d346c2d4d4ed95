import {
  AngleAt,
  AyanamsaKey,
  bodyLongitudeAtJdUt,
  GrahaKey,
  NEVER_STOP,
  NodeType,
  SECONDS_PER_DAY,
  StopCheck,
  sunMoonAtJdUt,
} from '@pj/ephemeris';
import { conventionRules, elementSpans, PanchangConvention, SunMoonSampler } from '@pj/panchang';

/**
 * The sidereal frame of the sky-event searches under a Panchang convention (libs/panchang
 * daily/convention.ts), so that a sign or nakshatra ingress here is the instant the daily packet
 * shows for the same boundary:
 * - `drik`: apparent tropical longitude at UT + τ(UT) − mean ayanamsa (Lahiri + 24.0″), the Sun
 *   0.5″ ahead (DRIK_SUN_EXCESS_ARCSEC), the sampler's definition (SunMoonSampler), which
 *   reproduces Drik Panchang's printed sankrantis; the
 *   Moon is Drik's (Meeus ch. 47), so its sign and nakshatra ingresses are the daily packet's ends;
 * - `drik_de431`: the same with the Swiss Ephemeris Moon;
 * - `ephemeris`: apparent tropical longitude at UT − true ayanamsa (mean + Δψ), the library's own
 *   definition (bodyLongitudeAtJdUt with `sidereal`).
 * The library default is `ephemeris` (its own definitions, as astronomy-engine checks them); the
 * packets of the endpoints default to `drik`.
 */
export const LIBRARY_SKY_CONVENTION: PanchangConvention = 'ephemeris';

/** Mean precession rate of the ayanamsa, °/day (50.29″/yr): an estimate for the search's rate only. */
const AYANAMSA_RATE_DEG_PER_DAY = 50.29 / 3600 / 365.25;

const toAngle = (p: { lonDeg: number; speedDegPerDay: number }): AngleAt => ({
  deg: p.lonDeg,
  rateDegPerDay: p.speedDegPerDay,
});

export interface SiderealFrame {
  readonly convention: PanchangConvention;
  /** Sidereal longitude (deg, any real) and its rate of one graha at a UT instant (memoised per instant). */
  readonly sidereal: (key: GrahaKey, jdUt: number) => AngleAt;
}

/**
 * @param tropicalAt apparent tropical longitude of a graha at an engine instant (a caller's memo, e.g.
 *   the aspects' samples); bodyLongitudeAtJdUt when absent.
 */
export function siderealFrame(
  ayanamsa: AyanamsaKey,
  nodeType: NodeType,
  convention: PanchangConvention = LIBRARY_SKY_CONVENTION,
  tropicalAt?: (key: GrahaKey, jd: number) => AngleAt,
): SiderealFrame {
  const rules = conventionRules(convention, ayanamsa);
  const excessDays = (t: number) => rules.timeExcessS(t) / SECONDS_PER_DAY;
  // The ayanamsa at whole-day anchors (0h UT), cubic (4-point Lagrange) in between: with nutation
  // (ephemeris) the 13.7-day term (0.2″) leaves ≈ 0.0002″, i.e. < 0.1 s even for the slow mean node;
  // the mean ayanamsa (drik) is linear anyway. One engine call per day instead of one per sample.
  const anchors = new Map<number, number>();
  const anchor = (d: number): number => {
    let v = anchors.get(d);
    if (v === undefined) {
      v =
        sunMoonAtJdUt(d + excessDays(d), { ayanamsa, bodies: 'none', ayanamsaNutation: rules.ayanamsaNutation })
          .ayanamsaDeg + rules.ayanamsaOffsetDeg;
      anchors.set(d, v);
    }
    return v;
  };
  const ay = (t: number): number => {
    const d = Math.floor(t - 0.5) + 0.5;
    const x = t - d;
    const [am, a0, a1, a2] = [anchor(d - 1), anchor(d), anchor(d + 1), anchor(d + 2)];
    return (
      (-am * x * (x - 1) * (x - 2)) / 6 +
      (a0 * (x + 1) * (x - 1) * (x - 2)) / 2 -
      (a1 * (x + 1) * x * (x - 2)) / 2 +
      (a2 * (x + 1) * x * (x - 1)) / 6
    );
  };
  const memo = new Map<string, AngleAt>();
  return {
    convention,
    sidereal: (key, t) => {
      const k = `${key}:${t}`;
      let v = memo.get(k);
      if (v === undefined) {
        // the position at UT + τ to first order from the one at UT (the caller's memo is keyed by UT,
        // so aspect and ingress searches share samples): the neglected ½·a·τ² is < 0.004″ for the
        // Moon (a ≤ 0.5°/day², τ ≤ 163 s)
        if (key === 'moon' && rules.moonTheory === 'meeus') {
          // drik: Drik's own Moon (Meeus ch. 47) at UT + τ, as the daily packet's moon-sign and nakshatra ends
          const m = sunMoonAtJdUt(t + excessDays(t), { ayanamsa: null, bodies: 'moon', moonTheory: 'meeus' });
          v = { deg: m.moonTropicalDeg - ay(t), rateDegPerDay: m.moonSpeedDegPerDay - AYANAMSA_RATE_DEG_PER_DAY };
        } else {
          const p = tropicalAt
            ? tropicalAt(key, t)
            : toAngle(bodyLongitudeAtJdUt(t, key, { sidereal: null, nodeType }));
          const sunOffset = key === 'sun' ? rules.sunOffsetDeg : 0;
          v = {
            deg: p.deg + p.rateDegPerDay * excessDays(t) + sunOffset - ay(t),
            rateDegPerDay: p.rateDegPerDay - AYANAMSA_RATE_DEG_PER_DAY,
          };
        }
        memo.set(k, v);
      }
      return v;
    },
  };
}

/**
 * The Sun's sidereal sign ingresses in [t0JdUt, t1JdUt] under a convention: the sunsign edges of
 * the daily packet (the same memoised search on exact Sun positions, elementSpans 'sunsign'), so
 * /sankranti/all, /panchang/daily and every sky route give the same instant to the second.
 */
export function sunSignIngresses(
  t0JdUt: number,
  t1JdUt: number,
  ayanamsa: AyanamsaKey,
  convention: PanchangConvention = LIBRARY_SKY_CONVENTION,
  stop: StopCheck = NEVER_STOP,
): { jdUt: number; from: number; to: number }[] {
  return elementSpans(new SunMoonSampler(ayanamsa, convention, null, stop), 'sunsign', t0JdUt, t1JdUt)
    .filter((sp) => sp.startJdUt >= t0JdUt && sp.startJdUt <= t1JdUt)
    .map((sp) => ({ jdUt: sp.startJdUt, from: (sp.index + 11) % 12, to: sp.index }));
}
