import { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { timingSafeEqual } from 'node:crypto';
import { reservedError } from '@pj/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiKeyVerifier, KEY_LIKE_RE, Principal, PUBLIC_PRINCIPAL } from './api-keys';
import { ContractHttpException } from './contract-exception';
import { sendContractError } from './contract-reply';
import { MCP_INTERNAL_HEADER, MCP_INTERNAL_TOKEN } from './mcp';
import { RESERVED_KEY } from './policy';
import type { CtxRequest } from './request-context';

export type AccessRequest = CtxRequest & { svcAccess?: Principal; svcViaMcp?: boolean };

function isMcpInner(req: FastifyRequest): boolean {
  const v = req.headers[MCP_INTERNAL_HEADER];
  if (typeof v !== 'string') return false;
  const a = Buffer.from(v);
  const b = Buffer.from(MCP_INTERNAL_TOKEN);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Query parameters that name a credential: refused outright (CONTRACT §5: never in a URL). */
const CREDENTIAL_PARAMS = new Set([
  'api_key',
  'apikey',
  'api-key',
  'key',
  'access_token',
  'token',
  'x-api-key',
  'authorization',
  'bearer',
]);

export function principalOf(req: FastifyRequest): Principal {
  return (req as AccessRequest).svcAccess ?? PUBLIC_PRINCIPAL;
}

/** The credential in a query string, if any (by parameter name, or a value shaped like a key). */
function credentialInQuery(url: string, bootstrapKey: string | null): string | null {
  const q = url.indexOf('?');
  if (q < 0) return null;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const [name, value] of params) {
    if (CREDENTIAL_PARAMS.has(name.toLowerCase())) return name;
    if (KEY_LIKE_RE.test(value) || (bootstrapKey !== null && value.includes(bootstrapKey))) return name;
  }
  return null;
}

/** `Authorization: Bearer <key>` or `X-API-Key: <key>`; both given and different is ambiguous. */
function presentedKey(req: FastifyRequest): { key: string | null; error: string | null } {
  const auth = req.headers.authorization;
  const xKey = req.headers['x-api-key'];
  let bearer: string | null = null;
  if (typeof auth === 'string' && auth.length > 0) {
    const m = /^Bearer[ ]+(\S+)[ ]*$/i.exec(auth);
    if (!m) return { key: null, error: 'Authorization must be "Bearer <key>"' };
    bearer = m[1];
  }
  const header = typeof xKey === 'string' && xKey.length > 0 ? xKey.trim() : null;
  if (bearer && header && bearer !== header)
    return { key: null, error: 'Authorization and X-API-Key carry different keys' };
  return { key: bearer ?? header, error: null };
}

export interface AccessHookOptions {
  readonly verifier: ApiKeyVerifier;
  readonly bootstrapKey: string | null;
  readonly fallbackMethodology: () => Record<string, string>;
}

/**
 * Runs first on every request, routed or not: refuses credentials in the URL (400) and resolves
 * the caller's scope from its key (401 for an unknown or revoked key). Key material is never
 * echoed or logged: error bodies name the header or parameter only. The reservation is not
 * decided here (the raw URL is not the route): ReservationGuard decides it on the matched handler.
 */
export function installAccessHook(fastify: FastifyInstance, o: AccessHookOptions): void {
  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const fail = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      sendContractError(req as CtxRequest, reply, status, body, headers, o.fallbackMethodology);
    const param = credentialInQuery(req.url, o.bootstrapKey);
    if (param !== null) {
      return fail(400, {
        detail: {
          code: 'credentials_in_url',
          message: `query parameter "${param}" carries a credential; send API keys only in the Authorization (Bearer) or X-API-Key header. Treat this key as exposed and have it rotated.`,
        },
      });
    }
    const { key, error } = presentedKey(req);
    if (error) return fail(400, { detail: { code: 'malformed_credentials', message: error } });
    let principal = PUBLIC_PRINCIPAL;
    if (key !== null) {
      const found = await o.verifier.verify(key);
      if (!found)
        return fail(
          401,
          { detail: { code: 'invalid_credentials', message: 'the API key is unknown or revoked' } },
          { 'www-authenticate': 'Bearer' },
        );
      principal = found;
    }
    (req as AccessRequest).svcAccess = principal;
    // the inner request of an MCP tool call: its evaluation limit was the mcp tier's, counted on POST /mcp
    if (isMcpInner(req)) (req as AccessRequest).svcViaMcp = true;
  });
}

/**
 * The reserved product endpoints (SPEC §4.1, §7): 503 capacity_reserved for everyone but the
 * operator. Decided on the handler the router matched (its `@Endpoint(…, { reserved: true })`),
 * so percent-encoded, doubled-slash, dot-segment or any other spelling the router accepts is
 * reserved too. Registered before the limiter: a refused call spends no quota.
 */
export class ReservationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    /** Open alternatives named in the capacity_reserved body (only routes the gateway serves). */
    private readonly openAlternatives: () => readonly string[],
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.reflector.get<boolean | undefined>(RESERVED_KEY, context.getHandler()) !== true) return true;
    const scope = principalOf(context.switchToHttp().getRequest<FastifyRequest>()).scope;
    if (scope === 'operator') return true;
    throw new ContractHttpException(503, reservedError(this.openAlternatives()), { 'x-svc-access-scope': scope });
  }
}
