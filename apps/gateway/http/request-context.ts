import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { TierName } from './policy';

/** Per-request facts the edge establishes before a controller runs. */
export interface RequestCtx {
  readonly requestId: string;
  readonly tier: TierName;
  readonly deadlineAtMs: number;
  readonly deadlineS: number;
  readonly methodology: () => Record<string, string>;
  /** The client's network address (Fastify's request.ip: the socket peer, or X-Forwarded-For from a trusted proxy). */
  readonly clientAddress: string;
}

export type CtxRequest = FastifyRequest & { svcCtx?: RequestCtx };

export const Ctx = createParamDecorator((_: unknown, host: ExecutionContext): RequestCtx => {
  const ctx = host.switchToHttp().getRequest<CtxRequest>().svcCtx;
  if (!ctx) throw new Error('request context missing: RequestContextInterceptor did not run');
  return ctx;
});

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{8,64}$/;

/** A caller-supplied X-Request-Id is kept when it is a plain token; otherwise a fresh UUID. */
export function requestIdOf(header: unknown, fresh: () => string): string {
  return typeof header === 'string' && REQUEST_ID_RE.test(header) ? header : fresh();
}
