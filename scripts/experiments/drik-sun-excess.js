#!/usr/bin/env node
/**
 * Research script (issue 3): how far is Drik Panchang's Sun from Swiss Ephemeris' apparent Sun?
 * Tithi and karana ends depend on Moon − Sun, yoga ends on Moon + Sun − 2·ayanamsa, nakshatra ends
 * on Moon − ayanamsa (fixed by the 47 643 grid ends). A Sun offset x (arcseconds) moves a tithi or
 * karana end by +x/rate and a yoga end by −x/rate, and leaves nakshatra ends alone. The script
 * recomputes every end of Drik's 2023 feed under `drik` with x = 0 and scans x, counting the ends
 * within Drik's ±30 s rounding as served (rounded to the second), for the whole year and for each
 * half-year alone, then shows the feed's 12 sankrantis (not used by the fit).
 *
 *   npm run build && node scripts/experiments/drik-sun-excess.js
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const root = path.resolve(__dirname, '../..');
const P = require(path.join(root, 'dist/libs/panchang/src'));
const E = require(path.join(root, 'dist/libs/ephemeris/src'));

const feed = JSON.parse(
  zlib.gunzipSync(fs.readFileSync(path.join(root, 'test/fixtures/golden/drik-daily/calendar_feed_2023.json.gz'))),
);
const publishedJd = (local, tz) => E.instantFromLocal(local.slice(0, 10), local.slice(11, 16), tz).instant.jdUt;
/** The drik sampler with the Sun excess set to `arcsec` (the script's only departure from the library). */
function sampler(arcsec) {
  const s = new P.SunMoonSampler('lahiri', 'drik');
  s.rules = { ...s.rules, sunOffsetDeg: arcsec / 3600 };
  return s;
}
const base = sampler(0);
const FIELDS = { tithi: -1, karana: -1, yoga: 1, nakshatra: 0 }; // sign of the Sun in the angle

const ends = {};
for (const f of Object.keys(FIELDS)) {
  ends[f] = [];
  for (const day of feed) {
    for (const item of day[f]) {
      if (!item.upto) continue;
      const u = publishedJd(item.upto, day.tz);
      const [span] = P.elementSpans(base, f, u - 1 / 24, u - 1 / 24);
      const a = base.at(span.endJdUt);
      const rateDegPerDay =
        f === 'nakshatra' ? a.moonSpeedDegPerDay : a.moonSpeedDegPerDay + FIELDS[f] * a.sunSpeedDegPerDay;
      ends[f].push({ date: day.date, e: (span.endJdUt - u) * 86400, rateArcsecPerS: (rateDegPerDay * 3600) / 86400 });
    }
  }
}
const misses = (f, x, keep) => {
  const rows = ends[f].filter(keep);
  const out = rows.filter((r) => Math.abs(Math.round(r.e - (FIELDS[f] * x) / r.rateArcsecPerS)) > 30).length;
  return `${out}/${rows.length}`;
};
console.log("Sun excess x: ends outside Drik's ±30 s (as served), whole 2023 | January–June | July–December");
for (let i = 0; i <= 14; i++) {
  const x = i / 10;
  const cols = ['tithi', 'karana', 'yoga', 'nakshatra'].map(
    (f) =>
      `${f} ${misses(f, x, () => true).padStart(7)} ${misses(f, x, (r) => r.date < '2023-07').padStart(7)} ${misses(f, x, (r) => r.date >= '2023-07').padStart(7)}`,
  );
  console.log(`x = ${x.toFixed(1)}″  ${cols.join('   ')}`);
}
for (const f of ['tithi', 'karana', 'yoga', 'nakshatra']) {
  const es = ends[f].map((r) => r.e);
  const mean = es.reduce((a, b) => a + b, 0) / es.length;
  const sd = Math.sqrt(es.reduce((a, b) => a + (b - mean) ** 2, 0) / es.length);
  console.log(`${f}: mean e (x = 0) ${mean.toFixed(2)} s ± ${(sd / Math.sqrt(es.length)).toFixed(2)} s`);
}
console.log('sankrantis (sun-sign ends) of the feed, e = ours − Drik, s: x = 0 | x = 0.5″');
for (const day of feed) {
  for (const item of day.sun_sign) {
    if (!item.upto) continue;
    const u = publishedJd(item.upto, day.tz);
    const e = [0, 0.5].map((x) => {
      const s = sampler(x).sunSidereal(u);
      const lon = ((s.deg % 360) + 360) % 360;
      return (((Math.round(lon / 30) * 30 - lon) / s.rateDegPerDay) * 86400).toFixed(1);
    });
    console.log(`  ${item.upto} ${item.name.padEnd(11)} ${e.join(' | ')}`);
  }
}
