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
  /**
   * Where a field the domain names in an error sits in this request: the JSON body of a POST,
   * a path parameter of the matched route, else the query. The domain names fields only
   * (`InputError` loc `['date']`, `['person', 'time']`); the edge adds the location (CONTRACT §4).
   */
  readonly locate: (field: readonly (string | number)[]) => readonly (string | number)[];
}

const HTTP_LOCATIONS: ReadonlySet<unknown> = new Set(['query', 'body', 'path', 'header']);

/** The `locate` of a request: its method and the names of its path parameters decide. */
export function fieldLocator(
  method: string,
  pathParams: readonly string[],
): (field: readonly (string | number)[]) => readonly (string | number)[] {
  return (field) => {
    if (HTTP_LOCATIONS.has(field[0])) return field;
    if (method === 'POST') return ['body', ...field];
    if (typeof field[0] === 'string' && pathParams.includes(field[0])) return ['path', ...field];
    return ['query', ...field];
  };
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
