export * from './methodology';
export * from './meta';
export * from './errors';
