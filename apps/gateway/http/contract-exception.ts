import { HttpException } from '@nestjs/common';

/** An HTTP error whose body already has the contract's shape (CONTRACT §4); `_meta` is added by the filter. */
export class ContractHttpException extends HttpException {
  constructor(
    status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body, status);
  }
}
