/** The operator credential of functional tests that call the reserved product endpoints (SPEC §4.1). */
export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789abcdef';
/** Gateway env and request headers of an operator caller. */
export const AS_OPERATOR = {
  env: { SVC_BOOTSTRAP_OPERATOR_KEY: TEST_OPERATOR_KEY },
  headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}` },
} as const;

/** JSON over HTTP for the end-to-end tests: the status, the parsed body, the headers and the elapsed time. */
export interface JsonReply {
  status: number;
  body: Record<string, any>;
  headers: Headers;
  ms: number;
}

async function jsonOf(url: string, init: RequestInit): Promise<JsonReply> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = (await res.json()) as Record<string, any>;
  return { status: res.status, body, headers: res.headers, ms: performance.now() - started };
}

export function getJson(base: string, path: string, headers: Record<string, string> = {}): Promise<JsonReply> {
  return jsonOf(base + path, { headers });
}

/** POSTs `body` as JSON. */
export function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonReply> {
  return jsonOf(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * The refusal of one query parameter: a 422 with exactly one detail, located at `query.<param>`, of rule `type`,
 * whose message contains `message` (by default the parameter's name).
 */
export function expectQueryRefusal(r: JsonReply, param: string, type: string, message: string = param): void {
  expect(r.status).toBe(422);
  expect(r.body.detail).toEqual([{ loc: ['query', param], msg: expect.stringContaining(message), type }]);
}

/** One test per row [path, param, type]: GET `path` (with `get`) is the 422 of that query parameter. */
export function itRefusesQueries(
  get: (path: string) => Promise<JsonReply>,
  rows: readonly (readonly [string, string, string])[],
): void {
  it.each(rows)('%s → 422 on %s (%s)', async (path, param, type) => expectQueryRefusal(await get(path), param, type));
}

/**
 * Options accepted on `path` that change nothing (issue 3: every computed endpoint takes them). Each of `extras`
 * (e.g. 'ayanamsa=raman&profile=tamil_solar') gives the body and the fingerprint of `plain` (the reply of `path`
 * without them, fetched when not given), whose methodology says "not used" for every parameter they name; each
 * `[param, value, message?]` of `refused` is a 422 enum error whose message contains `message` (default
 * "<param> must be one of").
 */
export async function expectOptionsUnused(
  get: (path: string) => Promise<JsonReply>,
  path: string,
  extras: readonly string[],
  refused: readonly (readonly [string, string, string?])[],
  plain?: JsonReply,
): Promise<void> {
  const { status, body } = plain ?? (await get(path));
  expect({ path, status }).toEqual({ path, status: 200 });
  const { _meta: m0, ...a } = body;
  const params = new Set(extras.flatMap((extra) => extra.split('&').map((kv) => kv.split('=')[0])));
  for (const param of params)
    expect({ path, param, m: m0.methodology[param] }).toEqual({ path, param, m: expect.stringContaining('not used') });
  for (const extra of extras) {
    const r = await get(`${path}&${extra}`);
    expect({ path, extra, status: r.status }).toEqual({ path, extra, status: 200 });
    const { _meta: m1, ...b } = r.body;
    expect(b).toEqual(a);
    expect({ path, extra, fp: m1.methodology.fingerprint }).toEqual({ path, extra, fp: m0.methodology.fingerprint });
  }
  for (const [param, value, message = `${param} must be one of`] of refused)
    expectQueryRefusal(await get(`${path}&${param}=${value}`), param, 'enum', message);
}

/**
 * `path` under the default ayanamsa and with ayanamsa=raman: both 200, each methodology naming its Swiss Ephemeris
 * mode (SE_SIDM_LAHIRI, SE_SIDM_RAMAN) and so with different fingerprints.
 */
export async function lahiriAndRaman(
  get: (path: string) => Promise<JsonReply>,
  path: string,
): Promise<{ lahiri: JsonReply; raman: JsonReply }> {
  const lahiri = await get(path);
  const raman = await get(`${path}&ayanamsa=raman`);
  expect([lahiri.status, raman.status]).toEqual([200, 200]);
  const [l, r] = [lahiri.body._meta.methodology, raman.body._meta.methodology];
  expect([l.ayanamsa, r.ayanamsa]).toEqual([
    expect.stringContaining('SE_SIDM_LAHIRI'),
    expect.stringContaining('SE_SIDM_RAMAN'),
  ]);
  expect(r.fingerprint).not.toBe(l.fingerprint);
  return { lahiri, raman };
}

/** A reply read as text, with its JSON body when it is JSON (else null). */
export interface TextReply {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

export async function fetchText(url: string, init?: RequestInit): Promise<TextReply> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, headers: res.headers, text, body };
}
