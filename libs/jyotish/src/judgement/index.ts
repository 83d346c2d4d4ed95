export * from './chart-input';
export * from './yogas';
