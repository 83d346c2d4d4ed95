#!/usr/bin/env node
/**
 * Research script: τ models for the Meeus-Moon drik convention, fitted to e0 (ours − published at τ = 0,
 * from drik-tau-refit.js) by least squares, evaluated as the share of ends within ±30 s per decade
 * (in-sample) and with every 3rd year left out of the fit (out-of-sample, 3 folds: year mod 3).
 *
 *   node scripts/experiments/drik-tau-models.js <reference>
 */
'use strict';
const path = require('node:path');
const swe = require('swisseph');
const { drikTimeExcessS } = require(path.resolve(__dirname, '../../dist/libs/panchang/src/daily/convention'));
const { rows } = require('./drik-tau-refit');

const yearF = (jd) => 2000 + (jd - 2451544.5) / 365.25;
const seDt = (jd) => swe.swe_deltat(jd).delta * 86400;
for (const r of rows) {
  r.y = yearF(r.jd);
  r.Y = Math.floor(r.y);
  r.dt = seDt(r.jd);
}
const ccf97 = (y) => {
  const t = (y - 2000) / 100;
  return 102.3 + 123.5 * t + 32.5 * t * t;
};

/** Piecewise-linear hat basis on knot years (value 0 before the first knot, constant after the last). */
function hat(knots, y) {
  const out = new Array(knots.length).fill(0);
  if (y <= knots[0]) return out;
  if (y >= knots[knots.length - 1]) {
    out[knots.length - 1] = 1;
    return out;
  }
  for (let i = 1; i < knots.length; i++)
    if (y <= knots[i]) {
      const f = (y - knots[i - 1]) / (knots[i] - knots[i - 1]);
      out[i - 1] = 1 - f;
      out[i] = f;
      return out;
    }
}
/** A model: basis(r) → array, offset(r) (fixed part of τ); τ = offset + p·basis. first knot pinned at 0. */
function knotModel(knots) {
  return { name: `knots ${knots.join(',')}`, basis: (r) => hat(knots, r.y).slice(1), offset: () => 0, knots };
}
const MODELS = {
  old: { name: 'current knots', basis: () => [], offset: (r) => drikTimeExcessS(r.jd) },
  k6: knotModel([1997, 2010, 2019.999, 2020, 2035, 2051]),
  k5: knotModel([1997, 2010, 2019.999, 2020, 2051]),
  k4: knotModel([1997, 2019.999, 2020, 2051]),
  k7: knotModel([1997, 2003, 2010, 2019.999, 2020, 2030, 2040, 2051]),
  // Drik ΔT = CCF97 parabola (+ c) from 2020; before 2020 linear ΔT a + b(y−2000) where it exceeds SE ΔT
  ccf97_only: {
    name: 'pre-2020 k5 knots; 2020+: ΔT=CCF97 exactly',
    basis: (r) => (r.y < 2020 ? hat([1997, 2010, 2019.999], r.y).slice(1) : [0, 0]),
    offset: (r) => (r.y >= 2020 ? ccf97(r.y) - r.dt : 0),
  },
  ccf97_c: {
    name: 'pre-2020 k5 knots; 2020+: ΔT=CCF97+c',
    basis: (r) => (r.y < 2020 ? [...hat([1997, 2010, 2019.999], r.y).slice(1), 0] : [0, 0, 1]),
    offset: (r) => (r.y >= 2020 ? ccf97(r.y) - r.dt : 0),
  },
  ccf97_floor: {
    name: 'pre-2020 k5; 2020+: ΔT=CCF97(floor y)+c',
    basis: (r) => (r.y < 2020 ? [...hat([1997, 2010, 2019.999], r.y).slice(1), 0] : [0, 0, 1]),
    offset: (r) => (r.y >= 2020 ? ccf97(r.Y) - r.dt : 0),
  },
};
// linear Drik ΔT before 2020 (τ = max(0, a + b(y−2000) − SE ΔT)), CCF97 + c after: fitted by grid search on a, b
function linCcf(a, b, c) {
  return (r) => (r.y >= 2020 ? ccf97(r.y) + c - r.dt : Math.max(0, a + b * (r.y - 2000) - r.dt));
}

