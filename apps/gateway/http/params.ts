import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';
import { isValidZone } from '@pj/ephemeris';

/**
 * Reusable query-parameter decorators. Each rule is a separately named constraint whose name
 * is the `type` of the 422 entry (`missing`, `type`, `format`, `range`, `enum`); rules are
 * written so that exactly one of them fails for a given bad value.
 */
const NUMBER_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Query strings arrive as text; only a well-formed decimal becomes a number ('' stays text and fails `type`). */
const toNumber = Transform(({ value }) =>
  typeof value === 'string' && NUMBER_RE.test(value.trim()) ? Number(value) : value,
);

export const rule = (
  name: string,
  validate: (v: unknown, args?: ValidationArguments) => boolean,
  message: (property: string) => string,
  opts?: ValidationOptions,
) => ValidateBy({ name, validator: { validate, defaultMessage: (a) => message(a?.property ?? 'value') } }, opts);

export const required = rule(
  'missing',
  (v) => v !== undefined && v !== null,
  (p) => `${p} is required`,
);
export const presence = (isRequired: boolean) => (isRequired ? required : IsOptional());
export const describe = (isRequired: boolean, schema: Record<string, unknown>) =>
  isRequired ? ApiProperty(schema as never) : ApiPropertyOptional(schema as never);

export interface NumberParamOptions {
  min: number;
  max: number;
  required?: boolean;
  integer?: boolean;
  description: string;
  example?: number;
  default?: number;
}

/** The OpenAPI schema of a bounded number parameter (query or body). */
export function numberSchema(o: NumberParamOptions) {
  return {
    type: o.integer ? 'integer' : 'number',
    minimum: o.min,
    maximum: o.max,
    description: o.description,
    example: o.example,
    default: o.default,
  } as const;
}

/** The type and range rules of a bounded number parameter (query or body), after any coercion. */
export function numberChecks(o: NumberParamOptions): PropertyDecorator[] {
  const kind = o.integer ? 'an integer' : 'a number';
  return [
    rule(
      'type',
      (v) =>
        v === undefined ||
        v === null ||
        (typeof v === 'number' && Number.isFinite(v) && (!o.integer || Number.isInteger(v))),
      (p) => `${p} must be ${kind}`,
    ),
    rule(
      'range',
      (v) => typeof v !== 'number' || !Number.isFinite(v) || (v >= o.min && v <= o.max),
      (p) => `${p} must be between ${o.min} and ${o.max}`,
    ),
  ];
}

export function NumberParam(o: NumberParamOptions): PropertyDecorator {
  const isRequired = o.required ?? true;
  return applyDecorators(describe(isRequired, numberSchema(o)), toNumber, presence(isRequired), ...numberChecks(o));
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(v: string): boolean {
  const m = DATE_RE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function DateParam(o: {
  min: string;
  max: string;
  required?: boolean;
  description: string;
  example?: string;
}): PropertyDecorator {
  const isRequired = o.required ?? true;
  return applyDecorators(
    describe(isRequired, {
      type: 'string',
      format: 'date',
      description: `${o.description} Range ${o.min} to ${o.max}.`,
      example: o.example,
      'x-minimum-date': o.min,
      'x-maximum-date': o.max,
    }),
    presence(isRequired),
    rule(
      'format',
      (v) => v === undefined || v === null || (typeof v === 'string' && isRealDate(v)),
      (p) => `${p} must be a calendar date YYYY-MM-DD`,
    ),
    rule(
      'range',
      (v) => typeof v !== 'string' || !isRealDate(v) || (v >= o.min && v <= o.max),
      (p) => `${p} must be between ${o.min} and ${o.max}`,
    ),
  );
}

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A Gregorian month YYYY-MM within [min, max] (both YYYY-MM). */
export function MonthParam(o: { min: string; max: string; description: string; example?: string }): PropertyDecorator {
  return applyDecorators(
    describe(true, {
      type: 'string',
      pattern: MONTH_RE.source,
      description: `${o.description} Range ${o.min} to ${o.max}.`,
      example: o.example,
    }),
    required,
    rule(
      'format',
      (v) => v === undefined || v === null || (typeof v === 'string' && MONTH_RE.test(v)),
      (p) => `${p} must be a month YYYY-MM`,
    ),
    rule(
      'range',
      (v) => typeof v !== 'string' || !MONTH_RE.test(v) || (v >= o.min && v <= o.max),
      (p) => `${p} must be between ${o.min} and ${o.max}`,
    ),
  );
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;

export function TimeParam(o: { description: string; default: string; withSeconds: boolean }): PropertyDecorator {
  const shape = o.withSeconds ? 'HH:MM or HH:MM:SS' : 'HH:MM';
  return applyDecorators(
    ApiPropertyOptional({
      type: 'string',
      pattern: TIME_RE.source,
      description: `${o.description} (${shape}, 24-hour)`,
      default: o.default,
    }),
    IsOptional(),
    rule(
      'format',
      (v) => typeof v === 'string' && TIME_RE.test(v) && (o.withSeconds || v.length === 5),
      (p) => `${p} must be a 24-hour local time ${shape}`,
    ),
  );
}

export function ZoneParam(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'string', maxLength: 64, description, example: 'Asia/Kolkata' }),
    IsOptional(),
    rule(
      'format',
      // the ephemeris' check remembers valid names: luxon's builds an Intl formatter a call (5 % of a request)
      (v) => typeof v === 'string' && isValidZone(v),
      (p) => `${p} must be an IANA time zone such as Asia/Kolkata`,
    ),
  );
}

