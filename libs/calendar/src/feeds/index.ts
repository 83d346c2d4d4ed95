export * from './place';
export * from './text';
export * from './ics';
export * from './freebusy';
export * from './json-feed';
export * from './methodology';
