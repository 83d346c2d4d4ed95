import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { REGION_KEYS, TRADITION_KEYS } from '@pj/calendar';
import { MAX_DATE, MIN_DATE, PlaceQueryDto } from '../http/common.dto';
import { BoolParam, DateParam, describe, EnumParam, NumberParam, presence, rule, ZoneParam } from '../http/params';
import { PROFILE_DESCRIPTION, PROFILE_VALUES } from './calendar.dto';

/** Rule keys, slugs and aliases: lowercase letters, digits, hyphen and underscore. */
export const SLUG_RE = /^[a-z0-9][a-z0-9_-]{1,59}$/;
const ONLY_RE = /^[a-z0-9][a-z0-9_-]{1,59}(,[a-z0-9][a-z0-9_-]{1,59}){0,49}$/;

/** Years whose observances (with the days around them) lie in the ephemeris range. */
export const YEAR_BOUNDS = { min: 1901, max: 2099 } as const;
/** Bound of `days` on the range endpoints and feeds: up to a year and a month. */
export const MAX_RANGE_DAYS = 400;
/** `days` when absent on the range endpoints and feeds. */
export const DEFAULT_RANGE_DAYS = 365;
/** Today's UTC date: the default start of ranges and feeds (applied here, once, when a query omits it). */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
/** The profile echoed by /calendar/muhurta.ifb when none is given. */
const DEFAULT_IFB_PROFILE = 'north_india_purnimanta';
/** A range costs a unit of the per-minute budget per month of days (a year: 12). */
export const RANGE_DAYS_COST = { param: 'days', per: 31, default: DEFAULT_RANGE_DAYS } as const;

/** A query parameter matching a documented pattern (and length bound). */
function PatternParam(
  re: RegExp,
  o: { description: string; example: string; maxLength: number; required?: boolean; shape: string },
): PropertyDecorator {
  const isRequired = o.required ?? true;
  return applyDecorators(
    describe(isRequired, {
      type: 'string',
      pattern: re.source,
      maxLength: o.maxLength,
      description: o.description,
      example: o.example,
    }),
    presence(isRequired),
    rule(
      'format',
      (v) => v === undefined || v === null || (typeof v === 'string' && v.length <= o.maxLength && re.test(v)),
      (p) => `${p} must be ${o.shape}`,
    ),
  );
}

/** `days` of the range endpoints and feeds: 1–MAX_RANGE_DAYS, DEFAULT_RANGE_DAYS when absent. */
const RangeDaysParam = (of: string, example: number): PropertyDecorator =>
  NumberParam({
    min: 1,
    max: MAX_RANGE_DAYS,
    integer: true,
    required: false,
    default: DEFAULT_RANGE_DAYS,
    description: `Length of the ${of} in days, 1–${MAX_RANGE_DAYS} (default ${DEFAULT_RANGE_DAYS}).`,
    example,
  });

/** `from_date` of the range endpoints, feeds and parana: a local date, today (UTC) when absent. */
const FromDateParam = (description: string, example: string): PropertyDecorator =>
  DateParam({ min: MIN_DATE, max: '2099-12-31', required: false, description, example });

const SLUG_SHAPE =
  'a slug of 2–60 lowercase letters, digits, hyphens or underscores (e.g. diwali, janmashtami, mokshada-ekadashi)';
const TRADITION_DOC =
  'Tradition whose rule variant decides the date: smarta (default rules), vaishnava (e.g. Ekadashi not pierced by dashami at arunodaya), iskcon (Gaudiya), madhva, shaiva. Omitted: the default rule, with every variant that differs listed where the endpoint shows variants.';

export class FestivalRangeQueryDto extends PlaceQueryDto {
  @FromDateParam('First local date of the range; default today (UTC date).', '2024-01-01')
  from_date: string = todayUtc();

