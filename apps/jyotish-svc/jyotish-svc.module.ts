import { DynamicModule, Module } from '@nestjs/common';
import { pingControllerFor } from '@pj/platform';

/** jyotish-svc: its domain handlers arrive with their issues; today it answers readiness pings. */
@Module({})
export class JyotishSvcModule {
  static register(instanceId: string): DynamicModule {
    return { module: JyotishSvcModule, controllers: [pingControllerFor('jyotish-svc', instanceId)] };
  }
}
