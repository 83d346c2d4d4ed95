import { request } from 'node:http';
import { BOOTSTRAP_KEY, PolicyGateway, startPolicyGateway } from './support/gateway-policy';

/**
 * The reservation of the product endpoints (SPEC §4.1, §7) is decided on the route the router
 * matched, not on the raw URL: no spelling of a reserved path may reach its handler without the
 * operator key. Before the fix, `/panchang/%64aily` (and the other encodings) returned 200 and the
 * full packet to anyone. Requests are sent with node:http so that the path goes out as written
 * (fetch would normalise dot segments).
 */
const HIGH = {
  TIER_RATE_LIMITS: 'public_read=100000,discovery=100000',
  TIER_BURST_LIMITS: 'public_read=100000,discovery=100000',
};
const RESERVED = ['/panchang/daily', '/panchang/details', '/panchang/month', '/panchang/rashifal'];
const QUERY = '?lat=28.6139&lng=77.209&date=2024-01-01';
const MONTH_QUERY = '?lat=28.6139&lng=77.209&ym=2024-01';

const pct = (c: string, upper: boolean) => '%' + c.charCodeAt(0).toString(16)[upper ? 'toUpperCase' : 'toLowerCase']();

/** Every spelling of `path` a router could map back to it: encodings, slashes, dot segments, case. */
function variants(path: string): string[] {
  const out = new Set<string>();
  for (let i = 1; i < path.length; i++) {
    if (path[i] === '/') continue;
    for (const upper of [false, true]) out.add(path.slice(0, i) + pct(path[i], upper) + path.slice(i + 1));
  }
  const [, family, leaf] = path.split('/');
  const encodedAll =
    '/' + [...family].map((c) => pct(c, false)).join('') + '/' + [...leaf].map((c) => pct(c, true)).join('');
  for (const v of [
    encodedAll,
    `/${family}%2F${leaf}`,
    `/${family}%2f${leaf}`,
    `//${family}/${leaf}`,
    `/${family}//${leaf}`,
    `/${family}/${leaf}/`,
    `/${family}/${leaf}//`,
    `/${family}/./${leaf}`,
    `/./${family}/${leaf}`,
    `/x/../${family}/${leaf}`,
    `/${family}/x/../${leaf}`,
    `/${family}/%2e/${leaf}`,
    `/${family}/x/%2e%2e/${leaf}`,
    `/${family}/${leaf}/.`,
    `/${family}/${leaf}%00`,
    `/${family}/${leaf};x=1`,
    `/${family}/${leaf}%20`,
    `/${family}/${leaf}%09`,
    path.toUpperCase(),
    `/${family[0].toUpperCase()}${family.slice(1)}/${leaf[0].toUpperCase()}${leaf.slice(1)}`,
    `/${family}/${leaf.toUpperCase()}`,
  ]) {
    out.add(v);
  }
  return [...out];
}

function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

let gw: PolicyGateway;
beforeAll(async () => {
  gw = await startPolicyGateway(HIGH);
});
afterAll(async () => gw.close());

describe('reservation is decided on the matched route, not the raw URL', () => {
  it.each(RESERVED)(
    '%s: no encoded, doubled-slash, dot-segment or case variant reaches the handler without the operator key',
    async (path) => {
      const query = path.endsWith('/month') ? MONTH_QUERY : QUERY;
      const seen: Record<string, number> = {};
      for (const v of variants(path)) {
        for (const method of ['GET', 'HEAD']) {
          const r = await raw(gw.base, method, v + query);
          seen[`${method} ${v}`] = r.status;
          // the route matched → the reservation answers; it did not → 404 (or 400 for a path the parser refuses)
          expect({ v, method, status: r.status, ok: [400, 404, 503].includes(r.status) }).toEqual({
            v,
            method,
            status: r.status,
            ok: true,
          });
          if (method === 'GET' && r.status === 503) expect(JSON.parse(r.text).detail.code).toBe('capacity_reserved');
          if (method === 'GET') expect(r.text).not.toContain('"tithi"');
        }
      }
      // the encodings the router decodes back to the route (the reported bypass) are among those answered 503
      const encodedOnce = path.slice(0, path.length - 1) + pct(path[path.length - 1], false);
      expect(seen[`GET ${encodedOnce}`]).toBe(503);
      expect(seen[`GET ${path.replace('/panchang/', '/%70anchang/')}`]).toBe(503);
    },
  );

  it('the operator reaches the same handler through an encoded spelling (the route, not the string, is what is reserved)', async () => {
    const r = await raw(gw.base, 'GET', `/panchang/%64aily${QUERY}`, { authorization: `Bearer ${BOOTSTRAP_KEY}` });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text).tithi.length).toBeGreaterThan(0);
  });

  it('open routes stay open under the same spellings (the guard keys on reservation, not on the family prefix)', async () => {
    const r = await raw(gw.base, 'GET', `/panchang/%75tility${QUERY}`);
    expect(r.status).toBe(200);
  });

  it('the reserved list published in OpenAPI and discovery is derived from the route decorators', async () => {
    const doc = (await gw.fetch('/api-docs/openapi.json')).body;
    expect(doc['x-svc-evaluation-policy'].reserved_endpoints).toEqual(RESERVED);
    for (const p of RESERVED) expect(doc.paths[p].get['x-svc-reserved']).toBe(true);
    expect(doc.paths['/panchang/utility'].get['x-svc-reserved']).toBeUndefined();
  });
});
