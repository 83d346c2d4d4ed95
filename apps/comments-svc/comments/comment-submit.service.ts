import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CommentSubmitRequest, ValidationIssue } from '@pj/contracts';
import { Database, DbClient, DomainError, RateLimitedError } from '@pj/platform';
import { ChallengeRefusal, verifyChallenge } from '../challenge/challenge';
import { moderate } from '../moderation/moderate';
import { ServiceSecrets } from '../shared/secrets.service';

/** SPEC §8: at most 5 submissions per client address per 60 minutes (counted in the database, so across replicas). */
export const COMMENT_LIMIT = Object.freeze({ max: 5, windowS: 3600, policy: 'panchang_comments' });

const REFUSAL_MESSAGES: Record<ChallengeRefusal | 'replayed', string> = {
  malformed: 'challenge and solution must be a challenge from GET /api/v1/comments/challenge and its solution',
  bad_signature: 'challenge was not issued by this service',
  expired: 'challenge has expired; fetch a new one from GET /api/v1/comments/challenge',
  insufficient_work: 'solution does not give the required leading zero bits',
  replayed: 'challenge was already answered by a different submission; fetch a new one',
};

type Tx = Parameters<Parameters<DbClient['$transaction']>[0]>[0];

export interface SubmittedComment {
  readonly id: string;
  readonly pageKey: string;
  readonly createdAt: Date;
}

/**
 * What identifies a submission and what a retry of it must repeat: the nonce of the answered
 * challenge, the optional Idempotency-Key, and a hash of the content (page, text, name, rating).
 */
interface SubmissionIdentity {
  readonly nonce: string;
  readonly idempotencyKey: string | null;
  readonly requestHash: string;
}

/**
 * Accepts a comment: checks the challenge, the per-address limit and replay inside one
 * transaction (serialised per address on PostgreSQL by an advisory lock; SQLite has one writer),
 * moderates it, and stores it with the moderation score and reasons.
 *
 * Idempotent (issue 15): a submission repeated with the same challenge or Idempotency-Key and the
 * same content answers the first outcome (same id and created_at) and writes nothing; with other
 * content it is refused. The unique indexes on `challenge_nonce` and `idempotency_key` decide a
 * race between replicas: the loser's transaction fails on them and it answers the winner's row.
 */
@Injectable()
export class CommentSubmitService {
  constructor(
    private readonly db: Database,
    private readonly secrets: ServiceSecrets,
  ) {}

