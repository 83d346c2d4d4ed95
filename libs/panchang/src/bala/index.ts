export * from './tara';
export * from './chandra';
export * from './gochara';
export * from './spans';
export * from './day-bala';
