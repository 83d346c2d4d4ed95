export * from './client-types';
export * from './migrate';
export * from './open-database';
export * from './database.module';
