import { civilDayRiseSet, formatLocal, RiseEvent, riseConventionOf, SunriseConventionKey } from '@pj/ephemeris';
import { sunriseMethodology } from './methodology';
import { PlaceEcho, PlaceQuery, resolvePlace } from './place';

export interface SunriseQuery extends PlaceQuery {
  /** Local civil date YYYY-MM-DD in the place's zone. */
  readonly date: string;
  /** Sunrise definition (SUNRISE_CONVENTIONS); default drik. */
  readonly sunrise?: SunriseConventionKey;
}

const SECONDS_PER_DAY = 86400;

/**
 * Sun and Moon rise/set of one civil date at one place. An event that does not happen that
 * date is `null` with a sibling `<name>_note` giving the reason (CONTRACT §2).
 */
export function sunrisePacket(q: SunriseQuery): { body: Record<string, unknown>; methodology: Record<string, string> } {
  const { place, zone, echo } = resolvePlace(q);
  const rise = riseConventionOf(q.sunrise);
  const day = civilDayRiseSet(q.date, zone, place, rise);
  const body: Record<string, unknown> = { date: q.date, place: echo satisfies PlaceEcho };
  const put = (name: string, ev: RiseEvent) => {
    body[name] = ev.instant ? formatLocal(ev.instant, zone) : null;
    if (!ev.instant) body[`${name}_note`] = ev.reason;
  };
  put('sunrise', day.sunrise);
  put('sunset', day.sunset);
  body.solar_noon = formatLocal(day.solarNoon, zone);
  put('next_sunrise', day.nextSunrise);
  body.day_length_s =
    day.sunrise.instant && day.sunset.instant && day.sunset.instant.jdUt > day.sunrise.instant.jdUt
      ? Math.round((day.sunset.instant.jdUt - day.sunrise.instant.jdUt) * SECONDS_PER_DAY)
      : null;
  body.night_length_s =
    day.sunset.instant && day.nextSunrise.instant && day.nextSunrise.instant.jdUt > day.sunset.instant.jdUt
      ? Math.round((day.nextSunrise.instant.jdUt - day.sunset.instant.jdUt) * SECONDS_PER_DAY)
      : null;
  put('moonrise', day.moonrise);
  put('moonset', day.moonset);
  return { body, methodology: sunriseMethodology(rise) };
}
