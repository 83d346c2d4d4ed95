export * from './errors';
export * from './budget';
export { BoundedMemo } from './memo';
export * from './angles';
export * from './settings';
export * from './conventions';
export * from './methodology';
export { engineVersion, EPHEMERIS_START_JD_UT, EPHEMERIS_END_JD_UT } from './engine';
export {
  Instant,
  LocalResolution,
  instantFromJdUt,
  instantFromUtcMillis,
  instantFromLocal,
  localMidnight,
  formatLocal,
  formatLocalJdUt,
  formatJdUtAtOffset,
  jdUtOfLocalIso,
  jdUtToWholeSecond,
  formatOffset,
  isValidZone,
  addDaysToDate,
  offsetMinutesAt,
  jdUtToUnixMs,
  MS_PER_DAY,
  SECONDS_PER_DAY,
} from './time';
export * from './zone';
export { BodyPosition, grahaPositions, bodyLongitude, bodyLongitudeAtJdUt, ayanamsaDeg } from './bodies';
export { Place, RiseEvent, NoEventReason, nextRiseSet, nextTransit } from './riseset';
export * from './civil-day';
export * from './search';
export * from './houses';
export * from './eclipses';
export * from './sun-moon';
export * from './angle-spans';
export { MeeusMoon, meeusMoonLongitude } from './meeus-moon';
export { DRIK_SUN_ALTITUDE_DEG, smartEquationOfTimeDays } from './drik-sunrise';
