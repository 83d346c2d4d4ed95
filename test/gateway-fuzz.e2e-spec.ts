import fc from 'fast-check';
import { FUNCTIONAL_TEST_LIMITS } from './support/limits';
import { BOOTSTRAP_KEY, PolicyGateway, startPolicyGateway } from './support/gateway-policy';
import { refusedByPattern } from './support/refused-strings';

/**
 * Property-based fuzz from the served OpenAPI document: every GET operation with query
 * parameters, each parameter valid (drawn from its declared type and bounds) or broken in one of
 * the ways its schema forbids, sometimes with an unknown parameter. Properties: no response is a
 * 5xx; a request with any broken or unknown parameter is a 422 naming each of them.
 */
const RUNS = 10_000;
const CONCURRENCY = 8;

interface Param {
  name: string;
  in: string;
  required?: boolean;
  schema?: {
    type?: string;
    minimum?: number;
    maximum?: number;
    enum?: string[];
    format?: string;
    pattern?: string;
    maxLength?: number;
    example?: unknown;
    default?: unknown;
    'x-minimum-date'?: string;
    'x-maximum-date'?: string;
  };
}
interface Op {
  path: string;
  params: Param[];
}
interface Case {
  op: Op;
  query: [string, string][];
  broken: string[];
  unknown: string | null;
}

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function validValue(p: Param): fc.Arbitrary<string> {
  const s = p.schema ?? {};
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.type === 'integer') return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1000 }).map(String);
  if (s.type === 'number')
    return fc
      .double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true })
      .map((x) => String(Math.round(x * 1e4) / 1e4));
  if (s.format === 'date') {
    const lo = Date.parse(s['x-minimum-date'] ?? '1900-01-01');
    const hi = Date.parse(s['x-maximum-date'] ?? '2100-12-31');
    return fc.integer({ min: 0, max: Math.floor((hi - lo) / dayMs) }).map((d) => iso(lo + d * dayMs));
  }
  if (p.name === 'tz') return fc.constantFrom('Asia/Kolkata', 'UTC', 'America/New_York', 'Australia/Adelaide');
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const ok = [s.example, s.default, '06:30', '23:59', '00:00', '2024-01', 'home'].filter(
      (v) => typeof v === 'string' && re.test(v),
    ) as string[];
    if (ok.length > 0) return fc.constantFrom(...ok);
  }
  return fc.constant(String(s.example ?? s.default ?? 'x'));
}

function brokenValue(p: Param): fc.Arbitrary<string> | null {
  const s = p.schema ?? {};
  const garbage = fc.constantFrom(
    '',
    'abc',
    '💥',
    '1e999',
    'NaN',
    '[object Object]',
    "' OR 1=1 --",
    '<script>x</script>',
  );
  if (s.enum) return fc.oneof(garbage, fc.constant('not_a_member'));
  if (s.type === 'integer' || s.type === 'number') {
    const out = [
      garbage,
      fc.integer({ min: 1, max: 1e6 }).map((d) => String((s.maximum ?? 1000) + d)),
      fc.integer({ min: 1, max: 1e6 }).map((d) => String((s.minimum ?? -1000) - d)),
    ];
    if (s.type === 'integer') out.push(fc.constant(`${(s.minimum ?? 0) + 0.5}`));
    return fc.oneof(...out);
  }
  if (s.format === 'date')
    return fc.oneof(
      garbage,
      fc.constantFrom('2024-02-30', '2023-13-01', '24-01-01', '2024-1-1', '1800-01-01', '2500-01-01'),
    );
  if (p.name === 'tz') return fc.constantFrom('Mars/Olympus_Mons', 'Asia/Kolkata/x', 'x'.repeat(65));
  if (s.pattern) {
    const bad = refusedByPattern({ ...s, pattern: s.pattern });
    if (bad.length > 0) return fc.constantFrom(...bad);
  }
  // a free-text parameter: only its length bounds can be broken
  if (s.type === 'string' && !s.format)
    return s.maxLength !== undefined ? fc.constant('x'.repeat(s.maxLength + 1)) : null;
  return garbage;
}

