import { ArgumentsHost, Catch, Logger, RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { Observable, throwError } from 'rxjs';
import type { RpcErrorBody, RpcErrorCode, ValidationIssue } from '@pj/contracts';

/** A domain error with a closed code; crosses the transport as `{ code, message, details }`. */
export class DomainError extends Error {
  constructor(
    readonly code: RpcErrorCode,
    message: string,
    readonly details?: readonly ValidationIssue[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A per-client limit was reached: the gateway answers 429 with Retry-After; `message` names the limit's policy. */
export class RateLimitedError extends DomainError {
  constructor(
    policy: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', policy);
    this.name = 'RateLimitedError';
  }
}

const PASS_THROUGH: ReadonlySet<string> = new Set<RpcErrorCode>([
  'validation_failed',
  'not_found',
  'deadline_exceeded',
  'ephemeris_unavailable',
  'ephemeris_range',
  'ephemeris_input',
  'rate_limited',
]);

/**
 * Service edge: every error leaves as a plain `{ code, message, details }` object. Errors are
 * recognised by their `code` (ephemeris errors carry one too), never by instanceof across
 * packages; anything without a known code is logged here and leaves as `internal`.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    return throwError(() => this.toBody(exception));
  }

  private toBody(exception: unknown): RpcErrorBody {
    if (exception instanceof RpcException) {
      const e = exception.getError();
      if (typeof e === 'object' && e && 'code' in e) return e as RpcErrorBody;
    }
    const code = (exception as { code?: unknown })?.code;
    if (typeof code === 'string' && PASS_THROUGH.has(code)) {
      const e = exception as { message: string; details?: ValidationIssue[]; retryAfterSeconds?: number };
      return {
        code: code as RpcErrorCode,
        message: e.message,
        ...(e.details ? { details: e.details } : {}),
        ...(typeof e.retryAfterSeconds === 'number' ? { retryAfterSeconds: e.retryAfterSeconds } : {}),
      };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { code: 'internal', message: 'internal error' };
  }
}
