import { ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { Type } from 'class-transformer';
import { IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { RASHI_NAMES } from '@pj/ephemeris';
import { CHART_BODIES, SIGN_NAMES_EN } from '@pj/jyotish';
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

/**
 * POST /yogas: the chart as `person` (computed) or `placements` (signs as given; the domain,
 * libs/jyotish judgement/chart-input.ts, checks each placement and names the bad field), exactly one.
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
    type: 'object',
    additionalProperties: PLACEMENT_SCHEMA,
    description:
      `Instead of person: the chart as sign placements keyed by body (${CHART_BODIES.join(', ')}; "lagna" = ` +
      'ascendant; any case), each a sign name (English or Sanskrit) or {sign, longitude?, retrograde?}. Evaluated ' +
      'as given; a yoga whose rule reads a body left out is listed under undetermined, naming it.',
    example: { sun: { sign: 'Libra', longitude: 195 }, moon: 'Pisces', ascendant: 'Virgo' },
  })
  @ValidateIf((o: YogasBodyDto) => given(o.placements))
  @rule('type', isPlainObject, (p) => `${p} must be an object of body → sign`)
  @rule(
    'exclusive',
    (_v, args) => !given((args?.object as YogasBodyDto | undefined)?.person),
    () => 'give either person or placements, not both',
  )
  placements?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'boolean',
    default: false,
    description: 'Also list the absent yogas, each with the clause that failed and what the chart shows instead.',
  })
  @IsOptional()
  @rule('type', (v) => typeof v === 'boolean', (p) => `${p} must be true or false`)
  include_absent?: boolean;
}
