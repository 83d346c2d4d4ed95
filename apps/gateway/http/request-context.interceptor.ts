import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import { rateLimitError, saturatedError, timeoutError, validationError } from '@pj/envelope';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { catchError, finalize, Observable, throwError, timeout, TimeoutError } from 'rxjs';
import { AccessRequest, principalOf } from './access';
import { ContractHttpException } from './contract-exception';
import { trackerOf } from './policy-throttler.guard';
import { DEFAULT_TIER, METHODOLOGY_KEY, TIER_KEY, TIER_NAMES, TierName, TierTable } from './policy';
import { CtxRequest, fieldLocator, requestIdOf, RequestCtx } from './request-context';

/** Retry-After of a shed request: in-flight work of a tier usually clears within a second. */
export const SHED_RETRY_AFTER_S = 1;

/**
 * Whether a handler reads no query parameters at all (no @Query() and no raw @Req()): then any
 * query parameter is unknown and refused like the DTOs' unknown fields (422 extra_forbidden).
 */
function takesNoQuery(context: ExecutionContext): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ??
    {}) as Record<string, unknown>;
  const types = Object.keys(args).map((k) => Number(k.split(':')[0]));
  return !types.includes(RouteParamtypes.QUERY) && !types.includes(RouteParamtypes.REQUEST);
}

function refuseUnexpectedQuery(context: ExecutionContext, req: CtxRequest): void {
  const q = req.query as Record<string, unknown> | undefined;
  const names = q ? Object.keys(q) : [];
  if (names.length && takesNoQuery(context)) {
    throw new ContractHttpException(
      422,
      validationError(
        names.map((n) => ({
          loc: ['query', n],
          msg: `${n} is not a parameter of this endpoint`,
          type: 'extra_forbidden',
        })),
      ),
    );
  }
}

/** Requests of each tier running in this process, bounded by the tier's maxInFlight. */
export class InFlightLimiter {
  private readonly running = new Map<TierName, number>(TIER_NAMES.map((t) => [t, 0]));
  constructor(private readonly tiers: TierTable) {}

  tryAcquire(tier: TierName): boolean {
    const n = this.running.get(tier)!;
    if (n >= this.tiers[tier].maxInFlight) return false;
    this.running.set(tier, n + 1);
    return true;
  }

  release(tier: TierName): void {
    this.running.set(tier, Math.max(0, this.running.get(tier)! - 1));
  }

  inFlight(tier: TierName): number {
    return this.running.get(tier)!;
  }
}

/** Clients tracked at once; a client is forgotten when its last request ends, so this only caps a flood. */
const MAX_TRACKED_CLIENTS = 100_000;

/**
 * Requests one public client (address, IPv6 /64) may have running at once in this process
 * (CLIENT_MAX_IN_FLIGHT, default 4: room for a page's parallel reads). A client that opens more
 * is told to slow down (429) instead of queueing work that would delay everyone else. Operators
 * and partner keys are outside it: their volume is agreed, and bounded by the tier's limit.
 */
export class ClientInFlight {
  private readonly running = new Map<string, number>();

  constructor(readonly maxPerClient: number) {}

  tryAcquire(client: string): boolean {
    const n = this.running.get(client) ?? 0;
    if (n >= this.maxPerClient || (n === 0 && this.running.size >= MAX_TRACKED_CLIENTS)) return false;
    this.running.set(client, n + 1);
    return true;
  }

  release(client: string): void {
    const n = (this.running.get(client) ?? 1) - 1;
    if (n <= 0) this.running.delete(client);
    else this.running.set(client, n);
  }
}

/**
 * Per request: the request id, the tier's deadline (told downstream as an absolute instant, and
 * enforced here for the whole handler), the in-flight bound (load shedding before queues grow:
 * 503 capacity_saturated with Retry-After), and the access headers of SPEC §8.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly tiers: TierTable,
    private readonly inFlight: InFlightLimiter,
    private readonly perClient: ClientInFlight,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<CtxRequest>();
    const reply = http.getResponse<FastifyReply>();
    const tagged = this.reflector.get<TierName | undefined>(TIER_KEY, context.getHandler());
    const tier = tagged ?? DEFAULT_TIER;
    const methodology = this.reflector.get<(() => Record<string, string>) | undefined>(
      METHODOLOGY_KEY,
      context.getHandler(),
    );
    const deadlineS = this.tiers[tier].deadlineS;
    const deadlineAtMs = Date.now() + deadlineS * 1000;
    if (tagged && methodology) {
      const ctx: RequestCtx = {
        requestId: requestIdOf(req.headers['x-request-id'], randomUUID),
        tier,
        deadlineAtMs,
        deadlineS,
        methodology,
        clientAddress: (req as AccessRequest).svcClientAddress ?? req.ip,
        locate: fieldLocator(req.method, Object.keys((req.params as Record<string, string> | undefined) ?? {})),
      };
      req.svcCtx = ctx;
      reply.header('x-request-id', ctx.requestId);
    }
    reply.header('x-svc-access-scope', principalOf(req).scope);
    reply.header('x-svc-evaluation-tier', tier);
    reply.header('x-svc-request-timeout-seconds', String(deadlineS));
    refuseUnexpectedQuery(context, req);
    const principal = principalOf(req);
    const client = principal.scope === 'public' ? trackerOf(req as AccessRequest, principal) : null;
    if (client !== null && !this.perClient.tryAcquire(client)) {
      throw new ContractHttpException(429, rateLimitError(SHED_RETRY_AFTER_S, tier), {
        'retry-after': String(SHED_RETRY_AFTER_S),
      });
    }
    if (!this.inFlight.tryAcquire(tier)) {
      if (client !== null) this.perClient.release(client);
      throw new ContractHttpException(503, saturatedError(SHED_RETRY_AFTER_S), {
        'retry-after': String(SHED_RETRY_AFTER_S),
      });
    }
    return next.handle().pipe(
      timeout({ first: Math.max(1, deadlineAtMs - Date.now()) }),
      catchError((err: unknown) =>
        throwError(() => (err instanceof TimeoutError ? new ContractHttpException(504, timeoutError(deadlineS)) : err)),
      ),
      finalize(() => {
        this.inFlight.release(tier);
        if (client !== null) this.perClient.release(client);
      }),
    );
  }
}
