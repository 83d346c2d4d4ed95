export * from './chart-input';
export * from './ashtakavarga';
export * from './packets';
export * from './present/chart';
export * from './present/ashtakavarga';
export * from './dosha';
export * from './present/dosha';
export * from './strength';
