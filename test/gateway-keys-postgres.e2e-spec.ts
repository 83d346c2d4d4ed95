import { randomBytes } from 'node:crypto';
import { Secret } from '@pj/config';
import { createApiKey, revokeApiKey } from '../apps/gateway/http/api-keys';
import { HASH_SECRET, PolicyGateway, startPolicyGateway } from './support/gateway-policy';
import { createDatabase, dropDatabase } from './support/postgres';

/** Keys in PostgreSQL (the distributed setup): created, accepted with their scope and limits, revoked. */
const name = `t_gw_keys_${process.pid}_${randomBytes(3).toString('hex')}`;
let gw: PolicyGateway | null = null;

beforeAll(async () => {
  gw = await startPolicyGateway({ DATABASE_URL: await createDatabase(name), API_KEY_CACHE_MS: '0' });
}, 60_000);

afterAll(async () => {
  await gw?.close();
  await dropDatabase(name);
});

it('a partner key stored in PostgreSQL is accepted with its own limits, then refused once revoked', async () => {
  expect(gw!.gateway.database.kind).toBe('postgresql');
  const k = await createApiKey(gw!.gateway.database.prisma, new Secret(HASH_SECRET), {
    scope: 'partner',
    label: 'pg',
    ratePerMinute: 9,
  });
  const r = await gw!.fetch('/health', { headers: { authorization: `Bearer ${k.key}` } });
  expect(r.status).toBe(200);
  expect(r.headers.get('x-svc-access-scope')).toBe('partner');
  expect(r.headers.get('ratelimit-policy')).toBe('"rate";q=9;w=60, "burst";q=12;w=1');
  // last_used_at is written after the answer, without delaying it
  let lastUsed: Date | null = null;
  for (let i = 0; i < 20 && !lastUsed; i++) {
    lastUsed =
      (await gw!.gateway.database.prisma.apiKey.findUnique({ where: { prefix: k.row.prefix } }))?.lastUsedAt ?? null;
    if (!lastUsed) await new Promise((res) => setTimeout(res, 50));
  }
  expect(lastUsed).not.toBeNull();
  expect(await revokeApiKey(gw!.gateway.database.prisma, k.row.prefix)).toBe(true);
  expect((await gw!.fetch('/health', { headers: { authorization: `Bearer ${k.key}` } })).status).toBe(401);
}, 60_000);
