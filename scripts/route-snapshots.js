#!/usr/bin/env node
/**
 * Route body snapshots: proof that a refactor leaves every route's body byte-identical (docs/snapshots.md).
 *
 *   npm run build && node scripts/route-snapshots.js capture <outdir> [--dist dir] [--requests file] [--reverse]
 *   node scripts/route-snapshots.js diff <dirA> <dirB>
 *
 * `capture` builds the embedded gateway from dist/ in this process (private SQLite file, an operator key,
 * raised rate limits), checks that the request set (test/fixtures/route-snapshots/requests.json) covers
 * every operation of /api-docs/openapi.json or names it as skipped, sends each request in order and writes
 * `<outdir>/<NNN>-<method>-<slug>.body` (the body as served, volatile values replaced in place, see
 * VOLATILE) and `<outdir>/index.json` (request → status, content-type, sha256). No headers are recorded
 * except content-type. `diff` compares two captures request by request and exits 1 when any body,
 * status or content-type differs or a request is missing from either side.
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { option } = require('./lib/cli');
const { startDistGateway } = require('./lib/dist-gateway');
const { jsonDifferences } = require('./lib/json-differences');
const { operationOf, operationsOf, uncoveredOperations } = require('./lib/route-coverage');

const root = path.resolve(__dirname, '..');
const DEFAULT_REQUESTS = path.join(root, 'test/fixtures/route-snapshots/requests.json');
const OPERATOR_KEY = 'route-snapshots-operator-key-0123456789';
const HASH_SECRET = 'route-snapshots-hash-secret-0123456789';
/** The highest limit TIER_RATE_LIMITS / TIER_BURST_LIMITS accept: no request of the set may meet one. */
const RAISED_LIMIT = 1_000_000;
const PLACEHOLDER = '<volatile>';
/**
 * The Host header of every request: feeds, sitemaps and agent cards build absolute URLs from it, and the
 * listening port is chosen by the system.
 */
const HOST = 'snapshots.example';
/** Options followed by a value; `--reverse` is a flag. */
const VALUE_OPTIONS = ['--dist', '--requests'];
/** The first differing JSON paths a diff prints per request. */
const MAX_PATHS = 5;

/**
 * Values that differ between two identical requests, replaced in the raw text (never re-serialised):
 * _meta.provenance.computed_at / request_id / instance (also inside JSON carried as a string, e.g. an
 * MCP tool result, hence the optional backslashes), the per-call latency and replica id of /ready, and
 * the DTSTAMP of iCalendar bodies (RFC 5545 §3.8.7.2: the time the object was created).
 */
const VOLATILE = [
  [/(\\?"(?:computed_at|request_id|instance|instance_id)\\?":\s*\\?")[^"\\]*/g, `$1${PLACEHOLDER}`],
  [/("latency_ms":\s*)-?\d+(?:\.\d+)?/g, `$1"${PLACEHOLDER}"`],
  [/^DTSTAMP:\d{8}T\d{6}Z?$/gm, `DTSTAMP:${PLACEHOLDER}`],
];

const TEXTUAL = /json|text|xml|calendar|javascript/;

function normalise(text) {
  return VOLATILE.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

function requestUrl(r) {
  const query = new URLSearchParams(Object.entries(r.query ?? {}).map(([k, v]) => [k, String(v)]));
  return query.size ? `${r.path}?${query}` : r.path;
}

/** Identity of a request across captures (the file numbers may shift when requests are added). */
function requestKey(r) {
  const body = r.body === undefined ? '' : ` ${JSON.stringify(r.body)}`;
  return `${r.method} ${r.url}${body}${r.auth ? ` [${r.auth}]` : ''}`;
}

function fileName(n, r) {
  const slug = r.url
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return `${String(n).padStart(3, '0')}-${r.method.toLowerCase()}-${slug || 'root'}.body`;
}

/** node:http rather than fetch, which does not let a caller set Host. */
function send(base, r) {
  const headers = { host: HOST };
  if (r.auth === 'operator') headers.authorization = `Bearer ${OPERATOR_KEY}`;
  const payload = r.body === undefined ? null : Buffer.from(JSON.stringify(r.body), 'utf8');
  if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: r.url, method: r.method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const type = res.headers['content-type'] ?? '';
        const raw = Buffer.concat(chunks);
        const text = TEXTUAL.test(type) ? raw.toString('utf8') : null;
        const normalised = text === null ? null : normalise(text);
        // Untouched bodies keep their exact bytes (no UTF-8 round trip).
        const bytes = normalised === null || normalised === text ? raw : Buffer.from(normalised, 'utf8');
        resolve({ status: res.statusCode, type, bytes });
      });
    });
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

