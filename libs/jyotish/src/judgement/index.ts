export * from './chart-input';
