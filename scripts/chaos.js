#!/usr/bin/env node
/**
 * `npm run chaos` (after `npm run build`; not part of `npm test`): the distributed cluster from dist/
 * on private infrastructure, a fixed load on loopback, and one fault at a time:
 *
 *   kill -9 of a replica (one panchang-svc and one comments-svc; replacements start when it ends),
 *   SIGSTOP of a panchang-svc replica, NATS down, PostgreSQL down, Redis down (each FAULT_S seconds).
 *
 * Everything is private and removed at the end: a nats-server, a PostgreSQL cluster (initdb in a
 * temporary directory, trust auth on 127.0.0.1, database `chaos_<hex>`), a redis-server with
 * `--save ''`, all on free ports; the shared servers on 4222, 5432 and 6379 are never touched.
 *
 * Load per phase (before, during and after the fault): CONCURRENCY closed loops of GET /sunrise
 * (60 %), GET /panchang/festivals over 3–7 days (25 %) and POST /panchang/comments with a solved
 * challenge (15 %), each comment from its own X-Forwarded-For address and with a unique body.
 * Bounded: at most MAX_PER_PHASE requests per phase and the phase's duration.
 *
 * Printed per fault: requests, non-2xx by status and code, lost writes (202 whose id is not stored),
 * duplicated writes (a body stored more than once), requests past their deadline (answered, or
 * not, later than the tier deadline + 1 s), p99 before / during / after, and the recovery time
 * (from the end of the fault to the start of the first request from which every request succeeds).
 */
'use strict';
const { spawn, execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync, readdirSync, existsSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const tools = require('./cluster-tools');

const { root, freePort } = tools;
const FAULT_S = Number(process.env.CHAOS_FAULT_S || 10);
const BEFORE_S = Number(process.env.CHAOS_BEFORE_S || 6);
const AFTER_S = Number(process.env.CHAOS_AFTER_S || 10);
const CONCURRENCY = Number(process.env.CHAOS_CONCURRENCY || 6);
const MAX_PER_PHASE = 20_000;
/** Tier deadline for the load (public_read and comments), short so that a hang shows within a phase. */
const DEADLINE_S = 8;
const run = randomBytes(4).toString('hex');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = new Set();

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', r));
}

function pgBin(name) {
  const base = '/usr/lib/postgresql';
  for (const v of readdirSync(base).sort().reverse()) {
    const p = path.join(base, v, 'bin', name);
    if (existsSync(p)) return p;
  }
  throw new Error(`${name} not found under ${base}`);
}

// ---------- private infrastructure ----------

