/**
 * The gateway policy in distributed mode, all real components: gateway processes
 * (`node dist/apps/gateway/main.js`, needs `npm run build`) over NATS to two panchang-svc replicas,
 * API keys in a fresh PostgreSQL database created with the real keys CLI, limits in Redis shared by
 * two gateways. Needs NATS, PostgreSQL and Redis (TEST_NATS_URL, TEST_POSTGRES_URL, TEST_REDIS_URL).
 */
import { execFile } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { request as httpGet } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { freePort, NATS_URL, Proc, ROOT, startApp, stopAll, waitFor } from './support/processes';
import { fetchText } from './support/http';
import { createDatabase, dropDatabase } from './support/postgres';

jest.setTimeout(120_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HASH_SECRET = 'distributed-test-hash-secret-0123456789';
const OPERATOR = 'distributed-test-operator-key-0123456789';
const L = 20;
const run = randomBytes(4).toString('hex');
const dbName = `t_gw_dist_${run}`;
const prefix = `t-gw-dist:${run}:`;
const procs: Proc[] = [];
let dbUrl = '';
const base: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

const DELHI = 'lat=28.6139&lng=77.209';

const get = (b: string, p: string, headers: Record<string, string> = {}) => fetchText(b + p, { headers });

/** The raw bytes (fetch would decode gzip by itself). */
function raw(
  b: string,
  p: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; buf: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(b + p, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, buf: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

async function keysCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'dist/apps/gateway/keys-cli.js'), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: dbUrl, API_KEY_HASH_SECRET: HASH_SECRET, LOG_LEVEL: 'error' },
    },
  );
  return stdout;
}

