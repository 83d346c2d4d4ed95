import { randomBytes, randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { ServerNats } from '@nestjs/microservices';
import {
  connect,
  createInbox,
  Empty,
  ErrorCode,
  headers,
  JSONCodec,
  Msg,
  MsgHdrs,
  NatsConnection,
  NatsError,
  Subscription,
} from 'nats';
import { SUBJECT_OWNER, type Subject } from '@pj/contracts';
import { RpcFailure, RpcTransportClient, TransportState, unwrapReply } from './rpc-client';
import { ReplicaRouter } from './replica-router';

const codec = JSONCodec();

/**
 * The dispatch protocol over core NATS (docs/failure-behaviour.md). A request carries
 * `Pj-Ack-By` (epoch ms): the replica that takes it answers at once, before handling, with an
 * empty message carrying `Pj-Ack: <replica token>`; a replica that reaches the request after
 * `Pj-Ack-By` (it was stalled, or busy with another computation) drops it, because by then the
 * gateway has sent it elsewhere. `Pj-Deadline-At` repeats the request's absolute deadline.
 */
export const ACK_BY_HEADER = 'Pj-Ack-By';
export const ACK_HEADER = 'Pj-Ack';
export const DEADLINE_HEADER = 'Pj-Deadline-At';
/** `_pj.r.<token>.<subject>`: one replica's own copy of every subject (no queue group). */
export const directSubject = (token: string, subject: string): string => `_pj.r.${token}.${subject}`;
/** `_pj.c.<token>`: a replica's probe subject; NATS answers "no responders" once the process is gone. */
export const controlSubject = (token: string): string => `_pj.c.${token}`;
/** `_pj.a.<service>`: replicas announce their token here every ANNOUNCE_MS. */
export const announceSubject = (service: string): string => `_pj.a.${service}`;
export const ANNOUNCE_MS = 1000;
/** The gateway forgets a replica that has not announced itself for this long. */
const STALE_MS = 3 * ANNOUNCE_MS;
/**
 * The gateway waits this much longer for an acknowledgement than the replica accepts the request:
 * an acknowledgement sent just before `Pj-Ack-By` still arrives (same host or synchronised clocks)
 * so a request is never taken by two replicas.
 */
const ACK_GRACE_MS = 50;

export interface DispatchOptions {
  /** First acknowledgement window (RPC_ACK_TIMEOUT_MS); it doubles after each miss. */
  readonly ackTimeoutMs: number;
  /** How often a replica holding an acknowledged request is probed (RPC_LIVENESS_INTERVAL_MS). */
  readonly livenessIntervalMs: number;
}

export const DEFAULT_DISPATCH: DispatchOptions = { ackTimeoutMs: 250, livenessIntervalMs: 500 };

/** Messages of one request's reply inbox (fed by the client's one wildcard subscription), read one at a time. */
class InboxReader {
  private readonly queue: Msg[] = [];
  private waiter: ((m: Msg | null) => void) | null = null;

  constructor(readonly subject: string) {}

  push(msg: Msg): void {
    if (this.waiter) {
      const w = this.waiter;
      this.waiter = null;
      w(msg);
    } else this.queue.push(msg);
  }

  /** The next message, or null after `timeoutMs` (or when `abort` resolves first). */
  next(timeoutMs: number, abort?: Promise<void>): Promise<Msg | null> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(null), Math.max(0, timeoutMs));
      const finish = (m: Msg | null) => {
        clearTimeout(timer);
        this.waiter = null;
        resolve(m);
      };
      this.waiter = finish;
      void abort?.then(() => {
        if (this.waiter === finish) finish(null);
      });
    });
  }
}

/**
 * Watches the replicas holding acknowledged requests: one probe per replica per interval, whatever
 * the number of requests. NATS answers "no responders" at once when the replica's connection is
 * gone (killed, crashed, drained): its requests are then lost and the waiters are told. A probe
 * that merely times out means stalled or busy: its requests are waited for until their deadline.
 */
