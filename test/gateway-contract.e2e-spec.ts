import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Secret } from '@pj/config';
import { createApiKey } from '../apps/gateway/http/api-keys';
import { OPEN_ALTERNATIVE_CANDIDATES } from '../apps/gateway/http/policy';
import { BOOTSTRAP_KEY, HASH_SECRET, PolicyGateway, startPolicyGateway } from './support/gateway-policy';

const HIGH = {
  TIER_RATE_LIMITS: 'public_read=100000,discovery=100000',
  TIER_BURST_LIMITS: 'public_read=100000,discovery=100000',
};
const RESERVED = ['/panchang/daily', '/panchang/details', '/panchang/month', '/panchang/rashifal'];

let gw: PolicyGateway;
let partnerKey = '';
let operatorKey = '';
beforeAll(async () => {
  gw = await startPolicyGateway(HIGH);
  partnerKey = (
    await createApiKey(gw.gateway.database.prisma, new Secret(HASH_SECRET), { scope: 'partner', label: 'p' })
  ).key;
  operatorKey = (
    await createApiKey(gw.gateway.database.prisma, new Secret(HASH_SECRET), { scope: 'operator', label: 'o' })
  ).key;
});
afterAll(async () => gw.close());

describe('reserved product endpoints (SPEC §4.1, §7)', () => {
  it.each(RESERVED)(
    '%s: anonymous and partner callers get exactly the capacity_reserved 503, no Retry-After',
    async (path) => {
      for (const headers of [{}, { 'x-api-key': partnerKey }] as Record<string, string>[]) {
        const r = await gw.fetch(`${path}?lat=28.6139&lng=77.209&date=2024-01-01&ym=2024-01`, { headers });
        expect(r.status).toBe(503);
        expect(r.headers.get('retry-after')).toBeNull();
        const { _meta, ...body } = r.body;
        expect(body).toEqual({
          detail: {
            code: 'capacity_reserved',
            reason: 'policy_reservation',
            retryable: false,
            // every candidate is a served route, so none is filtered out
            open_alternatives: [...OPEN_ALTERNATIVE_CANDIDATES],
          },
        });
        expect(r.body.detail.retry_after_seconds).toBeUndefined();
        expect(_meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      }
    },
  );

  it('the operator gets the computed packet (Drik, New Delhi 2020-12-31: sunrise 07:14, Krishna Pratipada upto 09:30, within a minute)', async () => {
    const off = (iso: string, local: string) => Math.abs(Date.parse(iso) - Date.parse(`${local}:00+05:30`)) / 1000;
    for (const auth of [{ authorization: `Bearer ${BOOTSTRAP_KEY}` }, { 'x-api-key': operatorKey }] as Record<
      string,
      string
    >[]) {
      const r = await gw.fetch('/panchang/daily?lat=28.6139&lng=77.209&date=2020-12-31', { headers: auth });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-svc-access-scope')).toBe('operator');
      expect(off(r.body.sunrise, '2020-12-31T07:14')).toBeLessThanOrEqual(60);
      expect(r.body.tithi[0]).toMatchObject({ name: 'Pratipada', paksha: 'krishna' });
      expect(off(r.body.tithi[0].end, '2020-12-31T09:30')).toBeLessThanOrEqual(60);
    }
  });

  it('every open alternative named is a route that answers 200', async () => {
    for (const p of [
      '/panchang/tithis',
      '/sunrise?lat=28.6139&lng=77.209&date=2024-01-01',
      '/planets/positions?lat=28.6139&lng=77.209&date=2024-01-01',
    ]) {
      expect((await gw.fetch(p)).status).toBe(200);
    }
  });
});

describe('OpenAPI contract', () => {
  let doc: any;
  beforeAll(async () => {
    doc = (await gw.fetch('/api-docs/openapi.json')).body;
  });

  it('lists every implemented route and names no route that does not exist', () => {
    const implemented = gw.gateway.routes
      .filter((r) => r.method !== 'head' && r.method !== 'options' && r.path !== '/api-docs/openapi.json')
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([p, item]: [string, any]) => Object.keys(item).map((m) => `${m} ${p}`))
      .sort();
    expect(documented).toEqual([...new Set(implemented)]);
  });

  it('caching and compression are declared on the routes (x-svc-cache, x-svc-compress) and documented from them', () => {
    const ops = Object.entries(doc.paths).flatMap(([p, item]: [string, any]) =>
      Object.entries(item).map(([m, op]: [string, any]) => ({ at: `${m} ${p}`, op })),
    );
    const noStore = ops.filter((o) => o.op['x-svc-cache'] === 'no-store').map((o) => o.at);
    // liveness, readiness, the HTML pages (they mark "now" and show the latest comments) and /geoip (per caller
    // address: never cached, never revalidated)
    expect(noStore.sort()).toEqual([
      'get /geoip',
      'get /health',
      'get /panchang',
      'get /panchang-prototype',
      'get /ready',
      'get /shell',
      'get /user-dashboard',
      'get /user-dashboard-prototype',
    ]);
    for (const at of noStore) expect(ops.find((o) => o.at === at)!.op.responses['200'].headers.ETag).toBeUndefined();
    const compressed = ops.filter((o) => o.op['x-svc-compress'] === true);
    expect(compressed.map((o) => o.at).sort()).toEqual([
      'get /panchang/choghadiya',
      'get /panchang/daily',
      'get /panchang/month',
      'get /panchang/rashifal',
      'get /panchang/transits',
      'get /planets/positions',
    ]);
    for (const o of compressed) expect(o.op.responses['200'].headers.Vary).toBeDefined();
  });

  it('version 0.1.0; every operation has a tier, deadline, limits, the metered headers and 429/503/504 schemas', () => {
    expect(doc.info.version).toBe('0.1.0');
    expect(doc['x-svc-evaluation-policy'].reserved_endpoints).toEqual(RESERVED);
    expect(doc['x-svc-tiers'].public_read).toMatchObject({
      rate: { limit: 100000, window_seconds: 60 },
      deadline_seconds: 30,
    });
    for (const [path, item] of Object.entries(doc.paths) as [string, any][]) {
      for (const op of Object.values(item) as any[]) {
        expect([path, op['x-svc-tier']]).toEqual([
          path,
          expect.stringMatching(/^(public_read|public_compute|public_extended|mcp|comments|discovery)$/),
        ]);
        expect(op['x-svc-deadline-seconds']).toBeGreaterThan(0);
        expect(op['x-svc-rate-limit'].rate.limit).toBeGreaterThan(0);
        expect(op.responses['429'].content['application/json'].schema.properties.detail.properties.code.enum).toEqual([
          'rate_limit_exceeded',
        ]);
        expect(op.responses['503']).toBeDefined();
        expect(op.responses['504']).toBeDefined();
        // one declaration of the error bodies: the deadline may be fractional (TIER_DEADLINES_S)
        for (const media of Object.values(op.responses['504'].content) as any[])
          expect(media.schema.properties.detail.properties.deadline_seconds.type).toBe('number');
        if (path.includes('{'))
          expect(op.responses['404'].content['application/json'].schema.properties.detail.properties.code.enum).toEqual(
            ['not_found'],
          );
        // the success response: 200, or 202 for an accepted write (it documents no phantom 200)
        const success = op.responses['200'] ?? op.responses['201'] ?? op.responses['202'];
        expect(Object.keys(success.headers)).toEqual(
          expect.arrayContaining([
            'RateLimit',
            'RateLimit-Policy',
            'X-RateLimit-Limit',
            'X-SVC-Access-Scope',
            'X-SVC-Evaluation-Tier',
            'X-SVC-Request-Timeout-Seconds',
          ]),
        );
      }
    }
    expect(doc.paths['/sunrise'].get['x-svc-tier']).toBe('public_read');
    expect(Object.keys(doc.paths['/sunrise'].get.responses['200'].headers)).toEqual(
      expect.arrayContaining(['ETag', 'Cache-Control']),
    );
    expect(doc.paths['/sunrise'].get.responses['304'].headers.ETag).toBeDefined();
    expect(doc.paths['/health'].get.responses['304']).toBeUndefined();
    expect(doc.paths['/health'].get['x-svc-tier']).toBe('discovery');
  });
});

