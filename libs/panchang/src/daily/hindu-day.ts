/**
 * The Hindu day (vara) runs from sunrise to the next sunrise. This module is the ONE frame of it:
 * the daily core, the month grid, the windows, the bala family and the observance engine's
 * timeline all read `hinduDays` (or `hinduDay`, one day of it with the Moon's events).
 *
 * Sun events of a day are those of its civil date d, the half-open window (midnight(d),
 * midnight(d + 1)] of the place's zone (23 or 25 h on DST change days), as Drik prints them.
 *
 * THE POLAR RULE: start(d) = sunrise(d) where the Sun rises on the civil date, else local civil
 * midnight(d); day d is [start(d), start(d + 1)). Consecutive days therefore tile time without
 * gaps or overlaps, and the elements at the start of a polar day are those at civil midnight.
 * `startBasis`/`endBasis` say which rule applied. A civil date that the zone skips (Pacific/Apia
 * 2011-12-30) is an empty day [start(d + 1), start(d + 1)) with absent events, so the day before
 * it runs to the next sunrise that exists. An event that does not happen (polar day or
 * night, or a sunset missing on the date) is an absent `RiseEvent` with its reason, never an
 * invented instant: a consumer that needs a sunset decides explicitly what to do without one.
 */
import {
  addDaysToDate,
  DEFAULT_RISE_CONVENTION,
  localMidnight,
  NEVER_STOP,
  nextRiseSet,
  Place,
  RiseConvention,
  RiseEvent,
  StopCheck,
} from '@pj/ephemeris';
import { InputError } from '../errors';

export type DayBoundaryBasis = 'sunrise' | 'civil_midnight';

/** The Sun's events on a civil date the zone skips: the date has no instants. */
const SKIPPED_DATE: RiseEvent = Object.freeze({ instant: null, reason: 'no_event_in_window' as const });

/** One Hindu day of the frame. Instants are Julian days (UT); values are frozen. */
export interface HinduDayFrame {
  /** The civil date (YYYY-MM-DD, the place's zone) on which the day starts. */
  readonly date: string;
  /** Weekday of `date`, 0 = Sunday … 6 = Saturday (the day's vara). */
  readonly vara: number;
  /** Local civil midnight opening `date`, JD UT. */
  readonly midnightJdUt: number;
  /** Sunrise of the civil date; absent with its reason where the Sun does not rise on it. */
  readonly sunrise: RiseEvent;
  /** Sunset of the civil date (it may precede the sunrise in polar seasons); absent with its reason. */
  readonly sunset: RiseEvent;
  /** Sunrise of the next civil date: the day's end when present, else absent with its reason. */
  readonly nextSunrise: RiseEvent;
  /** Start of the day: `sunrise`, else `midnightJdUt` (JD UT). */
  readonly startJdUt: number;
  /** End of the day = start of the next day (JD UT), exclusive. */
  readonly endJdUt: number;
  readonly startBasis: DayBoundaryBasis;
  readonly endBasis: DayBoundaryBasis;
}

/** One Hindu day with the Moon's first rise and set within [start, end), as Drik's daily page prints them. */
export interface HinduDay extends HinduDayFrame {
  /** First moonrise within the day (2022-01-26: "02:03 AM, Jan 27"); absent with its reason when none. */
  readonly moonrise: RiseEvent;
  readonly moonset: RiseEvent;
}

/**
 * The Hindu days starting on `count` consecutive civil dates from `fromDate` at a place.
 * @param fromDate first civil date, YYYY-MM-DD (proleptic Gregorian, the place's zone).
 * @param count number of days, an integer ≥ 1.
 * @param zone IANA zone of the place: it fixes the civil dates (local midnights).
 * @param conv sunrise definition (libs/ephemeris SUNRISE_CONVENTIONS); default Drik's.
 * @param stop cooperative deadline (libs/ephemeris `StopCheck`), called per civil date; never stops by default.
 * Cost: count + 1 sunrise and count sunset searches, count + 2 local midnights (all memoised below).
 */
