/**
 * openDatabase (platform/src/db) on a real SQLite file and a real PostgreSQL database: the schema
 * the SQL migrations build is the one Prisma Client expects.
 *  - The tables and columns, introspected (PRAGMA table_info / information_schema), equal the
 *    models of Prisma's runtime data model: names, nullability, type, nothing missing or extra.
 *  - Every field of every model round-trips through Prisma (create, read, update to null and to
 *    other values) and lands in its own column (read back without Prisma).
 *  - Constraints: unique prefix, the scope enum, created_at default for rows written without Prisma.
 *  - The SQLite default creates var/panchang.db under the base folder; PostgreSQL's URL, a Secret,
 *    never reaches the log.
 * Needs PostgreSQL (TEST_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import { Secret } from '@pj/config';
import {
  ApiKey,
  Database,
  DatabaseKind,
  DbClient,
  MIGRATIONS_TABLE,
  openDatabase,
  sqlitePath,
} from '../platform/src/db';
import { ApiKeyScope, ClientLogLevel, CommentState, Prisma } from '../platform/src/db/generated/sqlite/client';
import { ADMIN_URL, createDatabase, dropDatabase } from './support/postgres';

jest.setTimeout(30_000);

/** The shipped migrations, in order, as the runner logs them. */
const MIGRATIONS = '0001_api_keys.sql, 0002_comments_logs_engagement.sql, 0003_comment_submission_identity.sql';

/** PostgreSQL ignores it under trust authentication; it must still never be logged. */
const PASSWORD = `pw-${randomBytes(6).toString('hex')}`;