export function EnumParam(
  values: readonly string[],
  o: { description: string; default?: string; required?: boolean },
): PropertyDecorator {
  const isRequired = o.required ?? false;
  return applyDecorators(
    describe(isRequired, { type: 'string', enum: [...values], description: o.description, default: o.default }),
    presence(isRequired),
    rule(
      'enum',
      (v) => v === undefined || v === null || (typeof v === 'string' && values.includes(v)),
      (p) => `${p} must be one of ${values.join(', ')}`,
    ),
  );
}

/** Query strings 'true' / 'false' become booleans; anything else stays text and fails `type`. */
const toBoolean = Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/** An optional boolean query parameter: exactly `true` or `false`. */
export function BoolParam(o: { description: string; default: boolean }): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'boolean', description: o.description, default: o.default }),
    toBoolean,
    IsOptional(),
    rule(
      'type',
      (v) => typeof v === 'boolean',
      (p) => `${p} must be true or false`,
    ),
  );
}

/** A comma-separated subset of `values` (e.g. `kinds=aspect,station`); each item must be known, none repeated. */
export function ListParam(values: readonly string[], o: { description: string; default: string }): PropertyDecorator {
  const ok = (v: unknown) => {
    if (typeof v !== 'string' || v.length === 0 || v.length > 200) return false;
    const items = v.split(',');
    return items.every((i) => values.includes(i)) && new Set(items).size === items.length;
  };
  return applyDecorators(
    ApiPropertyOptional({
      type: 'string',
      description: `${o.description} Comma-separated subset of: ${values.join(', ')} (each at most once).`,
      default: o.default,
      example: o.default,
      // the documented shape; the rule below also refuses repeated items
      pattern: `^(${values.join('|')})(,(${values.join('|')})){0,${values.length - 1}}$`,
      maxLength: values.join(',').length,
    }),
    IsOptional(),
    rule('enum', ok, (p) => `${p} must be a comma-separated list of distinct values from ${values.join(', ')}`),
  );
}

/** A free-text parameter of bounded length (a name to search for); `pattern`, when given, is the whole shape. */
export function TextParam(o: {
  minLength: number;
  maxLength: number;
  required?: boolean;
  pattern?: RegExp;
  description: string;
  example?: string;
}): PropertyDecorator {
  const isRequired = o.required ?? true;
  return applyDecorators(
    describe(isRequired, {
      type: 'string',
      minLength: o.minLength,
      maxLength: o.maxLength,
      pattern: o.pattern?.source,
      description: o.description,
      example: o.example,
    }),
    presence(isRequired),
    rule(
      'type',
      (v) => v === undefined || v === null || typeof v === 'string',
      (p) => `${p} must be a single text value`,
    ),
    rule(
      'range',
      (v) => typeof v !== 'string' || (v.length >= o.minLength && v.length <= o.maxLength),
      (p) => `${p} must have ${o.minLength} to ${o.maxLength} characters`,
    ),
    rule(
      'format',
      (v) => typeof v !== 'string' || o.pattern === undefined || o.pattern.test(v),
      (p) => `${p} must match ${o.pattern?.source}`,
    ),
  );
}
