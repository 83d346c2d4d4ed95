import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateBy, ValidateNested } from 'class-validator';
import { AYANAMSAS, GRAHAS, HOUSE_SYSTEMS, NODE_TYPES, POSITION_MODELS } from '@pj/ephemeris';
import {
  ALL_SYSTEMS,
  BIRTH_DEFAULTS,
  DASHA_YEAR_DAYS,
  DOMAINS,
  JYOTISH_DEFAULTS,
  methodsOf,
  TRIBHAGI_SYSTEMS,
  VARGAS,
} from '@pj/jyotish';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from '../http/common.dto';
import { DateParam, EnumParam, numberChecks, NumberParamOptions, numberSchema, ZoneParam } from '../http/params';

/**
 * The ephemeris files cover 1800-01-02 … 2399-12-31 (UT); the points measured from the sunrise
 * before the birth and the sunset/sunrise after it need about 1.2 days on either side, and a local
 * date is up to 14 h away from UT: births are accepted from 1800-01-05 to 2399-12-28.
 */
export const MIN_BIRTH_DATE = '1800-01-05';
export const MAX_BIRTH_DATE = '2399-12-28';

const rule = (name: string, validate: (v: unknown) => boolean, message: (p: string) => string) =>
  ValidateBy({ name, validator: { validate, defaultMessage: (a) => message(a?.property ?? 'value') } });

/** The field is given (not undefined or null). */
const isPresent = () =>
  rule(
    'missing',
    (v) => v !== undefined && v !== null,
    (p) => `${p} is required`,
  );

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;
/** ±HH:MM from −12:00 to +14:00 (the offsets in use on Earth). */
const OFFSET_RE = /^(-(0\d|1[0-2])|\+(0\d|1[0-4])):[0-5]\d$/;

function offsetInRange(v: string): boolean {
  const m = Number(v.slice(1, 3)) * 60 + Number(v.slice(4, 6));
  return v[0] === '-' ? m <= 12 * 60 : m <= 14 * 60;
}

/** A JSON-body number: no coercion from text (unlike query parameters), bounded. */
export function BodyNumber(o: NumberParamOptions): PropertyDecorator {
  const isRequired = o.required ?? true;
  const doc = numberSchema(o);
  return applyDecorators(
    isRequired ? ApiProperty(doc) : ApiPropertyOptional(doc),
    isRequired ? isPresent() : IsOptional(),
    ...numberChecks(o),
  );
}

/** A 24-hour local time HH:MM or HH:MM:SS (format rule only; `required` adds the missing rule). */
function LocalTime(o: {
  required: boolean;
  description: string;
  example?: string;
  default?: string;
}): PropertyDecorator {
  // key order as the OpenAPI document has always listed them
  const doc = {
    type: 'string',
    pattern: TIME_RE.source,
    ...(o.default === undefined ? {} : { default: o.default }),
    description: o.description,
    ...(o.example === undefined ? {} : { example: o.example }),
  } as const;
  return applyDecorators(
    o.required ? ApiProperty(doc) : ApiPropertyOptional(doc),
    o.required ? isPresent() : IsOptional(),
    rule(
      'format',
      (v) => (o.required && (v === undefined || v === null)) || (typeof v === 'string' && TIME_RE.test(v)),
      (p) => `${p} must be a 24-hour local time HH:MM or HH:MM:SS`,
    ),
  );
}

export class BirthDataDto {
  @DateParam({
    min: MIN_BIRTH_DATE,
    max: MAX_BIRTH_DATE,
    description: 'Local civil date of birth at the place.',
    example: '1996-12-07',
  })
  date!: string;

  @LocalTime({
    required: true,
    description: 'Local wall-clock time of birth, HH:MM or HH:MM:SS (24-hour).',
    example: '10:34:00',
  })
  time!: string;

  @BodyNumber({
    ...LATITUDE_RANGE,
    description: 'Latitude of the birth place, decimal degrees (north positive).',
    example: 13.0878,
  })
  lat!: number;

  @BodyNumber({
    ...LONGITUDE_RANGE,
    description: 'Longitude of the birth place, decimal degrees (east positive).',
    example: 80.2785,
  })
  lng!: number;

  @ZoneParam('IANA zone of the local time; resolved from lat/lng when neither tz nor utc_offset is given.')
  tz?: string;

