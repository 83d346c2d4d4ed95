import { ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { AppConfig, ConfigError } from '@pj/config';
import { CPU_HEAVY_SUBJECTS, ServiceName, Subject, SUBJECT_OWNER } from '@pj/contracts';
import type { InProcessBus } from './in-process.transport';
import { RpcFailure } from './rpc-client';

/** Parent → child over the fork IPC channel; `wire` is the packet `{ pattern, data, id }` as it crosses NATS. */
export type PoolRequest = { kind: 'request'; seq: number; subject: string; wire: string } | { kind: 'close' };
/** Child → parent; `wire` is the reply packet `{ id, response | err }` as it crosses NATS. */
export type PoolReply = { kind: 'ready' } | { kind: 'reply'; seq: number; wire: string };

/** Largest number of pool processes per service by default: two heavy requests run while the gateway stays free. */
const DEFAULT_MAX_PROCESSES = 2;
/**
 * Requests that may wait for a busy pool, by service (others: unbounded). A report takes seconds (PDF included);
 * more than one waiting per process is shed as 503 capacity_saturated rather than held towards the 180 s deadline.
 */
const POOL_MAX_QUEUED_PER_PROCESS: Partial<Record<ServiceName, number>> = { 'reports-svc': 1 };
/**
 * The children run at a lower priority (nice +10: under Linux CFS about a tenth of the weight of a nice-0
 * process), so that when the cores are busy the gateway's event loop, which answers the light requests, runs
 * first; on an otherwise idle host the children still get every core the gateway leaves free.
 */
const CHILD_NICENESS = 10;
/** First restart delay after a child died; doubled for each further death before it was ready again. */
const RESTART_DELAY_MS = 200;
const MAX_RESTART_DELAY_MS = 5_000;
/** A child loads Nest, the service module and the ephemeris: seconds on a busy host. */
const START_TIMEOUT_MS = 60_000;
/** On close a child finishes its in-flight requests (InProcessServer waits up to 5 s), then exits. */
const CLOSE_TIMEOUT_MS = 10_000;

/** The logger surface the pool writes to (Nest's Logger; a recorder in tests). */
export type PoolLogger = Pick<Logger, 'log' | 'error'>;

export interface ProcessPoolOptions {
  readonly service: ServiceName;
  /** The children's entry point: a script that calls `runPoolWorker` (`dist/apps/<service>/pool-worker.js`). */
  readonly entry: string;
  readonly size: number;
  /** The subjects the pool serves on the bus. */
  readonly subjects: readonly Subject[];
  /** The whole environment of child `index` (0-based); NO_COLOR is added. */
  readonly envOf?: (index: number) => Readonly<Record<string, string>>;
  readonly logger?: PoolLogger;
  /**
   * Requests that may wait for a busy pool; one more fails at once as `no_responders` (the gateway's 503
   * capacity_saturated with Retry-After: nothing was computed). Default: unbounded (the tier's in-flight
   * bound limits the queue).
   */
  readonly maxQueued?: number;
  readonly startTimeoutMs?: number;
  readonly closeTimeoutMs?: number;
}

interface Job {
  readonly subject: Subject;
  readonly wire: string;
  resolve(wire: string): void;
  reject(err: Error): void;
}

class Slot {
  proc: ChildProcess | null = null;
  ready = false;
  /** Deaths since the slot's child was last ready (restart back-off). */
  deaths = 0;
  restartTimer: NodeJS.Timeout | null = null;
  /** The request the child computes (at most one: see ProcessPool.pump). */
  readonly pending = new Map<number, Job>();
  constructor(readonly index: number) {}
}

/**
 * Replicas of a service in child processes (`child_process.fork`; the Swiss Ephemeris addon does not load in
 * worker threads once the main thread has it), plugged into the embedded `InProcessBus` as the only replica
 * of the subjects they serve. Requests wait in one queue and each goes to the next idle child (one request
 * per child at a time). A child that dies is restarted (with back-off) and its in-flight request fails at
 * once as `lost`, as over NATS when a replica exits after acknowledging (the gateway retries an idempotent
 * one once); with no
 * child ready a new request fails as `no_responders`; a queued one waits for a restarted child, as long as
 * the caller waits. Deadlines travel inside the packet, so the child stops cooperatively as any
 * service does. The children's stdout and stderr go to the parent's logger line by line.
 */
export class ProcessPool {
  private readonly slots: Slot[];
  private readonly logger: PoolLogger;
  private unsubscribers: (() => void)[] = [];
  private seq = 0;
  /** Requests waiting for an idle child, oldest first. */
  private readonly queue: Job[] = [];
  private cursor = 0;
  private closing = false;
  private readonly killOnExit = () => this.slots.forEach((s) => s.proc?.kill('SIGKILL'));

  constructor(private readonly options: ProcessPoolOptions) {
    if (options.size < 1) throw new Error(`a process pool needs at least one process, got ${options.size}`);
    this.slots = Array.from({ length: options.size }, (_, i) => new Slot(i));
    this.logger = options.logger ?? new Logger(`${options.service} pool`);
  }

  /** Starts every child and waits until each is ready; then, with a bus, serves the subjects on it. */
  async start(bus?: InProcessBus): Promise<this> {
    // the last resort against orphans when the parent exits without close(); children also exit on disconnect
    process.on('exit', this.killOnExit);
    try {
      await Promise.all(this.slots.map((s) => this.spawn(s)));
    } catch (err) {
      await this.close();
      throw err;
    }
    if (bus) this.attach(bus);
    this.logger.log(
      `${this.slots.length} process(es) (pid ${this.pids().join(', ')}) serve ${this.options.subjects.join(', ')}`,
    );
    return this;
  }

  attach(bus: InProcessBus): void {
    for (const subject of this.options.subjects)
      this.unsubscribers.push(bus.subscribe(subject, (_, wire) => this.dispatch(subject, wire)));
  }

  /** The pids of the running children (tests look for orphans with them). */
  pids(): number[] {
    return this.slots.flatMap((s) => (s.proc?.pid !== undefined ? [s.proc.pid] : []));
  }

  /**
   * Queues one packet for the next idle child; resolves to the reply packet's text. Each packet is computed
   * once: the gateway waits for an attempt until its deadline and sends a request again only after its child
   * died (`lost`), when the first attempt has already failed, so there is no running twin to join.
   */
  dispatch(subject: Subject, wire: string): Promise<string> {
    if (!this.slots.some((s) => s.ready)) return Promise.reject(new RpcFailure('no_responders', subject));
    if (this.queue.length >= (this.options.maxQueued ?? Infinity) && !this.slots.some((s) => this.isIdle(s)))
      return Promise.reject(new RpcFailure('no_responders', subject));
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ subject, wire, resolve, reject });
      this.pump();
    });
  }

  /**
   * Hands queued requests to idle children, one each. A child given several at once would compute them
   * back to back without returning to its event loop, so the reply to the first (hundreds of kB, more than
   * the pipe holds) would leave only after the last was computed; and a queue here lets an idle child take
   * the next request whichever child is slow.
   */
  private pump(): void {
    for (let slot = this.idle(); slot && this.queue.length > 0; slot = this.idle()) {
      const job = this.queue.shift() as Job;
      const child = slot.proc as ChildProcess;
      const seq = ++this.seq;
      const owner = slot;
      owner.pending.set(seq, job);
      const request: PoolRequest = { kind: 'request', seq, subject: job.subject, wire: job.wire };
      child.send(request, (err) => {
        if (!err || !owner.pending.delete(seq)) return;
        job.reject(new RpcFailure('no_responders', job.subject));
        this.pump();
      });
    }
  }

  /** Stops serving, asks every child to finish its in-flight requests and exit; kills those that do not. */
  async close(): Promise<void> {
    this.closing = true;
    this.unsubscribers.forEach((u) => u());
    this.unsubscribers = [];
    this.queue.splice(0).forEach((job) => job.reject(new RpcFailure('no_responders', job.subject)));
    await Promise.all(this.slots.map((s) => this.stop(s)));
    process.off('exit', this.killOnExit);
  }

  private isIdle(slot: Slot): boolean {
    return slot.ready && slot.proc?.connected === true && slot.pending.size === 0;
  }

  /** The next ready child with nothing in flight, taking turns. */
  private idle(): Slot | null {
    for (let k = 0; k < this.slots.length; k++) {
      const i = (this.cursor + k) % this.slots.length;
      const slot = this.slots[i];
      if (this.isIdle(slot)) {
        this.cursor = (i + 1) % this.slots.length;
        return slot;
      }
    }
    return null;
  }

  /** Forks the slot's child; resolves once it says it is ready, rejects if it exits or times out first. */
  private spawn(slot: Slot): Promise<void> {
    const child = fork(this.options.entry, [], {
      // only what the parent passes: the child's configuration follows the parent's validated one
      env: { NO_COLOR: '1', ...this.options.envOf?.(slot.index) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    slot.proc = child;
    slot.ready = false;
    const name = `#${slot.index + 1} (pid ${child.pid})`;
    try {
      if (child.pid !== undefined) setPriority(child.pid, CHILD_NICENESS);
    } catch {
      // not permitted here (some containers): the child keeps the parent's priority
    }
    this.forward(child.stdout, (line) => this.logger.log(`${name} ${line}`));
    this.forward(child.stderr, (line) => this.logger.error(`${name} ${line}`));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(`${this.options.service} pool process ${name} was not ready within ${this.startTimeoutMs} ms`),
        );
        child.kill('SIGKILL');
      }, this.startTimeoutMs);
      child.on('message', (m: PoolReply) => {
        if (m.kind === 'ready') {
          clearTimeout(timer);
          slot.ready = true;
          slot.deaths = 0;
          resolve();
          this.pump();
        } else if (m.kind === 'reply') {
          const job = slot.pending.get(m.seq);
          slot.pending.delete(m.seq);
          job?.resolve(m.wire);
          this.pump();
        }
      });
      child.on('error', (err) => this.logger.error(`${name}: ${err.message}`));
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new Error(`${this.options.service} pool process ${name} exited (${signal ?? code}) before it was ready`),
        );
        this.onExit(slot, child, name, signal ?? String(code));
      });
    });
  }

  private onExit(slot: Slot, child: ChildProcess, name: string, how: string): void {
    if (slot.proc !== child) return;
    slot.proc = null;
    slot.ready = false;
    const lost = [...slot.pending.values()];
    slot.pending.clear();
    // the process that took them is gone: 'lost', which the gateway retries once when idempotent
    lost.forEach((p) => p.reject(new RpcFailure('lost', p.subject)));
    if (this.closing) return;
    const delayMs = Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** slot.deaths++);
    this.logger.error(
      `process ${name} exited (${how}) with ${lost.length} request(s) in flight; restarting in ${delayMs} ms`,
    );
    slot.restartTimer = setTimeout(() => {
      slot.restartTimer = null;
      if (this.closing) return;
      this.spawn(slot).then(
        () => this.logger.log(`process #${slot.index + 1} restarted (pid ${slot.proc?.pid})`),
        (err: Error) => this.logger.error(err.message),
      );
    }, delayMs);
    slot.restartTimer.unref();
  }

  private async stop(slot: Slot): Promise<void> {
    if (slot.restartTimer) clearTimeout(slot.restartTimer);
    slot.restartTimer = null;
    const child = slot.proc;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const close: PoolRequest = { kind: 'close' };
    if (child.connected) child.send(close, () => undefined);
    else child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), this.options.closeTimeoutMs ?? CLOSE_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
  }

  private forward(stream: Readable | null, write: (line: string) => void): void {
    if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => line && write(line));
  }

  private get startTimeoutMs(): number {
    return this.options.startTimeoutMs ?? START_TIMEOUT_MS;
  }
}

