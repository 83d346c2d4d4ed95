import { DynamicModule, Module } from '@nestjs/common';
import { pingControllerFor } from '@pj/platform';

/** calendar-svc: its domain handlers arrive with their issues; today it answers readiness pings. */
@Module({})
export class CalendarSvcModule {
  static register(instanceId: string): DynamicModule {
    return { module: CalendarSvcModule, controllers: [pingControllerFor('calendar-svc', instanceId)] };
  }
}
