export * from './sky';
export * from './eclipses';
