#!/usr/bin/env node
/**
 * Research script: refit Drik's time excess τ (positions at UT + SE ΔT + τ) for the Meeus ch. 47 Moon.
 * Computes e0 = ours − published with τ = 0 for every grid nakshatra/moon-sign end and every 2023 feed
 * end once (all ends shift by −τ exactly to first order, since only Sun/Moon, not the ayanamsa, are
 * evaluated at UT + τ), then evaluates τ models on e = e0 − τ(jd).
 *
 *   node scripts/experiments/drik-tau-refit.js <reference> [cache.json]
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const swe = require('swisseph');
const R = require('./drik-residuals');

const ref = process.argv[2] || '/work/shared/reference';
const cache = process.argv[3] || '/tmp/tau/e0.json';
const v0 = { ...R.VARIANTS['Meeus ch. 47 Moon, same conventions'], tau: () => 0 };

let rows;
if (fs.existsSync(cache)) rows = JSON.parse(fs.readFileSync(cache, 'utf8'));
else {
  const recs = [...R.gridRecords(), ...R.feedRecords()];
  rows = recs.map((r) => ({
    kind: r.kind,
    jd: r.jd,
    e0: (R.solve(r.kind.replace('feed ', ''), r.jd, v0) - r.jd) * 86400,
  }));
  fs.writeFileSync(cache, JSON.stringify(rows));
}
module.exports = { rows };
if (require.main !== module) return;

const yearF = (jd) => 2000 + (jd - 2451544.5) / 365.25;
const grid = rows.filter((r) => r.kind === 'nakshatra' || r.kind === 'moonsign');
const by = new Map();
for (const r of grid) {
  const y = R.yearOf(r.jd);
  if (!by.has(y)) by.set(y, []);
  by.get(y).push(r.e0);
}
console.log('year  n    mean_e0(=τ needed)  sem   SEΔT(s)  implied ΔT');
for (const y of [...by.keys()].sort((a, b) => a - b)) {
  const v = by.get(y);
  const m = v.reduce((a, b) => a + b, 0) / v.length;
  const sd = Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / (v.length - 1));
  const jd = 2451544.5 + (y + 0.5 - 2000) * 365.25;
  const dt = swe.swe_deltat(jd).delta * 86400;
  console.log(
    `${y} ${String(v.length).padStart(4)} ${m.toFixed(2).padStart(8)} ${(sd / Math.sqrt(v.length)).toFixed(2).padStart(6)} ${dt.toFixed(2).padStart(8)} ${(dt + m).toFixed(2).padStart(8)}`,
  );
}
