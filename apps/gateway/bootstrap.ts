import { INestApplication, INestMicroservice, Logger } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig } from '@pj/config';
import { serviceMethodology } from '@pj/panchang';
import { InProcessBus, InProcessClient, loggerLevels, NatsRpcClient, RpcTransportClient } from '@pj/platform';
import { startEmbeddedServices } from './embedded';
import { GatewayModule } from './gateway.module';
import { ContractErrorFilter } from './http/contract-error.filter';
import { RequestContextInterceptor } from './http/request-context.interceptor';
import { ContractValidationPipe } from './http/validation';
import { buildOpenApi } from './openapi';
import { OpenApiDocumentHolder } from './routes/openapi.controller';

/** Largest request body the edge reads (the JSON bodies of the calculation families are small). */
const BODY_LIMIT_BYTES = 256 * 1024;

export interface RunningGateway {
  readonly app: INestApplication;
  readonly mode: 'embedded' | 'nats';
  close(): Promise<void>;
}

/** Builds the gateway (and, embedded, every service) without listening; `main` and the tests call it. */
export async function createGateway(config: AppConfig): Promise<RunningGateway> {
  let transport: RpcTransportClient;
  let services: INestMicroservice[] = [];
  if (config.natsServers) {
    transport = await NatsRpcClient.connect(config.natsServers, `gateway-${config.instanceId}`);
  } else {
    const bus = new InProcessBus();
    services = await startEmbeddedServices(config, bus);
    transport = new InProcessClient(bus);
  }
  const mode = config.natsServers ? 'nats' : 'embedded';
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: (address: string) => config.trustedProxies.check(address, address.includes(':') ? 'ipv6' : 'ipv4'),
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.register({ transport, mode, attemptTimeoutMs: config.rpcAttemptTimeoutMs, operatorKey: config.bootstrapOperatorKey }), adapter, {
    logger: loggerLevels(config.logLevel),
  });
  app.useGlobalPipes(new ContractValidationPipe());
  app.useGlobalInterceptors(new RequestContextInterceptor(app.get(Reflector)));
  app.useGlobalFilters(new ContractErrorFilter(serviceMethodology));
  await app.init();
  app.get(OpenApiDocumentHolder).document = buildOpenApi(app);
  return {
    app,
    mode,
    async close() {
      await app.close();
      await transport.close();
      await Promise.all(services.map((s) => s.close()));
    },
  };
}

export async function listen(gateway: RunningGateway, config: AppConfig): Promise<string> {
  await gateway.app.listen(config.port, config.host);
  const url = await gateway.app.getUrl();
  new Logger('gateway').log(`listening on ${url} (${gateway.mode === 'nats' ? `NATS ${config.natsServers?.join(',')}` : 'embedded: all services in this process'})`);
  return url;
}
