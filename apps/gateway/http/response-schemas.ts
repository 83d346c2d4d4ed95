/**
 * The 200 response schemas of the OpenAPI document, from the wire types (response-types.json →
 * apps/gateway/tools/generate-response-schemas.js → response-schemas.generated.json, draft-07 JSON Schema).
 * OpenAPI 3.0 Schema Objects are a dialect of draft-05: `type` is one name with `nullable`, there
 * is no `const`; openApi30 rewrites those, and the envelope's `_meta` is added to each body.
 */
import generated from './response-schemas.generated.json';

type Schema = { [key: string]: unknown };

const META = {
  type: 'object',
  description: 'CONTRACT §1 _meta: methodology (with fingerprint), license, provenance, upstream_sources',
};

const isSchema = (x: unknown): x is Schema => typeof x === 'object' && x !== null && !Array.isArray(x);
const isNullType = (x: unknown) => isSchema(x) && x.type === 'null' && Object.keys(x).length === 1;

/** A draft-07 schema as an OpenAPI 3.0 Schema Object (OpenAPI 3.0.3 §4.7.24). */
export function openApi30(schema: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === 'definitions') continue;
    if (key === 'properties' && isSchema(value))
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, openApi30(v as Schema)]));
    else if (key === 'const') out.enum = [value];
    else if (key === 'type' && Array.isArray(value)) {
      const named = value.filter((t) => t !== 'null');
      if (named.length === 1) out.type = named[0];
      else out.anyOf = named.map((t) => ({ type: t }));
      if (named.length < value.length) out.nullable = true;
    } else if (key === 'anyOf' && Array.isArray(value)) {
      const options = value.filter((s) => !isNullType(s)).map((s) => openApi30(s as Schema));
      if (options.length < value.length) out.nullable = true;
      if (options.length === 1) Object.assign(out, options[0]);
      else out.anyOf = options;
    } else if (key === 'additionalProperties' && isSchema(value))
      out.additionalProperties = Object.keys(value).length === 0 ? true : openApi30(value);
    else if (key === 'items' && isSchema(value)) out.items = openApi30(value);
    else out[key] = value;
  }
  return out;
}

type GeneratedRoute =
  | {
      readonly type: string;
      readonly source: string;
      readonly envelope: boolean;
      readonly schema: Schema;
      /** A second representation of the same route (POST /reports/generate with format=pdf: application/pdf). */
      readonly also?: { readonly media: string; readonly description: string };
    }
  | { readonly media: string; readonly description: string };

const ROUTES = (generated as { routes: Record<string, GeneratedRoute> }).routes;

/** A route's key in response-types/: `/path` for a GET, `POST /path` otherwise (OpenAPI's path syntax). */
export const routeKey = (method: string, path: string): string =>
  method.toUpperCase() === 'GET' ? path : `${method.toUpperCase()} ${path}`;

/** The JSON Schema (draft-07) of a route's JSON body without `_meta`, for validation; undefined if none. */
export function bodySchemaOf(key: string): Schema | undefined {
  const route = ROUTES[key];
  return route && 'schema' in route ? route.schema : undefined;
}

/** The OpenAPI 3.0 content of a route's success response: its media type and schema; undefined if none. */
export function responseContentOf(key: string): Record<string, { schema: Schema }> | undefined {
  const route = ROUTES[key];
  if (!route) return undefined;
  if ('media' in route) return { [route.media]: { schema: { type: 'string', description: route.description } } };
  const body = openApi30(route.schema);
  if (!route.envelope)
    return { 'application/json': { schema: { ...body, description: `${route.type} (${route.source})` } } };
  const withMeta = (s: Schema): Schema => ({
    ...s,
    properties: { ...(s.properties as Schema), _meta: META },
    required: [...((s.required as string[] | undefined) ?? []), '_meta'],
  });
  const description = `${route.type} (${route.source}) plus the envelope's _meta`;
  // a body that is one of several shapes (anyOf, each closed): every shape carries _meta
  const schema = Array.isArray(body.anyOf)
    ? { ...body, description, anyOf: body.anyOf.map((s) => withMeta(s as Schema)) }
    : { ...withMeta(body), description };
  const also = route.also
    ? { [route.also.media]: { schema: { type: 'string', format: 'binary', description: route.also.description } } }
    : {};
  return { 'application/json': { schema }, ...also };
}

/** The OpenAPI 3.0 schema of a route's JSON body (the wire type plus `_meta`), or undefined. */
export function responseSchemaOf(key: string): Schema | undefined {
  return responseContentOf(key)?.['application/json']?.schema;
}
