/**
 * Reports on reports-svc's own process pool (issue 20), as `npm start` runs it: the built gateway (run
 * `npm run build` first) with one pool process per heavy service. The report is computed in a
 * reports-svc child (its provenance names the pool instance); a burst of PDF reports beyond the busy
 * process and its one queued request is shed at once as 503 capacity_saturated with Retry-After, while
 * /sunrise, served by the gateway's in-process replica, keeps answering.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FUNCTIONAL_TEST_LIMITS } from './support/limits';
import { freePort, Proc, startApp, stopAll, waitFor } from './support/processes';

const PERSON = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };
const SUNRISE = '/sunrise?lat=28.6139&lng=77.209&date=2024-01-01';
const BURST = 8;
/** As test/embedded-pool.e2e-spec.ts: the light route's p99 bound on a shared 2-core host. */
const P99_LIMIT_MS = 250;

const procs: Proc[] = [];
let dir = '';
let base = '';

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil(p * xs.length) - 1];

async function report(format: 'json' | 'pdf') {
  const t0 = performance.now();
  const res = await fetch(`${base}/reports/generate?kind=natal&format=${format}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ person: PERSON, as_of: '2005-06-01' }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, ms: performance.now() - t0 };
}

async function sampleSunrise(until: () => boolean, into: number[]): Promise<void> {
  while (!until()) {
    const t0 = performance.now();
    const res = await fetch(base + SUNRISE);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    into.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 't-reports-pool-'));
  const port = await freePort();
  procs.push(
    startApp('gateway', {
      ...FUNCTIONAL_TEST_LIMITS,
      PORT: String(port),
      HOST: '127.0.0.1',
      NATS_URL: '',
      DATABASE_URL: `file:${path.join(dir, 'gw.db')}`,
      EMBEDDED_POOL_PROCESSES: '1',
    }),
  );
  base = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${base}/ready`)).status === 200, 120_000, 'the embedded gateway');
}, 150_000);

afterAll(async () => {
  await stopAll(procs);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('reports on the reports-svc process pool (embedded, 1 process)', () => {
  it('computes the report in the reports-svc pool process; JSON and PDF latency', async () => {
    const json = await report('json');
    expect(json.status).toBe(200);
    const body = JSON.parse(json.bytes.toString('utf8'));
    expect(body._meta.provenance.instance).toMatch(/^reports-svc\/.*-embedded-pool1$/);
    const pdf = await report('pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const timings = { json: [] as number[], pdf: [] as number[] };
    for (let i = 0; i < 5; i++) {
      timings.json.push((await report('json')).ms);
      timings.pdf.push((await report('pdf')).ms);
    }
    const med = (xs: number[]) => percentile(xs, 0.5).toFixed(0);
    console.log(
      `report latency (median of 5, warm): JSON ${med(timings.json)} ms (${json.bytes.length} B), ` +
        `PDF ${med(timings.pdf)} ms (${pdf.bytes.length} B)`,
    );
  }, 120_000);

  it('a burst beyond the busy process and its queue is shed at once: 503 capacity_saturated, Retry-After', async () => {
    const idle: number[] = [];
    let n = 0;
    await sampleSunrise(() => n++ >= 25, idle);
    let done = false;
    const loaded: number[] = [];
    const sampler = sampleSunrise(() => done, loaded);
    const t0 = performance.now();
    const results = await Promise.all(Array.from({ length: BURST }, () => report('pdf')));
    const totalMs = performance.now() - t0;
    done = true;
    await sampler;
    const ok = results.filter((r) => r.status === 200);
    const shed = results.filter((r) => r.status === 503);
    console.log(
      `${BURST} PDF reports at once: ${ok.length} served, ${shed.length} shed in ${totalMs.toFixed(0)} ms; ` +
        `/sunrise p99 idle ${percentile(idle, 0.99).toFixed(0)} ms, during ${percentile(loaded, 0.99).toFixed(0)} ms ` +
        `(n=${loaded.length})`,
    );
    expect(ok.length + shed.length).toBe(BURST);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(shed.length).toBeGreaterThanOrEqual(1);
    for (const r of shed) {
      expect(r.headers.get('retry-after')).toBe('2');
      const err = JSON.parse(r.bytes.toString('utf8'));
      expect(err.detail).toEqual({ code: 'capacity_saturated', retry_after_seconds: 2 });
    }
    expect(percentile(loaded, 0.99)).toBeLessThan(P99_LIMIT_MS);
    // the pool is free again
    expect((await report('json')).status).toBe(200);
  }, 120_000);
});
