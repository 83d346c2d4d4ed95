/**
 * The sky family's routes computed in this library: the domain value (sunrise.ts,
 * planet-positions.ts), its wire body (present/sky.ts) and the methodology of the envelope.
 */
import { planetPositionsMethodology, sunriseMethodology } from './methodology';
import { planetPositions, PlanetPositionsQuery } from './planet-positions';
import { PlanetPositionsWire, presentPlanetPositions, presentSunrise, SunriseWire } from './present/sky';
import { sunriseDay, SunriseQuery } from './sunrise';

/** A route's wire body and the methodology its envelope names. */
export interface WirePacket<Body extends object> {
  readonly body: Body;
  readonly methodology: Record<string, string>;
}

/** /sunrise: Sun and Moon rise/set of a civil date (a date the zone skips is a 422 on `date`). */
export function sunrisePacket(q: SunriseQuery): WirePacket<SunriseWire> {
  const day = sunriseDay(q);
  return { body: presentSunrise(day), methodology: sunriseMethodology(day.rise) };
}

/** /planets/positions: the nine grahas at one local moment. */
export function planetPositionsPacket(q: PlanetPositionsQuery): WirePacket<PlanetPositionsWire> {
  return {
    body: presentPlanetPositions(planetPositions(q)),
    methodology: planetPositionsMethodology(q.ayanamsa, q.nodeType),
  };
}
