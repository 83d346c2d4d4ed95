import { AyanamsaKey, DEFAULT_RISE_CONVENTION, ephemerisMethodology, NodeType, RiseConvention } from '@pj/ephemeris';

/**
 * Methodology of each packet family: the ephemeris choices plus the algorithm version of the
 * packet. Only choices that affect the packet are named, so an unrelated change (say of the
 * ayanamsa) does not change the fingerprint of a sunrise.
 */
export const ALGORITHMS = {
  sunrise: 'sunrise-1',
  planetPositions: 'planet-positions-1',
} as const;

function pick(fields: Record<string, string>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) if (fields[k] !== undefined) out[k] = fields[k];
  return out;
}

export function sunriseMethodology(rise: RiseConvention = DEFAULT_RISE_CONVENTION): Record<string, string> {
  const all = ephemerisMethodology({ ayanamsa: 'lahiri', nodeType: 'mean', rise });
  return { ...pick(all, ['engine', 'ephemeris', 'delta_t', 'sunrise', 'time_zones']), algorithms: ALGORITHMS.sunrise };
}

export function planetPositionsMethodology(ayanamsa: AyanamsaKey = 'lahiri', nodeType: NodeType = 'mean'): Record<string, string> {
  const all = ephemerisMethodology({ ayanamsa, nodeType });
  return {
    ...pick(all, ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'sidereal', 'nodes', 'positions', 'time_zones']),
    algorithms: ALGORITHMS.planetPositions,
  };
}

/** Methodology of responses that compute nothing (health, discovery, errors outside a route). */
export function serviceMethodology(): Record<string, string> {
  const all = ephemerisMethodology({ ayanamsa: 'lahiri', nodeType: 'mean' });
  return { ...pick(all, ['engine', 'ephemeris']), algorithms: 'service-1' };
}
