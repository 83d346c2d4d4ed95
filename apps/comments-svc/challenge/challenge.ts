import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Comment challenge: a short-lived token signed with HMAC-SHA256 and a small proof of work.
 *
 * Token `v1.<nonce>.<expires_ms>.<bits>.<sig>`: nonce 16 random bytes (base64url), expiry in epoch
 * milliseconds, difficulty in bits, sig = base64url(HMAC-SHA256(key, "v1.<nonce>.<expires_ms>.<bits>")).
 * Work: find a `solution` (1–32 characters [A-Za-z0-9]) such that SHA-256("<token>:<solution>") starts
 * with `bits` zero bits; 2^bits hashes on average (12 bits: 4 096, a few milliseconds in a browser).
 * Replay is refused by the caller, which records each answered nonce in the database.
 */
export const CHALLENGE_TTL_S = 300;
export const CHALLENGE_BITS = 12;
const SOLUTION_RE = /^[A-Za-z0-9]{1,32}$/;

export interface IssuedChallenge {
  /** The signed token `v1.<nonce>.<expires_ms>.<bits>.<sig>`. */
  readonly challenge: string;
  readonly algorithm: 'sha256-leading-zero-bits';
  /** Leading zero bits the work digest must have. */
  readonly difficultyBits: number;
  readonly expiresAt: Date;
}

export type ChallengeRefusal = 'malformed' | 'bad_signature' | 'expired' | 'insufficient_work';
export type ChallengeCheck = { ok: true; nonce: string; expiresAt: Date } | { ok: false; reason: ChallengeRefusal };

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function issueChallenge(
  key: Buffer,
  nowMs: number,
  bits = CHALLENGE_BITS,
  nonce = randomBytes(16).toString('base64url'),
): IssuedChallenge {
  const expiresMs = nowMs + CHALLENGE_TTL_S * 1000;
  const payload = `v1.${nonce}.${expiresMs}.${bits}`;
  return {
    challenge: `${payload}.${sign(key, payload)}`,
    algorithm: 'sha256-leading-zero-bits',
    difficultyBits: bits,
    expiresAt: new Date(expiresMs),
  };
}

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Buffer): number {
  let n = 0;
  for (const byte of digest) {
    if (byte === 0) {
      n += 8;
      continue;
    }
    return n + Math.clz32(byte) - 24;
  }
  return n;
}

export const workDigest = (challenge: string, solution: string) =>
  createHash('sha256').update(`${challenge}:${solution}`).digest();

export function verifyChallenge(key: Buffer, challenge: string, solution: string, nowMs: number): ChallengeCheck {
  const parts = challenge.split('.');
  if (
    parts.length !== 5 ||
    parts[0] !== 'v1' ||
    !/^\d{1,15}$/.test(parts[2]) ||
    !/^\d{1,2}$/.test(parts[3]) ||
    !SOLUTION_RE.test(solution)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const [, nonce, expires, bitsText, sig] = parts;
  const want = Buffer.from(sign(key, parts.slice(0, 4).join('.')));
  const got = Buffer.from(sig);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return { ok: false, reason: 'bad_signature' };
  if (Number(expires) <= nowMs) return { ok: false, reason: 'expired' };
  if (leadingZeroBits(workDigest(challenge, solution)) < Number(bitsText))
    return { ok: false, reason: 'insufficient_work' };
  return { ok: true, nonce, expiresAt: new Date(Number(expires)) };
}

/** What a client does (used by tests and documented for clients): count up until the digest has enough zero bits. */
export function solveChallenge(challenge: string, bits: number): string {
  for (let i = 0; ; i++) {
    const s = i.toString(36);
    if (leadingZeroBits(workDigest(challenge, s)) >= bits) return s;
  }
}
