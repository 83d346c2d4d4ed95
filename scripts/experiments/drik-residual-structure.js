#!/usr/bin/env node
/**
 * Research script (issue 3): structure of the drik-convention residuals of the grid's nakshatra and
 * moon-sign ends. (1) least-squares harmonic fit against the Moon's fundamental arguments, the
 * Sun's mean anomaly, the node and the UT time of day (Drik's rounding is uniform noise of sd 17.3 s
 * and independent of them, so each coefficient has a standard error ≈ 0.1 s); (2) the fraction
 * within ±30 s by UT hour and by decade (an interpolation grid in Drik's search would show
 * hours near its knots with ~100 %).
 *
 *   npm run build && node scripts/experiments/drik-residual-structure.js <reference> ["variant name"]
 */
'use strict';
const { solve, VARIANTS, gridRecords, stats, yearOf } = require('./drik-residuals');

const v = VARIANTS[process.argv[3] || Object.keys(VARIANTS)[0]];
const rows = gridRecords().map((r) => ({ ...r, e: (solve(r.kind, r.jd, v) - r.jd) * 86400 }));

const rad = Math.PI / 180;
function args(jd) {
  const T = (jd - 2451545) / 36525;
  const D = (297.85036 + 445267.11148 * T) * rad;
  const M = (357.52772 + 35999.05034 * T) * rad;
  const Mm = (134.96298 + 477198.867398 * T) * rad;
  const F = (93.27191 + 483202.017538 * T) * rad;
  const Om = (125.04452 - 1934.136261 * T) * rad;
  const h = 2 * Math.PI * (jd + 0.5);
  return {
    D,
    M,
    "M'": Mm,
    F,
    Ω: Om,
    '2D': 2 * D,
    "2D−M'": 2 * D - Mm,
    '2F': 2 * F,
    "2M'": 2 * Mm,
    '2D−M': 2 * D - M,
    'UT day': h,
    'UT ½day': 2 * h,
  };
}
const names = Object.keys(args(2451545));
const X = rows.map((r) => {
  const a = args(r.jd);
  return [1, ...names.flatMap((n) => [Math.sin(a[n]), Math.cos(a[n])])];
});
// normal equations
const p = X[0].length;
const A = Array.from({ length: p }, () => new Float64Array(p + 1));
X.forEach((x, k) => {
  for (let i = 0; i < p; i++) {
    for (let j = 0; j < p; j++) A[i][j] += x[i] * x[j];
    A[i][p] += x[i] * rows[k].e;
  }
});
for (let i = 0; i < p; i++) {
  let m = i;
  for (let r = i + 1; r < p; r++) if (Math.abs(A[r][i]) > Math.abs(A[m][i])) m = r;
  [A[i], A[m]] = [A[m], A[i]];
  for (let r = 0; r < p; r++) {
    if (r === i) continue;
    const f = A[r][i] / A[i][i];
    for (let c = i; c <= p; c++) A[r][c] -= f * A[i][c];
  }
}
const beta = A.map((row, i) => row[p] / row[i]);
const resid = rows.map((r, k) => r.e - X[k].reduce((s, x, i) => s + x * beta[i], 0));
const sd = Math.sqrt(resid.reduce((s, x) => s + x * x, 0) / (rows.length - p));
console.log(
  `n = ${rows.length}; residual sd ${sd.toFixed(2)} s (uniform ±30 s rounding alone: 17.32 s); se per coefficient ≈ ${(sd * Math.sqrt(2 / rows.length)).toFixed(2)} s`,
);
console.log('argument        amplitude (s)');
names.forEach((n, i) => console.log(`  ${n.padEnd(12)} ${Math.hypot(beta[1 + 2 * i], beta[2 + 2 * i]).toFixed(2)}`));
console.log(
  `within ±30 s before ${stats(rows.map((r) => r.e)).within.toFixed(2)} %, after removing the fitted harmonics ${stats(resid.map((x, k) => x + beta[0])).within.toFixed(2)} %`,
);

const bin = (key, label) => {
  const m = new Map();
  for (const r of rows) {
    const k = key(r);
    if (!m.has(k)) m.set(k, []);
    m.get(k).push(r.e);
  }
  console.log(`\nwithin ±30 s by ${label}:`);
  console.log(
    [...m]
      .sort((a, b) => a[0] - b[0])
      .map(([k, e]) => `${k}: ${stats(e).within.toFixed(1)}`)
      .join('  '),
  );
};
bin((r) => Math.floor(((r.jd + 0.5) % 1) * 24), 'UT hour');
bin((r) => Math.floor(yearOf(r.jd) / 10) * 10, 'decade');

// (3) autocovariance of the residual against the time between two ends: Drik's rounding is
// independent from end to end, so cov(lag) measures the model difference alone (σ² ≈ 17–25 s²
// at short lags means a smooth function of time, not search noise).
const u = [...rows].sort((a, b) => a.jd - b.jd).filter((r, i, a) => i === 0 || r.jd - a[i - 1].jd > 1e-4);
const mean = u.reduce((s, r) => s + r.e, 0) / u.length;
const edges = [0, 0.5, 1, 2, 3, 5, 10, 14, 20, 30];
const acc = edges.slice(1).map(() => [0, 0]);
for (let i = 0; i < u.length; i++) {
  for (let j = i + 1; j < u.length && u[j].jd - u[i].jd < 30; j++) {
    const k = edges.findIndex((x, q) => u[j].jd - u[i].jd >= x && u[j].jd - u[i].jd < edges[q + 1]);
    acc[k][0] += (u[i].e - mean) * (u[j].e - mean);
    acc[k][1]++;
  }
}
console.log('\nautocovariance of the residual (s²) by lag (days):');
console.log(acc.map((a, k) => `${edges[k]}–${edges[k + 1]}: ${(a[0] / a[1]).toFixed(1)}`).join('  '));
