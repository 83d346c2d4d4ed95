export * from './prashna';
export * from './rules';
export * from './judge';
export * from './present/prashna';
