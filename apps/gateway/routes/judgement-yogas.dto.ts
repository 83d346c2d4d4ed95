import { ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { RASHI_NAMES } from '@pj/ephemeris';
import { CHART_BODIES, ChartBody, SIGN_NAMES_EN } from '@pj/jyotish';
import { rule } from '../http/params';
import { BirthDataDto } from './jyotish.dto';

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
        longitude: { type: 'number', minimum: 0, maximum: 360, description: 'Sidereal degrees [0, 360), in the sign.' },
        retrograde: { type: 'boolean' },
      },
    },
  ],
};

/** Keys a placement may be given under: the bodies and "lagna" (the ascendant). */
const PLACEMENT_KEYS = [...CHART_BODIES, 'lagna'] as const;

/**
 * The placements' keys, checked at the edge so that an unknown one is named like any unknown field
 * (`body.placements.<key>`); the values (sign names, longitude in its sign, …) are checked by the domain
 * (libs/jyotish judgement/chart-input.ts), which names each bad one.
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

/** Known keys in any case ("Sun") become the canonical ones; others stay as given, to be named as unknown. */
function canonicalPlacements(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const lower = k.toLowerCase();
    const known = (PLACEMENT_KEYS as readonly string[]).includes(lower) && !(lower in out);
    out[known ? lower : k] = v;
  }
  return plainToInstance(PlacementsDto, out);
}

/**
 * POST /yogas: the chart as `person` (computed) or `placements` (signs as given), exactly one.
 */
export class YogasBodyDto {
  @ApiPropertyOptional({ type: () => BirthDataDto, description: 'Birth data (CONTRACT §3b); or give placements.' })
  @ValidateIf((o: YogasBodyDto) => given(o.person) || !given(o.placements))
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
      'as given; a yoga whose rule reads a body left out is listed under undetermined, naming it.',
    example: { sun: { sign: 'Libra', longitude: 195 }, moon: 'Pisces', ascendant: 'Virgo' },
  })
  @ValidateIf((o: YogasBodyDto) => given(o.placements))
  @Transform(({ value }) => canonicalPlacements(value))
  @rule('type', isPlainObject, (p) => `${p} must be an object of body → sign`)
  @rule(
    'exclusive',
    (_v, args) => !given((args?.object as YogasBodyDto | undefined)?.person),
    () => 'give either person or placements, not both',
  )
  @ValidateNested()
  placements?: Partial<Record<ChartBody | 'lagna', unknown>>;

  @ApiPropertyOptional({
    type: 'boolean',
    default: false,
    description: 'Also list the absent yogas, each with the clause that failed and what the chart shows instead.',
  })
  @IsOptional()
  @rule('type', (v) => typeof v === 'boolean', (p) => `${p} must be true or false`)
  include_absent?: boolean;
}
