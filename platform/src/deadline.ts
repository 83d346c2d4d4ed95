import type { RpcRequest } from '@pj/contracts';
import { DomainError } from './rpc-exception.filter';

/** Refuse work whose caller has already given up (the gateway passes an absolute deadline). */
export function assertWithinDeadline(req: RpcRequest<unknown>, nowMs: number = Date.now()): void {
  if (typeof req.deadlineAtMs === 'number' && nowMs > req.deadlineAtMs) {
    throw new DomainError('deadline_exceeded', `deadline passed ${nowMs - req.deadlineAtMs} ms before the work started`);
  }
}
