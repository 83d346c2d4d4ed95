import { RiseConvention } from './conventions';
import { withSwe } from './engine';
import { checkConvention, checkPlace, Place, RiseEvent, riseSetInSession, transitInSession } from './riseset';
import { addDaysToDate, Instant, localMidnight } from './time';

export interface DayRiseSet {
  sunrise: RiseEvent;
  sunset: RiseEvent;
  /** Upper meridian transit of the Sun on (or, in extreme zones, after the start of) the date. */
  solarNoon: Instant;
  /** First sunrise after this date's sunrise (after the end of the date when it has none), within 2 days. */
  nextSunrise: RiseEvent;
  moonrise: RiseEvent;
  moonset: RiseEvent;
}

/** ~0.9 ms in days: lets an event exactly at local midnight count for the day it opens. */
const EDGE_DAYS = 1e-8;
/**
 * Sunrise to next sunrise is 24 h ± a few minutes below the polar circles; 2 d also reaches the end of a polar night's
 * last day.
 */
const NEXT_SUNRISE_LIMIT_DAYS = 2;
/**
 * swe_rise_trans started exactly at a sunrise can return that same sunrise (seen on ~2% of days at
 * New Delhi, e.g. 1990-07-23), so the next one is searched from an hour later: consecutive
 * sunrises are never closer than that, even where polar day begins or ends.
 */
const NEXT_SUNRISE_GAP_DAYS = 1 / 24;

/**
 * Sun and Moon events of one civil date at a place: those within [local midnight, next local
 * midnight) of `zone` (23 or 25 h on DST change days). An event that does not happen on the
 * date is `{ instant: null, reason }`.
 * @param date YYYY-MM-DD, @param zone IANA zone of the place.
 */
export function civilDayRiseSet(date: string, zone: string, place: Place, conv: RiseConvention): DayRiseSet {
  const topo = checkPlace(place);
  checkConvention(conv);
  const start = localMidnight(date, zone).jdUt - EDGE_DAYS;
  const end = localMidnight(addDaysToDate(date, 1), zone).jdUt - EDGE_DAYS;
  return withSwe({ topo }, (s) => {
    const sunrise = riseSetInSession(s, 'sun', 'rise', start, end, conv, topo.latDeg, topo.lngDeg);
    const from = sunrise.instant ? sunrise.instant.jdUt + NEXT_SUNRISE_GAP_DAYS : end;
    return {
      sunrise,
      sunset: riseSetInSession(s, 'sun', 'set', start, end, conv, topo.latDeg, topo.lngDeg),
      solarNoon: transitInSession(s, 'sun', 'upper', start),
      nextSunrise: riseSetInSession(
        s,
        'sun',
        'rise',
        from,
        from + NEXT_SUNRISE_LIMIT_DAYS,
        conv,
        topo.latDeg,
        topo.lngDeg,
      ),
      moonrise: riseSetInSession(s, 'moon', 'rise', start, end, conv, topo.latDeg, topo.lngDeg),
      moonset: riseSetInSession(s, 'moon', 'set', start, end, conv, topo.latDeg, topo.lngDeg),
    };
  });
}
