export * from './natal';
