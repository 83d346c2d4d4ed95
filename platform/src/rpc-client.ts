import type { RpcErrorBody, Subject } from '@pj/contracts';

/**
 * Why a transport request produced no reply: nobody subscribes to the subject, no reply in time,
 * the service answered with an error, the transport itself is down (sent nowhere, at once), or the
 * replica that took the request is gone (it exited after acknowledging it: the work was lost and
 * nobody else computes it).
 */
export type RpcFailureKind = 'no_responders' | 'timeout' | 'remote' | 'transport_down' | 'lost';

export class RpcFailure extends Error {
  constructor(
    readonly kind: RpcFailureKind,
    readonly subject: Subject,
    readonly remote: RpcErrorBody | null = null,
  ) {
    super(remote ? `${subject}: ${remote.code}: ${remote.message}` : `${subject}: ${kind}`);
    this.name = 'RpcFailure';
  }
}

/**
 * One request/reply exchange with whichever replica of the owning service answers.
 * Implementations: in-process (embedded mode) and NATS (distributed mode). Both send the
 * same wire packet `{ pattern, data, id }` to the same Nest handlers.
 */
export interface RpcTransportClient {
  request(subject: Subject, data: unknown, timeoutMs: number): Promise<unknown>;
  close(): Promise<void>;
  /** The connection as the client last saw it; null where there is none to lose (in-process). */
  state?(): TransportState | null;
}

export interface TransportState {
  readonly connected: boolean;
  /** Why it is down (the client library's event), null while connected. */
  readonly reason: string | null;
  /** When the current state began (epoch ms). */
  readonly sinceMs: number;
}

export const RPC_TRANSPORT = Symbol('RPC_TRANSPORT');

/** How the gateway reaches the services: a connected client, its mode, and how to release both. */
export interface ServiceConnection {
  readonly client: RpcTransportClient;
  readonly mode: 'embedded' | 'nats';
  /** Closes the client, then (embedded) the services it started. */
  close(): Promise<void>;
}

/** Reads a Nest reply packet `{ id, response?, err?, isDisposed }`. */
export function unwrapReply(subject: Subject, packet: { response?: unknown; err?: unknown }): unknown {
  if (packet.err !== undefined && packet.err !== null) {
    throw new RpcFailure('remote', subject, toRpcErrorBody(packet.err));
  }
  return packet.response;
}

export function toRpcErrorBody(err: unknown): RpcErrorBody {
  if (err && typeof err === 'object' && 'code' in err && typeof (err as { code: unknown }).code === 'string') {
    const e = err as { code: string; message?: unknown; details?: unknown; retryAfterSeconds?: unknown };
    return {
      code: e.code as RpcErrorBody['code'],
      message: typeof e.message === 'string' ? e.message : e.code,
      details: Array.isArray(e.details) ? (e.details as RpcErrorBody['details']) : undefined,
      ...(typeof e.retryAfterSeconds === 'number' && Number.isFinite(e.retryAfterSeconds)
        ? { retryAfterSeconds: e.retryAfterSeconds }
        : {}),
    };
  }
  return { code: 'internal', message: 'internal error in a service' };
}
