import { Place, resolveZone } from '@pj/ephemeris';

export interface PlaceQuery {
  /** Latitude, degrees −90..90 (north positive). */
  readonly lat: number;
  /** Longitude, degrees −180..180 (east positive). */
  readonly lng: number;
  /** IANA zone; resolved from the coordinates when absent. */
  readonly tz?: string | null;
  /** Height above sea level, metres (−500..25000); default 0. */
  readonly elevationM?: number;
}

/** CONTRACT §2 place echo. */
export interface PlaceEcho {
  /** Degrees, −90..90 (north positive). */
  readonly lat: number;
  /** Degrees, −180..180 (east positive). */
  readonly lng: number;
  /** IANA zone. */
  readonly tz: string;
  readonly tz_source: 'request' | 'resolved';
  /** Metres above sea level. */
  readonly elevation_m: number;
}

export interface ResolvedPlace {
  readonly place: Place;
  /** IANA zone of the place: the request's, or resolved from the coordinates (`zoneSource`). */
  readonly zone: string;
  readonly zoneSource: 'request' | 'resolved';
  readonly echo: PlaceEcho;
}

/** A resolved place without its wire echo: what domain values carry. */
export type DayPlace = Omit<ResolvedPlace, 'echo'>;

export function resolvePlace(q: PlaceQuery): ResolvedPlace {
  const { tz, tzSource } = resolveZone(q.lat, q.lng, q.tz ?? null);
  const elevationM = q.elevationM ?? 0;
  return {
    place: { latDeg: q.lat, lngDeg: q.lng, elevationM },
    zone: tz,
    zoneSource: tzSource,
    echo: { lat: q.lat, lng: q.lng, tz, tz_source: tzSource, elevation_m: elevationM },
  };
}