/** True when this module runs from the TypeScript sources (ts-jest), false from dist/. */
const FROM_SOURCES = __filename.endsWith('.ts');

/**
 * The built child entry point of a service's pool. From dist/ it lies beside the running code; from the
 * sources (ts-jest) it is the last build's, which the pool can only run when asked for explicitly.
 */
export function poolEntryOf(service: ServiceName): string {
  return path.resolve(__dirname, FROM_SOURCES ? '../../dist/apps' : '../../apps', service, 'pool-worker.js');
}

/**
 * Processes per pooled service: EMBEDDED_POOL_PROCESSES, or by default min(2, cores) from dist/ and none from
 * the sources, where the children would run the last build instead of the code under test.
 */
export function poolSizeOf(config: AppConfig, cores: number = availableParallelism()): number {
  if (config.embeddedPoolProcesses !== null) return config.embeddedPoolProcesses;
  return FROM_SOURCES ? 0 : Math.min(DEFAULT_MAX_PROCESSES, cores);
}

/**
 * Embedded mode's process pools: one per service that owns CPU-heavy subjects (`CPU_HEAVY_SUBJECTS`), each
 * serving those subjects on the bus; `subjects` are the ones its in-process replica must leave to the pool.
 */
export class EmbeddedPools {
  readonly subjects: ReadonlySet<Subject>;
  private readonly pools: ProcessPool[];