describe('discovery documents generated from the route table', () => {
  it('GET / names the families, the discovery documents and the tiers', async () => {
    const r = await gw.fetch('/');
    expect(r.status).toBe(200);
    expect(r.body.contract_version).toBe('0.1.0');
    expect(r.body.families.map((f: any) => f.family)).toEqual(
      expect.arrayContaining(['panchang', 'planets', 'timing', 'discovery', 'service']),
    );
    expect(r.body.access.reserved_endpoints).toEqual(RESERVED);
    expect(r.body.access.tiers.public_read).toEqual({
      rate: { limit: 100000, window_seconds: 60 },
      burst: { limit: 100000, window_seconds: 1 },
      deadline_seconds: 30,
      applies_to: expect.any(String),
    });
    for (const d of r.body.discovery) expect((await gw.fetch(d)).status).toBe(200);
  });

  it('/ai-sitemap.json lists exactly the operations of the OpenAPI document', async () => {
    const [site, doc] = [(await gw.fetch('/ai-sitemap.json')).body, (await gw.fetch('/api-docs/openapi.json')).body];
    const fromDoc = Object.entries(doc.paths)
      .flatMap(([p, item]: [string, any]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(site.operations.map((o: any) => `${o.method} ${o.path}`).sort()).toEqual(fromDoc);
  });

  it('/mcp/tools.json: one tool per public read-only GET with its parameters as JSON Schema; reserved and authenticated tools listed, not callable', async () => {
    const { tools } = (await gw.fetch('/mcp/tools.json')).body;
    const sunrise = tools.find((t: any) => t.path === '/sunrise');
    expect(sunrise).toMatchObject({ name: 'sunrise', callable: true, tier: 'public_read' });
    expect(sunrise.inputSchema.required.sort()).toEqual(['date', 'lat', 'lng']);
    expect(sunrise.inputSchema.properties.lat).toMatchObject({ minimum: -90, maximum: 90 });
    expect(sunrise.inputSchema.additionalProperties).toBe(false);
    expect(tools.filter((t: any) => !t.callable && t.reason === 'policy_reservation').map((t: any) => t.path)).toEqual(
      RESERVED,
    );
    expect(
      tools.filter((t: any) => !t.callable && t.reason === 'authentication_required').map((t: any) => t.path),
    ).toEqual(['/api/v1/client_logs/recent']);
    expect(tools.filter((t: any) => !t.callable).length).toBe(RESERVED.length + 1);
    expect(tools.find((t: any) => t.path === '/health')).toBeUndefined();
  });

  it('the three agent-card addresses give the same card, with one skill per family', async () => {
    const cards = await Promise.all(
      ['/a2a/agent-card.json', '/.well-known/agent-card.json', '/.well-known/agent.json'].map((p) => gw.fetch(p)),
    );
    const strip = (b: any) => ({ ...b, _meta: undefined });
    expect(strip(cards[1].body)).toEqual(strip(cards[0].body));
    expect(strip(cards[2].body)).toEqual(strip(cards[0].body));
    expect(cards[0].body.url).toBe(gw.base);
    expect(cards[0].body.skills.map((s: any) => s.id)).toEqual(expect.arrayContaining(['panchang', 'timing']));
  });

  it('/openapi/domain/{family} is the subset of one family; unknown family → 404', async () => {
    const r = await gw.fetch('/openapi/domain/panchang');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.paths).sort()).toEqual([
      '/panchang/chandrabalam',
      '/panchang/daily',
      '/panchang/details',
      '/panchang/month',
      '/panchang/rashifal',
      '/panchang/tarabalam',
      '/panchang/tithi/{tithi_slug}',
      '/panchang/tithis',
      '/panchang/utility',
    ]);
    // each family document carries exactly the component schemas its operations refer to
    const families = (await gw.fetch('/')).body.families.map((f: any) => f.family);
    for (const family of families) {
      const sub = (await gw.fetch(`/openapi/domain/${family}`)).body;
      const refs = new Set(
        [...JSON.stringify(sub).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]),
      );
      expect([family, Object.keys(sub.components.schemas).sort()]).toEqual([family, [...refs].sort()]);
    }
    expect((await gw.fetch('/openapi/domain/astrology-of-cats')).status).toBe(404);
    expect((await gw.fetch('/openapi/domain/BAD!')).status).toBe(404);
  });
});

