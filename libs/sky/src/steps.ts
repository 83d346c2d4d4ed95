import type { GrahaKey, NodeType } from '@pj/ephemeris';

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

/**
 * The mean node moves monotonically backwards at 0.05295°/day (Meeus 47.7: Ω = 125.0445479° −
 * 1934.1362891° T), 0.53° in 10 days: no sign boundary can be crossed twice within a 10-day step.
 * The true (osculating) node oscillates and briefly moves forward, so it keeps the 1-day step.
 */
export const MEAN_NODE_STEP_DAYS = 10;

/**
 * The Moon always moves forward (11.8–15.4°/day): a 1-day step holds at most two nakshatra
 * boundaries (13°20′) and one sign boundary, and findAngleStateTransitions refines each of them
 * on the continuous angle (Hermite guess within ~1 s over a day, as the daily elements use 1.25 d).
 */
export const MOON_ANGLE_STATE_STEP_DAYS = 1;

/** Sampling step of a graha's sign/nakshatra search (findAngleStateTransitions) for a node type. */
export function angleStateStepDays(planet: GrahaKey, nodeType: NodeType): number {
  if (planet === 'moon') return MOON_ANGLE_STATE_STEP_DAYS;
  return (planet === 'rahu' || planet === 'ketu') && nodeType === 'mean' ? MEAN_NODE_STEP_DAYS : STEP_DAYS[planet];
}
