import { DynamicModule, Module } from '@nestjs/common';
import { packetEnveloperProviders, pingControllerFor } from '@pj/platform';
import { FeedsController } from './feeds/feeds.controller';
import { MuhurtaController } from './muhurta/muhurta.controller';
import { ObservancesController } from './observances/observances.controller';

/**
 * calendar-svc: festivals, vrats, Ekadashi parana, their explanations, and the calendar feeds (SPEC §4.2, §4.4);
 * muhurta search, explanation, certification and electional choice (SPEC §4.4, §4.5).
 */
@Module({})
export class CalendarSvcModule {
  static register(instanceId: string): DynamicModule {
    return {
      module: CalendarSvcModule,
      controllers: [
        pingControllerFor('calendar-svc', instanceId),
        ObservancesController,
        FeedsController,
        MuhurtaController,
      ],
      providers: packetEnveloperProviders('calendar-svc', instanceId),
    };
  }
}
