/**
 * The embedded gateway (every service in this process) built from dist/, listening on a free loopback port
 * with a private SQLite file; for the scripts that read the served routes (route-snapshots, openapi-snapshot).
 */
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * @param {string} dist the build output folder (dist/ of a checkout)
 * @param {Record<string, string>} env configuration variables on top of the defaults (see README "Configuration")
 * @returns {Promise<{ base: string, close: () => Promise<void> }>}
 */
async function startDistGateway(dist, env = {}) {
  require('@nestjs/common').Logger.overrideLogger(['error']);
  const { createGateway, listen } = require(path.join(dist, 'apps/gateway/bootstrap.js'));
  const { parseConfig } = require(path.join(dist, 'libs/config/src'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-gateway-'));
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DATABASE_URL: `file:${path.join(dir, 'gateway.db')}`,
    ...env,
  });
  // since the embedded composition left the gateway, the caller connects the services; an older
  // build (a "before" capture) still composes them inside createGateway
  const composition = path.join(dist, 'apps/embedded/services.js');
  const gateway = fs.existsSync(composition)
    ? await createGateway(config, await require(composition).connectServices(config))
    : await createGateway(config);
  const base = (await listen(gateway, config)).replace('[::1]', '127.0.0.1');
  return {
    base,
    async close() {
      await gateway.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { startDistGateway };
