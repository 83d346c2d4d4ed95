/**
 * The Sun's apparent right ascension and declination from the low-accuracy solar theory of
 * J. Meeus, *Astronomical Algorithms* (2nd ed.), ch. 25 (geometric mean longitude, equation of
 * centre, aberration and nutation as one Ω term; accuracy 0.01°), and sunrise/sunset as the
 * instant the disc centre reaches a fixed geometric altitude h0 (ch. 15: −0°50′ for the Sun), by
 * iteration on the exact hour angle (no tabular interpolation). Research use only.
 */
'use strict';
const RAD = Math.PI / 180;

/**
 * The Sun's longitude of date in degrees (not reduced to [0, 360)) at JD TT: true geometric (L0 + C, eq. 25.2–25.4),
 * or apparent (−0.00569° aberration − 0.00478° sin Ω nutation, p. 164), with Ω in radians for the caller.
 */
function meeusSunLongitude(jdTt, geometric = false) {
  const T = (jdTt - 2451545) / 36525;
  const L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T;
  const M = (357.52911 + 35999.05029 * T - 0.0001537 * T * T) * RAD;
  const C =
    (1.914602 - 0.004817 * T - 0.000014 * T * T) * Math.sin(M) +
    (0.019993 - 0.000101 * T) * Math.sin(2 * M) +
    0.000289 * Math.sin(3 * M);
  const om = (125.04 - 1934.136 * T) * RAD;
  return { lonDeg: geometric ? L0 + C : L0 + C - 0.00569 - 0.00478 * Math.sin(om), om, T };
}

function sunRaDec(jdTt) {
  const { lonDeg, om, T } = meeusSunLongitude(jdTt);
  const lam = lonDeg * RAD;
  const eps0 = 23 + 26 / 60 + (21.448 - 46.815 * T - 0.00059 * T * T + 0.001813 * T ** 3) / 3600;
  const eps = (eps0 + 0.00256 * Math.cos(om)) * RAD;
  return {
    ra: Math.atan2(Math.cos(eps) * Math.sin(lam), Math.cos(lam)),
    dec: Math.asin(Math.sin(eps) * Math.sin(lam)),
  };
}
/** Greenwich mean sidereal time, radians, at JD UT. */
function gmst(jdUt) {
  const T = (jdUt - 2451545) / 36525;
  return (280.46061837 + 360.98564736629 * (jdUt - 2451545) + 0.000387933 * T * T - (T * T * T) / 38710000) * RAD;
}
/**
 * Rise or set nearest jdGuess (UT): centre at geometric altitude h0Deg; lat, lng (east +) in degrees;
 * deltaTDays converts UT to TT for the Sun's position.
 */
function meeusSunEvent(jdGuess, kind, latDeg, lngDeg, h0Deg, deltaTDays) {
  const phi = latDeg * RAD;
  let jd = jdGuess;
  for (let i = 0; i < 8; i++) {
    const { ra, dec } = sunRaDec(jd + deltaTDays);
    const cosH = (Math.sin(h0Deg * RAD) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
    const H0 = Math.acos(Math.max(-1, Math.min(1, cosH)));
    const H = gmst(jd) + lngDeg * RAD - ra; // local hour angle now
    const target = kind === 'rise' ? -H0 : H0;
    let d = (target - H) / (2 * Math.PI);
    d -= Math.round(d);
    jd += d * 0.99727; // sidereal → solar
    if (Math.abs(d) < 1e-9) break;
  }
  return jd;
}
module.exports = { meeusSunLongitude, sunRaDec, meeusSunEvent };
