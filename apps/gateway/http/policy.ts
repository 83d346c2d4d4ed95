import { applyDecorators, SetMetadata } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExtension } from '@nestjs/swagger';
import { ConfigError, type AppConfig } from '@pj/config';

export interface WindowLimit {
  /** Requests allowed per window and client. */
  readonly limit: number;
  readonly windowS: number;
}

export interface TierSpec {
  /** The long window (per minute; per hour for comments). */
  readonly rate: WindowLimit;
  /** The short window (per second); null where SPEC §8 names none. */
  readonly burst: WindowLimit | null;
  readonly deadlineS: number;
  /** Requests of this tier one gateway process runs at once; more are shed with 503 capacity_saturated. */
  readonly maxInFlight: number;
  readonly appliesTo: string;
}

/**
 * Access tiers of SPEC §8 as data: the ONE table that the limiter, the in-flight bound, the
 * deadlines, the discovery documents and the OpenAPI generator read. Defaults; the TIER_*
 * variables override them per process (resolveTiers).
 */
export const TIERS = {
  public_read: {
    rate: { limit: 60, windowS: 60 },
    burst: { limit: 12, windowS: 1 },
    deadlineS: 30,
    maxInFlight: 64,
    appliesTo: 'deterministic GET/read endpoints',
  },
  public_compute: {
    rate: { limit: 20, windowS: 60 },
    burst: { limit: 4, windowS: 1 },
    deadlineS: 60,
    maxInFlight: 32,
    appliesTo: 'deterministic POST/calculation endpoints',
  },
  public_extended: {
    rate: { limit: 6, windowS: 60 },
    burst: { limit: 2, windowS: 1 },
    deadlineS: 180,
    maxInFlight: 8,
    appliesTo: 'report, evidence, projection and other extended-work endpoints',
  },
  mcp: {
    rate: { limit: 120, windowS: 60 },
    burst: null,
    deadlineS: 30,
    maxInFlight: 32,
    appliesTo: 'POST /mcp, the MCP-style JSON-RPC transport',
  },
  comments: {
    rate: { limit: 5, windowS: 3600 },
    burst: null,
    deadlineS: 30,
    maxInFlight: 16,
    appliesTo: 'comment submission (pre-moderation)',
  },
  discovery: {
    rate: { limit: 60, windowS: 60 },
    burst: { limit: 12, windowS: 1 },
    deadlineS: 30,
    maxInFlight: 64,
    appliesTo: 'discovery documents, health, comments reading and other service endpoints',
  },
} as const satisfies Record<string, TierSpec>;
export type TierName = keyof typeof TIERS;
export const TIER_NAMES = Object.keys(TIERS) as TierName[];
/** The tier of a route that carries no @Endpoint (the OpenAPI document, the terms). */
export const DEFAULT_TIER: TierName = 'discovery';

export type TierTable = Readonly<Record<TierName, TierSpec>>;

/** Open endpoints a reserved-endpoint caller may use instead; only those the gateway actually serves are named. */
export const OPEN_ALTERNATIVE_CANDIDATES = [
  '/panchang/utility',
  '/panchang/choghadiya',
  '/panchang/hora',
  '/panchang/gowri',
  '/panchang/tithis',
  '/sunrise',
  '/planets/positions',
] as const;

export const TIER_KEY = 'svc:tier';
export const METHODOLOGY_KEY = 'svc:methodology';
export const RESERVED_KEY = 'svc:reserved';
/** OpenAPI operation extension of a reserved route; discovery and the evaluation policy list these. */
export const RESERVED_EXTENSION = 'x-svc-reserved';

export const COST_KEY = 'svc:cost';
/** OpenAPI operation extension carrying the route's cost rule. */
export const COST_EXTENSION = 'x-svc-cost';

/**
 * What one request of a route spends of the tier's per-minute budget: ceil(param / per), at least
 * 1, with the parameter's default when absent. A year of festivals (days=365, per 31) costs 12:
 * it computes about as much as a dozen month-sized requests, and one address can no longer buy
 * 60 of them a minute.
 */
export interface CostRule {
  readonly param: string;
  readonly per: number;
  readonly default: number;
}

/** The cost of a request under `rule` (1 without a rule; a value that is not a positive number costs the default). */
export function costOf(rule: CostRule | undefined, query: Record<string, unknown> | undefined): number {
  if (!rule) return 1;
  const raw = Number(query?.[rule.param]);
  const value = Number.isFinite(raw) && raw > 0 ? raw : rule.default;
  return Math.max(1, Math.ceil(value / rule.per));
}

