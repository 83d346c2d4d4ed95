/**
 * The access hook while the API-key store is down (docs/failure-behaviour.md, PostgreSQL): a stored
 * key that is not in the gateway's cache cannot be verified, which is a transient 503
 * capacity_saturated with Retry-After (before: 500 internal); keys that need no lookup (the
 * bootstrap key) and public calls go on. The database is a PostgreSQL URL on a closed port, so
 * Prisma fails the way it does when the server is down (P1001, DatabaseNotReachable).
 */
import { PrismaPg } from '@prisma/adapter-pg';
import { parseConfig, Secret } from '@pj/config';
import type { DbClient } from '@pj/platform';
import Fastify, { FastifyInstance } from 'fastify';
import { PrismaClient } from '../../../platform/src/db/generated/postgresql/client';
import { AccessRequest, AuthFailureLimiter, installAccessHook } from './access';
import { ApiKeyVerifier, generateApiKey } from './api-keys';
import { BoundedMemoryStore } from './rate-limit-store';

/** Port 1 on the loopback: nothing listens there, the connection is refused at once. */
const UNREACHABLE_DATABASE_URL = 'postgresql://postgres@127.0.0.1:1/pj_unreachable';
const BOOTSTRAP_KEY = 'access-spec-bootstrap-key-0123456789abcdef';
const methodology = () => ({ algorithms: 'access-spec' });

function gatewayWith(prisma: DbClient): FastifyInstance {
  const app = Fastify();
  installAccessHook(app, {
    verifier: new ApiKeyVerifier(prisma, new Secret('access-spec-hash-secret'), new Secret(BOOTSTRAP_KEY), 60_000),
    authFailures: new AuthFailureLimiter(new BoundedMemoryStore(1000)),
    bootstrapKey: BOOTSTRAP_KEY,
    fallbackMethodology: methodology,
  });
  app.get('/who', (req) => ({ scope: (req as AccessRequest).svcAccess?.scope }));
  return app;
}

describe('access hook with the API-key database unreachable', () => {
  const config = parseConfig({ DATABASE_URL: UNREACHABLE_DATABASE_URL });
  if (config.database.kind !== 'postgresql') throw new Error('expected a PostgreSQL configuration');
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: config.database.url.reveal() }),
  }) as unknown as DbClient;
  const app = gatewayWith(prisma);
  afterAll(async () => {
    await app.close();
    await prisma.$disconnect();
  });

  it('an uncached stored key: 503 capacity_saturated, Retry-After 2, _meta; not 500, not 401', async () => {
    const { key } = generateApiKey();
    const res = await app.inject({ method: 'GET', url: '/who', headers: { authorization: `Bearer ${key}` } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    const body = res.json();
    expect(body.detail).toEqual({ code: 'capacity_saturated', retry_after_seconds: 2 });
    expect(body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body).not.toContain(key);
  });

  it('the same key in X-API-Key: the same 503 (nothing was cached from the failed lookup)', async () => {
    const { key } = generateApiKey();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/who', headers: { 'x-api-key': key } });
      expect(res.statusCode).toBe(503);
    }
  });

  it('the bootstrap key and public calls need no lookup: served', async () => {
    const op = await app.inject({ method: 'GET', url: '/who', headers: { authorization: `Bearer ${BOOTSTRAP_KEY}` } });
    expect(op.json()).toEqual({ scope: 'operator' });
    expect((await app.inject({ method: 'GET', url: '/who' })).json()).toEqual({ scope: 'public' });
  });
});

describe('access hook when the key lookup fails for another reason', () => {
  it('is not disguised as a dependency outage (stays a 500)', async () => {
    const broken = {
      apiKey: {
        findUnique: () => Promise.reject(new TypeError('a bug, not an outage')),
      },
    } as unknown as DbClient;
    const app = gatewayWith(broken);
    const { key } = generateApiKey();
    const res = await app.inject({ method: 'GET', url: '/who', headers: { authorization: `Bearer ${key}` } });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});
