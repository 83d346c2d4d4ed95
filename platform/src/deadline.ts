import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { RpcRequest } from '@pj/contracts';
import type { Observable } from 'rxjs';
import { DomainError } from './rpc-exception.filter';

/** Refuse work whose caller has already given up (the gateway passes an absolute deadline). */
export function assertWithinDeadline(req: RpcRequest<unknown>, nowMs: number = Date.now()): void {
  if (req && typeof req.deadlineAtMs === 'number' && nowMs > req.deadlineAtMs) {
    throw new DomainError('deadline_exceeded', `deadline passed ${nowMs - req.deadlineAtMs} ms before the work started`);
  }
}

/**
 * Every message handler of a service, before it runs: a request whose absolute deadline has
 * passed (it waited in a queue, or a retry arrived late) is refused with `deadline_exceeded`
 * instead of being computed for a caller that already got its 504. A computation that has
 * started runs to its end (they are synchronous and bounded by the parameter bounds).
 */
@Injectable()
export class DeadlineInterceptor implements NestInterceptor {
  constructor(private readonly now: () => number = Date.now) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'rpc') assertWithinDeadline(context.switchToRpc().getData() as RpcRequest<unknown>, this.now());
    return next.handle();
  }
}
