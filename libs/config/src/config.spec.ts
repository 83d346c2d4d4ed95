import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to embedded mode on port 8080 with SQLite under ./var', () => {
    const c = parseConfig({});
    expect(c.port).toBe(8080);
    expect(c.natsServers).toBeNull();
    expect(c.database).toEqual({ kind: 'sqlite', url: 'file:./var/panchang.db' });
    expect(c.redisUrl).toBeNull();
    expect(c.logLevel).toBe('log');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['NATS_URL', 'http://localhost:4222'],
    ['NATS_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['TRUSTED_PROXIES', 'proxy.example'],
    ['SVC_BOOTSTRAP_OPERATOR_KEY', 'short'],
    ['LOG_LEVEL', 'chatty'],
    ['RPC_ACK_TIMEOUT_MS', '10'],
    ['RPC_ACK_TIMEOUT_MS', '6000'],
    ['RPC_LIVENESS_INTERVAL_MS', '10'],
    ['SERVICE_CONCURRENCY', '0'],
    ['HOST', 'not-an-ip'],
    ['API_KEY_HASH_SECRET', 'too-short'],
    ['REDIS_KEY_PREFIX', 'has space'],
    ['RATE_LIMIT_MAX_KEYS', '10'],
    ['TIER_RATE_LIMITS', 'public_read=0'],
    ['TIER_RATE_LIMITS', 'public_read'],
    ['TIER_BURST_LIMITS', 'public_read=1.5'],
    ['TIER_DEADLINES_S', 'public_read=5000'],
    ['TIER_MAX_IN_FLIGHT', 'public_read=4,public_read=5'],
    ['EMBEDDED_POOL_PROCESSES', '-1'],
    ['EMBEDDED_POOL_PROCESSES', '17'],
    ['EMBEDDED_POOL_PROCESSES', 'two'],
  ])('%s=%s stops start-up with a message naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^invalid configuration: ${name} `));
  });

  it('reads EMBEDDED_POOL_PROCESSES: unset means "the platform decides" (null), 0 means in-process', () => {
    expect(parseConfig({}).embeddedPoolProcesses).toBeNull();
    expect(parseConfig({ EMBEDDED_POOL_PROCESSES: '' }).embeddedPoolProcesses).toBeNull();
    expect(parseConfig({ EMBEDDED_POOL_PROCESSES: '0' }).embeddedPoolProcesses).toBe(0);
    expect(parseConfig({ EMBEDDED_POOL_PROCESSES: ' 3 ' }).embeddedPoolProcesses).toBe(3);
  });

  it('reads NATS, PostgreSQL, Redis and trusted proxies', () => {
    const c = parseConfig({
      NATS_URL: 'nats://127.0.0.1:4222,nats://127.0.0.1:4223',
      DATABASE_URL: 'postgresql://u:p@127.0.0.1:5432/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUSTED_PROXIES: '10.0.0.0/8, ::1',
    });
    expect(c.natsServers).toEqual(['nats://127.0.0.1:4222', 'nats://127.0.0.1:4223']);
    expect(c.database.kind).toBe('postgresql');
    expect(c.trustedProxies.check('10.1.2.3', 'ipv4')).toBe(true);
    expect(c.trustedProxies.check('11.1.2.3', 'ipv4')).toBe(false);
    expect(c.trustedProxies.check('::1', 'ipv6')).toBe(true);
  });

  it('never prints secrets', () => {
    const c = parseConfig({
      SVC_BOOTSTRAP_OPERATOR_KEY: 'k'.repeat(32),
      DATABASE_URL: 'postgresql://u:secretpw@h/db',
      REDIS_URL: 'redis://:redispw@h:6379',
    });
    const printed = JSON.stringify(c) + String(c.bootstrapOperatorKey);
    expect(printed).not.toContain('kkkk');
    expect(printed).not.toContain('secretpw');
    expect(printed).not.toContain('redispw');
    expect(c.bootstrapOperatorKey?.reveal()).toBe('k'.repeat(32));
  });

  it('reads per-tier overrides as name=number lists (deadlines may be fractional seconds)', () => {
    const c = parseConfig({
      TIER_RATE_LIMITS: 'public_read=100, mcp=5',
      TIER_DEADLINES_S: 'public_read=0.25',
      TIER_MAX_IN_FLIGHT: 'public_compute=8',
    });
    expect(c.tierOverrides).toEqual({
      rate: { public_read: 100, mcp: 5 },
      burst: {},
      deadlineS: { public_read: 0.25 },
      maxInFlight: { public_compute: 8 },
    });
    expect(c.redisKeyPrefix).toBe('pj:');
    expect(c.rateLimitMaxKeys).toBe(100_000);
  });

  it('never prints the API key hash secret', () => {
    const c = parseConfig({ API_KEY_HASH_SECRET: 'h'.repeat(40) });
    expect(JSON.stringify(c)).not.toContain('hhhh');
    expect(c.apiKeyHashSecret?.reveal()).toBe('h'.repeat(40));
  });
});
