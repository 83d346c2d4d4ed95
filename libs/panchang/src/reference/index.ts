export * from './tables';
export * from './lookups';
