export * from './frame';
export * from './muhurta';
export * from './twilight';
export * from './nakshatra-kalam';
export * from './periods';
export * from './moon-windows';
export * from './daily-windows';
export * from './methodology';
