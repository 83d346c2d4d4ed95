/**
 * The model choices behind every number this library returns, as plain strings for the
 * methodology fingerprint (libs/envelope). Must not import engine.ts: the gateway uses it
 * without loading the native addon.
 */
import { describeRiseConvention, DEFAULT_RISE_CONVENTION, RiseConvention } from './conventions';
import { EphemerisInputError } from './errors';
import { AyanamsaKey, isAyanamsaKey, isPositionModel, NodeType, PositionModel } from './settings';

export const ENGINE = Object.freeze({ name: 'swiss-ephemeris', version: '2.09.03' } as const);

export const EPHEMERIS_FILES = 'swieph: sepl_18, semo_18, seas_18 (1800-2400)';

/** SE 2.09.03 swephlib.c calc_deltat/deltat_aa, default model SEMOD_DELTAT_STEPHENSON_ETC_2016. */
export const DELTA_T_MODEL =
  'swe_deltat (Swiss Ephemeris 2.09.03): Astronomical Almanac/IERS table 1620-2028 (Bessel interpolation), ' +
  'adjusted to the DE431 lunar tidal acceleration; after 2028 the Stephenson, Morrison & Hohenkerk (2016) cubic, ' +
  'blended from the end of the table';

const AYANAMSA_DEFINITION: Readonly<Record<AyanamsaKey, string>> = {
  lahiri: 'lahiri (SE_SIDM_LAHIRI: Indian Calendar Reform Committee, 23°15′00.658″ on 1956-03-21 0h TT)',
  raman: 'raman (SE_SIDM_RAMAN: B. V. Raman)',
  krishnamurti: 'krishnamurti (SE_SIDM_KRISHNAMURTI: K. S. Krishnamurti)',
  true_chitra: 'true_chitra (SE_SIDM_TRUE_CITRA: Spica at sidereal 180° at every date)',
};

export const SIDEREAL_DEFINITION =
  'sidereal longitude = apparent tropical longitude of date − true ayanamsa (mean + nutation Δψ); SEFLG_SIDEREAL not used';

export const POSITIONS_MODEL =
  'geocentric apparent ecliptic of date: light time, annual aberration, gravitational deflection; ' +
  'IAU 2006 frame bias, Vondrák 2011 precession, IAU 2000B nutation (Swiss Ephemeris 2.09.03 defaults)';

/** The true-geometric model (positionModel 'true_geometric'); the ayanamsa and sidereal texts name it too. */
export const POSITIONS_MODEL_TRUE_GEOMETRIC =
  'geocentric true geometric ecliptic of date (SEFLG_TRUEPOS: the body at the instant itself, no light time, ' +
  'no annual aberration, no gravitational deflection; the Jagannatha Hora/PyJHora convention); true equinox of date: ' +
  'IAU 2006 frame bias, Vondrák 2011 precession, IAU 2000B nutation (Swiss Ephemeris 2.09.03)';

export const SIDEREAL_DEFINITION_TRUE_GEOMETRIC =
  'sidereal longitude = true geometric tropical longitude of date − true ayanamsa (mean + nutation Δψ); ' +
  'equal to swe_calc_ut with SEFLG_SIDEREAL | SEFLG_TRUEPOS';

export const EVENT_SEARCH =
  'sampling at a caller-chosen step, then bisection (integer states) or Illinois regula falsi (continuous angles) to 1 s';

function nodesDescription(nodeType: NodeType): string {
  return nodeType === 'mean'
    ? 'mean lunar node (SE_MEAN_NODE); ketu = rahu + 180°'
    : 'true (osculating) lunar node (SE_TRUE_NODE); ketu = rahu + 180°';
}

/**
 * Methodology fields: engine, ephemeris, delta_t, ayanamsa, sidereal, nodes, positions,
 * sunrise, event_search, time_zones. Plain strings; equal inputs give equal strings; the default
 * position model (apparent) gives the strings every service has always had.
 */
export function ephemerisMethodology(opts: {
  ayanamsa: AyanamsaKey;
  nodeType: NodeType;
  rise?: RiseConvention;
  positionModel?: PositionModel;
}): Record<string, string> {
  if (!isAyanamsaKey(opts.ayanamsa))
    throw new EphemerisInputError(`unknown ayanamsa: ${JSON.stringify(opts.ayanamsa)}`);
  if (opts.nodeType !== 'mean' && opts.nodeType !== 'true')
    throw new EphemerisInputError(`unknown node type: ${JSON.stringify(opts.nodeType)}`);
  const model = opts.positionModel ?? 'apparent';
  if (!isPositionModel(model)) throw new EphemerisInputError(`unknown position model: ${JSON.stringify(model)}`);
  const geometric = model === 'true_geometric';
  return {
    engine: `${ENGINE.name} ${ENGINE.version}`,
    ephemeris: EPHEMERIS_FILES,
    delta_t: DELTA_T_MODEL,
    ayanamsa: `${AYANAMSA_DEFINITION[opts.ayanamsa]}; true, with nutation; sidereal = ${geometric ? 'true geometric' : 'apparent'} tropical − ayanamsa`,
    sidereal: geometric ? SIDEREAL_DEFINITION_TRUE_GEOMETRIC : SIDEREAL_DEFINITION,
    nodes: nodesDescription(opts.nodeType),
    positions: geometric ? POSITIONS_MODEL_TRUE_GEOMETRIC : POSITIONS_MODEL,
    sunrise: describeRiseConvention(opts.rise ?? DEFAULT_RISE_CONVENTION),
    event_search: EVENT_SEARCH,
    time_zones: `IANA tz database ${process.versions.tz ?? '(version unknown)'} via luxon/Intl; zone from coordinates: @photostructure/tz-lookup`,
  };
}

/**
 * The subset of the ephemeris methodology a packet depends on: naming only the choices that
 * affect it keeps an unrelated change (say, of the ayanamsa for a sunrise) out of its fingerprint.
 */
export function methodologySubset(
  keys: readonly string[],
  opts: { ayanamsa?: AyanamsaKey; nodeType?: NodeType; rise?: RiseConvention; positionModel?: PositionModel } = {},
): Record<string, string> {
  const all = ephemerisMethodology({
    ayanamsa: opts.ayanamsa ?? 'lahiri',
    nodeType: opts.nodeType ?? 'mean',
    rise: opts.rise,
    positionModel: opts.positionModel,
  });
  const out: Record<string, string> = {};
  for (const k of keys) {
    if (all[k] === undefined) throw new Error(`unknown methodology field ${k}`);
    out[k] = all[k];
  }
  return out;
}
