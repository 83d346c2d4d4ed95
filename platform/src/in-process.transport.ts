import { randomUUID } from 'node:crypto';
import { BaseRpcContext, CustomTransportStrategy, Server } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import type { Subject } from '@pj/contracts';
import { RpcFailure, RpcTransportClient, unwrapReply } from './rpc-client';

type Dispatch = (subject: string, wirePacket: string) => Promise<string>;

/** Longest wait on close for requests already being handled. */
const CLOSE_WAIT_MS = 5000;

/**
 * The embedded mode's message bus: subject → replicas, chosen round robin like a NATS queue
 * group. Packets cross it as JSON text, exactly as they cross NATS, so nothing but the
 * transport differs between the two modes.
 */
export class InProcessBus {
  private readonly replicas = new Map<string, Dispatch[]>();
  private readonly cursor = new Map<string, number>();

  subscribe(subject: string, dispatch: Dispatch): () => void {
    const list = this.replicas.get(subject) ?? [];
    list.push(dispatch);
    this.replicas.set(subject, list);
    return () => {
      const current = this.replicas.get(subject) ?? [];
      this.replicas.set(
        subject,
        current.filter((d) => d !== dispatch),
      );
    };
  }

  pick(subject: string): Dispatch | null {
    const list = this.replicas.get(subject);
    if (!list || list.length === 0) return null;
    const i = (this.cursor.get(subject) ?? 0) % list.length;
    this.cursor.set(subject, i + 1);
    return list[i];
  }

  subjects(): string[] {
    return [...this.replicas.entries()].filter(([, l]) => l.length > 0).map(([s]) => s);
  }
}

/** Nest transport strategy that serves a service's @MessagePattern handlers on the in-process bus. */
export class InProcessServer extends Server implements CustomTransportStrategy {
  private unsubscribers: (() => void)[] = [];
  private inFlight = 0;

  /** @param elsewhere subjects of this service that other replicas serve (embedded: the process pool). */
  constructor(
    private readonly bus: InProcessBus,
    private readonly elsewhere: ReadonlySet<string> = new Set(),
  ) {
    super();
    this.initializeSerializer({});
    this.initializeDeserializer({});
  }

  listen(callback: () => void): void {
    for (const subject of this.messageHandlers.keys()) {
      if (this.elsewhere.has(subject)) continue;
      this.unsubscribers.push(this.bus.subscribe(subject, (s, wire) => this.dispatch(s, wire)));
    }
    callback();
  }

  private async dispatch(subject: string, wire: string): Promise<string> {
    const packet = JSON.parse(wire) as { id: string; data: unknown };
    const handler = this.getHandlerByPattern(subject);
    if (!handler) return JSON.stringify({ id: packet.id, err: `no handler for ${subject}`, isDisposed: true });
    this.inFlight++;
    try {
      const response = await lastValueFrom(
        this.transformToObservable(await handler(packet.data, new BaseRpcContext([subject]))),
      );
      return JSON.stringify({ id: packet.id, response, isDisposed: true });
    } catch (err) {
      return JSON.stringify({ id: packet.id, err, isDisposed: true });
    } finally {
      this.inFlight--;
    }
  }

  /** Like the NATS drain: stop taking requests, then let those in flight finish (bounded wait). */
  async close(): Promise<void> {
    this.unsubscribers.forEach((u) => u());
    this.unsubscribers = [];
    const until = Date.now() + CLOSE_WAIT_MS;
    while (this.inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  }

  on(): void {
    // the in-process bus has no connection status events
  }

  unwrap<T>(): T {
    return this.bus as unknown as T;
  }
}

export class InProcessClient implements RpcTransportClient {
  constructor(private readonly bus: InProcessBus) {}

  async request(subject: Subject, data: unknown, timeoutMs: number): Promise<unknown> {
    const dispatch = this.bus.pick(subject);
    if (!dispatch) throw new RpcFailure('no_responders', subject);
    const wire = JSON.stringify({ pattern: subject, data, id: randomUUID() });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RpcFailure('timeout', subject)), timeoutMs);
    });
    try {
      const replyText = await Promise.race([dispatch(subject, wire), timeout]);
      return unwrapReply(subject, JSON.parse(replyText));
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {}
}
