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

/**
 * Retry-After for `capacity_saturated` and an unavailable dependency: long enough for a replica to
 * (re)join its queue group or a database connection to be re-established.
 */
export const SATURATED_RETRY_AFTER_S = 2;

function assertUnreachable(x: never): never {
  throw new Error(`unhandled rpc error code ${String(x)}`);
}

/**
 * The one way the gateway talks to services: applies the tier deadline (ClientProxy has none),
 * passes the absolute deadline and request id downstream, waits for a request until that deadline
 * (the NATS transport re-dispatches a request no replica acknowledged, so a stalled replica costs
 * one acknowledgement window, not the deadline), retries an idempotent request once when the
 * replica that took it is gone, and maps every failure to a contract error.
 */
@Injectable()
export class RpcGateway {
  private readonly logger = new Logger('RpcGateway');

  constructor(@Inject(RPC_TRANSPORT) private readonly transport: RpcTransportClient) {}

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
        // one attempt lasts until the deadline: a request being computed is waited for, never sent twice
        const reply = await this.transport.request(subject, request, remainingMs);
        return reply as ResponseOf<C>;
      } catch (err) {
        if (!(err instanceof RpcFailure)) throw err;
        // nobody serves the subject: nothing was delivered, say so at once. The transport down: at
        // once too, but a write sent before the drop may have been stored (outcome unknown)
        if (err.kind === 'no_responders' || err.kind === 'transport_down') {
          throw new ContractHttpException(
            503,
            saturatedError(SATURATED_RETRY_AFTER_S),
            { 'retry-after': String(SATURATED_RETRY_AFTER_S) },
            err.kind === 'transport_down',
          );
        }
        if (err.kind === 'remote') throw this.remoteToHttp(err.remote as RpcErrorBody, ctx);
        // sent and unanswered by the deadline: outcome unknown (a write may have happened)
        if (err.kind === 'timeout' || ctx.deadlineAtMs - Date.now() <= 0)
          throw new ContractHttpException(504, timeoutError(ctx.deadlineS), {}, true);
        // lost: the replica computing it exited; nobody else has it, so an idempotent request goes again
        if (attempt < attempts) {
          this.logger.warn(`${subject} attempt ${attempt} lost its replica; retrying (request ${ctx.requestId})`);
          continue;
        }
        // the replica exited after taking a write: outcome unknown (it may have been stored)
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
          validationError(
            (e.details ?? [{ loc: [], msg: e.message, type: 'value' }]).map((d) => ({ ...d, loc: ctx.locate(d.loc) })),
          ),
        );
      case 'ephemeris_input':
      case 'ephemeris_range':
        return new ContractHttpException(422, validationError([{ loc: ctx.locate([]), msg: e.message, type: e.code }]));
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
      case 'dependency_unavailable':
        // transient: nothing was done, the same request may be sent again
        return new ContractHttpException(503, saturatedError(SATURATED_RETRY_AFTER_S), {
          'retry-after': String(SATURATED_RETRY_AFTER_S),
        });
      case 'ephemeris_unavailable':
        return new ContractHttpException(500, internalError(e.code, e.message));
      case 'internal':
        return new ContractHttpException(500, internalError('internal', 'internal error'));
      default:
        return assertUnreachable(e.code);
    }
  }
}
