import { ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { RASHI_NAMES } from '@pj/ephemeris';
import {
  CHART_BODIES,
  ChartBody,
  DEFAULT_MANGLIK_SCHOOL,
  MANGLIK_SCHOOL_RULES,
  MANGLIK_SCHOOLS,
  SIGN_NAMES_EN,
} from '@pj/jyotish';
import { DateParam, EnumParam, rule } from '../http/params';
import { BirthDataDto, MAX_BIRTH_DATE, MIN_BIRTH_DATE } from './jyotish.dto';

const given = (v: unknown) => v !== undefined && v !== null;
const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

const SIGN_NAMES = [...SIGN_NAMES_EN, ...RASHI_NAMES];
const PLACEMENT_SCHEMA: SchemaObject = {
  oneOf: [
    { type: 'string', enum: SIGN_NAMES, description: 'The sign alone (shorthand).' },
    {
      type: 'object',
      required: ['sign'],
      additionalProperties: false,
      properties: {
        sign: { type: 'string', enum: SIGN_NAMES },
        longitude: {
          type: 'number',
          minimum: 0,
          maximum: 360,
          exclusiveMaximum: true,
          description: 'Sidereal longitude in degrees; must lie in the sign.',
        },
        retrograde: { type: 'boolean' },
      },
    },
  ],
};

/** Keys a placement may be given under: the bodies and "lagna" (the ascendant). */
const PLACEMENT_KEYS: readonly string[] = [...CHART_BODIES, 'lagna'];

/**
 * The placements' keys, checked at the edge so that an unknown one is named like any unknown field
 * (`body.placements.<key>`, by the global ValidationPipe's forbidNonWhitelisted); the values (sign
 * names, longitude in its sign, …) are checked by the domain (libs/jyotish judgement/chart-input.ts),
 * which names each bad one.
 */
export class PlacementsDto {}
for (const key of PLACEMENT_KEYS) {
  const doc = key === 'lagna' ? 'The ascendant (alias).' : `The ${key}'s sign, or {sign, longitude?, retrograde?}.`;
  const schema = { ...PLACEMENT_SCHEMA, description: doc, example: 'Aries' } as ApiPropertyOptions;
  // A declared property has a design type (string or object here): what the document generator reads.
  Reflect.defineMetadata('design:type', Object, PlacementsDto.prototype, key);
  ApiPropertyOptional(schema)(PlacementsDto.prototype, key);
  IsOptional()(PlacementsDto.prototype, key);
}

/**
 * Known keys in any case ("Sun") become the canonical ones. A key already canonical keeps its slot; a
 * second spelling of a body already placed ("Sun" beside "sun") stays as given, so it is refused as unknown
 * rather than silently overwriting the first.
 */
function canonicalPlacements(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) if (PLACEMENT_KEYS.includes(k)) out[k] = v;
  for (const [k, v] of entries) {
    if (PLACEMENT_KEYS.includes(k)) continue;
    const lower = k.toLowerCase();
    out[PLACEMENT_KEYS.includes(lower) && !(lower in out) ? lower : k] = v;
  }
  return plainToInstance(PlacementsDto, out);
}

/**
 * The chart of every judgement route (issue 17: /ashtakavarga, /dosha, /shadbala, /yogas): `person`
 * (computed by the chart engine) or `placements` (signs as given, as textbook charts are stated); exactly one.
 */
export class ChartInputBodyDto {
  @ApiPropertyOptional({ type: () => BirthDataDto, description: 'Birth data (CONTRACT §3b); or give placements.' })
  @ValidateIf((o: ChartInputBodyDto) => given(o.person) || !given(o.placements))
  @rule('missing', given, () => 'person (birth data) or placements (signs of the bodies) is required')
  @rule('type', (v) => !Array.isArray(v), (p) => `${p} must be an object`)
  @ValidateNested()
  @Type(() => BirthDataDto)
  person?: BirthDataDto;

  @ApiPropertyOptional({
    type: () => PlacementsDto,
    description:
      `Instead of person: the chart as sign placements keyed by body (${CHART_BODIES.join(', ')}; "lagna" = ` +
      'ascendant; any case), each a sign name (English or Sanskrit) or {sign, longitude?, retrograde?}. Evaluated ' +
      'as given, with no astronomical consistency check; a body may be left out, and a rule that needs it (or its ' +
      'degree) says so (available: false, or listed under undetermined), naming it.',
    example: { sun: { sign: 'Libra', longitude: 195 }, moon: 'Pisces', ascendant: 'Virgo' },
  })
  @ValidateIf((o: ChartInputBodyDto) => given(o.placements))
  @Transform(({ value }) => canonicalPlacements(value))
  @rule('type', isPlainObject, (p) => `${p} must be an object of body → sign`)
  @rule(
    'exclusive',
    (_v, args) => !given((args?.object as ChartInputBodyDto | undefined)?.person),
    () => 'give either person or placements, not both',
  )
  @ValidateNested()
  placements?: Partial<Record<ChartBody | 'lagna', unknown>>;
}

const SCHOOL_DOC = MANGLIK_SCHOOLS.map((k) => `${k}: houses ${MANGLIK_SCHOOL_RULES[k].houses.join(', ')}`).join('; ');

export class DoshaBodyDto extends ChartInputBodyDto {
  @EnumParam(MANGLIK_SCHOOLS, {
    description: `Manglik school that sets doshas.manglik.present (every school is reported): ${SCHOOL_DOC}.`,
    default: DEFAULT_MANGLIK_SCHOOL,
  })
  manglik_school?: (typeof MANGLIK_SCHOOLS)[number];

  @DateParam({
    min: MIN_BIRTH_DATE,
    max: MAX_BIRTH_DATE,
    required: false,
    description:
      'Date of the sade sati state (Saturn at 12:00 local time at the natal place; for placements 12:00 UTC, Lahiri).',
    example: '2024-06-01',
  })
  on_date?: string;
}

/** POST /yogas. */
export class YogasBodyDto extends ChartInputBodyDto {
  @ApiPropertyOptional({
    type: 'boolean',
    default: false,
    description: 'Also list the absent yogas, each with the clause that failed and what the chart shows instead.',
  })
  @IsOptional()
  @rule('type', (v) => typeof v === 'boolean', (p) => `${p} must be true or false`)
  include_absent?: boolean;
}