class LivenessMonitor {
  private readonly watched = new Map<string, { waiters: Set<() => void>; timer: NodeJS.Timeout }>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly intervalMs: number,
    private readonly onGone: (token: string) => void,
  ) {}

  /** Resolves when the replica is found gone; call `stop` when the request ends. */
  watch(token: string): { gone: Promise<void>; stop: () => void } {
    let entry = this.watched.get(token);
    if (!entry) {
      const created = {
        waiters: new Set<() => void>(),
        timer: setInterval(() => void this.probe(token), this.intervalMs),
      };
      created.timer.unref();
      this.watched.set(token, created);
      entry = created;
    }
    let signal!: () => void;
    const gone = new Promise<void>((resolve) => (signal = resolve));
    entry.waiters.add(signal);
    const own = entry;
    return {
      gone,
      stop: () => {
        own.waiters.delete(signal);
        if (own.waiters.size === 0 && this.watched.get(token) === own) {
          clearInterval(own.timer);
          this.watched.delete(token);
        }
      },
    };
  }

  private async probe(token: string): Promise<void> {
    const entry = this.watched.get(token);
    if (!entry || this.nc.isClosed()) return;
    try {
      await this.nc.request(controlSubject(token), Empty, { timeout: this.intervalMs * 2 });
    } catch (err) {
      if (err instanceof NatsError && err.code === ErrorCode.NoResponders) {
        this.onGone(token);
        for (const w of entry.waiters) w();
      }
    }
  }
}

/**
 * Gateway side of NATS. Uses the `nats` client directly (not ClientProxy): core NATS answers a
 * request with status 503 at once when no subscriber exists ("no responders" in milliseconds), and
 * the dispatch protocol needs the first message of the reply inbox. Packets keep Nest's wire
 * format `{ pattern, data, id }`, so the services stay plain Nest microservices.
 *
 * Dispatch: a request goes to the least loaded live replica this gateway knows (its direct
 * subject), else to the service's queue group. No acknowledgement within the window → the
 * replica is suspect (skipped until it answers a probe) and the same packet goes to another one,
 * with a window twice as long (so an overloaded service is queued for, not bounced forever); the
 * first replica drops the packet when it reaches it. Acknowledged → the reply is awaited until the
 * deadline while the replica is probed; if NATS says the replica is gone the request fails as
 * `lost` (RpcGateway retries it when it is idempotent).
 */
