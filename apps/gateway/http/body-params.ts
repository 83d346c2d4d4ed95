import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { describe, presence, rule } from './params';

/**
 * Decorators for JSON body fields, in the style of params.ts: one named rule per failure, so a
 * bad value gives exactly one 422 entry whose `type` is the rule (`missing`, `type`, `length`,
 * `format`, `enum`, `range`).
 */
export interface TextFieldOptions {
  min: number;
  max: number;
  required?: boolean;
  pattern?: RegExp;
  patternText?: string;
  description: string;
  example?: string;
}

/** A string of `min`–`max` characters (code points), optionally matching `pattern`. */
export function TextField(o: TextFieldOptions): PropertyDecorator {
  const isRequired = o.required ?? true;
  const schema = {
    type: 'string',
    minLength: o.min,
    maxLength: o.max,
    description: o.description,
    example: o.example,
    ...(o.pattern ? { pattern: o.pattern.source } : {}),
  };
  const len = (v: string) => [...v].length;
  return applyDecorators(
    describe(isRequired, isRequired ? schema : { ...schema, nullable: true }),
    presence(isRequired),
    rule(
      'type',
      (v) => v === undefined || v === null || typeof v === 'string',
      (p) => `${p} must be a string`,
    ),
    rule(
      'length',
      (v) => typeof v !== 'string' || (len(v) >= o.min && len(v) <= o.max),
      (p) => `${p} must be ${o.min} to ${o.max} characters long`,
    ),
    ...(o.pattern
      ? [
          rule(
            'format',
            (v) => typeof v !== 'string' || o.pattern!.test(v),
            (p) => `${p} must be ${o.patternText ?? `of the form ${o.pattern!.source}`}`,
          ),
        ]
      : []),
  );
}

/** One of `values`; required unless `required: false`. */
export function EnumField(
  values: readonly string[],
  o: { description: string; required?: boolean; example?: string },
): PropertyDecorator {
  const isRequired = o.required ?? true;
  const schema = { type: 'string', enum: [...values], description: o.description, example: o.example };
  return applyDecorators(
    describe(isRequired, schema),
    presence(isRequired),
    rule(
      'enum',
      (v) => v === undefined || v === null || (typeof v === 'string' && values.includes(v)),
      (p) => `${p} must be one of ${values.join(', ')}`,
    ),
  );
}

const ISO_INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An optional ISO 8601 instant with a zone (client clock), within ±1 year of now. */
export function InstantField(description: string): PropertyDecorator {
  const YEAR_MS = 366 * 86_400_000;
  return applyDecorators(
    ApiPropertyOptional({
      type: 'string',
      format: 'date-time',
      description: `${description} ISO 8601 with Z or an offset, within one year of the server clock.`,
      nullable: true,
    }),
    IsOptional(),
    rule(
      'format',
      (v) => typeof v === 'string' && ISO_INSTANT_RE.test(v) && Number.isFinite(Date.parse(v)),
      (p) => `${p} must be an ISO 8601 instant with Z or an offset`,
    ),
    rule(
      'range',
      (v) =>
        typeof v !== 'string' || !Number.isFinite(Date.parse(v)) || Math.abs(Date.parse(v) - Date.now()) <= YEAR_MS,
      (p) => `${p} must be within one year of now`,
    ),
  );
}

/** A JSON object (not an array); the service bounds depth, keys and size and redacts it. */
export function ObjectField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'object', additionalProperties: true, description }),
    IsOptional(),
    rule(
      'type',
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
      (p) => `${p} must be a JSON object`,
    ),
  );
}

/** An array of `min`–`max` items (the items are validated by their own DTO). */
export function ArrayBounds(min: number, max: number): PropertyDecorator {
  return rule(
    'range',
    (v) => Array.isArray(v) && v.length >= min && v.length <= max,
    (p) => `${p} must be an array of ${min} to ${max} items`,
  );
}
