import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { ClientBase } from 'pg';

/**
 * Start-up migration runner: applies the SQL files of migrations/<provider>/ that the database
 * has not seen, in name order, in ONE transaction under a lock, and records each file's name and
 * sha256 in `schema_migrations`. Two processes starting together serialise on the lock; the second
 * then finds everything applied and does nothing.
 *
 * It refuses (throws MigrationError, changing nothing) when the database and the files disagree:
 * an applied file was edited (checksum), an applied file is missing (the database is newer than
 * this code), or a new file sorts before an applied one (histories diverged).
 */

export type DatabaseKind = 'sqlite' | 'postgresql';

/** A connection the runner may use for the duration of `migrate`; the caller opens and closes it. */
export type MigrationTarget =
  | { readonly kind: 'sqlite'; readonly db: BetterSqlite3.Database }
  | { readonly kind: 'postgresql'; readonly client: ClientBase };

export interface MigrationFile {
  /** File name, e.g. `0001_api_keys.sql`. */
  readonly name: string;
  readonly sql: string;
  /** sha256 (hex) of the file with line endings normalised to LF. */
  readonly checksum: string;
}

export interface MigrateOptions {
  /** Folder of the SQL files; default: migrations/<kind>/ next to this module (copied into dist/ by the build). */
  readonly dir?: string;
  /** How long to wait for another process's migration (lock) before failing; default 5 minutes. */
  readonly lockTimeoutMs?: number;
}

export interface MigrateResult {
  /** Files applied by this call, in order; empty when the database was up to date. */
  readonly applied: readonly string[];
  /** Files found already applied. */
  readonly alreadyApplied: readonly string[];
}

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

/** Bookkeeping table of the runner (not a Prisma model). */
export const MIGRATIONS_TABLE = 'schema_migrations';

/** `0001_api_keys.sql`: a fixed-width number keeps name order and application order the same. */
const FILE_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * Key of the PostgreSQL advisory lock that serialises migrations. Advisory locks are per database,
 * so this only has to differ from other advisory locks the service takes in the same database.
 */
export const PG_MIGRATION_LOCK_KEY = 727_001_0001;

const DEFAULT_LOCK_TIMEOUT_MS = 5 * 60_000;

/** SQLSTATE 55P03 lock_not_available: lock_timeout expired. */
const PG_LOCK_NOT_AVAILABLE = '55P03';

export function defaultMigrationsDir(kind: DatabaseKind): string {
  return path.join(__dirname, 'migrations', kind);
}

export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n'), 'utf8').digest('hex');
}

/** Reads and orders the migration files; a file whose name does not follow the pattern is an error, not skipped. */
export function loadMigrations(dir: string): MigrationFile[] {
  const names = readdirSync(dir).sort();
  const bad = names.filter((n) => !FILE_NAME.test(n));
  if (bad.length)
    throw new MigrationError(
      `${dir}: unexpected file(s) ${bad.join(', ')}; migrations are named like 0001_api_keys.sql`,
    );
  return names.map((name) => {
    const sql = readFileSync(path.join(dir, name), 'utf8');
    return { name, sql, checksum: checksumOf(sql) };
  });
}

interface AppliedRow {
  readonly name: string;
  readonly checksum: string;
}

/** Decides what to apply, or refuses. Pure: exported for the tests. */
export function pendingMigrations(files: readonly MigrationFile[], applied: readonly AppliedRow[]): MigrationFile[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  for (const row of applied) {
    const file = byName.get(row.name);
    if (!file) {
      throw new MigrationError(
        `migration ${row.name} is recorded in ${MIGRATIONS_TABLE} but its file is missing: the database is newer than this code, or the file was renamed`,
      );
    }
    if (file.checksum !== row.checksum) {
      throw new MigrationError(
        `migration ${row.name} was changed after it was applied (checksum recorded ${row.checksum}, file now ${file.checksum}); ` +
          'restore the file and put the change in a new migration',
      );
    }
  }
  const done = new Set(applied.map((r) => r.name));
  const pending = files.filter((f) => !done.has(f.name));
  const lastApplied = [...done].sort().at(-1);
  const early = lastApplied === undefined ? [] : pending.filter((f) => f.name < lastApplied);
  if (early.length) {
    throw new MigrationError(
      `migration(s) ${early.map((f) => f.name).join(', ')} sort before the already applied ${lastApplied}; renumber them after it`,
    );
  }
  return pending;
}