export class NatsRpcClient implements RpcTransportClient {
  private readonly logger = new Logger('nats');
  private current: TransportState = { connected: true, reason: null, sinceMs: Date.now() };
  private readonly router = new ReplicaRouter(STALE_MS);
  private readonly liveness: LivenessMonitor;
  private readonly probing = new Set<string>();
  /** Resolves when the connection drops: no reply can come then (core NATS keeps nothing for us). */
  private down = signal();
  /** One subscription for every reply inbox (`<prefix>.<n>`), instead of a SUB and UNSUB per request. */
  private readonly inboxPrefix = createInbox();
  private readonly inboxes = new Map<string, InboxReader>();
  private inboxSeq = 0;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly options: DispatchOptions,
  ) {
    void this.watch();
    nc.subscribe(`${this.inboxPrefix}.*`, { callback: (_err, msg) => this.inboxes.get(msg.subject)?.push(msg) });
    this.liveness = new LivenessMonitor(nc, options.livenessIntervalMs, (token) => this.router.forget(token));
    nc.subscribe(announceSubject('*'), {
      callback: (_err, msg) => {
        const service = msg.subject.slice(announceSubject('').length);
        const a = decodeAnnouncement(msg);
        if (!a) return;
        if (a.leaving) this.router.forget(a.token);
        else this.router.seen(service, a.token);
      },
    });
    const probes = setInterval(() => this.probeSuspects(), options.livenessIntervalMs);
    probes.unref();
  }

  static async connect(
    servers: readonly string[],
    name: string,
    options: DispatchOptions = DEFAULT_DISPATCH,
  ): Promise<NatsRpcClient> {
    const nc = await connect({ servers: [...servers], name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    return new NatsRpcClient(nc, options);
  }

  state(): TransportState {
    return this.current;
  }

  /** Replicas this gateway addresses directly (for tests and diagnostics). */
  replicas(): ReturnType<ReplicaRouter['view']> {
    return this.router.view();
  }

  /**
   * Follows the connection's status events. While it is down a request is refused at once
   * (`transport_down`, which the gateway answers with 503 and Retry-After): the client library
   * would otherwise buffer it and fail only at its timeout (10 s). Requests waiting for an
   * acknowledgement or a reply when it drops fail the same way at once: core NATS keeps no reply for
   * a disconnected client, so waiting for the deadline would only hang. Logged once per change, with
   * no server address (a URL may carry credentials).
   */
  private async watch(): Promise<void> {
    for await (const s of this.nc.status()) {
      if (s.type === 'disconnect' && this.current.connected) {
        this.current = { connected: false, reason: 'disconnected from the NATS server', sinceMs: Date.now() };
        this.down.fire();
        this.down = signal();
        this.logger.error('connection to NATS lost: requests are refused with 503 until it is back');
      } else if (s.type === 'reconnect' && !this.current.connected) {
        const downS = ((Date.now() - this.current.sinceMs) / 1000).toFixed(1);
        this.current = { connected: true, reason: null, sinceMs: Date.now() };
        this.logger.log(`connection to NATS restored after ${downS} s`);
      }
    }
  }

  /** A suspect replica that answers a probe takes work again; one that NATS says is gone is forgotten. */
  private probeSuspects(): void {
    if (!this.current.connected || this.nc.isClosed()) return;
    for (const token of this.router.suspects()) {
      if (this.probing.has(token)) continue;
      this.probing.add(token);
      this.nc
        .request(controlSubject(token), Empty, { timeout: this.options.livenessIntervalMs })
        .then(() => this.router.healthy(token))
        .catch((err) => {
          if (err instanceof NatsError && err.code === ErrorCode.NoResponders) this.router.forget(token);
        })
        .finally(() => this.probing.delete(token));
    }
  }

  async request(subject: Subject, data: unknown, timeoutMs: number): Promise<unknown> {
    if (!this.current.connected || this.nc.isClosed()) throw new RpcFailure('transport_down', subject);
    const service = SUBJECT_OWNER[subject];
    const deadlineAtMs = Date.now() + timeoutMs;
    const wire = codec.encode({ pattern: subject, data, id: randomUUID() });
    const inbox = new InboxReader(`${this.inboxPrefix}.${++this.inboxSeq}`);
    this.inboxes.set(inbox.subject, inbox);
    const down = this.down.promise;
    let ackWindowMs = this.options.ackTimeoutMs;
    const tried = new Set<string>();
    try {
      for (;;) {
        const remainingMs = deadlineAtMs - Date.now();
        if (remainingMs <= 0) throw new RpcFailure('timeout', subject);
        const token = service ? this.router.pick(service, tried) : null;
        const windowMs = Math.min(ackWindowMs, remainingMs);
        const h = headers();
        h.set(ACK_BY_HEADER, String(Date.now() + windowMs));
        h.set(DEADLINE_HEADER, String(deadlineAtMs));
        this.nc.publish(token ? directSubject(token, subject) : subject, wire, { reply: inbox.subject, headers: h });
        if (token) this.router.begin(token);
        try {
          const first = await inbox.next(windowMs + ACK_GRACE_MS, down);
          if (first === null && !this.current.connected) throw new RpcFailure('transport_down', subject);
          if (first === null) {
            // nobody took it in time: stalled, busy or overloaded; it will be dropped where it waits
            if (token) {
              this.router.missed(token);
              tried.add(token);
            }
            ackWindowMs *= 2;
            continue;
          }
          if (isNoResponders(first)) {
            if (!token) throw new RpcFailure('no_responders', subject);
            this.router.forget(token); // that replica has left: nothing was delivered, send again
            continue;
          }
          const acker = first.headers?.get(ACK_HEADER);
          if (!acker) return this.reply(subject, first);
          if (service) this.router.seen(service, acker, true);
          return await this.awaitReply(subject, inbox, acker, deadlineAtMs, down);
        } finally {
          if (token) this.router.end(token);
        }
      }
    } catch (err) {
      if (err instanceof RpcFailure) throw err;
      if (err instanceof NatsError) {
        if (err.code === ErrorCode.NoResponders) throw new RpcFailure('no_responders', subject);
        if (err.code === ErrorCode.Timeout) throw new RpcFailure('timeout', subject);
      }
      throw err;
    } finally {
      this.inboxes.delete(inbox.subject);
    }
  }

  /** After the acknowledgement: the reply, until the deadline, unless the replica is found gone. */
  private async awaitReply(
    subject: Subject,
    inbox: InboxReader,
    token: string,
    deadlineAtMs: number,
    down: Promise<void>,
  ): Promise<unknown> {
    const watch = this.liveness.watch(token);
    let lost = false;
    const gone = watch.gone.then(() => {
      lost = true;
    });
    try {
      for (;;) {
        const msg = await inbox.next(deadlineAtMs - Date.now(), Promise.race([gone, down]));
        // the connection dropped while the replica computed: its reply cannot reach us any more
        if (msg === null && !this.current.connected) throw new RpcFailure('transport_down', subject);
        if (msg === null) throw new RpcFailure(lost ? 'lost' : 'timeout', subject);
        // a late acknowledgement of an earlier send (the packet was taken twice): the first reply wins
        if (msg.headers?.get(ACK_HEADER) || isNoResponders(msg)) continue;
        return this.reply(subject, msg);
      }
    } finally {
      watch.stop();
    }
  }

  private reply(subject: Subject, msg: Msg): unknown {
    return unwrapReply(subject, codec.decode(msg.data) as { response?: unknown; err?: unknown });
  }

  async close(): Promise<void> {
    await this.nc.drain();
  }
}

function signal(): { promise: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

function isNoResponders(msg: Msg): boolean {
  return msg.data.length === 0 && msg.headers?.code === 503;
}

function decodeAnnouncement(msg: Msg): { token: string; leaving: boolean } | null {
  try {
    const a = codec.decode(msg.data) as { token?: unknown; leaving?: unknown };
    return typeof a.token === 'string' ? { token: a.token, leaving: a.leaving === true } : null;
  } catch {
    return null;
  }
}

function numberHeader(h: MsgHdrs | undefined, name: string): number | null {
  const raw = h?.get(name);
  const n = raw ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : null;
}

interface Queued {
  readonly msg: Msg;
  readonly handle: (error: NatsError | null, msg: Msg) => unknown;
}

/**
 * Service side of NATS: Nest's NATS server in a queue group, plus the dispatch protocol and a
 * real drain on close.
 *
 * - Received packets wait in a local queue and at most `concurrency` are handled at once (1 for
 *   the computing services: their handlers hold the event loop). A packet is acknowledged when it
 *   starts, not when it arrives, so an acknowledgement means "being computed now"; one that waited
 *   past its `Pj-Ack-By` is dropped (the gateway has sent it elsewhere), one past its deadline too.
 * - Each replica also serves its own direct subjects, answers probes on its control subject and
 *   announces its token every ANNOUNCE_MS.
 * - Close (1) drains every subscription (the server stops routing to us, messages already received
 *   are still handled), (2) waits for queued and running requests (bounded by drainTimeoutMs),
 *   (3) drains the connection, which flushes the replies.
 */
export class DrainingNatsServer extends ServerNats {
  private readonly drainLogger = new Logger('DrainingNatsServer');
  private readonly subs: Subscription[] = [];
  private readonly queue: string;
  private readonly name: string;
  private readonly pending: Queued[] = [];
  private running = 0;
  private announcer: NodeJS.Timeout | null = null;
  /** This process's address for direct requests and probes (random per start). */
  readonly token = randomBytes(8).toString('hex');
  /** Packets dropped because they reached this replica after their acknowledgement window. */
  dropped = 0;

  constructor(
    options: { servers: string[]; queue: string; name: string },
    private readonly drainTimeoutMs: number,
    private readonly concurrency = 1,
    private readonly service: string = options.queue,
  ) {
    super({ servers: options.servers, queue: options.queue, name: options.name, maxReconnectAttempts: -1 });
    this.queue = options.queue;
    this.name = options.name;
  }

  override bindEvents(client: NatsConnection): void {
    const queue = this.queue;
    const direct = directSubject(this.token, '');
    for (const channel of this.messageHandlers.keys()) {
      const handle = this.getMessageHandler(channel).bind(this);
      const enqueue = (error: NatsError | null, msg: Msg) => this.enqueue(error, msg, handle);
      this.subs.push(client.subscribe(channel, { queue, callback: enqueue }));
      this.subs.push(client.subscribe(direct + channel, { callback: enqueue }));
    }
    this.subs.push(
      client.subscribe(controlSubject(this.token), {
        callback: (_err, msg) => {
          const { token, name, dropped, running } = this;
          msg.respond(codec.encode({ token, name, queued: this.pending.length, running, dropped }));
        },
      }),
    );
    const announce = () => client.publish(announceSubject(this.service), codec.encode({ token: this.token }));
    announce();
    this.announcer = setInterval(announce, ANNOUNCE_MS);
    this.announcer.unref();
  }

  private enqueue(error: NatsError | null, msg: Msg, handle: Queued['handle']): void {
    if (error) {
      void handle(error, msg);
      return;
    }
    this.pending.push({ msg, handle });
    this.pump();
  }

  private pump(): void {
    while (this.running < this.concurrency && this.pending.length > 0) {
      const { msg, handle } = this.pending.shift() as Queued;
      const now = Date.now();
      const ackBy = numberHeader(msg.headers, ACK_BY_HEADER);
      const deadlineAt = numberHeader(msg.headers, DEADLINE_HEADER);
      if (ackBy !== null && now > ackBy) {
        this.dropped++;
        continue;
      }
      if (ackBy !== null && msg.reply) {
        const h = headers();
        h.set(ACK_HEADER, this.token);
        msg.respond(Empty, { headers: h });
      }
      this.running++;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(guard);
        this.running--;
        setImmediate(() => this.pump());
      };
      // the slot is free once the reply is sent (Nest answers after its observable completes)
      const respond = msg.respond.bind(msg);
      msg.respond = (data?: Uint8Array, opts?: Parameters<Msg['respond']>[1]) => {
        const sent = respond(data, opts);
        finish();
        return sent;
      };
      // a handler that never answers must not hold the slot past the caller's deadline
      const guard = setTimeout(finish, deadlineAt !== null ? Math.max(0, deadlineAt - now) + 1000 : 600_000);
      guard.unref();
      // started after the acknowledgement has been written, so a long computation cannot hold it back
      setImmediate(() => {
        Promise.resolve()
          .then(() => handle(null, msg))
          .catch(() => undefined)
          .finally(() => setImmediate(finish));
      });
    }
  }

  /** Queued and running requests. */
  get inFlight(): number {
    return this.pending.length + this.running;
  }

  override async close(): Promise<void> {
    const nc = (this as unknown as { natsClient: NatsConnection | null }).natsClient;
    if (!nc) return;
    if (this.announcer) clearInterval(this.announcer);
    nc.publish(announceSubject(this.service), codec.encode({ token: this.token, leaving: true }));
    await Promise.all(this.subs.map((s) => s.drain().catch(() => undefined)));
    const until = Date.now() + this.drainTimeoutMs;
    while (this.inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    if (this.inFlight > 0) this.drainLogger.warn(`closing with ${this.inFlight} request(s) still in flight`);
    await nc.drain().catch(() => undefined);
    (this as unknown as { natsClient: NatsConnection | null }).natsClient = null;
  }
}
