#!/usr/bin/env node
// Generates the two Prisma clients from the one schema (platform/src/db/schema.prisma, written for
// PostgreSQL): generated/postgresql from it as is, generated/sqlite from a derived copy whose
// datasource provider is "sqlite", whose output is generated/sqlite and whose PostgreSQL native
// type attributes (@db.Timestamptz(3), …) are removed. Anything else the SQLite provider rejects
// makes `prisma generate` of the derived copy fail, which stops the build.
//
// `prisma generate` does not run the native schema engine, but the CLI looks for one at start-up
// and downloads it when missing. PRISMA_SCHEMA_ENGINE_BINARY (when not already set) names an
// existing file so that the build works offline; nothing executes it.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const DB_DIR = path.resolve(__dirname, '..');
const SOURCE = path.join(DB_DIR, 'schema.prisma');
const GENERATED = path.join(DB_DIR, 'generated');
const SQLITE_SCHEMA = path.join(GENERATED, 'schema.sqlite.prisma');

/** Replaces exactly one occurrence of `pattern` or fails: a silent no-op would generate a wrong client. */
function replaceOnce(text, pattern, replacement, what) {
  const matches = text.match(new RegExp(pattern.source, 'g')) ?? [];
  if (matches.length !== 1) throw new Error(`schema.prisma: expected exactly one ${what}, found ${matches.length}`);
  return text.replace(pattern, replacement);
}

function deriveSqliteSchema(source) {
  let text = replaceOnce(source, /provider\s*=\s*"postgresql"/, 'provider = "sqlite"', 'provider = "postgresql"');
  text = replaceOnce(
    text,
    /output\s*=\s*"generated\/postgresql"/,
    'output = "sqlite"',
    'output = "generated/postgresql"',
  );
  // Native types: @db.Timestamptz(3), @db.Uuid, @db.VarChar(64), …
  text = text.replace(/[ \t]+@db\.\w+(\([^)]*\))?/g, '');
  return `// DERIVED by tools/generate-clients.js from ../schema.prisma: do not edit.\n${text}`;
}

function prismaGenerate(schemaPath) {
  const cli = require.resolve('prisma/build/index.js', { paths: [DB_DIR] });
  const env = {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  };
  const result = spawnSync(process.execPath, [cli, 'generate', '--schema', schemaPath], { env, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(
      `prisma generate --schema ${path.relative(process.cwd(), schemaPath)} failed (exit ${result.status})`,
    );
  }
}

function main() {
  fs.rmSync(GENERATED, { recursive: true, force: true });
  fs.mkdirSync(GENERATED, { recursive: true });
  fs.writeFileSync(SQLITE_SCHEMA, deriveSqliteSchema(fs.readFileSync(SOURCE, 'utf8')));
  prismaGenerate(SOURCE);
  prismaGenerate(SQLITE_SCHEMA);
  console.log(`prisma clients generated in ${path.relative(process.cwd(), GENERATED)}/{postgresql,sqlite}`);
}

try {
  main();
} catch (err) {
  console.error(`generate-clients: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
