/**
 * The Hindu day (vara) runs from sunrise to the next sunrise. Sun and Moon events:
 * - sunrise, sunset: those of the civil date (local midnight to the next local midnight), as
 *   Drik prints them; next_sunrise: the first sunrise after the day's sunrise.
 * - moonrise, moonset: the first of each within the Hindu day [start, end), as Drik's daily
 *   page prints them (2022-01-26: moonrise "02:03 AM, Jan 27"), null with a reason when none.
 *
 * POLAR FALLBACK: where the Sun does not rise on the date (polar day or night) the day starts at
 * local civil midnight; where no sunrise follows on the next date, it ends at the next local
 * midnight. Day d is therefore always [start(d), start(d + 1)) with start(d) = sunrise(d) if the
 * Sun rises on d, else midnight(d): consecutive days tile time without gaps or overlaps, and the
 * elements at the start of a polar day are those at civil midnight. `start_basis`/`end_basis`
 * say which rule applied.
 */
import {
  addDaysToDate,
  DEFAULT_RISE_CONVENTION,
  formatLocalJdUt,
  Instant,
  instantFromJdUt,
  localMidnight,
  nextRiseSet,
  Place,
  RiseConvention,
  RiseEvent,
} from '@pj/ephemeris';

export type DayBoundaryBasis = 'sunrise' | 'civil_midnight';

export interface HinduDay {
  readonly sunrise: RiseEvent;
  readonly sunset: RiseEvent;
  readonly nextSunrise: RiseEvent;
  readonly moonrise: RiseEvent;
  readonly moonset: RiseEvent;
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly startBasis: DayBoundaryBasis;
  readonly endBasis: DayBoundaryBasis;
}

/** A sunrise within 2 days of the day's start: the next date's sunrise (or none, in polar regions). */
const NEXT_SUNRISE_LIMIT_DAYS = 2;
/**
 * The next sunrise is searched from one hour after the day's start: swe_rise_trans started
 * exactly at a sunrise sometimes returns that same sunrise (a few 1e-10 d later, so "strictly
 * after" does not reject it; New Delhi 1901-07-15, 1920-10-12, 1990-07-23, about 2% of days).
 * Two sunrises are never within an hour of each other.
 */
const NEXT_SUNRISE_SEARCH_OFFSET_DAYS = 1 / 24;

export function hinduDay(
  date: string,
  zone: string,
  place: Place,
  conv: RiseConvention = DEFAULT_RISE_CONVENTION,
): HinduDay {
  const midnight0 = localMidnight(date, zone);
  const nextDate = addDaysToDate(date, 1);
  const midnight1 = localMidnight(nextDate, zone);
  const civilDays = midnight1.jdUt - midnight0.jdUt;
  const sunrise = nextRiseSet('sun', 'rise', midnight0, place, conv, civilDays);
  const sunset = nextRiseSet('sun', 'set', midnight0, place, conv, civilDays);
  const start: Instant = sunrise.instant ?? midnight0;
  const searchFrom = instantFromJdUt(start.jdUt + NEXT_SUNRISE_SEARCH_OFFSET_DAYS);
  const nextSunrise = nextRiseSet(
    'sun',
    'rise',
    searchFrom,
    place,
    conv,
    NEXT_SUNRISE_LIMIT_DAYS - NEXT_SUNRISE_SEARCH_OFFSET_DAYS,
  );
  const nextOnNextDate =
    nextSunrise.instant !== null && formatLocalJdUt(nextSunrise.instant.jdUt, zone).slice(0, 10) === nextDate;
  const endJdUt = nextOnNextDate && nextSunrise.instant ? nextSunrise.instant.jdUt : midnight1.jdUt;
  const span = endJdUt - start.jdUt;
  return {
    sunrise,
    sunset,
    nextSunrise,
    moonrise: nextRiseSet('moon', 'rise', start, place, conv, span),
    moonset: nextRiseSet('moon', 'set', start, place, conv, span),
    startJdUt: start.jdUt,
    endJdUt,
    startBasis: sunrise.instant ? 'sunrise' : 'civil_midnight',
    endBasis: nextOnNextDate ? 'sunrise' : 'civil_midnight',
  };
}
