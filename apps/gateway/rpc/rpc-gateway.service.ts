import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AnyContract, RequestOf, ResponseOf, RpcRequest, Subject } from '@pj/contracts';
import {
  internalError,
  notFoundError,
  rateLimitError,
  saturatedError,
  timeoutError,
  validationError,
} from '@pj/envelope';
import { RPC_TRANSPORT, RpcFailure, RpcTransportClient } from '@pj/platform';
import type { RpcErrorBody } from '@pj/contracts';
import { ContractHttpException } from '../http/contract-exception';
import type { RequestCtx } from '../http/request-context';

export const RPC_ATTEMPT_TIMEOUT_MS = Symbol('RPC_ATTEMPT_TIMEOUT_MS');

/** Retry-After for `capacity_saturated`: long enough for a replica to (re)join its queue group. */
const SATURATED_RETRY_AFTER_S = 2;

function assertUnreachable(x: never): never {
  throw new Error(`unhandled rpc error code ${String(x)}`);
}

/**
 * The one way the gateway talks to services: applies the tier deadline (ClientProxy has none),
 * passes the absolute deadline and request id downstream, retries an idempotent request once
 * when its attempt times out (the next attempt goes to whichever replica the queue group
 * picks; a dead replica's subscription is gone), and maps every failure to a contract error.
 */
@Injectable()
export class RpcGateway {
  private readonly logger = new Logger('RpcGateway');

  constructor(
    @Inject(RPC_TRANSPORT) private readonly transport: RpcTransportClient,
    @Inject(RPC_ATTEMPT_TIMEOUT_MS) private readonly attemptTimeoutMs: number,
  ) {}

  /**
   * Sends `payload` under `contract` and resolves to its reply. The reply is trusted to match the
   * contract's type: the service handler is typed by the same contract (`@Handles`).
   */
  async call<C extends AnyContract & { readonly subject: Subject }>(
    contract: C,
    payload: RequestOf<C>,
    ctx: RequestCtx,
  ): Promise<ResponseOf<C>> {
    const subject = contract.subject;
    const request: RpcRequest<RequestOf<C>> = { requestId: ctx.requestId, deadlineAtMs: ctx.deadlineAtMs, payload };
    const attempts = contract.idempotent ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      const remainingMs = ctx.deadlineAtMs - Date.now();
      if (remainingMs <= 0) throw new ContractHttpException(504, timeoutError(ctx.deadlineS), {}, attempt > 1);
      try {
        const reply = await this.transport.request(subject, request, Math.min(this.attemptTimeoutMs, remainingMs));
        return reply as ResponseOf<C>;
      } catch (err) {
        if (!(err instanceof RpcFailure)) throw err;
        // nobody serves the subject, or the transport is down: nothing was sent anywhere, say so at once
        if (err.kind === 'no_responders' || err.kind === 'transport_down') {
          throw new ContractHttpException(503, saturatedError(SATURATED_RETRY_AFTER_S), {
            'retry-after': String(SATURATED_RETRY_AFTER_S),
          });
        }
        if (err.kind === 'remote') throw this.remoteToHttp(err.remote as RpcErrorBody, ctx);
        if (attempt < attempts && ctx.deadlineAtMs - Date.now() > 0) {
          this.logger.warn(`${subject} attempt ${attempt} got no reply; retrying (request ${ctx.requestId})`);
          continue;
        }
        // sent and unanswered: outcome unknown (a write may have happened)
        if (ctx.deadlineAtMs - Date.now() <= 0)
          throw new ContractHttpException(504, timeoutError(ctx.deadlineS), {}, true);
        throw new ContractHttpException(
          503,
          saturatedError(SATURATED_RETRY_AFTER_S),
          { 'retry-after': String(SATURATED_RETRY_AFTER_S) },
          true,
        );
      }
    }
  }

  private remoteToHttp(e: RpcErrorBody, ctx: RequestCtx): ContractHttpException {
    switch (e.code) {
      case 'validation_failed':
        return new ContractHttpException(
          422,
          validationError(e.details ?? [{ loc: ['query'], msg: e.message, type: 'value' }]),
        );
      case 'ephemeris_input':
      case 'ephemeris_range':
        return new ContractHttpException(422, validationError([{ loc: ['query'], msg: e.message, type: e.code }]));
      case 'not_found':
        return new ContractHttpException(404, notFoundError(e.message));
      case 'deadline_exceeded':
        return new ContractHttpException(504, timeoutError(ctx.deadlineS));
      case 'rate_limited': {
        const retryAfterS = Math.max(1, Math.ceil(e.retryAfterSeconds ?? 60));
        return new ContractHttpException(429, rateLimitError(retryAfterS, e.message), {
          'retry-after': String(retryAfterS),
        });
      }
      case 'ephemeris_unavailable':
        return new ContractHttpException(500, internalError(e.code, e.message));
      case 'internal':
        return new ContractHttpException(500, internalError('internal', 'internal error'));
      default:
        return assertUnreachable(e.code);
    }
  }
}
