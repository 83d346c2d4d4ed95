export * from './errors';
export * from './methodology';
export * from './place';
export * from './sunrise';
export * from './planet-positions';
export * from './daily';
export * from './tithi-calendar';
export * from './bala';
