/** Civil-date helpers shared by the solar and lunisolar date conversions. */
import {
  addDaysToDate,
  DEFAULT_RISE_CONVENTION,
  jdUtToUnixMs,
  localMidnight,
  MS_PER_DAY,
  nextRiseSet,
  offsetMinutesAt,
  Place,
  RiseConvention,
} from '@pj/ephemeris';
import { hinduDays } from '../daily/hindu-day';

/** Whole days from date a to date b (YYYY-MM-DD, proleptic Gregorian). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / MS_PER_DAY);
}

/**
 * The local civil date (YYYY-MM-DD) of an instant in a zone, at the whole second the packets print (the date
 * part of formatLocalJdUt).
 */
export function civilDateOfJdUt(jdUt: number, zone: string): string {
  const ms = Math.round(jdUtToUnixMs(jdUt) / 1000) * 1000;
  return new Date(ms + offsetMinutesAt(zone, ms) * 60_000).toISOString().slice(0, 10);
}

/**
 * Sunrise or sunset (JD UT) within the civil date at the place (default convention: Drik's); null when none.
 */
export function sunEventOn(
  kind: 'rise' | 'set',
  date: string,
  zone: string,
  place: Place,
  conv: RiseConvention = DEFAULT_RISE_CONVENTION,
): number | null {
  const m0 = localMidnight(date, zone);
  const m1 = localMidnight(addDaysToDate(date, 1), zone);
  return nextRiseSet('sun', kind, m0, place, conv, m1.jdUt - m0.jdUt).instant?.jdUt ?? null;
}

/**
 * Start of the Hindu day of a civil date (JD UT): the Hindu-day frame's (daily/hindu-day.ts), its sunrise or local
 * midnight where the Sun does not rise.
 */
export function hinduDayStart(
  date: string,
  zone: string,
  place: Place,
  conv: RiseConvention = DEFAULT_RISE_CONVENTION,
): number {
  return hinduDays(date, 1, zone, place, conv)[0].startJdUt;
}
