import tzlookup from '@photostructure/tz-lookup';
import { EphemerisInputError } from './errors';
import { isValidZone } from './time';

/**
 * The IANA zone for local times at a place: the caller's hint when it is a valid zone name
 * (tzSource 'request'), otherwise the zone containing the coordinates according to
 * @photostructure/tz-lookup (tzSource 'resolved'; open sea gets an Etc/GMT±N nautical zone).
 * @param latDeg −90..90, @param lngDeg −180..180.
 * @throws EphemerisInputError for an invalid hint (callers validate earlier; this is a guard) or coordinates.
 */
export function resolveZone(
  latDeg: number,
  lngDeg: number,
  tzHint?: string | null,
): { tz: string; tzSource: 'request' | 'resolved' } {
  if (tzHint !== undefined && tzHint !== null && tzHint !== '') {
    if (!isValidZone(tzHint)) throw new EphemerisInputError(`unknown IANA time zone: ${JSON.stringify(tzHint)}`);
    return { tz: tzHint, tzSource: 'request' };
  }
  if (!Number.isFinite(latDeg) || latDeg < -90 || latDeg > 90) {
    throw new EphemerisInputError(`latitude must be within -90..90 degrees, got ${latDeg}`);
  }
  if (!Number.isFinite(lngDeg) || lngDeg < -180 || lngDeg > 180) {
    throw new EphemerisInputError(`longitude must be within -180..180 degrees, got ${lngDeg}`);
  }
  return { tz: tzlookup(latDeg, lngDeg), tzSource: 'resolved' };
}
