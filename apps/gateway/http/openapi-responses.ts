import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { errorSchema, VALIDATION_ERROR_SCHEMA } from './error-schemas';

/**
 * The success response and the error responses every computed operation can give (CONTRACT §4). An
 * operation answering 202 (`@HttpCode(202)`) names it here, so that the document does not also
 * promise a 200 it never sends; buildOpenApi puts the response-types schema on that status.
 */
export function ContractErrors(
  success: { readonly status: 200 | 202; readonly description: string } = {
    status: 200,
    description: 'Computed packet: fields at the top level plus _meta.',
  },
): MethodDecorator {
  return applyDecorators(
    ApiResponse(success),
    ApiResponse({
      status: 422,
      description: 'A parameter breaks its type, bound, format or required flag; one entry per broken rule.',
      schema: VALIDATION_ERROR_SCHEMA,
    }),
    ApiResponse({
      status: 503,
      description: 'capacity_saturated (transient, Retry-After) or capacity_reserved (never clears).',
      schema: errorSchema('capacity_saturated', 'capacity_reserved'),
    }),
    ApiResponse({
      status: 504,
      description: 'The tier deadline passed.',
      schema: errorSchema('request_timeout'),
    }),
  );
}
