import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '@pj/config';
import type { DbClient } from './client-types';
import { DatabaseKind, migrate, MigrateResult } from './migrate';

/**
 * An open database: the Prisma client over the backend's driver adapter, after migration.
 * An abstract class so that Nest can inject it by type (DatabaseModule).
 */
export abstract class Database {
  abstract readonly kind: DatabaseKind;
  abstract readonly prisma: DbClient;
  /** Disconnects Prisma and closes the driver's connections; later calls do nothing. */
  abstract close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * Folder a relative SQLite path (the default `file:./var/panchang.db`) is resolved against; default: the working
   * directory.
   */
  readonly baseDir?: string;
  /** Folder of the SQL migrations; default: migrations/<kind>/ next to the runner. */
  readonly migrationsDir?: string;
  /** SQLite: how long a query waits for another connection's write lock before SQLITE_BUSY; default 5000. */
  readonly busyTimeoutMs?: number;
  /** How long start-up waits for another process's migration; default 5 minutes (migrate.ts). */
  readonly lockTimeoutMs?: number;
  /** PostgreSQL connection pool size; default 10. */
  readonly poolSize?: number;
  /** Receives one line per migration event; never the connection URL. */
  readonly log?: (message: string) => void;
}

const DEFAULT_BUSY_TIMEOUT_MS = 5000;
const DEFAULT_POOL_SIZE = 10;

/**
 * Opens the configured database, applies pending migrations (under a lock, see migrate.ts) and
 * returns a typed Prisma client. Drivers and generated clients are loaded here, on first use, so
 * that processes without a database do not load them.
 */
export async function openDatabase(
  config: AppConfig['database'],
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  return config.kind === 'sqlite' ? openSqlite(config.url, options) : openPostgres(config.url.reveal(), options);
}

/**
 * `file:./var/panchang.db`, `file:/abs/path.db` or `file:///abs/path.db` → absolute path.
 * In-memory databases are refused: the runner's connection and Prisma's would each see their own.
 */
export function sqlitePath(url: string, baseDir: string = process.cwd()): string {
  if (!url.startsWith('file:')) throw new Error(`SQLite database URL must start with file:, got "${url}"`);
  const rest = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
  if (rest.includes('?')) throw new Error(`SQLite database URL "${url}": query parameters are not supported`);
  if (rest === '' || rest === ':memory:')
    throw new Error(`SQLite database URL "${url}": a file path is required (in-memory databases are not supported)`);
  return path.resolve(baseDir, rest);
}

function reportMigration(kind: DatabaseKind, result: MigrateResult, log: ((m: string) => void) | undefined): void {
  if (!log) return;
  if (result.applied.length) log(`${kind}: applied migration(s) ${result.applied.join(', ')}`);
  else log(`${kind}: schema up to date (${result.alreadyApplied.length} migration(s))`);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}

async function openSqlite(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const file = sqlitePath(url, options.baseDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const conn = new BetterSqlite3(file, { timeout: busyTimeoutMs });
  try {
    const result = await migrate(
      { kind: 'sqlite', db: conn },
      { dir: options.migrationsDir, lockTimeoutMs: options.lockTimeoutMs },
    );
    reportMigration('sqlite', result, options.log);
    // Readers do not block the writer nor it them; persistent in the file once set.
    conn.pragma('journal_mode = WAL');
  } finally {
    conn.close();
  }
  const [{ PrismaBetterSqlite3 }, { PrismaClient }] = await Promise.all([
    import('@prisma/adapter-better-sqlite3'),
    import('./generated/sqlite/client'),
  ]);
  const prisma: DbClient = new PrismaClient({
    adapter: new PrismaBetterSqlite3({ url: file, timeout: busyTimeoutMs }),
  });
  await prisma.$connect();
  return { kind: 'sqlite', prisma, close: once(() => prisma.$disconnect()) };
}

async function openPostgres(connectionString: string, options: OpenDatabaseOptions): Promise<Database> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString, max: options.poolSize ?? DEFAULT_POOL_SIZE });
  // An idle connection that the server drops emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (err) => options.log?.(`postgresql: idle connection error: ${err.message}`));
  try {
    const client = await pool.connect();
    try {
      const result = await migrate(
        { kind: 'postgresql', client },
        { dir: options.migrationsDir, lockTimeoutMs: options.lockTimeoutMs },
      );
      reportMigration('postgresql', result, options.log);
      client.release();
    } catch (err) {
      client.release(err instanceof Error ? err : true);
      throw err;
    }
    const [{ PrismaPg }, { PrismaClient }] = await Promise.all([
      import('@prisma/adapter-pg'),
      import('./generated/postgresql/client'),
    ]);
    // The PostgreSQL client's API extends the SQLite one that DbClient names (client-types.ts).
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) }) as unknown as DbClient;
    await prisma.$connect();
    return {
      kind: 'postgresql',
      prisma,
      close: once(async () => {
        await prisma.$disconnect();
        await pool.end();
      }),
    };
  } catch (err) {
    await pool.end();
    throw err;
  }
}