  @ApiPropertyOptional({
    type: 'string',
    pattern: OFFSET_RE.source,
    description: 'Fixed UTC offset ±HH:MM (−12:00..+14:00) for births the zone database does not know; wins over tz.',
    example: '+05:30',
  })
  @IsOptional()
  @rule(
    'format',
    (v) => typeof v === 'string' && OFFSET_RE.test(v) && offsetInRange(v),
    (p) => `${p} must be a UTC offset ±HH:MM between -12:00 and +14:00`,
  )
  utc_offset?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: 100, description: 'Optional label echoed back (plain text).' })
  @IsOptional()
  @rule('format', (v) => typeof v === 'string' && v.length <= 100, (p) => `${p} must be text of at most 100 characters`)
  name?: string;

  @EnumParam(AYANAMSAS, { description: 'Ayanamsa.', default: BIRTH_DEFAULTS.ayanamsa })
  ayanamsa?: (typeof AYANAMSAS)[number];

  @EnumParam(NODE_TYPES, { description: 'Lunar node: mean or true (osculating).', default: BIRTH_DEFAULTS.nodeType })
  node_type?: (typeof NODE_TYPES)[number];

  @EnumParam(HOUSE_SYSTEMS, {
    description: 'House system for bhava placement and cusps (the rasi chart is always whole-sign).',
    default: BIRTH_DEFAULTS.houseSystem,
  })
  house_system?: (typeof HOUSE_SYSTEMS)[number];

  @EnumParam(POSITION_MODELS, {
    description:
      'Graha positions: apparent (light time, aberration and deflection applied: where the body is seen) or true_geometric ' +
      '(Swiss Ephemeris SEFLG_TRUEPOS: where the body is at the instant, the Jagannatha Hora/PyJHora convention; Sun ≈ 20″, ' +
      'Moon ≈ 0.7″, inner planets up to ~40″ ahead of apparent). Both minus the same true ayanamsa; the ascendant, cusps and sunrise do not change.',
    default: BIRTH_DEFAULTS.positionModel,
  })
  position_model?: (typeof POSITION_MODELS)[number];
}

/** A required nested birth-data object (under `person`, `bride`, `groom`). */
export function Person(description = 'Birth data (CONTRACT §3b).'): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: () => BirthDataDto, description }),
    isPresent(),
    // ValidateNested would validate an array's elements one by one: a list of persons is not a person
    rule(
      'type',
      (v) => !Array.isArray(v),
      (p) => `${p} must be an object`,
    ),
    ValidateNested(),
    Type(() => BirthDataDto),
  );
}

function ListOf<T extends string | number>(
  values: readonly T[],
  o: { description: string; itemType: 'integer' | 'string' },
): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'array', items: { type: o.itemType, enum: [...values] }, description: o.description }),
    IsOptional(),
    rule(
      'enum',
      (v) =>
        Array.isArray(v) &&
        v.length > 0 &&
        v.length <= values.length &&
        v.every((x) => values.includes(x as T)) &&
        new Set(v).size === v.length,
      (p) => `${p} must be a non-empty list of distinct values from ${values.join(', ')}`,
    ),
  );
}

export class PersonBodyDto {
  @Person()
  person!: BirthDataDto;
}

export class DivisionalBodyDto extends PersonBodyDto {
  @ListOf(VARGAS, {
    itemType: 'integer',
    description: 'Vargas to return (divisions); default all 16. Vimshopaka always uses all 16.',
  })
  vargas?: (typeof VARGAS)[number][];
}

export class DomainPackBodyDto extends PersonBodyDto {
  @ListOf(DOMAINS, {
    itemType: 'string',
    description: 'Life domains to return (each with its Parashara varga); default all.',
  })
  domains?: string[];
}

const DASHA_YEARS = Object.keys(DASHA_YEAR_DAYS) as (keyof typeof DASHA_YEAR_DAYS)[];
const DASHA_YEAR_DOC = `Dasha year: ${DASHA_YEARS.map((k) => `${k} = ${DASHA_YEAR_DAYS[k]} days`).join(', ')}.`;
/** The dasha year length of the dasha routes and the bundle. */
const DashaYearParam = () =>
  EnumParam(DASHA_YEARS, { description: DASHA_YEAR_DOC, default: JYOTISH_DEFAULTS.dashaYear });

export class DashaBodyDto extends PersonBodyDto {
  @BodyNumber({
    min: 1,
    max: 3,
    integer: true,
    required: false,
    default: JYOTISH_DEFAULTS.levels,
    description: 'Depth: 1 mahadasha, 2 + antardasha, 3 + pratyantardasha.',
  })
  levels?: 1 | 2 | 3;

  @DashaYearParam()
  dasha_year?: keyof typeof DASHA_YEAR_DAYS;
}

