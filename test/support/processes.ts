import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Proc {
  readonly name: string;
  readonly child: ChildProcess;
  output: string;
  exited: Promise<number | null>;
}

/** Starts `node dist/apps/<app>/main.js` (built by `npm run build`) with the given environment. */
export function startApp(app: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/apps', app, 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = {
    name: `${app}:${env.INSTANCE_ID ?? ''}`,
    child,
    output: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  child.stdout?.on('data', (d) => (proc.output += d));
  child.stderr?.on('data', (d) => (proc.output += d));
  return proc;
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function stopAll(procs: Proc[]): Promise<void> {
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
}

export const SERVICE_APPS = ['panchang-svc', 'jyotish-svc', 'calendar-svc', 'reports-svc', 'comments-svc'] as const;

/** Fails fast when `npm run build` has not written dist/ (the processes run the built code). */
export function requireBuild(): void {
  if (!existsSync(path.join(ROOT, 'dist/apps/gateway/main.js')))
    throw new Error('run `npm run build` first (dist/ is missing)');
}

/**
 * Starts the built gateway on a free loopback port with `env` (NATS_URL, INSTANCE_ID, limits, …) and
 * pushes it into `procs`; resolves to its base URL at once, before it is ready.
 */
export async function startGateway(procs: Proc[], env: Record<string, string>): Promise<string> {
  const port = await freePort();
  procs.push(startApp('gateway', { PORT: String(port), HOST: '127.0.0.1', ...env }));
  return `http://127.0.0.1:${port}`;
}

/** Waits until the gateway at `base` answers `/ready` with 200. */
export function waitReady(base: string, timeoutMs = 30000, what = 'the cluster to become ready'): Promise<void> {
  return waitFor(async () => (await fetch(`${base}/ready`)).status === 200, timeoutMs, what);
}

/**
 * The built gateway and one replica of every service as processes over NATS (procs are pushed
 * into `procs` as they start, so `stopAll(procs)` cleans up even if readiness times out).
 * Resolves to the gateway's base URL once `/ready` answers 200.
 */
export async function startCluster(
  procs: Proc[],
  o: { serviceInstanceId: string; gatewayInstanceId: string; gatewayEnv?: Record<string, string> },
): Promise<string> {
  requireBuild();
  for (const svc of SERVICE_APPS) procs.push(startApp(svc, { NATS_URL, INSTANCE_ID: o.serviceInstanceId }));
  const base = await startGateway(procs, { NATS_URL, INSTANCE_ID: o.gatewayInstanceId, ...o.gatewayEnv });
  await waitReady(base);
  return base;
}