  @RangeDaysParam('range', 365)
  days: number = DEFAULT_RANGE_DAYS;

  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    required: false,
    description:
      'Date from which `next` (the first observance on or after it) and each `days_from_anchor` are counted; default from_date.',
    example: '2024-03-01',
  })
  anchor_date?: string;

  @PatternParam(ONLY_RE, {
    required: false,
    maxLength: 400,
    example: 'diwali,holi',
    shape: 'a comma-separated list of up to 50 rule keys, slugs or aliases',
    description: 'Keep only these observances: comma-separated rule keys, slugs or aliases (unknown ones are 422).',
  })
  only?: string;

  @BoolParam({
    description: "Include each observance's aliases and names in other scripts (default false).",
    default: false,
  })
  include_aliases: boolean = false;

  @EnumParam(TRADITION_KEYS, { description: TRADITION_DOC })
  tradition?: (typeof TRADITION_KEYS)[number];

  @EnumParam(REGION_KEYS, {
    description:
      'Regional variant of the rules (month system and customs); omitted: the default (North Indian, as Drik for New Delhi).',
  })
  region?: (typeof REGION_KEYS)[number];
}

export class VratRangeQueryDto extends PlaceQueryDto {
  @FromDateParam('First local date of the range; default today (UTC date).', '2024-01-01')
  from_date: string = todayUtc();

  @RangeDaysParam('range', 90)
  days: number = DEFAULT_RANGE_DAYS;

  @NumberParam({
    min: 1,
    max: 60,
    integer: true,
    required: false,
    description:
      'At most this many occurrences of each vrat rule (e.g. 1 = the next Pradosh, Sankashti, Ekadashi…); default all in the range.',
    example: 2,
  })
  max_per_rule?: number;

  @BoolParam({ description: 'Also list the festivals of the same range under `top` (default false).', default: false })
  include_top: boolean = false;

  @EnumParam(TRADITION_KEYS, { description: TRADITION_DOC })
  tradition?: (typeof TRADITION_KEYS)[number];
}

export class YearPlaceQueryDto extends PlaceQueryDto {
  @NumberParam({
    min: YEAR_BOUNDS.min,
    max: YEAR_BOUNDS.max,
    integer: true,
    description: `Gregorian year (${YEAR_BOUNDS.min}–${YEAR_BOUNDS.max}); every occurrence whose date falls in it.`,
    example: 2024,
  })
  year!: number;

  @EnumParam(TRADITION_KEYS, { description: TRADITION_DOC })
  tradition?: (typeof TRADITION_KEYS)[number];
}

export class NewYearQueryDto extends PlaceQueryDto {
  @NumberParam({
    min: YEAR_BOUNDS.min,
    max: YEAR_BOUNDS.max,
    integer: true,
    description: `Gregorian year (${YEAR_BOUNDS.min}–${YEAR_BOUNDS.max}).`,
    example: 2024,
  })
  year!: number;
}

export class SlugYearQueryDto extends YearPlaceQueryDto {
  @PatternParam(SLUG_RE, {
    maxLength: 60,
    example: 'diwali',
    shape: SLUG_SHAPE,
    description:
      'Observance: rule key, slug or alias (e.g. diwali, janmashtami, janmashtami-iskcon, ekadashi, mokshada-ekadashi).',
  })
  slug!: string;
}

const compareLat = {
  min: -90,
  max: 90,
  description: 'Latitude of the second place, decimal degrees.',
  example: 40.7128,
};
const compareLng = {
  min: -180,
  max: 180,
  description: 'Longitude of the second place, decimal degrees.',
  example: -74.006,
};

export class CompareQueryDto extends SlugYearQueryDto {
  @NumberParam(compareLat)
  compare_lat!: number;

  @NumberParam(compareLng)
  compare_lng!: number;

  @ZoneParam('IANA time zone of the second place; resolved from compare_lat/compare_lng when absent.')
  compare_tz?: string;
}

export class LocalityShiftQueryDto extends YearPlaceQueryDto {
  @NumberParam(compareLat)
  compare_lat!: number;

  @NumberParam(compareLng)
  compare_lng!: number;

  @ZoneParam('IANA time zone of the second place; resolved from compare_lat/compare_lng when absent.')
  compare_tz?: string;
}

export class WhyNotQueryDto extends PlaceQueryDto {
  @DateParam({
    min: '1901-01-01',
    max: '2099-12-31',
    description: 'The date asked about: why is the observance not on it?',
    example: '2024-10-31',
  })
  target_date!: string;

