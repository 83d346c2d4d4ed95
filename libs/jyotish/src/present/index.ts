export * from './wire';
export * from './person';
export * from './chart';
