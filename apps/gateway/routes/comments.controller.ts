import { Body, Controller, Headers, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CommentAcceptedReply,
  CommentChallengeReply,
  CommentListReply,
  commentsMethodology,
  CommentSubmitRequest,
  Contracts,
} from '@pj/contracts';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { callWrite, idempotencyKeyOf, WriteOutcome } from '../http/write-outcome';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import {
  ApiCommentRequestDto,
  ApiCommentsQueryDto,
  PanchangCommentRequest,
  PanchangCommentsQueryDto,
} from './comments.dto';

const SUBMIT_DESCRIPTION =
  'Answer a challenge from GET /api/v1/comments/challenge in the body. 202 with the id and state `pending`: the comment is moderated automatically ' +
  '(sentiment plus rules; only high-confidence positive feedback is published) and the outcome is not disclosed. At most 5 submissions per client ' +
  'address per 60 minutes (429 with Retry-After), counted in the database across replicas. An expired, forged or unsolved challenge is a 422. ' +
  'Idempotent: the challenge (and the optional Idempotency-Key header) identifies the submission; repeating it with the same content ' +
  'answers the first 202 (same id) and stores nothing; the same challenge or key with other content is a 422 ' +
  '(challenge_replayed, idempotency_key_conflict). When no reply came from comments-svc: 504 outcome_unknown, retry_safe true.';
const LIST_DESCRIPTION =
  'Approved comments only, newest first: id, body (as submitted; escape it before putting it in HTML), display_name, rating, created_at. Never the address or moderation data.';

/** A submission's 202 (body schema: response-types/comments.json; the 429 is the generator's, as everywhere). */
const ACCEPTED = {
  status: 202,
  description: 'Accepted: { id, state: "pending", page_key, created_at } plus _meta.',
} as const;

/** SPEC §3/§4.2/§4.6: comment submission and the public read; comments-svc owns the data. */
@ApiTags('comments')
@Controller()
export class CommentsController {
  constructor(private readonly rpc: RpcGateway) {}

  @WriteOutcome('challenge')
  @Route({
    post: 'panchang/comments',
    tier: 'comments',
    methodology: commentsMethodology,
    httpCode: 202,
    summary: 'Submit a comment (PanchangCommentRequest)',
    description: SUBMIT_DESCRIPTION,
    success: ACCEPTED,
  })
  submit(
    @Body() b: PanchangCommentRequest,
    @Headers('idempotency-key') key: string | undefined,
    @Ctx() ctx: RequestCtx,
  ): Promise<CommentAcceptedReply> {
    return this.submit$(b.page_key, b, key, ctx);
  }

  @Route({
    get: 'panchang/comments',
    tier: 'discovery',
    methodology: commentsMethodology,
    summary: 'Approved comments of a page',
    description: LIST_DESCRIPTION,
  })
  list(@Query() q: PanchangCommentsQueryDto, @Ctx() ctx: RequestCtx): Promise<CommentListReply> {
    return this.rpc.call(Contracts.commentsList, { pageKey: q.page_key, limit: q.limit }, ctx);
  }

  @WriteOutcome('challenge')
  @Route({
    post: 'api/v1/comments',
    tier: 'comments',
    methodology: commentsMethodology,
    httpCode: 202,
    summary: 'Submit a comment for a page path',
    description: SUBMIT_DESCRIPTION,
    success: ACCEPTED,
  })
  submitByPath(
    @Body() b: ApiCommentRequestDto,
    @Headers('idempotency-key') key: string | undefined,
    @Ctx() ctx: RequestCtx,
  ): Promise<CommentAcceptedReply> {
    return this.submit$(b.path, b, key, ctx);
  }

  @Route({
    get: 'api/v1/comments',
    tier: 'discovery',
    methodology: commentsMethodology,
    summary: 'Approved comments of a page path',
    description: LIST_DESCRIPTION,
  })
  listByPath(@Query() q: ApiCommentsQueryDto, @Ctx() ctx: RequestCtx): Promise<CommentListReply> {
    return this.rpc.call(Contracts.commentsList, { pageKey: q.path, limit: q.limit }, ctx);
  }

  @Route({
    get: 'api/v1/comments/challenge',
    tier: 'discovery',
    methodology: commentsMethodology,
    summary: 'A comment challenge (HMAC-signed, valid 300 s, one use) with a small proof of work',
    description:
      'Find `solution` ([A-Za-z0-9]{1,32}) such that SHA-256("<challenge>:<solution>") has `difficulty_bits` leading zero bits (12: about 4 096 hashes), then POST it with the comment.',
  })
  challenge(@Ctx() ctx: RequestCtx): Promise<CommentChallengeReply> {
    return this.rpc.call(Contracts.commentsChallenge, {}, ctx);
  }

  private submit$(
    pageKey: string,
    b: PanchangCommentRequest | ApiCommentRequestDto,
    rawKey: string | undefined,
    ctx: RequestCtx,
  ): Promise<CommentAcceptedReply> {
    const idempotencyKey = idempotencyKeyOf(rawKey);
    const request: CommentSubmitRequest = {
      pageKey,
      body: b.body,
      displayName: b.display_name ?? null,
      rating: b.rating ?? null,
      challenge: b.challenge,
      solution: b.solution,
      idempotencyKey,
      clientAddress: ctx.clientAddress,
    };
    return callWrite(this.rpc, Contracts.commentsSubmit, request, ctx, {
      safe: true,
      idempotencyKey,
      challenge: b.challenge,
    });
  }
}
