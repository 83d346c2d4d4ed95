import { DynamicModule, INestMicroservice, Logger, Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '@pj/config';
import { queueGroupOf, ServiceName } from '@pj/contracts';
import { InProcessBus, InProcessServer } from './in-process.transport';
import { DrainingNatsServer } from './nats.transport';
import { DeadlineInterceptor } from './deadline';
import { RpcErrorFilter } from './rpc-exception.filter';

/** Injection token of the process's validated AppConfig, which startService provides to every service module. */
export const APP_CONFIG = Symbol('AppConfig');

@Module({})
class ServiceConfigModule {}

@Module({})
class ServiceRootModule {}

/** The service's root module, with the configuration injectable in all of its modules. */
function withConfig(module: Type<unknown> | DynamicModule, config: AppConfig): DynamicModule {
  const configModule: DynamicModule = {
    module: ServiceConfigModule,
    global: true,
    providers: [{ provide: APP_CONFIG, useValue: config }],
    exports: [APP_CONFIG],
  };
  return { module: ServiceRootModule, imports: [configModule, module] };
}

/**
 * Requests a replica handles at once over NATS unless SERVICE_CONCURRENCY says otherwise. The
 * computing services hold the event loop while they compute, so a second request would only wait
 * inside the process, unacknowledged work that another replica could start; comments-svc waits on
 * its database and overlaps requests.
 */
const DEFAULT_CONCURRENCY: Partial<Record<ServiceName, number>> = { 'comments-svc': 8 };

/**
 * Starts one domain service. With NATS it joins the service's queue group (replicas share
 * the load); embedded, it serves the same handlers on the in-process bus, except the subjects
 * in `servedElsewhere` (those the embedded process pool serves).
 */
export async function startService(
  service: ServiceName,
  module: Type<unknown> | DynamicModule,
  config: AppConfig,
  bus: InProcessBus | null,
  servedElsewhere: ReadonlySet<string> = new Set(),
): Promise<INestMicroservice> {
  const strategy = bus
    ? new InProcessServer(bus, servedElsewhere)
    : new DrainingNatsServer(
        {
          servers: [...(config.natsServers ?? [])],
          queue: queueGroupOf(service),
          name: `${service}-${config.instanceId}`,
        },
        config.drainTimeoutMs,
        config.serviceConcurrency ?? DEFAULT_CONCURRENCY[service] ?? 1,
        service,
      );
  const app = await NestFactory.createMicroservice(withConfig(module, config), {
    strategy,
    logger: loggerLevels(config.logLevel),
    bufferLogs: false,
  });
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalInterceptors(new DeadlineInterceptor());
  await app.listen();
  new Logger(service).log(
    bus
      ? 'serving on the in-process bus'
      : `serving on NATS ${config.natsServers?.join(',')} queue=${queueGroupOf(service)}`,
  );
  return app;
}

export function loggerLevels(level: AppConfig['logLevel']): ('error' | 'warn' | 'log' | 'debug' | 'verbose')[] {
  const order = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
  return order.slice(0, order.indexOf(level) + 1);
}

/** SIGTERM/SIGINT: close (drain) once, then exit. */
export function closeOnSignals(close: () => Promise<void>, logger = new Logger('shutdown')): void {
  let closing = false;
  const onSignal = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal}: draining`);
    close()
      .then(() => process.exit(0))
      .catch((err) => {
        logger.error(err);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

/** Entry point of a service process in distributed mode (`node dist/apps/<svc>/main.js`). */
export function runServiceProcess(
  service: ServiceName,
  moduleFor: (instanceId: string) => DynamicModule,
  loadConfig: () => AppConfig,
): void {
  const run = async () => {
    const config = loadConfig();
    if (!config.natsServers)
      throw new Error(`${service} runs as its own process only with NATS_URL set; embedded mode is \`npm start\``);
    const app = await startService(service, moduleFor(config.instanceId), config, null);
    closeOnSignals(() => app.close());
  };
  run().catch((err) => {
    console.error(`${service}: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
