import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AcceptedReply,
  commentsMethodology,
  Contracts,
  EngageConfigReply,
  EngageCountersReply,
  EngageMarkReply,
} from '@pj/contracts';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { callWrite, RetryAdvice, WriteOutcome } from '../http/write-outcome';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { EngageKindParamDto, EngagePathDto, JourneyEventsBodyDto } from './engage.dto';

/** A repeated mark finds the day's mark (primary key) and counts nothing: safe, though it answers counted:false. */
const MARK_RETRY: RetryAdvice = { safe: true, idempotencyKey: null, challenge: null };
/** Journey events have no identity: a repeat stores the batch again. */
const JOURNEY_RETRY: RetryAdvice = { safe: false, idempotencyKey: null, challenge: null };

const MARK_DESCRIPTION =
  'Counts once per client address, path and kind per UTC day (a repeat answers counted:false); counters are incremented atomically in SQL, exact under concurrency.';

@ApiTags('engagement')
@Controller('api/v1')
export class EngageController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'engage',
    tier: 'discovery',
    methodology: commentsMethodology,
    summary: 'Engagement counters of a page (view, like, share)',
  })
  counters(@Query() q: EngagePathDto, @Ctx() ctx: RequestCtx): Promise<EngageCountersReply> {
    return this.rpc.call(Contracts.engageCounters, { path: q.path }, ctx);
  }

  @Route({
    get: 'engage/config',
    tier: 'discovery',
    methodology: commentsMethodology,
    summary: 'Engagement kinds, dedupe window and journey-event bounds',
  })
  config(@Ctx() ctx: RequestCtx): Promise<EngageConfigReply> {
    return this.rpc.call(Contracts.engageConfig, {}, ctx);
  }

  @WriteOutcome('natural')
  @Route({
    get: 'engage/:kind',
    tier: 'discovery',
    methodology: commentsMethodology,
    summary: 'Record an engagement (query path)',
    description: MARK_DESCRIPTION,
  })
  markByQuery(
    @Param() p: EngageKindParamDto,
    @Query() q: EngagePathDto,
    @Ctx() ctx: RequestCtx,
  ): Promise<EngageMarkReply> {
    return this.mark$(p, q, ctx);
  }

  @WriteOutcome('natural')
  @Route({
    post: 'engage/:kind',
    tier: 'discovery',
    methodology: commentsMethodology,
    httpCode: 200,
    summary: 'Record an engagement (JSON body { path })',
    description: MARK_DESCRIPTION,
  })
  mark(@Param() p: EngageKindParamDto, @Body() b: EngagePathDto, @Ctx() ctx: RequestCtx): Promise<EngageMarkReply> {
    return this.mark$(p, b, ctx);
  }

  @WriteOutcome('none')
  @Route({
    post: 'journey_events',
    tier: 'discovery',
    methodology: commentsMethodology,
    httpCode: 202,
    summary: 'Record a batch of 1 to 50 journey events',
    description: 'Properties are bounded and redacted like client-log attributes. 202 with the number accepted.',
    success: { status: 202, description: '{ accepted: n } plus _meta.' },
  })
  journey(@Body() b: JourneyEventsBodyDto, @Ctx() ctx: RequestCtx): Promise<AcceptedReply> {
    const events = b.events.map((e) => ({ name: e.name, path: e.path, ts: e.ts ?? null, props: e.props ?? null }));
    const batch = { sessionId: b.session_id ?? null, events, clientAddress: ctx.clientAddress };
    return callWrite(this.rpc, Contracts.journeyEvents, batch, ctx, JOURNEY_RETRY);
  }

  /** The same mark whether the path came in the query (GET) or the body (POST). */
  private mark$(p: EngageKindParamDto, at: EngagePathDto, ctx: RequestCtx): Promise<EngageMarkReply> {
    const mark = { path: at.path, kind: p.kind, clientAddress: ctx.clientAddress };
    return callWrite(this.rpc, Contracts.engageMark, mark, ctx, MARK_RETRY);
  }
}
