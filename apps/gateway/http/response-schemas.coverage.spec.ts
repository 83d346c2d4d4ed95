/**
 * Which operations of the OpenAPI document publish no success-response schema: each needs a row in
 * response-types/ (a wire type, or a `media` row for a non-JSON body). The families that have not
 * joined yet are listed in STILL_MISSING, a list that can only shrink: an operation missing a schema
 * and not listed fails, and so does a listed operation that has gained one (remove it from the list).
 * The operations come from the committed document (test/fixtures/openapi/openapi.json, which
 * test/openapi-snapshot.e2e-spec.ts keeps equal to the served one).
 */
import openApiDocument from '../../../test/fixtures/openapi/openapi.json';
import { responseContentOf, routeKey } from './response-schemas';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SUCCESS_STATUSES = ['200', '201', '202'] as const;

/**
 * Operations of the families still without response types (issue 16), by route key, as the document stood
 * when the comments family and the gateway's own routes joined. Only ever remove lines.
 */
const STILL_MISSING: readonly string[] = [
  '/calendar/festivals.ics',
  '/calendar/muhurta.ifb',
  '/calendar/traditions',
  '/calendar/vrats.ics',
  '/feeds/festivals.json',
  '/feeds/gochar.json',
  '/feeds/vrats.json',
  '/festival/debate/{slug}',
  '/festival/ics',
  '/festival/locality-shift/{slug}',
  '/festival/observance/compare',
  '/festival/observance/explain',
  '/festival/provenance/{slug}',
  '/festival/why-not/{slug}',
  '/new-year/regional',
  '/panchang/diwali',
  '/panchang/festival/{rule_key}',
  '/panchang/festivals',
  '/panchang/vrats',
  '/ratifications',
  '/ratifications/{rule_id}',
  '/schema/festival/{slug}',
  '/temple-observance/{festival}',
  '/vrat/parana',
];

interface Operation {
  readonly key: string;
  readonly success: { content?: Record<string, { schema?: object }> } | undefined;
}

function operations(): Operation[] {
  const paths = openApiDocument.paths as Record<string, Record<string, { responses?: Record<string, object> }>>;
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(paths))
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const status = SUCCESS_STATUSES.find((s) => op.responses?.[s]);
      out.push({
        key: routeKey(method, path),
        success: status ? (op.responses![status] as Operation['success']) : undefined,
      });
    }
  return out;
}

describe('every operation publishes its success-response schema', () => {
  const ops = operations();
  const missing = ops.filter((o) => responseContentOf(o.key) === undefined).map((o) => o.key);

  it('an operation without a response-types row is one of the families still listed', () => {
    expect(missing.filter((key) => !STILL_MISSING.includes(key))).toEqual([]);
  });

  it('the list only shrinks: every listed operation exists and still lacks its schema', () => {
    const keys = new Set(ops.map((o) => o.key));
    expect(STILL_MISSING.filter((key) => !keys.has(key) || !missing.includes(key))).toEqual([]);
  });

  it('the committed document carries the schema of every operation that has a row', () => {
    const stale = ops
      .filter((o) => responseContentOf(o.key) !== undefined)
      .filter((o) => {
        const published = Object.keys(o.success?.content ?? {});
        return published.length === 0 || !published.every((media) => o.success?.content?.[media]?.schema);
      })
      .map((o) => o.key);
    expect(stale).toEqual([]);
  });
});
