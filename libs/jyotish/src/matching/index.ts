export * from './tables';
export * from './second-source';
export * from './ashtakoota';
export * from './porutham';
export * from './compatibility';
export * from './present';
export * from './packets';
