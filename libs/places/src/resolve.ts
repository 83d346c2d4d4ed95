/**
 * /location/resolve and /context/resolve: coordinates → the nearest GeoNames place and the zone
 * at the coordinates; a label → the best place by name; and the civil-time context of a local date
 * and time there (offset at that instant, DST, and the warnings a caller needs).
 */
import { formatOffset, instantFromLocal, isValidZone, offsetMinutesAt } from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import { DateTime } from 'luxon';
import { EARTH_RADIUS_KM, gazetteer, nearestPlace, Place } from './gazetteer';
import { PlaceMatch, searchPlaces } from './search';
import { zoneAt } from './zone';

export type PlaceWarningCode =
  | 'ambiguous_place'
  | 'coordinates_outside_zone'
  | 'zone_ambiguous'
  | 'dst_gap'
  | 'dst_overlap'
  | 'place_far_from_coordinates';

export interface PlaceWarning {
  readonly code: PlaceWarningCode;
  readonly message: string;
}

export interface NearestPlace {
  readonly place: Place;
  readonly distanceKm: number;
  /** Zone at the place's own coordinates. */
  readonly placeTz: string;
}

export interface LocationResolution {
  /** 'coordinates' (nearest place to lat/lng) or 'label' (best match of the label). */
  readonly by: 'coordinates' | 'label';
  readonly latDeg: number;
  readonly lngDeg: number;
  readonly nearest: NearestPlace;
  /** The zone of the answer: the request's tz when given, else the zone at the coordinates. */
  readonly tz: string;
  readonly tzSource: 'request' | 'resolved';
  /** Zones at the coordinates (geo-tz). */
  readonly zoneCandidates: readonly string[];
  /** Other exact matches of a label, best first (empty for coordinates). */
  readonly alternatives: readonly PlaceMatch[];
  readonly warnings: readonly PlaceWarning[];
}

function fail(field: string, msg: string): never {
  throw new InputError([{ loc: [field], msg, type: 'value_error' }]);
}

const LABEL_ALTERNATIVES = 5;

function checkCoordinates(lat: number, lng: number, lngField: string): void {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) fail('lat', 'lat must be between -90 and 90');
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) fail(lngField, `${lngField} must be between -180 and 180`);
}

function nearestOf(lat: number, lng: number): NearestPlace {
  const g = gazetteer();
  const { index, distanceKm } = nearestPlace(g, lat, lng);
  const place = g.place(index);
  return { place, distanceKm, placeTz: zoneAt(place.latDeg, place.lngDeg).tz };
}

function zoneWarnings(candidates: readonly string[], chosen: string): PlaceWarning[] {
  return candidates.length > 1
    ? [
        {
          code: 'zone_ambiguous',
          message: `${candidates.length} zones meet at these coordinates; ${chosen} is used (${candidates.slice(0, 6).join(', ')}${candidates.length > 6 ? ', …' : ''})`,
        },
      ]
    : [];
}

/** Offsets of two zones at one instant differ: the coordinates lie outside the requested zone's time. */
function outsideZone(tz: string, coordinateTz: string, ms: number): PlaceWarning[] {
  if (tz === coordinateTz) return [];
  const a = offsetMinutesAt(tz, ms);
  const b = offsetMinutesAt(coordinateTz, ms);
  if (a === b) return [];
  return [
    {
      code: 'coordinates_outside_zone',
      message: `the coordinates lie in ${coordinateTz} (UTC offset ${b} min at this instant), not in ${tz} (${a} min)`,
    },
  ];
}

