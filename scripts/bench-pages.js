#!/usr/bin/env node
/**
 * The day page's cost (issue 22; figures, not gates): server response time of GET /panchang through
 * the embedded gateway (the built one: `npm run build` first), one request at a time on loopback, for
 * distinct dates (every packet computed for the first time: daily, month grid with its festival
 * markers, comments) and for one repeated URL; and the page's total transfer without images (the HTML,
 * /assets/pages.css and /assets/pages.js, uncompressed). Targets: p50 ≤ 50 ms, ≤ 150 KB.
 *
 *   node scripts/bench-pages.js [--requests 60] [--port 18291]
 */
'use strict';
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { option: arg } = require('./lib/cli');

const root = path.resolve(__dirname, '..');
const requests = Number(arg('requests', 60));
const port = Number(arg('port', 18291));
const base = `http://127.0.0.1:${port}`;
const PLACE = 'lat=28.6139&lng=77.209&tz=Asia%2FKolkata';

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/ready`)).status === 200) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the gateway did not become ready');
}

const OPERATOR_KEY = 'bench-pages-operator-key-0123456789abcdef';

async function timed(url, headers = {}) {
  const t0 = performance.now();
  const res = await fetch(base + url, { headers });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${body.slice(0, 200)}`);
  return { ms, bytes: Buffer.byteLength(body) };
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (xs) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pj-bench-pages-'));
  const child = spawn(process.execPath, [path.join(root, 'dist/apps/gateway/main.js')], {
    env: {
      ...process.env,
      NATS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
      TIER_RATE_LIMITS: 'discovery=1000000',
      TIER_BURST_LIMITS: 'discovery=1000000',
      SVC_BOOTSTRAP_OPERATOR_KEY: OPERATOR_KEY,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitReady();
    await timed(`/panchang?${PLACE}&date=2023-06-01`); // warm-up: first use of every handler
    const distinct = [];
    for (let i = 0; i < requests; i++) {
      // a new date each time, walking through 2024 (a new month every ~6 requests)
      const date = new Date(Date.UTC(2024, 0, 1 + i * 5)).toISOString().slice(0, 10);
      distinct.push((await timed(`/panchang?${PLACE}&date=${date}`)).ms);
    }
    const repeated = [];
    for (let i = 0; i < requests; i++) repeated.push((await timed(`/panchang?${PLACE}&date=2024-01-21`)).ms);
    // the packets the page is made of, as the API answers them (operator key: /panchang/daily and /month are reserved)
    const op = { authorization: `Bearer ${OPERATOR_KEY}` };
    const parts = { daily: [], month: [], comments: [] };
    for (let i = 0; i < requests; i++) {
      const date = new Date(Date.UTC(2025, 0, 1 + i * 5)).toISOString().slice(0, 10);
      parts.daily.push((await timed(`/panchang/daily?${PLACE}&date=${date}`, op)).ms);
      parts.month.push((await timed(`/panchang/month?${PLACE}&ym=${date.slice(0, 7)}`, op)).ms);
      parts.comments.push((await timed(`/panchang/comments?page_key=%2Fpanchang%3Fdate%3D${date}`)).ms);
    }
    const page = await timed(`/panchang?${PLACE}&date=2024-01-21`);
    const css = await timed('/assets/pages.css');
    const js = await timed('/assets/pages.js');
    const total = page.bytes + css.bytes + js.bytes;
    console.log(`GET /panchang embedded, ${requests} requests one at a time:`);
    console.log(`  distinct dates (first computation): ${fmt(distinct)}`);
    console.log(`  one repeated URL:                   ${fmt(repeated)}`);
    console.log('its packets through the API (distinct dates of 2025):');
    for (const [k, xs] of Object.entries(parts)) console.log(`  ${k.padEnd(9)} ${fmt(xs)}`);
    console.log(
      `page transfer (uncompressed, no images): HTML ${(page.bytes / 1024).toFixed(1)} KB + CSS ${(css.bytes / 1024).toFixed(1)} KB` +
        ` + JS ${(js.bytes / 1024).toFixed(1)} KB = ${(total / 1024).toFixed(1)} KB (target ≤ 150 KB)`,
    );
    console.log(
      `load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
