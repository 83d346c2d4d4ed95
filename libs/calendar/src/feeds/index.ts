export * from './place';
export * from './ics';
export * from './freebusy';
export * from './methodology';
