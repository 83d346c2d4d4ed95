/**
 * The calendar feeds on the wire. /feeds/festivals.json and /feeds/vrats.json answer a JSON Feed 1.1
 * document (`JsonFeedWire`, with `_meta` added by the envelope); the iCalendar routes answer text,
 * which crosses the transport as a `FeedTextWire` (the gateway sends `text` with `content_type`).
 */
import type { JsonFeed } from '../feeds/json-feed';

/** JSON Feed 1.1 of observances; `_place` and each item's `_observance` are feed extensions. */
export type JsonFeedWire = JsonFeed;

/** An iCalendar feed as calendar.feed.v1 answers it (the gateway sends `text`). */
export interface FeedTextWire {
  /** Media type of `text`, e.g. "text/calendar; charset=utf-8". */
  readonly content_type: string;
  readonly filename: string;
  /** The iCalendar (RFC 5545) document. */
  readonly text: string;
  /** Number of observances (VEVENTs) in the feed. */
  readonly count: number;
}
