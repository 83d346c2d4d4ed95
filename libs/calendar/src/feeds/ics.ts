/**
 * iCalendar (RFC 5545) VEVENT calendars of observances, written with ical-generator: one
 * all-day event per observance on its civil date at the place, a UID stable across requests
 * (derived from rule key, slug, tradition, date and place), the place's zone named in
 * X-WR-TIMEZONE, GEO and LOCATION from the coordinates, and the evidence in DESCRIPTION.
 */
import { createHash } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDaysToDate } from '@pj/ephemeris';
import type { Observance } from '../types';
import { evidenceText } from './text';
import { FeedPlace, placeKey } from './place';

export const ICS_PRODID = { company: 'panchang-jyotish-service', product: 'observances', language: 'EN' } as const;
/** Domain part of the UIDs (RFC 5545 §3.8.4.7 recommends a domain-like right-hand side). */
export const UID_DOMAIN = 'observances.panchang-jyotish';

/** Stable UID of one observance at one place: same rule, occurrence, tradition, date and place → same UID. */
export function observanceUid(
  o: Pick<Observance, 'rule_key' | 'slug' | 'tradition' | 'date'>,
  place: FeedPlace,
): string {
  const h = createHash('sha256')
    .update([o.rule_key, o.slug, o.tradition ?? '', o.date, placeKey(place)].join('|'))
    .digest('hex')
    .slice(0, 24);
  return `${o.date.replace(/-/g, '')}-${o.slug}-${h}@${UID_DOMAIN}`;
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
      description: evidenceText(o),
      location: { title: `${input.place.lat.toFixed(4)}, ${input.place.lng.toFixed(4)} (${input.place.tz})`, geo },
      categories: [{ name: o.kind }],
      transparency: 'TRANSPARENT' as never,
    });
  }
  return cal.toString();
}
