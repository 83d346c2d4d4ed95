import { ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { Type } from 'class-transformer';
import { ValidateIf, ValidateNested } from 'class-validator';
import {
  CHART_BODIES,
  DEFAULT_MANGLIK_SCHOOL,
  MANGLIK_SCHOOL_RULES,
  MANGLIK_SCHOOLS,
  SIGN_NAMES_EN,
} from '@pj/jyotish';
import { RASHI_NAMES } from '@pj/ephemeris';
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

/**
 * The chart of a judgement route (issue 17): `person` (computed by the chart engine) or `placements`
 * (signs as given, as textbook charts are stated); exactly one. The placements' contents are checked in
 * the domain (libs/jyotish judgement/chart-input.ts), which names each bad field.
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
    type: 'object',
    additionalProperties: PLACEMENT_SCHEMA,
    description:
      `Instead of person: the chart as sign placements, keyed by body (${CHART_BODIES.join(', ')}; ` +
      '"lagna" = ascendant; any case). Each value is a sign name (English or Sanskrit) or ' +
      '{sign, longitude?, retrograde?}. Evaluated as given, with no astronomical consistency check; a body may be ' +
      'left out, and a rule that needs it (or its degree) answers available: false saying what it needs.',
    example: { sun: { sign: 'Libra', longitude: 195 }, moon: 'Pisces', ascendant: 'Virgo' },
  })
  @ValidateIf((o: ChartInputBodyDto) => given(o.placements))
  @rule('type', isPlainObject, (p) => `${p} must be an object of body → sign`)
  @rule(
    'exclusive',
    (_v, args) => !given((args?.object as ChartInputBodyDto | undefined)?.person),
    () => 'give either person or placements, not both',
  )
  placements?: Record<string, unknown>;
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
