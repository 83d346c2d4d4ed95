import { DynamicModule, INestMicroservice } from '@nestjs/common';
import { AppConfig } from '@pj/config';
import { ServiceName, SERVICES } from '@pj/contracts';
import { EmbeddedPools, InProcessBus, startService } from '@pj/platform';
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
export async function startEmbeddedServices(
  config: AppConfig,
  bus: InProcessBus,
): Promise<(INestMicroservice | EmbeddedPools)[]> {
  const pools = new EmbeddedPools(config);
  return Promise.all([
    ...SERVICES.map((s) =>
      startService(s, SERVICE_MODULES[s](`${config.instanceId}-embedded`), config, bus, pools.subjects),
    ),
    pools.start(bus),
  ]);
}
