export * from './interpretation';
export * from './present';
export * from './packet';
