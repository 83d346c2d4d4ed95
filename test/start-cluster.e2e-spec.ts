import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, NATS_URL, ROOT } from './support/processes';

/** `npm run start:cluster`: gateway + one process per service replica over NATS, stopped cleanly by SIGTERM. */
describe('start-cluster script', () => {
  it('starts gateway and replicas, becomes ready, and drains everything on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/start-cluster.js'), '--replicas', 'panchang-svc=2'],
      {
        cwd: ROOT,
        env: { ...process.env, NATS_URL, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const until = Date.now() + 30000;
    while (!out.includes('cluster ready') && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain(
      `cluster ready on port ${port}: {"panchang-svc":2,"jyotish-svc":1,"calendar-svc":1,"reports-svc":1,"comments-svc":1}`,
    );
    const ready = (await (await fetch(`http://127.0.0.1:${port}/ready`)).json()) as {
      status: string;
      transport: string;
    };
    expect(ready).toMatchObject({ status: 'ready', transport: 'nats' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // seven processes (gateway, 2 × panchang-svc, 4 other services), each exits 0 after draining
    expect(out.match(/exited \(0\)/g)).toHaveLength(7);
  }, 45000);

  it('refuses a bad replica count', async () => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/start-cluster.js'), '--replicas', 'panchang-svc=0'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(err).toContain('replicas: "panchang-svc=0" must be <service>=<1..16>');
  });
});
