import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@pj/platform';
import { AnnualController } from './annual/annual.controller';
import { ConceptsController } from './concepts/concepts.controller';
import { InterpretationController } from './interpretation/interpretation.controller';
import { JudgementController } from './judgement/judgement.controller';
import { YogasController } from './judgement/yogas.controller';
import { JyotishController } from './jyotish.controller';
import { MatchingController } from './matching/matching.controller';
import { PrashnaController } from './prashna/prashna.controller';
import { RiskWindowsController } from './health/risk-windows.controller';

/** jyotish-svc: birth charts, vargas, dashas and Jaimini points (issue 7). */
@Module({})
export class JyotishSvcModule {
  static register(instanceId: string): DynamicModule {
    return serviceModule(JyotishSvcModule, 'jyotish-svc', instanceId, [
      JyotishController,
      JudgementController,
      YogasController,
      MatchingController,
      AnnualController,
      PrashnaController,
      RiskWindowsController,
      ConceptsController,
      InterpretationController,
    ]);
  }
}
