/**
 * The Moon's geometric ecliptic longitude, mean equinox of date, from the truncated ELP-2000/82
 * series of J. Meeus, *Astronomical Algorithms* (2nd ed., 1998), ch. 47: the mean arguments with
 * their polynomial terms, the 59 largest periodic terms of Table 47.A and the three additive terms
 * (Venus A1, Jupiter A2, Earth flattening). Stated accuracy ~10″; it differs from DE431 by 2.7″ rms
 * over 1900–2050. Research use only (scripts/experiments): Drik Panchang's element ends follow it.
 */
'use strict';
// [D, M, M′, F, coefficient of sin in 1e-6°], Table 47.A (the distance column is not needed)
const TERMS = [
  [0, 0, 1, 0, 6288774], [2, 0, -1, 0, 1274027], [2, 0, 0, 0, 658314], [0, 0, 2, 0, 213618], [0, 1, 0, 0, -185116],
  [0, 0, 0, 2, -114332], [2, 0, -2, 0, 58793], [2, -1, -1, 0, 57066], [2, 0, 1, 0, 53322], [2, -1, 0, 0, 45758],
  [0, 1, -1, 0, -40923], [1, 0, 0, 0, -34720], [0, 1, 1, 0, -30383], [2, 0, 0, -2, 15327], [0, 0, 1, 2, -12528],
  [0, 0, 1, -2, 10980], [4, 0, -1, 0, 10675], [0, 0, 3, 0, 10034], [4, 0, -2, 0, 8548], [2, 1, -1, 0, -7888],
  [2, 1, 0, 0, -6766], [1, 0, -1, 0, -5163], [1, 1, 0, 0, 4987], [2, -1, 1, 0, 4036], [2, 0, 2, 0, 3994],
  [4, 0, 0, 0, 3861], [2, 0, -3, 0, 3665], [0, 1, -2, 0, -2689], [2, 0, -1, 2, -2602], [2, -1, -2, 0, 2390],
  [1, 0, 1, 0, -2348], [2, -2, 0, 0, 2236], [0, 1, 2, 0, -2120], [0, 2, 0, 0, -2069], [2, -2, -1, 0, 2048],
  [2, 0, 1, -2, -1773], [2, 0, 0, 2, -1595], [4, -1, -1, 0, 1215], [0, 0, 2, 2, -1110], [3, 0, -1, 0, -892],
  [2, 1, 1, 0, -810], [4, -1, -2, 0, 759], [0, 2, -1, 0, -713], [2, 2, -1, 0, -700], [2, 1, -2, 0, 691],
  [2, -1, 0, -2, 596], [4, 0, 1, 0, 549], [0, 0, 4, 0, 537], [4, -1, 0, 0, 520], [1, 0, -2, 0, -487],
  [2, 1, 0, -2, -399], [0, 0, 2, -2, -381], [1, 1, 1, 0, 351], [3, 0, -2, 0, -340], [4, 0, -3, 0, 330],
  [2, -1, 2, 0, 327], [0, 2, 1, 0, -323], [1, 1, -1, 0, 299], [2, 0, 3, 0, 294],
];
const RAD = Math.PI / 180;
/** Polynomial in T (Julian centuries TT from J2000), coefficients low to high. */
const poly = (c, T) => c.reduceRight((s, x) => s * T + x, 0);

/** Geometric longitude of the Moon, mean equinox of date, degrees (unnormalised), at JD TT. */
function meeusMoonLongitude(jdTt) {
  const T = (jdTt - 2451545) / 36525;
  const L = poly([218.3164477, 481267.88123421, -0.0015786, 1 / 538841, -1 / 65194000], T);
  const D = poly([297.8501921, 445267.1114034, -0.0018819, 1 / 545868, -1 / 113065000], T) * RAD;
  const M = poly([357.5291092, 35999.0502909, -0.0001536, 1 / 24490000], T) * RAD;
  const Mp = poly([134.9633964, 477198.8675055, 0.0087414, 1 / 69699, -1 / 14712000], T) * RAD;
  const F = poly([93.272095, 483202.0175233, -0.0036539, -1 / 3526000, 1 / 863310000], T) * RAD;
  const E = poly([1, -0.002516, -0.0000074], T); // eccentricity factor for terms in M
  let sum = 0;
  for (const [d, m, mp, f, c] of TERMS) sum += c * E ** Math.abs(m) * Math.sin(d * D + m * M + mp * Mp + f * F);
  sum += 3958 * Math.sin((119.75 + 131.849 * T) * RAD) + 1962 * Math.sin(L * RAD - F) + 318 * Math.sin((53.09 + 479264.29 * T) * RAD);
  return L + sum / 1e6;
}
module.exports = { meeusMoonLongitude };
