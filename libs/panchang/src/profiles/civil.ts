/** Civil-date helpers shared by the solar and lunisolar date conversions. */
import {
  addDaysToDate,
  DEFAULT_RISE_CONVENTION,
  localMidnight,
  nextRiseSet,
  Place,
  RiseConvention,
} from '@pj/ephemeris';
import { hinduDays } from '../daily/hindu-day';

const DAY_MS = 86_400_000;

/** Whole days from date a to date b (YYYY-MM-DD, proleptic Gregorian). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
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
