import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { Redis } from 'ioredis';

/** A throttler store whose increment may count one request as several (its cost). */
export interface WeightedStore extends ThrottlerStorage {
  increment(
    key: string,
    ttlMs: number,
    limit: number,
    blockMs?: number,
    name?: string,
    weight?: number,
  ): Promise<ThrottlerStorageRecord>;
}

/**
 * Fixed-window counters for @nestjs/throttler. A window opens at a client's first request and
 * lasts `ttlMs`; the request that makes `hits` exceed `limit` and every later one in the window
 * are refused. Refused requests count too, so hammering does not earn a fresh budget sooner.
 */
function record(hits: number, limit: number, msLeft: number): ThrottlerStorageRecord {
  const s = Math.max(1, Math.ceil(msLeft / 1000));
  const isBlocked = hits > limit;
  return { totalHits: hits, timeToExpire: s, isBlocked, timeToBlockExpire: isBlocked ? s : 0 };
}

/** How many entries at the oldest end a full store inspects for expired windows before evicting a live one. */
const SWEEP_SCAN = 64;

/**
 * In-memory store with a hard bound on the number of buckets and no timers (the throttler's own
 * store keeps one timer per hit and never forgets a key). A Map keeps insertion order, which is
 * the order in which windows opened; when full, expired windows at the old end go first, and if
 * none has expired the oldest live one is evicted (that client starts a fresh window: the store
 * errs towards letting a request through rather than growing). Increments are synchronous, hence
 * atomic within the process.
 */
export class BoundedMemoryStore implements ThrottlerStorage {
  private readonly buckets = new Map<string, { hits: number; resetAtMs: number }>();
  evictedLive = 0;

  constructor(
    readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.buckets.size;
  }

  readonly increment: WeightedStore['increment'] = async (key, ttlMs, limit, _blockMs, _name, weight = 1) =>
    this.hit(key, ttlMs, limit, weight);

  hit(key: string, ttlMs: number, limit: number, weight = 1): ThrottlerStorageRecord {
    const now = this.now();
    let b = this.buckets.get(key);
    if (b && b.resetAtMs <= now) {
      this.buckets.delete(key);
      b = undefined;
    }
    if (!b) {
      this.makeRoom(now);
      b = { hits: 0, resetAtMs: now + ttlMs };
      this.buckets.set(key, b);
    }
    b.hits += weight;
    return record(b.hits, limit, b.resetAtMs - now);
  }

  private makeRoom(now: number): void {
    if (this.buckets.size < this.maxKeys) return;
    let scanned = 0;
    for (const [k, v] of this.buckets) {
      if (scanned++ >= SWEEP_SCAN || this.buckets.size < this.maxKeys) break;
      if (v.resetAtMs <= now) this.buckets.delete(k);
    }
    while (this.buckets.size >= this.maxKeys) {
      this.buckets.delete(this.buckets.keys().next().value as string);
      this.evictedLive++;
    }
  }
}

/**
 * One round trip, atomic on the server: count the hit, open the window on the first one, and
 * return the count with the window's remaining milliseconds. Every gateway replica that uses the
 * same Redis shares the budget; the window is Redis's clock, not the replicas'.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
if hits == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}
`;

type RedisWithHit = Redis & { svcRateHit(key: string, ttlMs: number, weight: number): Promise<[number, number]> };

/**
 * Shared store over Redis. When Redis fails (down, or slower than the command timeout) the hit is counted in
 * `fallback`, this gateway's own bounded memory store, and a warning is logged at most every 10 s: the limits stay
 * closed (each gateway enforces the tier's numbers on its own, so N gateways admit at most N times the shared budget)
 * and Redis being down never stops the service. Counts start afresh in each store when it switches.
 */
export class RedisRateLimitStore implements ThrottlerStorage {
  private readonly logger = new Logger('RedisRateLimitStore');
  private lastWarnMs = 0;
  failures = 0;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly fallback: BoundedMemoryStore,
  ) {
    if (!('svcRateHit' in redis)) redis.defineCommand('svcRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  }

  readonly increment: WeightedStore['increment'] = async (key, ttlMs, limit, _blockMs, _name, weight = 1) => {
    try {
      const [hits, msLeft] = await (this.redis as unknown as RedisWithHit).svcRateHit(
        `${this.keyPrefix}rl:${key}`,
        ttlMs,
        weight,
      );
      return record(Number(hits), limit, Number(msLeft));
    } catch (err) {
      this.failures++;
      if (Date.now() - this.lastWarnMs > 10_000) {
        this.lastWarnMs = Date.now();
        this.logger.warn(
          `rate-limit store unavailable, limiting with this gateway's memory: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      return this.fallback.hit(key, ttlMs, limit);
    }
  };
}
