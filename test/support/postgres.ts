import { Client } from 'pg';

/** The PostgreSQL server of the tests (user postgres); every test works in databases of its own on it. */
export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's admin database, on a connection of its own. */
export async function adminQuery(sql: string): Promise<void> {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(sql).finally(() => c.end());
}

/** The URL of database `name` on the test server. */
export function databaseUrl(name: string): string {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates the empty database `name`; resolves to its URL. */
export async function createDatabase(name: string): Promise<string> {
  await adminQuery(`CREATE DATABASE "${name}"`);
  return databaseUrl(name);
}

/** Drops database `name`, closing its remaining connections. */
export function dropDatabase(name: string): Promise<void> {
  return adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
