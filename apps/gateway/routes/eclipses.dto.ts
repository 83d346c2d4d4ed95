import { EclipseRequest, EclipsesRequest, EclipseSutakRequest } from '@pj/contracts';
import { DEFAULT_SUTAK_RULE, SUTAK_RULES } from '@pj/sky';
import { LatitudeParam, LongitudeParam, MAX_DATE, MIN_DATE } from '../http/common.dto';
import { DateParam, EnumParam, NumberParam, ZoneParam } from '../http/params';

/** Place and count of /panchang/eclipses when absent (the place only moves the local circumstances). */
export const DEFAULT_ECLIPSE_LAT = 0;
export const DEFAULT_ECLIPSE_LNG = 0;
export const DEFAULT_ECLIPSE_COUNT = 4;

export class EclipsesQueryDto {
  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    description: 'Local date at the place where the scan starts.',
    example: '2025-01-01',
  })
  date!: string;

  @LatitudeParam({
    required: false,
    default: DEFAULT_ECLIPSE_LAT,
    description: 'Latitude of the place for local circumstances.',
  })
  lat?: number;

  @LongitudeParam({
    required: false,
    default: DEFAULT_ECLIPSE_LNG,
    description: 'Longitude of the place for local circumstances.',
  })
  lng?: number;

  @ZoneParam('IANA zone for local instants; resolved from lat/lng when absent.')
  tz?: string;

  @NumberParam({
    min: 1,
    max: 12,
    integer: true,
    required: false,
    default: DEFAULT_ECLIPSE_COUNT,
    description: 'How many eclipses (solar and lunar, in time order). Extension of the contract.',
  })
  count?: number;
}

export class EclipseDayQueryDto {
  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    description: 'Local date of the eclipse at the place (its greatest phase falls on this date).',
    example: '2025-09-07',
  })
  date!: string;

  @LatitudeParam({ description: 'Latitude, decimal degrees.', example: 28.6139 })
  lat!: number;

  @LongitudeParam({ description: 'Longitude, decimal degrees.', example: 77.209 })
  lng!: number;

  @ZoneParam('IANA zone for local instants; resolved from lat/lng when absent.')
  tz?: string;
}

export const SUTAK_RULE_VALUES = SUTAK_RULES;

export class EclipseSutakQueryDto extends EclipseDayQueryDto {
  @EnumParam(SUTAK_RULE_VALUES, {
    description:
      "prahar (default, Drik Panchang's practice): sutak starts at the prahar boundary 4 (solar) or 3 (lunar) prahars before the prahar holding the first visible contact, prahars being quarters of the actual day and night; hours: 12 h / 9 h before it. Extension of the contract.",
    default: DEFAULT_SUTAK_RULE,
  })
  rule?: (typeof SUTAK_RULE_VALUES)[number];
}

export const eclipsesRequest = (q: EclipsesQueryDto): EclipsesRequest => ({
  date: q.date,
  lat: q.lat ?? DEFAULT_ECLIPSE_LAT,
  lng: q.lng ?? DEFAULT_ECLIPSE_LNG,
  tz: q.tz ?? null,
  count: q.count ?? DEFAULT_ECLIPSE_COUNT,
});

export const eclipseRequest = (q: EclipseDayQueryDto): EclipseRequest => ({
  date: q.date,
  lat: q.lat,
  lng: q.lng,
  tz: q.tz ?? null,
});

export const eclipseSutakRequest = (q: EclipseSutakQueryDto): EclipseSutakRequest => ({
  ...eclipseRequest(q),
  sutakRule: q.rule ?? DEFAULT_SUTAK_RULE,
});
