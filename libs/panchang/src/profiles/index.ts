export * from './profiles';
export * from './solar-date';
export * from './lunar-date';
export * from './convert';
export { daysBetween, hinduDayStart, sunEventOn } from './civil';
