import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort, Proc, startApp, stopAll, waitFor } from './support/processes';

/** Two gateway processes (`node dist/apps/gateway/main.js`, needs `npm run build`) on one Redis share one budget. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const L = 40;
const prefix = `t-gw:${randomBytes(4).toString('hex')}:`;
const procs: Proc[] = [];
const dirs: string[] = [];
const bases: string[] = [];

beforeAll(async () => {
  for (const i of [1, 2]) {
    const dir = mkdtempSync(path.join(tmpdir(), 't-gw-proc-'));
    dirs.push(dir);
    const port = await freePort();
    procs.push(
      startApp('gateway', {
        PORT: String(port),
        HOST: '127.0.0.1',
        NATS_URL: '',
        INSTANCE_ID: `t-gw-${i}`,
        DATABASE_URL: `file:${path.join(dir, 'db.sqlite')}`,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        TIER_RATE_LIMITS: `public_read=${L}`,
        TIER_BURST_LIMITS: 'public_read=100000',
        CLIENT_MAX_IN_FLIGHT: '100000', // the shared rate limit is under test, not the in-flight bound
      }),
    );
    bases.push(`http://127.0.0.1:${port}`);
  }
  for (const b of bases)
    await waitFor(async () => (await fetch(`${b}/health`)).status === 200, 60_000, `${b} to start`);
}, 90_000);

afterAll(async () => {
  await stopAll(procs);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

it(`two gateway processes, one Redis: 600 concurrent requests spread over both, exactly ${L} pass in the minute`, async () => {
  const statuses = await Promise.all(
    Array.from({ length: 600 }, (_, i) =>
      fetch(`${bases[i % 2]}/panchang/tithis`).then(async (r) => ({
        gw: i % 2,
        status: r.status,
        retry: r.headers.get('retry-after'),
      })),
    ),
  );
  const ok = statuses.filter((s) => s.status === 200);
  expect(ok).toHaveLength(L);
  expect(statuses.filter((s) => s.status === 429)).toHaveLength(600 - L);
  // each process answered its 300; with separate budgets 2·L would pass, so exactly L proves one shared budget
  // (which process's requests reach Redis first is a matter of timing: the passes may all fall on one)
  for (const gw of [0, 1])
    expect(statuses.filter((s) => s.gw === gw && (s.status === 200 || s.status === 429))).toHaveLength(300);
  expect(Number(statuses.find((s) => s.status === 429)!.retry)).toBeGreaterThan(0);
}, 60_000);