export function hinduDays(
  fromDate: string,
  count: number,
  zone: string,
  place: Place,
  conv: RiseConvention = DEFAULT_RISE_CONVENTION,
  stop: StopCheck = NEVER_STOP,
): readonly HinduDayFrame[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be an integer >= 1, got ${count}`);
  const dates: string[] = [];
  const mids: number[] = [];
  const midnight = (d: number): number => {
    while (mids.length <= d) {
      const date = addDaysToDate(fromDate, mids.length);
      dates.push(date);
      mids.push(localMidnight(date, zone).jdUt);
    }
    return mids[d];
  };
  // a date the zone skips (Apia 2011-12-30, Pacific/Apia moved across the date line) has no day
  const exists = (d: number) => midnight(d + 1) > midnight(d);
  const next = (d: number): number => (exists(d + 1) ? d + 1 : next(d + 1));
  const sunOn = (kind: 'rise' | 'set', d: number): RiseEvent =>
    exists(d)
      ? nextRiseSet('sun', kind, localMidnight(dates[d], zone), place, conv, mids[d + 1] - mids[d])
      : SKIPPED_DATE;
  const rises: RiseEvent[] = [];
  const riseOn = (d: number): RiseEvent => (rises[d] ??= sunOn('rise', d));
  const startOf = (d: number): number => (exists(d) ? (riseOn(d).instant?.jdUt ?? mids[d]) : startOf(next(d)));
  const basisOf = (d: number): DayBoundaryBasis =>
    !exists(d) ? basisOf(next(d)) : riseOn(d).instant ? 'sunrise' : 'civil_midnight';
  const days: HinduDayFrame[] = [];
  for (let d = 0; d < count; d++) {
    stop();
    const nextDay = next(d);
    days.push(
      Object.freeze({
        date: dates[d],
        vara: weekdayOf(dates[d]),
        midnightJdUt: mids[d],
        sunrise: riseOn(d),
        sunset: sunOn('set', d),
        nextSunrise: riseOn(nextDay),
        startJdUt: startOf(d),
        endJdUt: startOf(nextDay),
        startBasis: basisOf(d),
        endBasis: basisOf(nextDay),
      }),
    );
  }
  return Object.freeze(days);
}

/** The Hindu day starting on the civil date `date` (YYYY-MM-DD), with its moonrise and moonset. */
export function hinduDay(
  date: string,
  zone: string,
  place: Place,
  conv: RiseConvention = DEFAULT_RISE_CONVENTION,
): HinduDay {
  assertDateExistsInZone(date, zone);
  const [day] = hinduDays(date, 1, zone, place, conv);
  const start = day.sunrise.instant ?? localMidnight(date, zone);
  const spanDays = day.endJdUt - day.startJdUt;
  return Object.freeze({
    ...day,
    moonrise: nextRiseSet('moon', 'rise', start, place, conv, spanDays),
    moonset: nextRiseSet('moon', 'set', start, place, conv, spanDays),
  });
}

/** Weekday of a civil date YYYY-MM-DD, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * A civil date that the zone skips has no instant at all (Pacific/Apia went from 2011-12-29 24:00
 * −10:00 to 2011-12-31 00:00 +14:00): its "day" would be empty, and every event in it null for a
 * reason that is not astronomical. That is an input error naming `date` (422), not a result.
 */
export function assertDateExistsInZone(date: string, zone: string): void {
  const next = addDaysToDate(date, 1);
  if (localMidnight(next, zone).jdUt > localMidnight(date, zone).jdUt) return;
  throw new InputError([
    {
      loc: ['date'],
      msg: `date ${date} does not exist in ${zone}: the zone's clocks skip that whole day (the day after ${addDaysToDate(date, -1)} is ${next} there)`,
      type: 'date_not_in_zone',
    },
  ]);
}
