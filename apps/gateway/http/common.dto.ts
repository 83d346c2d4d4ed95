import type { PlaceInput } from '@pj/contracts';
import { DateParam, NumberParam, NumberParamOptions, ZoneParam } from './params';

/** Dates the ephemeris serves with margin for day-spanning searches; SPEC `year` is 1900–2100. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

/** WGS-84 latitude and longitude bounds, decimal degrees. */
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

type CoordinateOptions = Omit<NumberParamOptions, 'min' | 'max' | 'integer'>;
/** A latitude query parameter (−90…90); the route's own text, example, default and required flag. */
export const LatitudeParam = (o: CoordinateOptions) => NumberParam({ ...LATITUDE_RANGE, ...o });
/** A longitude query parameter (−180…180). */
export const LongitudeParam = (o: CoordinateOptions) => NumberParam({ ...LONGITUDE_RANGE, ...o });

export class PlaceQueryDto {
  @LatitudeParam({ description: 'Latitude, decimal degrees (north positive).', example: 28.6139 })
  lat!: number;

  @LongitudeParam({ description: 'Longitude, decimal degrees (east positive).', example: 77.209 })
  lng!: number;

  @ZoneParam('IANA time zone for local times; resolved from lat/lng when absent (echoed with tz_source).')
  tz?: string;
}

export class DatedPlaceQueryDto extends PlaceQueryDto {
  @DateParam({ min: MIN_DATE, max: MAX_DATE, description: 'Local civil date at the place.', example: '2024-01-01' })
  date!: string;
}

/** The place of a query as the contracts take it (an absent tz is null: the service resolves it from lat/lng). */
export const placeOf = (q: PlaceQueryDto): PlaceInput & { tz: string | null } => ({
  lat: q.lat,
  lng: q.lng,
  tz: q.tz ?? null,
});
