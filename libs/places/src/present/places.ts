/**
 * The wire of the places family (snake_case, ISO instants): the only place its typed values are
 * written out. Every packet names the upstream datasets it used.
 */
import { formatJdUtAtOffset, formatOffset } from '@pj/ephemeris';
import { AliasKind } from '../aliases';
import { Place } from '../gazetteer';
import { GeoIpResult, locateAddress } from '../geoip';
import {
  CivilContext,
  LocationQuery,
  ContextQuery,
  LocationResolution,
  PlaceWarning,
  PlaceWarningCode,
  resolveContext,
  resolveLocation,
} from '../resolve';
import { MatchKind, PlaceMatch, searchPlaces, SearchQuery } from '../search';
import { GEOLITE2, GEONAMES, placesMethodology, TZ_BOUNDARIES, UpstreamCredit } from '../sources';

export interface PlaceWire {
  readonly geonames_id: number;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** GeoNames admin1 code ('' when none). */
  readonly admin1: string;
  readonly feature_code: string;
  readonly population: number;
  readonly lat: number;
  readonly lng: number;
  /** IANA zone at the place's coordinates. */
  readonly tz: string;
}

export interface PlaceMatchWire extends PlaceWire {
  readonly match: MatchKind;
  readonly edit_distance: number;
  readonly matched_name: string;
  /** null when the GeoNames name matched. */
  readonly alias_kind: AliasKind | null;
}

export interface PlaceWarningWire {
  readonly code: PlaceWarningCode;
  readonly message: string;
}

export interface LocationSearchWire {
  readonly query: string;
  readonly country_hint: string | null;
  readonly count: number;
  readonly results: readonly PlaceMatchWire[];
}

export interface NearestPlaceWire extends PlaceWire {
  /** Great-circle distance from the coordinates, km. */
  readonly distance_km: number;
}

export interface LocationResolveWire {
  readonly by: 'coordinates' | 'label';
  readonly lat: number;
  readonly lng: number;
  readonly tz: string;
  readonly tz_source: 'request' | 'resolved';
  readonly zone_candidates: readonly string[];
  readonly place: NearestPlaceWire;
  readonly alternatives: readonly PlaceMatchWire[];
  readonly warnings: readonly PlaceWarningWire[];
}

export interface ContextReadingWire {
  readonly utc: string;
  readonly utc_offset: string;
}

export interface ContextWire extends LocationResolveWire {
  readonly date: string;
  readonly time: string;
  /** ISO 8601 local time of the instant used, with its offset. */
  readonly local: string;
  readonly utc: string;
  readonly utc_offset: string;
  readonly utc_offset_minutes: number;
  readonly is_dst: boolean;
  /** 'gap': the local time does not exist (DST skip); 'overlap': it occurs twice. */
  readonly local_time_status: 'ok' | 'gap' | 'overlap';
  readonly readings: readonly ContextReadingWire[];
}

export type GeoIpWire =
  | {
      readonly available: true;
      readonly country: string;
      readonly region: string | null;
      readonly city: string | null;
      readonly lat: number;
      readonly lng: number;
      readonly accuracy_radius_km: number | null;
      readonly tz: string;
    }
  | { readonly available: false; readonly reason: string };

export interface PlacesPacket<Body> {
  readonly body: Body;
  readonly methodology: Record<string, string>;
  readonly upstreamSources: readonly UpstreamCredit[];
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));
const utcIso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace(/\.000Z$/, 'Z');

export function placeWire(p: Place, tz: string): PlaceWire {
  return {
    geonames_id: p.geonamesId,
    name: p.name,
    country: p.country,
    admin1: p.admin1,
    feature_code: p.featureCode,
    population: p.population,
    lat: p.latDeg,
    lng: p.lngDeg,
    tz,
  };
}

function matchWire(m: PlaceMatch): PlaceMatchWire {
  return {
    ...placeWire(m.place, m.tz),
    match: m.match,
    edit_distance: m.editDistance,
    matched_name: m.matchedName,
    alias_kind: m.aliasKind,
  };
}

const warningsWire = (w: readonly PlaceWarning[]): PlaceWarningWire[] =>
  w.map((x) => ({ code: x.code, message: x.message }));

function resolutionWire(r: LocationResolution): LocationResolveWire {
  return {
    by: r.by,
    lat: r.latDeg,
    lng: r.lngDeg,
    tz: r.tz,
    tz_source: r.tzSource,
    zone_candidates: r.zoneCandidates,
    place: { ...placeWire(r.nearest.place, r.nearest.placeTz), distance_km: round(r.nearest.distanceKm, 3) },
    alternatives: r.alternatives.map(matchWire),
    warnings: warningsWire(r.warnings),
  };
}

export function locationSearchPacket(q: SearchQuery): PlacesPacket<LocationSearchWire> {
  const results = searchPlaces(q).map(matchWire);
  return {
    body: {
      query: q.q,
      country_hint: q.countryHint ? q.countryHint.toUpperCase() : null,
      count: results.length,
      results,
    },
    methodology: placesMethodology('search'),
    upstreamSources: [GEONAMES, TZ_BOUNDARIES],
  };
}

export function locationResolvePacket(q: LocationQuery, nowMs: number): PlacesPacket<LocationResolveWire> {
  return {
    body: resolutionWire(resolveLocation(q, nowMs)),
    methodology: placesMethodology('resolve'),
    upstreamSources: [GEONAMES, TZ_BOUNDARIES],
  };
}

function contextWire(c: CivilContext): ContextWire {
  return {
    ...resolutionWire(c.location),
    warnings: warningsWire(c.warnings),
    date: c.date,
    time: c.time,
    local: formatJdUtAtOffset(c.jdUt, c.offsetMinutes),
    utc: utcIso(c.utcMs),
    utc_offset: formatOffset(c.offsetMinutes),
    utc_offset_minutes: c.offsetMinutes,
    is_dst: c.isDst,
    local_time_status: c.localTimeStatus,
    readings: c.readings.map((r) => ({ utc: utcIso(r.utcMs), utc_offset: formatOffset(r.offsetMinutes) })),
  };
}

export function contextResolvePacket(q: ContextQuery, nowMs: number): PlacesPacket<ContextWire> {
  return {
    body: contextWire(resolveContext(q, nowMs)),
    methodology: placesMethodology('context'),
    upstreamSources: [GEONAMES, TZ_BOUNDARIES],
  };
}

function geoipWire(r: GeoIpResult): GeoIpWire {
  if (!r.available) return { available: false, reason: r.reason };
  return {
    available: true,
    country: r.country,
    region: r.region,
    city: r.city,
    lat: r.latDeg,
    lng: r.lngDeg,
    accuracy_radius_km: r.accuracyRadiusKm,
    tz: r.tz,
  };
}

/** The caller's approximate place; credits GeoLite2 only when the database was consulted. */
export function geoipPacket(address: string): PlacesPacket<GeoIpWire> {
  const r = locateAddress(address);
  const consulted = r.available || r.reason.startsWith('the address is not in');
  return {
    body: geoipWire(r),
    methodology: placesMethodology('geoip'),
    upstreamSources: consulted ? [GEOLITE2] : [],
  };
}
