import { DynamicModule, Module } from '@nestjs/common';
import { pingControllerFor } from '@pj/platform';

/** comments-svc: its domain handlers arrive with their issues; today it answers readiness pings. */
@Module({})
export class CommentsSvcModule {
  static register(instanceId: string): DynamicModule {
    return { module: CommentsSvcModule, controllers: [pingControllerFor('comments-svc', instanceId)] };
  }
}