/** OpenAPI operation extensions of the representation policy (read by openapi.ts). */
export const CACHE_EXTENSION = 'x-svc-cache';
export const COMPRESS_EXTENSION = 'x-svc-compress';
/** Key of the representation policy in the Fastify route config (`req.routeOptions.config`), read by onSend. */
export const REPRESENTATION_CONFIG = 'svcRepresentation';

/** How a route's successful JSON GET is sent (representation.ts). */
export interface RepresentationPolicy {
  /**
   * 'computed' (default): deterministic for its inputs, so a strong ETag, 304 and
   * `public, max-age=300`. 'no-store': the answer describes this moment (health, readiness).
   */
  readonly cache: 'computed' | 'no-store';
  /** gzip when the client accepts it and the body is large enough (SPEC §4 names the large families). */
  readonly compress: boolean;
}
export const DEFAULT_REPRESENTATION: RepresentationPolicy = Object.freeze({ cache: 'computed', compress: false });

/** Route policy beyond the tier. */
export interface EndpointPolicy extends Partial<RepresentationPolicy> {
  /** The per-minute budget a request spends (default 1). */
  readonly cost?: CostRule;
  /**
   * A product endpoint reserved for the operator (SPEC §4.1, §7): everyone else gets 503
   * capacity_reserved. Decided on the handler the router matched (ReservationGuard), never on
   * the raw path, so no spelling of the URL that reaches the handler escapes it.
   */
  readonly reserved?: boolean;
}

/**
 * Route policy: its tier (limits, deadline, in-flight bound), the methodology it computes with (for `_meta` on errors),
 * reservation, caching and compression.
 */
export function Endpoint(
  tier: TierName,
  methodology: () => Record<string, string>,
  policy: EndpointPolicy = {},
): MethodDecorator {
  const decorators = [
    SetMetadata(TIER_KEY, tier),
    SetMetadata(METHODOLOGY_KEY, methodology),
    ApiExtension('x-svc-tier', tier),
  ];
  if (policy.reserved) decorators.push(SetMetadata(RESERVED_KEY, true), ApiExtension(RESERVED_EXTENSION, true));
  if (policy.cost) decorators.push(SetMetadata(COST_KEY, policy.cost), ApiExtension(COST_EXTENSION, policy.cost));
  const representation: RepresentationPolicy = {
    cache: policy.cache ?? DEFAULT_REPRESENTATION.cache,
    compress: policy.compress ?? DEFAULT_REPRESENTATION.compress,
  };
  // Fastify's onSend hook sees the route config, not Nest metadata: the policy travels in both
  decorators.push(RouteConfig({ [REPRESENTATION_CONFIG]: representation }));
  if (representation.cache !== DEFAULT_REPRESENTATION.cache)
    decorators.push(ApiExtension(CACHE_EXTENSION, representation.cache));
  if (representation.compress) decorators.push(ApiExtension(COMPRESS_EXTENSION, true));
  return applyDecorators(...decorators);
}

/** The defaults with the TIER_* overrides of the configuration; an unknown tier name stops start-up. */
export function resolveTiers(overrides: AppConfig['tierOverrides']): TierTable {
  const vars: Record<keyof AppConfig['tierOverrides'], string> = {
    rate: 'TIER_RATE_LIMITS',
    burst: 'TIER_BURST_LIMITS',
    deadlineS: 'TIER_DEADLINES_S',
    maxInFlight: 'TIER_MAX_IN_FLIGHT',
  };
  for (const [field, variable] of Object.entries(vars) as [keyof typeof vars, string][]) {
    for (const name of Object.keys(overrides[field])) {
      if (!(name in TIERS))
        throw new ConfigError(variable, `names unknown tier "${name}" (tiers: ${TIER_NAMES.join(', ')})`);
      if (field === 'burst' && TIERS[name as TierName].burst === null)
        throw new ConfigError(variable, `names tier "${name}", which has no burst window`);
    }
  }
  const table = {} as Record<TierName, TierSpec>;
  for (const name of TIER_NAMES) {
    const d: TierSpec = TIERS[name];
    table[name] = Object.freeze({
      rate: { limit: overrides.rate[name] ?? d.rate.limit, windowS: d.rate.windowS },
      burst: d.burst ? { limit: overrides.burst[name] ?? d.burst.limit, windowS: d.burst.windowS } : null,
      deadlineS: overrides.deadlineS[name] ?? d.deadlineS,
      maxInFlight: overrides.maxInFlight[name] ?? d.maxInFlight,
      appliesTo: d.appliesTo,
    });
  }
  return Object.freeze(table);
}

/** Injection token of the effective TierTable. */
export const TIER_TABLE = Symbol('TIER_TABLE');