function byLabel(label: string): { best: PlaceMatch; alternatives: PlaceMatch[]; warnings: PlaceWarning[] } {
  if (typeof label !== 'string' || label.trim().length === 0 || label.length > 100)
    fail('label', 'label must have 1 to 100 characters');
  const matches = searchPlaces({ q: label, limit: LABEL_ALTERNATIVES + 1 });
  if (matches.length === 0) fail('label', `no place matches ${JSON.stringify(label)}`);
  const [best, ...rest] = matches;
  const alternatives = rest.filter((m) => m.match === best.match && m.editDistance === best.editDistance);
  const warnings: PlaceWarning[] =
    alternatives.length > 0
      ? [
          {
            code: 'ambiguous_place',
            message:
              `${alternatives.length + 1} places match ${JSON.stringify(label)} equally well; the most populous ` +
              `(${best.place.name}, ${best.place.country}) is used: pass coordinates to choose another`,
          },
        ]
      : [];
  return { best, alternatives, warnings };
}

export interface LocationQuery {
  readonly lat?: number | null;
  readonly lng?: number | null;
  readonly tz?: string | null;
  readonly label?: string | null;
}

const given = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null && v !== '';

/** Coordinates (nearest place) or a label (best place); `nowMs` is the instant the zone offsets are compared at. */
export function resolveLocation(q: LocationQuery, nowMs: number): LocationResolution {
  if (given(q.tz) && !isValidZone(q.tz)) fail('tz', `unknown IANA time zone: ${JSON.stringify(q.tz)}`);
  let by: 'coordinates' | 'label';
  let lat: number;
  let lng: number;
  let alternatives: PlaceMatch[] = [];
  const warnings: PlaceWarning[] = [];
  if (given(q.lat) || given(q.lng)) {
    if (!given(q.lat)) fail('lat', 'lat is required with lng');
    if (!given(q.lng)) fail('lng', 'lng is required with lat');
    checkCoordinates(q.lat, q.lng, 'lng');
    [by, lat, lng] = ['coordinates', q.lat, q.lng];
  } else if (given(q.label)) {
    const r = byLabel(q.label);
    [by, lat, lng, alternatives] = ['label', r.best.place.latDeg, r.best.place.lngDeg, r.alternatives];
    warnings.push(...r.warnings);
  } else {
    fail('lat', 'give lat and lng, or label');
  }
  const zone = zoneAt(lat, lng);
  const tz = given(q.tz) ? q.tz : zone.tz;
  warnings.push(...zoneWarnings(zone.candidates, zone.tz), ...outsideZone(tz, zone.tz, nowMs));
  return {
    by,
    latDeg: lat,
    lngDeg: lng,
    nearest: nearestOf(lat, lng),
    tz,
    tzSource: given(q.tz) ? 'request' : 'resolved',
    zoneCandidates: zone.candidates,
    alternatives,
    warnings,
  };
}

export interface ContextQuery {
  readonly lat?: number | null;
  readonly lng?: number | null;
  /** Synonym of lng; both given must agree. */
  readonly lon?: number | null;
  readonly tz?: string | null;
  readonly place?: string | null;
  /** YYYY-MM-DD local; default: the current date in the zone. */
  readonly date?: string | null;
  /** HH:MM or HH:MM:SS local; default 12:00. */
  readonly time?: string | null;
}

export interface CivilContext {
  readonly location: LocationResolution;
  readonly date: string;
  readonly time: string;
  /**
   * Unix ms of the instant used: the earlier reading in an overlap; in a gap the reading with the
   * offset before the change (02:30 in a 02:00→03:00 skip is the instant clocks show as 03:30).
   */
  readonly utcMs: number;
  /** The same instant as a Julian day (UT). */
  readonly jdUt: number;
  readonly offsetMinutes: number;
  readonly isDst: boolean;
  /** The zone's readings of the local time: one, two (overlap) or two that do not exist (gap). */
  readonly readings: readonly { readonly utcMs: number; readonly jdUt: number; readonly offsetMinutes: number }[];
  readonly localTimeStatus: 'ok' | 'gap' | 'overlap';
  readonly warnings: readonly PlaceWarning[];
}

/** Greatest distance between given coordinates and a given place label before a warning. */
const PLACE_COORDINATE_TOLERANCE_KM = 50;

