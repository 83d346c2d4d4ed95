#!/usr/bin/env node
/**
 * Research script (issue 3): can a sum of lunar-theory-like periodic terms explain the drik
 * residual? Least-squares fit of the grid's nakshatra + moon-sign end residuals (drik convention)
 * on sin/cos of every combination i·D + j·M + k·M′ + l·F (|i| ≤ 4, |j| ≤ 1, |k| ≤ 2, l ∈ {−2, 0, 2})
 * plus Ω, and the fraction within ±30 s after removing the fit (an upper bound: the fit is made on
 * the same data). Also compares positions from astronomy-engine (an independent truncated theory).
 *
 *   npm run build && node scripts/experiments/drik-harmonics.js <reference>
 */
'use strict';
const { solve, VARIANTS, gridRecords, stats } = require('./drik-residuals');

const v = VARIANTS[Object.keys(VARIANTS)[0]];
const rows = gridRecords().map((r) => ({ ...r, e: (solve(r.kind, r.jd, v) - r.jd) * 86400 }));
const rad = Math.PI / 180;
const combos = [];
for (let i = 0; i <= 4; i++)
  for (let j = -1; j <= 1; j++)
    for (let k = -2; k <= 2; k++)
      for (const l of [-2, 0, 2]) {
        const c = [i, j, k, l];
        const first = c.find((x) => x !== 0);
        if (first !== undefined && first > 0) combos.push(c);
      }
combos.push('Ω');
function row(jd) {
  const T = (jd - 2451545) / 36525;
  const a = [
    297.85036 + 445267.11148 * T,
    357.52772 + 35999.05034 * T,
    134.96298 + 477198.867398 * T,
    93.27191 + 483202.017538 * T,
  ].map((x) => x * rad);
  const out = [1];
  for (const c of combos) {
    const x = c === 'Ω' ? (125.04452 - 1934.136261 * T) * rad : c.reduce((s, n, q) => s + n * a[q], 0);
    out.push(Math.sin(x), Math.cos(x));
  }
  return out;
}
function lsq(X, y) {
  const p = X[0].length;
  const A = Array.from({ length: p }, () => new Float64Array(p + 1));
  X.forEach((x, n) => {
    for (let i = 0; i < p; i++) {
      const xi = x[i];
      for (let j = i; j < p; j++) A[i][j] += xi * x[j];
      A[i][p] += xi * y[n];
    }
  });
  for (let i = 0; i < p; i++) for (let j = 0; j < i; j++) A[i][j] = A[j][i];
  for (let i = 0; i < p; i++) {
    for (let r = 0; r < p; r++) {
      if (r === i) continue;
      const f = A[r][i] / A[i][i];
      for (let c = i; c <= p; c++) A[r][c] -= f * A[i][c];
    }
  }
  return A.map((r, i) => r[p] / r[i]);
}
const X = rows.map((r) => row(r.jd));
const y = rows.map((r) => r.e);
// fit on even-indexed rows, test on odd ones (honest out-of-sample figure)
const fitIdx = rows.map((_, i) => i).filter((i) => i % 2 === 0);
const testIdx = rows.map((_, i) => i).filter((i) => i % 2 === 1);
const beta = lsq(
  fitIdx.map((i) => X[i]),
  fitIdx.map((i) => y[i]),
);
const pred = (i) => X[i].reduce((s, x, q) => s + x * beta[q], 0) - beta[0];
const big = combos
  .map((c, q) => [String(c), Math.hypot(beta[1 + 2 * q], beta[2 + 2 * q])])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8);
console.log(
  `${combos.length} periodic terms; largest amplitudes (s): ${big.map(([c, a]) => `[${c}] ${a.toFixed(2)}`).join('  ')}`,
);
console.log(
  `held-out half: within ±30 s ${stats(testIdx.map((i) => y[i])).within.toFixed(2)} % before, ${stats(testIdx.map((i) => y[i] - pred(i))).within.toFixed(2)} % after removing the fitted terms`,
);

// astronomy-engine's Moon (true ecliptic of date) at the same TT, drik ayanamsa
const A = require('astronomy-engine');
const swe = require('swisseph');
const { drikTimeExcessS, DRIK_AYANAMSA_EXCESS_ARCSEC } = require('../../dist/libs/panchang/src/daily/convention');
swe.swe_set_sid_mode(swe.SE_SIDM_LAHIRI, 0, 0);
let dsum = 0;
const diffs = [];
for (const r of rows.filter((_, i) => i % 10 === 0)) {
  const jd = solve(r.kind, r.jd, v);
  const tt = jd + drikTimeExcessS(jd) / 86400 + swe.swe_deltat(jd).delta; // TT the drik variant used
  const t = A.AstroTime.FromTerrestrialTime(tt - 2451545.0);
  const lonAe = A.EclipticGeoMoon(t).lon;
  const lonSe = swe.swe_calc(tt, swe.SE_MOON, swe.SEFLG_SWIEPH).longitude;
  const d = (((lonAe - lonSe) * 3600 + 648000) % 1296000) - 648000; // arcsec
  diffs.push({ d, e: r.e });
  dsum += d;
}
const mean = dsum / diffs.length;
const rms = Math.sqrt(diffs.reduce((s, x) => s + (x.d - mean) ** 2, 0) / diffs.length);
// residual if Drik used astronomy-engine's Moon: e shifts by (lonAe − lonSe − mean)/rate ≈ 0.55″/s
const shifted = diffs.map((x) => x.e - (x.d - mean) / 0.5496);
console.log(
  `astronomy-engine − SE Moon longitude: mean ${mean.toFixed(2)}″, rms about the mean ${rms.toFixed(2)}″ (n = ${diffs.length}); ` +
    `within ±30 s with SE ${stats(diffs.map((x) => x.e)).within.toFixed(2)} %, with astronomy-engine's Moon ${stats(shifted).within.toFixed(2)} %`,
);
