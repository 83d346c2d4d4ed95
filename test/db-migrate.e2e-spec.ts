/**
 * The start-up migration runner (platform/src/db/migrate.ts) against real SQLite files and real
 * PostgreSQL databases (a fresh one per test, dropped afterwards):
 *  - an empty database gets every migration, an up-to-date one is left alone;
 *  - it refuses an edited, a missing or an out-of-order migration, and a failing file leaves
 *    nothing behind;
 *  - two processes migrating at the same instant apply each migration exactly once.
 * Needs PostgreSQL (TEST_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432/postgres) and,
 * for the two-process test, the build (`npm run build`; `npm test` builds first).
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import {
  checksumOf,
  DatabaseKind,
  defaultMigrationsDir,
  loadMigrations,
  migrate,
  MigrationError,
  MigrationTarget,
  MIGRATIONS_TABLE,
  PG_MIGRATION_LOCK_KEY,
} from '../platform/src/db';
import { createDatabase, dropDatabase } from './support/postgres';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..');
const BUILT_RUNNER = path.join(ROOT, 'dist/platform/src/db/migrate.js');
const KINDS: readonly DatabaseKind[] = ['sqlite', 'postgresql'];

/** A fresh, empty database of one kind: `where` is the SQLite file or the PostgreSQL URL. */
interface Fresh {
  readonly kind: DatabaseKind;
  readonly where: string;
  connect(): Promise<Conn>;
}

