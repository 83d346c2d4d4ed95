export * from './risk-windows';
export * from './present/risk-windows';
