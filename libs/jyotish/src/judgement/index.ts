export * from './chart-input';
export * from './ashtakavarga';
