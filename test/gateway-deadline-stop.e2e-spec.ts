import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { comparePacket } from '@pj/calendar';
import { PolicyGateway, startPolicyGateway } from './support/gateway-policy';
import { FUNCTIONAL_TEST_LIMITS } from './support/limits';
import { freePort, Proc, requireBuild, startApp, startGateway, stopAll, waitFor } from './support/processes';

/**
 * The tier deadline stops the computation, not only the wait: Ekadashi's observance (Madhva, whose
 * polar rule searches lower latitudes) compared between Tromsø (69.65° N) and McMurdo (two polar
 * year timelines) runs for over a second unbounded; with public_read's deadline at a fraction of a
 * second the gateway answers 504 request_timeout, and the service has stopped computing soon after.
 * Real time with generous margins, no exact sleeps. (A 400-day festival range at Tromsø, used
 * before, now takes ~0.45 s.)
 */
const POLAR = { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo', slug: 'ekadashi', tradition: 'madhva' } as const;
const MCMURDO = { compareLat: -77.85, compareLng: 166.67, compareTz: 'Antarctica/McMurdo' } as const;
const LONG =
  '/festival/observance/compare?lat=69.65&lng=18.96&tz=Europe/Oslo&year=2024&slug=ekadashi&tradition=madhva' +
  '&compare_lat=-77.85&compare_lng=166.67&compare_tz=Antarctica/McMurdo';
const SHORT = '/calendar/traditions';
const DEADLINE_S = 0.5;

/**
 * The same computation for another year run unbounded in this process (ms): what the service would
 * spend without the cooperative deadline (another year, so that no year timeline it keeps is reused).
 */
function unboundedMs(): number {
  const t0 = Date.now();
  comparePacket({ ...POLAR, ...MCMURDO, year: 2022 });
  return Date.now() - t0;
}

async function timed(base: string, p: string): Promise<{ status: number; body: any; ms: number }> {
  const t0 = Date.now();
  const res = await fetch(base + p);
  const body = await res.json();
  return { status: res.status, body, ms: Date.now() - t0 };
}

describe('embedded: the tier deadline stops the computation', () => {
  let gw: PolicyGateway;
  afterAll(async () => gw?.close());

  it('504 request_timeout with deadline_seconds, answered at the deadline, and the event loop is free right after (the computation stopped)', async () => {
    gw = await startPolicyGateway({ ...FUNCTIONAL_TEST_LIMITS, TIER_DEADLINES_S: `public_read=${DEADLINE_S}` });
    const full = unboundedMs();
    // the service runs in this process, synchronously: while it computes, no timer fires. The
    // largest gap between 10-ms ticks is therefore the longest stretch the computation held the loop.
    let last = Date.now();
    let maxGap = 0;
    const tick = setInterval(() => {
      const now = Date.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
    }, 10);
    try {
      const r = await timed(gw.base, LONG);
      expect(r.status).toBe(504);
      expect(r.body.detail).toEqual({ code: 'request_timeout', deadline_seconds: DEADLINE_S });
      const next = await timed(gw.base, SHORT);
      expect(next.status).toBe(200);
      await new Promise((res) => setTimeout(res, 300));
      // answered at the deadline (+ margin), long before the unbounded computation would have ended
      expect(r.ms).toBeLessThan(DEADLINE_S * 1000 + 700);
      expect(full).toBeGreaterThan(r.ms + 300);
      expect(maxGap).toBeLessThan(DEADLINE_S * 1000 + 700);
      expect(next.ms).toBeLessThan(1000);
      console.log(
        `embedded: unbounded ${full} ms; 504 after ${r.ms} ms (deadline ${DEADLINE_S * 1000} ms); longest event-loop block ${maxGap} ms; next request ${next.ms} ms`,
      );
    } finally {
      clearInterval(tick);
    }
  }, 120_000);
});

describe('distributed (private NATS, one calendar-svc replica): the service stops at the deadline', () => {
  const run = randomBytes(4).toString('hex');
  const procs: Proc[] = [];
  let nats: ChildProcess | null = null;
  let base = '';

  beforeAll(async () => {
    requireBuild();
    // a private NATS server: no other process can answer this test's subjects
    const natsPort = await freePort();
    nats = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(natsPort)], { stdio: 'ignore' });
    const NATS_URL = `nats://127.0.0.1:${natsPort}`;
    procs.push(startApp('calendar-svc', { NATS_URL, INSTANCE_ID: `${run}-1` }));
    base = await startGateway(procs, {
      NATS_URL,
      INSTANCE_ID: `${run}-gw`,
      ...FUNCTIONAL_TEST_LIMITS,
      TIER_DEADLINES_S: `public_read=${DEADLINE_S}`,
    });
    await waitFor(
      async () => (await fetch(base + SHORT)).status === 200,
      60_000,
      'gateway and calendar-svc over the private NATS',
    );
    // warm the rule set and the code paths of the range (its first run may itself hit the deadline)
    await fetch(`${base}/panchang/festivals?lat=28.61&lng=77.21&tz=Asia/Kolkata&from_date=2025-01-01&days=3`);
  }, 90_000);

  afterAll(async () => {
    await stopAll(procs);
    if (nats && nats.exitCode === null) {
      const exited = new Promise((res) => nats!.once('exit', res));
      nats.kill('SIGTERM');
      await exited;
    }
  });

  it('504 at the deadline; the single replica answers the next request within its deadline instead of computing on for seconds', async () => {
    const full = unboundedMs();
    const r = await timed(base, LONG);
    expect(r.status).toBe(504);
    expect(r.body.detail).toEqual({ code: 'request_timeout', deadline_seconds: DEADLINE_S });
    // the same replica, right away: before this change it was busy for `full` ms more and this
    // request (deadline 0.5 s) timed out in its queue
    const next = await timed(base, SHORT);
    expect(next.status).toBe(200);
    expect(r.ms + next.ms).toBeLessThan(full);
    console.log(
      `distributed: unbounded ${full} ms; 504 after ${r.ms} ms; next request on the same replica 200 after ${next.ms} ms`,
    );
  }, 120_000);
});
