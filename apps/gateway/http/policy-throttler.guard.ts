import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { normalizeIp, ThrottlerGuard, ThrottlerRequest, ThrottlerStorage } from '@nestjs/throttler';
import { rateLimitError } from '@pj/envelope';
import type { FastifyReply } from 'fastify';
import { AccessRequest, principalOf } from './access';
import type { Principal } from './api-keys';
import { ContractHttpException } from './contract-exception';
import { COST_KEY, CostRule, costOf, DEFAULT_TIER, TIER_KEY, TierName, TierTable, WindowLimit } from './policy';
import type { WeightedStore } from './rate-limit-store';

/**
 * The two named throttlers of SPEC §8: `burst` (per second) runs first, then `rate` (per minute; per hour for
 * comments).
 */
export const THROTTLERS = [
  { name: 'burst', ttl: 1000, limit: 1 },
  { name: 'rate', ttl: 60_000, limit: 1 },
] as const;
type WindowName = (typeof THROTTLERS)[number]['name'];

interface WindowState {
  readonly limit: number;
  readonly windowS: number;
  readonly remaining: number;
  readonly resetS: number;
}
type LimitedRequest = AccessRequest & { svcLimits?: Partial<Record<WindowName, WindowState>> };

/** The window that applies to this caller: a partner key's own numbers where it has them, else the tier's. */
export function windowFor(
  tiers: TierTable,
  tier: TierName,
  name: WindowName,
  principal: Principal,
): WindowLimit | null {
  const spec = tiers[tier];
  const w = name === 'burst' ? spec.burst : spec.rate;
  if (!w) return null;
  const own =
    name === 'burst' ? principal.limits?.burstPerSecond : w.windowS === 60 ? principal.limits?.ratePerMinute : null;
  return own != null ? { limit: own, windowS: w.windowS } : w;
}

/** The bucket: a partner by its key, anyone else by client address (IPv4, or the IPv6 /64). */
export function trackerOf(req: { ip: string; svcClientAddress?: string }, principal: Principal): string {
  return principal.scope === 'partner' && principal.keyPrefix
    ? `key:${principal.keyPrefix}`
    : `ip:${normalizeIp(req.svcClientAddress ?? req.ip, 64)}`;
}

/** IETF httpapi-ratelimit-headers draft (structured fields) plus the X-RateLimit-* convention. */
export function rateLimitHeaders(limits: Partial<Record<WindowName, WindowState>>): Record<string, string> {
  const entries = (['rate', 'burst'] as const).filter((n) => limits[n]).map((n) => [n, limits[n]!] as const);
  const h: Record<string, string> = {
    'ratelimit-policy': entries.map(([n, w]) => `"${n}";q=${w.limit};w=${w.windowS}`).join(', '),
    ratelimit: entries.map(([n, w]) => `"${n}";r=${w.remaining};t=${w.resetS}`).join(', '),
  };
  for (const [n, w] of entries) {
    const p = n === 'rate' ? 'x-ratelimit' : 'x-ratelimit-burst';
    h[`${p}-limit`] = String(w.limit);
    h[`${p}-remaining`] = String(w.remaining);
    h[`${p}-reset`] = String(w.resetS);
  }
  return h;
}

/**
 * Evaluator limits per client address (or partner key) and tier, read from the one tier table.
 * Operators skip it (outside evaluation quotas; auth, size limits, bounds and deadlines still apply).
 */
export class PolicyThrottlerGuard extends ThrottlerGuard {
  constructor(
    storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly tiers: TierTable,
  ) {
    super(
      { throttlers: THROTTLERS.map((t) => ({ ...t })), setHeaders: false, ipv6SubnetPrefix: 64 },
      storage,
      reflector,
    );
  }

  /**
   * Operators are outside the evaluation quotas. An MCP tool call's inner request is NOT skipped:
   * it counts against the limits of the route it calls, for the MCP caller's address (a batch of
   * 50 calls used to count as 1 of the mcp tier's 120 a minute).
   */
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return principalOf(context.switchToHttp().getRequest<LimitedRequest>()).scope === 'operator';
  }

  protected override async handleRequest({ context, throttler }: ThrottlerRequest): Promise<boolean> {
    const req = context.switchToHttp().getRequest<LimitedRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const tier = this.reflector.get<TierName | undefined>(TIER_KEY, context.getHandler()) ?? DEFAULT_TIER;
    const principal = principalOf(req);
    const name = throttler.name as WindowName;
    const w = windowFor(this.tiers, tier, name, principal);
    if (!w) return true;
    const ttlMs = w.windowS * 1000;
    // the burst window counts requests; the long window counts their cost (policy.ts CostRule)
    const rule = this.reflector.get<CostRule | undefined>(COST_KEY, context.getHandler());
    const weight = name === 'rate' ? costOf(rule, req.query as Record<string, unknown> | undefined) : 1;
    const r = await (this.storageService as WeightedStore).increment(
      `${name}:${tier}:${trackerOf(req, principal)}`,
      ttlMs,
      w.limit,
      ttlMs,
      name,
      weight,
    );
    req.svcLimits = {
      ...req.svcLimits,
      [name]: {
        limit: w.limit,
        windowS: w.windowS,
        remaining: Math.max(0, w.limit - r.totalHits),
        resetS: r.timeToExpire,
      },
    };
    const headers = rateLimitHeaders(req.svcLimits);
    if (r.isBlocked) {
      throw new ContractHttpException(429, rateLimitError(r.timeToBlockExpire, tier), {
        ...headers,
        'retry-after': String(r.timeToBlockExpire),
      });
    }
    for (const [k, v] of Object.entries(headers)) reply.header(k, v);
    return true;
  }
}
