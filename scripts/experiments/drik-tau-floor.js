#!/usr/bin/env node
/**
 * Research script: does Drik evaluate ΔT at the integer (calendar) year? Models of Drik's ΔT fitted to the
 * Meeus-Moon residuals e0 (drik-tau-refit.js), compared with continuous-year versions.
 *   node scripts/experiments/drik-tau-floor.js <reference>
 */
'use strict';
const swe = require('swisseph');
const { rows } = require('./drik-tau-refit');
const M = require('./drik-tau-models');
const { ccf97 } = M;
const dtY = (y) => swe.swe_deltat(2451544.5 + (y - 2000) * 365.25).delta * 86400;
const isGrid = (r) => r.kind === 'nakshatra' || r.kind === 'moonsign';

function fitter(opts) {
  return (train) => {
    const t = train.filter(isGrid);
    const yy = (r) => (opts.floor ? r.Y + (opts.yoff ?? 0) : r.y);
    const post = t.filter((r) => r.y >= 2020);
    const c = opts.c0 ? 0 : post.reduce((s, r) => s + r.e0 - (ccf97(yy(r)) - r.dt), 0) / post.length;
    const preBase = (r) => (opts.seFloor ? dtY(yy(r)) : r.dt);
    // aggregate to months (τ varies little within one): [n, mean e0, representative row]
    const bins = new Map();
    for (const r of t.filter((r) => r.y >= 1990 && r.y < 2020)) {
      const k = Math.floor(r.y * 12);
      if (!bins.has(k)) bins.set(k, [0, 0, r]);
      const b = bins.get(k);
      b[0]++;
      b[1] += r.e0;
    }
    const pre = [...bins.values()].map(([n, s, r]) => ({ ...r, n, e0: s / n }));
    let best = [Infinity];
    for (let a = 63; a <= 70; a += 0.05)
      for (let b = 0.8; b <= 1.25; b += 0.0025) {
        let ss = 0;
        for (const r of pre) {
          const tau = Math.max(preBase(r), a + b * (yy(r) - 2000)) - r.dt;
          ss += r.n * (r.e0 - tau) ** 2;
        }
        if (ss < best[0]) best = [ss, a, b];
      }
    const [, a, b] = best;
    const f = (r) => (r.y >= 2020 ? ccf97(yy(r)) + c - r.dt : Math.max(preBase(r), a + b * (yy(r) - 2000)) - r.dt);
    f.params = { a: +a.toFixed(2), b: +b.toFixed(4), c: +c.toFixed(2) };
    return f;
  };
}
module.exports = { fitter };
if (require.main === module) {
  for (const r of rows) {
    r.y = 2000 + (r.jd - 2451544.5) / 365.25;
    r.Y = Math.floor(r.y);
    r.dt = swe.swe_deltat(r.jd).delta * 86400;
  }
  // within-year check: mean residual vs fraction of year, against CCF97(y) from 2020
  /** Mean of `residual(r)` over the grid rows of `fromYear` ≤ y < `toYear`, by quarter of the year. */
  const byQuarter = (fromYear, toYear, residual) => {
    const bins = Array.from({ length: 4 }, () => [0, 0]);
    for (const r of rows.filter((r) => isGrid(r) && r.y >= fromYear && r.y < toYear)) {
      const b = Math.floor((r.y - r.Y) * 4);
      bins[b][0]++;
      bins[b][1] += residual(r);
    }
    return bins.map(([n, s]) => (s / n).toFixed(2)).join(' ');
  };
  console.log(
    '2020+: mean(e0 − (CCF97(y) − SEΔT)) by quarter of year: ' +
      byQuarter(2020, Infinity, (r) => r.e0 - (ccf97(r.y) - r.dt)),
  );
  console.log(
    '1998–2019: mean(e0 − (66 + (y−2000) − SEΔT)) by quarter: ' +
      byQuarter(1998, 2020, (r) => r.e0 - (66 + 1.0 * (r.y - 2000) - r.dt)),
  );
  console.log('1955–1996: mean(e0) by quarter: ' + byQuarter(1955, 1997, (r) => r.e0));
  for (const [label, o] of Object.entries({
    'continuous y': {},
    'floor y (integer year) everywhere ≥1990, c fitted': { floor: true },
    'floor y, c = 0 (CCF97 exactly)': { floor: true, c0: true },
    'floor y, SE ΔT also at floor y': { floor: true, seFloor: true },
    'floor y + 0.5': { floor: true, yoff: 0.5 },
  }))
    M.evaluate ? M.evaluate(label, fitter(o)) : null;
}
