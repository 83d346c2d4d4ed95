#!/usr/bin/env node
/**
 * A hung replica under load (issue 15, item 4): a private nats-server, the gateway and every
 * service from dist/ (two panchang-svc replicas), a closed loop of GET /sunrise on loopback, and
 * one replica SIGSTOPped for STOP_S seconds. Prints requests, throughput and p99 before, during
 * and after the stall.
 *
 *   npm run build && node scripts/sigstop-bench.js [--before-s 8] [--stop-s 10] [--after-s 8] [--concurrency 8]
 */
'use strict';
const { spawn } = require('node:child_process');
const { freePort, p99, startApp, waitReady } = require('./cluster-tools');
const { option } = require('./lib/cli');

const arg = (name, dflt) => Number(option(name, dflt));

const BEFORE_S = arg('before-s', 8);
const STOP_S = arg('stop-s', 10);
const AFTER_S = arg('after-s', 8);
const CONCURRENCY = arg('concurrency', 8);
/** Closed loop, so the count is bounded by time; this caps it anyway. */
const MAX_REQUESTS = 200_000;

const LIMITS = {
  TIER_RATE_LIMITS: 'public_read=1000000,public_compute=1000000,discovery=1000000',
  TIER_BURST_LIMITS: 'public_read=1000000,public_compute=1000000,discovery=1000000',
  TIER_MAX_IN_FLIGHT: 'public_read=10000',
};

async function main() {
  const natsPort = await freePort();
  const nats = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(natsPort)], { stdio: 'ignore' });
  const NATS_URL = `nats://127.0.0.1:${natsPort}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const children = [nats];
  const replicaA = startApp('panchang-svc', { NATS_URL, INSTANCE_ID: 'bench-a' });
  const replicaB = startApp('panchang-svc', { NATS_URL, INSTANCE_ID: 'bench-b' });
  children.push(replicaA, replicaB);
  for (const svc of ['jyotish-svc', 'calendar-svc', 'reports-svc', 'comments-svc'])
    children.push(startApp(svc, { NATS_URL, INSTANCE_ID: 'bench-1' }));
  children.push(startApp('gateway', { NATS_URL, PORT: String(port), HOST: '127.0.0.1', ...LIMITS }));
  const stopAll = () => {
    try {
      process.kill(replicaA.pid, 'SIGCONT');
    } catch {
      /* gone */
    }
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  };
  process.on('exit', stopAll);
  await waitReady(base, 60_000);
  // warm both replicas
  for (let i = 0; i < 40; i++) await fetch(`${base}/sunrise?lat=28.6139&lng=77.209&date=2024-03-0${(i % 9) + 1}`);

  const t0 = Date.now();
  const stopAt = t0 + BEFORE_S * 1000;
  const contAt = stopAt + STOP_S * 1000;
  const endAt = contAt + AFTER_S * 1000;
  const rows = [];
  let n = 0;
  const worker = async () => {
    while (Date.now() < endAt && n < MAX_REQUESTS) {
      const i = n++;
      const started = Date.now();
      let status = 0;
      try {
        const res = await fetch(`${base}/sunrise?lat=28.6139&lng=77.209&date=2024-0${(i % 9) + 1}-${(i % 18) + 10}`);
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = -1;
      }
      rows.push({ started, ms: Date.now() - started, status });
    }
  };
  setTimeout(() => process.kill(replicaA.pid, 'SIGSTOP'), stopAt - Date.now());
  setTimeout(() => process.kill(replicaA.pid, 'SIGCONT'), contAt - Date.now());
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const phases = [
    ['before', t0, stopAt],
    ['during', stopAt, contAt],
    ['after', contAt, endAt],
  ];
  console.log(`concurrency ${CONCURRENCY}; replica a SIGSTOPped for ${STOP_S} s`);
  console.log('phase    requests  req/s    p50 ms  p99 ms  max ms  non-200');
  for (const [name, from, to] of phases) {
    const inPhase = rows.filter((r) => r.started >= from && r.started < to);
    const ms = inPhase.map((r) => r.ms).sort((a, b) => a - b);
    const bad = inPhase.filter((r) => r.status !== 200).length;
    const rate = inPhase.length / ((to - from) / 1000);
    console.log(
      `${name.padEnd(8)} ${String(inPhase.length).padStart(8)}  ${rate.toFixed(1).padStart(6)}  ` +
        `${String(ms[Math.floor(ms.length / 2)] ?? '-').padStart(6)}  ${String(p99(ms)).padStart(6)}  ` +
        `${String(ms[ms.length - 1] ?? '-').padStart(6)}  ${bad}`,
    );
  }
  stopAll();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