  constructor(config: AppConfig, entryOf: (service: ServiceName) => string = poolEntryOf) {
    const size = poolSizeOf(config);
    const byService = new Map<ServiceName, Subject[]>();
    if (size > 0)
      for (const subject of CPU_HEAVY_SUBJECTS) {
        const owner = SUBJECT_OWNER[subject];
        byService.set(owner, [...(byService.get(owner) ?? []), subject]);
      }
    this.subjects = new Set([...byService.values()].flat());
    this.pools = [...byService.entries()].map(([service, subjects]) => {
      const entry = entryOf(service);
      if (!existsSync(entry))
        throw new ConfigError('EMBEDDED_POOL_PROCESSES', `is ${size}, but ${entry} is missing: run \`npm run build\``);
      return new ProcessPool({
        service,
        entry,
        size,
        subjects,
        maxQueued:
          POOL_MAX_QUEUED_PER_PROCESS[service] === undefined ? undefined : POOL_MAX_QUEUED_PER_PROCESS[service] * size,
        envOf: (i) => ({ INSTANCE_ID: `${config.instanceId}-embedded-pool${i + 1}`, LOG_LEVEL: config.logLevel }),
      });
    });
  }

  async start(bus: InProcessBus): Promise<this> {
    try {
      await Promise.all(this.pools.map((p) => p.start(bus)));
    } catch (err) {
      await this.close();
      throw err;
    }
    return this;
  }

  pids(): number[] {
    return this.pools.flatMap((p) => p.pids());
  }

  async close(): Promise<void> {
    await Promise.all(this.pools.map((p) => p.close()));
  }
}
