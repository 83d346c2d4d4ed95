import { DynamicModule, Module } from '@nestjs/common';
import { pingControllerFor } from '@pj/platform';

/** reports-svc: its domain handlers arrive with their issues; today it answers readiness pings. */
@Module({})
export class ReportsSvcModule {
  static register(instanceId: string): DynamicModule {
    return { module: ReportsSvcModule, controllers: [pingControllerFor('reports-svc', instanceId)] };
  }
}
