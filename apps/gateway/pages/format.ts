/** Instants of the packets as the pages show them: the packet's own local time (its offset), with luxon. */
import { DateTime } from 'luxon';
import { html, Html } from './html';
import type { PageLang } from './i18n';

const LOCALE: Readonly<Record<PageLang, string>> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

/** The instant in the packet's offset (the place's): `setZone` keeps the offset the packet wrote. */
export const local = (iso: string): DateTime => DateTime.fromISO(iso, { setZone: true });

/**
 * Milliseconds since the epoch of a packet's instant (ISO 8601 with its offset, CONTRACT §2): the
 * platform's parser, which reads that form exactly; a page compares hundreds of them, and a luxon
 * DateTime per comparison cost more than the rest of the page.
 */
export const epochMs = (iso: string): number => Date.parse(iso);

/**
 * The minute a page shows for an instant: the nearest (half a minute rounds up), as Drik Panchang and
 * printed panchangs publish times; the exact instant stays in the `datetime` attribute.
 */
export const nearestMinute = (iso: string): DateTime => local(iso).plus({ seconds: 30 }).startOf('minute');

/**
 * `<time datetime="ISO">HH:mm</time>` (the nearest minute), with the day and month when that minute is
 * not on `date` (a span that ends after midnight, before the next sunrise).
 */
export function timeOf(iso: string | null, date: string, lang: PageLang): Html | null {
  if (iso === null) return null;
  const t = nearestMinute(iso).setLocale(LOCALE[lang]);
  const label = t.toISODate() === date ? t.toFormat('HH:mm') : `${t.toFormat('HH:mm')}, ${t.toFormat('d LLL')}`;
  return html`<time datetime="${iso}">${label}</time>`;
}

/** A civil date as a heading: weekday, day, month and year in the page's language. */
export function longDate(date: string, lang: PageLang): string {
  return DateTime.fromISO(date).setLocale(LOCALE[lang]).toFormat('cccc, d LLLL yyyy');
}

/** The civil date `days` from `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number): string => DateTime.fromISO(date).plus({ days }).toISODate()!;

/** Today's civil date in a zone. */
export const todayIn = (zone: string, nowMs: number): string => DateTime.fromMillis(nowMs, { zone }).toISODate()!;

/** The month names of a language (for the calendar's caption), from the civil date's month. */
export const monthTitle = (date: string, lang: PageLang): string =>
  DateTime.fromISO(date).setLocale(LOCALE[lang]).toFormat('LLLL yyyy');

/** Short weekday names, Sunday first. */
export function weekdayNames(lang: PageLang): string[] {
  const sunday = DateTime.fromISO('2024-01-07').setLocale(LOCALE[lang]);
  return Array.from({ length: 7 }, (_, i) => sunday.plus({ days: i }).toFormat('ccc'));
}
