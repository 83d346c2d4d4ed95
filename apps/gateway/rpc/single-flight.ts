import { SUBJECT_OWNER, Subject } from '@pj/contracts';
import type { RpcRequest } from '@pj/contracts';
import type { RpcTransportClient, TransportState } from '@pj/platform';

/**
 * Subjects whose reply is a pure function of the payload: the computing services' (panchang,
 * jyotish, calendar). Not comments-svc's: two clients asking for a challenge at once must get two.
 */
export const SHAREABLE_SUBJECTS: ReadonlySet<Subject> = new Set(
  (Object.entries(SUBJECT_OWNER) as [Subject, string][])
    .filter(([, owner]) => owner === 'panchang-svc' || owner === 'jyotish-svc' || owner === 'calendar-svc')
    .map(([subject]) => subject),
);

/**
 * Identical concurrent requests are computed once: while a request of a shareable subject is in
 * flight, a second one with the same payload waits for the same reply instead of sending its own.
 * The reply carries the first request's provenance (request id, replica), as the representation
 * memo's repeated bytes already may. Only in-flight requests are shared; nothing is kept after.
 */
export class SingleFlightTransport implements RpcTransportClient {
  private readonly flights = new Map<string, Promise<unknown>>();
  /** Requests answered by joining another's flight (for tests and the benchmark). */
  joined = 0;

  constructor(
    private readonly inner: RpcTransportClient,
    private readonly shareable: ReadonlySet<Subject> = SHAREABLE_SUBJECTS,
  ) {}

  request(subject: Subject, data: unknown, timeoutMs: number): Promise<unknown> {
    if (!this.shareable.has(subject)) return this.inner.request(subject, data, timeoutMs);
    const key = `${subject}\u0000${JSON.stringify((data as RpcRequest<unknown>).payload)}`;
    const flight = this.flights.get(key);
    if (flight) {
      this.joined++;
      return flight;
    }
    const started = this.inner.request(subject, data, timeoutMs).finally(() => this.flights.delete(key));
    this.flights.set(key, started);
    return started;
  }

  state(): TransportState | null {
    return this.inner.state?.() ?? null;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
