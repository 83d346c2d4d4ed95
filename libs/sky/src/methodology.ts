import { AyanamsaKey, methodologySubset, NodeType } from '@pj/ephemeris';
import {
  conventionMethodology,
  DEFAULT_AYANAMSA,
  DEFAULT_NODE_TYPE,
  DEFAULT_PANCHANG_CONVENTION,
  PanchangConvention,
  PROFILE_NOT_USED,
  SUNRISE_NOT_USED,
} from '@pj/panchang';
import { COMBUSTION_ORB_DEG } from './combustion';

/**
 * Methodology of the sky-event routes (the `_meta.methodology` of their envelopes, also read by the
 * gateway's OpenAPI text): which ephemeris quantities, frames and searches each route uses.
 */
const ALGORITHMS = 'sky-events-1';

function methodology(
  ayanamsa: AyanamsaKey,
  nodeType: NodeType,
  keys: readonly string[],
  extra: Record<string, string> = {},
): Record<string, string> {
  return { ...methodologySubset(keys, { ayanamsa, nodeType }), ...extra, algorithms: ALGORITHMS };
}

/**
 * The Panchang convention's entries for a sky route (libs/panchang daily/convention.ts): they replace the ephemeris'
 * `sidereal` line and say which instants the convention moves (sidereal sign and nakshatra ingresses, as the daily
 * packet's element ends) and which it does not (tropical events, aspects, stations: Swiss Ephemeris ΔT).
 */
function skyConvention(convention: PanchangConvention, moves: string): Record<string, string> {
  return {
    ...conventionMethodology(convention),
    convention_scope: `${moves} follow the convention (the same instants as /panchang/daily and /sankranti/all); everything else uses Swiss Ephemeris ΔT and is unchanged by it`,
  };
}

export const seasonsMethodology = (
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(ayanamsa, 'mean', ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'positions', 'event_search'], {
    ...skyConvention(convention, 'the sidereal sankrantis'),
    seasons:
      'apparent geocentric tropical longitude of the Sun = 0°, 90°, 180°, 270°; sankranti = the Sun entering the matching sidereal sign (the sunsign edge of /panchang/daily)',
    seasons_algorithm: 'seasons-2',
  });

export const nextTransitsMethodology = (
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  nodeType: NodeType = DEFAULT_NODE_TYPE,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(
    ayanamsa,
    nodeType,
    ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'nodes', 'positions', 'event_search'],
    {
      ...skyConvention(convention, 'the sidereal sign ingresses'),
      next_transits_algorithm: 'next-transits-2',
    },
  );

export const retrogradesMethodology = () =>
  methodology('lahiri', 'mean', ['engine', 'ephemeris', 'delta_t', 'positions', 'event_search'], {
    retrograde:
      'geocentric apparent tropical longitude speed < 0; periods run from the retrograde station to the direct station',
  });

export const combustionsMethodology = () =>
  methodology('lahiri', 'mean', ['engine', 'ephemeris', 'delta_t', 'positions', 'event_search'], {
    combustion: `difference of apparent longitude from the Sun within the orb (Surya Siddhanta tradition): ${Object.entries(
      COMBUSTION_ORB_DEG,
    )
      .map(([k, o]) =>
        o.direct === o.retrograde ? `${k} ${o.direct}°` : `${k} ${o.direct}° (${o.retrograde}° retrograde)`,
      )
      .join(', ')}`,
  });

export const planetEventsMethodology = (
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  nodeType: NodeType = DEFAULT_NODE_TYPE,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(
    ayanamsa,
    nodeType,
    ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'nodes', 'positions', 'event_search', 'time_zones'],
    {
      ...skyConvention(convention, 'ingress and nakshatra events (sidereal)'),
      events_algorithm: 'planet-events-2',
      events:
        'aspects: sidereal longitude differences of 0°, ±60°, ±90°, ±120°, 180° between graha pairs (Rahu–Ketu excluded); ingress: sidereal sign change; nakshatra: sidereal nakshatra change; station: tropical apparent speed changes sign',
    },
  );

export const gocharMethodology = (
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(ayanamsa, 'mean', ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'nodes', 'positions', 'event_search'], {
    ...skyConvention(convention, 'the positions at the start and the sidereal sign ingresses'),
    gochar_algorithm: 'gochar-2',
    gochar:
      'slow grahas (Jupiter, Saturn, Rahu, Ketu, Mars): sidereal position at 00:00 UTC of from_date and every sign ingress in the window',
  });

/**
 * Methodology of /sankranti/all: the sunsign boundaries of the daily packet, under the same Panchang
 * convention (default drik: the mean ayanamsa, Lahiri + 24.0″, and the calibrated ΔT that reproduce
 * Drik's published ends), so a sankranti here is the instant /panchang/daily shows.
 */
export const sankrantiMethodology = (
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(
    ayanamsa,
    'mean',
    ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'positions', 'event_search', 'time_zones'],
    {
      ...conventionMethodology(convention),
      sankranti:
        'the apparent Sun entering each sidereal sign (sidereal longitude and time scale per the convention above; the sunsign edges of /panchang/daily); instants to 1 s',
      sankranti_algorithm: 'sankranti-year-2',
      sunrise: SUNRISE_NOT_USED,
      profile: PROFILE_NOT_USED,
    },
  );
