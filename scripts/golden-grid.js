#!/usr/bin/env node
/**
 * The whole Drik Panchang month grid, New Delhi 1900–2050 (~49 700 days), against our month
 * grid (one /panchang/month computation per month, default drik convention): sunrise and sunset
 * (published to the minute), tithi at sunrise and the lunar day numbers, nakshatra and moon sign
 * at sunrise with their ends, amanta month, adhika flag, and on header days the Shaka year and
 * samvatsara. Prints max and mean error per field and every discrete disagreement with how far
 * our nearest boundary is from sunrise. `npm test` runs a 3 000-day sample of the same data
 * (libs/panchang/test/daily-grid.spec.ts); this is the whole of it.
 *
 *   npm run build && node scripts/golden-grid.js <reference>/drik-grid [lat lng [convention]]
 *
 * The grid pages state no coordinates; Drik names the place by GeoNames id 1261481, whose point
 * 28.63576, 77.22445 is the default here (the reference set states 28.6139, 77.2090: with Drik's
 * sunrise model there 93.7 % of sunrises fall within ±30 s, at the GeoNames point 99.2 % as served).
 * `lat lng` computes at another point. `convention`
 * (default drik) selects the Panchang convention, e.g. drik_de431 (the Swiss Ephemeris Moon instead of Drik's Meeus ch. 47 Moon).
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { monthGrid, dailyDay, presentDailyCore } = require(path.join(root, 'dist/libs/panchang/src'));
/** The /panchang/daily core body of one day at the run's place and convention. */
const dayWire = (date) =>
  presentDailyCore(
    dailyDay({ date, lat: LAT, lng: LNG, tz: 'Asia/Kolkata', ayanamsa: 'lahiri', convention: CONVENTION }).day,
  );
const { jdUtOfLocalIso } = require(path.join(root, 'dist/libs/ephemeris/src'));
const { drikGrid } = require('./lib/drik-grid');

const dir = process.argv[2] || path.resolve(root, '../shared/reference/drik-grid');
// Drik's own New Delhi: GeoNames 1261481 (its pages name the place by that id)
const LAT = process.argv[3] === undefined ? 28.63576 : Number(process.argv[3]);
const LNG = process.argv[4] === undefined ? 77.22445 : Number(process.argv[4]);
const CONVENTION = process.argv[5] || 'drik';
if (!(Math.abs(LAT) <= 90 && Math.abs(LNG) <= 180)) {
  console.error(`bad coordinates: ${process.argv[3]} ${process.argv[4]}`);
  process.exit(2);
}
if (!fs.existsSync(dir)) {
  console.error(`no grid directory at ${dir}: pass the reference set's drik-grid folder`);
  process.exit(2);
}
const SPELLING = { Dhanishtha: 'Dhanishta', Ashwina: 'Ashwin' };
const canonical = (n) => SPELLING[n] ?? n;
const seconds = (iso) => (jdUtOfLocalIso(iso) - 2440587.5) * 86400;
const { DateTime } = require('luxon');
/** Drik's local minute at New Delhi (historical offsets from the zone database: +05:21:10 before 1906, +06:30 in 1942–45). */
const published = (local) => DateTime.fromISO(local, { zone: 'Asia/Kolkata' }).toSeconds();

const records = drikGrid(dir);
const byMonth = new Map();
for (const r of records) {
  const ym = r.date.slice(0, 7);
  if (!byMonth.has(ym)) byMonth.set(ym, []);
  byMonth.get(ym).push(r);
}

