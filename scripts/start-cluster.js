#!/usr/bin/env node
/**
 * Distributed mode on one machine without Docker: the gateway plus one process per service
 * replica, all talking over a real NATS (the same topology as docker-compose.yml).
 *
 *   NATS_URL=nats://127.0.0.1:4222 npm run start:cluster -- --replicas panchang-svc=2,reports-svc=2
 *
 * Replica counts also come from REPLICAS (same syntax). Every child inherits the environment
 * (DATABASE_URL, REDIS_URL, PORT, …). SIGTERM/SIGINT are passed on; services drain first, then
 * the gateway stops. Prints "cluster ready" once GET /ready answers 200.
 */
'use strict';
const { spawn } = require('node:child_process');
const path = require('node:path');
const fs = require('node:fs');

const SERVICES = ['panchang-svc', 'jyotish-svc', 'calendar-svc', 'reports-svc', 'comments-svc'];
const root = path.resolve(__dirname, '..');

function parseReplicas(text) {
  const counts = Object.fromEntries(SERVICES.map((s) => [s, 1]));
  for (const item of (text || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name, n] = item.split('=');
    if (!SERVICES.includes(name) || !/^\d+$/.test(n || '') || Number(n) < 1 || Number(n) > 16) {
      throw new Error(`replicas: "${item}" must be <service>=<1..16> with service one of ${SERVICES.join(', ')}`);
    }
    counts[name] = Number(n);
  }
  return counts;
}

function main() {
  const argIdx = process.argv.indexOf('--replicas');
  const replicas = parseReplicas(argIdx > 0 ? process.argv[argIdx + 1] : process.env.REPLICAS);
  const env = { ...process.env, NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222' };
  const port = Number(env.PORT || 8080);
  for (const app of ['gateway', ...SERVICES]) {
    if (!fs.existsSync(path.join(root, 'dist/apps', app, 'main.js')))
      throw new Error(`dist/apps/${app}/main.js is missing: run npm run build`);
  }
  const children = [];
  const start = (app, instance) => {
    const child = spawn(process.execPath, [path.join(root, 'dist/apps', app, 'main.js')], {
      env: { ...env, INSTANCE_ID: `${app}-${instance}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tag = `[${app}#${instance} pid ${child.pid}] `;
    const relay = (stream, out) => {
      let buf = '';
      stream.on('data', (chunk) => {
        buf += chunk;
        const lines = buf.split('\n');
        buf = lines.pop();
        for (const line of lines) out.write(tag + line + '\n');
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      process.stdout.write(`${tag}exited (${signal || code})\n`);
      if (!stopping && app === 'gateway') stop(1);
    });
    children.push({ app, child });
  };
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    const waitExit = (c) =>
      c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r));
    const services = children.filter((c) => c.app !== 'gateway');
    services.forEach((c) => c.child.kill('SIGTERM'));
    await Promise.all(services.map((c) => waitExit(c.child)));
    const gw = children.filter((c) => c.app === 'gateway');
    gw.forEach((c) => c.child.kill('SIGTERM'));
    await Promise.all(gw.map((c) => waitExit(c.child)));
    process.exit(code);
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  for (const s of SERVICES) for (let i = 1; i <= replicas[s]; i++) start(s, i);
  start('gateway', 1);

  const deadline = Date.now() + 60000;
  const poll = async () => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/ready`);
      if (res.status === 200) {
        process.stdout.write(`cluster ready on port ${port}: ${JSON.stringify(replicas)}\n`);
        return;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.stderr.write('cluster did not become ready within 60 s\n');
      return stop(1);
    }
    setTimeout(poll, 250);
  };
  setTimeout(poll, 250);
}

try {
  main();
} catch (err) {
  process.stderr.write(`start-cluster: ${err.message}\n`);
  process.exit(1);
}