interface Conn {
  readonly target: MigrationTarget;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pj-db-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function freshDatabase(kind: DatabaseKind): Promise<Fresh> {
  if (kind === 'sqlite') {
    const where = path.join(tempDir(), 'test.db');
    return {
      kind,
      where,
      async connect() {
        const db = new BetterSqlite3(where);
        const rows = async <T>(sql: string): Promise<T[]> => {
          const stmt = db.prepare(sql);
          if (stmt.reader) return stmt.all() as T[];
          stmt.run();
          return [];
        };
        return { target: { kind, db }, rows, close: async () => void db.close() };
      },
    };
  }
  const name = `pj_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const where = await createDatabase(name);
  cleanups.push(() => dropDatabase(name));
  return {
    kind,
    where,
    async connect() {
      const client = new Client({ connectionString: where });
      await client.connect();
      return {
        target: { kind, client },
        rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
        close: () => client.end(),
      };
    },
  };
}

async function withConn<T>(fresh: Fresh, fn: (conn: Conn) => Promise<T>): Promise<T> {
  const conn = await fresh.connect();
  try {
    return await fn(conn);
  } finally {
    await conn.close();
  }
}

/** A copy of the shipped migrations of `kind` that a test may edit. */
function migrationsCopy(kind: DatabaseKind): string {
  const dir = tempDir();
  for (const name of readdirSync(defaultMigrationsDir(kind)))
    copyFileSync(path.join(defaultMigrationsDir(kind), name), path.join(dir, name));
  return dir;
}

async function tableNames(conn: Conn): Promise<string[]> {
  const sql =
    conn.target.kind === 'sqlite'
      ? `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`
      : `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`;
  return (await conn.rows<{ name: string }>(sql)).map((r) => r.name);
}

async function recorded(conn: Conn): Promise<{ name: string; checksum: string; applied_at: unknown }[]> {
  return conn.rows(`SELECT name, checksum, applied_at FROM ${MIGRATIONS_TABLE} ORDER BY name`);
}

const SHIPPED = (kind: DatabaseKind) => loadMigrations(defaultMigrationsDir(kind));

/** SQL that takes about half a second, so that a concurrent migration surely waits for the lock. */
function slowSql(kind: DatabaseKind, table: string): string {
  return kind === 'sqlite'
    ? `CREATE TABLE "${table}" AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT sum(x) AS s FROM c;\n`
    : `SELECT pg_sleep(0.5);\nCREATE TABLE "${table}" ("s" INTEGER);\n`;
}

/** What another process migrating looks like to the runner. */
const HOLD_LOCK: Record<DatabaseKind, string[]> = {
  sqlite: ['BEGIN IMMEDIATE'],
  postgresql: ['BEGIN', `SELECT pg_advisory_xact_lock(${PG_MIGRATION_LOCK_KEY})`],
};

describe('migration files', () => {
  it('both providers ship the same migrations, named so that name order is application order', () => {
    const sqlite = SHIPPED('sqlite').map((f) => f.name);
    expect(sqlite.length).toBeGreaterThan(0);
    expect(SHIPPED('postgresql').map((f) => f.name)).toEqual(sqlite);
  });

  it('refuses a folder holding a file that is not a migration', () => {
    const dir = migrationsCopy('sqlite');
    writeFileSync(path.join(dir, 'notes.txt'), 'x');
    expect(() => loadMigrations(dir)).toThrow(/unexpected file\(s\) notes\.txt/);
  });

  it('the checksum ignores CRLF versus LF line endings only', () => {
    expect(checksumOf('a;\r\nb;\r\n')).toBe(checksumOf('a;\nb;\n'));
    expect(checksumOf('a;\nb;\n')).not.toBe(checksumOf('a;\nb; \n'));
  });
});

describe.each(KINDS)('migrate on %s', (kind) => {
  it('applies every migration to an empty database, then finds nothing to do', async () => {
    const fresh = await freshDatabase(kind);
    const names = SHIPPED(kind).map((f) => f.name);

    const first = await withConn(fresh, (c) => migrate(c.target));
    expect(first).toEqual({ applied: names, alreadyApplied: [] });

    const rows = await withConn(fresh, (c) => recorded(c));
    expect(rows.map((r) => [r.name, r.checksum])).toEqual(SHIPPED(kind).map((f) => [f.name, f.checksum]));
    const tables = await withConn(fresh, tableNames);
    expect(tables).toEqual(expect.arrayContaining(['api_keys', MIGRATIONS_TABLE]));

    const second = await withConn(fresh, (c) => migrate(c.target));
    expect(second).toEqual({ applied: [], alreadyApplied: names });
    expect(await withConn(fresh, (c) => recorded(c))).toEqual(rows);
    expect(await withConn(fresh, tableNames)).toEqual(tables);
  });

  it('refuses, changing nothing, when an applied migration was edited; line endings alone do not count', async () => {
    const fresh = await freshDatabase(kind);
    const dir = migrationsCopy(kind);
    await withConn(fresh, (c) => migrate(c.target, { dir }));
    const before = await withConn(fresh, (c) => recorded(c));

    const file = path.join(dir, '0001_api_keys.sql');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\r?\n/g, '\r\n'));
    await expect(withConn(fresh, (c) => migrate(c.target, { dir }))).resolves.toMatchObject({ applied: [] });

    appendFileSync(file, 'CREATE TABLE "sneaky" ("x" INTEGER);\n');
    writeFileSync(path.join(dir, '0900_later.sql'), 'CREATE TABLE "later" ("x" INTEGER);\n');
    const refusal = withConn(fresh, (c) => migrate(c.target, { dir }));
    await expect(refusal).rejects.toThrow(MigrationError);
    await expect(refusal).rejects.toThrow(
      /migration 0001_api_keys\.sql was changed after it was applied \(checksum recorded [0-9a-f]{64}, file now [0-9a-f]{64}\)/,
    );
    expect(await withConn(fresh, (c) => recorded(c))).toEqual(before);
    expect(await withConn(fresh, tableNames)).not.toEqual(expect.arrayContaining(['later']));
  });

  it('refuses when an applied migration is missing from the files (the database is newer than the code)', async () => {
    const fresh = await freshDatabase(kind);
    const dir = migrationsCopy(kind);
    writeFileSync(path.join(dir, '9002_extra.sql'), 'CREATE TABLE "extra" ("x" INTEGER);\n');
    await withConn(fresh, (c) => migrate(c.target, { dir }));
    rmSync(path.join(dir, '9002_extra.sql'));
    await expect(withConn(fresh, (c) => migrate(c.target, { dir }))).rejects.toThrow(
      /migration 9002_extra\.sql is recorded in schema_migrations but its file is missing/,
    );
  });

  it('refuses a new migration that sorts before an applied one', async () => {
    const fresh = await freshDatabase(kind);
    const dir = migrationsCopy(kind);
    writeFileSync(path.join(dir, '9003_c.sql'), 'CREATE TABLE "c" ("x" INTEGER);\n');
    await withConn(fresh, (c) => migrate(c.target, { dir }));
    writeFileSync(path.join(dir, '9002_b.sql'), 'CREATE TABLE "b" ("x" INTEGER);\n');
    await expect(withConn(fresh, (c) => migrate(c.target, { dir }))).rejects.toThrow(
      /9002_b\.sql sort before the already applied 9003_c\.sql/,
    );
  });

  it('applies all pending files or none: a failing file rolls back the ones before it', async () => {
    const fresh = await freshDatabase(kind);
    const dir = migrationsCopy(kind);
    writeFileSync(path.join(dir, '9002_broken.sql'), 'CREATE TABLE "half" ("x" INTEGER);\nSELEC 1;\n');
    await expect(withConn(fresh, (c) => migrate(c.target, { dir }))).rejects.toThrow(
      /migration 9002_broken\.sql failed, nothing was applied: .*syntax error/,
    );
    expect(await withConn(fresh, tableNames)).toEqual([]);
  });

  it('two processes migrating at the same instant apply each migration exactly once', async () => {
    if (!existsSync(BUILT_RUNNER)) throw new Error(`${BUILT_RUNNER} is missing: run \`npm run build\` first`);
    const fresh = await freshDatabase(kind);
    const dir = migrationsCopy(kind);
    // First an empty database, then one that has the bookkeeping table and a migration to add.
    for (const [slow, expected] of [
      [
        '9002_slow.sql',
        loadMigrations(dir)
          .map((f) => f.name)
          .concat('9002_slow.sql'),
      ],
      ['9003_slow.sql', ['9003_slow.sql']],
    ] as const) {
      writeFileSync(path.join(dir, slow), slowSql(kind, slow.replace('.sql', '')));
      // Both connect first, then call migrate at the same wall-clock instant.
      const startAt = Date.now() + 1000;
      const results = await Promise.all([0, 1].map(() => runChild(kind, fresh.where, dir, startAt)));
      expect(results.map((r) => r.applied)).toEqual(expect.arrayContaining([expected, []]));
      // Their calls overlapped: the second waited on the lock while the first migrated.
      expect(Math.max(...results.map((r) => r.t0))).toBeLessThan(Math.min(...results.map((r) => r.t1)));
    }
    expect((await withConn(fresh, (c) => recorded(c))).map((r) => r.name)).toEqual(
      loadMigrations(dir).map((f) => f.name),
    );
  });

  if (kind === 'postgresql') {
    it('two connections of one process migrating together apply each migration exactly once', async () => {
      const fresh = await freshDatabase(kind);
      const dir = migrationsCopy(kind);
      writeFileSync(path.join(dir, '9002_slow.sql'), slowSql(kind, 'slow'));
      const names = loadMigrations(dir).map((f) => f.name);
      const [a, b] = await Promise.all([fresh.connect(), fresh.connect()]);
      try {
        const results = await Promise.all([migrate(a.target, { dir }), migrate(b.target, { dir })]);
        expect(results.map((r) => r.applied)).toEqual(expect.arrayContaining([names, []]));
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
      expect((await withConn(fresh, (c) => recorded(c))).map((r) => r.name)).toEqual(names);
    });
  }

  it('gives up with a clear message when another process holds the lock too long', async () => {
    const fresh = await freshDatabase(kind);
    const [holder, waiter] = await Promise.all([fresh.connect(), fresh.connect()]);
    try {
      for (const sql of HOLD_LOCK[kind]) await holder.rows(sql);
      await expect(migrate(waiter.target, { lockTimeoutMs: 300 })).rejects.toThrow(
        /another process held the migration lock for more than 300 ms/,
      );
      await holder.rows('ROLLBACK');
    } finally {
      await Promise.all([holder.close(), waiter.close()]);
    }
  });
});

/** The built runner in a child process; resolves with what it applied and when its call started and ended. */
function runChild(
  kind: DatabaseKind,
  where: string,
  dir: string,
  startAt: number,
): Promise<{ applied: string[]; t0: number; t1: number }> {
  const script = `
    const [runner, kind, where, dir, startAt] = process.argv.slice(1);
    (async () => {
      const { migrate } = require(runner);
      let target, close;
      if (kind === 'sqlite') {
        const db = new (require('better-sqlite3'))(where);
        target = { kind, db };
        close = async () => db.close();
      } else {
        const client = new (require('pg').Client)({ connectionString: where });
        await client.connect();
        target = { kind, client };
        close = () => client.end();
      }
      await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now())));
      const t0 = Date.now();
      const { applied } = await migrate(target, { dir });
      const t1 = Date.now();
      await close();
      process.stdout.write(JSON.stringify({ applied, t0, t1 }));
    })().catch((e) => { process.stderr.write(String((e && e.stack) || e)); process.exit(1); });`;
  const child: ChildProcess = spawn(process.execPath, ['-e', script, BUILT_RUNNER, kind, where, dir, String(startAt)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`migrating child exited ${code}: ${err}`)),
    );
  });
}
