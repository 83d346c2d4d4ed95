import { Place, resolveZone } from '@pj/ephemeris';

export interface PlaceQuery {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly elevationM?: number;
}

/** CONTRACT §2 place echo. */
export interface PlaceEcho {
  readonly lat: number;
  readonly lng: number;
  readonly tz: string;
  readonly tz_source: 'request' | 'resolved';
  readonly elevation_m: number;
}

export interface ResolvedPlace {
  readonly place: Place;
  readonly zone: string;
  readonly echo: PlaceEcho;
}

export function resolvePlace(q: PlaceQuery): ResolvedPlace {
  const { tz, tzSource } = resolveZone(q.lat, q.lng, q.tz ?? null);
  const elevationM = q.elevationM ?? 0;
  return {
    place: { latDeg: q.lat, lngDeg: q.lng, elevationM },
    zone: tz,
    echo: { lat: q.lat, lng: q.lng, tz, tz_source: tzSource, elevation_m: elevationM },
  };
}
