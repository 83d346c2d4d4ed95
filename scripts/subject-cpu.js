#!/usr/bin/env node
/**
 * Measurement (figures, not pass/fail): how long each subject's handler holds the CPU, which decides the
 * CPU-heavy subjects that embedded mode serves from its process pool (libs/contracts/src/cpu-heavy.ts).
 * Starts the built embedded gateway in this process with the pool off and times every dispatch on the
 * in-process bus (wall and CPU ms), while calling each GET route of the OpenAPI document three ways: with
 * its examples; with every range parameter at its documented maximum; and that at Tromsø (69.65° N).
 * Needs `npm run build`. Prints one line per subject, the slowest first, with the worst request's packet.
 *
 *   node scripts/subject-cpu.js
 */
'use strict';
require('reflect-metadata');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { InProcessBus } = require(path.join(root, 'dist/platform/src'));
const { parseConfig } = require(path.join(root, 'dist/libs/config/src'));
const { createGateway, listen } = require(path.join(root, 'dist/apps/gateway/bootstrap'));

/** Parameters that are coordinates or clock fields, not ranges of work. */
const NOT_A_RANGE = /^(lat|lng|elevation|hour|minute|second|time)/;
const OPERATOR_KEY = 'measure-operator-key-0123456789abcdef';
const RAISED = 'public_read=100000,public_compute=100000,public_extended=100000,discovery=100000';

const bySubject = new Map();
const subscribe = InProcessBus.prototype.subscribe;
InProcessBus.prototype.subscribe = function (subject, dispatch) {
  return subscribe.call(this, subject, async (s, wire) => {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const reply = await dispatch(s, wire);
    const wallMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const row = bySubject.get(s) ?? { calls: 0, wallMs: 0, cpuMs: 0, worst: '' };
    row.calls++;
    if (wallMs > row.wallMs) Object.assign(row, { wallMs, worst: wire.slice(0, 200) });
    row.cpuMs = Math.max(row.cpuMs, (cpu.user + cpu.system) / 1000);
    bySubject.set(s, row);
    return reply;
  });
};

function variantsOf(parameters) {
  const examples = new URLSearchParams();
  const ranges = [];
  for (const p of parameters ?? []) {
    if (p.in !== 'query') continue;
    const s = p.schema ?? {};
    const value = p.example ?? s.example ?? s.default ?? s.enum?.[0] ?? s.minimum;
    if ((p.required || p['x-required-by-default']) && value !== undefined) examples.set(p.name, String(value));
    if (typeof s.maximum === 'number' && !NOT_A_RANGE.test(p.name)) ranges.push([p.name, s.maximum]);
  }
  if (ranges.length === 0) return [examples];
  const widest = new URLSearchParams(examples);
  for (const [name, max] of ranges) widest.set(name, String(max));
  const variants = [examples, widest];
  if (widest.has('lat')) {
    const polar = new URLSearchParams(widest);
    polar.set('lat', '69.65');
    polar.set('lng', '18.96');
    variants.push(polar);
  }
  return variants;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'subject-cpu-'));
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    EMBEDDED_POOL_PROCESSES: '0',
    SVC_BOOTSTRAP_OPERATOR_KEY: OPERATOR_KEY,
    DATABASE_URL: `file:${path.join(dir, 'm.db')}`,
    TIER_RATE_LIMITS: RAISED,
    TIER_BURST_LIMITS: RAISED,
    TIER_DEADLINES_S: 'public_read=120,public_compute=120,public_extended=120',
  });
  const gateway = await createGateway(config);
  const base = (await listen(gateway, config)).replace('[::1]', '127.0.0.1');
  const headers = { authorization: `Bearer ${OPERATOR_KEY}` };
  const doc = await (await fetch(`${base}/api-docs/openapi.json`)).json();
  for (const [route, ops] of Object.entries(doc.paths)) {
    if (!ops.get || route.includes('{')) continue;
    for (const query of variantsOf(ops.get.parameters)) {
      const res = await fetch(`${base}${route}${query.size ? `?${query}` : ''}`, { headers });
      await res.arrayBuffer();
    }
  }
  const rows = [...bySubject.entries()].sort((a, b) => b[1].wallMs - a[1].wallMs);
  for (const [subject, r] of rows)
    console.log(
      `${subject.padEnd(40)} calls ${String(r.calls).padStart(2)}  worst ${r.wallMs.toFixed(0).padStart(5)} ms` +
        ` (cpu ${r.cpuMs.toFixed(0).padStart(5)} ms)  ${r.wallMs > 50 ? r.worst : ''}`,
    );
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
