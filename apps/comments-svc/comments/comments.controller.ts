import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CommentAcceptedReply,
  CommentChallengeReply,
  CommentListReply,
  CommentListRequest,
  CommentSubmitRequest,
  Contracts,
  EmptyRequest,
  RpcRequest,
} from '@pj/contracts';
import { Database, Handles, PacketEnveloper } from '@pj/platform';
import { issueChallenge } from '../challenge/challenge';
import { commentAccepted, commentChallenge, commentList, commentsPacket } from '../shared/present';
import { ServiceSecrets } from '../shared/secrets.service';
import { COMMENT_LIMIT, CommentSubmitService } from './comment-submit.service';

@Controller()
export class CommentsController {
  constructor(
    private readonly submitter: CommentSubmitService,
    private readonly secrets: ServiceSecrets,
    private readonly db: Database,
    private readonly packets: PacketEnveloper,
  ) {}

  /**
   * 202 body: the id and `pending` (awaiting publication). The moderation outcome is not told to
   * the submitter, so that spam cannot be tuned against the filter; only approved comments are
   * ever listed. A repeated submission (same challenge or Idempotency-Key, same content) gets
   * the same body as the first: every field comes from the stored row.
   */
  @Handles(Contracts.commentsSubmit)
  async submit(@Payload() req: RpcRequest<CommentSubmitRequest>): Promise<CommentAcceptedReply> {
    const row = await this.submitter.submit(req.payload);
    return this.packets.wrap(req, commentsPacket(commentAccepted(row)));
  }

  @Handles(Contracts.commentsList)
  async list(@Payload() req: RpcRequest<CommentListRequest>): Promise<CommentListReply> {
    const { pageKey, limit } = req.payload;
    const rows = await this.db.prisma.comment.findMany({
      where: { pageKey, state: 'approved' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: { id: true, body: true, displayName: true, rating: true, createdAt: true },
    });
    return this.packets.wrap(req, commentsPacket(commentList(pageKey, limit, rows)));
  }

  @Handles(Contracts.commentsChallenge)
  async challenge(@Payload() req: RpcRequest<EmptyRequest>): Promise<CommentChallengeReply> {
    const issued = issueChallenge(await this.secrets.key('challenge_hmac'), Date.now());
    return this.packets.wrap(req, commentsPacket(commentChallenge(issued, COMMENT_LIMIT)));
  }
}
