import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Principal } from './api-keys';
import { ContractHttpException } from './contract-exception';
import { resolveTiers, TIER_KEY, TIER_NAMES, TierName } from './policy';
import { PolicyThrottlerGuard } from './policy-throttler.guard';
import { BoundedMemoryStore } from './rate-limit-store';

const NO_OVERRIDES = { rate: {}, burst: {}, deadlineS: {}, maxInFlight: {} };

function harness() {
  let now = 5_000_000;
  const store = new BoundedMemoryStore(10_000, () => now);
  const tiers = resolveTiers(NO_OVERRIDES);
  const guard = new PolicyThrottlerGuard(store, new Reflector(), tiers);
  const handlers = Object.fromEntries(
    TIER_NAMES.map((t) => {
      const h = () => undefined;
      Reflect.defineMetadata(TIER_KEY, t, h);
      return [t, h];
    }),
  ) as Record<TierName, () => void>;
  const call = async (tier: TierName, ip = '203.0.113.7', principal?: Principal) => {
    const headers: Record<string, string> = {};
    const req = { ip, headers: {}, svcAccess: principal };
    const reply = { header: (k: string, v: string) => (headers[k] = v) };
    const ctx = {
      getHandler: () => handlers[tier],
      getClass: () => class X {},
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => reply }),
    } as unknown as ExecutionContext;
    try {
      await guard.canActivate(ctx);
      return { status: 200, headers, body: null as any };
    } catch (e) {
      if (!(e instanceof ContractHttpException)) throw e;
      return { status: e.getStatus(), headers: e.headers, body: e.body as any };
    }
  };
  return { guard, tiers, call, advance: (ms: number) => (now += ms) };
}

describe('PolicyThrottlerGuard: every tier of SPEC §8 with a fake clock', () => {
  const expected: Record<TierName, { rate: number; windowS: number; burst: number | null }> = {
    public_read: { rate: 60, windowS: 60, burst: 12 },
    public_compute: { rate: 20, windowS: 60, burst: 4 },
    public_extended: { rate: 6, windowS: 60, burst: 2 },
    mcp: { rate: 120, windowS: 60, burst: null },
    comments: { rate: 5, windowS: 3600, burst: null },
    discovery: { rate: 60, windowS: 60, burst: 12 },
  };

  it.each(TIER_NAMES)('%s: burst per second, then the rate window, then Retry-After until it resets', async (tier) => {
    const h = harness();
    await h.guard.onModuleInit();
    const e = expected[tier];
    let passed = 0;
    // send in steps of one second, as fast as the burst allows, until the rate window refuses
    for (let second = 0; second < e.windowS && passed < e.rate; second++) {
      const perSecond = e.burst ?? e.rate;
      for (let i = 0; i < perSecond && passed < e.rate; i++) {
        const r = await h.call(tier);
        expect(r.status).toBe(200);
        passed++;
      }
      if (e.burst !== null && passed < e.rate) {
        const r = await h.call(tier);
        expect(r.status).toBe(429);
        expect(r.body).toEqual({ detail: { code: 'rate_limit_exceeded', retry_after_seconds: 1, tier } });
        expect(r.headers['retry-after']).toBe('1');
      }
      if (passed < e.rate) h.advance(1000);
    }
    expect(passed).toBe(e.rate);
    h.advance(1000);
    const refused = await h.call(tier);
    expect(refused.status).toBe(429);
    expect(refused.body.detail.tier).toBe(tier);
    const wait = Number(refused.headers['retry-after']);
    expect(refused.body.detail.retry_after_seconds).toBe(wait);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(e.windowS);
    expect(refused.headers['ratelimit-policy']).toBe(
      e.burst ? `"rate";q=${e.rate};w=${e.windowS}, "burst";q=${e.burst};w=1` : `"rate";q=${e.rate};w=${e.windowS}`,
    );
    h.advance(wait * 1000);
    expect((await h.call(tier)).status).toBe(200);
  });

  it('another client address has its own budget; an IPv6 /64 is one client', async () => {
    const h = harness();
    await h.guard.onModuleInit();
    for (let i = 0; i < 2; i++) expect((await h.call('public_extended', '2001:db8:1:2::' + (i + 1))).status).toBe(200);
    expect((await h.call('public_extended', '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await h.call('public_extended', '2001:db8:1:3::1')).status).toBe(200);
    expect((await h.call('public_extended', '198.51.100.1')).status).toBe(200);
    expect((await h.call('public_extended', '::ffff:198.51.100.1')).status).toBe(200);
    expect((await h.call('public_extended', '198.51.100.1')).status).toBe(429);
  });

  it("operators skip the limits; partners are limited per key with the key's own numbers", async () => {
    const h = harness();
    await h.guard.onModuleInit();
    const operator: Principal = { scope: 'operator', keyPrefix: 'aaaaaaaaaaaa', limits: null };
    for (let i = 0; i < 50; i++) expect((await h.call('public_extended', '198.51.100.9', operator)).status).toBe(200);
    const partner: Principal = {
      scope: 'partner',
      keyPrefix: 'bbbbbbbbbbbb',
      limits: { ratePerMinute: 100, burstPerSecond: 5 },
    };
    for (let i = 0; i < 5; i++) {
      const r = await h.call('public_extended', `198.51.100.${i}`, partner); // any address: the key is the bucket
      expect(r.status).toBe(200);
      expect(r.headers['x-ratelimit-limit']).toBe('100');
      expect(r.headers['x-ratelimit-remaining']).toBe(String(99 - i));
    }
    expect((await h.call('public_extended', '198.51.100.77', partner)).status).toBe(429);
  });
});