async function startNats(port) {
  const child = track(spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' }));
  await sleep(300);
  return child;
}

/** PostgreSQL refuses to run as root: the private cluster belongs to the `postgres` system user then. */
function asPgOwner(bin, args) {
  const asRoot = process.getuid && process.getuid() === 0;
  execFileSync(asRoot ? 'runuser' : bin, asRoot ? ['-u', 'postgres', '--', bin, ...args] : args, { stdio: 'ignore' });
}

function pgCtl(dir, port, action) {
  const args =
    action === 'start'
      ? [
          '-D',
          dir,
          '-w',
          '-l',
          path.join(dir, 'log'),
          '-o',
          `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
          'start',
        ]
      : ['-D', dir, '-w', '-m', 'fast', 'stop'];
  asPgOwner(pgBin('pg_ctl'), args);
}

async function startPostgres(dir, port, db) {
  if (process.getuid && process.getuid() === 0) execFileSync('chown', ['postgres:', dir]);
  asPgOwner(pgBin('initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  pgCtl(dir, port, 'start');
  execFileSync(pgBin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', db], { stdio: 'ignore' });
}

function startRedis(port) {
  return track(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    }),
  );
}

function startApp(app, env, instance) {
  return track(tools.startApp(app, { ...env, INSTANCE_ID: `chaos-${run}-${instance}` }, 'ignore'));
}

// ---------- load ----------

/** The browser's part of a comment: find a solution to the challenge (the service's own solver, from dist/). */
function solve(challenge, bits) {
  return require(path.join(root, 'dist/apps/comments-svc/challenge/challenge.js')).solveChallenge(challenge, bits);
}

let commentSeq = 0;
const writes = []; // { body, id, status, fault }
let currentFault = 'warm-up';

async function request(base, kind, i) {
  const started = Date.now();
  const signal = AbortSignal.timeout((DEADLINE_S + 5) * 1000);
  let status = 0;
  let code = '';
  try {
    let res;
    if (kind === 'sunrise') {
      const date = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;
      res = await fetch(`${base}/sunrise?lat=28.6139&lng=77.209&date=${date}`, { signal });
    } else if (kind === 'festivals') {
      const from = `2025-${String((i % 12) + 1).padStart(2, '0')}-01`;
      res = await fetch(
        `${base}/panchang/festivals?lat=28.61&lng=77.21&tz=Asia/Kolkata&from_date=${from}&days=${3 + (i % 5)}`,
        { signal },
      );
    } else {
      const n = ++commentSeq;
      const xff = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const headers = { 'x-forwarded-for': xff };
      const ch = await fetch(`${base}/api/v1/comments/challenge`, { headers, signal });
      if (ch.status !== 200) {
        status = ch.status;
        code = ((await ch.json().catch(() => ({}))).detail || {}).code || '';
        return { kind, started, ms: Date.now() - started, status, code: `challenge ${code}` };
      }
      const c = await ch.json();
      const body = `chaos ${run} comment ${n}: clear and helpful.`;
      const w = { body, id: null, status: 0, fault: currentFault };
      writes.push(w);
      res = await fetch(`${base}/panchang/comments`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          page_key: `/chaos/${run}`,
          body,
          challenge: c.challenge,
          solution: solve(c.challenge, c.difficulty_bits),
        }),
        signal,
      });
      w.status = res.status;
      const parsed = await res.json().catch(() => ({}));
      if (res.status === 202) w.id = parsed.id;
      status = res.status;
      code = (parsed.detail || {}).code || '';
      return { kind, started, ms: Date.now() - started, status, code };
    }
    status = res.status;
    const parsed = await res.json().catch(() => ({}));
    code = status >= 300 ? (parsed.detail || {}).code || '' : '';
  } catch (err) {
    status = -1;
    code = err && err.name === 'TimeoutError' ? 'client timeout' : 'connection error';
  }
  return { kind, started, ms: Date.now() - started, status, code };
}

async function load(base, untilMs, rows) {
  let i = 0;
  const worker = async () => {
    while (Date.now() < untilMs && i < MAX_PER_PHASE) {
      const n = i++;
      const r = n % 20;
      const kind = r < 12 ? 'sunrise' : r < 17 ? 'festivals' : 'comment';
      rows.push(await request(base, kind, n));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

function p99(rows) {
  return rows.length === 0 ? '-' : tools.p99(rows.map((r) => r.ms));
}

// ---------- main ----------

async function main() {
  if (!existsSync(path.join(root, 'dist/apps/gateway/main.js'))) throw new Error('run `npm run build` first');
  const natsPort = await freePort();
  const pgPort = await freePort();
  const redisPort = await freePort();
  const httpPort = await freePort();
  const pgDir = mkdtempSync(path.join(tmpdir(), 'chaos-pg-'));
  const db = `chaos_${run}`;
  let pgUp = false;
  const cleanup = () => {
    for (const c of children) {
      try {
        process.kill(c.pid, 'SIGCONT');
      } catch {
        /* gone */
      }
      c.kill('SIGKILL');
    }
    if (pgUp) {
      try {
        pgCtl(pgDir, pgPort, 'stop');
      } catch {
        /* already stopped */
      }
    }
    rmSync(pgDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  try {
    let nats = await startNats(natsPort);
    await startPostgres(pgDir, pgPort, db);
    pgUp = true;
    let redis = startRedis(redisPort);
    await sleep(300);
    const NATS_URL = `nats://127.0.0.1:${natsPort}`;
    const DATABASE_URL = `postgresql://postgres@127.0.0.1:${pgPort}/${db}`;
    const common = { NATS_URL, DRAIN_TIMEOUT_MS: '5000' };
    const big = 1_000_000;
    const gatewayEnv = {
      ...common,
      PORT: String(httpPort),
      HOST: '127.0.0.1',
      DATABASE_URL,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: `chaos:${run}:`,
      TRUSTED_PROXIES: '127.0.0.1',
      TIER_RATE_LIMITS: `public_read=${big},public_compute=${big},comments=${big},discovery=${big}`,
      TIER_BURST_LIMITS: `public_read=${big},public_compute=${big},discovery=${big}`,
      TIER_DEADLINES_S: `public_read=${DEADLINE_S},comments=${DEADLINE_S}`,
      // the load's reads come from one address: the per-client in-flight bound (admission) is lifted
      CLIENT_MAX_IN_FLIGHT: '100000',
    };
    // comments-svc first: it applies the migrations
    let comments1 = startApp('comments-svc', { ...common, DATABASE_URL }, 'comments-1');
    const comments2 = startApp('comments-svc', { ...common, DATABASE_URL }, 'comments-2');
    await sleep(3000);
    let panchang1 = startApp('panchang-svc', common, 'panchang-1');
    startApp('panchang-svc', common, 'panchang-2');
    for (const svc of ['jyotish-svc', 'calendar-svc', 'reports-svc']) startApp(svc, common, `${svc}-1`);
    startApp('gateway', gatewayEnv, 'gw');
    void comments2;
    const base = `http://127.0.0.1:${httpPort}`;
    await tools.waitReady(base, 90_000);
    // warm-up (not measured)
    await load(base, Date.now() + 3000, []);

    const faults = [
      {
        name: 'kill -9 replica',
        begin: () => {
          panchang1.kill('SIGKILL');
          comments1.kill('SIGKILL');
        },
        end: () => {
          panchang1 = startApp('panchang-svc', common, 'panchang-1b');
          comments1 = startApp('comments-svc', { ...common, DATABASE_URL }, 'comments-1b');
        },
      },
      {
        name: 'SIGSTOP replica',
        begin: () => process.kill(panchang1.pid, 'SIGSTOP'),
        end: () => process.kill(panchang1.pid, 'SIGCONT'),
      },
      {
        name: 'NATS down',
        begin: () => nats.kill('SIGKILL'),
        end: async () => {
          await exited(nats);
          nats = await startNats(natsPort);
        },
      },
      {
        name: 'PostgreSQL down',
        begin: () => pgCtl(pgDir, pgPort, 'stop'),
        end: () => pgCtl(pgDir, pgPort, 'start'),
      },
      {
        name: 'Redis down',
        begin: () => redis.kill('SIGKILL'),
        end: async () => {
          await exited(redis);
          redis = startRedis(redisPort);
        },
      },
    ];

    const report = [];
    for (const fault of faults) {
      const rows = [];
      currentFault = fault.name;
      const t0 = Date.now();
      const faultAt = t0 + BEFORE_S * 1000;
      const endAt = faultAt + FAULT_S * 1000;
      const stopAt = endAt + AFTER_S * 1000;
      const driver = (async () => {
        await sleep(faultAt - Date.now());
        await fault.begin();
        await sleep(endAt - Date.now());
        await fault.end();
      })();
      await load(base, stopAt, rows);
      await driver;
      const before = rows.filter((r) => r.started < faultAt);
      const during = rows.filter((r) => r.started >= faultAt && r.started < endAt);
      const after = rows.filter((r) => r.started >= endAt);
      const failures = {};
      for (const r of rows)
        if (r.status < 200 || r.status >= 300) {
          const k = `${r.status} ${r.code}`.trim();
          failures[k] = (failures[k] || 0) + 1;
        }
      // recovery: the first request started after the fault's end from which all succeed
      const sorted = after.sort((a, b) => a.started - b.started);
      let lastBad = -1;
      sorted.forEach((r, k) => {
        if (r.status < 200 || r.status >= 300) lastBad = k;
      });
      const recoveryS =
        lastBad === -1
          ? 0
          : lastBad === sorted.length - 1
            ? `> ${AFTER_S}`
            : ((sorted[lastBad + 1].started - endAt) / 1000).toFixed(1);
      const hanging = rows.filter((r) => r.ms > (DEADLINE_S + 1) * 1000).length;
      report.push({
        fault: fault.name,
        requests: rows.length,
        failures,
        hanging,
        p99: [p99(before), p99(during), p99(after)],
        recoveryS,
        before,
      });
      process.stdout.write(`${fault.name}: ${rows.length} requests, non-2xx ${JSON.stringify(failures)}\n`);
      await sleep(2000);
    }

    // writes: every 202 stored once, no body stored twice
    const { Client } = require(require.resolve('pg', { paths: [root] }));
    const pg = new Client({ connectionString: DATABASE_URL });
    await pg.connect();
    const stored = await pg.query(`SELECT id, body FROM comments WHERE page_key = $1`, [`/chaos/${run}`]);
    await pg.end();
    const ids = new Set(stored.rows.map((r) => r.id));
    const perBody = new Map();
    for (const r of stored.rows) perBody.set(r.body, (perBody.get(r.body) || 0) + 1);
    const accepted = writes.filter((w) => w.status === 202);
    const lost = accepted.filter((w) => !ids.has(w.id)).length;
    const duplicated = [...perBody.values()].filter((n) => n > 1).length;
    const refusedButStored = writes.filter((w) => w.status !== 202 && perBody.has(w.body));
    const byFault = {};
    for (const w of refusedButStored)
      byFault[`${w.fault}, ${w.status}`] = (byFault[`${w.fault}, ${w.status}`] || 0) + 1;

    console.log('');
    console.log(
      `chaos ${run}: ${CONCURRENCY} clients, fault ${FAULT_S} s, phases ${BEFORE_S}/${FAULT_S}/${AFTER_S} s, ` +
        `deadline ${DEADLINE_S} s`,
    );
    console.log('| fault | requests | non-2xx by code | past deadline | p99 ms before / during / after | recovery s |');
    console.log('|---|---|---|---|---|---|');
    for (const r of report) {
      const f =
        Object.entries(r.failures)
          .map(([k, n]) => `${k}: ${n}`)
          .join(', ') || '—';
      console.log(`| ${r.fault} | ${r.requests} | ${f} | ${r.hanging} | ${r.p99.join(' / ')} | ${r.recoveryS} |`);
    }
    console.log('');
    console.log(
      `writes: ${writes.length} POSTs, ${accepted.length} accepted (202); lost ${lost}; duplicated ${duplicated}; ` +
        `stored although refused ${refusedButStored.length} ${JSON.stringify(byFault)}`,
    );
  } finally {
    cleanup();
  }
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
