import { Body, Controller, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  AcceptedReply,
  ClientLogEntryInput,
  ClientLogsPurgeReply,
  ClientLogsRecentReply,
  commentsMethodology,
  Contracts,
} from '@pj/contracts';
import { validationError } from '@pj/envelope';
import { ContractHttpException } from '../http/contract-exception';
import type { FastifyRequest } from 'fastify';
import { requireOperator } from '../http/operator-access';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { callWrite, WriteOutcome } from '../http/write-outcome';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import {
  ClientLogEntryDto,
  ClientLogsBodyDto,
  ClientLogsPurgeQueryDto,
  ClientLogsRecentQueryDto,
} from './client-logs.dto';

const OPERATOR_ONLY =
  "Operator scope only (Authorization: Bearer <operator key> or X-API-Key; a stored operator key or the bootstrap key): reading or deleting other clients' logs is not part of public evaluation, so evaluators get 401 without a credential and 403 with a partner key (an unknown key is 401 invalid_credentials).";

@ApiTags('client-logs')
@Controller('api/v1/client_logs')
export class ClientLogsController {
  constructor(private readonly rpc: RpcGateway) {}

  @WriteOutcome('none')
  @Route({
    post: '',
    tier: 'discovery',
    methodology: commentsMethodology,
    httpCode: 202,
    summary: 'Ingest client log entries (one, or a batch of up to 50)',
    description:
      'Levels debug|info|warn|error. Before storage: secrets (key=value credentials, bearer tokens, JWTs, URL passwords, long opaque tokens) and contact details (e-mail, phone, card-like numbers) are replaced by markers, and control, line-separator and bidi characters become visible \\uXXXX text. 202 with the number accepted.',
    success: { status: 202, description: '{ accepted: n } plus _meta.' },
  })
  ingest(@Body() b: ClientLogsBodyDto, @Ctx() ctx: RequestCtx): Promise<AcceptedReply> {
    const entries = b.entries ?? [b as ClientLogEntryDto];
    const batch = { clientAddress: ctx.clientAddress, entries: entries.map(toEntry) };
    // log entries have no identity: a repeat stores them again, and the answer says so
    return callWrite(this.rpc, Contracts.clientLogsIngest, batch, ctx, {
      safe: false,
      idempotencyKey: null,
      challenge: null,
    });
  }

  @ApiBearerAuth()
  @Route({
    get: 'recent',
    tier: 'discovery',
    methodology: commentsMethodology,
    summary: 'Recent client log entries (operator)',
    description: OPERATOR_ONLY,
  })
  recent(
    @Query() q: ClientLogsRecentQueryDto,
    @Req() req: FastifyRequest,
    @Ctx() ctx: RequestCtx,
  ): Promise<ClientLogsRecentReply> {
    requireOperator(req);
    return this.rpc.call(
      Contracts.clientLogsRecent,
      { sinceMinutes: q.since_minutes, limit: q.limit, level: q.level ?? null, page: q.page ?? null },
      ctx,
    );
  }

  @ApiBearerAuth()
  @Route({
    post: 'purge',
    tier: 'discovery',
    methodology: commentsMethodology,
    httpCode: 200,
    summary: 'Delete client log entries older than N days (operator)',
    description: OPERATOR_ONLY,
  })
  purge(
    @Query() q: ClientLogsPurgeQueryDto,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Ctx() ctx: RequestCtx,
  ): Promise<ClientLogsPurgeReply> {
    requireOperator(req);
    // the parameter lives in the query string; a body was silently ignored before (issue 15, item 9)
    if (body !== undefined && body !== null && !(typeof body === 'object' && Object.keys(body).length === 0)) {
      const msg = 'purge takes older_than_days in the query string; the body must be empty';
      throw new ContractHttpException(422, validationError([{ loc: ['body'], msg, type: 'extra_forbidden' }]));
    }
    return this.rpc.call(Contracts.clientLogsPurge, { olderThanDays: q.older_than_days }, ctx);
  }
}

function toEntry(e: ClientLogEntryDto): ClientLogEntryInput {
  return {
    level: e.level,
    message: e.message,
    page: e.page ?? null,
    attributes: e.attributes ?? null,
    ts: e.ts ?? null,
  };
}
