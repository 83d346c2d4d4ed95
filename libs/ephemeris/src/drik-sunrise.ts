/**
 * Drik Panchang's sunrise and sunset, as measured from its published New Delhi grid 1900–2050
 * (49 677 days; scripts/experiments/README.md, table 3):
 *
 * - the Sun's disc centre at a geometric altitude of −0°50′ (Meeus, *Astronomical Algorithms*
 *   ch. 15: 34′ of refraction + 16′ of semidiameter), with no further refraction model and no
 *   correction for the observer's elevation;
 * - the half-day arc H0 from the Sun's apparent declination at the event
 *   (cos H0 = (sin h0 − sin φ sin δ) / (cos φ cos δ));
 * - the event on the local mean day = local mean noon − E ∓ H0/360°, where E is the equation of
 *   time of Smart's series (Meeus eq. 28.3) evaluated at UT + λ/15 h, i.e. with the place's local
 *   mean time read as UT.
 *
 * The last point is not an astronomical choice but a reproduction: with E at the event's own
 * instant, 94.7 % (Swiss Ephemeris E; 95.2 % with Smart's) of Drik's minutes hold our instant within ±30 s and the
 * residual has a
 * 4.6 s cos 2λ☉ wave (the derivative of the equation of time); with E at UT + λ/15 h, 99.7 % do and
 * the largest error is 30.5 s. An evaluation at UT + the zone offset (5.5 h) fits almost as well
 * (99.6 %); New Delhi's data cannot tell the two apart, so places far from their zone meridian are
 * the open question.
 *
 * Pure arithmetic apart from the declination, which comes from the caller (Swiss Ephemeris).
 */

const RAD = Math.PI / 180;
const JD_J2000 = 2451545;
const DAYS_PER_CENTURY = 36525;

/** Geometric altitude of the Sun's centre at Drik's rise and set: −0°50′. */
export const DRIK_SUN_ALTITUDE_DEG = -50 / 60;

/**
 * Equation of time (apparent − mean solar time) in days from Smart's series as given by Meeus
 * eq. 28.3, with the mean longitude L0 (eq. 25.2), the mean anomaly M and eccentricity e (ch. 25)
 * and the mean obliquity of eq. 22.2. `jd` is used as the series' time argument directly.
 */
export function smartEquationOfTimeDays(jd: number): number {
  const T = (jd - JD_J2000) / DAYS_PER_CENTURY;
  const L0 = (280.46646 + 36000.76983 * T + 0.0003032 * T * T) * RAD;
  const M = (357.52911 + 35999.05029 * T - 0.0001537 * T * T) * RAD;
  const e = 0.016708634 - 0.000042037 * T - 0.0000001267 * T * T;
  const eps = (23 + 26 / 60 + (21.448 - 46.815 * T - 0.00059 * T * T + 0.001813 * T * T * T) / 3600) * RAD;
  const y = Math.tan(eps / 2) ** 2;
  const E =
    y * Math.sin(2 * L0) -
    2 * e * Math.sin(M) +
    4 * e * y * Math.sin(M) * Math.cos(2 * L0) -
    0.5 * y * y * Math.sin(4 * L0) -
    1.25 * e * e * Math.sin(2 * M);
  return E / (2 * Math.PI);
}

export type DrikSunEvent =
  { jdUt: number; reason: null } | { jdUt: null; reason: 'always_above_horizon' | 'always_below_horizon' };

/** Fixed-point passes; the step shrinks ~100× per pass (δ and E move slowly), 1e-7 d ≈ 9 ms. */
const MAX_PASSES = 8;
const CONVERGED_DAYS = 1e-7;

/**
 * Drik's rise or set of the Sun on the local mean day whose mean noon is `meanNoonJdUt`
 * (= integer JD − λ/360°). `declinationDeg(jdUt)` gives the Sun's apparent geocentric declination.
 */
export function drikSunEventOnMeanDay(
  kind: 'rise' | 'set',
  meanNoonJdUt: number,
  latDeg: number,
  lngDeg: number,
  declinationDeg: (jdUt: number) => number,
): DrikSunEvent {
  const sign = kind === 'rise' ? -1 : 1;
  const phi = latDeg * RAD;
  const sinH0 = Math.sin(DRIK_SUN_ALTITUDE_DEG * RAD);
  const lmtAsUtDays = lngDeg / 360;
  let t = meanNoonJdUt + sign * 0.25;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const dec = declinationDeg(t) * RAD;
    const cosH = (sinH0 - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
    // at a pole cos φ = 0 gives ±Infinity (the right answer) or, with a zero numerator, NaN (below)
    if (!(cosH <= 1)) return { jdUt: null, reason: 'always_below_horizon' };
    if (cosH < -1) return { jdUt: null, reason: 'always_above_horizon' };
    const halfArcDays = Math.acos(cosH) / (2 * Math.PI);
    const next = meanNoonJdUt - smartEquationOfTimeDays(t + lmtAsUtDays) + sign * halfArcDays;
    const step = Math.abs(next - t);
    t = next;
    if (step < CONVERGED_DAYS) break;
  }
  return { jdUt: t, reason: null };
}

/** Mean noon (JD UT) of the local mean day nearest `jdUt` at east longitude `lngDeg`. */
export function nearestMeanNoonJdUt(jdUt: number, lngDeg: number): number {
  return Math.round(jdUt + lngDeg / 360) - lngDeg / 360;
}