function solveLS(A, b) {
  // normal equations, small
  const n = A[0]?.length ?? 0;
  if (!n) return [];
  const M = Array.from({ length: n }, () => new Array(n + 1).fill(0));
  for (let k = 0; k < A.length; k++)
    for (let i = 0; i < n; i++) {
      if (!A[k][i]) continue;
      for (let j = 0; j < n; j++) M[i][j] += A[k][i] * A[k][j];
      M[i][n] += A[k][i] * b[k];
    }
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let k = i + 1; k < n; k++) if (Math.abs(M[k][i]) > Math.abs(M[p][i])) p = k;
    [M[i], M[p]] = [M[p], M[i]];
    for (let k = 0; k < n; k++)
      if (k !== i) {
        const f = M[k][i] / M[i][i];
        for (let j = i; j <= n; j++) M[k][j] -= f * M[i][j];
      }
  }
  return M.map((row, i) => row[n] / row[i]);
}
const isGrid = (r) => r.kind === 'nakshatra' || r.kind === 'moonsign';
function fit(m, train) {
  const t = train.filter(isGrid);
  const p = solveLS(
    t.map(m.basis),
    t.map((r) => r.e0 - m.offset(r)),
  );
  return (r) => m.offset(r) + m.basis(r).reduce((s, x, i) => s + x * p[i], 0);
}
function fitLin(train) {
  // grid search a, b (pre-2020), closed-form c
  const t = train.filter(isGrid);
  const post = t.filter((r) => r.y >= 2020);
  const c = post.reduce((s, r) => s + r.e0 - (ccf97(r.y) - r.dt), 0) / post.length;
  const pre = t.filter((r) => r.y >= 1990 && r.y < 2020);
  let best = [Infinity];
  for (let a = 60; a <= 72; a += 0.1)
    for (let b = 0.6; b <= 1.4; b += 0.005) {
      let ss = 0;
      for (const r of pre) {
        const tau = Math.max(0, a + b * (r.y - 2000) - r.dt);
        ss += (r.e0 - tau) ** 2;
      }
      if (ss < best[0]) best = [ss, a, b];
    }
  const f = linCcf(best[1], best[2], c);
  f.params = { a: best[1], b: best[2], c };
  return f;
}

const KINDS = ['nakshatra', 'moonsign', 'feed tithi', 'feed nakshatra', 'feed yoga', 'feed karana'];
const dec = (r) => (r.kind.startsWith('feed') ? 'feed' : String(Math.min(2040, Math.floor(r.Y / 10) * 10)));
function shares(pairs) {
  // pairs: [row, tau]
  const acc = new Map();
  for (const [r, tau] of pairs) {
    const k = `${r.kind}|${dec(r)}`;
    if (!acc.has(k)) acc.set(k, [0, 0]);
    const a = acc.get(k);
    a[0]++;
    if (Math.abs(r.e0 - tau) < 30) a[1]++;
  }
  return acc;
}
const pct = (a) => (a ? ((100 * a[1]) / a[0]).toFixed(2) : '  -  ');
function evaluate(label, fitter) {
  const full = fitter(rows);
  const ins = shares(rows.map((r) => [r, full(r)]));
  const oos = [];
  for (let k = 0; k < 3; k++) {
    const f = fitter(rows.filter((r) => !(isGrid(r) && r.Y % 3 === k)));
    for (const r of rows) if (isGrid(r) && r.Y % 3 === k) oos.push([r, f(r)]);
  }
  const out = shares(oos);
  console.log(`\n== ${label}${full.params ? ' ' + JSON.stringify(full.params) : ''}`);
  console.log('decade  nak_in  nak_oos  ms_in  ms_oos');
  for (let d = 1900; d <= 2040; d += 10)
    console.log(
      `${d}   ${pct(ins.get('nakshatra|' + d))}  ${pct(out.get('nakshatra|' + d))}  ${pct(ins.get('moonsign|' + d))}  ${pct(out.get('moonsign|' + d))}`,
    );
  const all = (m, kind) => {
    let n = 0,
      w = 0;
    for (const [k, a] of m)
      if (k.startsWith(kind + '|')) {
        n += a[0];
        w += a[1];
      }
    return pct([n, w]);
  };
  console.log(
    `all     ${all(ins, 'nakshatra')}  ${all(out, 'nakshatra')}  ${all(ins, 'moonsign')}  ${all(out, 'moonsign')}`,
  );
  console.log(
    'feed: ' +
      KINDS.filter((k) => k.startsWith('feed'))
        .map((k) => `${k.slice(5)} ${pct(ins.get(k + '|feed'))}`)
        .join('  '),
  );
  return full;
}
if (require.main === module) {
  for (const [key, m] of Object.entries(MODELS)) {
    const full = evaluate(`${key}: ${m.name}`, (train) => fit(m, train));
    if (m.knots)
      console.log(
        'knots: ' +
          JSON.stringify(m.knots.map((y) => [y, +full({ y, jd: 2451544.5 + (y - 2000) * 365.25 }).toFixed(1)])),
      );
  }
  evaluate('lin+ccf97: Drik ΔT = max(SE ΔT, a + b(y−2000)) before 2020, CCF97 + c from 2020', fitLin);
}
module.exports = { MODELS, fit, fitLin, ccf97, hat, evaluate };
