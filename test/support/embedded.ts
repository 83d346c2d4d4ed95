import 'reflect-metadata';
import { parseConfig } from '@pj/config';
import { connectServices } from '../../apps/embedded/services';
import { createGateway, listen, RunningGateway } from '../../apps/gateway/bootstrap';
import { getJson, JsonReply, postJson } from './http';
import { FUNCTIONAL_TEST_LIMITS } from './limits';

export { AS_OPERATOR, TEST_OPERATOR_KEY } from './http';

/** A real embedded gateway listening on an ephemeral loopback port. */
export async function startEmbedded(
  env: Record<string, string> = {},
): Promise<{ base: string; gateway: RunningGateway }> {
  const config = parseConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...FUNCTIONAL_TEST_LIMITS, ...env });
  const gateway = await createGateway(config, await connectServices(config));
  const base = await listen(gateway, config);
  return { base: base.replace('[::1]', '127.0.0.1'), gateway };
}

/** Seconds between an ISO instant with offset and a local wall-clock minute 'YYYY-MM-DDTHH:MM' at a fixed offset. */
export function secondsFromPublishedMinute(iso: string, publishedLocal: string, offset: string): number {
  return (Date.parse(iso) - Date.parse(`${publishedLocal}:00${offset}`)) / 1000;
}

/**
 * One embedded gateway for a test file: started before all tests, closed after; `get(path)` fetches
 * JSON from it and `post(path, body)` sends JSON, with `headers` (e.g. AS_OPERATOR.headers) on every request.
 */
export function useEmbeddedGateway(
  env: Record<string, string> = {},
  headers: Record<string, string> = {},
): {
  get: (path: string) => Promise<JsonReply>;
  post: (path: string, body: unknown) => Promise<JsonReply>;
  base: () => string;
} {
  let base = '';
  let gateway: RunningGateway | null = null;
  beforeAll(async () => {
    ({ base, gateway } = await startEmbedded(env));
  });
  afterAll(async () => {
    await gateway?.close();
  });
  return {
    get: (path: string) => getJson(base, path, headers),
    post: (path: string, body: unknown) => postJson(base, path, body, headers),
    base: () => base,
  };
}
