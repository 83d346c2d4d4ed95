export * from './tables';
export * from './birth';
export * from './chart';
export * from './vargas';
export * from './dasha';
export * from './karakas';
export * from './methodology';
export * from './packets';
