export * from './view';
export * from './conditions';
export * from './computed';
export * from './catalogue';
export * from './evaluate';
export * from './present';
export * from './packet';
