/** Which OpenAPI operations a route snapshot request set (test/fixtures/route-snapshots/requests.json) covers. */
'use strict';

/** `METHOD /path/{param}` of every operation of an OpenAPI document, in document order. */
function operationsOf(doc) {
  return Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
}

/** The operation a request or a `skipped` entry names: `route` (the OpenAPI path) when it has path parameters. */
const operationOf = (entry) => `${entry.method} ${entry.route ?? entry.path}`;

/** Operations of `doc` with neither a request nor a `skipped` entry in `set`. */
function uncoveredOperations(doc, set) {
  const covered = new Set([...set.requests, ...set.skipped].map(operationOf));
  return operationsOf(doc).filter((o) => !covered.has(o));
}

module.exports = { operationsOf, operationOf, uncoveredOperations };
