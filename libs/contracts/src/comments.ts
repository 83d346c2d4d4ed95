/**
 * Messages of comments-svc (issue 6): comments, client logs, engagement, blog sitemaps. Every
 * request that creates data carries the client's network address as the gateway saw it; the
 * service stores only an HMAC of it.
 */
export interface ClientScoped {
  readonly clientAddress: string;
}

export interface CommentSubmitRequest extends ClientScoped {
  readonly pageKey: string;
  readonly body: string;
  readonly displayName: string | null;
  readonly rating: number | null;
  readonly challenge: string;
  readonly solution: string;
  /**
   * The client's `Idempotency-Key` header (validated by the gateway), or null. With the challenge's
   * nonce it identifies the submission: a retry with either returns the first outcome.
   */
  readonly idempotencyKey: string | null;
}

export interface CommentListRequest {
  readonly pageKey: string;
  readonly limit: number;
}

export const CLIENT_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type ClientLogLevelName = (typeof CLIENT_LOG_LEVELS)[number];

export interface ClientLogEntryInput {
  readonly level: ClientLogLevelName;
  readonly message: string;
  readonly page: string | null;
  readonly attributes: unknown;
  /** Client clock, ISO 8601, when the client sent one. */
  readonly ts: string | null;
}

export interface ClientLogIngestRequest extends ClientScoped {
  readonly entries: readonly ClientLogEntryInput[];
}

export interface ClientLogRecentRequest {
  readonly sinceMinutes: number;
  readonly limit: number;
  readonly level: ClientLogLevelName | null;
  readonly page: string | null;
}

export interface ClientLogPurgeRequest {
  readonly olderThanDays: number;
}

export const ENGAGEMENT_KINDS = ['view', 'like', 'share'] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];

export interface EngageCountersRequest {
  readonly path: string;
}

export interface EngageMarkRequest extends ClientScoped {
  readonly path: string;
  readonly kind: EngagementKind;
}

/** Most journey events in one batch (the gateway's DTO bound, published by GET /api/v1/engage/config). */
export const JOURNEY_MAX_EVENTS = 50;

export interface JourneyEventInput {
  readonly name: string;
  readonly path: string;
  readonly ts: string | null;
  readonly props: unknown;
}

export interface JourneyEventsRequest extends ClientScoped {
  readonly sessionId: string | null;
  readonly events: readonly JourneyEventInput[];
}

export interface BlogSitemapRequest {
  /** Absolute origin the sitemap's URLs start with, e.g. https://example.org (no trailing slash). */
  readonly origin: string;
  readonly shard: number;
  readonly limit: number;
}

/** Methodology of comments-svc replies (fingerprinted into `_meta` like every other family). */
export const commentsMethodology = (): Record<string, string> => ({
  algorithms: 'comments-1',
  moderation: 'sentiment 5 (AFINN-165) + rules-1',
  storage: 'prisma sqlite|postgresql',
});
