import { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { timingSafeEqual } from 'node:crypto';
import { isIP, isIPv4 } from 'node:net';
import { rateLimitError, reservedError, saturatedError } from '@pj/envelope';
import { isDatabaseUnreachable } from '@pj/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiKeyVerifier, KEY_LIKE_RE, Principal, PUBLIC_PRINCIPAL } from './api-keys';
import { ContractHttpException } from './contract-exception';
import { SATURATED_RETRY_AFTER_S } from '../rpc/rpc-gateway.service';
import { sendContractError } from './contract-reply';
import { MCP_CLIENT_HEADER, MCP_INTERNAL_HEADER, MCP_INTERNAL_TOKEN } from './mcp';
import { RESERVED_KEY } from './policy';
import type { CtxRequest } from './request-context';

export type AccessRequest = CtxRequest & {
  svcAccess?: Principal;
  /** The client's address without a port (clientAddressOf), set for every request the hook lets through. */
  svcClientAddress?: string;
};

/**
 * The client's address as limits key it: Fastify's `request.ip` (the socket peer, or the
 * X-Forwarded-For entry a trusted proxy vouches for) without a port, IPv4-mapped IPv6 as IPv4,
 * lower case. Null when it is not an IP address (a proxy's malformed X-Forwarded-For entry):
 * before this, `1.2.3.4:5678` and every garbage string were buckets of their own.
 */
export function clientAddressOf(ip: string): string | null {
  let a = ip.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  a = a.toLowerCase();
  if (a.startsWith('::ffff:') && isIPv4(a.slice(7))) a = a.slice(7);
  return isIP(a) ? a : null;
}

/** Failed authentications (unknown or revoked keys) allowed per client address and window (SPEC §8 spirit). */
export const AUTH_FAILURE_LIMIT = { limit: 10, windowS: 60 } as const;
/** Addresses a gateway remembers as blocked at once (the counts themselves live in the shared store). */
const MAX_BLOCKED_ADDRESSES = 10_000;

/**
 * Counts failed authentications per address in the limiter's store (shared by replicas with
 * Redis). Past the limit the address is refused with 429 before its key is even looked at, so
 * guessing keys costs a window per ten guesses, and a right guess during the block is refused too.
 */
export class AuthFailureLimiter {
  private readonly blockedUntilMs = new Map<string, number>();

  constructor(
    private readonly store: ThrottlerStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `address` may authenticate again; null when it is not blocked. */
  blockedForS(address: string): number | null {
    const until = this.blockedUntilMs.get(address);
    if (until === undefined) return null;
    const leftMs = until - this.now();
    if (leftMs > 0) return Math.ceil(leftMs / 1000);
    this.blockedUntilMs.delete(address);
    return null;
  }

  /** Records a failure; returns the block in seconds when this failure crossed the limit. */
  async failed(address: string): Promise<number | null> {
    const ttlMs = AUTH_FAILURE_LIMIT.windowS * 1000;
    const r = await this.store.increment(`authfail:${address}`, ttlMs, AUTH_FAILURE_LIMIT.limit, ttlMs, 'rate');
    if (!r.isBlocked) return null;
    const blockS = Math.max(1, r.timeToBlockExpire);
    if (this.blockedUntilMs.size >= MAX_BLOCKED_ADDRESSES) {
      this.blockedUntilMs.delete(this.blockedUntilMs.keys().next().value as string);
    }
    this.blockedUntilMs.set(address, this.now() + blockS * 1000);
    return blockS;
  }
}

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
  readonly authFailures: AuthFailureLimiter;
  readonly bootstrapKey: string | null;
  readonly fallbackMethodology: () => Record<string, string>;
}

/**
 * Runs first on every request, routed or not: refuses credentials in the URL (400) and resolves
 * the caller's scope from its key (401 for an unknown or revoked key; 503 capacity_saturated with
 * Retry-After when the key store cannot be reached and the key is not cached). Key material is never
 * echoed or logged: error bodies name the header or parameter only. The reservation is not
 * decided here (the raw URL is not the route): ReservationGuard decides it on the matched handler.
 */
export function installAccessHook(fastify: FastifyInstance, o: AccessHookOptions): void {
  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    // every answer, routed or not: browsers must not sniff a JSON or text body into HTML
    reply.header('x-content-type-options', 'nosniff');
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
    // the inner request of an MCP tool call: limited as the MCP caller (its address travels with it)
    const inner = isMcpInner(req);
    const claimed = req.headers[MCP_CLIENT_HEADER];
    const address = clientAddressOf(inner && typeof claimed === 'string' ? claimed : req.ip);
    if (address === null) {
      const message = 'the client address (X-Forwarded-For from a trusted proxy) is not an IP address';
      return fail(400, { detail: { code: 'bad_client_address', message } });
    }
    (req as AccessRequest).svcClientAddress = address;
    const { key, error } = presentedKey(req);
    if (error) return fail(400, { detail: { code: 'malformed_credentials', message: error } });
    let principal = PUBLIC_PRINCIPAL;
    if (key !== null) {
      const tooManyFailures = (retryAfterS: number) =>
        fail(429, rateLimitError(retryAfterS, 'authentication'), { 'retry-after': String(retryAfterS) });
      const blockedS = o.authFailures.blockedForS(address);
      if (blockedS !== null) return tooManyFailures(blockedS);
      let found: Principal | null;
      try {
        found = await o.verifier.verify(key);
      } catch (err) {
        if (!isDatabaseUnreachable(err)) throw err;
        // nothing is known about this key while the database is down: a transient refusal, as for
        // comments-svc's dependency_unavailable (docs/failure-behaviour.md), not a 500 or a 401
        return fail(503, saturatedError(SATURATED_RETRY_AFTER_S), {
          'retry-after': String(SATURATED_RETRY_AFTER_S),
        });
      }
      if (!found) {
        const crossedS = await o.authFailures.failed(address);
        if (crossedS !== null) return tooManyFailures(crossedS);
        return fail(
          401,
          { detail: { code: 'invalid_credentials', message: 'the API key is unknown or revoked' } },
          { 'www-authenticate': 'Bearer' },
        );
      }
      principal = found;
    }
    (req as AccessRequest).svcAccess = principal;
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
