import type * as Pg from './generated/postgresql/client';
import type * as Sqlite from './generated/sqlite/client';

/**
 * The Prisma Client type of both backends. Each provider needs its own generated client (the
 * query compiler is per provider, and the client refuses an adapter of another provider); the
 * application sees the SQLite client's API, which the PostgreSQL client's extends (it adds
 * `mode: 'insensitive'` filters, more isolation levels, list field references). The checks below
 * fail the build when the two generated clients disagree on a model's rows or write inputs.
 *
 * Behaviour differs where the databases do: string comparison (SQLite `contains`/`startsWith` are
 * case-insensitive for ASCII, PostgreSQL's are not) and SQLite does not enforce foreign keys
 * through Prisma's adapter (see README.md).
 */
export type DbClient = Sqlite.PrismaClient;

export type { ApiKey, ApiKeyScope } from './generated/sqlite/client';

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

type Rows<M extends { [K in string]: { payload: { scalars: unknown } } }> = {
  [K in keyof M]: M[K]['payload']['scalars'];
};
type Op<M extends { [K in string]: { operations: Record<string, { args: unknown }> } }, O extends string> = {
  [K in keyof M]: M[K]['operations'][O]['args'];
};
/** Update inputs only: their `where` differs (PostgreSQL adds `mode`). */
type UpdateData<M extends { [K in string]: { operations: { update: { args: { data: unknown } } } } }> = {
  [K in keyof M]: M[K]['operations']['update']['args']['data'];
};
type PgModels = Pg.Prisma.TypeMap['model'];
type SqliteModels = Sqlite.Prisma.TypeMap['model'];

type _SameModelNames = Assert<Same<Pg.Prisma.ModelName, Sqlite.Prisma.ModelName>>;
type _SameRows = Assert<Same<Rows<PgModels>, Rows<SqliteModels>>>;
type _SameCreateArgs = Assert<Same<Op<PgModels, 'create'>, Op<SqliteModels, 'create'>>>;
type _SameUpdateData = Assert<Same<UpdateData<PgModels>, UpdateData<SqliteModels>>>;
