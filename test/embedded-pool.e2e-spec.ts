import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FUNCTIONAL_TEST_LIMITS } from './support/limits';
import { freePort, Proc, startApp, stopAll, waitFor } from './support/processes';

/**
 * Embedded mode with the process pool (EMBEDDED_POOL_PROCESSES), as `npm start` runs it: the built gateway
 * (run `npm run build` first), whose pool children serve the CPU-heavy subjects. 12 parallel 400-day festival
 * ranges at Tromsø (~0.6 s of CPU each) used to hold the gateway's event loop for seconds; with the pool,
 * /health and /sunrise keep answering within P99_LIMIT_MS. TEST_POOL_PROCESSES=0 runs the same burst without
 * the pool (today's in-process behaviour), which fails the latency assertions and prints the figures.
 */
const FESTIVALS = '/panchang/festivals?lat=69.65&lng=18.96&tz=Europe/Oslo&from_date=2025-01-01&days=400';
/**
 * Longer than a 0.5 s deadline on any host (2.5 s here unbounded): Ekadashi's Madhva observance
 * compared between Tromsø and McMurdo; FESTIVALS takes ~0.45 s since the one shared year timeline.
 */
const SLOW =
  '/festival/observance/compare?lat=69.65&lng=18.96&tz=Europe/Oslo&year=2021&slug=ekadashi&tradition=madhva' +
  '&compare_lat=-77.85&compare_lng=166.67&compare_tz=Antarctica/McMurdo';
const SUNRISE = '/sunrise?lat=28.6139&lng=77.209&date=2024-01-01';
const BURST = 12;
const SAMPLE_EVERY_MS = 20;
/**
 * 12 unthrottled heavy requests at once (operator-like load, no admission): the gateway still parses
 * and re-sends 12 bodies of 430 kB, ~16 ms of CPU each, while it samples. Without the pool the p99
 * was 5–10 s. The 100 ms target, under the admission limits, is test/gateway-attack.e2e-spec.ts.
 */
const P99_LIMIT_MS = 250;
const POOL_PROCESSES = process.env.TEST_POOL_PROCESSES ?? '2';
/**
 * On a shared 2-core host the 12 computations take several seconds in all, and the last ones wait for a pool
 * process that long: generous deadlines, and an attempt timeout (meant for lost replies, after which an
 * idempotent request is sent again) that does not fire on work that is only queued.
 */
const ENV = { ...FUNCTIONAL_TEST_LIMITS, TIER_DEADLINES_S: 'public_read=120' };

interface Gateway {
  readonly base: string;
  readonly proc: Proc;
}

const procs: Proc[] = [];
const dirs: string[] = [];

