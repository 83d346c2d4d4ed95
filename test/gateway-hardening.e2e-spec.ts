import { BOOTSTRAP_KEY, PolicyGateway, startPolicyGateway } from './support/gateway-policy';

/**
 * Issue 15, items 6, 7 and 9: each case failed on the code before the fix (500 on deep JSON,
 * 500 on /terms?x=1, no nosniff, unlimited key guessing, one limit bucket per proxy port or
 * garbage X-Forwarded-For entry, a purge body silently ignored).
 */
let gw: PolicyGateway;
beforeAll(async () => {
  // the test client is the trusted proxy, so X-Forwarded-For names the client
  gw = await startPolicyGateway({ TRUSTED_PROXIES: '127.0.0.1' });
});
afterAll(async () => gw.close());

const json = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', ...headers },
});
const jsonFrom = (address: string, body: string) => json(body, { 'x-forwarded-for': address });
const from = (address: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': address, ...headers },
});

describe('deeply nested JSON bodies (item 6)', () => {
  const deep = `{"person":${'['.repeat(2000)}${']'.repeat(2000)}}`;
  it.each(['/chart/calculate', '/api/v1/client_logs', '/mcp', '/panchang/comments'])(
    'POST %s with 2000 nested arrays (8 KB) → 422 naming the body and the bound, not a 500',
    async (path) => {
      const r = await gw.fetch(path, jsonFrom(`198.51.100.${path.length}`, deep));
      expect(r.status).toBe(422);
      expect(r.body.detail).toEqual([{ loc: ['body'], msg: 'JSON nesting must not exceed 32 levels', type: 'range' }]);
      expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    },
  );

  it('a body nested to the bound is validated as usual (the DTO answers, not the depth check)', async () => {
    const atBound = `{"x":${'['.repeat(31)}${']'.repeat(31)}}`;
    const r = await gw.fetch('/chart/calculate', jsonFrom('198.51.100.99', atBound));
    expect(r.status).toBe(422);
    expect(r.body.detail.some((d: { loc: string[] }) => d.loc.join('.') === 'body.x')).toBe(true);
  });
});

describe('error bodies are JSON on text routes (item 7) and never sniffed (item 9)', () => {
  it('/terms?x=1 → 422 extra_forbidden as JSON, not a 500', async () => {
    const r = await gw.fetch('/terms?x=1', from('198.51.100.1'));
    expect(r.status).toBe(422);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.body.detail).toEqual([
      { loc: ['query', 'x'], msg: 'x is not a parameter of this endpoint', type: 'extra_forbidden' },
    ]);
    const ok = await gw.fetch('/terms', from('198.51.100.1'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('X-Content-Type-Options: nosniff on success, validation error, 404 and refused credentials', async () => {
    for (const [path, status] of [
      ['/health', 200],
      ['/sunrise?lat=99', 422],
      ['/no-such-route', 404],
      ['/sunrise?api_key=x', 400],
    ] as const) {
      const r = await gw.fetch(path, from('198.51.100.2'));
      expect({ path, status: r.status, nosniff: r.headers.get('x-content-type-options') }).toEqual({
        path,
        status,
        nosniff: 'nosniff',
      });
    }
  });
});

describe('failed authentications are limited per address (item 9)', () => {
  it('10 unknown keys → 401 each; the 11th → 429 with Retry-After, and then even a valid key is refused', async () => {
    const attacker = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await gw.fetch(
        '/health',
        from(attacker, { authorization: `Bearer pjk_000000000000_${'x'.repeat(42)}${i}` }),
      );
      statuses.push(r.status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await gw.fetch('/health', from(attacker, { authorization: 'Bearer guess-11' }));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.detail).toMatchObject({ code: 'rate_limit_exceeded', tier: 'authentication' });
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // a right guess during the block must not be told apart from a wrong one
    const valid = await gw.fetch('/health', from(attacker, { authorization: `Bearer ${BOOTSTRAP_KEY}` }));
    expect(valid.status).toBe(429);
    // without a key the address is still served publicly; other addresses authenticate as usual
    expect((await gw.fetch('/health', from(attacker))).status).toBe(200);
    const other = await gw.fetch('/health', from('203.0.113.78', { authorization: `Bearer ${BOOTSTRAP_KEY}` }));
    expect(other.status).toBe(200);
    expect(other.headers.get('x-svc-access-scope')).toBe('operator');
  });
});

describe('client addresses from a trusted proxy are normalised (item 9)', () => {
  it('an address with a port is the same bucket as without; IPv4-mapped IPv6 too', async () => {
    const remaining = async (xff: string) =>
      Number((await gw.fetch('/health', from(xff))).headers.get('x-ratelimit-remaining'));
    const first = await remaining('192.0.2.10');
    expect(await remaining('192.0.2.10:4444')).toBe(first - 1);
    expect(await remaining('[::ffff:192.0.2.10]:5555')).toBe(first - 2);
    expect(await remaining('::FFFF:192.0.2.10')).toBe(first - 3);
  });

  it.each(['garbage', '999.1.1.1', '192.0.2.10:ab', 'unknown', '[nope]:80'])(
    'X-Forwarded-For "%s" is not an address → 400 bad_client_address, not a fresh bucket',
    async (xff) => {
      const r = await gw.fetch('/health', from(xff));
      expect(r.status).toBe(400);
      expect(r.body.detail.code).toBe('bad_client_address');
    },
  );
});

describe('client-log purge does not ignore a body (item 9)', () => {
  const operator = { 'x-api-key': BOOTSTRAP_KEY };
  it('a JSON body → 422 naming the body; the query string form works', async () => {
    const r = await gw.fetch('/api/v1/client_logs/purge', json('{"older_than_days":30}', operator));
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([
      {
        loc: ['body'],
        msg: 'purge takes older_than_days in the query string; the body must be empty',
        type: 'extra_forbidden',
      },
    ]);
    const ok = await gw.fetch('/api/v1/client_logs/purge?older_than_days=30', { method: 'POST', headers: operator });
    expect(ok.status).toBe(200);
    expect(ok.body.deleted).toBe(0);
  });
});
