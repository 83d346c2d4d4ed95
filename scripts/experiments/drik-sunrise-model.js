#!/usr/bin/env node
/**
 * Research script (issue 3, table 3): Drik Panchang's sunrise model. Every sunrise and sunset of
 * the Drik grid (New Delhi 1900–2050) against variants of one transit + half-day-arc model:
 *   event = local mean noon − E(t + shift) ∓ H0(δ(t)) / 360°,
 * with E the equation of time (Swiss Ephemeris' swe_time_equ or Smart's series, Meeus eq. 28.3),
 * δ the Sun's apparent declination (SE), H0 for the centre at −0°50′, and the place either the
 * reference set's 28.6139, 77.2090 or GeoNames' New Delhi (id 1261481, which Drik's pages name).
 * Prints the share within Drik's ±30 s rounding, mean e and max |e| (e = ours − published minute),
 * unrounded instants. Then the library's default (`civilDayRiseSet`, convention drik).
 *
 *   npm run build && node scripts/experiments/drik-sunrise-model.js <reference> [every-nth-day]
 */
'use strict';
const path = require('node:path');
const swe = require('swisseph');
const { DateTime } = require('luxon');
const root = path.resolve(__dirname, '../..');
const lib = require(path.join(root, 'dist/libs/ephemeris/src'));
const { drikGrid } = require('../lib/drik-grid');

const ref = process.argv[2] || path.resolve(root, '../shared/reference');
const every = Number(process.argv[3] || 1);
swe.swe_set_ephe_path(path.join(path.dirname(require.resolve('swisseph/package.json')), 'ephe'));
const jdOf = (local) => DateTime.fromISO(local, { zone: 'Asia/Kolkata' }).toSeconds() / 86400 + 2440587.5;
const RAD = Math.PI / 180;

const days = drikGrid(path.join(ref, 'drik-grid'))
  .filter((r) => r.sunrise?.local && r.sunset?.local)
  .map((r) => ({
    date: r.date,
    midnight: jdOf(`${r.date}T00:00`),
    rise: jdOf(r.sunrise.local),
    set: jdOf(r.sunset.local),
  }));
const sample = days.filter((_, i) => i % every === 0);

const REF = { lat: 28.6139, lng: 77.209 };
const GEONAMES = { lat: 28.63576, lng: 77.22445 };
const seE = (jd) => swe.swe_time_equ(jd).timeEquation; // days
const smartE = lib.smartEquationOfTimeDays;
const dec = (jd) => swe.swe_calc_ut(jd, swe.SE_SUN, swe.SEFLG_SWIEPH | swe.SEFLG_EQUATORIAL).declination * RAD;

/** The event of `kind` nearest local midnight + 6 h / + 18 h under variant v. */
function event(midnight, kind, v) {
  const sign = kind === 'rise' ? -1 : 1;
  const noon = Math.round(midnight + 0.5 + v.place.lng / 360) - v.place.lng / 360;
  const phi = v.place.lat * RAD;
  let t = noon + sign * 0.25;
  for (let i = 0; i < 8; i++) {
    const d = dec(t);
    const cosH =
      (Math.sin(lib.DRIK_SUN_ALTITUDE_DEG * RAD) - Math.sin(phi) * Math.sin(d)) / (Math.cos(phi) * Math.cos(d));
    t = noon - v.eot(t + v.shiftH / 24) + (sign * Math.acos(cosH)) / (2 * Math.PI);
  }
  return t;
}
const VARIANTS = {
  'reference point, SE equation of time at the event': { place: REF, eot: seE, shiftH: 0 },
  'GeoNames point, SE equation of time at the event (= SE centre at −50′)': { place: GEONAMES, eot: seE, shiftH: 0 },
  "GeoNames point, Smart's series at the event": { place: GEONAMES, eot: smartE, shiftH: 0 },
  'GeoNames point, SE equation of time at UT + λ/15 h': { place: GEONAMES, eot: seE, shiftH: GEONAMES.lng / 15 },
  "GeoNames point, Smart's series at UT + 5.5 h (zone offset)": { place: GEONAMES, eot: smartE, shiftH: 5.5 },
  "GeoNames point, Smart's series at UT + λ/15 h (the model)": {
    place: GEONAMES,
    eot: smartE,
    shiftH: GEONAMES.lng / 15,
  },
  "reference point, Smart's series at UT + λ/15 h": { place: REF, eot: smartE, shiftH: REF.lng / 15 },
};
const line = (e) => {
  const abs = e.map(Math.abs);
  return `${((100 * abs.filter((x) => x < 30).length) / e.length).toFixed(2).padStart(6)} %  mean ${(e.reduce((a, b) => a + b, 0) / e.length).toFixed(1).padStart(5)} s  max ${Math.max(
    ...abs,
  )
    .toFixed(1)
    .padStart(4)} s`;
};
console.log(`${sample.length} days`);
for (const [name, v] of Object.entries(VARIANTS)) {
  const er = sample.map((d) => (event(d.midnight, 'rise', v) - d.rise) * 86400);
  const es = sample.map((d) => (event(d.midnight, 'set', v) - d.set) * 86400);
  console.log(`${name}\n   sunrise ${line(er)}   sunset ${line(es)}`);
}
const place = { latDeg: GEONAMES.lat, lngDeg: GEONAMES.lng, elevationM: 0 };
const er = [],
  es = [];
for (const d of sample) {
  const day = lib.civilDayRiseSet(d.date, 'Asia/Kolkata', place, lib.DEFAULT_RISE_CONVENTION);
  er.push((day.sunrise.instant.jdUt - d.rise) * 86400);
  es.push((day.sunset.instant.jdUt - d.set) * 86400);
}
console.log(
  `library default (civilDayRiseSet, sunrise convention drik), GeoNames point\n   sunrise ${line(er)}   sunset ${line(es)}`,
);