async function capture(outDir, args) {
  const dist = path.resolve(option('dist', path.join(root, 'dist'), args));
  const set = JSON.parse(fs.readFileSync(path.resolve(option('requests', DEFAULT_REQUESTS, args)), 'utf8'));
  const started = process.hrtime.bigint();
  // Every tier of the built table (a tier without a burst window refuses a burst override).
  const tiers = Object.entries(require(path.join(dist, 'apps/gateway/http/policy.js')).TIERS);
  const raised = (entries) => entries.map(([name]) => `${name}=${RAISED_LIMIT}`).join(',');
  const gateway = await startDistGateway(dist, {
    API_KEY_HASH_SECRET: HASH_SECRET,
    SVC_BOOTSTRAP_OPERATOR_KEY: OPERATOR_KEY,
    TIER_RATE_LIMITS: raised(tiers),
    TIER_BURST_LIMITS: raised(tiers.filter(([, spec]) => spec.burst)),
  });
  try {
    const doc = await (await fetch(`${gateway.base}/api-docs/openapi.json`)).json();
    const documented = operationsOf(doc);
    const missing = uncoveredOperations(doc, set);
    if (missing.length) throw new Error(`operations with no request and no skipped entry:\n  ${missing.join('\n  ')}`);
    fs.mkdirSync(outDir, { recursive: true });
    for (const f of fs.readdirSync(outDir)) if (f.endsWith('.body')) fs.rmSync(path.join(outDir, f));
    const rows = [];
    const timings = [];
    // --reverse: the same requests in the opposite order, so that a body depending on what an earlier
    // request left in a process-wide memo (new moons, sankrantis, the ETag memo) shows up in a diff.
    const order = [...set.requests.keys()];
    if (args.includes('--reverse')) order.reverse();
    for (const i of order) {
      const r = { ...set.requests[i], url: requestUrl(set.requests[i]) };
      const t0 = process.hrtime.bigint();
      const res = await send(gateway.base, r);
      timings.push([Number(process.hrtime.bigint() - t0) / 1e6, `${r.method} ${r.url}`]);
      const file = fileName(i + 1, r);
      fs.writeFileSync(path.join(outDir, file), res.bytes);
      rows[i] = {
        key: requestKey(r),
        file,
        route: r.route ?? r.path,
        status: res.status,
        content_type: res.type,
        bytes: res.bytes.length,
        sha256: crypto.createHash('sha256').update(res.bytes).digest('hex'),
      };
    }
    fs.writeFileSync(
      path.join(outDir, 'index.json'),
      `${JSON.stringify({ requests: rows, skipped: set.skipped }, null, 2)}\n`,
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const requested = new Set(set.requests.map(operationOf));
    const outside = [...requested].filter((o) => !documented.includes(o));
    const statuses = rows.reduce((acc, row) => ({ ...acc, [row.status]: (acc[row.status] ?? 0) + 1 }), {});
    console.log(
      `${rows.length} requests → ${outDir} in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(statuses)}\n` +
        `${documented.length} documented operations: ${documented.filter((o) => requested.has(o)).length} requested, ` +
        `${set.skipped.length} skipped; also requested outside the document: ${outside.join(', ') || 'none'}`,
    );
    timings.sort((a, b) => b[0] - a[0]);
    console.log(
      `slowest: ${timings
        .slice(0, 5)
        .map(([ms, what]) => `${what} ${ms.toFixed(0)} ms`)
        .join('; ')}`,
    );
  } finally {
    await gateway.close();
  }
}

function describeDifference(textA, textB) {
  try {
    const paths = jsonDifferences(JSON.parse(textA), JSON.parse(textB), MAX_PATHS);
    return paths.length ? paths : ['same JSON value, different bytes (whitespace, number form or escapes)'];
  } catch {
    const linesA = textA.split('\n');
    const linesB = textB.split('\n');
    const line = linesA.findIndex((l, i) => l !== linesB[i]);
    const n = line < 0 ? linesA.length : line;
    return [`line ${n + 1}: ${JSON.stringify(linesA[n] ?? '')} → ${JSON.stringify(linesB[n] ?? '')}`];
  }
}

function diff(dirA, dirB) {
  const load = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')).requests;
  const rowsA = load(dirA);
  const byKeyB = new Map(load(dirB).map((row) => [row.key, row]));
  const totals = { same: 0, differs: 0, missing: 0 };
  for (const a of rowsA) {
    const b = byKeyB.get(a.key);
    byKeyB.delete(a.key);
    if (!b) {
      totals.missing++;
      console.log(`missing in B  ${a.key}`);
      continue;
    }
    const notes = [];
    if (a.status !== b.status) notes.push(`status ${a.status} → ${b.status}`);
    if (a.content_type !== b.content_type) notes.push(`content-type ${a.content_type} → ${b.content_type}`);
    if (a.sha256 !== b.sha256) {
      const read = (dir, row) => fs.readFileSync(path.join(dir, row.file), 'utf8');
      notes.push(...describeDifference(read(dirA, a), read(dirB, b)));
    }
    if (!notes.length) {
      totals.same++;
      console.log(`same          ${a.key}`);
    } else {
      totals.differs++;
      console.log(`differs       ${a.key}\n    ${notes.join('\n    ')}`);
    }
  }
  for (const key of byKeyB.keys()) {
    totals.missing++;
    console.log(`missing in A  ${key}`);
  }
  console.log(`\n${totals.same} same, ${totals.differs} differ, ${totals.missing} missing`);
  return totals.differs || totals.missing ? 1 : 0;
}

async function main() {
  const [mode, ...args] = process.argv.slice(2);
  const positional = args.filter((a, i) => !a.startsWith('--') && !VALUE_OPTIONS.includes(args[i - 1]));
  if (mode === 'capture' && positional.length === 1) await capture(path.resolve(positional[0]), args);
  else if (mode === 'diff' && positional.length === 2) process.exitCode = diff(positional[0], positional[1]);
  else {
    console.error(
      'usage: route-snapshots.js capture <outdir> [--dist dir] [--requests file] [--reverse] | diff <dirA> <dirB>',
    );
    process.exitCode = 2;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
