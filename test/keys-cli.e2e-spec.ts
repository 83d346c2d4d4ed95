import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runKeysCli } from '../apps/gateway/keys-cli';

const SECRET = 'cli-test-hash-secret-0123456789abcdef';

describe('npm run keys -- create|list|revoke', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 't-gw-cli-'));
  const saved = { ...process.env };
  beforeAll(() => {
    process.env.DATABASE_URL = `file:${path.join(dir, 'keys.db')}`;
    process.env.API_KEY_HASH_SECRET = SECRET;
  });
  afterAll(() => {
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runKeysCli(argv, (l) => lines.push(l));
    return { code, lines };
  };

  it('creates a partner key shown once, lists it without the key or hash, revokes it', async () => {
    const created = await run(
      'create',
      '--scope',
      'partner',
      '--label',
      'acme',
      '--rate-per-minute',
      '100',
      '--burst-per-second',
      '10',
    );
    expect(created.code).toBe(0);
    const c = JSON.parse(created.lines[0]);
    expect(c).toMatchObject({
      scope: 'partner',
      label: 'acme',
      rate_per_minute: 100,
      burst_per_second: 10,
      revoked_at: null,
    });
    expect(c.key).toMatch(new RegExp(`^pjk_${c.prefix}_[A-Za-z0-9_-]{43}$`));
    const listed = await run('list');
    expect(listed.lines).toHaveLength(1);
    expect(listed.lines[0]).not.toContain(
      c.key.slice(17) /* the 43-character secret after pjk_<12-hex prefix>_ (it may itself contain _) */,
    );
    expect(listed.lines[0]).not.toContain(createHmac('sha256', SECRET).update(c.key).digest('hex'));
    expect(JSON.parse(listed.lines[0]).prefix).toBe(c.prefix);
    expect(await run('revoke', c.prefix)).toEqual({ code: 0, lines: [`revoked ${c.prefix}`] });
    expect(JSON.parse((await run('list')).lines[0]).revoked_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await run('revoke', c.prefix)).code).toBe(1);
  });

  it('refuses a bad scope, an operator key with limits, and a missing hash secret', async () => {
    await expect(run('create', '--scope', 'admin', '--label', 'x')).rejects.toThrow(/--scope/);
    await expect(run('create', '--scope', 'operator', '--label', 'x', '--rate-per-minute', '5')).rejects.toThrow(
      /no limits/,
    );
    delete process.env.API_KEY_HASH_SECRET;
    await expect(run('create', '--scope', 'partner', '--label', 'x')).rejects.toThrow(/API_KEY_HASH_SECRET/);
    process.env.API_KEY_HASH_SECRET = SECRET;
    expect((await run('frobnicate')).code).toBe(2);
  });
});
