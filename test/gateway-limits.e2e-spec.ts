import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { PolicyGateway, startPolicyGateway } from './support/gateway-policy';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const L = 50;
/** Only the per-minute window limits these runs (the burst window is opened wide). */
// the rate limiter is under test: the per-client in-flight bound (gateway-admission) is lifted
const LIMIT_L = {
  TIER_RATE_LIMITS: `discovery=${L}`,
  TIER_BURST_LIMITS: 'discovery=100000',
  CLIENT_MAX_IN_FLIGHT: '100000',
};

async function burst(gws: PolicyGateway[], n: number, path = '/health', headers: Record<string, string> = {}) {
  const results = await Promise.all(Array.from({ length: n }, (_, i) => gws[i % gws.length].fetch(path, { headers })));
  const count = (s: number) => results.filter((r) => r.status === s).length;
  return { results, ok: count(200), limited: count(429) };
}

describe('evaluator limits through the gateway (in memory)', () => {
  let gw: PolicyGateway;
  afterEach(async () => gw?.close());

  it(`1 000 concurrent requests against a limit of ${L} per minute: exactly ${L} pass, the rest get the CONTRACT §4 429`, async () => {
    gw = await startPolicyGateway(LIMIT_L);
    const r = await burst([gw], 1000);
    expect(r.ok).toBe(L);
    expect(r.limited).toBe(1000 - L);
    const refused = r.results.find((x) => x.status === 429)!;
    expect(refused.body.detail).toEqual({
      code: 'rate_limit_exceeded',
      retry_after_seconds: expect.any(Number),
      tier: 'discovery',
    });
    expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.detail.retry_after_seconds);
    expect(refused.body.detail.retry_after_seconds).toBeGreaterThanOrEqual(59);
    expect(refused.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);

  it('successful metered responses carry RateLimit, RateLimit-Policy, X-RateLimit-* and X-SVC-* headers', async () => {
    gw = await startPolicyGateway();
    const r = await gw.fetch('/panchang/tithis');
    expect(r.status).toBe(200);
    expect(r.headers.get('ratelimit-policy')).toBe('"rate";q=60;w=60, "burst";q=12;w=1');
    expect(r.headers.get('ratelimit')).toBe('"rate";r=59;t=60, "burst";r=11;t=1');
    expect([
      r.headers.get('x-ratelimit-limit'),
      r.headers.get('x-ratelimit-remaining'),
      r.headers.get('x-ratelimit-reset'),
    ]).toEqual(['60', '59', '60']);
    expect([r.headers.get('x-ratelimit-burst-limit'), r.headers.get('x-ratelimit-burst-remaining')]).toEqual([
      '12',
      '11',
    ]);
    expect(r.headers.get('x-svc-access-scope')).toBe('public');
    expect(r.headers.get('x-svc-evaluation-tier')).toBe('public_read');
    expect(r.headers.get('x-svc-request-timeout-seconds')).toBe('30');
  }, 60_000);

  it('burst: 12 per second on public_read, the 13th in the same second gets 429 with Retry-After 1', async () => {
    gw = await startPolicyGateway();
    const r = await burst([gw], 13, '/panchang/tithis');
    expect(r.ok).toBe(12);
    const refused = r.results.find((x) => x.status === 429)!;
    expect(refused.body.detail).toMatchObject({ code: 'rate_limit_exceeded', tier: 'public_read' });
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(1);
  }, 60_000);

  it('X-Forwarded-For from an untrusted peer does not change the bucket', async () => {
    gw = await startPolicyGateway({ TIER_RATE_LIMITS: 'discovery=5', TIER_BURST_LIMITS: 'discovery=100' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await gw.fetch('/health', { headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }, 60_000);

  it('from a TRUSTED_PROXIES peer, X-Forwarded-For names the client (IPv6 keyed per /64)', async () => {
    gw = await startPolicyGateway({
      TIER_RATE_LIMITS: 'discovery=2',
      TIER_BURST_LIMITS: 'discovery=100',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    const st = async (xff: string) => (await gw.fetch('/health', { headers: { 'x-forwarded-for': xff } })).status;
    expect([await st('198.51.100.1'), await st('198.51.100.1'), await st('198.51.100.1')]).toEqual([200, 200, 429]);
    expect(await st('198.51.100.2')).toBe(200);
    expect([await st('2001:db8:a:b::1'), await st('2001:db8:a:b:1:2:3:4'), await st('2001:db8:a:b::ffff')]).toEqual([
      200, 200, 429,
    ]);
    expect(await st('2001:db8:a:c::1')).toBe(200);
    // a spoofed entry to the left of an untrusted hop is not believed: the nearest untrusted address counts
    expect(await st('203.0.113.5, 198.51.100.1')).toBe(429);
  }, 60_000);
});

describe('evaluator limits shared through Redis (atomic Lua script)', () => {
  const prefix = `t-gw:${randomBytes(4).toString('hex')}:`;
  const gws: PolicyGateway[] = [];
  afterEach(async () => {
    await Promise.all(gws.splice(0).map((g) => g.close()));
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it(`1 000 concurrent requests against a limit of ${L}: exactly ${L} pass`, async () => {
    gws.push(await startPolicyGateway({ ...LIMIT_L, REDIS_URL, REDIS_KEY_PREFIX: `${prefix}a:` }));
    const r = await burst(gws, 1000);
    expect(r.ok).toBe(L);
    expect(r.limited).toBe(1000 - L);
  }, 60_000);

  it(`two gateways on one Redis share one budget: 1 000 requests spread over both, exactly ${L} pass`, async () => {
    gws.push(await startPolicyGateway({ ...LIMIT_L, REDIS_URL, REDIS_KEY_PREFIX: `${prefix}b:` }));
    gws.push(await startPolicyGateway({ ...LIMIT_L, REDIS_URL, REDIS_KEY_PREFIX: `${prefix}b:` }));
    const r = await burst(gws, 1000);
    expect(r.ok).toBe(L);
    const okPer = gws.map((g) => r.results.filter((x, i) => i % 2 === gws.indexOf(g) && x.status === 200).length);
    expect(okPer[0] + okPer[1]).toBe(L);
    expect(Math.min(...okPer)).toBeGreaterThan(0);
  }, 60_000);

  it('an unreachable REDIS_URL stops start-up with a message naming the variable (and not the URL)', async () => {
    await expect(startPolicyGateway({ REDIS_URL: 'redis://:sekrit@127.0.0.1:1' })).rejects.toThrow(
      /^invalid configuration: REDIS_URL names a Redis server that does not answer/,
    );
    await expect(startPolicyGateway({ REDIS_URL: 'redis://:sekrit@127.0.0.1:1' })).rejects.not.toThrow(/sekrit/);
  }, 60_000);
});
