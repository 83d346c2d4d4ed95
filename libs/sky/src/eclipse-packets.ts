/**
 * The eclipse routes: the eclipses of ./eclipses.ts and the sutak of ./sutak.ts, on the wire
 * (./present/eclipses.ts), with their methodology.
 */
import { localMidnight, methodologySubset, StopCheck } from '@pj/ephemeris';
import { resolvePlace, WirePacket } from '@pj/panchang';
import { eclipseDay, EclipsePlaceQuery, localOf, nextEclipses } from './eclipses';
import {
  EclipsesWire,
  EclipseSutakWire,
  EclipseVisibilityWire,
  presentEclipses,
  presentEclipseVisibility,
  presentSutak,
} from './present/eclipses';
import { eclipseSutak, SutakRule } from './sutak';

export { localOf, nextEclipses } from './eclipses';
/** An eclipse on the wire (the eclipse lane of /panchang/utility prints it as the eclipse routes do). */
export { presentEclipse as describeEclipse } from './present/eclipses';

export const eclipsesMethodology = () => {
  return {
    ...methodologySubset(['engine', 'ephemeris', 'delta_t', 'time_zones']),
    eclipses:
      'Swiss Ephemeris eclipse functions (swe_sol_eclipse_when_glob/_where/_when_loc, swe_lun_eclipse_when/_how/_when_loc); greatest eclipse = least distance of the shadow axis from the Earth centre; NASA magnitude convention',
    sutak:
      'default rule "prahar" (Drik Panchang\'s practice): the day (sunrise–sunset) and the night (sunset–next sunrise) are each four prahars; sutak starts at the start of the prahar 4 (solar) or 3 (lunar) prahars before the prahar holding the first visible contact (solar C1, or sunrise when the Sun rises eclipsed; lunar U1, or moonrise during the umbral phase); for children, the elderly and the sick, one prahar before it; rule "hours": 12 h (solar) or 9 h (lunar) before that contact, 3 h for children, the elderly and the sick; ends with the last visible contact (C4 or sunset; U4, moonset or sunrise); only for eclipses visible at the place; none for penumbral-only lunar eclipses',
    algorithms: 'eclipses-2',
  };
};

/** /panchang/eclipses: the next `count` eclipses from local midnight of `date`, with local circumstances. */
export function eclipsesPacket(
  q: EclipsePlaceQuery & { date: string; count: number; stop?: StopCheck },
): WirePacket<EclipsesWire> {
  const { place, zone, zoneSource } = resolvePlace(q);
  const list = nextEclipses(localMidnight(q.date, zone).jdUt, q.count, q.stop).map((eclipse) => ({
    eclipse,
    local: localOf(eclipse, place),
  }));
  return { body: presentEclipses(q.date, { place, zone, zoneSource }, list), methodology: eclipsesMethodology() };
}

/** /eclipse/visibility: is the eclipse of this local date visible here? */
export function eclipseVisibilityPacket(q: EclipsePlaceQuery & { date: string }): WirePacket<EclipseVisibilityWire> {
  return { body: presentEclipseVisibility(eclipseDay(q)), methodology: eclipsesMethodology() };
}

/** /eclipse/sutak: the sutak of this date's eclipse at the place, by `sutakRule`. */
export function eclipseSutakPacket(
  q: EclipsePlaceQuery & { date: string; sutakRule: SutakRule },
): WirePacket<EclipseSutakWire> {
  const methodology = { ...eclipsesMethodology(), ...(q.sutakRule === 'hours' ? { sutak_rule: 'hours' } : {}) };
  return { body: presentSutak(eclipseSutak(q)), methodology };
}
