import { BlockList, isIP } from 'node:net';

/**
 * Process configuration (CONTRACT §6 plus documented extensions), parsed once at start-up
 * from an environment map. An invalid value throws ConfigError naming the variable.
 * Secrets are held in `Secret` so that printing the config never shows them.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    rule: string,
  ) {
    super(`invalid configuration: ${variable} ${rule}`);
    this.name = 'ConfigError';
  }
}

export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toString(): string {
    return '[secret]';
  }
  toJSON(): string {
    return '[secret]';
  }
}

export type LogLevel = 'error' | 'warn' | 'log' | 'debug' | 'verbose';
const LOG_LEVELS: readonly LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** null: embedded mode with the in-process transport. */
  readonly natsServers: readonly string[] | null;
  readonly database:
    { readonly kind: 'sqlite'; readonly url: string } | { readonly kind: 'postgresql'; readonly url: Secret };
  readonly redisUrl: Secret | null;
  readonly trustedProxies: BlockList;
  readonly trustedProxiesText: readonly string[];
  readonly bootstrapOperatorKey: Secret | null;
  readonly logLevel: LogLevel;
  /**
   * NATS dispatch (RPC_ACK_TIMEOUT_MS): how long the gateway waits for a replica to acknowledge that
   * it started a request before sending it to another one (the window doubles after each miss).
   */
  readonly rpcAckTimeoutMs: number;
  /** How often a replica computing an acknowledged request is probed for being gone (RPC_LIVENESS_INTERVAL_MS). */
  readonly rpcLivenessIntervalMs: number;
  /** Requests a service replica handles at once (SERVICE_CONCURRENCY); null: the service's default. */
  readonly serviceConcurrency: number | null;
  /** How long a service waits for in-flight work when draining on SIGTERM. */
  readonly drainTimeoutMs: number;
  readonly instanceId: string;
  /**
   * Embedded mode: child processes per service that owns CPU-heavy subjects (EMBEDDED_POOL_PROCESSES), which
   * serve those subjects off the gateway's event loop; 0 = in this process; null (unset) = min(2, cores) when
   * running from dist/ (platform/src/process-pool.transport.ts decides).
   */
  readonly embeddedPoolProcesses: number | null;
  /** HMAC secret of stored API keys (API_KEY_HASH_SECRET); null: only the bootstrap operator key is accepted. */
  readonly apiKeyHashSecret: Secret | null;
  /** Prefix of every Redis key the gateway writes (REDIS_KEY_PREFIX). */
  readonly redisKeyPrefix: string;
  /** Largest number of client buckets the in-memory rate-limit store holds (RATE_LIMIT_MAX_KEYS). */
  readonly rateLimitMaxKeys: number;
  /** Requests one public client (address) may have running at once in a gateway (CLIENT_MAX_IN_FLIGHT). */
  readonly clientMaxInFlight: number;
  /** How long a verified or refused API key is remembered before the database is asked again (API_KEY_CACHE_MS). */
  readonly apiKeyCacheMs: number;
  /**
   * Per-tier overrides, `tier=value` lists; tier names are checked by the gateway against its tier table.
   * TIER_RATE_LIMITS (requests per rate window), TIER_BURST_LIMITS (per second), TIER_DEADLINES_S, TIER_MAX_IN_FLIGHT.
   */
  readonly tierOverrides: {
    readonly rate: Readonly<Record<string, number>>;
    readonly burst: Readonly<Record<string, number>>;
    readonly deadlineS: Readonly<Record<string, number>>;
    readonly maxInFlight: Readonly<Record<string, number>>;
  };
}

/** More heavy computations in parallel than this would only contend for the same cores. */
const MAX_POOL_PROCESSES = 16;

type Env = Readonly<Record<string, string | undefined>>;

function intVar(env: Env, name: string, dflt: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return dflt;
  if (!/^\d+$/.test(raw.trim()))
    throw new ConfigError(name, `must be an integer between ${min} and ${max}, got "${raw}"`);
  const n = Number(raw.trim());
  if (n < min || n > max) throw new ConfigError(name, `must be an integer between ${min} and ${max}, got ${n}`);
  return n;
}

/**
 * `name=value,name=value` with names in snake_case and values numbers in [min, max]
 * (integers unless `decimals`), e.g. TIER_DEADLINES_S="public_read=30,public_compute=60".
 */
export function namedNumbers(
  env: Env,
  name: string,
  min: number,
  max: number,
  decimals = false,
): Record<string, number> {
  const raw = env[name]?.trim();
  const out: Record<string, number> = {};
  if (!raw) return out;
  const valueRe = decimals ? /^\d+(\.\d+)?$/ : /^\d+$/;
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([a-z][a-z0-9_]*)=(.+)$/.exec(item);
    if (!m || !valueRe.test(m[2]))
      throw new ConfigError(name, `must be a list of name=${decimals ? 'number' : 'integer'} items, got "${item}"`);
    const n = Number(m[2]);
    if (n < min || n > max) throw new ConfigError(name, `has ${m[1]}=${n}, outside ${min}..${max}`);
    if (m[1] in out) throw new ConfigError(name, `names ${m[1]} twice`);
    out[m[1]] = n;
  }
  return out;
}

function apiKeyHashSecret(env: Env): Secret | null {
  const raw = env.API_KEY_HASH_SECRET;
  if (raw === undefined || raw === '') return null;
  if (raw.length < 32) throw new ConfigError('API_KEY_HASH_SECRET', 'must be at least 32 characters long');
  return new Secret(raw);
}

