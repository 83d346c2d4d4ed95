/**
 * Requests of calendar-svc: festivals, vrats, Ekadashi parana, explanations and the calendar
 * feeds (SPEC §4.2, §4.4). Dates are local civil dates YYYY-MM-DD at the place; the zone is
 * resolved from the coordinates when `tz` is absent.
 */
import type { PlaceInput } from './messages';

export const TRADITION_VALUES = ['smarta', 'vaishnava', 'iskcon', 'madhva', 'shaiva'] as const;
export type TraditionInput = (typeof TRADITION_VALUES)[number];

export const REGION_VALUES = [
  'north_india',
  'south_india',
  'gujarati',
  'marathi',
  'bengali',
  'tamil',
  'malayalam',
  'odia',
  'telugu',
  'kannada',
  'sindhi',
] as const;
export type RegionInput = (typeof REGION_VALUES)[number];

export const OBSERVANCE_KIND_VALUES = [
  'festival',
  'vrat',
  'ekadashi',
  'sankranti',
  'eclipse',
  'jayanti',
  'new_year',
] as const;
export type ObservanceKindInput = (typeof OBSERVANCE_KIND_VALUES)[number];

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
