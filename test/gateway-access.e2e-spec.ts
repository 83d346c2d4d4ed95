import { createHmac } from 'node:crypto';
import { createApiKey, revokeApiKey } from '../apps/gateway/http/api-keys';
import { Secret } from '@pj/config';
import { BOOTSTRAP_KEY, HASH_SECRET, PolicyGateway, startPolicyGateway } from './support/gateway-policy';

let gw: PolicyGateway;
let operatorKey = '';
let partnerKey = '';
let partnerPrefix = '';
const logged: string[] = [];

beforeAll(async () => {
  gw = await startPolicyGateway({ API_KEY_CACHE_MS: '0', LOG_LEVEL: 'verbose' });
  const secret = new Secret(HASH_SECRET);
  operatorKey = (await createApiKey(gw.gateway.database.prisma, secret, { scope: 'operator', label: 'pipeline' })).key;
  const p = await createApiKey(gw.gateway.database.prisma, secret, {
    scope: 'partner',
    label: 'acme',
    ratePerMinute: 7,
    burstPerSecond: 3,
  });
  partnerKey = p.key;
  partnerPrefix = p.row.prefix;
  // capture everything the process logs from here on
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    jest.spyOn(stream, 'write').mockImplementation(((chunk: any, ...rest: any[]) => {
      logged.push(String(chunk));
      return write(chunk, ...rest);
    }) as any);
  }
});
afterAll(async () => {
  jest.restoreAllMocks();
  await gw.close();
});

describe('API keys and access scopes (CONTRACT §5)', () => {
  it('stores only HMAC-SHA256(server secret, key): recomputed independently, the key itself is nowhere in the row', async () => {
    const rows = await gw.gateway.database.prisma.apiKey.findMany();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const key = row.scope === 'operator' ? operatorKey : partnerKey;
      expect(row.hash).toBe('hmac-sha256:' + createHmac('sha256', HASH_SECRET).update(key).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(
        key.slice(17) /* the 43-character secret after pjk_<12-hex prefix>_ (it may itself contain _) */,
      );
      expect(key.startsWith(`pjk_${row.prefix}_`)).toBe(true);
    }
  });

  it('no credential: public scope, metered (RateLimit headers present)', async () => {
    const r = await gw.fetch('/health');
    expect(r.status).toBe(200);
    expect(r.headers.get('x-svc-access-scope')).toBe('public');
    expect(r.headers.get('ratelimit-policy')).toBe('"rate";q=60;w=60, "burst";q=12;w=1');
  });

  it('operator key (Bearer, stored or bootstrap): operator scope, outside quotas (no RateLimit headers)', async () => {
    for (const key of [operatorKey, BOOTSTRAP_KEY]) {
      const r = await gw.fetch('/health', { headers: { authorization: `Bearer ${key}` } });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-svc-access-scope')).toBe('operator');
      expect(r.headers.get('ratelimit')).toBeNull();
      expect(r.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });

  it('partner key (X-API-Key): partner scope with the limits stored with the key', async () => {
    const r = await gw.fetch('/health', { headers: { 'x-api-key': partnerKey } });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-svc-access-scope')).toBe('partner');
    expect(r.headers.get('ratelimit-policy')).toBe('"rate";q=7;w=60, "burst";q=3;w=1');
    expect(r.headers.get('ratelimit')).toBe('"rate";r=6;t=60, "burst";r=2;t=1');
  });

  it('unknown, tampered or malformed key → 401 invalid_credentials / 400, never echoing the key', async () => {
    const tampered = partnerKey.slice(0, -2) + (partnerKey.endsWith('AA') ? 'BB' : 'AA');
    for (const key of [tampered, 'pjk_000000000000_' + 'x'.repeat(43), 'not-a-key']) {
      const r = await gw.fetch('/health', { headers: { authorization: `Bearer ${key}` } });
      expect(r.status).toBe(401);
      expect(r.body.detail.code).toBe('invalid_credentials');
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
      expect(r.text).not.toContain(key);
      expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    }
    const bad = await gw.fetch('/health', { headers: { authorization: `Basic ${partnerKey}` } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail.code).toBe('malformed_credentials');
    expect(bad.text).not.toContain(partnerKey);
  });

  it('a key in the query string → 400 credentials_in_url (by parameter name or by shape, on any path, routed or not)', async () => {
    for (const p of [
      `/health?api_key=${partnerKey}`,
      `/sunrise?lat=1&lng=2&date=2024-01-01&x=${partnerKey}`,
      `/no/such/route?token=abc`,
      `/health?key=${BOOTSTRAP_KEY}`,
      `/health?q=${BOOTSTRAP_KEY}`,
    ]) {
      const r = await gw.fetch(p);
      expect(r.status).toBe(400);
      expect(r.body.detail.code).toBe('credentials_in_url');
      expect(r.text).not.toContain(partnerKey);
      expect(r.text).not.toContain(BOOTSTRAP_KEY);
    }
  });

  it('a revoked key is refused (cache 0 ms here; API_KEY_CACHE_MS bounds the delay)', async () => {
    const secret = new Secret(HASH_SECRET);
    const k = await createApiKey(gw.gateway.database.prisma, secret, { scope: 'partner', label: 'to-revoke' });
    expect((await gw.fetch('/health', { headers: { 'x-api-key': k.key } })).status).toBe(200);
    expect(await revokeApiKey(gw.gateway.database.prisma, k.row.prefix)).toBe(true);
    expect((await gw.fetch('/health', { headers: { 'x-api-key': k.key } })).status).toBe(401);
    expect(await revokeApiKey(gw.gateway.database.prisma, k.row.prefix)).toBe(false);
  });

  it('operator keys take no limits', async () => {
    await expect(
      createApiKey(gw.gateway.database.prisma, new Secret(HASH_SECRET), {
        scope: 'operator',
        label: 'x',
        ratePerMinute: 5,
      }),
    ).rejects.toThrow(/no limits/);
  });

  it('no key material in anything the process logged (verbose logging)', () => {
    const all = logged.join('');
    for (const k of [operatorKey, partnerKey, BOOTSTRAP_KEY, HASH_SECRET]) expect(all).not.toContain(k);
    expect(all).not.toContain(partnerPrefix + '_');
  });
});