const errors = { sunrise: [], sunset: [], nakshatra_end: [], moonsign_end: [] };
const mismatches = [];
const counts = {
  days: 0,
  tithi: 0,
  lunar_days: 0,
  nakshatra: 0,
  moonsign: 0,
  amanta: 0,
  adhika: 0,
  headers: 0,
  shaka: 0,
};
const t = Date.now();
for (const [ym, recs] of byMonth) {
  const grid = monthGrid({
    ym,
    lat: LAT,
    lng: LNG,
    tz: 'Asia/Kolkata',
    ayanamsa: 'lahiri',
    convention: CONVENTION,
  }).body;
  const rows = new Map(grid.days.map((d) => [d.date, d]));
  for (const r of recs) {
    const row = rows.get(r.date);
    counts.days++;
    /** Counts an agreement of `field`, else records the disagreement; returns whether they agree. */
    const check = (field, drik, ours, agree = drik === ours) => {
      if (agree) counts[field]++;
      else mismatches.push({ date: r.date, field, drik, ours, sunrise: row.sunrise });
      return agree;
    };
    if (row.sunrise && r.sunrise?.local) errors.sunrise.push(seconds(row.sunrise) - published(r.sunrise.local));
    if (row.sunset && r.sunset?.local) errors.sunset.push(seconds(row.sunset) - published(r.sunset.local));
    check('tithi', r.tithi_at_sunrise.index, row.tithi.number);
    check('lunar_days', r.lunar_day_numbers.values.join(','), row.lunar_day_numbers.join(','));
    const nakshatra = row.nakshatra.name === canonical(r.nakshatra.name_full);
    if (check('nakshatra', r.nakshatra.name_full, row.nakshatra.name, nakshatra) && r.nakshatra.upto)
      errors.nakshatra_end.push(seconds(row.nakshatra.end) - published(r.nakshatra.upto));
    if (check('moonsign', r.moon_sign.name, row.moonsign.name) && r.moon_sign.upto)
      errors.moonsign_end.push(seconds(row.moonsign.end) - published(r.moon_sign.upto));
    const drikAdhika = r.page_header
      ? r.page_header.adhika
      : r.adhika_masa_day || (r.grid_classes || []).includes('dpHolidayLeaped');
    check('adhika', drikAdhika, row.lunar_month.amanta.adhika);
    if (r.page_header) {
      counts.headers++;
      const amanta = row.lunar_month.amanta.name === canonical(r.page_header.amanta_month);
      check('amanta', r.page_header.amanta_month, row.lunar_month.amanta.name, amanta);
      const b = dayWire(r.date);
      check(
        'shaka',
        `${r.page_header.shaka_year} ${r.page_header.shaka_samvatsara}`,
        `${b.samvat.shaka.year} ${b.samvat.shaka.samvatsara.name}`,
      );
    }
  }
}
console.log(
  `Drik grid New Delhi (computed at ${LAT}, ${LNG}, convention ${CONVENTION}): ${counts.days} days, ${byMonth.size} months in ${((Date.now() - t) / 1000).toFixed(1)} s`,
);
for (const [k, v] of Object.entries(errors)) {
  const abs = v.map(Math.abs);
  const within = (s) => ((100 * abs.filter((x) => x <= s).length) / v.length).toFixed(2);
  console.log(
    `${k.padEnd(14)} n=${v.length}  max|e| ${Math.max(...abs).toFixed(0)} s  mean|e| ${(abs.reduce((a, b) => a + b, 0) / v.length).toFixed(1)} s  ` +
      `mean e ${(v.reduce((a, b) => a + b, 0) / v.length).toFixed(1)} s  within ±30 s ${within(30)}%  within ±60 s ${within(60)}%`,
  );
}
console.log(
  `exact: tithi ${counts.tithi}/${counts.days}, lunar days ${counts.lunar_days}/${counts.days}, nakshatra ${counts.nakshatra}/${counts.days}, ` +
    `moon sign ${counts.moonsign}/${counts.days}, adhika ${counts.adhika}/${counts.days}, amanta month ${counts.amanta}/${counts.headers}, Shaka year+samvatsara ${counts.shaka}/${counts.headers}`,
);
for (const m of mismatches) {
  // how close our nearest boundary of that element is to a sunrise of the day
  const b = dayWire(m.date);
  const spans = { tithi: b.tithi, lunar_days: b.tithi, nakshatra: b.nakshatra, moonsign: b.moonsign }[m.field] ?? [];
  const edges = [seconds(b.hindu_day.start), seconds(b.hindu_day.end)];
  const nearest = Math.min(
    ...spans.flatMap((x) => [x.start, x.end]).flatMap((iso) => edges.map((e) => Math.abs(seconds(iso) - e))),
  );
  console.log(
    `disagreement ${m.date} ${m.field}: Drik ${m.drik}, ours ${m.ours}; our nearest boundary ${nearest.toFixed(0)} s from a sunrise`,
  );
}