async function startGateway(name: 'a' | 'b' | 'c', env: Record<string, string>): Promise<void> {
  const port = await freePort();
  procs.push(
    startApp('gateway', {
      PORT: String(port),
      HOST: '127.0.0.1',
      NATS_URL,
      INSTANCE_ID: `${run}-gw-${name}`,
      DATABASE_URL: dbUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      API_KEY_HASH_SECRET: HASH_SECRET,
      API_KEY_CACHE_MS: '0',
      SVC_BOOTSTRAP_OPERATOR_KEY: OPERATOR,
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    }),
  );
  base[name] = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${base[name]}/health`)).status === 200, 60_000, `gateway ${name}`);
}

beforeAll(async () => {
  dbUrl = await createDatabase(dbName);
  for (const id of ['p1', 'p2']) procs.push(startApp('panchang-svc', { NATS_URL, INSTANCE_ID: `${run}-${id}` }));
  // the rate limiter is under test: the per-client in-flight bound (gateway-admission) is lifted
  const shared = {
    TIER_RATE_LIMITS: `public_read=${L},mcp=1000`,
    TIER_BURST_LIMITS: 'public_read=100000',
    CLIENT_MAX_IN_FLIGHT: '100000',
  };
  await startGateway('a', shared);
  await startGateway('b', shared);
  // one gateway with a deadline far below what a 10-year transit scan takes, and one slot
  await startGateway('c', {
    REDIS_KEY_PREFIX: `${prefix}c:`,
    TIER_DEADLINES_S: 'public_read=0.02',
    TIER_MAX_IN_FLIGHT: 'public_read=1',
  });
  // both replicas have subscribed once each has answered
  await waitFor(
    async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 12; i++)
        seen.add(
          (
            await get(base.a, `/sunrise?${DELHI}&date=2024-03-${String(i + 1).padStart(2, '0')}`, {
              authorization: `Bearer ${OPERATOR}`,
            })
          ).headers.get('x-svc-instance') ?? '',
        );
      return seen.has(`panchang-svc/${run}-p1`) && seen.has(`panchang-svc/${run}-p2`);
    },
    60_000,
    'both panchang-svc replicas',
  );
}, 120_000);

afterAll(async () => {
  await stopAll(procs);
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await dropDatabase(dbName);
});

describe('gateway policy over NATS with PostgreSQL keys and Redis limits', () => {
  it(`two gateways on one Redis: 300 concurrent /sunrise from one client over both, exactly ${L} computed; 429 per CONTRACT §4; metered headers`, async () => {
    const client = { 'x-forwarded-for': '203.0.113.7' };
    const rs = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        get(i % 2 ? base.b : base.a, `/sunrise?${DELHI}&date=2024-05-${String((i % 28) + 1).padStart(2, '0')}`, client),
      ),
    );
    const ok = rs.filter((r) => r.status === 200);
    expect(ok).toHaveLength(L);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(300 - L);
    const refused = rs.find((r) => r.status === 429)!;
    expect(refused.body.detail).toMatchObject({ code: 'rate_limit_exceeded', tier: 'public_read' });
    expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.detail.retry_after_seconds);
    expect(refused.body.detail.retry_after_seconds).toBeGreaterThan(0);
    expect(refused.body.detail.retry_after_seconds).toBeLessThanOrEqual(60);
    for (const r of ok) {
      expect(r.headers.get('ratelimit-policy')).toBe(`"rate";q=${L};w=60, "burst";q=100000;w=1`);
      expect(r.headers.get('x-ratelimit-limit')).toBe(String(L));
      expect(r.headers.get('x-svc-access-scope')).toBe('public');
      expect(r.headers.get('x-svc-evaluation-tier')).toBe('public_read');
      expect(r.headers.get('x-svc-request-timeout-seconds')).toBe('30');
      expect(r.body._meta.provenance.service).toBe('panchang-svc');
    }
    // the remaining counts of the passes are L-1 … 0, each once: one atomic budget, not one per gateway
    expect(ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((x, y) => x - y)).toEqual(
      Array.from({ length: L }, (_, i) => i),
    );
    // another client address has its own budget
    expect((await get(base.b, `/sunrise?${DELHI}&date=2024-05-01`, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(
      200,
    );
  });

  it('keys CLI on PostgreSQL: a partner key with its own limit (3/min) is honoured by both gateways, shown once, listed without secret, revoked → 401', async () => {
    const created = JSON.parse(
      (await keysCli('create', '--scope', 'partner', '--label', 'acme', '--rate-per-minute', '3')).trim(),
    );
    expect(created.key).toMatch(/^pjk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    const stored = await (async () => {
      const c = new Client({ connectionString: dbUrl });
      await c.connect();
      try {
        return (await c.query(`SELECT hash FROM api_keys WHERE prefix = $1`, [created.prefix])).rows[0].hash as string;
      } finally {
        await c.end();
      }
    })();
    // recomputed independently: HMAC-SHA256 keyed with the server secret; the key itself is not stored
    expect(stored).toBe(`hmac-sha256:${createHmac('sha256', HASH_SECRET).update(created.key).digest('hex')}`);
    const listed = await keysCli('list');
    expect(listed).toContain(created.prefix);
    expect(listed).not.toContain(
      created.key.slice(17) /* the 43-character secret after pjk_<12-hex prefix>_ (it may itself contain _) */,
    );
    const h = { 'x-api-key': created.key };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await get(i % 2 ? base.b : base.a, `/sunrise?${DELHI}&date=2024-06-0${i + 1}`, h);
      statuses.push(r.status);
      if (r.status === 200) {
        expect(r.headers.get('x-svc-access-scope')).toBe('partner');
        expect(r.headers.get('ratelimit-policy')).toBe('"rate";q=3;w=60, "burst";q=100000;w=1');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await keysCli('revoke', created.prefix)).toContain(`revoked ${created.prefix}`);
    const revoked = await get(base.b, `/sunrise?${DELHI}&date=2024-06-05`, h);
    expect(revoked.status).toBe(401);
    expect(revoked.body.detail.code).toBe('invalid_credentials');
    expect(revoked.text).not.toContain(
      created.key.slice(17) /* the 43-character secret after pjk_<12-hex prefix>_ (it may itself contain _) */,
    );
    // a key in the query string is refused before anything else
    expect((await get(base.a, `/sunrise?${DELHI}&date=2024-06-05&api_key=${created.key}`)).status).toBe(400);
  });

  it('reservation: anonymous and partner callers get the capacity_reserved 503; the operator gets the daily packet computed by panchang-svc (Drik: sunrise 07:14, Pratipada upto 09:30)', async () => {
    const partner = JSON.parse((await keysCli('create', '--scope', 'partner', '--label', 'resv')).trim()).key as string;
    // the encoded spellings the router decodes to the same route were a bypass (issue 15, item 1)
    for (const path of [
      '/panchang/daily',
      '/panchang/%64aily',
      '/%70anchang/daily',
      '/panchang/dail%79',
      '/panchang/%6Donth',
      '/panchang/%72ashifal',
    ]) {
      for (const headers of [{}, { 'x-api-key': partner }] as Record<string, string>[]) {
        const r = await get(base.a, `${path}?${DELHI}&date=2020-12-31&ym=2020-12`, headers);
        expect(r.status).toBe(503);
        expect(r.headers.get('retry-after')).toBeNull();
        expect(r.body.detail).toMatchObject({
          code: 'capacity_reserved',
          reason: 'policy_reservation',
          retryable: false,
        });
      }
    }
    const off = (iso: string, local: string) => Math.abs(Date.parse(iso) - Date.parse(`${local}:00+05:30`)) / 1000;
    const stored = JSON.parse((await keysCli('create', '--scope', 'operator', '--label', 'ops')).trim()).key as string;
    for (const headers of [{ authorization: `Bearer ${OPERATOR}` }, { authorization: `Bearer ${stored}` }]) {
      const r = await get(base.b, `/panchang/daily?${DELHI}&date=2020-12-31`, headers);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-svc-access-scope')).toBe('operator');
      expect(r.headers.get('ratelimit')).toBeNull();
      expect(r.body._meta.provenance.service).toBe('panchang-svc');
      expect(off(r.body.sunrise, '2020-12-31T07:14')).toBeLessThanOrEqual(60);
      expect(r.body.tithi[0]).toMatchObject({ name: 'Pratipada', paksha: 'krishna' });
      expect(off(r.body.tithi[0].end, '2020-12-31T09:30')).toBeLessThanOrEqual(60);
    }
  });

  it('strong ETag across two service replicas: the same bytes and tag whichever replica computed; If-None-Match → 304; gzip decodes to the same bytes', async () => {
    const op = { authorization: `Bearer ${OPERATOR}` };
    const p = `/planets/positions?${DELHI}&date=2024-07-01`;
    const rs = [];
    for (let i = 0; i < 16; i++) rs.push(await raw(base.a, p, { ...op, 'accept-encoding': 'identity' }));
    const tag = String(rs[0].headers.etag);
    expect(tag).toBe(`"${createHash('sha256').update(rs[0].buf).digest('base64url')}"`);
    for (const r of rs) {
      expect(r.status).toBe(200);
      expect(r.headers.etag).toBe(tag);
      expect(r.buf.equals(rs[0].buf)).toBe(true);
    }
    // the 16 computations were shared by the replicas (X-SVC-Instance), yet one representation went out
    expect(new Set(rs.map((r) => r.headers['x-svc-instance'])).size).toBeGreaterThanOrEqual(2);
    const cond = await raw(base.a, p, { ...op, 'accept-encoding': 'identity', 'if-none-match': tag });
    expect(cond.status).toBe(304);
    expect(cond.buf.length).toBe(0);
    const zipped = await raw(base.a, p, { ...op, 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.buf).equals(rs[0].buf)).toBe(true);
    expect(zipped.headers.etag).toBe(`${tag.slice(0, -1)}-gzip"`);
    expect(
      (await raw(base.a, p, { ...op, 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) })).status,
    ).toBe(304);
  });

  it("MCP over NATS: tools/call sunrise gives GET /sunrise's values; bad arguments → isError 422; reserved tool → -32602", async () => {
    const mcp = (body: unknown) =>
      fetch(`${base.a}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<any>);
    const call = await mcp({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'sunrise', arguments: { lat: 28.6139, lng: 77.209, date: '2024-01-01' } },
    });
    expect(call.result.isError).toBe(false);
    const direct = await get(base.a, `/sunrise?${DELHI}&date=2024-01-01`, { authorization: `Bearer ${OPERATOR}` });
    expect(call.result.structuredContent.sunrise).toBe(direct.body.sunrise);
    expect(call.result.structuredContent._meta.provenance.service).toBe('panchang-svc');
    // Drik Panchang: New Delhi sunrise 2024-01-01 07:14
    expect(Math.abs(Date.parse(direct.body.sunrise) - Date.parse('2024-01-01T07:14:00+05:30'))).toBeLessThanOrEqual(
      60_000,
    );
    const bad = await mcp({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'sunrise', arguments: { lat: 95, lng: 77.2, date: '2024-01-01' } },
    });
    expect(bad.result).toMatchObject({ isError: true, httpStatus: 422 });
    const reserved = await mcp({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'panchang_daily', arguments: { lat: 28.6, lng: 77.2, date: '2024-01-01' } },
    });
    expect(reserved.error.code).toBe(-32602);
  });

  it('deadline over NATS: a 10-year transit scan under a 0.02 s deadline → 504 request_timeout naming it; the one slot is freed each time; beyond the slot, 503 capacity_saturated', async () => {
    const op = { authorization: `Bearer ${OPERATOR}` };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const r = await get(base.c, `/panchang/next-transits?date=2024-0${i + 1}-01&planet=moon&horizon_days=3660`, op);
      statuses.push(r.status);
      expect(r.body.detail).toEqual({ code: 'request_timeout', deadline_seconds: 0.02 });
      expect(r.headers.get('x-svc-request-timeout-seconds')).toBe('0.02');
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    // with TIER_MAX_IN_FLIGHT=1, a slot kept after a 504 would make the next request a 503
    expect(statuses).toEqual([504, 504, 504]);
    // load shedding: with one slot, concurrent requests beyond it are refused at once with 503 capacity_saturated
    const burst = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        get(base.c, `/panchang/next-transits?date=2025-0${i + 1}-01&planet=moon&horizon_days=3660`, op),
      ),
    );
    // a request arriving after the first one's 504 (20 ms) may take the freed slot on a loaded
    // machine: every answer is a 504 or an immediate 503, and at least one of each
    const timedOut = burst.filter((r) => r.status === 504);
    const shed = burst.filter((r) => r.status === 503);
    expect(timedOut.length + shed.length).toBe(4);
    expect(timedOut.length).toBeGreaterThanOrEqual(1);
    expect(shed.length).toBeGreaterThanOrEqual(1);
    for (const r of shed) {
      expect(r.body.detail).toEqual({ code: 'capacity_saturated', retry_after_seconds: 1 });
      expect(r.headers.get('retry-after')).toBe('1');
    }
    // the services were not blocked for long: the ordinary gateway computes at once
    expect((await get(base.a, `/sunrise?${DELHI}&date=2024-08-01`, op)).status).toBe(200);
  });
});
