import { AyanamsaKey, DEFAULT_RISE_CONVENTION, methodologySubset, NodeType, RiseConvention } from '@pj/ephemeris';

/**
 * Methodology of each packet family: the ephemeris choices plus the algorithm version of the
 * packet. Only choices that affect the packet are named, so an unrelated change (say of the
 * ayanamsa) does not change the fingerprint of a sunrise.
 */
export const ALGORITHMS = {
  sunrise: 'sunrise-1',
  planetPositions: 'planet-positions-1',
} as const;

/**
 * Named in the methodology of results that an accepted `ayanamsa` or `profile` cannot change (a
 * constant string, so the fingerprint is the same whatever value was sent).
 */
export const SUNRISE_NOT_USED =
  'not used: no sunrise, sunset or Hindu-day edge enters this result; the sunrise_convention parameter is accepted and changes nothing';
export const SIDEREAL_NOT_USED =
  'not used: no sidereal position enters this result; the ayanamsa parameter is accepted and changes nothing';
export const PROFILE_NOT_USED =
  'not used: no lunar or solar calendar month or year enters this result; the profile parameter is accepted and changes nothing';

export function sunriseMethodology(rise: RiseConvention = DEFAULT_RISE_CONVENTION): Record<string, string> {
  return {
    ...methodologySubset(['engine', 'ephemeris', 'delta_t', 'sunrise', 'time_zones'], { rise }),
    algorithms: ALGORITHMS.sunrise,
  };
}

export function planetPositionsMethodology(
  ayanamsa: AyanamsaKey = 'lahiri',
  nodeType: NodeType = 'mean',
): Record<string, string> {
  return {
    ...methodologySubset(
      ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'sidereal', 'nodes', 'positions', 'time_zones'],
      { ayanamsa, nodeType },
    ),
    algorithms: ALGORITHMS.planetPositions,
  };
}

/** Methodology of responses that compute nothing (health, discovery, errors outside a route). */
export function serviceMethodology(): Record<string, string> {
  return { ...methodologySubset(['engine', 'ephemeris']), algorithms: 'service-1' };
}