function caseOf(op: Op): fc.Arbitrary<Case> {
  const query = op.params.filter((p) => p.in === 'query');
  const perParam = query.map((p) =>
    fc.oneof(
      { weight: 10, arbitrary: validValue(p).map((v) => ({ p, v: v as string | null, broken: false })) },
      { weight: p.required ? 1 : 0, arbitrary: fc.constant({ p, v: null as string | null, broken: true }) }, // missing
      {
        weight: brokenValue(p) ? 2 : 0,
        arbitrary: (brokenValue(p) ?? fc.constant('')).map((v) => ({ p, v: v as string | null, broken: true })),
      },
      // optional, omitted
      { weight: p.required ? 0 : 5, arbitrary: fc.constant({ p, v: null as string | null, broken: false }) },
    ),
  );
  return fc
    .tuple(fc.tuple(...perParam), fc.option(fc.constantFrom('color', 'api_version', 'limit2', 'LAT'), { freq: 3 }))
    .map(([vals, unknown]) => ({
      op,
      query: vals.filter((x) => x.v !== null).map((x) => [x.p.name, x.v!] as [string, string]),
      broken: vals.filter((x) => x.broken).map((x) => x.p.name),
      unknown: unknown ?? null,
    }));
}

let gw: PolicyGateway;
let ops: Op[] = [];
beforeAll(async () => {
  gw = await startPolicyGateway(FUNCTIONAL_TEST_LIMITS);
  const doc = (await gw.fetch('/api-docs/openapi.json')).body;
  ops = Object.entries(doc.paths)
    .filter(
      ([path, item]: [string, any]) =>
        item.get && !path.includes('{') && (item.get.parameters ?? []).some((p: Param) => p.in === 'query'),
    )
    .map(([path, item]: [string, any]) => ({ path, params: item.get.parameters }));
}, 60_000);
afterAll(async () => gw.close());

it(`${RUNS} generated requests over every GET operation with query parameters: no 5xx, every broken or unknown parameter → 422 naming it`, async () => {
  expect(ops.length).toBeGreaterThanOrEqual(10);
  const cases = fc.sample(fc.constantFrom(...ops).chain(caseOf), { numRuns: RUNS, seed: 20261122 });
  const failures: string[] = [];
  const tally = { ok: 0, e422: 0, other: 0, withErrors: 0 };
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      const q = new URLSearchParams(c.query);
      if (c.unknown) q.append(c.unknown, '1');
      const url = `${c.op.path}?${q}`;
      // as the operator, so that the reserved product endpoints are fuzzed too (anyone else gets 503 capacity_reserved
      // by design)
      const r = await gw.fetch(url, { headers: { authorization: `Bearer ${BOOTSTRAP_KEY}` } });
      const expectInvalid = c.broken.length > 0 || c.unknown !== null;
      if (expectInvalid) tally.withErrors++;
      if (r.status === 200) tally.ok++;
      else if (r.status === 422) tally.e422++;
      else tally.other++;
      if (r.status >= 500) failures.push(`${r.status} ${url}`);
      else if (expectInvalid) {
        const named = new Set(Array.isArray(r.body?.detail) ? r.body.detail.map((d: any) => d.loc?.[1]) : []);
        const missing = [...c.broken, ...(c.unknown ? [c.unknown] : [])].filter((n) => !named.has(n));
        if (r.status !== 422 || missing.length) failures.push(`${r.status} ${url} (not named: ${missing.join(',')})`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(
    `fuzz: ${RUNS} requests over ${ops.length} operations: ${tally.withErrors} with broken/unknown parameters; 200: ${tally.ok}, 422: ${tally.e422}, other: ${tally.other}`,
  );
  expect(failures.slice(0, 20)).toEqual([]);
}, 900_000);
