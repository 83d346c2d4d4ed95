import { ApiPropertyOptional } from '@nestjs/swagger';
import { QUERY_MAX_LENGTH, SEARCH_LIMIT_MAX } from '@pj/places';
import { DateParam, NumberParam, TextParam, TimeParam, ZoneParam } from '../http/params';
import { LatitudeParam, LongitudeParam, MAX_DATE, MIN_DATE } from '../http/common.dto';

export const DEFAULT_SEARCH_LIMIT = 10;

export class LocationSearchQueryDto {
  @TextParam({
    minLength: 1,
    maxLength: QUERY_MAX_LENGTH,
    description:
      'Place name in any known spelling: the GeoNames name, a renaming (Bangalore, Madras), a traditional name ' +
      '(Kashi) or an Indic-script name (वाराणसी); prefixes and small typos match too.',
    example: 'Bangalore',
  })
  q!: string;

  @TextParam({
    minLength: 2,
    maxLength: 2,
    required: false,
    pattern: /^[A-Za-z]{2}$/,
    description: 'ISO 3166-1 alpha-2 country code; places of that country rank first within a match quality.',
    example: 'IN',
  })
  country_hint?: string;

  @NumberParam({
    min: 1,
    max: SEARCH_LIMIT_MAX,
    integer: true,
    required: false,
    default: DEFAULT_SEARCH_LIMIT,
    description: 'Most results returned.',
  })
  limit?: number;
}

export class LocationResolveQueryDto {
  @LatitudeParam({ required: false, description: 'Latitude, decimal degrees (with lng).', example: 25.3176 })
  // required unless the alternative (label or place) is given (OpenAPI extension, read by the route sweep)
  @ApiPropertyOptional({ 'x-required-by-default': true } as never)
  lat?: number;

  @LongitudeParam({ required: false, description: 'Longitude, decimal degrees (with lat).', example: 82.9739 })
  // required unless the alternative (label or place) is given (OpenAPI extension, read by the route sweep)
  @ApiPropertyOptional({ 'x-required-by-default': true } as never)
  lng?: number;

  @ZoneParam('IANA zone to check the coordinates against; the zone at the coordinates when absent.')
  tz?: string;

  @TextParam({
    minLength: 1,
    maxLength: QUERY_MAX_LENGTH,
    required: false,
    description: 'A place name, used when lat/lng are absent: the best match of /location/search.',
    example: 'Kashi',
  })
  label?: string;
}

export class ContextResolveQueryDto {
  @LatitudeParam({ required: false, description: 'Latitude, decimal degrees (with lng or lon).', example: 40.7128 })
  // required unless the alternative (label or place) is given (OpenAPI extension, read by the route sweep)
  @ApiPropertyOptional({ 'x-required-by-default': true } as never)
  lat?: number;

  @LongitudeParam({ required: false, description: 'Longitude, decimal degrees (with lat).', example: -74.006 })
  // required unless the alternative (label or place) is given (OpenAPI extension, read by the route sweep)
  @ApiPropertyOptional({ 'x-required-by-default': true } as never)
  lng?: number;

  @LongitudeParam({ required: false, description: 'Synonym of lng (one of them, or equal values).' })
  lon?: number;

  @ZoneParam('IANA zone of the local date and time; the zone at the coordinates (or place) when absent.')
  tz?: string;

  @TextParam({
    minLength: 1,
    maxLength: QUERY_MAX_LENGTH,
    required: false,
    description: 'A place name, used for the location when lat/lng are absent (checked against them when given).',
    example: 'New York',
  })
  place?: string;

  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    required: false,
    description: 'Local civil date; the current date in the zone when absent.',
    example: '2026-03-08',
  })
  date?: string;

  @TimeParam({ description: 'Local wall-clock time', default: '12:00', withSeconds: true })
  time?: string;
}
