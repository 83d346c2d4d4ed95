/**
 * Requests of calendar-svc: festivals, vrats, Ekadashi parana, explanations and the calendar
 * feeds (SPEC §4.2, §4.4). Dates are local civil dates YYYY-MM-DD at the place; the zone is
 * resolved from the coordinates when `tz` is absent.
 */
import type { ObservanceKind, RegionKey, TraditionKey } from '@pj/calendar';
import type { PlaceInput } from './messages';

/** The values are libs/calendar's (TRADITION_KEYS, REGION_KEYS, OBSERVANCE_KINDS): one list each. */
export type TraditionInput = TraditionKey;
export type RegionInput = RegionKey;
export type ObservanceKindInput = ObservanceKind;

/** /panchang/festivals, /panchang/vrats: the observances of a date range. */
export interface ObservanceRangeRequest extends PlaceInput {
  readonly fromDate: string;
  readonly days: number;
  /** Date the `next` observance and `days_from_anchor` are counted from (default fromDate). */
  readonly anchorDate: string | null;
  /** Rule keys, slugs or aliases to keep (null: all). */
  readonly only: readonly string[] | null;
  readonly includeAliases: boolean;
  readonly tradition: TraditionInput | null;
  readonly region: RegionInput | null;
  readonly kinds: readonly ObservanceKindInput[] | null;
  /** At most this many occurrences per rule (null: all). */
  readonly maxPerRule: number | null;
  /** /panchang/vrats: also list the range's festivals under `top`. */
  readonly includeTop: boolean;
}

/**
 * One observance in one year at a place (/panchang/festival/{rule_key}, /panchang/diwali, explain, debate, temple,
 * schema).
 */
export interface ObservanceYearRequest extends PlaceInput {
  readonly slug: string;
  readonly year: number;
  readonly tradition: TraditionInput | null;
}

export interface ObservanceWhyNotRequest extends ObservanceYearRequest {
  readonly targetDate: string;
}

/** compare / locality-shift: the same observance at a second place. */
export interface ObservanceCompareRequest extends ObservanceYearRequest {
  readonly compareLat: number;
  readonly compareLng: number;
  readonly compareTz: string | null;
}

export interface ParanaRequest extends PlaceInput {
  readonly vrat: string;
  readonly fromDate: string;
  readonly tradition: TraditionInput | null;
}

export interface NewYearRequest extends PlaceInput {
  readonly year: number;
}

export interface SlugRequest {
  readonly slug: string;
}

export interface RatificationsRequest {
  /** One rule's ratification (null: the index of every rule). */
  readonly ruleId: string | null;
}

export const FEED_KINDS = ['festivals_ics', 'vrats_ics', 'observances_ics', 'festivals_json', 'vrats_json'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** The calendar feeds (ICS and JSON Feed) of a date range. */
export interface FeedRequest extends PlaceInput {
  readonly feed: FeedKind;
  readonly fromDate: string;
  readonly days: number;
  readonly tradition: TraditionInput | null;
  readonly only: readonly string[] | null;
  /** Absolute URL of the feed as requested (JSON Feed `feed_url`), when known. */
  readonly feedUrl: string | null;
}

/** /calendar/muhurta.ifb: the free/busy of one date's windows. */
export interface MuhurtaFreeBusyRequest extends PlaceInput {
  readonly date: string;
  readonly profile: string;
}

/** A feed reply: the text and its media type (the gateway sends it as is). */
export interface FeedReply {
  readonly content_type: string;
  readonly filename: string;
  readonly text: string;
}

/** Reply body of calendar.muhurta-freebusy.v1: the VFREEBUSY text and a summary. */
export interface FreeBusyBody extends FeedReply {
  /** Number of busy periods in the text. */
  readonly periods: number;
  readonly profile: string;
  readonly note?: string;
}
