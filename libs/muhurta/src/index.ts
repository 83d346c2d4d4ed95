export * from './activities';
export * from './periods';
export * from './lagna';
export * from './engine';
export * from './methodology';
export * from './natal';
export * from './certification';
export * from './present';
