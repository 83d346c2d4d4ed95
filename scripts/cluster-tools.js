/**
 * Helpers shared by the cluster scripts (chaos.js, sigstop-bench.js): free loopback ports,
 * percentiles, and starting an app from dist/.
 */
'use strict';
const { spawn } = require('node:child_process');
const { createServer } = require('node:net');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The 99th percentile (nearest rank) of a list of milliseconds; NaN when empty. */
function p99(list) {
  if (list.length === 0) return NaN;
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)];
}

/** `node dist/apps/<app>/main.js` with LOG_LEVEL=warn and `env`; stderr goes to `stderr` ('inherit' or 'ignore'). */
function startApp(app, env, stderr = 'inherit') {
  return spawn(process.execPath, [path.join(root, 'dist/apps', app, 'main.js')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', stderr],
  });
}

/** Polls GET <base>/ready until 200, or throws after `timeoutMs`. */
async function waitReady(base, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/ready`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error(`cluster not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

module.exports = { root, freePort, p99, startApp, waitReady };