export async function migrate(target: MigrationTarget, options: MigrateOptions = {}): Promise<MigrateResult> {
  const files = loadMigrations(options.dir ?? defaultMigrationsDir(target.kind));
  const lockTimeoutMs = options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS;
  return target.kind === 'sqlite'
    ? migrateSqlite(target.db, files, lockTimeoutMs)
    : migratePostgres(target.client, files, lockTimeoutMs);
}

function lockTimeout(lockTimeoutMs: number): MigrationError {
  return new MigrationError(
    `another process held the migration lock for more than ${lockTimeoutMs} ms; is a migration stuck?`,
  );
}

function failedFile(file: MigrationFile, err: unknown): MigrationError {
  return new MigrationError(
    `migration ${file.name} failed, nothing was applied: ${err instanceof Error ? err.message : String(err)}`,
  );
}

/**
 * SQLite: BEGIN IMMEDIATE takes the database's write lock at once (a second connection waits up to
 * busy_timeout, then fails with SQLITE_BUSY), and SQLite's DDL is transactional.
 */
function migrateSqlite(
  db: BetterSqlite3.Database,
  files: readonly MigrationFile[],
  lockTimeoutMs: number,
): MigrateResult {
  const previousTimeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma(`busy_timeout = ${Math.round(lockTimeoutMs)}`);
  try {
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_BUSY') throw lockTimeout(lockTimeoutMs);
      throw err;
    }
    try {
      db.exec(`CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}" (
        "name" TEXT NOT NULL PRIMARY KEY, "checksum" TEXT NOT NULL, "applied_at" TEXT NOT NULL)`);
      const applied = db
        .prepare(`SELECT "name", "checksum" FROM "${MIGRATIONS_TABLE}" ORDER BY "name"`)
        .all() as AppliedRow[];
      const pending = pendingMigrations(files, applied);
      const record = db.prepare(
        `INSERT INTO "${MIGRATIONS_TABLE}" ("name", "checksum", "applied_at") VALUES (?, ?, ?)`,
      );
      for (const file of pending) {
        try {
          db.exec(file.sql);
        } catch (err) {
          throw failedFile(file, err);
        }
        record.run(file.name, file.checksum, new Date().toISOString());
      }
      db.exec('COMMIT');
      return { applied: pending.map((f) => f.name), alreadyApplied: applied.map((r) => r.name) };
    } catch (err) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw err;
    }
  } finally {
    db.pragma(`busy_timeout = ${previousTimeout}`);
  }
}

/**
 * PostgreSQL: a transaction-scoped advisory lock, so it is released by COMMIT or ROLLBACK (or by
 * the server when the connection dies) and no unlock path can be missed; PostgreSQL's DDL is
 * transactional. lock_timeout bounds the wait for a concurrent migration.
 */
async function migratePostgres(
  client: ClientBase,
  files: readonly MigrationFile[],
  lockTimeoutMs: number,
): Promise<MigrateResult> {
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL lock_timeout = ${Math.round(lockTimeoutMs)}`);
    await client.query('SELECT pg_advisory_xact_lock($1)', [PG_MIGRATION_LOCK_KEY]).catch((err: { code?: string }) => {
      throw err.code === PG_LOCK_NOT_AVAILABLE ? lockTimeout(lockTimeoutMs) : err;
    });
    await client.query(`CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}" (
      "name" TEXT NOT NULL PRIMARY KEY, "checksum" TEXT NOT NULL, "applied_at" TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const { rows: applied } = await client.query<AppliedRow>(
      `SELECT "name", "checksum" FROM "${MIGRATIONS_TABLE}" ORDER BY "name"`,
    );
    const pending = pendingMigrations(files, applied);
    for (const file of pending) {
      try {
        // No parameters: the simple query protocol, which accepts several statements in one string.
        await client.query(file.sql);
      } catch (err) {
        throw failedFile(file, err);
      }
      await client.query(`INSERT INTO "${MIGRATIONS_TABLE}" ("name", "checksum") VALUES ($1, $2)`, [
        file.name,
        file.checksum,
      ]);
    }
    await client.query('COMMIT');
    return { applied: pending.map((f) => f.name), alreadyApplied: applied.map((r) => r.name) };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
