#!/usr/bin/env node
/**
 * Research script (issue 3): what explains the ~4–5 s residual scatter between our element ends
 * and Drik Panchang's published minutes? Each variant recomputes every nakshatra and moon-sign end
 * of the Drik grid (New Delhi 1900–2050) and the tithi/karana/nakshatra/yoga ends of Drik's 2023
 * feed directly with the swisseph addon (own flags, not the library), then prints the fraction
 * within Drik's ±30 s rounding interval, mean e and max |e| (e = ours − published minute), also
 * after removing each year's mean (what a perfect τ calibration could reach), and a harmonic fit
 * of the residual against lunar arguments.
 *
 *   npm run build && node scripts/experiments/drik-residuals.js <reference>   (reference = shared/reference)
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const swe = require('swisseph');
const { DateTime } = require('luxon');
const root = path.resolve(__dirname, '../..');
const { drikTimeExcessS, DRIK_AYANAMSA_EXCESS_ARCSEC } = require(
  path.join(root, 'dist/libs/panchang/src/daily/convention'),
);

const ref = process.argv[2] || path.resolve(root, '../shared/reference');
swe.swe_set_ephe_path(path.join(path.dirname(require.resolve('swisseph/package.json')), 'ephe'));

const JD_UNIX = 2440587.5;
const jdOf = (local) => DateTime.fromISO(local, { zone: 'Asia/Kolkata' }).toSeconds() / 86400 + JD_UNIX;
const norm = (x) => (((x % 360) + 540) % 360) - 180; // to (−180, 180]

// ---- models --------------------------------------------------------------------------------
const { meeusMoonLongitude } = require('./meeus-moon');
const { drikGrid } = require('../lib/drik-grid');
/** Nutation in longitude from its four largest terms (Meeus ch. 22, accuracy 0.5″), degrees. */
function nutation4(jdTt) {
  const T = (jdTt - 2451545) / 36525;
  const r = Math.PI / 180;
  const om = (125.04452 - 1934.136261 * T) * r;
  const ls = (280.4665 + 36000.7698 * T) * r;
  const lm = (218.3165 + 481267.8813 * T) * r;
  return (-17.2 * Math.sin(om) - 1.32 * Math.sin(2 * ls) - 0.23 * Math.sin(2 * lm) + 0.21 * Math.sin(2 * om)) / 3600;
}
/** Apparent Moon: SE's (light-time, aberration, nutation), or Meeus' series at TT = UT + SE ΔT plus SE's Δψ. */
function moonLon(jd, eph, moon) {
  const r = swe.swe_calc_ut(jd, swe.SE_MOON, eph | swe.SEFLG_SPEED);
  if (!moon) return r;
  const tt = jd + swe.swe_deltat(jd).delta;
  const dpsi = moon === 'meeus-4nut' ? nutation4(tt) : swe.swe_calc(tt, swe.SE_ECL_NUT, 0).distance;
  return { longitude: meeusMoonLongitude(tt) + dpsi, longitudeSpeed: r.longitudeSpeed };
}
const sunLon = (jd, eph) => swe.swe_calc_ut(jd, swe.SE_SUN, eph | swe.SEFLG_SPEED);
function ayan(jd, mode, nut) {
  swe.swe_set_sid_mode(mode, 0, 0);
  return swe.swe_get_ayanamsa_ex_ut(jd, swe.SEFLG_SWIEPH | (nut ? 0 : swe.SEFLG_NONUT)).ayanamsa;
}
/** τ for the ΔT parabola 102.3 + 123.5 t + 32.5 t² (t = (year − 2000)/100) from 2020 on, the drik τ before. */
function tauParabola(jd) {
  const year = 2000 + (jd - 2451544.5) / 365.25;
  if (year < 2020) return drikTimeExcessS(jd);
  const t = (year - 2000) / 100;
  return 102.3 + 123.5 * t + 32.5 * t * t - swe.swe_deltat(jd).delta * 86400;
}
/** A variant: eph flag, ayanamsa(jd) in degrees, time excess(jd) in s. */
const base = {
  eph: swe.SEFLG_SWIEPH,
  sidm: swe.SE_SIDM_LAHIRI,
  nut: false,
  excess: DRIK_AYANAMSA_EXCESS_ARCSEC,
  tau: drikTimeExcessS,
};
const VARIANTS = {
  'drik (SWIEPH, mean Lahiri+24″, τ)': base,
  'MOSEPH, same conventions': { ...base, eph: swe.SEFLG_MOSEPH },
  'Meeus ch. 47 Moon, same conventions': { ...base, moon: 'meeus' },
  'Meeus ch. 47 Moon + 4-term nutation': { ...base, moon: 'meeus-4nut' },
  'Meeus ch. 47 Moon, ΔT parabola from 2020': { ...base, moon: 'meeus', tau: tauParabola },
  'true Lahiri (mean+Δψ), τ': { ...base, nut: true, excess: 0 },
  'ephemeris (true Lahiri, no τ)': { ...base, nut: true, excess: 0, tau: () => 0 },
  'mean Lahiri +24″, no τ': { ...base, tau: () => 0 },
  'mean Lahiri, no excess, τ': { ...base, excess: 0 },
};

