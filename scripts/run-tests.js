#!/usr/bin/env node
/**
 * `npm test`: the whole suite in band, in SHARDS jest processes one after another (jest --shard).
 * One process for all ~200 suites outgrew Node's default 4 GB heap (each suite's module registry
 * leaves a little behind: the gazetteer, the embedded gateways, Chromium's client). Extra
 * arguments (`npm test -- test/x.e2e-spec.ts`) run one jest process over just those.
 */
'use strict';
const { spawnSync } = require('node:child_process');

const SHARDS = 4;
const HEAP_MB = 6144;
const jest = require.resolve('jest/bin/jest');
const args = process.argv.slice(2);
const run = (extra) =>
  spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, jest, '--runInBand', ...extra], {
    stdio: 'inherit',
  }).status ?? 1;

if (args.length > 0) process.exit(run(args));
let failed = 0;
for (let i = 1; i <= SHARDS; i++) {
  console.log(`\n=== jest shard ${i}/${SHARDS} ===`);
  if (run([`--shard=${i}/${SHARDS}`]) !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
