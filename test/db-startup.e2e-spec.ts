/**
 * comments-svc owns the database: starting it opens and migrates the configured one, stopping it
 * closes it, and a database it must not touch stops start-up. Runs the built processes
 * (`npm run build`; `npm test` builds first) with NATS on 127.0.0.1:4222 and PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import { MIGRATIONS_TABLE } from '../platform/src/db';
import { NATS_URL, Proc, ROOT, startApp, stopAll, waitFor } from './support/processes';
import { createDatabase, dropDatabase } from './support/postgres';

jest.setTimeout(60_000);

const procs: Proc[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await stopAll(procs.splice(0));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pj-db-'));
  dirs.push(dir);
  return dir;
}

/** A built app with the given working directory (startApp always uses the repository root). */
function startIn(cwd: string, app: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/apps', app, 'main.js')], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'log', DATABASE_URL: '', NATS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = {
    name: app,
    child,
    output: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  child.stdout?.on('data', (d) => (proc.output += d));
  child.stderr?.on('data', (d) => (proc.output += d));
  procs.push(proc);
  return proc;
}

/** Log output without its colours. */
const plain = (output: string) => stripVTControlCharacters(output);

async function terminate(proc: Proc): Promise<number | null> {
  proc.child.kill('SIGTERM');
  return proc.exited;
}

function appliedIn(file: string): string[] {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return (db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`).all() as { name: string }[]).map(
      (r) => r.name,
    );
  } finally {
    db.close();
  }
}

/** The migrations the repository ships (platform/src/db/migrations/<kind>/), in the order they apply. */
const SHIPPED_MIGRATIONS = [
  '0001_api_keys.sql',
  '0002_comments_logs_engagement.sql',
  '0003_comment_submission_identity.sql',
];

describe('comments-svc start-up migration', () => {
  it('embedded (`npm start` without DATABASE_URL) creates and migrates ./var/panchang.db, and closes it on SIGTERM', async () => {
    const cwd = tempDir();
    const gateway = startIn(cwd, 'gateway', { PORT: '0', HOST: '127.0.0.1' });
    await waitFor(
      async () => gateway.output.includes('listening on'),
      30_000,
      `the embedded gateway (output: ${gateway.output})`,
    );
    const file = path.join(cwd, 'var/panchang.db');
    expect(appliedIn(file)).toEqual(SHIPPED_MIGRATIONS);
    expect(gateway.output).toContain(`sqlite: applied migration(s) ${SHIPPED_MIGRATIONS.join(', ')}`);

    expect(await terminate(gateway)).toBe(0);
    expect(plain(gateway.output)).toMatch(/\[database\] sqlite: closed/);
  });

  it('over NATS with a PostgreSQL DATABASE_URL migrates that database and never prints the URL', async () => {
    const name = `pj_startup_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = new URL(await createDatabase(name));
    try {
      url.password = `pw-${randomBytes(6).toString('hex')}`;
      const svc = startApp('comments-svc', {
        NATS_URL,
        DATABASE_URL: url.toString(),
        LOG_LEVEL: 'log',
        INSTANCE_ID: 'db-startup',
      });
      procs.push(svc);
      await waitFor(async () => svc.output.includes('serving on NATS'), 30_000, `comments-svc (output: ${svc.output})`);
      const c = new Client({ connectionString: url.toString() });
      await c.connect();
      const rows = await c.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`).finally(() => c.end());
      expect(rows.rows.map((r) => r.name)).toEqual(SHIPPED_MIGRATIONS);
      expect(svc.output).toContain(`postgresql: applied migration(s) ${SHIPPED_MIGRATIONS.join(', ')}`);
      expect(await terminate(svc)).toBe(0);
      expect(plain(svc.output)).toMatch(/\[database\] postgresql: closed/);
      expect(svc.output).not.toContain(url.password);
    } finally {
      await dropDatabase(name);
    }
  });

  it('refuses to start on a database whose applied migration differs from the shipped file', async () => {
    const file = path.join(tempDir(), 'tampered.db');
    const db = new BetterSqlite3(file);
    db.exec(`CREATE TABLE ${MIGRATIONS_TABLE} (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL);
             INSERT INTO ${MIGRATIONS_TABLE} VALUES ('0001_api_keys.sql', '${'0'.repeat(64)}', '2024-01-01T00:00:00.000Z');`);
    db.close();
    const svc = startApp('comments-svc', { NATS_URL, DATABASE_URL: `file:${file}`, INSTANCE_ID: 'db-startup-refused' });
    procs.push(svc);
    expect(await svc.exited).toBe(1);
    expect(svc.output).toContain('migration 0001_api_keys.sql was changed after it was applied');
    expect(svc.output).not.toContain('serving on NATS');
  });
});
