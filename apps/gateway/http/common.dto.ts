import { DateParam, NumberParam, ZoneParam } from './params';

/** Dates the ephemeris serves with margin for day-spanning searches; SPEC `year` is 1900–2100. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

export class PlaceQueryDto {
  @NumberParam({ min: -90, max: 90, description: 'Latitude, decimal degrees (north positive).', example: 28.6139 })
  lat!: number;

  @NumberParam({ min: -180, max: 180, description: 'Longitude, decimal degrees (east positive).', example: 77.209 })
  lng!: number;

  @ZoneParam('IANA time zone for local times; resolved from lat/lng when absent (echoed with tz_source).')
  tz?: string;
}

export class DatedPlaceQueryDto extends PlaceQueryDto {
  @DateParam({ min: MIN_DATE, max: MAX_DATE, description: 'Local civil date at the place.', example: '2024-01-01' })
  date!: string;
}
