import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateBy, ValidateNested } from 'class-validator';
import { ACTIVITIES, DEFAULT_SCHOOL, MAX_DAYS, MAX_TOP_N, MuhurtaRequest, SCHOOLS } from '@pj/muhurta';
import { LATITUDE_RANGE, LONGITUDE_RANGE, MAX_DATE, MIN_DATE, PlaceQueryDto } from '../http/common.dto';
import { DateParam, EnumParam, NumberParam, ZoneParam } from '../http/params';
import { PROFILE_VALUES, ProfileUnchangedParam } from './calendar.dto';
import { BirthDataDto, BodyNumber } from './jyotish.dto';

export const DEFAULT_MUHURTA_DAYS = 30;
const DAYS_DOC = `Days to search from start_date, 1–${MAX_DAYS} (default ${DEFAULT_MUHURTA_DAYS}).`;
const ACTIVITY_DOC =
  'The activity whose rules apply (tables and sources: /muhurta/activity-certification): ' + ACTIVITIES.join(', ');
const SCHOOL_DOC =
  'School of rules (extension of the contract). drik (default): the published almanac lists — panchanga shuddhi, period bars (Guru/Shukra asta, kharmas, adhika masa, chaturmas, holashtak, pitru paksha, eclipse sutak), Bhadra and the activity’s own day windows. ' +
  'muhurta_chintamani: stricter — all nine dushta yogas, krura varas, rahu kalam/yamaganda/gulika/dur muhurta/varjyam, lagna and (marriage) lagna shuddhi, classical asta orbs with 3 days either side, eclipses ± 3 days, simha-stha Guru.';
const START_DOC = 'First local date of the search (its Hindu day starts at that sunrise).';

export class MuhurtaQueryDto extends PlaceQueryDto {
  @DateParam({ min: MIN_DATE, max: MAX_DATE, description: START_DOC, example: '2025-01-01' })
  start_date!: string;

  @NumberParam({
    min: 1,
    max: MAX_DAYS,
    integer: true,
    required: false,
    default: DEFAULT_MUHURTA_DAYS,
    description: DAYS_DOC,
  })
  days: number = DEFAULT_MUHURTA_DAYS;

  @EnumParam(ACTIVITIES, { description: ACTIVITY_DOC, required: true })
  activity!: (typeof ACTIVITIES)[number];

  @NumberParam({
    min: 1,
    max: MAX_TOP_N,
    integer: true,
    required: false,
    default: 10,
    description: `Windows returned, best first, 1–${MAX_TOP_N} (default 10).`,
  })
  top_n: number = 10;

  @EnumParam(SCHOOLS, { description: SCHOOL_DOC, default: DEFAULT_SCHOOL })
  school?: (typeof SCHOOLS)[number];

  @ProfileUnchangedParam('the windows (muhurta rules name amanta months; the school is chosen with `school`)')
  profile?: (typeof PROFILE_VALUES)[number];
}

export const muhurtaRequestOf = (q: {
  lat: number;
  lng: number;
  tz?: string;
  start_date: string;
  days?: number;
  activity: string;
  top_n?: number;
  school?: (typeof SCHOOLS)[number];
}): MuhurtaRequest => ({
  lat: q.lat,
  lng: q.lng,
  tz: q.tz ?? null,
  startDate: q.start_date,
  days: q.days ?? DEFAULT_MUHURTA_DAYS,
  activity: q.activity,
  topN: q.top_n ?? 10,
  school: q.school ?? DEFAULT_SCHOOL,
});

const objectRule = ValidateBy({
  name: 'type',
  validator: {
    validate: (v) => v === undefined || v === null || (typeof v === 'object' && !Array.isArray(v)),
    defaultMessage: (a) => `${a?.property ?? 'value'} must be an object`,
  },
});

/** An optional nested birth (CONTRACT §3b). */
const OptionalPerson = (description: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: () => BirthDataDto, description }),
    IsOptional(),
    objectRule,
    ValidateNested(),
    Type(() => BirthDataDto),
  );

/** /muhurat/electional and /muhurat/top10: the search query in the body, and `person` or `bride` + `groom`. */
export class ElectionalBodyDto {
  @BodyNumber({
    ...LATITUDE_RANGE,
    description: 'Latitude of the event, decimal degrees (north positive).',
    example: 28.6139,
  })
  lat!: number;

  @BodyNumber({
    ...LONGITUDE_RANGE,
    description: 'Longitude of the event, decimal degrees (east positive).',
    example: 77.209,
  })
  lng!: number;

  @ZoneParam('IANA zone of the event place; resolved from lat/lng when absent.')
  tz?: string;

  @DateParam({ min: MIN_DATE, max: MAX_DATE, description: START_DOC, example: '2025-01-01' })
  start_date!: string;

  @BodyNumber({ min: 1, max: MAX_DAYS, integer: true, required: false, description: DAYS_DOC, example: 90 })
  days?: number;

  @EnumParam(ACTIVITIES, { description: ACTIVITY_DOC, required: true })
  activity!: (typeof ACTIVITIES)[number];

  @BodyNumber({
    min: 1,
    max: MAX_TOP_N,
    integer: true,
    required: false,
    description: `Windows returned by /muhurat/electional, 1–${MAX_TOP_N} (default 10; /muhurat/top10 always 10).`,
    example: 10,
  })
  top_n?: number;

  @EnumParam(SCHOOLS, { description: SCHOOL_DOC, default: DEFAULT_SCHOOL })
  school?: (typeof SCHOOLS)[number];

  @OptionalPerson('The person the muhurta is for (CONTRACT §3b); give it, or bride and groom.')
  person?: BirthDataDto;

  @OptionalPerson("The bride's birth data (with groom; for marriage).")
  bride?: BirthDataDto;

  @OptionalPerson("The groom's birth data (with bride; for marriage).")
  groom?: BirthDataDto;
}