function natsServers(env: Env): readonly string[] | null {
  const raw = env.NATS_URL?.trim();
  if (!raw) return null;
  const servers = raw.split(',').map((s) => s.trim());
  for (const s of servers) {
    let url: URL;
    try {
      url = new URL(s);
    } catch {
      throw new ConfigError('NATS_URL', `must be a comma-separated list of nats://host:port URLs, got "${s}"`);
    }
    if (!['nats:', 'tls:', 'ws:', 'wss:'].includes(url.protocol)) {
      throw new ConfigError('NATS_URL', `must use nats://, tls://, ws:// or wss://, got "${url.protocol}"`);
    }
  }
  return servers;
}

function database(env: Env): AppConfig['database'] {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return { kind: 'sqlite', url: 'file:./var/panchang.db' };
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError('DATABASE_URL', 'is not a valid postgresql:// URL');
    }
    return { kind: 'postgresql', url: new Secret(raw) };
  }
  if (raw.startsWith('file:')) return { kind: 'sqlite', url: raw };
  throw new ConfigError('DATABASE_URL', 'must start with postgresql:// or file:');
}

function redisUrl(env: Env): Secret | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  if (!/^rediss?:\/\//.test(raw)) throw new ConfigError('REDIS_URL', 'must start with redis:// or rediss://');
  try {
    new URL(raw);
  } catch {
    throw new ConfigError('REDIS_URL', 'is not a valid URL');
  }
  return new Secret(raw);
}

function trustedProxies(env: Env): { list: BlockList; text: string[] } {
  const list = new BlockList();
  const text: string[] = [];
  const raw = env.TRUSTED_PROXIES?.trim();
  if (!raw) return { list, text };
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [addr, prefixText] = item.split('/');
    const family = isIP(addr);
    if (family === 0) throw new ConfigError('TRUSTED_PROXIES', `has "${item}", which is not an IP address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) {
      list.addAddress(addr, type);
    } else {
      const prefix = Number(prefixText);
      const max = family === 4 ? 32 : 128;
      if (!/^\d+$/.test(prefixText) || prefix > max)
        throw new ConfigError('TRUSTED_PROXIES', `has "${item}" with a prefix outside 0..${max}`);
      list.addSubnet(addr, prefix, type);
    }
    text.push(item);
  }
  return { list, text };
}

function redisKeyPrefix(env: Env): string {
  const raw = env.REDIS_KEY_PREFIX ?? 'pj:';
  if (!/^[A-Za-z0-9:_-]{1,32}$/.test(raw))
    throw new ConfigError('REDIS_KEY_PREFIX', `must be 1–32 characters of A-Z a-z 0-9 : _ -, got "${raw}"`);
  return raw;
}

export function parseConfig(env: Env): AppConfig {
  const port = intVar(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST?.trim() || '0.0.0.0';
  if (host !== 'localhost' && isIP(host) === 0)
    throw new ConfigError('HOST', `must be an IP address or localhost, got "${host}"`);
  const logLevel = (env.LOG_LEVEL?.trim() || 'log') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const keyRaw = env.SVC_BOOTSTRAP_OPERATOR_KEY;
  if (keyRaw !== undefined && keyRaw !== '' && keyRaw.length < 24) {
    throw new ConfigError('SVC_BOOTSTRAP_OPERATOR_KEY', 'must be at least 24 characters long');
  }
  const proxies = trustedProxies(env);
  const instanceId = env.INSTANCE_ID?.trim() || `${process.pid}`;
  return Object.freeze({
    port,
    host,
    natsServers: natsServers(env),
    database: database(env),
    redisUrl: redisUrl(env),
    trustedProxies: proxies.list,
    trustedProxiesText: proxies.text,
    bootstrapOperatorKey: keyRaw ? new Secret(keyRaw) : null,
    logLevel,
    rpcAckTimeoutMs: intVar(env, 'RPC_ACK_TIMEOUT_MS', 250, 20, 5000),
    rpcLivenessIntervalMs: intVar(env, 'RPC_LIVENESS_INTERVAL_MS', 500, 50, 10000),
    serviceConcurrency: env.SERVICE_CONCURRENCY ? intVar(env, 'SERVICE_CONCURRENCY', 1, 1, 256) : null,
    drainTimeoutMs: intVar(env, 'DRAIN_TIMEOUT_MS', 10000, 0, 600000),
    instanceId,
    embeddedPoolProcesses: env.EMBEDDED_POOL_PROCESSES?.trim()
      ? intVar(env, 'EMBEDDED_POOL_PROCESSES', 0, 0, MAX_POOL_PROCESSES)
      : null,
    apiKeyHashSecret: apiKeyHashSecret(env),
    redisKeyPrefix: redisKeyPrefix(env),
    rateLimitMaxKeys: intVar(env, 'RATE_LIMIT_MAX_KEYS', 100_000, 1_000, 10_000_000),
    clientMaxInFlight: intVar(env, 'CLIENT_MAX_IN_FLIGHT', 4, 1, 100_000),
    apiKeyCacheMs: intVar(env, 'API_KEY_CACHE_MS', 5_000, 0, 600_000),
    tierOverrides: Object.freeze({
      rate: namedNumbers(env, 'TIER_RATE_LIMITS', 1, 1_000_000),
      burst: namedNumbers(env, 'TIER_BURST_LIMITS', 1, 1_000_000),
      deadlineS: namedNumbers(env, 'TIER_DEADLINES_S', 0.01, 3600, true),
      maxInFlight: namedNumbers(env, 'TIER_MAX_IN_FLIGHT', 1, 100_000),
    }),
  });
}
