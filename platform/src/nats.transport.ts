import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { ServerNats } from '@nestjs/microservices';
import { connect, ErrorCode, JSONCodec, NatsConnection, NatsError, Subscription } from 'nats';
import type { Subject } from '@pj/contracts';
import { RpcFailure, RpcTransportClient, TransportState, unwrapReply } from './rpc-client';

const codec = JSONCodec();

/**
 * Gateway side of NATS. Uses the `nats` request API (not ClientProxy) because core NATS
 * answers a request with status 503 at once when no subscriber exists: that becomes
 * `no_responders` in milliseconds instead of waiting for a timeout. Packets use Nest's
 * wire format `{ pattern, data, id }` so the services stay plain Nest microservices.
 */
export class NatsRpcClient implements RpcTransportClient {
  private readonly logger = new Logger('nats');
  private current: TransportState = { connected: true, reason: null, sinceMs: Date.now() };

  private constructor(private readonly nc: NatsConnection) {
    void this.watch();
  }

  static async connect(servers: readonly string[], name: string): Promise<NatsRpcClient> {
    const nc = await connect({ servers: [...servers], name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    return new NatsRpcClient(nc);
  }

  state(): TransportState {
    return this.current;
  }

  /**
   * Follows the connection's status events. While it is down a request is refused at once
   * (`transport_down`, which the gateway answers with 503 and Retry-After): the client library
   * would otherwise buffer it and fail only at its timeout (10 s). Logged once per change, with
   * no server address (a URL may carry credentials).
   */
  private async watch(): Promise<void> {
    for await (const s of this.nc.status()) {
      if (s.type === 'disconnect' && this.current.connected) {
        this.current = { connected: false, reason: 'disconnected from the NATS server', sinceMs: Date.now() };
        this.logger.error('connection to NATS lost: requests are refused with 503 until it is back');
      } else if (s.type === 'reconnect' && !this.current.connected) {
        const downS = ((Date.now() - this.current.sinceMs) / 1000).toFixed(1);
        this.current = { connected: true, reason: null, sinceMs: Date.now() };
        this.logger.log(`connection to NATS restored after ${downS} s`);
      }
    }
  }

  async request(subject: Subject, data: unknown, timeoutMs: number): Promise<unknown> {
    if (!this.current.connected || this.nc.isClosed()) throw new RpcFailure('transport_down', subject);
    const wire = codec.encode({ pattern: subject, data, id: randomUUID() });
    try {
      const msg = await this.nc.request(subject, wire, { timeout: timeoutMs });
      return unwrapReply(subject, codec.decode(msg.data) as { response?: unknown; err?: unknown });
    } catch (err) {
      if (err instanceof RpcFailure) throw err;
      if (err instanceof NatsError) {
        if (err.code === ErrorCode.NoResponders) throw new RpcFailure('no_responders', subject);
        if (err.code === ErrorCode.Timeout) throw new RpcFailure('timeout', subject);
      }
      throw err;
    }
  }

  async close(): Promise<void> {
    await this.nc.drain();
  }
}

/**
 * Service side of NATS: Nest's NATS server in a queue group, with a real drain on close.
 * Nest's own close unsubscribes and then closes the connection; a request already received
 * but not yet answered would then lose its reply. Here close (1) drains every subscription
 * (the server stops routing to us, messages already received are still handled), (2) waits
 * for in-flight handlers to answer (bounded by drainTimeoutMs), (3) drains the connection,
 * which flushes the replies.
 */
export class DrainingNatsServer extends ServerNats {
  private readonly drainLogger = new Logger('DrainingNatsServer');
  private inFlight = 0;
  private readonly subs: Subscription[] = [];
  private readonly queue: string;

  constructor(
    options: { servers: string[]; queue: string; name: string },
    private readonly drainTimeoutMs: number,
  ) {
    super({ servers: options.servers, queue: options.queue, name: options.name, maxReconnectAttempts: -1 });
    this.queue = options.queue;
  }

  override bindEvents(client: NatsConnection): void {
    const queue = this.queue;
    for (const channel of this.messageHandlers.keys()) {
      const handle = this.getMessageHandler(channel).bind(this);
      const sub = client.subscribe(channel, {
        queue,
        callback: (error, msg) => {
          this.inFlight++;
          void Promise.resolve(handle(error, msg)).finally(() => setImmediate(() => this.inFlight--));
        },
      });
      this.subs.push(sub);
    }
  }

  override async close(): Promise<void> {
    const nc = (this as unknown as { natsClient: NatsConnection | null }).natsClient;
    if (!nc) return;
    await Promise.all(this.subs.map((s) => s.drain().catch(() => undefined)));
    const until = Date.now() + this.drainTimeoutMs;
    while (this.inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    if (this.inFlight > 0) this.drainLogger.warn(`closing with ${this.inFlight} request(s) still in flight`);
    await nc.drain().catch(() => undefined);
    (this as unknown as { natsClient: NatsConnection | null }).natsClient = null;
  }
}
