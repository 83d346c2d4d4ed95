import { RpcFailure, RpcTransportClient } from '@pj/platform';
import type { Subject } from '@pj/contracts';

/**
 * A backend that takes `delayMs` to answer with a stand-in reply and honours the per-attempt
 * timeout like the real transports; it records what it was sent. For the gateway's policy tests,
 * which are about admission and deadlines, not about what is computed.
 */
export class SlowTransport implements RpcTransportClient {
  readonly seen: { subject: Subject; deadlineAtMs: number; sentAtMs: number; payload: unknown }[] = [];
  constructor(private readonly delayMs: number) {}
  request(subject: Subject, data: unknown, timeoutMs: number): Promise<unknown> {
    const { deadlineAtMs, payload } = data as { deadlineAtMs: number; payload: unknown };
    this.seen.push({ subject, deadlineAtMs, sentAtMs: Date.now(), payload });
    return new Promise((resolve, reject) => {
      const done = setTimeout(() => resolve({ sunrise: 'stand-in reply of the fake backend' }), this.delayMs);
      setTimeout(() => {
        clearTimeout(done);
        reject(new RpcFailure('timeout', subject));
      }, timeoutMs);
    });
  }
  async close(): Promise<void> {}
}
