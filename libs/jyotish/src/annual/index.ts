export * from './annual';
export * from './tables';
export * from './yogas';
export * from './present/annual';
