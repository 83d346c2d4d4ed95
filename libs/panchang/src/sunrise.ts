import {
  civilDayRiseSet,
  RiseConvention,
  RiseEvent,
  riseConventionOf,
  SECONDS_PER_DAY,
  SunriseConventionKey,
} from '@pj/ephemeris';
import type { DayEvent } from './daily/daily-core';
import { assertDateExistsInZone } from './daily/hindu-day';
import { DayPlace, PlaceQuery, resolvePlace } from './place';

export interface SunriseQuery extends PlaceQuery {
  /** Local civil date YYYY-MM-DD in the place's zone. */
  readonly date: string;
  /** Sunrise definition (SUNRISE_CONVENTIONS). */
  readonly sunrise: SunriseConventionKey;
}

/**
 * Sun and Moon rise/set of one civil date at one place, Julian days UT as the search found them
 * (not rounded: the durations are taken from them, then rounded to the second). An event that
 * does not happen that date carries its reason instead of an instant (CONTRACT §2).
 */
export interface SunriseDay {
  readonly date: string;
  readonly place: DayPlace;
  readonly rise: Readonly<RiseConvention>;
  readonly sunrise: DayEvent;
  readonly sunset: DayEvent;
  /** Upper transit of the Sun after local midnight. */
  readonly solarNoonJdUt: number;
  readonly nextSunrise: DayEvent;
  /** Sunset − sunrise, whole seconds; null without both, in that order. */
  readonly dayLengthS: number | null;
  /** Next sunrise − sunset, whole seconds; null without both, in that order. */
  readonly nightLengthS: number | null;
  readonly moonrise: DayEvent;
  readonly moonset: DayEvent;
}

const eventOf = (e: RiseEvent): DayEvent =>
  e.instant ? { jdUt: e.instant.jdUt, reason: null } : { jdUt: null, reason: e.reason };

/** Seconds from `a` to `b`, or null when either is missing or `b` is not after `a`. */
function secondsBetween(a: DayEvent, b: DayEvent): number | null {
  return a.jdUt !== null && b.jdUt !== null && b.jdUt > a.jdUt ? Math.round((b.jdUt - a.jdUt) * SECONDS_PER_DAY) : null;
}

/** The events of one civil date [00:00, 24:00) at the place (a date the zone skips is a 422 on `date`). */
export function sunriseDay(q: SunriseQuery): SunriseDay {
  const { place, zone, zoneSource } = resolvePlace(q);
  assertDateExistsInZone(q.date, zone);
  const rise = riseConventionOf(q.sunrise);
  const day = civilDayRiseSet(q.date, zone, place, rise);
  const sunrise = eventOf(day.sunrise);
  const sunset = eventOf(day.sunset);
  const nextSunrise = eventOf(day.nextSunrise);
  return Object.freeze({
    date: q.date,
    place: { place, zone, zoneSource },
    rise,
    sunrise,
    sunset,
    solarNoonJdUt: day.solarNoon.jdUt,
    nextSunrise,
    dayLengthS: secondsBetween(sunrise, sunset),
    nightLengthS: secondsBetween(sunset, nextSunrise),
    moonrise: eventOf(day.moonrise),
    moonset: eventOf(day.moonset),
  });
}
