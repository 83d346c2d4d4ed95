export * from './contract';
export * from './subjects';
export * from './messages';
export * from './calendar';
export * from './places';
export const CONTRACT_VERSION = '0.1.0';
export * from './comments';
export * from './comments-wire';
export * from './cpu-heavy';
