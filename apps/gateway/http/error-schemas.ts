/**
 * The OpenAPI schemas of the error bodies (CONTRACT §4), declared once: @ContractErrors on the
 * controllers and the defaults buildOpenApi adds to every operation both read them. The bodies
 * themselves are built by libs/envelope/src/errors.ts; the fields here follow those builders.
 */

export const META_SCHEMA = {
  type: 'object',
  description: 'CONTRACT §1 _meta: methodology (with fingerprint), license, provenance, upstream_sources',
};

const integer = { type: 'integer' };
const string = { type: 'string' };

/** The fields of `detail` besides `code`, per error code. */
const DETAIL_FIELDS = {
  rate_limit_exceeded: { retry_after_seconds: integer, tier: string },
  capacity_saturated: { retry_after_seconds: integer },
  capacity_reserved: {
    reason: { type: 'string', enum: ['policy_reservation'] },
    retryable: { type: 'boolean', enum: [false] },
    open_alternatives: { type: 'array', items: string },
  },
  // the tier deadline; TIER_DEADLINES_S may set fractional seconds
  request_timeout: { deadline_seconds: { type: 'number' } },
  not_found: { message: string },
} as const;
export type ErrorCode = keyof typeof DETAIL_FIELDS;

/** The body of an error whose `detail.code` is one of `codes`. */
export function errorSchema(...codes: ErrorCode[]): Record<string, unknown> {
  const fields = Object.assign({}, ...codes.map((c) => DETAIL_FIELDS[c])) as Record<string, unknown>;
  return {
    type: 'object',
    properties: {
      detail: { type: 'object', properties: { code: { type: 'string', enum: codes }, ...fields } },
      _meta: META_SCHEMA,
    },
  };
}

/** The 422 body: one entry per broken rule. */
export const VALIDATION_ERROR_SCHEMA = {
  type: 'object',
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          loc: { type: 'array', items: { oneOf: [string, integer] } },
          msg: string,
          type: {
            type: 'string',
            description: 'missing | type | format | range | enum | extra_forbidden | dst_gap | dst_ambiguous',
          },
        },
      },
    },
    _meta: META_SCHEMA,
  },
};