async function startGateway(env: Record<string, string>): Promise<Gateway> {
  const dir = mkdtempSync(path.join(tmpdir(), 't-pool-'));
  dirs.push(dir);
  const port = await freePort();
  const proc = startApp('gateway', {
    ...ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    NATS_URL: '',
    DATABASE_URL: `file:${path.join(dir, 'gw.db')}`,
    ...env,
  });
  procs.push(proc);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${base}/ready`)).status === 200, 90_000, 'the embedded gateway');
  return { base, proc };
}

/** The children of a process and their command lines, from /proc (Linux). */
function childrenOf(pid: number): { pid: number; cmd: string }[] {
  const out: { pid: number; cmd: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after the last ')'
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === pid && state !== 'Z')
        out.push({ pid: Number(name), cmd: readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ') });
    } catch {
      // exited while we looked
    }
  }
  return out;
}

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

/** The body without `_meta.provenance` (request id, instance, timing), which differs between any two answers. */
function withoutProvenance(body: Record<string, any>): Record<string, any> {
  const { provenance: _provenance, ...meta } = body._meta ?? {};
  return { ...body, _meta: meta };
}

async function getJson(base: string, p: string): Promise<{ status: number; body: any }> {
  const res = await fetch(base + p);
  return { status: res.status, body: await res.json() };
}

/** Fires BURST festival ranges at once while sampling /health and /sunrise every SAMPLE_EVERY_MS. */
async function burst(base: string) {
  let sampling = true;
  const sample = async (p: string, into: number[], statuses: number[]) => {
    while (sampling) {
      const t0 = performance.now();
      const res = await fetch(base + p);
      await res.arrayBuffer();
      into.push(performance.now() - t0);
      statuses.push(res.status);
      await new Promise((r) => setTimeout(r, SAMPLE_EVERY_MS));
    }
  };
  const health: number[] = [];
  const sunrise: number[] = [];
  const sampleStatuses: number[] = [];
  const samplers = [sample('/health', health, sampleStatuses), sample(SUNRISE, sunrise, sampleStatuses)];
  const t0 = performance.now();
  // the bodies (430 kB each) are parsed after the burst: parsing them here would delay the samplers' own timing
  const texts = await Promise.all(
    Array.from({ length: BURST }, async () => {
      const res = await fetch(base + FESTIVALS);
      return { status: res.status, text: await res.text() };
    }),
  );
  const totalMs = performance.now() - t0;
  sampling = false;
  await Promise.all(samplers);
  const results = texts.map((t) => ({ status: t.status, body: JSON.parse(t.text) }));
  return { results, health, sunrise, sampleStatuses, totalMs };
}

afterAll(async () => {
  await stopAll(procs);
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

describe(`embedded mode with ${POOL_PROCESSES} pool process(es) per heavy service`, () => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway({ EMBEDDED_POOL_PROCESSES: POOL_PROCESSES });
  }, 120_000);

  it('keeps /health and /sunrise under 100 ms (p99) during 12 parallel 400-day festival ranges, same bodies as in-process', async () => {
    const reference = await startGateway({ EMBEDDED_POOL_PROCESSES: '0' });
    const expected = await getJson(reference.base, FESTIVALS);
    expect(expected.status).toBe(200);
    reference.proc.child.kill('SIGTERM');
    await reference.proc.exited;

    const r = await burst(gw.base);
    const fmt = (xs: number[]) =>
      `p50 ${percentile(xs, 0.5).toFixed(0)} ms, p99 ${percentile(xs, 0.99).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms (n=${xs.length})`;
    console.log(
      `pool ${POOL_PROCESSES}: ${BURST} festival ranges in ${r.totalMs.toFixed(0)} ms; ` +
        `/health ${fmt(r.health)}; /sunrise ${fmt(r.sunrise)}`,
    );
    expect(r.results.map((x) => x.status)).toEqual(Array(BURST).fill(200));
    for (const x of r.results) expect(withoutProvenance(x.body)).toEqual(withoutProvenance(expected.body));
    expect(new Set(r.sampleStatuses)).toEqual(new Set([200]));
    expect(percentile(r.health, 0.99)).toBeLessThan(P99_LIMIT_MS);
    expect(percentile(r.sunrise, 0.99)).toBeLessThan(P99_LIMIT_MS);
  }, 300_000);

  it('restarts a pool process that dies; the request it held fails over at once instead of hanging', async () => {
    const calendarChildren = () =>
      childrenOf(gw.proc.child.pid!).filter((c) => c.cmd.includes('calendar-svc/pool-worker.js'));
    const before = calendarChildren();
    expect(before).toHaveLength(Number(POOL_PROCESSES));
    // one request per child (each goes to the least busy); kill one child while both compute
    const pending = [getJson(gw.base, FESTIVALS), getJson(gw.base, FESTIVALS)];
    await new Promise((r) => setTimeout(r, 150));
    process.kill(before[0].pid, 'SIGKILL');
    const t0 = Date.now();
    const answers = await Promise.all(pending);
    // the lost request is retried once by the gateway (the subject is idempotent), as over NATS; 503 if none is ready
    for (const a of answers) expect([200, 503]).toContain(a.status);
    expect(Date.now() - t0).toBeLessThan(60_000);
    await waitFor(
      async () =>
        calendarChildren().length === before.length && !calendarChildren().some((c) => c.pid === before[0].pid),
      60_000,
      'the pool process to be restarted',
    );
    await waitFor(async () => (await getJson(gw.base, FESTIVALS)).status === 200, 60_000, 'the restarted pool');
  }, 180_000);

  it('SIGTERM drains the gateway and its pool processes: no orphans', async () => {
    const children = childrenOf(gw.proc.child.pid!).map((c) => c.pid);
    expect(children.length).toBeGreaterThanOrEqual(2 * Number(POOL_PROCESSES));
    gw.proc.child.kill('SIGTERM');
    expect(await gw.proc.exited).toBe(0);
    await waitFor(async () => !children.some(alive), 15_000, 'the pool processes to exit');
  }, 60_000);
});

/** CPU time a process has used so far (ms), from /proc/<pid>/stat (utime + stime, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

describe('one pool process per service, a short deadline', () => {
  it('the deadline stops the computation in the pool process; a killed gateway leaves no child behind', async () => {
    const gw = await startGateway({ EMBEDDED_POOL_PROCESSES: '1', TIER_DEADLINES_S: 'public_read=0.5' });
    const children = childrenOf(gw.proc.child.pid!);
    // one each for the CPU-heavy subjects of calendar-svc, panchang-svc and reports-svc
    expect(children.map((c) => c.cmd.match(/apps\/([a-z-]+)\/pool-worker\.js/)?.[1]).sort()).toEqual([
      'calendar-svc',
      'panchang-svc',
      'reports-svc',
    ]);
    const calendar = children.find((c) => c.cmd.includes('calendar-svc/pool-worker.js'))!.pid;
    const r = await getJson(gw.base, SLOW);
    expect(r.status).toBe(504);
    expect(r.body.detail).toEqual({ code: 'request_timeout', deadline_seconds: 0.5 });
    // the child stops at the deadline (cooperatively, as in-process), instead of computing for seconds more
    await new Promise((res) => setTimeout(res, 1000));
    const cpu0 = cpuMsOf(calendar);
    await new Promise((res) => setTimeout(res, 1000));
    expect(cpuMsOf(calendar) - cpu0).toBeLessThan(100);

    gw.proc.child.kill('SIGKILL');
    await gw.proc.exited;
    await waitFor(async () => !children.some((c) => alive(c.pid)), 15_000, 'the orphaned pool processes to exit');
  }, 180_000);
});
