import { PolicyGateway, startPolicyGateway } from './support/gateway-policy';
import { SlowTransport } from './support/slow-transport';

const SUNRISE = '/sunrise?lat=28.6139&lng=77.209&date=2024-01-01';

describe('load shedding and deadlines per tier', () => {
  let gw: PolicyGateway;
  afterEach(async () => gw?.close());

  it('in-flight bound: with public_read limited to 2 in flight, the 3rd concurrent request gets 503 capacity_saturated + Retry-After; the slot frees', async () => {
    gw = await startPolicyGateway({ TIER_MAX_IN_FLIGHT: 'public_read=2' }, { transport: new SlowTransport(400) });
    const rs = await Promise.all([gw.fetch(SUNRISE), gw.fetch(SUNRISE), gw.fetch(SUNRISE)]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 200, 503]);
    const shed = rs.find((r) => r.status === 503)!;
    expect(shed.body.detail).toEqual({ code: 'capacity_saturated', retry_after_seconds: 1 });
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(shed.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(gw.gateway.policy.inFlight.inFlight('public_read')).toBe(0);
    expect((await gw.fetch(SUNRISE)).status).toBe(200);
    // another tier has its own bound
    expect((await gw.fetch('/health')).status).toBe(200);
  }, 60_000);

  it('deadline expiry: 504 request_timeout with the applied deadline; downstream got the absolute deadline; the slot is freed', async () => {
    const transport = new SlowTransport(5_000);
    gw = await startPolicyGateway(
      { TIER_DEADLINES_S: 'public_read=0.3', TIER_MAX_IN_FLIGHT: 'public_read=1' },
      { transport },
    );
    const started = Date.now();
    const r = await gw.fetch(SUNRISE);
    const tookMs = Date.now() - started;
    expect(r.status).toBe(504);
    expect(r.body.detail).toEqual({ code: 'request_timeout', deadline_seconds: 0.3 });
    expect(r.headers.get('x-svc-request-timeout-seconds')).toBe('0.3');
    expect(tookMs).toBeGreaterThanOrEqual(290);
    expect(tookMs).toBeLessThan(1500);
    const first = transport.seen[0];
    expect(first.deadlineAtMs - first.sentAtMs).toBeGreaterThan(250);
    expect(first.deadlineAtMs - first.sentAtMs).toBeLessThanOrEqual(300);
    expect(gw.gateway.policy.inFlight.inFlight('public_read')).toBe(0);
    // with one slot only, the next request is served again rather than shed
    expect((await gw.fetch(SUNRISE)).status).toBe(504);
  }, 60_000);

  it('default deadlines are 30 / 60 / 180 s per SPEC §8 and configurable', async () => {
    gw = await startPolicyGateway({ TIER_DEADLINES_S: 'public_compute=90' });
    const t = gw.gateway.policy.tiers;
    expect([t.public_read.deadlineS, t.public_compute.deadlineS, t.public_extended.deadlineS]).toEqual([30, 90, 180]);
    await expect(startPolicyGateway({ TIER_DEADLINES_S: 'public_bogus=5' })).rejects.toThrow(
      /^invalid configuration: TIER_DEADLINES_S names unknown tier "public_bogus"/,
    );
    await expect(startPolicyGateway({ TIER_BURST_LIMITS: 'mcp=5' })).rejects.toThrow(
      /^invalid configuration: TIER_BURST_LIMITS names tier "mcp", which has no burst window/,
    );
  }, 60_000);
});
