/**
 * Every operation of the OpenAPI document publishes its success-response schema: each has a row in
 * response-types/ (a wire type, or a `media` row for a non-JSON body). The operations come from the
 * committed document (test/fixtures/openapi/openapi.json, which test/openapi-snapshot.e2e-spec.ts
 * keeps equal to the served one).
 */
import openApiDocument from '../../../test/fixtures/openapi/openapi.json';
import { responseContentOf, routeKey } from './response-schemas';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SUCCESS_STATUSES = ['200', '201', '202'] as const;

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

  it('every operation has a response-types row (all 106 when the families joined, issue 16)', () => {
    expect(ops.length).toBeGreaterThanOrEqual(106);
    expect(missing).toEqual([]);
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
