import type { GrahaKey } from '@pj/ephemeris';

/**
 * Sampling step per graha for event searches: short enough that no sign boundary or station
 * can be crossed twice between samples. The Moon moves ≤ 15.4°/day (a 30° sign takes ≥ 1.9 d);
 * the others move ≤ 2.2°/day, and near a station a planet lingers — a boundary within the
 * station's reach is crossed at most once per day at these speeds.
 */
export const STEP_DAYS: Readonly<Record<GrahaKey, number>> = {
  sun: 1,
  moon: 0.25,
  mercury: 0.5,
  venus: 0.5,
  mars: 1,
  jupiter: 1,
  saturn: 1,
  rahu: 1,
  ketu: 1,
};
