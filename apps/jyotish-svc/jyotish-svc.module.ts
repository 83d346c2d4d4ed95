import { DynamicModule, Module } from '@nestjs/common';
import { packetEnveloperProviders, pingControllerFor } from '@pj/platform';
import { JudgementController } from './judgement/judgement.controller';
import { YogasController } from './judgement/yogas.controller';
import { JyotishController } from './jyotish.controller';

/** jyotish-svc: birth charts, vargas, dashas and Jaimini points (issue 7). */
@Module({})
export class JyotishSvcModule {
  static register(instanceId: string): DynamicModule {
    return {
      module: JyotishSvcModule,
      controllers: [
        pingControllerFor('jyotish-svc', instanceId),
        JyotishController,
        JudgementController,
        YogasController,
      ],
      providers: packetEnveloperProviders('jyotish-svc', instanceId),
    };
  }
}
