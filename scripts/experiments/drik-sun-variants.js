#!/usr/bin/env node
/**
 * Research script: which Sun explains Drik's 2023 tithi/yoga/karana ends? Meeus ch. 47 Moon + SE Δψ,
 * mean Lahiri + 24″, Drik ΔT = CCF97(integer year) − 0.4 s (drik-tau-floor.js); Sun variants below.
 *   node scripts/experiments/drik-sun-variants.js <reference>
 */
'use strict';
const swe = require('swisseph');
const A = require('astronomy-engine');
const R = require('./drik-residuals');
const { meeusMoonLongitude } = require('./meeus-moon');
const { meeusSunLongitude } = require('./meeus-sun');
const { ccf97 } = require('./drik-tau-models');

const yearF = (jd) => 2000 + (jd - 2451544.5) / 365.25;
const drikTt = (jd) => jd + (ccf97(Math.floor(yearF(jd))) - 0.4) / 86400; // valid 2020–2050
const nut = (tt) => swe.swe_calc(tt, swe.SE_ECL_NUT, 0).distance;
function nutation4(tt) {
  const T = (tt - 2451545) / 36525,
    r = Math.PI / 180;
  const om = (125.04452 - 1934.136261 * T) * r,
    ls = (280.4665 + 36000.7698 * T) * r,
    lm = (218.3165 + 481267.8813 * T) * r;
  return (-17.2 * Math.sin(om) - 1.32 * Math.sin(2 * ls) - 0.23 * Math.sin(2 * lm) + 0.21 * Math.sin(2 * om)) / 3600;
}
const seSun = (tt, fl) => swe.swe_calc(tt, swe.SE_SUN, swe.SEFLG_SWIEPH | swe.SEFLG_SPEED | fl);
const meeus25 = (tt, geometric) => meeusSunLongitude(tt, geometric).lonDeg;
const aeSun = (tt) => A.SunPosition(A.AstroTime.FromTerrestrialTime(tt - 2451545)).elon;
const SUNS = {
  'SE apparent (baseline)': (tt) => seSun(tt, 0).longitude,
  'SE apparent + FK5 −0.09033″': (tt) => seSun(tt, 0).longitude - 0.09033 / 3600,
  'SE no aberration': (tt) => seSun(tt, swe.SEFLG_NOABERR).longitude,
  'SE no light-time (TRUEPOS)': (tt) => seSun(tt, swe.SEFLG_TRUEPOS).longitude,
  'SE geometric − 20.4898″/R + Δψ': (tt) => {
    const s = seSun(tt, swe.SEFLG_TRUEPOS | swe.SEFLG_NOABERR);
    return s.longitude - 20.4898 / 3600 / s.distance;
  },
  'SE, nutation 4-term instead of SE Δψ': (tt) => seSun(tt, 0).longitude - nut(tt) + nutation4(tt),
  'SE, no nutation (mean equinox)': (tt) => seSun(tt, swe.SEFLG_NONUT).longitude,
  'Meeus ch. 25 apparent': (tt) => meeus25(tt, false),
  'Meeus ch. 25 geometric − 20.4898″ + SE Δψ': (tt) => meeus25(tt, true) - 20.4898 / 3600 + nut(tt),
  'astronomy-engine SunPosition (VSOP87, TT fed)': aeSun,
};
const ayan = (jd) => {
  swe.swe_set_sid_mode(swe.SE_SIDM_LAHIRI, 0, 0);
  return swe.swe_get_ayanamsa_ex_ut(jd, swe.SEFLG_SWIEPH | swe.SEFLG_NONUT).ayanamsa + 24 / 3600;
};
const STEP = { tithi: 12, karana: 6, yoga: 360 / 27, nakshatra: 360 / 27 };
function angle(kind, jd, sun, dSun) {
  const tt = drikTt(jd) + swe.swe_deltat(jd).delta * 0; // drikTt already TT (Drik ΔT replaces SE ΔT)
  const moon = meeusMoonLongitude(tt) + nut(tt);
  if (kind === 'nakshatra') return [moon - ayan(jd), 13.2];
  const s = sun(tt) + dSun / 3600;
  if (kind === 'yoga') return [moon + s - 2 * ayan(jd), 14.2];
  return [moon - s, 12.2];
}
function solve(kind, jdPub, sun, dSun) {
  const step = STEP[kind];
  const target = Math.round(angle(kind, jdPub, sun, dSun)[0] / step) * step;
  let jd = jdPub;
  for (let i = 0; i < 6; i++) {
    const [x, rate] = angle(kind, jd, sun, dSun);
    const d = R.norm(x - target) / rate;
    jd -= d;
    if (Math.abs(d) < 1e-9) break;
  }
  return jd;
}
const recs = R.feedRecords();
function run(name, sun, dSun = 0, quiet = false) {
  const out = {};
  for (const kind of ['tithi', 'karana', 'yoga', 'nakshatra']) {
    const e = recs.filter((r) => r.kind === 'feed ' + kind).map((r) => (solve(kind, r.jd, sun, dSun) - r.jd) * 86400);
    const s = R.stats(e);
    out[kind] = s;
  }
  if (!quiet)
    console.log(
      `${name.padEnd(48)} ` +
        Object.entries(out)
          .map(([k, s]) => `${k} ${s.within.toFixed(2)}% m${s.mean.toFixed(1)}`)
          .join('  '),
    );
  return out;
}
for (const [name, sun] of Object.entries(SUNS)) run(name, sun);
console.log('\nconstant offset added to the SE apparent Sun (″):');
for (const d of [-2, -1, -0.5, 0.5, 1, 1.5, 2, 3]) run(`  δ = ${d}″`, SUNS['SE apparent (baseline)'], d);
// karana ends at a tithi end (even multiple of 6°) vs mid-tithi (odd multiple)
{
  const sun = SUNS['SE apparent (baseline)'];
  const k = recs.filter((r) => r.kind === 'feed karana');
  for (const parity of [0, 1]) {
    const e = k
      .filter(
        (r) =>
          Math.round(angle('karana', r.jd, sun, 0)[0] / 6) % 2 === parity ||
          Math.round(angle('karana', r.jd, sun, 0)[0] / 6) % 2 === -parity,
      )
      .map((r) => (solve('karana', r.jd, sun, 0) - r.jd) * 86400);
    const s = R.stats(e);
    console.log(
      `karana ends at ${parity ? 'mid-tithi (odd 6°)' : 'tithi end (even 6°)'}: n ${s.n} within ${s.within.toFixed(2)}% mean ${s.mean.toFixed(2)} s`,
    );
  }
}