  @NumberParam({
    min: YEAR_BOUNDS.min,
    max: YEAR_BOUNDS.max,
    integer: true,
    required: false,
    description: 'Year of the occurrence to compare with; default the year of target_date.',
    example: 2024,
  })
  year?: number;

  @EnumParam(TRADITION_KEYS, { description: TRADITION_DOC })
  tradition?: (typeof TRADITION_KEYS)[number];
}

export class ParanaQueryDto extends PlaceQueryDto {
  @PatternParam(SLUG_RE, {
    maxLength: 60,
    example: 'ekadashi',
    shape: SLUG_SHAPE,
    description:
      'The vrat whose fast is broken: ekadashi (the next Ekadashi on or after from_date) or a named Ekadashi slug (e.g. mokshada-ekadashi).',
  })
  vrat!: string;

  @FromDateParam('Look for the first occurrence on or after this local date; default today (UTC date).', '2024-12-01')
  from_date: string = todayUtc();

  @EnumParam(TRADITION_KEYS, { description: TRADITION_DOC })
  tradition?: (typeof TRADITION_KEYS)[number];
}

export class FeedQueryDto extends PlaceQueryDto {
  @FromDateParam(
    'First local date of the feed; default today (UTC date), so a subscription URL without it rolls forward.',
    '2024-01-01',
  )
  from_date: string = todayUtc();

  @RangeDaysParam('feed', 365)
  days: number = DEFAULT_RANGE_DAYS;

  @EnumParam(TRADITION_KEYS, { description: TRADITION_DOC })
  tradition?: (typeof TRADITION_KEYS)[number];
}

export class ObservanceFeedQueryDto extends FeedQueryDto {
  @PatternParam(ONLY_RE, {
    required: false,
    maxLength: 400,
    example: 'diwali,janmashtami',
    shape: 'a comma-separated list of up to 50 rule keys, slugs or aliases',
    description: "Keep only these observances (e.g. one festival's feed): comma-separated rule keys, slugs or aliases.",
  })
  only?: string;
}

export class MuhurtaIfbQueryDto extends PlaceQueryDto {
  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    description: 'Local civil date at the place (its Hindu day, sunrise to next sunrise).',
    example: '2022-01-26',
  })
  date!: string;

  @NumberParam({
    min: -500,
    max: 9000,
    required: false,
    default: 0,
    description: 'Observer elevation in metres (sunrise and sunset).',
  })
  elevation_m: number = 0;

  @EnumParam(PROFILE_VALUES, {
    description: `${PROFILE_DESCRIPTION}. The windows do not depend on it; it is echoed.`,
    default: DEFAULT_IFB_PROFILE,
  })
  profile: (typeof PROFILE_VALUES)[number] = DEFAULT_IFB_PROFILE;
}

export class RuleKeyParamDto {
  @ApiProperty({
    description: 'Rule key, slug or alias (e.g. diwali, holi, janmashtami, maha-shivaratri). Unknown: 404.',
    pattern: SLUG_RE.source,
    example: 'diwali',
  })
  @Matches(SLUG_RE, { message: `rule_key must be ${SLUG_SHAPE}` })
  rule_key!: string;
}

export class SlugParamDto {
  @ApiProperty({
    description: 'Observance rule key, slug or alias (e.g. diwali, janmashtami, ekadashi). Unknown: 404.',
    pattern: SLUG_RE.source,
    example: 'diwali',
  })
  @Matches(SLUG_RE, { message: `slug must be ${SLUG_SHAPE}` })
  slug!: string;
}

export class FestivalParamDto {
  @ApiProperty({
    description: 'Festival rule key, slug or alias (e.g. diwali, janmashtami). Unknown: 404.',
    pattern: SLUG_RE.source,
    example: 'janmashtami',
  })
  @Matches(SLUG_RE, { message: `festival must be ${SLUG_SHAPE}` })
  festival!: string;
}

export class RuleIdParamDto {
  @ApiProperty({
    description: "Rule id (the rule file's key, as listed by GET /ratifications). Unknown: 404.",
    pattern: SLUG_RE.source,
    example: 'diwali',
  })
  @Matches(SLUG_RE, { message: `rule_id must be ${SLUG_SHAPE}` })
  rule_id!: string;
}
