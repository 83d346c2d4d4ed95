import { createHash, createHmac } from 'node:crypto';
import {
  CHALLENGE_BITS,
  CHALLENGE_TTL_S,
  issueChallenge,
  leadingZeroBits,
  solveChallenge,
  verifyChallenge,
} from './challenge';

const KEY = Buffer.alloc(32, 7);
const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('comment challenge', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Buffer.from([0x00, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(Buffer.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Buffer.from([0x01]))).toBe(7);
    expect(leadingZeroBits(Buffer.from([0, 0]))).toBe(16);
  });

  it('issues a token whose signature is HMAC-SHA256 of its first four fields, valid for 300 s', () => {
    const c = issueChallenge(KEY, NOW, CHALLENGE_BITS, 'n0nce');
    const expiresMs = NOW + 300_000;
    expect(c).toEqual({
      challenge: `v1.n0nce.${expiresMs}.12.${createHmac('sha256', KEY).update(`v1.n0nce.${expiresMs}.12`).digest('base64url')}`,
      algorithm: 'sha256-leading-zero-bits',
      difficultyBits: 12,
      expiresAt: new Date('2026-01-01T00:05:00Z'),
    });
    expect(CHALLENGE_TTL_S).toBe(300);
  });

  it('accepts a solved challenge before expiry, with its nonce', () => {
    const c = issueChallenge(KEY, NOW);
    const s = solveChallenge(c.challenge, c.difficultyBits);
    expect(createHash('sha256').update(`${c.challenge}:${s}`).digest()[0]).toBe(0);
    const r = verifyChallenge(KEY, c.challenge, s, NOW + 299_999);
    expect(r).toEqual({ ok: true, nonce: c.challenge.split('.')[1], expiresAt: new Date(NOW + 300_000) });
  });

  it('refuses expiry, forgery, tampering, missing work and malformed input', () => {
    const c = issueChallenge(KEY, NOW);
    const s = solveChallenge(c.challenge, c.difficultyBits);
    expect(verifyChallenge(KEY, c.challenge, s, NOW + 300_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyChallenge(Buffer.alloc(32, 8), c.challenge, s, NOW)).toEqual({ ok: false, reason: 'bad_signature' });
    const [v, n, e, , sig] = c.challenge.split('.');
    expect(verifyChallenge(KEY, [v, n, e, '0', sig].join('.'), 'x', NOW)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyChallenge(KEY, [v, n, String(Number(e) + 1e6), '12', sig].join('.'), s, NOW)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    let unsolved = 'a';
    while (leadingZeroBits(createHash('sha256').update(`${c.challenge}:${unsolved}`).digest()) >= 12) unsolved += 'a';
    expect(verifyChallenge(KEY, c.challenge, unsolved, NOW)).toEqual({ ok: false, reason: 'insufficient_work' });
    for (const bad of ['', 'v1.a.b', 'v2.a.1.12.s', `v1.n.${'9'.repeat(16)}.12.s`])
      expect(verifyChallenge(KEY, bad, s, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyChallenge(KEY, c.challenge, 'not allowed!', NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyChallenge(KEY, c.challenge, 'x'.repeat(33), NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('costs about 2^12 hashes: the mean over 40 challenges lies within 50 % of 4096', () => {
    let total = 0;
    for (let i = 0; i < 40; i++)
      total += parseInt(solveChallenge(issueChallenge(KEY, NOW, 12, `n${i}`).challenge, 12), 36) + 1;
    expect(total / 40).toBeGreaterThan(2048);
    expect(total / 40).toBeLessThan(6144);
  });
});
