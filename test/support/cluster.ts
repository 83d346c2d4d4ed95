import { randomBytes } from 'node:crypto';
import { getJson, JsonReply, postJson } from './http';
import { FUNCTIONAL_TEST_LIMITS } from './limits';
import { Proc, startCluster, stopAll } from './processes';

/** Starting the built processes and waiting for `/ready` takes seconds on a busy host. */
const CLUSTER_START_TIMEOUT_MS = 60_000;

export interface ClusterUnderTest {
  /** The services' INSTANCE_ID, which every reply names in `_meta.provenance.instance` (`<service>/<id>`). */
  readonly serviceInstanceId: string;
  base(): string;
  /** A plain fetch of `path` (with the cluster's headers), for bodies that are not JSON. */
  fetch(path: string): Promise<Response>;
  get(path: string): Promise<JsonReply>;
  post(path: string, body: unknown): Promise<JsonReply>;
}

/**
 * One distributed cluster for a test file (`startCluster`: the built gateway and one replica of every
 * service over TEST_NATS_URL, with the functional-test limits), started before all its tests and
 * stopped after. The service instance id is `<random run>-<suffix>`; `headers` and `gatewayEnv`
 * serve callers such as an operator (AS_OPERATOR in ./embedded).
 */
export function useCluster(
  o: { suffix: string; gatewayEnv?: Record<string, string>; headers?: Record<string, string> } = { suffix: '1' },
): ClusterUnderTest {
  const run = randomBytes(4).toString('hex');
  const serviceInstanceId = `${run}-${o.suffix}`;
  const procs: Proc[] = [];
  let base = '';
  beforeAll(async () => {
    base = await startCluster(procs, {
      serviceInstanceId,
      gatewayInstanceId: `${run}-gw`,
      gatewayEnv: { ...FUNCTIONAL_TEST_LIMITS, ...o.gatewayEnv },
    });
  }, CLUSTER_START_TIMEOUT_MS);
  afterAll(() => stopAll(procs));
  return {
    serviceInstanceId,
    base: () => base,
    fetch: (path) => fetch(base + path, { headers: o.headers }),
    get: (path) => getJson(base, path, o.headers),
    post: (path, body) => postJson(base, path, body, o.headers),
  };
}
