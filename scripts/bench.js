#!/usr/bin/env node
/**
 * Benchmarks (figures, not pass/fail): requests per second and latency of GET /sunrise through
 * the gateway, embedded and over NATS (gateway + 2 panchang-svc replicas as processes), with
 * autocannon on loopback. Needs `npm run build` and, for the NATS run, a NATS server
 * (NATS_URL, default nats://127.0.0.1:4222).
 *
 *   npm run bench [-- --duration 10 --connections 16 --only embedded|nats|scans|jyotish|policy|festivals|judgement|annual|interpretation|muhurta --port-base 18181]
 *
 * `scans` (in-process, from dist/): the ephemeris scans of the sky endpoints and the rashifal,
 * median of repeated runs in ms (targets: each scan ≤ 150 ms, rashifal ≤ 10 ms).
 * `jyotish` (in-process): the /jyotish/bundle packet (≤ 5 ms), the 16 vargas (≤ 1 ms), all yogas of a chart
 * (≤ 2 ms) and the gunmilan of a pair of computed charts (≤ 0.5 ms; the /matching/gunmilan packet with its two
 * charts as a figure).
 * `policy` (in-process, from dist/; Redis at REDIS_URL, default redis://127.0.0.1:6379): the cost per
 * request of each part of the gateway's policy layer — the throttler guard for a public caller (both
 * windows, headers) on the in-memory and on the Redis store, the stores alone, the verification of a
 * cached API key, and the strong-ETag memo on a real /sunrise body.
 * `festivals` (in-process): all observances of one year at one place (≤ 300 ms) and a one-year ICS feed (≤ 500 ms).
 * `judgement` (in-process): ashtakavarga (≤ 1 ms) and shadbala (≤ 2 ms) of a computed chart, with presenters.
 * `annual` (in-process): the /annual/varshaphala packet from a birth, all sahams included (≤ 5 ms).
 * `interpretation` (in-process): the /api/v1/jyotish/interpretation_packet packet from a birth (≤ 10 ms).
 * `muhurta` (in-process): a one-year /muhurta/search for one activity at one place (≤ 300 ms) and /muhurat/top10 for
 * a couple over 90 days (≤ 150 ms), packets with presenters.
 */
'use strict';
const { spawn } = require('node:child_process');
const path = require('node:path');
const autocannon = require('autocannon');
const { option: arg } = require('./lib/cli');

const root = path.resolve(__dirname, '..');
const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 16));
const only = arg('only', 'all');
const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const portBase = Number(arg('port-base', 18181));
/** The runs send an operator key (outside evaluation quotas); `public` runs raise the tier limits instead. */
const OPERATOR_KEY = 'bench-operator-key-0123456789abcdef';
const RAISED_LIMITS = {
  TIER_RATE_LIMITS: 'public_read=1000000,discovery=1000000',
  TIER_BURST_LIMITS: 'public_read=1000000,discovery=1000000',
};

