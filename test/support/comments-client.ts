import { createHash } from 'node:crypto';

/**
 * What a browser does for a comment: fetch a challenge and find a solution with enough leading zero bits (independent
 * of the service's code).
 */
export function solve(challenge: string, bits: number): string {
  for (let i = 0; ; i++) {
    const d = createHash('sha256').update(`${challenge}:s${i}`).digest();
    let zeros = 0;
    for (const byte of d) {
      if (byte === 0) {
        zeros += 8;
        continue;
      }
      zeros += Math.clz32(byte) - 24;
      break;
    }
    if (zeros >= bits) return `s${i}`;
  }
}

export interface Sent {
  status: number;
  body: Record<string, any>;
  headers: Headers;
  text: string;
}

export async function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, any> = {};
  try {
    parsed = JSON.parse(text) as Record<string, any>;
  } catch {
    /* XML or empty */
  }
  return { status: res.status, body: parsed, headers: res.headers, text };
}

/**
 * Fetches and solves a challenge, then posts the comment; `from` becomes X-Forwarded-For (the test gateway trusts
 * 127.0.0.1).
 */
export async function postComment(
  base: string,
  fields: Record<string, unknown>,
  from?: string,
  route = '/panchang/comments',
): Promise<Sent> {
  const headers: Record<string, string> = from ? { 'x-forwarded-for': from } : {};
  const ch = await send(base, 'GET', '/api/v1/comments/challenge', undefined, headers);
  if (ch.status !== 200) throw new Error(`challenge: ${ch.status} ${ch.text}`);
  return send(
    base,
    'POST',
    route,
    { ...fields, challenge: ch.body.challenge, solution: solve(ch.body.challenge, ch.body.difficulty_bits) },
    headers,
  );
}
