#!/usr/bin/env node
/**
 * Ekadashi golden check, whole reference range: Drik Panchang's New Delhi Ekadashi list 1900–2050
 * (Smarta, Gauna, Vaishnava; names) and the Madhva (Tatvavadi) tables 2017–2020 for 37 cities
 * (fast date, atirikta days, parana date and printed times), against libs/calendar's Ekadashi
 * module. Prints the agreement per observance and per name and lists every miss with its
 * evidence. The unit suite runs a sample of the same data (libs/calendar/src/ekadashi/ekadashi.golden.spec.ts).
 *
 *   npm run build && node scripts/golden-ekadashi.js [dir, default test/fixtures/golden/ekadashi] [--years=1900-2050] [--step=1]
 *   EKADASHI_BUILD=<root of another tsc output> selects a build other than dist/.
 */
'use strict';
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const build = process.env.EKADASHI_BUILD || path.join(root, 'dist');
const { ekadashisInRange } = require(path.join(build, 'libs/calendar/src/ekadashi'));
const { presentEkadashi, presentObservance } = require(path.join(build, 'libs/calendar/src/present/observance'));
const { atiriktaKindOf, readJsonLinesGz } = require(path.join(build, 'libs/calendar/test/ekadashi-golden'));
const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--')) || path.join(root, 'test/fixtures/golden/ekadashi');
const opt = (k, d) => (args.find((a) => a.startsWith(`--${k}=`)) || `--${k}=${d}`).split('=')[1];
const [y0, y1] = opt('years', '1900-2050').split('-').map(Number);
const step = Number(opt('step', '1'));
const lines = (f) => readJsonLinesGz(dir, f);

