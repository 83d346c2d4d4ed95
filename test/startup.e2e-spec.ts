import { Proc, startApp } from './support/processes';

/** A bad configuration stops start-up with a message naming the variable (CONTRACT §6). */
describe('start-up configuration', () => {
  const run = async (app: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> => {
    const p: Proc = startApp(app, env);
    const code = await p.exited;
    return { code, output: p.output };
  };

  it.each([
    ['gateway', { PORT: 'eighty' }, 'PORT'],
    ['gateway', { NATS_URL: 'http://127.0.0.1:4222' }, 'NATS_URL'],
    ['gateway', { DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    ['gateway', { TRUSTED_PROXIES: '10.0.0.0/99' }, 'TRUSTED_PROXIES'],
    ['panchang-svc', { NATS_URL: 'nats://127.0.0.1:4222', LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])(
    '%s with %j exits 1 naming %s',
    async (app, env, variable) => {
      const { code, output } = await run(app, env as Record<string, string>);
      expect(code).toBe(1);
      expect(output).toContain(`invalid configuration: ${variable} `);
    },
    15000,
  );

  it('a service refuses to run on its own without NATS_URL', async () => {
    const { code, output } = await run('panchang-svc', { NATS_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain('runs as its own process only with NATS_URL set');
  }, 15000);

  it('the gateway stops with a clear message when NATS is unreachable', async () => {
    const { code, output } = await run('gateway', { NATS_URL: 'nats://127.0.0.1:1', PORT: '0' });
    expect(code).toBe(1);
    expect(output).toMatch(/gateway: .*(ECONNREFUSED|CONNECTION_REFUSED)/);
  }, 15000);
});
