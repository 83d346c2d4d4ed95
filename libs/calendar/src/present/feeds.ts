/**
 * The calendar feeds on the wire. /feeds/festivals.json and /feeds/vrats.json answer a JSON Feed 1.1
 * document (`JsonFeedWire`, with `_meta` added by the envelope); the iCalendar routes answer text,
 * which crosses the transport as a `FeedTextWire` (the gateway sends `text` with `content_type`).
 *
 * JSON Feed 1.1 (https://jsonfeed.org/version/1.1) of observances: one item per observance,
 * dated at the start of its civil day at the place, with the evidence as content_text and the
 * observance itself under the `_observance` extension (extensions start with an underscore).
 * iCalendar (RFC 5545) VEVENT calendars of observances, written with ical-generator: one
 * all-day event per observance on its civil date at the place, its UID (../feeds/ics.ts), the
 * place's zone named in X-WR-TIMEZONE, GEO and LOCATION from the coordinates, and the evidence in
 * DESCRIPTION.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import { addDaysToDate } from '@pj/ephemeris';
import type { IsoInstant } from '@pj/panchang';
import type { EkadashiDetails } from '../ekadashi';
import { ICS_PRODID, observanceUid } from '../feeds/ics';
import { FeedPlace } from '../feeds/place';
import type { Observance } from '../types';
import { evidenceText } from './evidence-text';
import { EkadashiDetailsWire, ObservanceBaseWire, presentObservance } from './observance';

/** An observance of the feed; Ekadashis carry `ekadashi` (their fast, spans and parana). */
export type FeedObservance = ObservanceBaseWire & { readonly ekadashi?: EkadashiDetailsWire };

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';
export const JSON_FEED_CONTENT_TYPE = 'application/feed+json';

export interface JsonFeedInput {
  readonly title: string;
  readonly description: string;
  readonly place: FeedPlace;
  /** Ekadashis carry `ekadashi` (their fast, spans and parana). */
  readonly observances: readonly (Observance & { readonly ekadashi?: EkadashiDetails })[];
  /** Absolute URL of the feed itself, when the caller knows it. */
  readonly feedUrl?: string | null;
}

export interface JsonFeedItem {
  /** The observance's iCalendar UID. */
  readonly id: string;
  readonly title: string;
  /** The evidence, in words. */
  readonly content_text: string;
  /** Start of the observance's civil date at the place. */
  readonly date_published: IsoInstant;
  readonly tags: readonly string[];
  readonly _observance: FeedObservance;
}

export interface JsonFeed {
  /** https://jsonfeed.org/version/1.1 */
  readonly version: string;
  readonly title: string;
  readonly description: string;
  readonly feed_url?: string;
  readonly items: readonly JsonFeedItem[];
  readonly _place: FeedPlace;
}

export function observancesJsonFeed(input: JsonFeedInput): JsonFeed {
  const items = input.observances.map((o) => ({
    id: observanceUid(o, input.place),
    title: `${o.name} — ${o.date}`,
    content_text: evidenceText(o, input.place.tz),
    date_published: DateTime.fromISO(o.date, { zone: input.place.tz }).toISO({ suppressMilliseconds: true }) as string,
    tags: [o.kind, ...(o.tradition ? [o.tradition] : []), ...(o.region ? [o.region] : [])],
    _observance: presentObservance(o, input.place.tz),
  }));
  return {
    version: JSON_FEED_VERSION,
    title: input.title,
    description: input.description,
    ...(input.feedUrl ? { feed_url: input.feedUrl } : {}),
    items,
    _place: input.place,
  };
}

export interface IcsInput {
  /** Calendar name (X-WR-CALNAME / NAME). */
  readonly name: string;
  readonly place: FeedPlace;
  readonly observances: readonly Observance[];
  /** DTSTAMP of every event (when the calendar was computed). */
  readonly stamp: Date;
}

/** The VCALENDAR text (CRLF lines, folded at 75 octets, TEXT values escaped by ical-generator). */
export function observancesIcs(input: IcsInput): string {
  const cal = ical({ name: input.name, prodId: ICS_PRODID, method: ICalCalendarMethod.PUBLISH });
  // The zone is named for clients (X-WR-TIMEZONE); the events are all-day DATE values, which carry no zone.
  cal.x('X-WR-TIMEZONE', input.place.tz);
  const geo = { lat: input.place.lat, lon: input.place.lng };
  for (const o of input.observances) {
    // DATE values: a YYYY-MM-DD string is read as that UTC date and written as it is (no zone shift)
    cal.createEvent({
      id: observanceUid(o, input.place),
      start: o.date,
      end: addDaysToDate(o.date, 1),
      allDay: true,
      stamp: input.stamp,
      summary: o.name,
      description: evidenceText(o, input.place.tz),
      location: { title: `${input.place.lat.toFixed(4)}, ${input.place.lng.toFixed(4)} (${input.place.tz})`, geo },
      categories: [{ name: o.kind }],
      transparency: 'TRANSPARENT' as never,
    });
  }
  return cal.toString();
}

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
