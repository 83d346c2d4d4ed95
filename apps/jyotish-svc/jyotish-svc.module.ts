import { DynamicModule, Module } from '@nestjs/common';
import { packetEnveloperProviders, pingControllerFor } from '@pj/platform';
import { YogasController } from './judgement/yogas.controller';
import { JyotishController } from './jyotish.controller';
import { JYOTISH_INSTANCE_ID, JyotishEnveloper } from './packet';

/** jyotish-svc: birth charts, vargas, dashas and Jaimini points (issue 7). */
@Module({})
export class JyotishSvcModule {
  static register(instanceId: string): DynamicModule {
    return {
      module: JyotishSvcModule,
      controllers: [pingControllerFor('jyotish-svc', instanceId), JyotishController, YogasController],
      providers: [
        { provide: JYOTISH_INSTANCE_ID, useValue: instanceId },
        JyotishEnveloper,
        ...packetEnveloperProviders('jyotish-svc', instanceId),
      ],
    };
  }
}
