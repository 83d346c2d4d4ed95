#!/usr/bin/env node
/**
 * In-process benchmark of the daily Panchang (issue 3): full daily packets for 365 consecutive
 * days at New Delhi, the month grid for the 12 months of the same year, and, in the same run on
 * the same days, the peer package @ishubhamx/panchangam-js (getPanchangam). Figures, not
 * pass/fail. Two figures: each day's first computation (the one to compare), and repeated days,
 * where our bounded memos (new moons and sankrantis, Sun/Moon samples, sunrises, zone offsets)
 * answer most of the packet, as in a running service asked for the same days again. Needs
 * `npm run build`.
 *
 *   node scripts/bench-daily.js [--year 2024]
 */
'use strict';
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { dailyPacket, monthGrid } = require(path.join(root, 'dist/libs/panchang/src'));
const { getPanchangam, Observer } = require('@ishubhamx/panchangam-js');
const { option: arg } = require('./lib/cli');

const year = Number(arg('year', 2024));
const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', ayanamsa: 'lahiri' };

const dates = [];
for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000)
  dates.push(new Date(t).toISOString().slice(0, 10));

function timeEach(items, fn) {
  const ms = [];
  for (const x of items) {
    const t = process.hrtime.bigint();
    fn(x);
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return {
    median: ms[Math.floor(ms.length / 2)],
    p95: ms[Math.floor(ms.length * 0.95)],
    total: ms.reduce((a, b) => a + b, 0),
  };
}

function main() {
  const observer = new Observer(DELHI.lat, DELHI.lng, 0);
  // the peer's day: a Date inside the local day (06:30 UTC = 12:00 IST), IST offset in minutes
  const peer = (date) => getPanchangam(new Date(`${date}T06:30:00Z`), observer, { timezoneOffset: 330 });
  const ours = (date) => dailyPacket({ date, ...DELHI });
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

  // warm-up on the three years before: addon load, ephemeris file cache, JIT (V8 keeps optimising
  // for ~1 000 packets). The measured year's days are not computed in it.
  for (let y = year - 3; y < year; y++) {
    for (let t = Date.UTC(y, 0, 1); t < Date.UTC(y + 1, 0, 1); t += 86_400_000) {
      const d = new Date(t).toISOString().slice(0, 10);
      ours(d);
      peer(d);
    }
  }
  // 1. first computation of each day (the figure to compare): every day of the year once, in
  //    order, so a packet reuses only what the previous day's left in the bounded memos (new moons
  //    and sankrantis, the samples and sunrises it shares with its neighbour) — a service answering
  //    a stream of new days. The peer has no memo: its first pass is like any other.
  const first = { ours: timeEach(dates, ours), peer: timeEach(dates, peer) };
  // 2. repeated days: two more rounds, each all days of ours then all of the peer (blocks, so that
  //    neither pays for the other's garbage collection), the better round of each; ours then mostly
  //    hits its memos (samples, sunrises, zone offsets) — a service asked for the same days again.
  const rounds = [0, 1].map(() => ({ ours: timeEach(dates, ours), peer: timeEach(dates, peer) }));
  const best = (k) => rounds.map((r) => r[k]).sort((x, y) => x.median - y.median)[0];
  const repeatOurs = best('ours');
  const repeatPeer = best('peer');
  const gridFirst = timeEach(
    months.map((ym) => ym.replace(String(year), String(year + 1))),
    (ym) => monthGrid({ ym, ...DELHI }),
  );
  const gridRepeat = timeEach(months, (ym) => monthGrid({ ym, ...DELHI }));
  console.log(`Daily Panchang in-process, New Delhi, ${dates.length} days of ${year}, node ${process.version}`);
  const row = (label, r) =>
    console.log(
      `${label.padEnd(62)} median ${r.median.toFixed(3).padStart(7)} ms   p95 ${r.p95.toFixed(3).padStart(7)} ms   total ${r.total.toFixed(0).padStart(5)} ms`,
    );
  row('ours: dailyPacket (full packet), first computation', first.ours);
  row(`ours: monthGrid (one month of ${year + 1}), first computation`, gridFirst);
  row('peer: @ishubhamx/panchangam-js getPanchangam', first.peer);
  console.log(
    `speed-up, first computation (peer median / ours median): ${(first.peer.median / first.ours.median).toFixed(1)}×`,
  );
  row('ours: dailyPacket, repeated days (memoised)', repeatOurs);
  row(`ours: monthGrid (one month of ${year}, its days computed before)`, gridRepeat);
  row('peer: getPanchangam, repeated days', repeatPeer);
  console.log(`speed-up, repeated days: ${(repeatPeer.median / repeatOurs.median).toFixed(1)}×`);
}

main();