function start(app, env) {
  const child = spawn(process.execPath, [path.join(root, 'dist/apps', app, 'main.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitReady(base) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/ready`)).status === 200) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not become ready`);
}

async function measure(label, base, headers = { authorization: `Bearer ${OPERATOR_KEY}` }) {
  // vary the date so no layer can serve a repeated answer
  let n = 0;
  const requests = [
    {
      setupRequest: (req) => ({
        ...req,
        path: `/sunrise?lat=28.6139&lng=77.209&date=2024-${String((n % 12) + 1).padStart(2, '0')}-${String((n++ % 28) + 1).padStart(2, '0')}`,
      }),
    },
  ];
  await autocannon({ url: base, duration: 2, connections, requests, headers }); // warm-up
  const r = await autocannon({ url: base, duration, connections, requests, headers });
  const non2xx = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx/errors ${non2xx}`,
  );
  return r;
}

async function stop(children) {
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', resolve);
          c.kill('SIGTERM');
        }),
    ),
  );
}

/** Median wall time in ms of `fn` over `runs` runs after one warm-up; returns the last result too. */
function timed(fn, runs) {
  let out = fn();
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    out = fn(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { ms: ms[Math.floor(runs / 2)], out };
}

function scans() {
  const sky = require(path.join(root, 'dist/libs/sky/src'));
  const row = (label, r, extra = '') => console.log(`${label.padEnd(52)} ${r.ms.toFixed(1).padStart(8)} ms${extra}`);
  const delhi = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
  // calibration: the machine's cost of one engine call, so figures from a loaded machine can be scaled
  const eph = require(path.join(root, 'dist/libs/ephemeris/src'));
  const cal = timed(() => {
    for (let i = 0; i < 2000; i++) eph.bodyLongitudeAtJdUt(2460676.5 + i * 0.01, 'moon', { sidereal: null });
  }, 5);
  console.log(
    `In-process scans (median, ms); one engine call (tropical Moon) = ${((cal.ms * 1000) / 2000).toFixed(1)} µs`,
  );
  const transits = timed(() => sky.gocharPacket({ fromDate: '2025-01-01', windowDays: 1100, ayanamsa: 'lahiri' }), 5);
  row('/panchang/transits 1100 days (5 slow grahas)', transits, `   ${transits.out.body.timeline.length} ingresses`);
  for (const planet of ['saturn', 'moon']) {
    const r = timed(
      () =>
        sky.nextTransitsPacket({ date: '2025-01-01', planet, horizonDays: 3660, ayanamsa: 'lahiri', nodeType: 'mean' }),
      5,
    );
    row(`/panchang/next-transits 3660 days (${planet})`, r, `   ${r.out.body.ingresses.length} ingresses`);
  }
  const JD_2025 = 2460676.5; // 2025-01-01 00:00 UT
  const tenYears = sky.nextEclipses(JD_2025, 40).filter((e) => e.maxJdUt < JD_2025 + 3652.5).length;
  const eclipses = timed(() => sky.eclipsesPacket({ date: '2025-01-01', ...delhi, count: tenYears }), 5);
  row('/panchang/eclipses 10 years (with New Delhi circumstances)', eclipses, `   ${eclipses.out.body.count} eclipses`);
  const events = timed(
    () =>
      sky.planetEventsPacket({
        date: '2024-01-01',
        time: '00:00',
        ...delhi,
        days: 365,
        limit: 100000,
        kinds: ['aspect', 'ingress', 'nakshatra', 'station'],
        ayanamsa: 'lahiri',
        nodeType: 'mean',
      }),
    3,
  );
  row('/planets/events 365 days (all kinds)', events, `   ${events.out.body.count} events`);
  const rashifal = timed(
    (i = 0) =>
      sky.rashifalPacket({ date: `2025-06-${String((i % 28) + 1).padStart(2, '0')}`, ...delhi, ayanamsa: 'lahiri' }),
    28,
  );
  row(
    '/panchang/rashifal (12 signs)',
    rashifal,
    `   ${(JSON.stringify(rashifal.out.body).length / 1024).toFixed(1)} KB`,
  );
}

/** A Chennai birth of 1996-12-07, the minute varying with i (so no cache can help). */
const person = (i) => ({
  date: '1996-12-07',
  time: `${String(6 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
  lat: 13.0878,
  lng: 80.2785,
  utc_offset: '+05:30',
});

/** Mean and p99 in ms of n calls of fn(i). */
function timeIt(n, fn) {
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { mean: ms.reduce((a, b) => a + b, 0) / n, p99: ms[Math.floor(n * 0.99)] };
}

/**
 * Jyotish, in process (no HTTP): the full /jyotish/bundle packet (chart + 16 vargas + vimshopaka
 * + Vimshottari 2 levels + karakas; target ≤ 5 ms) and the 16 vargas of all 10 points of a
 * computed chart (target ≤ 1 ms). Births vary by the minute so no cache can help.
 */
function benchJyotish() {
  const j = require(path.join(root, 'dist/libs/jyotish/src'));
  for (let i = 0; i < 50; i++) j.bundlePacket({ person: person(i) }); // warm-up
  const bundle = timeIt(500, (i) => j.bundlePacket({ person: person(i) }));
  const cores = Array.from({ length: 100 }, (_, i) => j.computeChart(j.resolveBirth(person(i))));
  const vargas = timeIt(5000, (i) => {
    const core = cores[i % cores.length];
    for (const n of j.VARGAS) j.vargaChart(core, n);
  });
  const line = (label, r, target) =>
    console.log(
      `${label.padEnd(34)} mean ${r.mean.toFixed(3)} ms   p99 ${r.p99.toFixed(3)} ms   target ≤ ${target} ms ${r.mean <= target ? 'met' : 'MISSED'}`,
    );
  line('jyotish bundle (in-process)', bundle, 5);
  line('16 vargas × 10 points (in-process)', vargas, 1);
  // gunmilan of two computed charts: Moons → 8 kootas with their cells and exceptions → wire kootas
  const gunmilan = timeIt(20000, (i) => {
    const bride = cores[i % cores.length];
    const groom = cores[(i * 7 + 3) % cores.length];
    j.presentAshtakoota(j.ashtakoota(j.moonPlacement(bride.lon.moon), j.moonPlacement(groom.lon.moon)));
  });
  line('gunmilan per pair (in-process)', gunmilan, 0.5);
  const pair = (i) => ({ bride: person(i), groom: person(i + 37) });
  const packet = timeIt(200, (i) => j.gunmilanPacket(pair(i)));
  line('/matching/gunmilan packet (2 charts)', packet, 5);
  // All yogas of the catalogue on a computed chart (evaluation and presenter, include_absent; the chart itself
  // is the chart engine's cost, measured above): target ≤ 2 ms per chart.
  const inputs = cores.map((core) =>
    Object.freeze({ source: 'person', chart: core, placements: j.placementsOfChart(core) }),
  );
  for (let i = 0; i < 200; i++) j.presentYogas(j.evaluateYogas(inputs[i % inputs.length]), true); // warm-up
  const yogas = timeIt(5000, (i) => j.presentYogas(j.evaluateYogas(inputs[i % inputs.length]), true));
  line(`all ${j.YOGA_CATALOGUE.length} yogas (in-process)`, yogas, 2);
  // /dasha: each system of the registry to three levels on a computed chart, with its presenter (the chart is
  // /chart/calculate's cost): target ≤ 2 ms per system; the slowest is reported with its name.
  const slowest = {};
  for (const system of j.ALL_SYSTEMS) {
    const levels = j.maxLevelsOf(system);
    const run = (i) => {
      const core = cores[i % cores.length];
      j.presentDashaSystem(core.birth, j.computeDasha(core, system, { levels, year: 'sidereal', varga: 1 }));
    };
    for (let i = 0; i < 50; i++) run(i); // warm-up
    const r = timeIt(1000, run);
    const kind = j.computeDasha(cores[0], system, { levels: 1, year: 'sidereal', varga: 1 }).kind;
    if (!slowest[kind] || r.mean > slowest[kind].r.mean) slowest[kind] = { system, levels, r };
  }
  for (const [kind, w] of Object.entries(slowest)) line(`/dasha slowest ${kind} (${w.system}, ${w.levels} lv)`, w.r, 2);
}

/**
 * Judgement routes, in process: the ashtakavarga (8 BAVs, SAV, prastara, shodhana, pindas; target ≤ 1 ms) and the
 * shadbala (target ≤ 2 ms) with their presenters on charts computed beforehand (the chart itself is
 * /chart/calculate's cost), and the whole
 * /ashtakavarga packet from a birth for reference. Births vary by the minute.
 */
function benchJudgement() {
  const j = require(path.join(root, 'dist/libs/jyotish/src'));
  const inputs = Array.from({ length: 200 }, (_, i) => j.chartInputOf({ person: person(i) }));
  const warmTimeIt = (n, fn) => {
    for (let i = 0; i < 200; i++) fn(i);
    return timeIt(n, fn);
  };
  const line = (label, r, target) =>
    console.log(
      `${label.padEnd(34)} mean ${r.mean.toFixed(3)} ms   p99 ${r.p99.toFixed(3)} ms` +
        (target ? `   target ≤ ${target} ms ${r.mean <= target ? 'met' : 'MISSED'}` : ''),
    );
  const av = warmTimeIt(5000, (i) => {
    const input = inputs[i % inputs.length];
    return j.presentAshtakavarga(input, j.ashtakavarga(input));
  });
  line('ashtakavarga per chart (in-process)', av, 1);
  const sb = warmTimeIt(2000, (i) =>
    j.presentShadbala(inputs[i % inputs.length], j.shadbala(inputs[i % inputs.length].chart)),
  );
  line('shadbala per chart (in-process)', sb, 2);
  line(
    '/ashtakavarga packet from a birth',
    timeIt(500, (i) => j.ashtakavargaPacket({ person: person(i) })),
  );
}

/**
 * Annual chart, in process: the whole /annual/varshaphala packet from a birth (natal chart, varsha pravesha by the
 * event search, annual chart, muntha, panchavargiya bala and year lord, Tajika aspects, all sahams, presenter;
 * target ≤ 5 ms) for births varying by the minute and years 2000–2049, and the tithi pravesha variant.
 */
function benchAnnual() {
  const j = require(path.join(root, 'dist/libs/jyotish/src'));
  const req = (i, pravesha) => ({ person: person(i), year: 2000 + (i % 50), pravesha });
  // the median too: on a shared, loaded host the mean is dominated by preemptions (see p99)
  const stats = (n, fn) => {
    const ms = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      fn(i);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    return { mean: ms.reduce((a, b) => a + b, 0) / n, median: ms[n >> 1], p99: ms[Math.floor(n * 0.99)] };
  };
  const line = (label, r, target) =>
    console.log(
      `${label.padEnd(34)} mean ${r.mean.toFixed(3)} ms   median ${r.median.toFixed(3)} ms   p99 ${r.p99.toFixed(3)} ms` +
        (target ? `   target ≤ ${target} ms ${r.mean <= target ? 'met' : 'MISSED'} (mean)` : ''),
    );
  for (let i = 0; i < 100; i++) j.varshaphalaPacket(req(i, 'solar')); // warm-up
  line(
    'varshaphala + all sahams (packet)',
    stats(1000, (i) => j.varshaphalaPacket(req(i, 'solar'))),
    5,
  );
  line(
    'varshaphala, tithi pravesha',
    stats(300, (i) => j.varshaphalaPacket(req(i, 'tithi'))),
  );
  line(
    '/annual/mudda-dasha packet',
    stats(300, (i) => j.muddaDashaPacket(req(i))),
  );
  line(
    '/annual/tajika-yogas packet',
    stats(300, (i) => j.tajikaYogasPacket(req(i))),
  );
}

/**
 * The interpretation packet, in process: birth → natal chart → yogas, doshas (with the sade sati date), shadbala
 * (bhava bala), Vimshottari lords at `at`, the twelve houses with their statements, presenter; target ≤ 10 ms.
 */
function benchInterpretation() {
  const j = require(path.join(root, 'dist/libs/jyotish/src'));
  const req = (i) => ({ person: person(i), at: `${2000 + (i % 50)}-06-01` });
  const stats = (n, fn) => {
    const ms = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      fn(i);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    return { mean: ms.reduce((a, b) => a + b, 0) / n, median: ms[n >> 1], p99: ms[Math.floor(n * 0.99)] };
  };
  for (let i = 0; i < 100; i++) j.interpretationPacket(req(i)); // warm-up
  const r = stats(1000, (i) => j.interpretationPacket(req(i)));
  console.log(
    `${'interpretation packet'.padEnd(34)} mean ${r.mean.toFixed(3)} ms   median ${r.median.toFixed(3)} ms   ` +
      `p99 ${r.p99.toFixed(3)} ms   target ≤ 10 ms ${r.mean <= 10 ? 'met' : 'MISSED'} (mean)`,
  );
}

/** Per-request cost of the policy layer's parts, in process (µs: mean and p99 over many calls). */
async function benchPolicy() {
  require('reflect-metadata');
  const { Reflector } = require('@nestjs/core');
  const { Redis } = require('ioredis');
  const gwHttp = (m) => require(path.join(root, 'dist/apps/gateway/http', m));
  const { BoundedMemoryStore, RedisRateLimitStore } = gwHttp('rate-limit-store');
  const { PolicyThrottlerGuard } = gwHttp('policy-throttler.guard');
  const { resolveTiers, TIER_KEY } = gwHttp('policy');
  const { RepresentationMemo } = gwHttp('representation');
  const { ApiKeyVerifier, generateApiKey, hashApiKey } = gwHttp('api-keys');
  const { Secret } = require(path.join(root, 'dist/libs/config/src'));
  const stats = (us) => {
    us.sort((a, b) => a - b);
    return {
      mean: us.reduce((a, b) => a + b, 0) / us.length,
      p50: us[Math.floor(us.length / 2)],
      p99: us[Math.floor(us.length * 0.99)],
    };
  };
  async function timeAsync(n, fn) {
    for (let i = 0; i < Math.min(1000, n); i++) await fn(i); // warm-up
    const us = [];
    for (let i = 0; i < n; i++) {
      const t = process.hrtime.bigint();
      await fn(i);
      us.push(Number(process.hrtime.bigint() - t) / 1000);
    }
    return stats(us);
  }
  const line = (label, r) =>
    console.log(
      `${label.padEnd(60)} p50 ${r.p50.toFixed(1).padStart(6)} µs   mean ${r.mean.toFixed(1).padStart(6)} µs   p99 ${r.p99.toFixed(1).padStart(7)} µs`,
    );
  const tiers = resolveTiers({
    rate: { public_read: 1e9 },
    burst: { public_read: 1e9 },
    deadlineS: {},
    maxInFlight: {},
  });
  const handler = () => undefined;
  Reflect.defineMetadata(TIER_KEY, 'public_read', handler);
  const guardCall = (guard) => (i) => {
    const req = { ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, headers: {} };
    const reply = { header: () => reply };
    const ctx = {
      getHandler: () => handler,
      getClass: () => class X {},
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => reply }),
    };
    return guard.canActivate(ctx);
  };
  console.log(`Policy layer, per request (in-process, node ${process.version})`);
  /** The guard over `store` (`runs.guard` calls), then the store alone (`runs.store` increments over `runs.keys` keys). */
  const storeLines = async (store, label, alone, runs) => {
    const guard = new PolicyThrottlerGuard(store, new Reflector(), tiers);
    await guard.onModuleInit();
    line(`throttler guard, public caller, ${label}`, await timeAsync(runs.guard, guardCall(guard)));
    line(`  ${alone}`, await timeAsync(runs.store, (i) => store.increment(`k${i % runs.keys}`, 60000, 60)));
  };
  const mem = new BoundedMemoryStore(100000);
  await storeLines(mem, 'in-memory store', 'in-memory store alone (one window)', {
    guard: 50000,
    store: 200000,
    keys: 5000,
  });
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  try {
    const prefix = `bench-policy:${process.pid}:`;
    const rs = new RedisRateLimitStore(redis, prefix);
    await storeLines(rs, 'Redis store (2 round trips)', 'Redis store alone (one Lua round trip)', {
      guard: 5000,
      store: 5000,
      keys: 500,
    });
    const keys = await redis.keys(`${prefix}*`);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  } finally {
    redis.quit();
  }
  const secret = new Secret('bench-hash-secret-0123456789abcdef0123');
  const { key, prefix } = generateApiKey();
  const row = {
    prefix,
    hash: hashApiKey(key, secret),
    scope: 'partner',
    label: 'b',
    ratePerMinute: null,
    burstPerSecond: null,
    revokedAt: null,
    createdAt: new Date(),
  };
  // only the first call reaches the database (this in-memory stand-in); the timed calls are cache hits
  const prisma = { apiKey: { findUnique: async () => row, update: async () => row } };
  const verifier = new ApiKeyVerifier(prisma, secret, null, 5000);
  line('API key verification (HMAC + cache hit)', await timeAsync(50000, () => verifier.verify(key)));
  const sunrise = require(path.join(root, 'dist/libs/panchang/src'));
  const { buildMeta, envelope } = require(path.join(root, 'dist/libs/envelope/src'));
  const bodies = Array.from({ length: 28 }, (_, d) => {
    const date = `2024-01-${String(d + 1).padStart(2, '0')}`;
    const packet = sunrise.sunrisePacket({ lat: 28.6139, lng: 77.209, date, tz: 'Asia/Kolkata', elevationM: 0 });
    return (k) =>
      JSON.stringify(
        envelope(
          packet.body,
          buildMeta({
            methodology: packet.methodology,
            service: 'panchang-svc',
            contractVersion: '0.1.0',
            requestId: `req-${k}`,
            computedAt: new Date(),
            instance: 'panchang-svc/1',
          }),
        ),
      );
  });
  // bodies as a service sends them (own request id and time each), made before timing
  const fresh = Array.from({ length: 2800 }, (_, k) => bodies[k % 28](k));
  const memo = new RepresentationMemo();
  line(
    `strong-ETag memo on a /sunrise body (${fresh[0].length} bytes, 28 URLs)`,
    await timeAsync(50000, (i) => memo.settle(`public h /sunrise?d=${i % 28}`, fresh[i % 2800], true)),
  );
}

/**
 * Observances, in process (no HTTP): every observance of one Gregorian year at one place — the
 * rules and Ekadashis in one timeline pass (observancesInRange), the Ekadashi module alone
 * (ekadashisInRange, its own search), and the /panchang/festivals packet (target ≤ 300 ms) — and the one-year ICS feed
 * of every observance as /festival/ics builds it (target ≤ 500 ms). Each run takes another year
 * (2011–2030) so no cache can help; median of the runs after one warm-up.
 */
function benchFestivals() {
  const cal = require(path.join(root, 'dist/libs/calendar/src'));
  const { rangePacket } = cal;
  const { feedPacket } = require(path.join(root, 'dist/apps/calendar-svc/feeds/feed-packets'));
  const delhi = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
  const year = (i) => 2011 + (i % 20);
  const days = (y) => (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 366 : 365);
  const q = (i) => ({ ...delhi, fromDate: `${year(i)}-01-01`, days: days(year(i)) });
  const runs = 9;
  const row = (label, r, target, extra) =>
    console.log(
      `${label.padEnd(52)} ${r.ms.toFixed(1).padStart(8)} ms   target ≤ ${target} ms ${r.ms <= target ? 'met' : 'MISSED'}${extra}`,
    );
  const eph = require(path.join(root, 'dist/libs/ephemeris/src'));
  const calib = timed(() => {
    for (let i = 0; i < 2000; i++) eph.bodyLongitudeAtJdUt(2460676.5 + i * 0.01, 'moon', { sidereal: null });
  }, 5);
  console.log(
    `Observances in process (median of ${runs} years, New Delhi), node ${process.version}; one engine call (tropical Moon) = ${((calib.ms * 1000) / 2000).toFixed(1)} µs`,
  );
  const rules = timed((i = 0) => cal.observancesInRange(q(i + 1)), runs);
  console.log(
    `${'rules + Ekadashis, one year (observancesInRange)'.padEnd(52)} ${rules.ms.toFixed(1).padStart(8)} ms   ${rules.out.observances.length} observances`,
  );
  const ek = timed((i = 0) => cal.ekadashisInRange(q(i + 3)), runs);
  console.log(
    `${'Ekadashi module alone, one year (ekadashisInRange)'.padEnd(52)} ${ek.ms.toFixed(1).padStart(8)} ms   ${ek.out.length} observances`,
  );
  const range = {
    anchorDate: null,
    only: null,
    includeAliases: false,
    tradition: null,
    region: null,
    kinds: null,
    maxPerRule: null,
    includeTop: false,
  };
  const all = timed((i = 0) => rangePacket({ ...q(i + 5), ...range }), runs);
  row('all observances, one year (/panchang/festivals)', all, 300, `   ${all.out.body.count} observances`);
  const ics = timed(
    (i = 0) => feedPacket({ ...q(i + 7), feed: 'observances_ics', tradition: null, only: null, feedUrl: null }),
    runs,
  );
  row(
    'one-year ICS feed, every observance (/festival/ics)',
    ics,
    500,
    `   ${(ics.out.body.text.length / 1024).toFixed(0)} KB, ${ics.out.body.count} events`,
  );
}

/**
 * Muhurta, in process: the /muhurta/search packet of one year at New Delhi (each run and each row another year:
 * rows start in 2011, 2031, 2051, so no memo of a previous run or row helps) and the /muhurat/top10 packet over 90
 * days for a couple and for one person (2071–, 2091–). Median of the runs after one warm-up.
 */
function benchMuhurta() {
  const m = require(path.join(root, 'dist/libs/muhurta/src'));
  const delhi = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
  const runs = 9;
  const row = (label, r, target, extra) =>
    console.log(
      `${label.padEnd(52)} ${r.ms.toFixed(1).padStart(8)} ms   target ≤ ${target} ms ${r.ms <= target ? 'met' : 'MISSED'}${extra}`,
    );
  console.log(`Muhurta in process (median of ${runs} runs after a warm-up, New Delhi), node ${process.version}`);
  for (const [activity, school] of [
    ['marriage', 'drik'],
    ['griha_pravesh', 'drik'],
    ['marriage', 'muhurta_chintamani'],
  ]) {
    const year = timed(
      (i = 0) =>
        m.muhurtaSearchPacket({
          ...delhi,
          startDate: `${2011 + (i % 20)}-01-01`,
          days: 365,
          activity,
          topN: 10,
          school,
        }),
      runs,
    );
    row(`one-year /muhurta/search (${activity}, ${school})`, year, 300, `   ${year.out.body.window_count} windows`);
  }
  const bride = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };
  const groom = { date: '1993-04-21', time: '06:15:00', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
  for (const [label, persons, y0] of [
    ['/muhurat/top10, a couple, 90 days (marriage, drik)', { bride, groom }, 2071],
    ['/muhurat/top10, one person, 90 days (marriage, drik)', { person: groom }, 2091],
  ]) {
    const top = timed(
      (i = -1) =>
        m.electionalPacket(
          { ...delhi, startDate: `${y0 + 1 + i}-02-01`, days: 90, activity: 'marriage', ...persons },
          undefined,
          10,
        ),
      runs,
    );
    row(label, top, 150, `   ${top.out.body.windows.length} windows`);
  }
}

async function main() {
  if (only === 'muhurta') return benchMuhurta();
  if (only === 'scans') return scans();
  if (only === 'policy') return benchPolicy();
  if (only === 'festivals') return benchFestivals();
  if (only === 'judgement') return benchJudgement();
  if (only === 'annual') return benchAnnual();
  if (only === 'interpretation') return benchInterpretation();
  if (only !== 'jyotish')
    console.log(`GET /sunrise, ${connections} connections, ${duration} s, node ${process.version}, loopback`);
  if (only === 'all' || only === 'embedded') {
    const gw = start('gateway', {
      PORT: String(portBase),
      HOST: '127.0.0.1',
      NATS_URL: '',
      SVC_BOOTSTRAP_OPERATOR_KEY: OPERATOR_KEY,
      ...RAISED_LIMITS,
    });
    try {
      await waitReady(`http://127.0.0.1:${portBase}`);
      await measure('embedded, operator key', `http://127.0.0.1:${portBase}`);
      await measure('embedded, public (limits raised)', `http://127.0.0.1:${portBase}`, {});
    } finally {
      await stop([gw]);
    }
  }
  if (only === 'all' || only === 'jyotish') benchJyotish();
  if (only === 'all' || only === 'nats') {
    const services = ['panchang-svc', 'panchang-svc', 'jyotish-svc', 'calendar-svc', 'reports-svc', 'comments-svc'].map(
      (s, i) => start(s, { NATS_URL, INSTANCE_ID: `bench-${i}` }),
    );
    const gw = start('gateway', {
      PORT: String(portBase + 1),
      HOST: '127.0.0.1',
      NATS_URL,
      INSTANCE_ID: 'bench-gw',
      SVC_BOOTSTRAP_OPERATOR_KEY: OPERATOR_KEY,
    });
    try {
      await waitReady(`http://127.0.0.1:${portBase + 1}`);
      await measure('NATS (gw + 2 panchang-svc), operator', `http://127.0.0.1:${portBase + 1}`);
    } finally {
      await stop(services);
      await stop([gw]);
    }
  }
  if (only === 'all') {
    scans();
    benchFestivals();
    benchJudgement();
    benchAnnual();
    benchInterpretation();
    benchMuhurta();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
