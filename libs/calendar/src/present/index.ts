export * from './observances';
export * from './feeds';
