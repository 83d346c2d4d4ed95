export * from './rpc-client';
export * from './in-process.transport';
export * from './nats.transport';
export * from './rpc-exception.filter';
export * from './deadline';
export * from './ping.controller';
export * from './bootstrap-service';
export * from './db';
