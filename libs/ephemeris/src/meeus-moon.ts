/**
 * The Moon's geometric ecliptic longitude (mean equinox of date) from the truncated ELP-2000/82
 * series in J. Meeus, *Astronomical Algorithms* (2nd ed., 1998), ch. 47: the mean arguments with
 * their polynomial terms, the 59 periodic longitude terms of Table 47.A and the three additive
 * terms (Venus A1, Jupiter A2, Earth's flattening). Meeus states ~10″ accuracy; over 1900–2050 it
 * differs from DE431 by 2.7″ rms.
 *
 * Why it is here: Drik Panchang's element ends follow this series, not a modern ephemeris
 * (scripts/experiments/README.md: 98.96 % of the New Delhi grid's nakshatra ends within Drik's
 * ±30 s rounding with it, 93.9 % with DE431 or SE's Moshier Moon). The `drik` Panchang
 * convention uses it; every other computation uses Swiss Ephemeris.
 */

/** [D, M, M′, F, coefficient of sin(argument) in 1e-6°] (Table 47.A; the distance column is not needed). */
const TERMS: readonly (readonly [number, number, number, number, number])[] = [
  [0, 0, 1, 0, 6288774],
  [2, 0, -1, 0, 1274027],
  [2, 0, 0, 0, 658314],
  [0, 0, 2, 0, 213618],
  [0, 1, 0, 0, -185116],
  [0, 0, 0, 2, -114332],
  [2, 0, -2, 0, 58793],
  [2, -1, -1, 0, 57066],
  [2, 0, 1, 0, 53322],
  [2, -1, 0, 0, 45758],
  [0, 1, -1, 0, -40923],
  [1, 0, 0, 0, -34720],
  [0, 1, 1, 0, -30383],
  [2, 0, 0, -2, 15327],
  [0, 0, 1, 2, -12528],
  [0, 0, 1, -2, 10980],
  [4, 0, -1, 0, 10675],
  [0, 0, 3, 0, 10034],
  [4, 0, -2, 0, 8548],
  [2, 1, -1, 0, -7888],
  [2, 1, 0, 0, -6766],
  [1, 0, -1, 0, -5163],
  [1, 1, 0, 0, 4987],
  [2, -1, 1, 0, 4036],
  [2, 0, 2, 0, 3994],
  [4, 0, 0, 0, 3861],
  [2, 0, -3, 0, 3665],
  [0, 1, -2, 0, -2689],
  [2, 0, -1, 2, -2602],
  [2, -1, -2, 0, 2390],
  [1, 0, 1, 0, -2348],
  [2, -2, 0, 0, 2236],
  [0, 1, 2, 0, -2120],
  [0, 2, 0, 0, -2069],
  [2, -2, -1, 0, 2048],
  [2, 0, 1, -2, -1773],
  [2, 0, 0, 2, -1595],
  [4, -1, -1, 0, 1215],
  [0, 0, 2, 2, -1110],
  [3, 0, -1, 0, -892],
  [2, 1, 1, 0, -810],
  [4, -1, -2, 0, 759],
  [0, 2, -1, 0, -713],
  [2, 2, -1, 0, -700],
  [2, 1, -2, 0, 691],
  [2, -1, 0, -2, 596],
  [4, 0, 1, 0, 549],
  [0, 0, 4, 0, 537],
  [4, -1, 0, 0, 520],
  [1, 0, -2, 0, -487],
  [2, 1, 0, -2, -399],
  [0, 0, 2, -2, -381],
  [1, 1, 1, 0, 351],
  [3, 0, -2, 0, -340],
  [4, 0, -3, 0, 330],
  [2, -1, 2, 0, 327],
  [0, 2, 1, 0, -323],
  [1, 1, -1, 0, 299],
  [2, 0, 3, 0, 294],
];

const RAD = Math.PI / 180;
const DAYS_PER_CENTURY = 36525;

/** Value and derivative (per century) of a polynomial in T, coefficients from the constant up. */
function poly(c: readonly number[], T: number): [number, number] {
  let v = 0;
  let d = 0;
  for (let i = c.length - 1; i >= 0; i--) {
    d = d * T + v;
    v = v * T + c[i];
  }
  return [v, d];
}

const L_MEAN = [218.3164477, 481267.88123421, -0.0015786, 1 / 538841, -1 / 65194000];
const D_MEAN = [297.8501921, 445267.1114034, -0.0018819, 1 / 545868, -1 / 113065000];
const M_SUN = [357.5291092, 35999.0502909, -0.0001536, 1 / 24490000];
const M_MOON = [134.9633964, 477198.8675055, 0.0087414, 1 / 69699, -1 / 14712000];
const F_ARG = [93.272095, 483202.0175233, -0.0036539, -1 / 3526000, 1 / 863310000];

export interface MeeusMoon {
  /** Geometric longitude, mean equinox of date, degrees in [0, 360). */
  readonly lonDeg: number;
  /** Its rate, degrees per day (analytic derivative of the series). */
  readonly speedDegPerDay: number;
}

/** The Moon by Meeus ch. 47 at a Julian day in TT (finite; the series is meant for ±a few centuries of 2000). */
export function meeusMoonLongitude(jdTt: number): MeeusMoon {
  const T = (jdTt - 2451545) / DAYS_PER_CENTURY;
  const [L, dL] = poly(L_MEAN, T);
  const [D, dD] = poly(D_MEAN, T);
  const [M, dM] = poly(M_SUN, T);
  const [Mp, dMp] = poly(M_MOON, T);
  const [F, dF] = poly(F_ARG, T);
  const E = 1 - 0.002516 * T - 0.0000074 * T * T; // eccentricity factor of the Earth's orbit, for terms in M
  const dE = -0.002516 - 2 * 0.0000074 * T;
  let sum = 0;
  let dSum = 0;
  for (const [d, m, mp, f, c] of TERMS) {
    const arg = (d * D + m * M + mp * Mp + f * F) * RAD;
    const dArg = (d * dD + m * dM + mp * dMp + f * dF) * RAD;
    const k = Math.abs(m);
    const e = k === 0 ? 1 : k === 1 ? E : E * E;
    const de = k === 0 ? 0 : k === 1 ? dE : 2 * E * dE;
    sum += c * e * Math.sin(arg);
    dSum += c * (de * Math.sin(arg) + e * Math.cos(arg) * dArg);
  }
  const a1 = (119.75 + 131.849 * T) * RAD;
  const a2 = (53.09 + 479264.29 * T) * RAD;
  const lf = (L - F) * RAD;
  sum += 3958 * Math.sin(a1) + 1962 * Math.sin(lf) + 318 * Math.sin(a2);
  dSum +=
    3958 * Math.cos(a1) * 131.849 * RAD + 1962 * Math.cos(lf) * (dL - dF) * RAD + 318 * Math.cos(a2) * 479264.29 * RAD;
  const lon = L + sum / 1e6;
  return { lonDeg: ((lon % 360) + 360) % 360, speedDegPerDay: (dL + dSum / 1e6) / DAYS_PER_CENTURY };
}
