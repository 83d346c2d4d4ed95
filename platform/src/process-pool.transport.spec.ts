import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@pj/config';
import { CPU_HEAVY_SUBJECTS, Subjects } from '@pj/contracts';
import { InProcessBus, InProcessClient } from './in-process.transport';
import { EmbeddedPools, PoolLogger, poolSizeOf, ProcessPool } from './process-pool.transport';
import { RpcFailure } from './rpc-client';

/**
 * The pool's parent side against a stand-in child that speaks the same IPC protocol as `runPoolWorker`
 * (plain JavaScript, so that no build is needed): `data` 'crash' kills it, 'slow…' answers after 300 ms,
 * 'log' writes a line to stdout and one to stderr. The real child runs in test/embedded-pool.e2e-spec.ts.
 */
const FAKE_WORKER = `
let computed = 0;
process.on('message', (m) => {
  if (m.kind === 'close') return setTimeout(() => process.exit(0), 10);
  const packet = JSON.parse(m.wire);
  const n = ++computed;
  const reply = () => process.send({ kind: 'reply', seq: m.seq,
    wire: JSON.stringify({ id: packet.id, response: { pid: process.pid, echo: packet.data, n }, isDisposed: true }) });
  if (packet.data === 'crash') process.exit(3);
  if (packet.data === 'log') { console.log('a line on stdout'); console.error('a line on stderr'); }
  if (String(packet.data).startsWith('slow')) return setTimeout(reply, 300);
  reply();
});
process.on('disconnect', () => process.exit(0));
process.send({ kind: 'ready' });
`;
const subject = Subjects.calendarFestivals;
const TIMEOUT_MS = 10_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('ProcessPool', () => {
  let dir: string;
  let entry: string;
  const pools: ProcessPool[] = [];
  const lines: string[] = [];
  const logger: PoolLogger = {
    log: (m: unknown) => void lines.push(`log ${String(m)}`),
    error: (m: unknown) => void lines.push(`error ${String(m)}`),
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 't-pool-'));
    entry = path.join(dir, 'worker.js');
    writeFileSync(entry, FAKE_WORKER);
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function started(
    size: number,
    bus = new InProcessBus(),
    file = entry,
    maxQueued?: number,
  ): Promise<ProcessPool> {
    const pool = new ProcessPool({
      service: 'calendar-svc',
      entry: file,
      size,
      subjects: [subject],
      logger,
      maxQueued,
    });
    pools.push(pool);
    return pool.start(bus);
  }

  it('serves its subjects on the bus: the gateway client is unchanged', async () => {
    const bus = new InProcessBus();
    const pool = await started(2, bus);
    expect(bus.subjects()).toEqual([subject]);
    const reply = (await new InProcessClient(bus).request(subject, 'hello', TIMEOUT_MS)) as { pid: number };
    expect(reply).toEqual({ pid: expect.any(Number), echo: 'hello', n: 1 });
    expect(pool.pids()).toContain(reply.pid);
    // below the gateway's priority, so that its event loop runs first when the cores are busy
    expect(getPriority(reply.pid)).toBe(getPriority() + 10);
  });

  it('queues requests for idle children, one request per child at a time', async () => {
    const bus = new InProcessBus();
    const pool = await started(1, bus);
    const client = new InProcessClient(bus);
    const replies = (await Promise.all(
      ['slow a', 'slow b', 'slow c'].map((d) => client.request(subject, d, TIMEOUT_MS)),
    )) as { n: number; echo: string }[];
    // the child saw each request only after it had answered the previous one
    expect(replies.map((r) => [r.echo, r.n])).toEqual([
      ['slow a', 1],
      ['slow b', 2],
      ['slow c', 3],
    ]);
    expect(pool.pids()).toHaveLength(1);
  });

  it('with maxQueued, a request beyond the busy children and the queue fails at once as no_responders', async () => {
    const bus = new InProcessBus();
    await started(1, bus, entry, 1);
    const client = new InProcessClient(bus);
    const running = client.request(subject, 'slow 1', TIMEOUT_MS);
    const queued = client.request(subject, 'slow 2', TIMEOUT_MS);
    const t0 = Date.now();
    const shed = await client.request(subject, 'slow 3', TIMEOUT_MS).catch((e: unknown) => e);
    expect(shed).toBeInstanceOf(RpcFailure);
    expect((shed as RpcFailure).kind).toBe('no_responders');
    expect(Date.now() - t0).toBeLessThan(200);
    expect(((await running) as { echo: string }).echo).toBe('slow 1');
    expect(((await queued) as { echo: string }).echo).toBe('slow 2');
    // the pool is free again: the next one is served
    expect(((await client.request(subject, 'slow 4', TIMEOUT_MS)) as { echo: string }).echo).toBe('slow 4');
  });

  it('sends concurrent requests to different idle children', async () => {
    const bus = new InProcessBus();
    const pool = await started(2, bus);
    const client = new InProcessClient(bus);
    const replies = (await Promise.all([
      client.request(subject, 'slow 1', TIMEOUT_MS),
      client.request(subject, 'slow 2', TIMEOUT_MS),
    ])) as { pid: number }[];
    expect(new Set(replies.map((r) => r.pid))).toEqual(new Set(pool.pids()));
  });

  it('computes every packet it is given: two dispatches of the same packet are two computations', async () => {
    const pool = await started(1);
    const wire = JSON.stringify({ pattern: subject, data: 'slow', id: 'request-1' });
    const [a, b] = (await Promise.all([pool.dispatch(subject, wire), pool.dispatch(subject, wire)])).map(
      (w) => JSON.parse(w).response,
    );
    expect([a.echo, b.echo]).toEqual(['slow', 'slow']);
    expect(b.n).toBe(a.n + 1);
  });

  it('fails the requests of a child that dies at once (timeout, as a lost reply), then restarts it', async () => {
    const bus = new InProcessBus();
    const pool = await started(1, bus);
    const [first] = pool.pids();
    const client = new InProcessClient(bus);
    const t0 = Date.now();
    const lost = client.request(subject, 'crash', TIMEOUT_MS);
    await expect(lost).rejects.toBeInstanceOf(RpcFailure);
    await expect(lost).rejects.toMatchObject({ kind: 'lost', subject });
    expect(Date.now() - t0).toBeLessThan(TIMEOUT_MS / 2);
    // while no child is ready, nobody serves the subject
    await expect(client.request(subject, 'x', TIMEOUT_MS)).rejects.toMatchObject({ kind: 'no_responders' });
    await until(() => pool.pids().length === 1 && pool.pids()[0] !== first, 'the restart');
    await until(() => lines.some((l) => l.includes('restarted')), 'the restart log');
    expect(await client.request(subject, 'again', TIMEOUT_MS)).toMatchObject({ echo: 'again' });
    expect(lines.some((l) => /^error .*exited \(3\) with 1 request\(s\) in flight/.test(l))).toBe(true);
  });

  it("forwards the children's stdout and stderr to the logger", async () => {
    const bus = new InProcessBus();
    await started(1, bus);
    await new InProcessClient(bus).request(subject, 'log', TIMEOUT_MS);
    await until(() => lines.some((l) => /^error #1 \(pid \d+\) a line on stderr$/.test(l)), 'the stderr line');
    expect(lines.some((l) => /^log #1 \(pid \d+\) a line on stdout$/.test(l))).toBe(true);
  });

  it('close stops serving and leaves no child behind', async () => {
    const bus = new InProcessBus();
    const pool = await started(2, bus);
    const pids = pool.pids();
    await pool.close();
    expect(bus.subjects()).toEqual([]);
    await until(() => !pids.some(alive), 'the children to exit');
  });

  it('start fails, and leaves no child behind, when a child exits before it is ready', async () => {
    const broken = path.join(dir, 'broken.js');
    writeFileSync(broken, 'process.exit(2);');
    await expect(started(2, new InProcessBus(), broken)).rejects.toThrow(/exited \(2\) before it was ready/);
  });
});

describe('EmbeddedPools', () => {
  it('from the sources (ts-jest) there is no pool unless EMBEDDED_POOL_PROCESSES asks for one', () => {
    expect(poolSizeOf(parseConfig({}), 8)).toBe(0);
    expect(new EmbeddedPools(parseConfig({})).subjects.size).toBe(0);
    expect(poolSizeOf(parseConfig({ EMBEDDED_POOL_PROCESSES: '3' }), 8)).toBe(3);
  });

  it('takes every CPU-heavy subject off the in-process replicas, and needs the built child entry', () => {
    const config = parseConfig({ EMBEDDED_POOL_PROCESSES: '1' });
    expect(new EmbeddedPools(config, () => __filename).subjects).toEqual(CPU_HEAVY_SUBJECTS);
    expect(() => new EmbeddedPools(config, () => '/nonexistent/pool-worker.js')).toThrow(
      /^invalid configuration: EMBEDDED_POOL_PROCESSES is 1, but \/nonexistent\/pool-worker.js is missing/,
    );
  });
});
