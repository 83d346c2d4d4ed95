import { HttpException } from '@nestjs/common';

/**
 * An HTTP error whose body already has the contract's shape (CONTRACT §4); `_meta` is added by the filter.
 * `outcomeUnknown`: the request reached a service and no reply came, so a write may have happened
 * (apps/gateway/http/write-outcome.ts turns that into 504 outcome_unknown for writes).
 */
export class ContractHttpException extends HttpException {
  constructor(
    status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly outcomeUnknown = false,
  ) {
    super(body, status);
  }
}
