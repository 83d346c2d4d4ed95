import 'reflect-metadata';
import { parseConfig } from '@pj/config';
import { connectServices } from '../../apps/embedded/services';
import { createGateway, listen, RunningGateway } from '../../apps/gateway/bootstrap';
import { FUNCTIONAL_TEST_LIMITS } from './limits';

/** A real embedded gateway listening on an ephemeral loopback port. */
export async function startEmbedded(
  env: Record<string, string> = {},
): Promise<{ base: string; gateway: RunningGateway }> {
  const config = parseConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...FUNCTIONAL_TEST_LIMITS, ...env });
  const gateway = await createGateway(config, await connectServices(config));
  const base = await listen(gateway, config);
  return { base: base.replace('[::1]', '127.0.0.1'), gateway };
}

export async function getJson(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, any>; headers: Headers; ms: number }> {
  const started = performance.now();
  const res = await fetch(base + path, { headers });
  const body = (await res.json()) as Record<string, any>;
  return { status: res.status, body, headers: res.headers, ms: performance.now() - started };
}

/** Seconds between an ISO instant with offset and a local wall-clock minute 'YYYY-MM-DDTHH:MM' at a fixed offset. */
export function secondsFromPublishedMinute(iso: string, publishedLocal: string, offset: string): number {
  return (Date.parse(iso) - Date.parse(`${publishedLocal}:00${offset}`)) / 1000;
}

/** The operator credential of functional tests that call the reserved product endpoints (SPEC §4.1). */
export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789abcdef';
/** Gateway env and request headers of an operator caller. */
export const AS_OPERATOR = {
  env: { SVC_BOOTSTRAP_OPERATOR_KEY: TEST_OPERATOR_KEY },
  headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}` },
} as const;

/**
 * One embedded gateway for a test file: started before all tests, closed after; `get(path)` fetches
 * JSON from it with `headers` (e.g. AS_OPERATOR.headers) on every request.
 */
export function useEmbeddedGateway(
  env: Record<string, string> = {},
  headers: Record<string, string> = {},
): { get: (path: string) => ReturnType<typeof getJson>; base: () => string } {
  let base = '';
  let gateway: RunningGateway | null = null;
  beforeAll(async () => {
    ({ base, gateway } = await startEmbedded(env));
  });
  afterAll(async () => {
    await gateway?.close();
  });
  return { get: (path: string) => getJson(base, path, headers), base: () => base };
}
