import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

const meta = {
  type: 'object',
  description: 'CONTRACT §1 _meta: methodology (with fingerprint), license, provenance, upstream_sources',
};

const detailList = {
  type: 'object',
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          loc: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } },
          msg: { type: 'string' },
          type: {
            type: 'string',
            description: 'missing | type | format | range | enum | extra_forbidden | dst_gap | dst_ambiguous',
          },
        },
      },
    },
    _meta: meta,
  },
};

const codeDetail = (codes: string[], extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    detail: { type: 'object', properties: { code: { type: 'string', enum: codes }, ...extra } },
    _meta: meta,
  },
});

/** The error responses every computed operation can give (CONTRACT §4). */
export function ContractErrors(): MethodDecorator {
  return applyDecorators(
    ApiResponse({ status: 200, description: 'Computed packet: fields at the top level plus _meta.' }),
    ApiResponse({
      status: 422,
      description: 'A parameter breaks its type, bound, format or required flag; one entry per broken rule.',
      schema: detailList,
    }),
    ApiResponse({
      status: 503,
      description: 'capacity_saturated (transient, Retry-After) or capacity_reserved (never clears).',
      schema: codeDetail(['capacity_saturated', 'capacity_reserved'], { retry_after_seconds: { type: 'integer' } }),
    }),
    ApiResponse({
      status: 504,
      description: 'The tier deadline passed.',
      schema: codeDetail(['request_timeout'], { deadline_seconds: { type: 'integer' } }),
    }),
  );
}
