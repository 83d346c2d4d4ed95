#!/usr/bin/env node
/**
 * Writes the OpenAPI document the gateway serves (GET /api-docs/openapi.json, default configuration) to
 * test/fixtures/openapi/openapi.json: pretty-printed with a 2-space indent, keys in the order generated.
 * test/openapi-snapshot.e2e-spec.ts fails when the served document differs from the file.
 *
 *   npm run openapi:snapshot            (builds first)
 *   node scripts/openapi-snapshot.js [--dist dir] [--out file]
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { startDistGateway } = require('./lib/dist-gateway');

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name, dflt) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : dflt);

async function main() {
  const dist = path.resolve(option('dist', path.join(root, 'dist')));
  const out = path.resolve(option('out', path.join(root, 'test/fixtures/openapi/openapi.json')));
  const gateway = await startDistGateway(dist);
  try {
    const doc = await (await fetch(`${gateway.base}/api-docs/openapi.json`)).json();
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
    const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    console.log(`${Object.keys(doc.paths).length} paths, ${operations} operations → ${path.relative(root, out)}`);
  } finally {
    await gateway.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