/** Angle functions (degrees) of each element at JD UT under variant v; returns [angle, rate °/d]. */
function angle(kind, jd, v) {
  const t = jd + v.tau(jd) / 86400;
  const m = moonLon(t, v.eph, v.moon);
  if (kind === 'tithi' || kind === 'karana') {
    const s = sunLon(t, v.eph);
    return [m.longitude - s.longitude, m.longitudeSpeed - s.longitudeSpeed];
  }
  const a = ayan(jd, v.sidm, v.nut) + v.excess / 3600;
  if (kind === 'yoga') {
    const s = sunLon(t, v.eph);
    return [m.longitude + s.longitude - 2 * a, m.longitudeSpeed + s.longitudeSpeed];
  }
  return [m.longitude - a, m.longitudeSpeed];
}
const STEP = { tithi: 12, karana: 6, nakshatra: 360 / 27, yoga: 360 / 27, moonsign: 30 };

/** Our end nearest the published instant: Newton on angle − nearest boundary. */
function solve(kind, jdPub, v) {
  const step = STEP[kind];
  let [a] = angle(kind, jdPub, v);
  const target = Math.round(a / step) * step;
  let jd = jdPub;
  for (let i = 0; i < 4; i++) {
    const [x, rate] = angle(kind, jd, v);
    const d = norm(x - target) / rate;
    jd -= d;
    if (Math.abs(d) < 1e-8) break;
  }
  return jd;
}

// ---- data ----------------------------------------------------------------------------------
function gridRecords() {
  const out = [];
  for (const r of drikGrid(path.join(ref, 'drik-grid'))) {
    if (r.nakshatra?.upto) out.push({ kind: 'nakshatra', jd: jdOf(r.nakshatra.upto) });
    if (r.moon_sign?.upto) out.push({ kind: 'moonsign', jd: jdOf(r.moon_sign.upto) });
  }
  return out;
}
function feedRecords() {
  const out = [];
  const seen = new Set();
  for (const file of ['drik/calendar_feed_2023.json', 'drik/days.json']) {
    for (const d of JSON.parse(fs.readFileSync(path.join(ref, file), 'utf8'))) {
      for (const kind of ['tithi', 'nakshatra', 'yoga', 'karana']) {
        for (const x of d[kind] ?? []) {
          if (!x.upto || seen.has(kind + x.upto)) continue;
          seen.add(kind + x.upto);
          out.push({ kind: `feed ${kind}`, jd: jdOf(x.upto) });
        }
      }
    }
  }
  return out;
}

// ---- statistics ----------------------------------------------------------------------------
const yearOf = (jd) => Math.floor(2000 + (jd - 2451544.5) / 365.25);
function stats(e) {
  const abs = e.map(Math.abs);
  return {
    n: e.length,
    within: (100 * abs.filter((x) => x < 30).length) / e.length,
    mean: e.reduce((a, b) => a + b, 0) / e.length,
    max: Math.max(...abs),
  };
}
function recentred(rows) {
  const byYear = new Map();
  for (const r of rows) {
    const y = yearOf(r.jd);
    if (!byYear.has(y)) byYear.set(y, []);
    byYear.get(y).push(r.e);
  }
  const mean = new Map([...byYear].map(([y, v]) => [y, v.reduce((a, b) => a + b, 0) / v.length]));
  return rows.map((r) => r.e - mean.get(yearOf(r.jd)));
}
const fmt = (s) =>
  `${s.within.toFixed(2).padStart(6)} %  mean ${s.mean.toFixed(1).padStart(6)} s  max ${s.max.toFixed(0).padStart(3)} s`;

module.exports = {
  tauParabola,
  solve,
  angle,
  VARIANTS,
  gridRecords,
  feedRecords,
  stats,
  recentred,
  fmt,
  yearOf,
  norm,
  JD_UNIX,
};

if (require.main === module) {
  const only = process.argv[3];
  const records = [...gridRecords(), ...feedRecords()];
  const kinds = [...new Set(records.map((r) => r.kind))];
  console.log(`records: ${kinds.map((k) => `${k} ${records.filter((r) => r.kind === k).length}`).join(', ')}`);
  for (const [name, v] of Object.entries(VARIANTS)) {
    if (only && !name.includes(only)) continue;
    const t0 = Date.now();
    const rows = records.map((r) => ({ ...r, e: (solve(r.kind.replace('feed ', ''), r.jd, v) - r.jd) * 86400 }));
    console.log(`\n${name}  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    for (const k of kinds) {
      const sel = rows.filter((r) => r.kind === k);
      console.log(
        `  ${k.padEnd(15)} ${fmt(stats(sel.map((r) => r.e)))}   | per-year recentred ${fmt(stats(recentred(sel)))}`,
      );
    }
  }
}
