/**
 * Wire bodies of comments-svc (without `_meta`), one type per route: what its presenter
 * (apps/comments-svc/shared/present.ts, the only code writing these snake_case keys) returns, and what
 * apps/gateway/http/response-types/comments.json publishes as the OpenAPI response schemas. The JSDoc
 * comments become the schema descriptions.
 */
import type { ClientLogLevelName, EngagementKind } from './comments';

/**
 * An instant of comments-svc: UTC, ISO 8601 with whole seconds (truncated) and `Z` (CONTRACT §2).
 * @pattern ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$
 */
export type UtcInstant = string;

/**
 * An id of a stored row (UUID).
 * @format uuid
 */
export type RowId = string;

/**
 * A comment's star rating, 1 to 5.
 * @asType integer
 * @minimum 1
 * @maximum 5
 */
export type StarRating = number;

/** 202 body of a comment submission (a repeated submission gets the first one's body). */
export interface CommentAcceptedWire {
  readonly id: RowId;
  /** Always `pending`: the moderation outcome is not disclosed to the submitter. */
  readonly state: 'pending';
  /** The page the comment belongs to (`page_key` or `path` of the request). */
  readonly page_key: string;
  /** When the comment was stored. */
  readonly created_at: UtcInstant;
}

/** One approved comment. */
export interface CommentWire {
  readonly id: RowId;
  /** The text as submitted: escape it before putting it in HTML. */
  readonly body: string;
  /** Name shown with the comment; null when none was given. */
  readonly display_name: string | null;
  /** Star rating; null when none was given. */
  readonly rating: StarRating | null;
  readonly created_at: UtcInstant;
}

/** GET /panchang/comments and /api/v1/comments: a page's approved comments, newest first. */
export interface CommentListWire {
  readonly page_key: string;
  /**
   * The most comments asked for.
   * @asType integer
   */
  readonly limit: number;
  /**
   * Number of comments in `comments` (at most `limit`).
   * @asType integer
   */
  readonly count: number;
  readonly comments: readonly CommentWire[];
}

/** GET /api/v1/comments/challenge: an HMAC-signed challenge (valid 300 s, answerable once) with its proof of work. */
export interface CommentChallengeWire {
  /** The token to send back with the comment. */
  readonly challenge: string;
  /** The proof of work: SHA-256("<challenge>:<solution>") must start with `difficulty_bits` zero bits. */
  readonly algorithm: 'sha256-leading-zero-bits';
  /** @asType integer */
  readonly difficulty_bits: number;
  /** When the challenge stops being accepted. */
  readonly expires_at: UtcInstant;
  /** The per-address submission limit (SPEC §8). */
  readonly submission_limit: {
    /** @asType integer */
    readonly max: number;
    /** @asType integer */
    readonly window_seconds: number;
  };
}

/** 202 body of a batch write (client logs, journey events). */
export interface AcceptedWire {
  /**
   * Number of entries stored.
   * @asType integer
   */
  readonly accepted: number;
}

/** One stored client log entry, redacted. */
export interface ClientLogEntryWire {
  readonly id: RowId;
  readonly level: ClientLogLevelName;
  readonly message: string;
  /** Page the client was on; null when not given. */
  readonly page: string | null;
  /** The entry's structured attributes (a JSON object, redacted; `{}` when none). */
  readonly attributes: Readonly<Record<string, unknown>>;
  /** The client's clock when it wrote the entry; null when not given. */
  readonly client_time: UtcInstant | null;
  /** When the service stored the entry. */
  readonly received_at: UtcInstant;
}

/** GET /api/v1/client_logs/recent (operator): the newest entries of a window. */
export interface ClientLogsRecentWire {
  /** @asType integer */
  readonly since_minutes: number;
  /** @asType integer */
  readonly count: number;
  readonly entries: readonly ClientLogEntryWire[];
}

/** POST /api/v1/client_logs/purge (operator). */
export interface ClientLogsPurgeWire {
  /** @asType integer */
  readonly older_than_days: number;
  /**
   * Number of entries deleted.
   * @asType integer
   */
  readonly deleted: number;
  /** Entries received before this instant were deleted. */
  readonly before: UtcInstant;
}

/** Counter of each engagement kind of a page (0 when never marked). */
export interface EngagementCountersWire {
  /** @asType integer */
  readonly view: number;
  /** @asType integer */
  readonly like: number;
  /** @asType integer */
  readonly share: number;
}

/** GET /api/v1/engage: the counters of a page. */
export interface EngageCountersWire {
  readonly path: string;
  readonly counters: EngagementCountersWire;
}

/** GET and POST /api/v1/engage/{kind}: a mark and the page's counters after it. */
export interface EngageMarkWire {
  readonly path: string;
  readonly kind: EngagementKind;
  /** False when this client had already marked this path and kind in the current UTC day. */
  readonly counted: boolean;
  readonly counters: EngagementCountersWire;
}

/** GET /api/v1/engage/config: the engagement kinds, the dedupe rule and the journey-event bound. */
export interface EngageConfigWire {
  readonly kinds: readonly EngagementKind[];
  readonly dedupe: {
    /** What a mark is counted once per. */
    readonly per: readonly ('client_address' | 'path' | 'kind')[];
    /** @asType integer */
    readonly window_seconds: number;
    /** Windows are UTC days. */
    readonly window_alignment: 'utc_day';
  };
  readonly journey_events: {
    /**
     * Most events in one batch.
     * @asType integer
     */
    readonly max_events: number;
  };
}

/** One shard of the blog sitemap. */
export interface BlogSitemapShardRefWire {
  /** @asType integer */
  readonly shard: number;
  /** Absolute URL of the shard's XML (built from the request's origin). */
  readonly url: string;
  /**
   * Number of URLs in the shard.
   * @asType integer
   */
  readonly urls: number;
}

/** GET /api/v1/seo/blog_sitemap_meta: the shards of the blog sitemap at `limit` URLs each. */
export interface BlogSitemapMetaWire {
  /** @asType integer */
  readonly total_urls: number;
  /** @asType integer */
  readonly limit: number;
  /** @asType integer */
  readonly shard_count: number;
  /** The latest update (else publication) time of a published post; null when none is published. */
  readonly lastmod: UtcInstant | null;
  readonly shards: readonly BlogSitemapShardRefWire[];
}

/**
 * Reply of comments.blog-sitemap.shard.v1; the gateway serves only `xml` (application/xml), so this
 * body is not published.
 */
export interface BlogSitemapShardWire {
  readonly shard: number;
  readonly limit: number;
  readonly urls: number;
  /** The shard's sitemaps.org 0.9 urlset. */
  readonly xml: string;
}
