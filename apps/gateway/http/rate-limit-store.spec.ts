import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import type { Redis } from 'ioredis';
import { BoundedMemoryStore, RedisRateLimitStore } from './rate-limit-store';

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('BoundedMemoryStore', () => {
  it('is atomic: 1 000 concurrent hits against a limit of 50 let exactly 50 through', async () => {
    const store = new BoundedMemoryStore(1000);
    const results = await Promise.all(Array.from({ length: 1000 }, () => store.increment('k', 60_000, 50)));
    expect(results.filter((r) => !r.isBlocked)).toHaveLength(50);
    expect(results.filter((r) => r.isBlocked)).toHaveLength(950);
    expect(Math.max(...results.map((r) => r.totalHits))).toBe(1000);
  });

  it('opens a fixed window at the first hit and resets when it ends (fake clock)', () => {
    let now = 1_000_000;
    const store = new BoundedMemoryStore(1000, () => now);
    for (let i = 1; i <= 12; i++) expect(store.hit('b', 1000, 12)).toMatchObject({ totalHits: i, isBlocked: false });
    expect(store.hit('b', 1000, 12)).toEqual({ totalHits: 13, timeToExpire: 1, isBlocked: true, timeToBlockExpire: 1 });
    now += 999;
    expect(store.hit('b', 1000, 12).isBlocked).toBe(true);
    now += 1;
    expect(store.hit('b', 1000, 12)).toMatchObject({ totalHits: 1, isBlocked: false });
    now += 400;
    expect(store.hit('m', 60_000, 1)).toMatchObject({ totalHits: 1, timeToExpire: 60 });
    now += 30_500;
    expect(store.hit('m', 60_000, 1)).toEqual({
      totalHits: 2,
      timeToExpire: 30,
      isBlocked: true,
      timeToBlockExpire: 30,
    });
  });

  it('stays bounded after 100 000 distinct client keys: at most maxKeys buckets, no timers, bounded heap', () => {
    let now = 0;
    const store = new BoundedMemoryStore(10_000, () => now);
    const timersBefore = timers();
    // a real collection before each reading (jest's context has no global gc): without it, garbage
    // from earlier suites in the same process (--runInBand) makes the heap delta meaningless
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < 100_000; i++) {
      store.hit(`rate:public_read:ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 60_000, 60);
      if (i % 1000 === 0) now += 1; // keys keep arriving within one window: nothing expires by itself
    }
    expect(store.size).toBe(10_000);
    expect(store.evictedLive).toBe(90_000);
    expect(timers()).toBe(timersBefore);
    gc();
    // 10 000 buckets of ~40-byte keys: a few MB at most, whatever the number of keys seen
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(32 * 1024 * 1024);
    // expired windows are reclaimed before any live one is evicted
    now += 60_001;
    store.hit('fresh', 1000, 1);
    expect(store.evictedLive).toBe(90_000);
    expect(store.size).toBeLessThanOrEqual(10_000);
  });
});

describe('RedisRateLimitStore when Redis fails', () => {
  it('limits with the memory fallback instead of letting every request through', async () => {
    const down = {
      defineCommand: () => undefined,
      svcRateHit: () => Promise.reject(new Error('Connection is closed.')),
    } as unknown as Redis;
    const store = new RedisRateLimitStore(down, 't:', new BoundedMemoryStore(1000));
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await store.increment('client-a', 60_000, 3));
    expect(hits.map((h) => h.totalHits)).toEqual([1, 2, 3, 4]);
    expect(hits.map((h) => h.isBlocked)).toEqual([false, false, false, true]);
    expect(store.failures).toBe(4);
  });
});
