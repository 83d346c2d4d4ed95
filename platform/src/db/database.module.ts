import { DynamicModule, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@pj/config';
import { APP_CONFIG } from '../bootstrap-service';
import { Database, openDatabase } from './open-database';

const logger = new Logger('database');

/**
 * Opens (and migrates) the configured database while the service starts, so that a database it
 * cannot use stops start-up; provides it as `Database`; closes it when the service shuts down,
 * which Nest does after the transport has drained in-flight requests.
 */
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: Database,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => openDatabase(config.database, { log: (m) => logger.log(m) }),
        },
      ],
      exports: [Database],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
    logger.log(`${this.database.kind}: closed`);
  }
}