// ---------- Drik, New Delhi ----------
const drik = lines('drik-new-delhi-1900-2050.jsonl.gz');
const years = new Set();
for (let y = y0; y <= y1; y += step) years.add(String(y));
const refRows = drik.filter((r) => years.has(r.date.slice(0, 4)));
const refKeys = new Set(refRows.map((r) => `${r.date}|${r.observance}|${r.ekadashi}`));
const ours = new Map();
const t0 = Date.now();
let computedYears = 0;
for (const y of [...years].sort()) {
  if (!refRows.some((r) => r.date.startsWith(y))) continue; // years held back by the reference
  computedYears++;
  const days = (Date.UTC(+y + 1, 0, 1) - Date.UTC(+y, 0, 1)) / 86400000;
  for (const o of ekadashisInRange({ lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', fromDate: `${y}-01-01`, days }))
    ours.set(`${o.date}|${o.ekadashi.observance}|${o.name}`, o);
}
const ms = Date.now() - t0;
const per = {};
const perName = {};
const misses = [];
for (const r of refRows) {
  const k = `${r.date}|${r.observance}|${r.ekadashi}`;
  const ok = ours.has(k);
  const base = r.ekadashi.replace(/^(Gauna|Vaishnava) /, '');
  (per[r.observance] ??= [0, 0])[1]++;
  (perName[base] ??= [0, 0])[1]++;
  if (ok) {
    per[r.observance][0]++;
    perName[base][0]++;
  } else misses.push(r);
}
console.log(
  `Drik New Delhi: ${computedYears} years (${y0}-${y1} step ${step}), ${refRows.length} reference rows, ${ms} ms`,
);
console.log('agreement per observance:');
for (const [k, [a, n]] of Object.entries(per))
  console.log(`  ${k.padEnd(10)} ${a}/${n} (${((100 * a) / n).toFixed(2)}%)`);
console.log('agreement per name:');
for (const [k, [a, n]] of Object.entries(perName).sort()) console.log(`  ${k.padEnd(28)} ${a}/${n}`);
for (const r of misses) {
  const near = [...ours.values()].filter(
    (o) =>
      Math.abs(Date.parse(o.date) - Date.parse(r.date)) <= 3 * 86400000 &&
      o.name.endsWith(r.ekadashi.replace(/^(Gauna|Vaishnava) /, '')),
  );
  console.log(
    `MISS ${r.date} ${r.observance} ${r.ekadashi} (tithi at sunrise ${r.tithi_at_sunrise}); ours nearby: ${near.map((o) => `${o.date} ${o.ekadashi.observance} [${o.ekadashi.case}] ${o.evidence.decidedBy} | ${o.evidence.notes[1]}`).join(' ; ') || 'none'}`,
  );
}
const extras = [...ours.entries()].filter(([k]) => years.has(k.slice(0, 4)) && !refKeys.has(k));
const devutthana = extras.filter(([k]) => k.includes('|smarta|Devutthana'));
console.log(
  `extra (ours, not in the reference): ${extras.length}, of which ${devutthana.length} Smarta Devutthana (the reference's grid omits most Smarta Devutthana rows: it lists 31 of 136)`,
);
for (const [k, o] of extras)
  if (!k.includes('|smarta|Devutthana'))
    console.log(`EXTRA ${k} [${o.ekadashi.case}] ${o.evidence.decidedBy} | ${o.evidence.notes[1]}`);

// ---------- Madhva (Tatvavadi tables) ----------
const madhva = lines('tatvavadi-madhva.jsonl.gz');
const byPlace = new Map();
for (const r of madhva) {
  const k = `${r.place}|${r.lat}|${r.lng}|${r.tz}`;
  if (!byPlace.has(k)) byPlace.set(k, []);
  byPlace.get(k).push(r);
}
const m = {
  date: [0, 0],
  atirikta: [0, 0],
  paranaDate: [0, 0],
  paranaType: [0, 0],
  paranaTimes: [0, 0],
  paranaTimesExact: [0, 0],
};
const errs = [];
const mMiss = [];
const t1 = Date.now();
for (const [k, rows] of byPlace) {
  const [place, lat, lng, tz] = k.split('|');
  const dates = rows.map((r) => r.ekadashi_date).sort();
  const from = new Date(Date.parse(dates[0]) - 5 * 86400000).toISOString().slice(0, 10);
  const n = Math.round((Date.parse(dates[dates.length - 1]) - Date.parse(from)) / 86400000) + 6;
  // as the routes print them: the tables are local times
  const obs = ekadashisInRange({ lat: +lat, lng: +lng, tz, fromDate: from, days: n, tradition: 'madhva' }).map((o) => ({
    ...presentObservance(o, tz),
    ekadashi: presentEkadashi(o.ekadashi, tz),
  }));
  for (const r of rows) {
    m.date[1]++;
    const o = obs.find((x) => x.date === r.ekadashi_date);
    if (!o) {
      const near = obs.filter((x) => Math.abs(Date.parse(x.date) - Date.parse(r.ekadashi_date)) <= 3 * 86400000);
      mMiss.push(
        `MADHVA MISS ${place} ${r.ekadashi_date} (${r.ekadashi_name_raw}); ours ${near.map((x) => `${x.date} ${x.ekadashi.madhva_case}: ${x.evidence.decided_by} | ${x.evidence.notes[1]}`).join(' ; ') || 'none'}`,
      );
      continue;
    }
    m.date[0]++;
    const refAt = atiriktaKindOf(r.atirikta);
    const ourAt = o.ekadashi.extra_fast ? o.ekadashi.extra_fast.kind : null;
    m.atirikta[1]++;
    if (refAt === ourAt) m.atirikta[0]++;
    else mMiss.push(`MADHVA ATIRIKTA ${place} ${r.ekadashi_date}: table ${refAt}, ours ${ourAt}`);
    const p = o.ekadashi.parana;
    m.paranaDate[1]++;
    if (p.date === r.parana.date) m.paranaDate[0]++;
    else {
      mMiss.push(`MADHVA PARANA DATE ${place} ${r.ekadashi_date}: table ${r.parana.date}, ours ${p.date}`);
      continue;
    }
    const refType = r.parana.type.startsWith('standard') ? 'standard' : r.parana.type;
    const printed = o.ekadashi.parana_printed;
    m.paranaType[1]++;
    if (refType === printed) m.paranaType[0]++;
    else
      mMiss.push(
        `MADHVA PARANA TYPE ${place} ${r.ekadashi_date}: table ${refType} ${r.parana.raw}, ours ${printed} ${p.start.slice(11, 19)}–${p.end.slice(11, 19)}`,
      );
    // the tables print a start ("> hh:mm", or a window's start) rounded UP to the minute and an
    // end ("< hh:mm", a window's end) rounded DOWN, so the true instant lies in the printed minute
    // interval: start in (printed − 60 s, printed], end in [printed, printed + 60 s)
    const cmp = [];
    if (r.parana.start) cmp.push([r.parana.start, p.start, -60, 0]);
    if (r.parana.end) cmp.push([r.parana.end, p.end, 0, 60]);
    for (const [ref, our, lo, hi] of cmp) {
      m.paranaTimes[1]++;
      const d = (Date.parse(our) - Date.parse(`${ref}:00${our.slice(19)}`)) / 1000; // our instant − the printed minute (same offset)
      const outside = d < lo ? d - lo : d > hi ? d - hi : 0; // seconds outside the printed minute's interval
      errs.push(outside);
      if (process.env.GOLDEN_VERBOSE)
        console.log(
          `PT ${place} ${r.ekadashi_date} ${refType} ${ref === r.parana.start ? 'start' : 'end'} ${r.parana.raw} ${our} ${d.toFixed(0)}`,
        );
      if (outside === 0) m.paranaTimesExact[0]++;
      m.paranaTimesExact[1]++;
      if (Math.abs(outside) <= 60) m.paranaTimes[0]++;
      else
        mMiss.push(
          `MADHVA PARANA TIME ${place} ${r.ekadashi_date}: table ${r.parana.raw}, ours ${p.start.slice(11, 19)}–${p.end.slice(11, 19)} (${outside.toFixed(0)} s outside the printed minute)`,
        );
    }
  }
}
console.log(`\nMadhva (Tatvavadi tables, ${byPlace.size} places, ${madhva.length} rows, ${Date.now() - t1} ms)`);
for (const [k, [a, n]] of Object.entries(m))
  console.log(`  ${k.padEnd(12)} ${a}/${n} (${((100 * a) / Math.max(1, n)).toFixed(2)}%)`);
if (errs.length) {
  const s = [...errs].sort((a, b) => a - b);
  console.log(
    `  parana times: seconds outside the printed minute (paranaTimes: within 60 s of it; paranaTimesExact: inside it): min ${s[0].toFixed(0)}, median ${s[s.length >> 1].toFixed(0)}, max ${s[s.length - 1].toFixed(0)}`,
  );
}
for (const l of mMiss) console.log(l);
