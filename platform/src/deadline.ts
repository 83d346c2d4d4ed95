import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { RpcRequest } from '@pj/contracts';
import { StopCheck, stopAtDeadline } from '@pj/ephemeris';
import type { Observable } from 'rxjs';
import { DomainError } from './rpc-exception.filter';

/** Refuse work whose caller has already given up (the gateway passes an absolute deadline). */
function assertWithinDeadline(req: RpcRequest<unknown>, nowMs: number = Date.now()): void {
  if (req && typeof req.deadlineAtMs === 'number' && nowMs > req.deadlineAtMs) {
    throw new DomainError(
      'deadline_exceeded',
      `deadline passed ${nowMs - req.deadlineAtMs} ms before the work started`,
    );
  }
}

/**
 * The cooperative deadline of a request's computation: a libs/ephemeris `StopCheck` that throws
 * `DeadlineExceededError` (code `deadline_exceeded`, passed through by RpcErrorFilter; the gateway
 * answers 504 `request_timeout`) once the gateway's absolute `deadlineAtMs` has passed. Handlers
 * pass it into the long loops (year timelines, scans) so they stop instead of running to their end.
 */
export function stopCheckOf(req: RpcRequest<unknown>, now: () => number = Date.now): StopCheck {
  return stopAtDeadline(req && typeof req.deadlineAtMs === 'number' ? req.deadlineAtMs : null, { now });
}

/**
 * Every message handler of a service, before it runs: a request whose absolute deadline has
 * passed (it waited in a queue, or a retry arrived late) is refused with `deadline_exceeded`
 * instead of being computed for a caller that already got its 504. A computation that has
 * started stops cooperatively where its handler passes `stopCheckOf(req)` into the libs (the long
 * ones: observance years and ranges, sky scans, tithi years, month grids, dasha trees); a
 * short one runs to its end (well under the smallest deadline). startService installs it in both
 * modes (NATS and the embedded in-process bus), so handlers do not repeat the check.
 */
@Injectable()
export class DeadlineInterceptor implements NestInterceptor {
  constructor(private readonly now: () => number = Date.now) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'rpc')
      assertWithinDeadline(context.switchToRpc().getData() as RpcRequest<unknown>, this.now());
    return next.handle();
  }
}