  async submit(req: CommentSubmitRequest, now = new Date()): Promise<SubmittedComment> {
    const check = verifyChallenge(await this.secrets.key('challenge_hmac'), req.challenge, req.solution, now.getTime());
    if (!check.ok) {
      // The signature held (expiry is checked after it): a retry after expiry still gets its stored
      // outcome; nothing is written without a valid challenge.
      const earlier =
        check.reason === 'expired' ? await this.earlier(identityOf(req, req.challenge.split('.')[1])) : null;
      if (earlier) return earlier;
      throw refusal(check.reason);
    }
    const identity = identityOf(req, check.nonce);
    const known = await this.earlier(identity);
    if (known) return known;
    const clientHash = await this.secrets.clientHash(req.clientAddress);
    const verdict = moderate(req.body, req.rating);
    try {
      return await this.db.prisma.$transaction(async (tx) => {
        await this.lockClient(tx, clientHash);
        // A duplicate from the same address waited for the lock: it answers the first outcome, not a 429.
        const raced = await this.earlier(identity, tx);
        if (raced) return raced;
        const since = new Date(now.getTime() - COMMENT_LIMIT.windowS * 1000);
        const recent = await tx.comment.findMany({
          where: { clientHash, createdAt: { gt: since } },
          orderBy: { createdAt: 'asc' },
          select: { createdAt: true },
          take: COMMENT_LIMIT.max,
        });
        if (recent.length >= COMMENT_LIMIT.max) {
          const freeAtMs = recent[0].createdAt.getTime() + COMMENT_LIMIT.windowS * 1000;
          throw new RateLimitedError(COMMENT_LIMIT.policy, Math.max(1, Math.ceil((freeAtMs - now.getTime()) / 1000)));
        }
        await tx.usedChallenge.create({ data: { nonce: check.nonce, expiresAt: check.expiresAt, usedAt: now } });
        const row = await tx.comment.create({
          data: {
            pageKey: req.pageKey,
            body: req.body,
            displayName: req.displayName,
            rating: req.rating,
            state: verdict.state,
            sentimentScore: verdict.score,
            sentimentComparative: verdict.comparative,
            reasons: JSON.stringify(verdict.reasons),
            clientHash,
            createdAt: now,
            moderatedAt: now,
            challengeNonce: identity.nonce,
            idempotencyKey: identity.idempotencyKey,
            requestHash: identity.requestHash,
          },
          select: { id: true, pageKey: true, createdAt: true },
        });
        await tx.usedChallenge.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 60_000) } } });
        return row;
      });
    } catch (e) {
      if ((e as { code?: string }).code !== 'P2002') throw e;
      // Another transaction stored this nonce or key first (another replica, or another address of
      // the same client); it has committed, so its row is visible now. A nonce recorded without a
      // row (answered before migration 0003) stays a replay.
      const winner = await this.earlier(identity);
      if (winner) return winner;
      throw refusal('replayed');
    }
  }

  /**
   * The stored submission with this identity, null when there is none, or a refusal when the
   * challenge or key was used for different content (or the challenge for another key).
   */
  private async earlier(id: SubmissionIdentity, client: Tx | DbClient = this.db.prisma) {
    const rows = await client.comment.findMany({
      where: {
        OR: [
          { challengeNonce: id.nonce },
          ...(id.idempotencyKey === null ? [] : [{ idempotencyKey: id.idempotencyKey }]),
        ],
      },
      select: {
        id: true,
        pageKey: true,
        createdAt: true,
        challengeNonce: true,
        idempotencyKey: true,
        requestHash: true,
      },
      take: 2,
    });
    const byKey = id.idempotencyKey === null ? undefined : rows.find((r) => r.idempotencyKey === id.idempotencyKey);
    const byNonce = rows.find((r) => r.challengeNonce === id.nonce);
    if (byKey) {
      if (byNonce && byNonce.id !== byKey.id) throw refusal('replayed');
      if (byKey.requestHash !== id.requestHash) throw keyConflict();
    } else if (byNonce) {
      const otherKey = byNonce.idempotencyKey !== null && id.idempotencyKey !== null;
      if (otherKey || byNonce.requestHash !== id.requestHash) throw refusal('replayed');
    }
    const row = byKey ?? byNonce;
    return row ? { id: row.id, pageKey: row.pageKey, createdAt: row.createdAt } : null;
  }

  private async lockClient(tx: Tx, clientHash: string): Promise<void> {
    if (this.db.kind === 'postgresql')
      await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${clientHash}))) AS l`;
  }
}

/** SHA-256 over the content fields as a JSON array: unambiguous, and the same bytes on every replica. */
function identityOf(req: CommentSubmitRequest, nonce: string): SubmissionIdentity {
  const content = JSON.stringify([req.pageKey, req.body, req.displayName, req.rating]);
  return {
    nonce,
    idempotencyKey: req.idempotencyKey ?? null,
    requestHash: createHash('sha256').update(content, 'utf8').digest('hex'),
  };
}

function refusal(reason: ChallengeRefusal | 'replayed'): DomainError {
  const detail: ValidationIssue[] = [
    {
      loc: [reason === 'insufficient_work' ? 'solution' : 'challenge'],
      msg: REFUSAL_MESSAGES[reason],
      type: `challenge_${reason}`,
    },
  ];
  return new DomainError('validation_failed', REFUSAL_MESSAGES[reason], detail);
}

function keyConflict(): DomainError {
  const msg = 'Idempotency-Key was already used for a different submission; use a new key for new content';
  return new DomainError('validation_failed', msg, [
    { loc: ['header', 'idempotency-key'], msg, type: 'idempotency_key_conflict' },
  ]);
}
