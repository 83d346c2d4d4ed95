import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@pj/platform';
import { ReportsController } from './reports.controller';

/** reports-svc: the reports (issue 20), computed here only; and its readiness ping. */
@Module({})
export class ReportsSvcModule {
  static register(instanceId: string): DynamicModule {
    return serviceModule(ReportsSvcModule, 'reports-svc', instanceId, [ReportsController]);
  }
}
