/**
 * What the response-schema specs (apps/gateway/http/response-schemas*.spec.ts) share: the sample
 * places and one Ajv that compiles each route's generated body schema once.
 */
import Ajv, { ValidateFunction } from 'ajv';
import { bodySchemaOf } from '../../apps/gateway/http/response-schemas';

/** The seasons and the default zone of most packets. */
export const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
/** DST transitions (2024-03-10, 2024-11-03). */
export const NEW_YORK = { lat: 40.7128, lng: -74.006, tz: 'America/New_York' };
/** Polar day (June) and polar night (December), 69.65° N. */
export const TROMSO = { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' };
/** Polar day and night, 78.22° N. */
export const LONGYEARBYEN = { lat: 78.22, lng: 15.65, tz: 'Arctic/Longyearbyen' };
/** Polar day and night in the south, across the date line from UTC. */
export const MCMURDO = { lat: -77.846, lng: 166.676, tz: 'Antarctica/McMurdo' };
/** The date line: Samoa skipped 2011-12-30. */
export const APIA = { lat: -13.83, lng: -171.76, tz: 'Pacific/Apia' };

export const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>();

/** The compiled body schema of `route` (as the generated file keys it); throws when there is none. */
export function validatorOf(route: string): ValidateFunction {
  const known = validators.get(route);
  if (known) return known;
  const schema = bodySchemaOf(route);
  if (!schema) throw new Error(`no generated schema for ${route}`);
  const validate = ajv.compile(schema);
  validators.set(route, validate);
  return validate;
}
