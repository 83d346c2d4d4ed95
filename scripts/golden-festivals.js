#!/usr/bin/env node
/**
 * Drik Panchang's New Delhi festival listing 1900–2050 (festivals/drik-new-delhi-1900-2050.jsonl.gz)
 * and the month grids' per-day vrat events (Pradosh, Sankashti, named Purnima/Amavasya…) against
 * the observance engine: agreement per observance and every miss with its evidence.
 *
 *   npm run build && node scripts/golden-festivals.js [reference dir] [--years 1990-2030] [--misses N] [--grid]
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(root, 'dist');
const { agreement, formatTable, yearObservances } = require(path.join(dist, 'libs/calendar/test/golden'));

const args = process.argv.slice(2);
const dir =
  args.find((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--'))) ||
  [path.resolve(root, '../shared/reference'), path.resolve(root, '../../shared/reference')].find((d) =>
    fs.existsSync(d),
  );
const opt = (k, d) => {
  const i = args.indexOf(k);
  return i >= 0 ? args[i + 1] : d;
};
const [y0, y1] = opt('--years', '1900-2050').split('-').map(Number);
const maxMisses = Number(opt('--misses', '400'));
const withGrid = args.includes('--grid') || !args.includes('--no-grid');

const lines = (f) =>
  zlib
    .gunzipSync(fs.readFileSync(f))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const fest = lines(path.join(dir, 'festivals/drik-new-delhi-1900-2050.jsonl.gz')).map((r) => ({
  name: r.festival,
  date: r.date,
  year: r.year,
}));
const GRID_NAMES =
  /Pradosh Vrat$|Sankashti$|^Sakat Chauth$|Purnima$|Amavasya$|^Somavati Amavasya$|^Vat Purnima Vrat$|^(Gangaur|Sita Navami|Parashurama Jayanti|Narasimha Jayanti|Shani Jayanti|Ganga Saptami|Kajari Teej|Rishi Panchami|Vamana Jayanti|Kalki Jayanti|Govatsa Dwadashi|Labh Panchami|Akshaya Navami|Vaikuntha Chaturdashi|Kalabhairav Jayanti|Champa Shashthi|Bhishma Ashtami|Sheetala Ashtami|Ranga Panchami|Phulera Dooj|Mauni Amavas|Narada Jayanti|Jivitputrika Vrat|Yamuna Chhath|Gopashtami|Hala Shashthi|Bahula Chaturthi|Varaha Jayanti|Matsya Jayanti|Kurma Jayanti|Lakshmi Panchami|Swaminarayan Jayanti|Kokila Vrat|Kansa Vadh|Vishwakarma Puja|Saraswati Avahan|Magha Navratri|Ashadha Navratri|Durga Visarjan)$/;
const grid = [];
if (withGrid) {
  for (const f of fs
    .readdirSync(path.join(dir, 'drik-grid'))
    .filter((x) => x.endsWith('.gz'))
    .sort()) {
    for (const r of lines(path.join(dir, 'drik-grid', f)))
      for (const e of r.events || [])
        if (GRID_NAMES.test(e)) grid.push({ name: e, date: r.date, year: Number(r.date.slice(0, 4)) });
  }
}
const refYears = new Set(fest.map((r) => r.year));
const ours = new Map();
const t0 = Date.now();
let pass = 0;
for (let y = y0; y <= y1; y++) {
  if (!refYears.has(y)) continue;
  const t = Date.now();
  ours.set(y, yearObservances(y));
  pass = Math.max(pass, Date.now() - t);
}
const elapsed = Date.now() - t0;
const show = (title, ref) => {
  const { rows, misses } = agreement(ref, ours, { extras: true });
  console.log(`\n## ${title} (${y0}–${y1}, ${ours.size} years)\n`);
  console.log(formatTable(rows, true));
  console.log(`\n### misses (${misses.length}${misses.length > maxMisses ? `, first ${maxMisses}` : ''})\n`);
  for (const m of misses.slice(0, maxMisses))
    console.log(`- ${m.name} ${m.year}: Drik ${m.drik}, ours ${m.ours.join(', ') || 'none'} — ${m.evidence}`);
};
show('Drik festival listing', fest);
if (withGrid) show('Drik month-grid vrat events', grid);
console.log(`\n${ours.size} years computed in ${elapsed} ms (slowest year ${pass} ms, every rule and variant)`);
