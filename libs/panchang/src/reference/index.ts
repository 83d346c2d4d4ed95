export * from './tables';
export * from './packets';
