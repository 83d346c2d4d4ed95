export * from './observance';
export * from './observances';
export * from './feeds';
export * from './evidence-text';
