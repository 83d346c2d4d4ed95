export * from './types';
export * from './kaala';
export * from './timeline';
export * from './rule-def';
export * from './evaluate';
export * from './api';
export * from './ekadashi';
export * from './feeds';
