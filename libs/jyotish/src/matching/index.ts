export * from './tables';
export * from './ashtakoota';
export * from './porutham';
export * from './compatibility';
export * from './present';
export * from './packets';
