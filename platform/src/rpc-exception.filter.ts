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
 * Prisma's codes for a database it cannot reach or that dropped the connection (P1001 unreachable,
 * P1002 timed out, P1008 operation timed out, P1017 connection closed, P2024 no pool connection in
 * time; https://www.prisma.io/docs/orm/reference/error-reference), the driver adapter's kinds for
 * the same, and PostgreSQL's SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown).
 */
const UNREACHABLE_PRISMA_CODES: ReadonlySet<string> = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const UNREACHABLE_ADAPTER_KINDS: ReadonlySet<string> = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

export function isDatabaseUnreachable(err: unknown): boolean {
  const e = err as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
  } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && UNREACHABLE_PRISMA_CODES.has(e.code)) return true;
  const cause = e.meta?.driverAdapterError?.cause;
  if (typeof cause?.kind === 'string' && UNREACHABLE_ADAPTER_KINDS.has(cause.kind)) return true;
  const sqlState =
    typeof cause?.originalCode === 'string' ? cause.originalCode : typeof e.code === 'string' ? e.code : '';
  return /^08[0-9A-Z]{3}$/.test(sqlState) || /^57P0[123]$/.test(sqlState);
}

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
    if (isDatabaseUnreachable(exception)) {
      this.logger.warn(`database unreachable: ${(exception as { code?: string }).code ?? 'connection error'}`);
      return { code: 'dependency_unavailable', message: 'the database is unavailable; nothing was stored' };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { code: 'internal', message: 'internal error' };
  }
}
