/**
 * The presenter of comments-svc: the only code that writes the family's snake_case keys and ISO
 * instants. Each function takes the typed values a handler read or computed (rows with `Date`s,
 * counts) and returns the route's wire type (libs/contracts/src/comments-wire.ts).
 */
import {
  AcceptedWire,
  BlogSitemapMetaWire,
  ClientLogsPurgeWire,
  ClientLogsRecentWire,
  ClientLogLevelName,
  CommentAcceptedWire,
  CommentChallengeWire,
  CommentListWire,
  commentsMethodology,
  ENGAGEMENT_KINDS,
  EngageConfigWire,
  EngageCountersWire,
  EngagementCountersWire,
  EngagementKind,
  EngageMarkWire,
  JOURNEY_MAX_EVENTS,
  UtcInstant,
} from '@pj/contracts';
import { DateTime } from 'luxon';
import type { IssuedChallenge } from '../challenge/challenge';
import type { SubmittedComment } from '../comments/comment-submit.service';

/** A body with the family's methodology, as `PacketEnveloper.wrap` takes it. */
export const commentsPacket = <Body extends object>(body: Body) => ({ body, methodology: commentsMethodology() });

/** UTC, whole seconds (truncated, so never after the stored time), `Z` (CONTRACT §2). */
export const utcInstant = (d: Date): UtcInstant =>
  DateTime.fromJSDate(d, { zone: 'utc' }).startOf('second').toISO({ suppressMilliseconds: true }) as UtcInstant;

export const commentAccepted = (row: SubmittedComment): CommentAcceptedWire => ({
  id: row.id,
  state: 'pending',
  page_key: row.pageKey,
  created_at: utcInstant(row.createdAt),
});

export interface ApprovedComment {
  readonly id: string;
  readonly body: string;
  readonly displayName: string | null;
  readonly rating: number | null;
  readonly createdAt: Date;
}

export const commentList = (pageKey: string, limit: number, rows: readonly ApprovedComment[]): CommentListWire => ({
  page_key: pageKey,
  limit,
  count: rows.length,
  comments: rows.map((r) => ({
    id: r.id,
    body: r.body,
    display_name: r.displayName,
    rating: r.rating,
    created_at: utcInstant(r.createdAt),
  })),
});

export const commentChallenge = (
  issued: IssuedChallenge,
  limit: { readonly max: number; readonly windowS: number },
): CommentChallengeWire => ({
  challenge: issued.challenge,
  algorithm: issued.algorithm,
  difficulty_bits: issued.difficultyBits,
  expires_at: utcInstant(issued.expiresAt),
  submission_limit: { max: limit.max, window_seconds: limit.windowS },
});

export const accepted = (count: number): AcceptedWire => ({ accepted: count });

export interface StoredClientLog {
  readonly id: string;
  readonly level: ClientLogLevelName;
  readonly message: string;
  readonly page: string | null;
  /** The stored attributes: JSON text of an object. */
  readonly attributes: string;
  readonly clientTime: Date | null;
  readonly createdAt: Date;
}

export const clientLogsRecent = (sinceMinutes: number, rows: readonly StoredClientLog[]): ClientLogsRecentWire => ({
  since_minutes: sinceMinutes,
  count: rows.length,
  entries: rows.map((r) => ({
    id: r.id,
    level: r.level,
    message: r.message,
    page: r.page,
    attributes: JSON.parse(r.attributes) as Readonly<Record<string, unknown>>,
    client_time: r.clientTime ? utcInstant(r.clientTime) : null,
    received_at: utcInstant(r.createdAt),
  })),
});

export const clientLogsPurge = (olderThanDays: number, deleted: number, before: Date): ClientLogsPurgeWire => ({
  older_than_days: olderThanDays,
  deleted,
  before: utcInstant(before),
});

export const engageConfig = (windowS: number): EngageConfigWire => ({
  kinds: [...ENGAGEMENT_KINDS],
  dedupe: { per: ['client_address', 'path', 'kind'], window_seconds: windowS, window_alignment: 'utc_day' },
  journey_events: { max_events: JOURNEY_MAX_EVENTS },
});

/** Every kind's count, 0 for the kinds without a stored counter. */
export type EngagementCounts = ReadonlyMap<EngagementKind, number>;

const countersWire = (counts: EngagementCounts): EngagementCountersWire => ({
  view: counts.get('view') ?? 0,
  like: counts.get('like') ?? 0,
  share: counts.get('share') ?? 0,
});

export const engageCounters = (path: string, counts: EngagementCounts): EngageCountersWire => ({
  path,
  counters: countersWire(counts),
});

export const engageMark = (
  path: string,
  kind: EngagementKind,
  counted: boolean,
  counts: EngagementCounts,
): EngageMarkWire => ({ path, kind, counted, counters: countersWire(counts) });

export interface SitemapIndex {
  readonly totalUrls: number;
  readonly limit: number;
  /** Latest update (else publication) time of a published post; null when none is published. */
  readonly lastmod: Date | null;
  /** URLs per shard, in shard order (at least one shard). */
  readonly shardSizes: readonly number[];
}

export const blogSitemapMeta = (origin: string, index: SitemapIndex): BlogSitemapMetaWire => ({
  total_urls: index.totalUrls,
  limit: index.limit,
  shard_count: index.shardSizes.length,
  lastmod: index.lastmod ? utcInstant(index.lastmod) : null,
  shards: index.shardSizes.map((urls, shard) => ({
    shard,
    url: `${origin}/api/v1/seo/blog_sitemap.xml?shard=${shard}&limit=${index.limit}`,
    urls,
  })),
});
