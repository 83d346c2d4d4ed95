import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RpcFailure, RpcTransportClient } from '@pj/platform';
import type { Subject } from '@pj/contracts';
import { SingleFlightTransport } from '../rpc/single-flight';
import { AuthFailureLimiter, clientAddressOf, ReservationGuard } from './access';
import { PUBLIC_PRINCIPAL, Principal } from './api-keys';
import { jsonDepth, MAX_BODY_DEPTH } from './body-depth';
import { ContractHttpException } from './contract-exception';
import { costOf, RESERVED_KEY } from './policy';
import { BoundedMemoryStore } from './rate-limit-store';
import { ClientInFlight } from './request-context.interceptor';

/** The gateway's edge rules as units: no HTTP server, NATS, database or build needed. */
describe('clientAddressOf: the limit key of a client address', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['203.0.113.5:4444', '203.0.113.5'],
    [' 203.0.113.5 ', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['[::FFFF:203.0.113.5]:80', '203.0.113.5'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
  ])('%s → %s', (ip, want) => expect(clientAddressOf(ip)).toBe(want));

  it.each(['', 'garbage', 'unknown', '999.1.1.1', '1.2.3', '1.2.3.4:ab', '[nope]:80', '1.2.3.4, 5.6.7.8'])(
    '%j is not an address',
    (ip) => expect(clientAddressOf(ip)).toBeNull(),
  );
});

describe('AuthFailureLimiter: 10 failed authentications a minute per address', () => {
  it('blocks at the 11th failure for the rest of the window, per address, and forgets after it', async () => {
    let now = 1_000_000;
    const limiter = new AuthFailureLimiter(new BoundedMemoryStore(1000, () => now), () => now);
    for (let i = 0; i < 10; i++) expect(await limiter.failed('198.51.100.1')).toBeNull();
    expect(limiter.blockedForS('198.51.100.1')).toBeNull();
    now += 15_000;
    expect(await limiter.failed('198.51.100.1')).toBe(45);
    expect(limiter.blockedForS('198.51.100.1')).toBe(45);
    expect(limiter.blockedForS('198.51.100.2')).toBeNull();
    now += 44_500;
    expect(limiter.blockedForS('198.51.100.1')).toBe(1);
    now += 500;
    expect(limiter.blockedForS('198.51.100.1')).toBeNull();
    expect(await limiter.failed('198.51.100.1')).toBeNull(); // a new window
  });
});

describe('ReservationGuard: decided on the matched handler', () => {
  const reserved = () => undefined;
  const open = () => undefined;
  Reflect.defineMetadata(RESERVED_KEY, true, reserved);
  const guard = new ReservationGuard(new Reflector(), () => ['/panchang/utility']);
  const ctx = (handler: () => void, principal: Principal) =>
    ({
      getHandler: () => handler,
      switchToHttp: () => ({ getRequest: () => ({ svcAccess: principal }) }),
    }) as unknown as ExecutionContext;

  it('refuses everyone but the operator on a reserved handler, with the SPEC §7 body', () => {
    for (const scope of ['public', 'partner'] as const) {
      let thrown: unknown = null;
      try {
        guard.canActivate(ctx(reserved, { ...PUBLIC_PRINCIPAL, scope }));
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(ContractHttpException);
      const e = thrown as ContractHttpException;
      expect(e.getStatus()).toBe(503);
      expect(e.body).toEqual({
        detail: {
          code: 'capacity_reserved',
          reason: 'policy_reservation',
          retryable: false,
          open_alternatives: ['/panchang/utility'],
        },
      });
      expect(e.headers).toEqual({ 'x-svc-access-scope': scope });
    }
    expect(guard.canActivate(ctx(reserved, { ...PUBLIC_PRINCIPAL, scope: 'operator' }))).toBe(true);
    expect(guard.canActivate(ctx(open, PUBLIC_PRINCIPAL))).toBe(true);
  });
});

describe('jsonDepth: nesting counted without recursion', () => {
  it.each([
    [1, 0],
    [{}, 1],
    [[[]], 2],
    [{ a: [{ b: 1 }] }, 3],
  ])('%j → %d', (value, want) => expect(jsonDepth(value, MAX_BODY_DEPTH)).toBe(want));

  it('stops past the limit on 100 000 nested arrays (no stack overflow)', () => {
    let deep: unknown[] = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepth(deep, MAX_BODY_DEPTH)).toBe(MAX_BODY_DEPTH + 1);
  });
});

describe('costOf: what a request spends of the per-minute window', () => {
  const days = { param: 'days', per: 31, default: 365 };
  it.each([
    [{ days: '1' }, 1],
    [{ days: '31' }, 1],
    [{ days: '32' }, 2],
    [{ days: 400 }, 13],
    [{}, 12],
    [{ days: 'x' }, 12],
    [{ days: '-5' }, 12],
  ])('%j → %d', (query, want) => expect(costOf(days, query)).toBe(want));
  it('a route without a rule costs 1', () => expect(costOf(undefined, { days: '400' })).toBe(1));
});

describe('ClientInFlight: requests one public client may have running', () => {
  it('admits up to the bound per client, frees on release, forgets idle clients', () => {
    const c = new ClientInFlight(2);
    expect([c.tryAcquire('a'), c.tryAcquire('a'), c.tryAcquire('a'), c.tryAcquire('b')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    c.release('a');
    expect(c.tryAcquire('a')).toBe(true);
    c.release('a');
    c.release('a');
    c.release('a'); // an extra release never goes negative
    expect([c.tryAcquire('a'), c.tryAcquire('a'), c.tryAcquire('a')]).toEqual([true, true, false]);
  });
});

describe('SingleFlightTransport: identical concurrent requests sent once', () => {
  class Deferred implements RpcTransportClient {
    readonly calls: { subject: Subject; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
    request(subject: Subject): Promise<unknown> {
      return new Promise((resolve, reject) => this.calls.push({ subject, resolve, reject }));
    }
    async close(): Promise<void> {}
  }
  const req = (payload: unknown, requestId = 'r1') => ({ requestId, deadlineAtMs: 0, payload });
  const SUNRISE = 'panchang.sunrise.v1' as Subject;
  const CHALLENGE = 'comments.challenge.v1' as Subject;

  it('shares one flight per subject and payload while it lasts; never comments-svc subjects', async () => {
    const inner = new Deferred();
    const sf = new SingleFlightTransport(inner);
    const a = sf.request(SUNRISE, req({ date: '2024-01-01' }, 'r1'), 1000);
    const b = sf.request(SUNRISE, req({ date: '2024-01-01' }, 'r2'), 1000);
    const c = sf.request(SUNRISE, req({ date: '2024-01-02' }), 1000);
    sf.request(CHALLENGE, req({}), 1000);
    sf.request(CHALLENGE, req({}), 1000);
    expect(inner.calls.map((x) => x.subject)).toEqual([SUNRISE, SUNRISE, CHALLENGE, CHALLENGE]);
    expect(sf.joined).toBe(1);
    inner.calls[0].resolve('first');
    inner.calls[1].reject(new RpcFailure('timeout', SUNRISE));
    await expect(Promise.all([a, b])).resolves.toEqual(['first', 'first']);
    await expect(c).rejects.toBeInstanceOf(RpcFailure);
    // the flight is over: the same request is sent again
    void sf.request(SUNRISE, req({ date: '2024-01-01' }), 1000);
    expect(inner.calls).toHaveLength(5);
  });
});
