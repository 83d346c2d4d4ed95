/**
 * iCalendar (RFC 5545) identities of the calendar feeds: the PRODID, and the UID of an observance
 * at a place, stable across requests (derived from rule key, slug, tradition, date and place).
 * The VEVENT calendars themselves are written by ../present/feeds.ts.
 */
import { createHash } from 'node:crypto';
import type { Observance } from '../types';
import { FeedPlace, placeKey } from './place';

export const ICS_PRODID = { company: 'panchang-jyotish-service', product: 'observances', language: 'EN' } as const;
/** Domain part of the UIDs (RFC 5545 §3.8.4.7 recommends a domain-like right-hand side). */
export const UID_DOMAIN = 'observances.panchang-jyotish';

/** Stable UID of one observance at one place: same rule, occurrence, tradition, date and place → same UID. */
export function observanceUid(
  o: Pick<Observance, 'ruleKey' | 'slug' | 'tradition' | 'date'>,
  place: FeedPlace,
): string {
  const h = createHash('sha256')
    .update([o.ruleKey, o.slug, o.tradition ?? '', o.date, placeKey(place)].join('|'))
    .digest('hex')
    .slice(0, 24);
  return `${o.date.replace(/-/g, '')}-${o.slug}-${h}@${UID_DOMAIN}`;
}
