export * from './catalogue';
export * from './present';
