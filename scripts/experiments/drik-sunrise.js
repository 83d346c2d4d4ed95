#!/usr/bin/env node
/**
 * Research script (issue 3, hypothesis C): which place, elevation, horizon and refraction make
 * our sunrise/sunset equal Drik's published minutes on the New Delhi grid 1900–2050? Each variant
 * calls swe_rise_trans / swe_rise_trans_true_hor directly (upper limb unless stated) and prints the
 * fraction within ±30 s (rounding), within [0, 60) s (truncation), mean e and max |e|; then a
 * least-squares fit of the residual on the partial derivatives of the rise time with respect to
 * latitude, longitude and horizon altitude gives the point and horizon that fit Drik best.
 *
 *   node scripts/experiments/drik-sunrise.js <reference> [every-nth-day]
 */
'use strict';
const path = require('node:path');
const swe = require('swisseph');
const { DateTime } = require('luxon');
const { drikGrid } = require('../lib/drik-grid');

const ref = process.argv[2] || path.resolve(__dirname, '../../../shared/reference');
const every = Number(process.argv[3] || 1);
swe.swe_set_ephe_path(path.join(path.dirname(require.resolve('swisseph/package.json')), 'ephe'));
const jdOf = (local) => DateTime.fromISO(local, { zone: 'Asia/Kolkata' }).toSeconds() / 86400 + 2440587.5;

const days = drikGrid(path.join(ref, 'drik-grid'))
  .filter((r) => r.sunrise?.local && r.sunset?.local)
  .map((r) => ({ midnight: jdOf(`${r.date}T00:00`), rise: jdOf(r.sunrise.local), set: jdOf(r.sunset.local) }));
const sample = days.filter((_, i) => i % every === 0);

const REF = { lat: 28.6139, lng: 77.209 };
const GEONAMES = { lat: 28.63576, lng: 77.22445 };
/** One rise/set under a variant: place, elevation m, pressure hPa, temperature °C, horizon deg (null: SE's own), rsmi bits. */
function event(jd0, kind, o) {
  const rsmi = (kind === 'rise' ? swe.SE_CALC_RISE : swe.SE_CALC_SET) | (o.bits ?? 0);
  const args = [
    jd0,
    swe.SE_SUN,
    '',
    swe.SEFLG_SWIEPH,
    rsmi,
    o.lng,
    o.lat,
    o.elev ?? 0,
    o.press ?? 1013.25,
    o.temp ?? 15,
  ];
  const r = o.horizon === undefined ? swe.swe_rise_trans(...args) : swe.swe_rise_trans_true_hor(...args, o.horizon);
  return r.transitTime;
}
const VARIANTS = {
  'reference point, sea level, SE refraction 1013.25 hPa 15 °C': { ...REF },
  'GeoNames point, sea level': { ...GEONAMES },
  'GeoNames point, 216 m elevation': { ...GEONAMES, elev: 216 },
  'GeoNames point, 25 °C': { ...GEONAMES, temp: 25 },
  'GeoNames point, 216 m, 988 hPa 25 °C': { ...GEONAMES, elev: 216, press: 988, temp: 25 },
  'GeoNames point, centre at −50′ geometric (34′ + 16′)': {
    ...GEONAMES,
    horizon: -50 / 60,
    bits: swe.SE_BIT_DISC_CENTER | swe.SE_BIT_NO_REFRACTION,
  },
  'reference point, centre at −50′ geometric': {
    ...REF,
    horizon: -50 / 60,
    bits: swe.SE_BIT_DISC_CENTER | swe.SE_BIT_NO_REFRACTION,
  },
  'GeoNames point, centre at −0.8333° + SE refraction off, upper limb at −34′': {
    ...GEONAMES,
    horizon: -34 / 60,
    bits: swe.SE_BIT_NO_REFRACTION,
  },
};
function measure(o) {
  const out = {};
  for (const kind of ['rise', 'set']) {
    const e = sample.map((d) => (event(d.midnight + (kind === 'set' ? 0.25 : -0.1), kind, o) - d[kind]) * 86400);
    const abs = e.map(Math.abs);
    out[kind] = {
      e,
      within: (100 * abs.filter((x) => x < 30).length) / e.length,
      trunc: (100 * e.filter((x) => x >= 0 && x < 60).length) / e.length,
      mean: e.reduce((a, b) => a + b, 0) / e.length,
      max: Math.max(...abs),
    };
  }
  return out;
}
const line = (s) =>
  `${s.within.toFixed(2).padStart(6)} % (trunc ${s.trunc.toFixed(1).padStart(5)} %)  mean ${s.mean.toFixed(1).padStart(5)} s  max ${s.max.toFixed(0).padStart(2)} s`;
console.log(`${sample.length} days`);
const results = {};
for (const [name, o] of Object.entries(VARIANTS)) {
  results[name] = measure(o);
  console.log(`${name}\n   sunrise ${line(results[name].rise)}   sunset ${line(results[name].set)}`);
}

// least squares on ∂t/∂lat, ∂t/∂lng, ∂t/∂horizon (numerical, at the GeoNames point, true-horizon upper limb)
const basePt = { ...GEONAMES, horizon: 0 };
for (const kind of ['rise', 'set']) {
  const t = (o) => sample.map((d) => event(d.midnight + (kind === 'set' ? 0.25 : -0.1), kind, o) * 86400);
  const t0 = t(basePt);
  const y = sample.map((d, i) => t0[i] - d[kind] * 86400);
  const cols = [
    sample.map(() => 1),
    t({ ...basePt, lat: basePt.lat + 0.01 }).map((x, i) => (x - t0[i]) / 0.01),
    t({ ...basePt, horizon: 0.01 }).map((x, i) => (x - t0[i]) / 0.01),
  ];
  // 3×3 normal equations: unknowns c (s, = longitude·240 s/° in the constant), Δlat°, Δhorizon°
  const p = cols.length;
  const N = Array.from({ length: p }, (_, a) => [
    ...cols.map((c, b) => c.reduce((s, _x, i) => s + cols[a][i] * c[i], 0)),
    cols[a].reduce((s, x, i) => s + x * y[i], 0),
  ]);
  for (let i = 0; i < p; i++)
    for (let r = 0; r < p; r++)
      if (r !== i) {
        const f = N[r][i] / N[i][i];
        for (let c = i; c <= p; c++) N[r][c] -= f * N[i][c];
      }
  const b = N.map((r, i) => r[p] / r[i]);
  const res = y.map((v, i) => v - cols.reduce((s, c, q) => s + c[i] * b[q], 0));
  const w = (100 * res.filter((x) => Math.abs(x) < 30).length) / res.length;
  console.log(
    `fit sun${kind} (GeoNames point, SE refraction): constant ${b[0].toFixed(1)} s, Δlat ${(b[1] * 3600).toFixed(0)}″, Δhorizon ${(-b[2] * 60).toFixed(2)}′ (lower = positive); within ±30 s after the fit ${w.toFixed(2)} % (fit on the same data)`,
  );
}
