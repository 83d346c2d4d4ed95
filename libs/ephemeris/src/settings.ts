/**
 * Model choices a caller can select. Addon-free: imported by the methodology module, which
 * runs in processes that never load the Swiss Ephemeris.
 */

export type AyanamsaKey = 'lahiri' | 'raman' | 'krishnamurti' | 'true_chitra';
export const AYANAMSAS: readonly AyanamsaKey[] = Object.freeze(['lahiri', 'raman', 'krishnamurti', 'true_chitra']);
/** The ayanamsa of a request that names none. */
export const DEFAULT_AYANAMSA: AyanamsaKey = 'lahiri';

export type NodeType = 'mean' | 'true';
export const NODE_TYPES: readonly NodeType[] = Object.freeze(['mean', 'true']);

/**
 * How a graha's place is computed. 'apparent' (the default of every service): where the body is
 * seen, with light time, annual aberration and gravitational deflection. 'true_geometric': where
 * the body is at the instant itself (Swiss Ephemeris SEFLG_TRUEPOS: no light time, no aberration,
 * no deflection), the convention of Jagannatha Hora and PyJHora. Both are of the true equinox of
 * date, so the sidereal longitude (minus the true ayanamsa) is defined the same way for both.
 */
export type PositionModel = 'apparent' | 'true_geometric';
export const POSITION_MODELS: readonly PositionModel[] = Object.freeze(['apparent', 'true_geometric']);

export function isPositionModel(x: unknown): x is PositionModel {
  return typeof x === 'string' && (POSITION_MODELS as readonly string[]).includes(x);
}

export type GrahaKey = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn' | 'rahu' | 'ketu';
// The seven visible planets (the grahas without the nodes). A line comment: a JSDoc one would become a
// description in every generated response schema that names the type.
export type PlanetKey = Exclude<GrahaKey, 'rahu' | 'ketu'>;
export const SEVEN_PLANETS: readonly PlanetKey[] = Object.freeze([
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
]);
export const GRAHAS: readonly GrahaKey[] = Object.freeze([...SEVEN_PLANETS, 'rahu', 'ketu']);

/** The grahas' Sanskrit names, as the chart and position packets print them. */
export const GRAHA_NAMES: Readonly<Record<GrahaKey, string>> = Object.freeze({
  sun: 'Surya',
  moon: 'Chandra',
  mars: 'Mangala',
  mercury: 'Budha',
  jupiter: 'Guru',
  venus: 'Shukra',
  saturn: 'Shani',
  rahu: 'Rahu',
  ketu: 'Ketu',
});

/**
 * Swiss Ephemeris sidereal modes (swephexp.h 2.09.03: SE_SIDM_LAHIRI 1, SE_SIDM_RAMAN 3,
 * SE_SIDM_KRISHNAMURTI 5, SE_SIDM_TRUE_CITRA 27). Kept as numbers so this module needs no
 * addon; a test checks them against the addon's constants.
 */
export const SID_MODE: Readonly<Record<AyanamsaKey, number>> = Object.freeze({
  lahiri: 1,
  raman: 3,
  krishnamurti: 5,
  true_chitra: 27,
});

export function isAyanamsaKey(x: unknown): x is AyanamsaKey {
  return typeof x === 'string' && (AYANAMSAS as readonly string[]).includes(x);
}
