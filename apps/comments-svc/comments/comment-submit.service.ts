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
  replayed: 'challenge was already answered; fetch a new one',
};

type Tx = Parameters<Parameters<DbClient['$transaction']>[0]>[0];

export interface SubmittedComment {
  readonly id: string;
  readonly createdAt: Date;
}

/**
 * Accepts a comment: checks the challenge, the per-address limit and replay inside one
 * transaction (serialised per address on PostgreSQL by an advisory lock; SQLite has one writer),
 * moderates it, and stores it with the moderation score and reasons.
 */
@Injectable()
export class CommentSubmitService {
  constructor(
    private readonly db: Database,
    private readonly secrets: ServiceSecrets,
  ) {}

  async submit(req: CommentSubmitRequest, now = new Date()): Promise<SubmittedComment> {
    const check = verifyChallenge(await this.secrets.key('challenge_hmac'), req.challenge, req.solution, now.getTime());
    if (!check.ok) throw refusal(check.reason);
    const clientHash = await this.secrets.clientHash(req.clientAddress);
    const verdict = moderate(req.body, req.rating);
    return this.db.prisma.$transaction(async (tx) => {
      await this.lockClient(tx, clientHash);
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
      try {
        await tx.usedChallenge.create({ data: { nonce: check.nonce, expiresAt: check.expiresAt, usedAt: now } });
      } catch (e) {
        if ((e as { code?: string }).code === 'P2002') throw refusal('replayed');
        throw e;
      }
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
        },
        select: { id: true, createdAt: true },
      });
      await tx.usedChallenge.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 60_000) } } });
      return row;
    });
  }

  private async lockClient(tx: Tx, clientHash: string): Promise<void> {
    if (this.db.kind === 'postgresql')
      await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${clientHash}))) AS l`;
  }
}

function refusal(reason: ChallengeRefusal | 'replayed'): DomainError {
  const detail: ValidationIssue[] = [
    {
      loc: ['body', reason === 'insufficient_work' ? 'solution' : 'challenge'],
      msg: REFUSAL_MESSAGES[reason],
      type: `challenge_${reason}`,
    },
  ];
  return new DomainError('validation_failed', REFUSAL_MESSAGES[reason], detail);
}
