#!/usr/bin/env node
/**
 * Research script (issue 3): which Sun does Drik Panchang use? With Meeus' Moon (ch. 47), recompute
 * the tithi, karana and yoga ends of Drik's 2023 feed and day pages under several solar theories and
 * print the share within Drik's ±30 s rounding (e = ours − published minute).
 *
 *   npm run build && node scripts/experiments/drik-sun.js <reference>
 */
'use strict';
const path = require('node:path');
const swe = require('swisseph');
const A = require('astronomy-engine');
const { feedRecords, stats, fmt, norm } = require('./drik-residuals');
const { meeusMoonLongitude } = require('./meeus-moon');
const { drikTimeExcessS, DRIK_AYANAMSA_EXCESS_ARCSEC } = require(path.resolve(__dirname, '../../dist/libs/panchang/src/daily/convention'));

const RAD = Math.PI / 180;
const dpsiOf = (tt) => swe.swe_calc(tt, swe.SE_ECL_NUT, 0).distance;
/** Sun longitude, degrees, apparent, at JD TT. */
const SUNS = {
  'SE (DE431) apparent': (tt) => swe.swe_calc(tt, swe.SE_SUN, swe.SEFLG_SWIEPH).longitude,
  'Meeus ch.25 low accuracy (own Ω term)': (tt) => {
    const T = (tt - 2451545) / 36525;
    const L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T;
    const M = (357.52911 + 35999.05029 * T - 0.0001537 * T * T) * RAD;
    const C = (1.914602 - 0.004817 * T - 0.000014 * T * T) * Math.sin(M) + (0.019993 - 0.000101 * T) * Math.sin(2 * M) + 0.000289 * Math.sin(3 * M);
    const om = (125.04 - 1934.136 * T) * RAD;
    return L0 + C - 0.00569 - 0.00478 * Math.sin(om);
  },
  'Meeus ch.25 low accuracy + SE Δψ': (tt) => {
    const T = (tt - 2451545) / 36525;
    const L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T;
    const M = (357.52911 + 35999.05029 * T - 0.0001537 * T * T) * RAD;
    const C = (1.914602 - 0.004817 * T - 0.000014 * T * T) * Math.sin(M) + (0.019993 - 0.000101 * T) * Math.sin(2 * M) + 0.000289 * Math.sin(3 * M);
    const e = 0.016708634 - 0.000042037 * T;
    const nu = M + C * RAD;
    const R = (1.000001018 * (1 - e * e)) / (1 + e * Math.cos(nu));
    return L0 + C - 20.4898 / 3600 / R + dpsiOf(tt);
  },
  'astronomy-engine SunPosition': (tt) => {
    const t = A.MakeTime((tt - 2451545) ); // tt as days since J2000 (TT≈UT for this purpose: see below)
    return A.SunPosition(t).elon;
  },
};

function angle(kind, jd, sunFn) {
  const t = jd + drikTimeExcessS(jd) / 86400;
  const tt = t + swe.swe_deltat(t).delta;
  const m = meeusMoonLongitude(tt) + dpsiOf(tt);
  const s = sunFn(tt);
  if (kind === 'tithi' || kind === 'karana') return [m - s, 12.19];
  swe.swe_set_sid_mode(swe.SE_SIDM_LAHIRI, 0, 0);
  const a = swe.swe_get_ayanamsa_ex_ut(jd, swe.SEFLG_SWIEPH | swe.SEFLG_NONUT).ayanamsa + DRIK_AYANAMSA_EXCESS_ARCSEC / 3600;
  return [m + s - 2 * a, 14.2];
}
const STEP = { tithi: 12, karana: 6, yoga: 360 / 27, nakshatra: 360 / 27 };
function solve(kind, jdPub, sunFn) {
  const [a] = angle(kind, jdPub, sunFn);
  const target = Math.round(a / STEP[kind]) * STEP[kind];
  let jd = jdPub;
  for (let i = 0; i < 5; i++) {
    const [x, rate] = angle(kind, jd, sunFn);
    const d = norm(x - target) / rate;
    jd -= d;
    if (Math.abs(d) < 1e-9) break;
  }
  return jd;
}
const records = feedRecords().filter((r) => r.kind !== 'feed nakshatra');
for (const [name, fn] of Object.entries(SUNS)) {
  console.log(`\n${name}`);
  for (const k of ['feed tithi', 'feed karana', 'feed yoga']) {
    const e = records.filter((r) => r.kind === k).map((r) => (solve(k.slice(5), r.jd, fn) - r.jd) * 86400);
    console.log(`  ${k.padEnd(12)} n=${e.length} ${fmt(stats(e))}`);
  }
}
if (process.env.DETAIL) {
  const fn = SUNS['SE (DE431) apparent'];
  for (const k of ['feed tithi', 'feed yoga', 'feed karana']) {
    const rows = records.filter((r) => r.kind === k).map((r) => ({ jd: r.jd, e: (solve(k.slice(5), r.jd, fn) - r.jd) * 86400 }));
    const hist = new Array(13).fill(0);
    for (const r of rows) hist[Math.max(0, Math.min(12, Math.floor((r.e + 32.5) / 5)))]++;
    console.log(k, 'hist 5s bins from -32.5:', hist.join(' '));
    for (const r of rows.filter((x) => Math.abs(x.e) >= 30)) console.log('   ', new Date((r.jd - 2440587.5) * 864e5).toISOString(), r.e.toFixed(1));
  }
}
if (process.env.SCAN) {
  const se = SUNS['SE (DE431) apparent'];
  for (const d of [0, 0.4, 0.6, 0.8, 1.0, 1.2, 1.5]) {
    const fn = (tt) => se(tt) + d / 3600;
    const line = ['feed tithi', 'feed yoga', 'feed karana'].map((k) => {
      const e = records.filter((r) => r.kind === k).map((r) => (solve(k.slice(5), r.jd, fn) - r.jd) * 86400);
      return `${k.slice(5)} ${stats(e).within.toFixed(2)} (${stats(e).mean.toFixed(1)})`;
    });
    console.log(`δsun ${d}″: ${line.join('  ')}`);
  }
}
