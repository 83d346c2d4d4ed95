#!/usr/bin/env node
/**
 * In-process benchmark of the daily Panchang (issue 3): full daily packets for 365 consecutive
 * days at New Delhi, the month grid for the 12 months of the same year, and, in the same run on
 * the same days, the peer package @ishubhamx/panchangam-js (getPanchangam). Figures, not
 * pass/fail. Ours and the peer are timed in alternating blocks, two rounds, the better reported. New moons and sankrantis are
 * memoised process-wide (libs/panchang/src/daily/span-memo.ts), as in a running service. Needs
 * `npm run build`.
 *
 *   node scripts/bench-daily.js [--year 2024]
 */
'use strict';
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { dailyPacket, monthGrid } = require(path.join(root, 'dist/libs/panchang/src'));
const { getPanchangam, Observer } = require('@ishubhamx/panchangam-js');

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const year = Number(arg('year', 2024));
const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', ayanamsa: 'lahiri' };

const dates = [];
for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) dates.push(new Date(t).toISOString().slice(0, 10));

function timeEach(items, fn) {
  const ms = [];
  for (const x of items) {
    const t = process.hrtime.bigint();
    fn(x);
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], p95: ms[Math.floor(ms.length * 0.95)], total: ms.reduce((a, b) => a + b, 0) };
}

function main() {
  const observer = new Observer(DELHI.lat, DELHI.lng, 0);
  // the peer's day: a Date inside the local day (06:30 UTC = 12:00 IST), IST offset in minutes
  const peer = (date) => getPanchangam(new Date(`${date}T06:30:00Z`), observer, { timezoneOffset: 330 });
  const ours = (date) => dailyPacket({ date, ...DELHI });
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

  // warm-up, one whole pass of each: addon load, ephemeris file cache, JIT (V8 keeps optimising for
  // ~1 000 packets), and the memo of the year's new moons and sankrantis — the steady state of a
  // running service. The figures below are that steady state.
  for (const d of dates) {
    ours(d);
    peer(d);
  }
  for (const ym of months) monthGrid({ ym, ...DELHI });

  // two rounds, each timing all days of ours, then all days of the peer (blocks, so that neither
  // pays for the other's garbage collection); the better round of each is reported
  const rounds = [0, 1].map(() => ({ ours: timeEach(dates, ours), peer: timeEach(dates, peer) }));
  const best = (k) => rounds.map((r) => r[k]).sort((x, y) => x.median - y.median)[0];
  const a = best('ours');
  const b = best('peer');
  const m = timeEach(months, (ym) => monthGrid({ ym, ...DELHI }));
  console.log(`Daily Panchang in-process, New Delhi, ${dates.length} days of ${year}, node ${process.version}`);
  const row = (label, r) => console.log(`${label.padEnd(44)} median ${r.median.toFixed(3).padStart(7)} ms   p95 ${r.p95.toFixed(3).padStart(7)} ms   total ${r.total.toFixed(0).padStart(5)} ms`);
  row('ours: dailyPacket (full packet)', a);
  row('ours: monthGrid (one month)', m);
  row('peer: @ishubhamx/panchangam-js getPanchangam', b);
  console.log(`speed-up (peer median / ours median): ${(b.median / a.median).toFixed(1)}×`);
}

main();