describe('unknown query parameters', () => {
  it('a route without query parameters refuses any (422 extra_forbidden), like the DTO routes do', async () => {
    for (const p of ['/health?verbose=1', '/mcp/tools.json?x=1&y=2', '/?a=b']) {
      const r = await gw.fetch(p);
      expect(r.status).toBe(422);
      expect(r.body.detail.every((d: any) => d.type === 'extra_forbidden' && d.loc[0] === 'query')).toBe(true);
    }
    const tithis = await gw.fetch('/panchang/tithis?verbose=1');
    expect(tithis.status).toBe(422);
    expect(tithis.body.detail).toEqual([
      { loc: ['query', 'verbose'], msg: 'verbose is not a parameter of this endpoint', type: 'extra_forbidden' },
    ]);
  });
});

describe('caching and compression', () => {
  const POS = '/planets/positions?lat=28.6139&lng=77.209&date=2024-01-01';

  it('computed GET: strong ETag = SHA-256 of the bytes received, repeated with the bytes; Cache-Control; If-None-Match → 304 with no body', async () => {
    const sha = (t: string | Buffer) => `"${createHash('sha256').update(t).digest('base64url')}"`;
    const a = await gw.fetch('/panchang/tithis');
    const b = await gw.fetch('/panchang/tithis');
    expect(a.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(a.headers.get('etag')).toBe(sha(a.text));
    // the second computation had the same content: the same bytes (first computation's provenance) and tag
    expect(b.text).toBe(a.text);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'));
    expect(b.body._meta.provenance.request_id).toBe(a.body._meta.provenance.request_id);
    expect(a.headers.get('cache-control')).toBe('public, max-age=300');
    for (const inm of [a.headers.get('etag')!, `W/${a.headers.get('etag')}`, `"other", ${a.headers.get('etag')}`]) {
      const c = await gw.fetch('/panchang/tithis', { headers: { 'if-none-match': inm } });
      expect(c.status).toBe(304);
      expect(c.text).toBe('');
      expect(c.headers.get('etag')).toBe(a.headers.get('etag'));
    }
    const d = await gw.fetch('/panchang/tithis', { headers: { 'if-none-match': '"something-else"' } });
    expect(d.status).toBe(200);
    expect(d.text).toBe(a.text);
    const other = await gw.fetch(POS.replace('2024-01-01', '2024-01-02'));
    const pos = await gw.fetch(POS);
    expect(other.headers.get('etag')).not.toBe(pos.headers.get('etag'));
    // fetch() asks for gzip and decodes it: the tag is that of the identity bytes, marked as the gzip coding
    expect(pos.headers.get('etag')).toBe(`${sha(pos.text).slice(0, -1)}-gzip"`);
    // a caller's own X-Request-Id is never handed to other callers
    const mine = await gw.fetch('/planets/positions?lat=12.97&lng=77.59&date=2024-03-03', {
      headers: { 'x-request-id': 'callers-own-request-id' },
    });
    expect(mine.body._meta.provenance.request_id).toBe('callers-own-request-id');
    expect(
      (await gw.fetch('/planets/positions?lat=12.97&lng=77.59&date=2024-03-03')).body._meta.provenance.request_id,
    ).not.toBe('callers-own-request-id');
    expect((await gw.fetch('/health')).headers.get('cache-control')).toBe('no-store');
  });

  it('gzip on a listed endpoint only with Accept-Encoding: gzip; decompressed body is byte-identical to the plain one; its own strong ETag, 304 on it', async () => {
    const http = await import('node:http');
    const raw = (
      headers: Record<string, string>,
    ): Promise<{ headers: Record<string, unknown>; status: number; buf: Buffer }> =>
      new Promise((resolve, reject) => {
        http
          .get(gw.base + POS, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, status: res.statusCode!, buf: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const plain = await raw({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const zipped = await raw({ 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.buf.length).toBeLessThan(plain.buf.length);
    expect(plain.buf.length).toBeGreaterThan(1024);
    expect(gunzipSync(zipped.buf).equals(plain.buf)).toBe(true);
    expect(zipped.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gzip"`);
    expect((await raw({ 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) })).status).toBe(304);
    // the identity tag does not validate the gzip representation (and vice versa)
    expect((await raw({ 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) })).status).toBe(200);
    expect((await raw({ 'accept-encoding': 'identity', 'if-none-match': String(zipped.headers.etag) })).status).toBe(
      200,
    );
    // not a listed endpoint: plain even when gzip is accepted
    const tithis: Buffer = await new Promise((resolve) =>
      http.get(gw.base + '/panchang/tithis', { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBeUndefined();
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
    expect(JSON.parse(tithis.toString('utf8')).tithis).toHaveLength(30);
  });
});
