import type { PlaceEcho, ResolvedPlace } from '../place';

/** CONTRACT §2 place echo (one type for every family: ../place.ts PlaceEcho). */
export type PlaceWire = PlaceEcho;

export function presentPlace(p: Pick<ResolvedPlace, 'place' | 'zone' | 'zoneSource'>): PlaceWire {
  return {
    lat: p.place.latDeg,
    lng: p.place.lngDeg,
    tz: p.zone,
    tz_source: p.zoneSource,
    elevation_m: p.place.elevationM,
  };
}
