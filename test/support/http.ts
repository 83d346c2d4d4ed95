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