/** An optional varga number (1 = rasi, else one of the 16 shodasavarga divisions). */
const VargaParam = (dflt: number, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', enum: [...VARGAS], default: dflt, description }),
    IsOptional(),
    rule(
      'enum',
      (v) => typeof v === 'number' && (VARGAS as readonly number[]).includes(v),
      (p) => `${p} must be one of ${VARGAS.join(', ')}`,
    ),
  );

const METHODS_DOC = ALL_SYSTEMS.filter((k) => methodsOf(k).length)
  .map((k) => `${k}: ${methodsOf(k).join(' | ')}`)
  .join('; ');
const BodyBoolean = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'boolean', default: false, description }),
    IsOptional(),
    rule(
      'type',
      (v) => typeof v === 'boolean',
      (p) => `${p} must be true or false`,
    ),
  );

/** POST /dasha: the system by name in the body, with the options the systems share. */
export class DashaSystemBodyDto extends DashaBodyDto {
  @EnumParam(ALL_SYSTEMS, {
    required: true,
    description:
      'Dasha system (libs/jyotish/src/dashas; each answer states its rule and source). An unknown name is a 422 listing these.',
  })
  system!: string;

  @VargaParam(
    1,
    "Divisional chart the system reads: nakshatra dashas take the seeding point's longitude in it (sign × 30 + amsa degree); sign-based systems read its signs. 1 = rasi. Tithi/yoga/karana-seeded systems take 1 only.",
  )
  varga?: (typeof VARGAS)[number];

  @ApiPropertyOptional({
    type: 'string',
    pattern: '^[a-z_]{1,40}$',
    description: `School, where the system has several (first = default): ${METHODS_DOC || 'none yet'}. Other systems: omit.`,
  })
  @IsOptional()
  @rule(
    'format',
    (v) => typeof v === 'string' && /^[a-z_]{1,40}$/.test(v),
    (p) => `${p} must be a method name (lower case, _)`,
  )
  method?: string;

  @EnumParam([...GRAHAS, 'ascendant'], {
    description: `Nakshatra dashas (${TRIBHAGI_SYSTEMS.join(', ')}): seed from this point's star instead of the Moon's.`,
  })
  starting_planet?: (typeof GRAHAS)[number] | 'ascendant';

  @BodyBoolean(`Tribhagi variant: every period a third, three cycles (${TRIBHAGI_SYSTEMS.join(', ')}).`)
  tribhagi?: boolean;

  @BodyBoolean(
    'Rasi bhukthi variant of a graha dasha: the antardashas are the 12 signs from the mahadasha lord’s sign, each 1/12 (levels ≤ 2).',
  )
  rasi_bhukthi?: boolean;
}

export class JaiminiBodyDto extends PersonBodyDto {
  @ApiPropertyOptional({
    type: 'integer',
    enum: [7, 8],
    default: JYOTISH_DEFAULTS.karakas,
    description: '7 karakas (Rahu excluded) or 8 (Rahu included, counted backwards).',
  })
  @IsOptional()
  @rule('enum', (v) => v === 7 || v === 8, (p) => `${p} must be 7 or 8`)
  karakas?: 7 | 8;
}

export class BundleBodyDto extends JaiminiBodyDto {
  @DashaYearParam()
  dasha_year?: keyof typeof DASHA_YEAR_DAYS;
}

export class ArudhaBodyDto extends PersonBodyDto {
  @VargaParam(
    JYOTISH_DEFAULTS.arudhaVarga,
    'Chart whose arudhas to compute: 1 = rasi, else a shodasavarga division (e.g. 16, 24).',
  )
  varga?: (typeof VARGAS)[number];
}

export class TransitBodyDto extends PersonBodyDto {
  @DateParam({
    min: MIN_BIRTH_DATE,
    max: MAX_BIRTH_DATE,
    description: 'Local date of the transit moment (at the natal place, same zone rule).',
    example: '2024-01-01',
  })
  date!: string;

  @LocalTime({
    required: false,
    default: JYOTISH_DEFAULTS.transitTime,
    description: 'Local time of the transit moment, HH:MM or HH:MM:SS.',
  })
  time?: string;
}

export class CharaDashaBodyDto extends PersonBodyDto {
  @DashaYearParam()
  dasha_year?: keyof typeof DASHA_YEAR_DAYS;
}

export class SarvatobhadraBodyDto extends PersonBodyDto {
  @DateParam({
    min: '1900-01-01',
    max: '2100-12-31',
    required: true,
    description: 'Local date of the transits (12:00 local time at the natal place, same zone rule), 1900–2100.',
    example: '2024-01-01',
  })
  transit_date!: string;
}
