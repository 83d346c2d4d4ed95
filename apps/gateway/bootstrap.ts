import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { AppConfig, ConfigError } from '@pj/config';
import { serviceMethodology } from '@pj/panchang';
import { Database, loggerLevels, openDatabase, ServiceConnection } from '@pj/platform';
import { Redis } from 'ioredis';
import { GatewayModule } from './gateway.module';
import { AuthFailureLimiter, installAccessHook, ReservationGuard } from './http/access';
import { installBodyDepthHook } from './http/body-depth';
import { ApiKeyVerifier } from './http/api-keys';
import { ContractErrorFilter } from './http/contract-error.filter';
import { OPEN_ALTERNATIVE_CANDIDATES, resolveTiers, TierTable } from './http/policy';
import { PolicyThrottlerGuard } from './http/policy-throttler.guard';
import { BoundedMemoryStore, RedisRateLimitStore } from './http/rate-limit-store';
import { installRepresentationHook, RepresentationMemo } from './http/representation';
import { ClientInFlight, InFlightLimiter, RequestContextInterceptor } from './http/request-context.interceptor';
import { ContractValidationPipe } from './http/validation';
import { SingleFlightTransport } from './rpc/single-flight';
import { buildOpenApi } from './openapi';
import { OpenApiDocumentHolder } from './routes/openapi.controller';

/** Largest request body the edge reads (the JSON bodies of the calculation families are small). */
const BODY_LIMIT_BYTES = 256 * 1024;
/** Redis commands of the limiter give up after this long (then this gateway's memory store counts the hit). */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface GatewayPolicy {
  readonly tiers: TierTable;
  readonly store: ThrottlerStorage;
  readonly inFlight: InFlightLimiter;
  /** The bytes of recent computed GETs, so that their strong ETags repeat. */
  readonly representations: RepresentationMemo;
}

export interface RunningGateway {
  readonly app: INestApplication;
  readonly mode: 'embedded' | 'nats';
  readonly policy: GatewayPolicy;
  /** The database holding the API keys. */
  readonly database: Database;
  /** Every route Fastify registered (method and path in OpenAPI form), for the contract-completeness test. */
  readonly routes: readonly { readonly method: string; readonly path: string }[];
  close(): Promise<void>;
}

/** Test seam: a clock for the in-memory limiter and the representation memo. */
export interface GatewayOverrides {
  readonly now?: () => number;
}

async function connectRedis(config: AppConfig): Promise<Redis | null> {
  if (!config.redisUrl) return null;
  const redis = new Redis(config.redisUrl.reveal(), {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
  });
  redis.on('error', () => undefined); // reported by the store when a command fails; the URL (a secret) is never logged
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new ConfigError(
      'REDIS_URL',
      `names a Redis server that does not answer (${err instanceof Error ? err.message.replace(/redis(s)?:\/\/\S+/g, '[url]') : 'error'})`,
    );
  }
  return redis;
}

/**
 * Builds the gateway without listening; `main` and the tests call it. It reaches the services only
 * through `services` (NATS or the embedded bus, chosen by the caller) and closes it on `close()`.
 */
export async function createGateway(
  config: AppConfig,
  services: ServiceConnection,
  overrides: GatewayOverrides = {},
): Promise<RunningGateway> {
  const tiers = resolveTiers(config.tierOverrides);
  const redis = await connectRedis(config);
  const database = await openDatabase(config.database, { log: (m) => new Logger('gateway-db').log(m) });
  if (!config.apiKeyHashSecret)
    new Logger('gateway').warn(
      'API_KEY_HASH_SECRET is unset: stored API keys are refused; only SVC_BOOTSTRAP_OPERATOR_KEY (if set) is accepted',
    );
  // identical concurrent computations are sent once, whatever the transport (rpc/single-flight.ts)
  const transport = new SingleFlightTransport(services.client);
  const mode = services.mode;
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: (address: string) => config.trustedProxies.check(address, address.includes(':') ? 'ipv6' : 'ipv4'),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.register({ transport, mode, tiers }),
    adapter,
    {
      logger: loggerLevels(config.logLevel),
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  const routes: { method: string; path: string }[] = [];
  fastify.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      routes.push({ method: method.toLowerCase(), path: r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}') });
  });
  let alternatives: string[] | null = null;
  const store: ThrottlerStorage = redis
    ? new RedisRateLimitStore(
        redis,
        config.redisKeyPrefix,
        new BoundedMemoryStore(config.rateLimitMaxKeys, overrides.now),
      )
    : new BoundedMemoryStore(config.rateLimitMaxKeys, overrides.now);
  installAccessHook(fastify, {
    authFailures: new AuthFailureLimiter(store, overrides.now),
    verifier: new ApiKeyVerifier(
      database.prisma,
      config.apiKeyHashSecret,
      config.bootstrapOperatorKey,
      config.apiKeyCacheMs,
    ),
    bootstrapKey: config.bootstrapOperatorKey?.reveal() ?? null,
    fallbackMethodology: serviceMethodology,
  });
  installBodyDepthHook(fastify, serviceMethodology);
  const representations = new RepresentationMemo(undefined, overrides.now);
  installRepresentationHook(fastify, representations);
  const inFlight = new InFlightLimiter(tiers);
  const reflector = app.get(Reflector);
  const guard = new PolicyThrottlerGuard(store, reflector, tiers);
  await guard.onModuleInit();
  const openAlternatives = () =>
    (alternatives ??= OPEN_ALTERNATIVE_CANDIDATES.filter((url) => fastify.hasRoute({ method: 'GET', url })));
  app.useGlobalGuards(new ReservationGuard(reflector, openAlternatives), guard);
  app.useGlobalPipes(new ContractValidationPipe());
  app.useGlobalInterceptors(
    new RequestContextInterceptor(reflector, tiers, inFlight, new ClientInFlight(config.clientMaxInFlight)),
  );
  app.useGlobalFilters(new ContractErrorFilter(serviceMethodology));
  await app.init();
  app.get(OpenApiDocumentHolder).document = buildOpenApi(app, tiers);
  return {
    app,
    mode,
    policy: { tiers, store, inFlight, representations },
    database,
    routes,
    async close() {
      await app.close();
      await services.close();
      await database.close();
      redis?.disconnect();
    },
  };
}

export async function listen(gateway: RunningGateway, config: AppConfig): Promise<string> {
  await gateway.app.listen(config.port, config.host);
  const url = await gateway.app.getUrl();
  // a NATS URL may carry user:password; the log names the servers without it
  const servers = (config.natsServers ?? []).map((u) => u.replace(/\/\/[^/@]*@/, '//[credentials]@')).join(',');
  const transport = gateway.mode === 'nats' ? `NATS ${servers}` : 'embedded: all services in this process';
  new Logger('gateway').log(`listening on ${url} (${transport})`);
  return url;
}
