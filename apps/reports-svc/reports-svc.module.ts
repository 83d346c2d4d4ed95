import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@pj/platform';

/** reports-svc: its domain handlers arrive with their issues; today it answers readiness pings. */
@Module({})
export class ReportsSvcModule {
  static register(instanceId: string): DynamicModule {
    return serviceModule(ReportsSvcModule, 'reports-svc', instanceId, []);
  }
}
