import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CommentListRequest, CommentSubmitRequest, RpcRequest, Contracts, PacketReply } from '@pj/contracts';
import { Database, Handles } from '@pj/platform';
import { issueChallenge } from '../challenge/challenge';
import { ReplyEnveloper, utcSeconds } from '../shared/reply';
import { ServiceSecrets } from '../shared/secrets.service';
import { COMMENT_LIMIT, CommentSubmitService } from './comment-submit.service';

@Controller()
export class CommentsController {
  constructor(
    private readonly submitter: CommentSubmitService,
    private readonly secrets: ServiceSecrets,
    private readonly db: Database,
    private readonly reply: ReplyEnveloper,
  ) {}

  /**
   * 202 body: the id and `pending` (awaiting publication). The moderation outcome is not told to
   * the submitter, so that spam cannot be tuned against the filter; only approved comments are
   * ever listed. A repeated submission (same challenge or Idempotency-Key, same content) gets
   * the same body as the first: every field comes from the stored row.
   */
  @Handles(Contracts.commentsSubmit)
  async submit(@Payload() req: RpcRequest<CommentSubmitRequest>): Promise<PacketReply> {
    const row = await this.submitter.submit(req.payload);
    return this.reply.wrap(req, {
      id: row.id,
      state: 'pending',
      page_key: row.pageKey,
      created_at: utcSeconds(row.createdAt),
    });
  }

  @Handles(Contracts.commentsList)
  async list(@Payload() req: RpcRequest<CommentListRequest>): Promise<PacketReply> {
    const rows = await this.db.prisma.comment.findMany({
      where: { pageKey: req.payload.pageKey, state: 'approved' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: req.payload.limit,
      select: { id: true, body: true, displayName: true, rating: true, createdAt: true },
    });
    return this.reply.wrap(req, {
      page_key: req.payload.pageKey,
      limit: req.payload.limit,
      count: rows.length,
      comments: rows.map((r) => ({
        id: r.id,
        body: r.body,
        display_name: r.displayName,
        rating: r.rating,
        created_at: utcSeconds(r.createdAt),
      })),
    });
  }

  @Handles(Contracts.commentsChallenge)
  async challenge(@Payload() req: RpcRequest<Record<string, never>>): Promise<PacketReply> {
    const issued = issueChallenge(await this.secrets.key('challenge_hmac'), Date.now());
    return this.reply.wrap(req, {
      ...issued,
      submission_limit: { max: COMMENT_LIMIT.max, window_seconds: COMMENT_LIMIT.windowS },
    });
  }
}
