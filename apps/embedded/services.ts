/**
 * Composition of the domain services in one process (embedded mode, `npm start`): every service
 * serves its handlers on an in-process bus, and the gateway receives the bus client as its transport.
 * The gateway itself knows nothing of the services: it is handed a `ServiceConnection`.
 */
import { DynamicModule } from '@nestjs/common';
import { AppConfig } from '@pj/config';
import { ServiceName, SERVICES } from '@pj/contracts';
import {
  EmbeddedPools,
  InProcessBus,
  InProcessClient,
  NatsRpcClient,
  ServiceConnection,
  startService,
} from '@pj/platform';
import { CalendarSvcModule } from '../calendar-svc/calendar-svc.module';
import { CommentsSvcModule } from '../comments-svc/comments-svc.module';
import { JyotishSvcModule } from '../jyotish-svc/jyotish-svc.module';
import { PanchangSvcModule } from '../panchang-svc/panchang-svc.module';
import { ReportsSvcModule } from '../reports-svc/reports-svc.module';

/** Root module of each domain service, as both modes start it. */
export const SERVICE_MODULES: Readonly<Record<ServiceName, (instanceId: string) => DynamicModule>> = {
  'panchang-svc': (id) => PanchangSvcModule.register(id),
  'jyotish-svc': (id) => JyotishSvcModule.register(id),
  'calendar-svc': (id) => CalendarSvcModule.register(id),
  'reports-svc': (id) => ReportsSvcModule.register(id),
  'comments-svc': (id) => CommentsSvcModule.register(id),
};

/**
 * Embedded mode: every service in this process, serving the same handlers on the in-process bus, except the
 * CPU-heavy subjects, which child processes serve (EmbeddedPools; EMBEDDED_POOL_PROCESSES=0: none).
 */
export async function startEmbeddedServices(config: AppConfig): Promise<ServiceConnection> {
  const bus = new InProcessBus();
  const pools = new EmbeddedPools(config);
  const services = await Promise.all([
    ...SERVICES.map((s) =>
      startService(s, SERVICE_MODULES[s](`${config.instanceId}-embedded`), config, bus, pools.subjects),
    ),
    pools.start(bus),
  ]);
  const client = new InProcessClient(bus);
  return {
    client,
    mode: 'embedded',
    async close() {
      await client.close();
      await Promise.all(services.map((s) => s.close()));
    },
  };
}

/** The services as configured: over NATS when NATS_URL is set, else embedded in this process. */
export async function connectServices(config: AppConfig): Promise<ServiceConnection> {
  if (!config.natsServers) return startEmbeddedServices(config);
  const client = await NatsRpcClient.connect(config.natsServers, `gateway-${config.instanceId}`, {
    ackTimeoutMs: config.rpcAckTimeoutMs,
    livenessIntervalMs: config.rpcLivenessIntervalMs,
  });
  return { client, mode: 'nats', close: () => client.close() };
}