interface Opened {
  readonly db: Database;
  readonly logs: string[];
  /** Raw SQL on a connection of its own, without Prisma (`?` placeholders are rewritten for PostgreSQL). */
  raw<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function openFresh(kind: DatabaseKind): Promise<Opened> {
  const logs: string[] = [];
  const log = (m: string) => logs.push(m);
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'pj-db-'));
    const db = await openDatabase({ kind: 'sqlite', url: 'file:./var/panchang.db' }, { baseDir: dir, log });
    const conn = new BetterSqlite3(path.join(dir, 'var/panchang.db'));
    return {
      db,
      logs,
      async raw<T>(sql: string, params: unknown[] = []) {
        const stmt = conn.prepare(sql);
        if (stmt.reader) return stmt.all(...params) as T[];
        stmt.run(...params);
        return [];
      },
      async close() {
        conn.close();
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `pj_schema_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(await createDatabase(name));
  url.password = PASSWORD;
  const db = await openDatabase({ kind: 'postgresql', url: new Secret(url.toString()) }, { log });
  const conn = new Client({ connectionString: url.toString() });
  await conn.connect();
  return {
    db,
    logs,
    async raw<T>(sql: string, params: unknown[] = []) {
      let i = 0;
      return (
        await conn.query(
          sql.replace(/\?/g, () => `$${++i}`),
          params,
        )
      ).rows as T[];
    },
    async close() {
      await conn.end();
      await db.close();
      await dropDatabase(name);
    },
  };
}

// ---- what Prisma expects, from the generated client --------------------------------------------

interface RuntimeField {
  readonly name: string;
  readonly kind: 'scalar' | 'enum' | 'object' | 'unsupported';
  readonly type: string;
  readonly dbName?: string | null;
}
interface RuntimeModel {
  readonly fields: readonly RuntimeField[];
  readonly dbName: string | null;
}

/**
 * The runtime data model the generated client was built with (model → fields → column names).
 * It is internal to Prisma, so the first test checks it against the client's public lists and
 * fails loudly when Prisma moves it.
 */
function runtimeModels(prisma: DbClient): Record<string, RuntimeModel> {
  const dm = (prisma as unknown as { _runtimeDataModel?: { models?: Record<string, RuntimeModel> } })._runtimeDataModel;
  if (!dm?.models)
    throw new Error('Prisma Client no longer exposes _runtimeDataModel; update runtimeModels() in this test');
  return dm.models;
}

const tableOf = (name: string, m: RuntimeModel) => m.dbName ?? name;
const columnOf = (f: RuntimeField) => f.dbName ?? f.name;

/**
 * Nullability of each model's columns, derived by the compiler from the generated row types: a wrong or missing entry
 * does not compile.
 */
type Scalars<M extends Prisma.ModelName> = Prisma.TypeMap['model'][M]['payload']['scalars'];
type Nullability<T> = { [K in keyof T]-?: null extends T[K] ? 'nullable' : 'required' };
const NULLABILITY: { [M in Prisma.ModelName]: Nullability<Scalars<M>> } = {
  ApiKey: {
    id: 'required',
    prefix: 'required',
    hash: 'required',
    scope: 'required',
    label: 'required',
    ratePerMinute: 'nullable',
    burstPerSecond: 'nullable',
    createdAt: 'required',
    revokedAt: 'nullable',
    lastUsedAt: 'nullable',
  },
  Comment: {
    id: 'required',
    pageKey: 'required',
    body: 'required',
    displayName: 'nullable',
    rating: 'nullable',
    state: 'required',
    sentimentScore: 'nullable',
    sentimentComparative: 'nullable',
    reasons: 'required',
    clientHash: 'required',
    createdAt: 'required',
    moderatedAt: 'nullable',
    challengeNonce: 'nullable',
    idempotencyKey: 'nullable',
    requestHash: 'nullable',
  },
  UsedChallenge: { nonce: 'required', expiresAt: 'required', usedAt: 'required' },
  ServiceSecret: { name: 'required', value: 'required', createdAt: 'required' },
  ClientLog: {
    id: 'required',
    level: 'required',
    message: 'required',
    page: 'nullable',
    attributes: 'required',
    clientHash: 'required',
    clientTime: 'nullable',
    createdAt: 'required',
  },
  EngagementCounter: { page: 'required', kind: 'required', count: 'required', updatedAt: 'required' },
  EngagementMark: {
    page: 'required',
    kind: 'required',
    clientHash: 'required',
    windowStart: 'required',
    createdAt: 'required',
  },
  JourneyEvent: {
    id: 'required',
    sessionId: 'nullable',
    name: 'required',
    page: 'required',
    props: 'required',
    clientHash: 'required',
    clientTime: 'nullable',
    createdAt: 'required',
  },
  BlogPost: {
    slug: 'required',
    title: 'required',
    publishedAt: 'required',
    updatedAt: 'nullable',
    published: 'required',
  },
};

/** Column type each Prisma scalar type is migrated to; a type without an entry fails the test until one is added. */
const COLUMN_TYPE: Record<DatabaseKind, Record<string, string>> = {
  sqlite: { String: 'TEXT', Int: 'INTEGER', DateTime: 'DATETIME', Boolean: 'BOOLEAN', Float: 'REAL', enum: 'TEXT' },
  postgresql: {
    String: 'text',
    Int: 'integer',
    DateTime: 'timestamp with time zone',
    Boolean: 'boolean',
    Float: 'double precision',
    enum: 'USER-DEFINED',
  },
};

/** The values of each Prisma enum, as the generated client defines them. */
const ENUM_VALUES: Record<string, readonly string[]> = {
  ApiKeyScope: Object.values(ApiKeyScope),
  CommentState: Object.values(CommentState),
  ClientLogLevel: Object.values(ClientLogLevel),
};

interface Column {
  readonly name: string;
  readonly type: string;
  readonly nullable: boolean;
  /** PostgreSQL: the enum type of a USER-DEFINED column. */
  readonly udt?: string;
}

async function introspect(o: Opened, kind: DatabaseKind): Promise<Record<string, Column[]>> {
  const out: Record<string, Column[]> = {};
  if (kind === 'sqlite') {
    const tables = await o.raw<{ name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    );
    for (const { name } of tables) {
      const cols = await o.raw<{ name: string; type: string; notnull: number; pk: number }>(
        `SELECT * FROM pragma_table_info(?)`,
        [name],
      );
      out[name] = cols.map((c) => ({ name: c.name, type: c.type, nullable: c.notnull === 0 && c.pk === 0 }));
    }
  } else {
    const cols = await o.raw<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      udt_name: string;
    }>(
      `SELECT table_name, column_name, data_type, is_nullable, udt_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY ordinal_position`,
    );
    for (const c of cols) {
      (out[c.table_name] ??= []).push({
        name: c.column_name,
        type: c.data_type,
        nullable: c.is_nullable === 'YES',
        udt: c.udt_name,
      });
    }
  }
  return out;
}

/** Name, type and nullability, in name order. */
const shape = (xs: readonly Column[]) =>
  xs.map(({ name, type, nullable }) => ({ name, type, nullable })).sort((a, b) => a.name.localeCompare(b.name));

// ---- the tests ---------------------------------------------------------------------------------

describe('sqlite path of DATABASE_URL', () => {
  it('resolves relative paths against the base folder and refuses what two connections could not share', () => {
    expect(sqlitePath('file:./var/panchang.db', '/srv/app')).toBe('/srv/app/var/panchang.db');
    expect(sqlitePath('file:/data/p.db', '/srv/app')).toBe('/data/p.db');
    expect(sqlitePath('file:///data/p.db', '/srv/app')).toBe('/data/p.db');
    expect(() => sqlitePath('file::memory:')).toThrow(/in-memory databases are not supported/);
    expect(() => sqlitePath('file:./x.db?mode=ro')).toThrow(/query parameters are not supported/);
  });
});

describe('openDatabase with the SQLite default', () => {
  it('creates var/panchang.db (and var/) under the base folder, migrated; reopening applies nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pj-db-'));
    try {
      const logs: string[] = [];
      const first = await openDatabase(
        { kind: 'sqlite', url: 'file:./var/panchang.db' },
        { baseDir: dir, log: (m) => logs.push(m) },
      );
      expect(first.kind).toBe('sqlite');
      expect(existsSync(path.join(dir, 'var/panchang.db'))).toBe(true);
      expect(await first.prisma.apiKey.count()).toBe(0);
      await first.close();
      await first.close();

      const second = await openDatabase(
        { kind: 'sqlite', url: 'file:./var/panchang.db' },
        { baseDir: dir, log: (m) => logs.push(m) },
      );
      await second.close();
      expect(logs).toEqual([
        `sqlite: applied migration(s) ${MIGRATIONS}`,
        'sqlite: schema up to date (3 migration(s))',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each<DatabaseKind>(['sqlite', 'postgresql'])('schema on %s', (kind) => {
  let o: Opened;
  beforeAll(async () => {
    o = await openFresh(kind);
  });
  afterAll(async () => {
    await o?.close();
  });

  it("the runtime data model is the generated client's", () => {
    const models = runtimeModels(o.db.prisma);
    expect(Object.keys(models).sort()).toEqual(Object.values(Prisma.ModelName).sort());
    expect(models.ApiKey.fields.map((f) => f.name).sort()).toEqual(Object.values(Prisma.ApiKeyScalarFieldEnum).sort());
    expect(models.Comment.fields.map((f) => f.name).sort()).toEqual(
      Object.values(Prisma.CommentScalarFieldEnum).sort(),
    );
    expect(Object.keys(NULLABILITY).sort()).toEqual(Object.keys(models).sort());
  });

  it('has exactly the tables and columns of the Prisma models (names, nullability, types)', async () => {
    const models = runtimeModels(o.db.prisma);
    const actual = await introspect(o, kind);
    const expected: Record<string, Column[]> = {};
    for (const [name, model] of Object.entries(models)) {
      const nullability = NULLABILITY[name as Prisma.ModelName] as Record<string, string>;
      expected[tableOf(name, model)] = model.fields
        .filter((f) => f.kind === 'scalar' || f.kind === 'enum')
        .map((f) => {
          const type = COLUMN_TYPE[kind][f.kind === 'enum' ? 'enum' : f.type];
          if (!type)
            throw new Error(`no expected ${kind} column type for Prisma type ${f.type}: add it to COLUMN_TYPE`);
          return { name: columnOf(f), type, nullable: nullability[f.name] === 'nullable' };
        });
    }
    const { [MIGRATIONS_TABLE]: bookkeeping, ...modelTables } = actual;
    expect(bookkeeping).toBeDefined();
    expect(Object.keys(modelTables).sort()).toEqual(Object.keys(expected).sort());
    for (const table of Object.keys(expected))
      expect({ table, columns: shape(modelTables[table]) }).toEqual({ table, columns: shape(expected[table]) });
  });

  if (kind === 'postgresql') {
    it('stores enums as PostgreSQL enum types with exactly the values of the Prisma enums, and timestamps to the millisecond', async () => {
      const models = runtimeModels(o.db.prisma);
      const columns = await introspect(o, kind);
      for (const [name, model] of Object.entries(models)) {
        for (const f of model.fields.filter((x) => x.kind === 'enum')) {
          const udt = columns[tableOf(name, model)].find((c) => c.name === columnOf(f))?.udt;
          const labels = await o.raw<{ enumlabel: string }>(
            `SELECT e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = ? ORDER BY e.enumsortorder`,
            [udt],
          );
          expect({ field: `${name}.${f.name}`, values: labels.map((l) => l.enumlabel) }).toEqual({
            field: `${name}.${f.name}`,
            values: ENUM_VALUES[f.type],
          });
        }
      }
      const precision = await o.raw<{ column_name: string; datetime_precision: number }>(
        `SELECT column_name, datetime_precision FROM information_schema.columns WHERE table_schema = 'public' AND data_type LIKE 'timestamp%' AND table_name <> ?`,
        [MIGRATIONS_TABLE],
      );
      expect(precision.length).toBeGreaterThan(0);
      for (const p of precision) expect(p).toEqual({ column_name: p.column_name, datetime_precision: 3 });
    });
  }

  it('round-trips every ApiKey field, set and null, each into its own column', async () => {
    const prisma = o.db.prisma;
    // Every field, none null: a field added to the model without a value here does not compile.
    const full = {
      id: randomUUID(),
      prefix: `pk_${randomBytes(4).toString('hex')}`,
      hash: 'scrypt$N=16384,r=8,p=1$c2FsdA$aGFzaA',
      scope: 'partner',
      label: 'Acme Almanacs — नमस्ते',
      ratePerMinute: 600,
      burstPerSecond: 20,
      createdAt: new Date('2024-01-02T03:04:05.678Z'),
      revokedAt: new Date('2024-02-03T04:05:06.789Z'),
      lastUsedAt: new Date('2024-03-04T05:06:07.891Z'),
    } satisfies { [K in keyof ApiKey]-?: NonNullable<ApiKey[K]> };

    expect(await prisma.apiKey.create({ data: full })).toEqual(full);
    expect(await prisma.apiKey.findUniqueOrThrow({ where: { id: full.id } })).toEqual(full);
    await expectColumns(full);

    const nulled = { ...full, ratePerMinute: null, burstPerSecond: null, revokedAt: null, lastUsedAt: null };
    await prisma.apiKey.update({
      where: { id: full.id },
      data: { ratePerMinute: null, burstPerSecond: null, revokedAt: null, lastUsedAt: null },
    });
    expect(await prisma.apiKey.findUniqueOrThrow({ where: { id: full.id } })).toEqual(nulled);
    expect(await prisma.apiKey.findMany({ where: { revokedAt: null, id: full.id } })).toHaveLength(1);
    await expectColumns(nulled);

    const { id: _id, ...changes } = {
      ...full,
      prefix: `pk_${randomBytes(4).toString('hex')}`,
      hash: 'hmac-sha256$other',
      scope: 'operator' as const,
      label: 'renamed',
      ratePerMinute: 1,
      burstPerSecond: 2,
      createdAt: new Date('1999-12-31T23:59:59.999Z'),
      revokedAt: new Date('2100-01-01T00:00:00.001Z'),
      lastUsedAt: new Date('2024-06-30T12:00:00.000Z'),
    };
    await prisma.apiKey.update({ where: { id: full.id }, data: changes });
    expect(await prisma.apiKey.findUniqueOrThrow({ where: { id: full.id } })).toEqual({ id: full.id, ...changes });
    await expectColumns({ id: full.id, ...changes });

    await prisma.apiKey.delete({ where: { id: full.id } });
    expect(await prisma.apiKey.findUnique({ where: { id: full.id } })).toBeNull();
  });

  /** The row as stored, read without Prisma, column by column (catches two @map names swapped). */
  async function expectColumns(row: ApiKey): Promise<void> {
    await expectColumnsOf('ApiKey', ['id'], row);
  }

  async function expectColumnsOf(
    modelName: Prisma.ModelName,
    keys: readonly string[],
    row: Record<string, unknown>,
  ): Promise<void> {
    const model = runtimeModels(o.db.prisma)[modelName];
    const col = (name: string) => columnOf(model.fields.find((f) => f.name === name)!);
    const where = keys.map((k) => `"${col(k)}" = ?`).join(' AND ');
    const params = keys.map((k) =>
      row[k] instanceof Date
        ? kind === 'sqlite'
          ? (row[k] as Date).toISOString().replace('Z', '+00:00')
          : row[k]
        : row[k],
    );
    const [stored] = await o.raw(`SELECT * FROM "${tableOf(modelName, model)}" WHERE ${where}`, params);
    expect(stored).toBeDefined();
    for (const f of model.fields) {
      const want = row[f.name];
      const got = stored[columnOf(f)];
      const norm = (v: unknown) =>
        v === null
          ? null
          : want instanceof Date
            ? new Date(v as string | Date).toISOString()
            : typeof v === 'bigint'
              ? Number(v)
              : typeof want === 'boolean'
                ? Boolean(v)
                : v;
      expect({ field: f.name, value: norm(got) }).toEqual({ field: f.name, value: norm(want) });
    }
  }

  it('round-trips every field of the comments-svc models, set and null, each into its own column', async () => {
    const p = o.db.prisma;
    const t = (iso: string) => new Date(iso);
    type Full<T> = { [K in keyof T]-?: NonNullable<T[K]> };

    const comment = {
      id: randomUUID(),
      pageKey: '/panchang/today?x=<b>',
      body: 'Very helpful — धन्यवाद <script>alert(1)</script>',
      displayName: 'Asha',
      rating: 5,
      state: 'held',
      sentimentScore: 3,
      sentimentComparative: 0.4285714285714286,
      reasons: '["link"]',
      clientHash: 'hmac:abc',
      createdAt: t('2024-01-02T03:04:05.678Z'),
      moderatedAt: t('2024-01-02T03:04:06.001Z'),
      challengeNonce: `nonce-${randomUUID()}`,
      idempotencyKey: `key-${randomUUID()}`,
      requestHash: 'a'.repeat(64),
    } satisfies Full<Prisma.CommentGetPayload<object>>;
    expect(await p.comment.create({ data: comment })).toEqual(comment);
    await expectColumnsOf('Comment', ['id'], comment);
    const commentNulls = {
      displayName: null,
      rating: null,
      sentimentScore: null,
      sentimentComparative: null,
      moderatedAt: null,
      challengeNonce: null,
      idempotencyKey: null,
      requestHash: null,
    };
    await p.comment.update({ where: { id: comment.id }, data: { ...commentNulls, state: 'approved' } });
    expect(await p.comment.findUniqueOrThrow({ where: { id: comment.id } })).toEqual({
      ...comment,
      ...commentNulls,
      state: 'approved',
    });
    await expectColumnsOf('Comment', ['id'], { ...comment, ...commentNulls, state: 'approved' });

    const used = {
      nonce: randomBytes(12).toString('hex'),
      expiresAt: t('2024-01-02T03:09:05.000Z'),
      usedAt: t('2024-01-02T03:05:00.123Z'),
    } satisfies Full<Prisma.UsedChallengeGetPayload<object>>;
    expect(await p.usedChallenge.create({ data: used })).toEqual(used);
    await expectColumnsOf('UsedChallenge', ['nonce'], used);
    await expect(p.usedChallenge.create({ data: used })).rejects.toMatchObject({ code: 'P2002' });

    const secret = {
      name: 'challenge_hmac',
      value: randomBytes(32).toString('base64url'),
      createdAt: t('2024-01-01T00:00:00.000Z'),
    } satisfies Full<Prisma.ServiceSecretGetPayload<object>>;
    expect(await p.serviceSecret.create({ data: secret })).toEqual(secret);
    await expectColumnsOf('ServiceSecret', ['name'], secret);

    const log = {
      id: randomUUID(),
      level: 'warn',
      message: 'fetch failed',
      page: '/panchang',
      attributes: '{"status":503}',
      clientHash: 'hmac:def',
      clientTime: t('2024-01-02T03:04:00.000Z'),
      createdAt: t('2024-01-02T03:04:01.500Z'),
    } satisfies Full<Prisma.ClientLogGetPayload<object>>;
    expect(await p.clientLog.create({ data: log })).toEqual(log);
    await expectColumnsOf('ClientLog', ['id'], log);
    await p.clientLog.update({ where: { id: log.id }, data: { page: null, clientTime: null } });
    await expectColumnsOf('ClientLog', ['id'], { ...log, page: null, clientTime: null });

    const counter = { page: '/p', kind: 'like', count: 41, updatedAt: t('2024-01-02T03:04:05.000Z') } satisfies Full<
      Prisma.EngagementCounterGetPayload<object>
    >;
    expect(await p.engagementCounter.create({ data: counter })).toEqual(counter);
    await expectColumnsOf('EngagementCounter', ['page', 'kind'], counter);

    const mark = {
      page: '/p',
      kind: 'like',
      clientHash: 'hmac:x',
      windowStart: t('2024-01-02T00:00:00.000Z'),
      createdAt: t('2024-01-02T03:00:00.000Z'),
    } satisfies Full<Prisma.EngagementMarkGetPayload<object>>;
    expect(await p.engagementMark.create({ data: mark })).toEqual(mark);
    await expectColumnsOf('EngagementMark', ['page', 'kind', 'clientHash', 'windowStart'], mark);
    await expect(p.engagementMark.create({ data: mark })).rejects.toMatchObject({ code: 'P2002' });

    const ev = {
      id: randomUUID(),
      sessionId: 's-1',
      name: 'open_panchang',
      page: '/panchang',
      props: '{"from":"home"}',
      clientHash: 'hmac:y',
      clientTime: t('2024-01-02T03:04:05.000Z'),
      createdAt: t('2024-01-02T03:04:06.000Z'),
    } satisfies Full<Prisma.JourneyEventGetPayload<object>>;
    expect(await p.journeyEvent.create({ data: ev })).toEqual(ev);
    await expectColumnsOf('JourneyEvent', ['id'], ev);
    await p.journeyEvent.update({ where: { id: ev.id }, data: { sessionId: null, clientTime: null } });
    await expectColumnsOf('JourneyEvent', ['id'], { ...ev, sessionId: null, clientTime: null });

    const post = {
      slug: 'ekadashi-explained',
      title: 'Ekadashi & fasting',
      publishedAt: t('2024-03-01T00:00:00.000Z'),
      updatedAt: t('2024-03-05T10:00:00.000Z'),
      published: false,
    } satisfies Full<Prisma.BlogPostGetPayload<object>>;
    expect(await p.blogPost.create({ data: post })).toEqual(post);
    await expectColumnsOf('BlogPost', ['slug'], post);
    await p.blogPost.update({ where: { slug: post.slug }, data: { updatedAt: null, published: true } });
    await expectColumnsOf('BlogPost', ['slug'], { ...post, updatedAt: null, published: true });
  });

  it('refuses comment states and log levels outside the enums even without Prisma', async () => {
    await expect(
      o.raw(
        `INSERT INTO "comments" ("id", "page_key", "body", "state", "client_hash") VALUES (?, 'p', 'b', 'published', 'h')`,
        [randomUUID()],
      ),
    ).rejects.toMatchObject({
      message: expect.stringMatching(
        kind === 'sqlite' ? /CHECK constraint failed/ : /invalid input value for enum comment_state/,
      ),
    });
    await expect(
      o.raw(`INSERT INTO "client_logs" ("id", "level", "message", "client_hash") VALUES (?, 'fatal', 'm', 'h')`, [
        randomUUID(),
      ]),
    ).rejects.toMatchObject({
      message: expect.stringMatching(
        kind === 'sqlite' ? /CHECK constraint failed/ : /invalid input value for enum client_log_level/,
      ),
    });
  });

  it('refuses a second comment with the same challenge nonce or Idempotency-Key (P2002); NULLs repeat', async () => {
    const row = (over: Record<string, string | null>) => ({
      pageKey: 'p',
      body: 'b',
      clientHash: 'h',
      challengeNonce: null,
      idempotencyKey: null,
      ...over,
    });
    const nonce = `n-${randomUUID()}`;
    const key = `k-${randomUUID()}`;
    await o.db.prisma.comment.create({ data: row({ challengeNonce: nonce, idempotencyKey: key }) });
    await expect(o.db.prisma.comment.create({ data: row({ challengeNonce: nonce }) })).rejects.toMatchObject({
      code: 'P2002',
    });
    await expect(
      o.db.prisma.comment.create({ data: row({ challengeNonce: `${nonce}-2`, idempotencyKey: key }) }),
    ).rejects.toMatchObject({ code: 'P2002' });
    await o.db.prisma.comment.create({ data: row({}) });
    await o.db.prisma.comment.create({ data: row({}) });
  });

  it('refuses a second key with the same prefix (P2002)', async () => {
    const prefix = `pk_${randomBytes(4).toString('hex')}`;
    const data = { prefix, hash: 'h', scope: 'operator', label: 'a' } as const;
    await o.db.prisma.apiKey.create({ data });
    await expect(o.db.prisma.apiKey.create({ data: { ...data, label: 'b' } })).rejects.toMatchObject({ code: 'P2002' });
  });

  it('refuses a scope outside the enum even without Prisma', async () => {
    // toMatchObject, not toThrow: better-sqlite3's error class belongs to whichever test file loaded the addon first
    // (another realm).
    await expect(
      o.raw(`INSERT INTO "api_keys" ("id", "prefix", "hash", "scope", "label") VALUES (?, ?, 'h', 'admin', 'x')`, [
        randomUUID(),
        'pk_bad',
      ]),
    ).rejects.toMatchObject({
      message: expect.stringMatching(
        kind === 'sqlite' ? /CHECK constraint failed/ : /invalid input value for enum api_key_scope/,
      ),
    });
  });

  it('gives a row written without Prisma a created_at that Prisma reads and orders with its own', async () => {
    const before = await o.db.prisma.apiKey.create({
      data: { prefix: `pk_${randomBytes(4).toString('hex')}`, hash: 'h', scope: 'operator', label: 'before' },
    });
    await new Promise((r) => setTimeout(r, 5));
    const id = randomUUID();
    await o.raw(
      `INSERT INTO "api_keys" ("id", "prefix", "hash", "scope", "label") VALUES (?, ?, 'h', 'partner', 'raw')`,
      [id, `pk_${randomBytes(4).toString('hex')}`],
    );
    const raw = await o.db.prisma.apiKey.findUniqueOrThrow({ where: { id } });
    expect(Math.abs(raw.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    const ordered = await o.db.prisma.apiKey.findMany({
      where: { id: { in: [before.id, id] } },
      orderBy: { createdAt: 'asc' },
    });
    expect(ordered.map((k) => k.label)).toEqual(['before', 'raw']);
    expect(await o.db.prisma.apiKey.count({ where: { id, createdAt: { gt: before.createdAt } } })).toBe(1);
  });

  it('reports migrations in the log without the connection URL', () => {
    expect(o.logs).toEqual([`${kind}: applied migration(s) ${MIGRATIONS}`]);
    for (const line of o.logs) expect(line).not.toContain(PASSWORD);
  });
});

describe('openDatabase on PostgreSQL', () => {
  it('fails with the driver error, not the URL, when the server cannot be reached; reopening applies nothing', async () => {
    const url = new URL(ADMIN_URL);
    url.port = '1';
    url.password = PASSWORD;
    const err = await openDatabase({ kind: 'postgresql', url: new Secret(url.toString()) }).catch((e: unknown) => e);
    expect(err).toMatchObject({ message: expect.stringMatching(/ECONNREFUSED/) });
    expect(String((err as Error).message) + String((err as Error).stack)).not.toContain(PASSWORD);

    const name = `pj_reopen_${process.pid}_${randomBytes(4).toString('hex')}`;
    const dbUrl = await createDatabase(name);
    try {
      const logs: string[] = [];
      for (let i = 0; i < 2; i++) {
        const db = await openDatabase({ kind: 'postgresql', url: new Secret(dbUrl) }, { log: (m) => logs.push(m) });
        expect(db.kind).toBe('postgresql');
        expect(await db.prisma.apiKey.count()).toBe(0);
        await db.close();
        await db.close();
      }
      expect(logs).toEqual([
        `postgresql: applied migration(s) ${MIGRATIONS}`,
        'postgresql: schema up to date (3 migration(s))',
      ]);
    } finally {
      await dropDatabase(name);
    }
  });
});
