/**
 * JSON Feed 1.1 (https://jsonfeed.org/version/1.1) of observances: one item per observance,
 * dated at the start of its civil day at the place, with the evidence as content_text and the
 * observance itself under the `_observance` extension (extensions start with an underscore).
 */
import { DateTime } from 'luxon';
import type { IsoInstant } from '@pj/panchang';
import type { EkadashiDetails } from '../ekadashi';
import type { Observance } from '../types';

/** An observance of the feed; Ekadashis carry `ekadashi` (their fast, spans and parana). */
export type FeedObservance = Observance & { readonly ekadashi?: EkadashiDetails };
import { observanceUid } from './ics';
import { FeedPlace } from './place';
import { evidenceText } from './text';

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';
export const JSON_FEED_CONTENT_TYPE = 'application/feed+json';

export interface JsonFeedInput {
  readonly title: string;
  readonly description: string;
  readonly place: FeedPlace;
  readonly observances: readonly FeedObservance[];
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
    content_text: evidenceText(o),
    date_published: DateTime.fromISO(o.date, { zone: input.place.tz }).toISO({ suppressMilliseconds: true }) as string,
    tags: [o.kind, ...(o.tradition ? [o.tradition] : []), ...(o.region ? [o.region] : [])],
    _observance: o,
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
