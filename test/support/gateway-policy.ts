import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@pj/config';
import type { RpcTransportClient } from '@pj/platform';
import { connectServices } from '../../apps/embedded/services';
import { createGateway, GatewayOverrides, listen, RunningGateway } from '../../apps/gateway/bootstrap';
import { fetchText, TextReply } from './http';

export const HASH_SECRET = 'test-hash-secret-0123456789abcdef0123';
export const BOOTSTRAP_KEY = 'bootstrap-operator-key-for-tests-0001';

export interface PolicyGateway {
  readonly base: string;
  readonly gateway: RunningGateway;
  fetch(path: string, init?: RequestInit): Promise<TextReply>;
  close(): Promise<void>;
}

/**
 * An embedded gateway on a private SQLite file with key hashing on; env and overrides per test.
 * `overrides.transport` replaces the services (no service is started then).
 */
export async function startPolicyGateway(
  env: Record<string, string> = {},
  overrides: GatewayOverrides & { readonly transport?: RpcTransportClient } = {},
): Promise<PolicyGateway> {
  const dir = mkdtempSync(path.join(tmpdir(), 't-gw-'));
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DATABASE_URL: `file:${path.join(dir, 'keys.db')}`,
    API_KEY_HASH_SECRET: HASH_SECRET,
    SVC_BOOTSTRAP_OPERATOR_KEY: BOOTSTRAP_KEY,
    ...env,
  });
  const fake = overrides.transport;
  const services = fake ? { client: fake, mode: 'embedded' as const, close: () => fake.close() } : null;
  const gateway = await createGateway(config, services ?? (await connectServices(config)), overrides);
  const base = (await listen(gateway, config)).replace('[::1]', '127.0.0.1');
  return {
    base,
    gateway,
    fetch: (p, init) => fetchText(base + p, init),
    async close() {
      await gateway.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
