#!/usr/bin/env node
// tsc emits JavaScript only; the migration runner reads its SQL files next to the compiled module
// (dist/platform/src/db/migrations/<provider>/), so the build copies them there. The target is
// replaced, not merged, so that a migration removed from the source cannot linger in dist/.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../../..');
const from = path.join(ROOT, 'platform/src/db/migrations');
const to = path.join(ROOT, 'dist/platform/src/db/migrations');

fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