/** One normalised context from any mix of coordinates, zone, place label, date and time. */
export function resolveContext(q: ContextQuery, nowMs: number): CivilContext {
  if (given(q.lng) && given(q.lon) && q.lng !== q.lon)
    fail('lon', 'lon is a synonym of lng: give one, or equal values');
  const lng = given(q.lng) ? q.lng : q.lon;
  if (given(lng) && !given(q.lat)) fail('lat', 'lat is required with lng/lon');
  if (given(q.lat) && !given(lng)) fail('lng', 'lng (or lon) is required with lat');
  if (given(q.lat) && given(lng)) checkCoordinates(q.lat, lng, given(q.lng) ? 'lng' : 'lon');
  if (!given(q.lat) && !given(q.place)) fail('lat', 'give lat and lng (or lon), or place');
  if (given(q.tz) && !isValidZone(q.tz)) fail('tz', `unknown IANA time zone: ${JSON.stringify(q.tz)}`);

  // the zone first (from the request or the coordinates), then the date in it, then the instant
  const preliminary = given(q.lat)
    ? resolveLocation({ lat: q.lat, lng, tz: q.tz }, nowMs)
    : resolveLocation({ label: q.place, tz: q.tz }, nowMs);
  const date = given(q.date) ? q.date : DateTime.fromMillis(nowMs, { zone: preliminary.tz }).toISODate()!;
  const time = given(q.time) ? q.time : '12:00';
  let r;
  try {
    r = instantFromLocal(date, time, preliminary.tz);
  } catch (e) {
    const field = /time/.test((e as Error).message) ? 'time' : 'date';
    fail(field, (e as Error).message);
  }
  const readings = (r.kind === 'ok' ? [r] : r.candidates).map((c) => ({
    utcMs: Date.parse(c.instant.utcIso),
    jdUt: c.instant.jdUt,
    offsetMinutes: c.offsetMinutes,
  }));
  const utcMs = readings[0].utcMs;
  // the zone comparisons again at the instant asked for (DST differs between zones)
  const location = given(q.lat)
    ? resolveLocation({ lat: q.lat, lng, tz: q.tz }, utcMs)
    : resolveLocation({ label: q.place, tz: q.tz }, utcMs);
  const warnings: PlaceWarning[] = [...location.warnings];
  if (given(q.lat) && given(q.place)) {
    const labelled = searchPlaces({ q: q.place, limit: 1 })[0];
    if (labelled) {
      const far = distanceKm(q.lat, lng!, labelled.place.latDeg, labelled.place.lngDeg);
      if (far > PLACE_COORDINATE_TOLERANCE_KM)
        warnings.push({
          code: 'place_far_from_coordinates',
          message: `place ${JSON.stringify(q.place)} (${labelled.place.name}, ${labelled.place.country}) lies ${Math.round(far)} km from the coordinates; the coordinates are used`,
        });
    }
  }
  const fmt = formatOffset;
  if (r.kind === 'gap')
    warnings.push({
      code: 'dst_gap',
      message: `${date} ${time} does not exist in ${location.tz} (clocks skip it): read with the offset before the change (UTC${fmt(readings[0].offsetMinutes)}); the other reading is UTC${fmt(readings[1].offsetMinutes)}`,
    });
  if (r.kind === 'ambiguous')
    warnings.push({
      code: 'dst_overlap',
      message: `${date} ${time} occurs twice in ${location.tz}: the earlier (UTC${fmt(readings[0].offsetMinutes)}) is used; the later is UTC${fmt(readings[1].offsetMinutes)}`,
    });
  return {
    location,
    date,
    time,
    utcMs,
    jdUt: readings[0].jdUt,
    // the zone's offset at the instant used: in a gap that is the offset after the change
    offsetMinutes: offsetMinutesAt(location.tz, utcMs),
    isDst: DateTime.fromMillis(utcMs, { zone: location.tz }).isInDST,
    readings,
    localTimeStatus: r.kind === 'ok' ? 'ok' : r.kind === 'gap' ? 'gap' : 'overlap',
    warnings,
  };
}

const RAD = Math.PI / 180;

/** Great-circle distance (haversine), km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
