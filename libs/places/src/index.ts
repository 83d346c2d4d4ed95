export * from './sources';
export * from './aliases';
export * from './normalise';
export { gazetteer, Gazetteer, Place, nearestPlace, EARTH_RADIUS_KM } from './gazetteer';
export * from './zone';
export * from './search';
export * from './resolve';
export * from './geoip';
export * from './present/places';
