/**
 * The IANA zone at a point, from the timezone-boundary-builder polygons (geo-tz 8, comprehensive
 * product: one zone per distinct pre-1970 history, e.g. Arctic/Longyearbyen, Asia/Kolkata). The
 * polygons geo-tz reads from disk are kept in a bounded memo instead of its unbounded default.
 */
import { BoundedMemo } from '@pj/ephemeris';
import { find, setCache } from 'geo-tz/dist/find-all';

setCache({ store: new BoundedMemo<string, unknown>(256) as unknown as Map<string, unknown> });

export interface ZoneAtPoint {
  /** The zone used: the only candidate, or the nautical zone of the longitude where several meet. */
  readonly tz: string;
  /** Every zone geo-tz reports at the point (several on a border, at a pole or on the 180° meridian). */
  readonly candidates: readonly string[];
}

/** The nautical zone (Etc/GMT±h, sign inverted by POSIX convention) of a longitude: h = round(lng / 15). */
export function nauticalZone(lngDeg: number): string {
  const h = Math.round(lngDeg / 15);
  return h === 0 ? 'Etc/GMT' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`;
}

/**
 * @param latDeg −90..90, @param lngDeg −180..180 (callers validate). Where several zones meet
 * (the North Pole, where geo-tz answers every nautical zone; the 180° meridian at sea), the
 * nautical zone of the longitude when it is a candidate, else the first candidate.
 */
export function zoneAt(latDeg: number, lngDeg: number): ZoneAtPoint {
  const candidates = find(latDeg, lngDeg);
  if (candidates.length === 1) return { tz: candidates[0], candidates };
  const nautical = nauticalZone(lngDeg);
  return { tz: candidates.includes(nautical) ? nautical : candidates[0], candidates };
}
