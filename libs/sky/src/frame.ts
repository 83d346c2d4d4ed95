import { AngleAt, AyanamsaKey, bodyLongitudeAtJdUt, GrahaKey, NEVER_STOP, NodeType, StopCheck, sunMoonAtJdUt } from '@pj/ephemeris';
import { conventionRules, elementSpans, PanchangConvention, SunMoonSampler } from '@pj/panchang';

/**
 * The sidereal frame of the sky-event searches under a Panchang convention (libs/panchang
 * daily/convention.ts), so that a sign or nakshatra ingress here is the instant the daily packet
 * shows for the same boundary:
 * - `drik`: apparent tropical longitude at UT + τ(UT) − mean ayanamsa (Lahiri + 24.0″), the
 *   sampler's definition (SunMoonSampler), which reproduces Drik Panchang's printed sankrantis;
 * - `ephemeris`: apparent tropical longitude at UT − true ayanamsa (mean + Δψ), the library's own
 *   definition (bodyLongitudeAtJdUt with `sidereal`).
 * The library default is `ephemeris` (its own definitions, as astronomy-engine checks them); the
 * packets of the endpoints default to `drik`.
 */
export const LIBRARY_SKY_CONVENTION: PanchangConvention = 'ephemeris';

/** Mean precession rate of the ayanamsa, °/day (50.29″/yr): an estimate for the search's rate only. */
const AYANAMSA_RATE_DEG_PER_DAY = 50.29 / 3600 / 365.25;

const toAngle = (p: { lonDeg: number; speedDegPerDay: number }): AngleAt => ({ deg: p.lonDeg, rateDegPerDay: p.speedDegPerDay });

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
  const engineJd = (t: number) => t + rules.timeExcessS(t) / 86_400;
  const ayanamsaAt = new Map<number, number>();
  const memo = new Map<string, AngleAt>();
  const ay = (t: number): number => {
    let v = ayanamsaAt.get(t);
    if (v === undefined) {
      v = sunMoonAtJdUt(engineJd(t), { ayanamsa, bodies: 'none', ayanamsaNutation: rules.ayanamsaNutation }).ayanamsaDeg + rules.ayanamsaOffsetDeg;
      ayanamsaAt.set(t, v);
    }
    return v;
  };
  return {
    convention,
    sidereal: (key, t) => {
      const k = `${key}:${t}`;
      let v = memo.get(k);
      if (v === undefined) {
        const jd = engineJd(t);
        const p = tropicalAt ? tropicalAt(key, jd) : toAngle(bodyLongitudeAtJdUt(jd, key, { sidereal: null, nodeType }));
        v = { deg: p.deg - ay(t), rateDegPerDay: p.rateDegPerDay - AYANAMSA_RATE_DEG_PER_DAY };
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
