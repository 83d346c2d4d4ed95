export * from './place';
export * from './daily';
export * from './details';
export * from './windows';
export * from './timing';
export * from './bala';
export * from './tithis';
export * from './calendar';
