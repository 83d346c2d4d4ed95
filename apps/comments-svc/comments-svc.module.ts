import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule, pingControllerFor } from '@pj/platform';

/**
 * comments-svc: its domain handlers arrive with their issues; today it answers readiness pings.
 * It owns the database: starting it opens and migrates the configured one (DATABASE_URL; default
 * SQLite ./var/panchang.db), and shutting it down closes it.
 */
@Module({})
export class CommentsSvcModule {
  static register(instanceId: string): DynamicModule {
    return { module: CommentsSvcModule, imports: [DatabaseModule.forRoot()], controllers: [pingControllerFor('comments-svc', instanceId)] };
  }
}
