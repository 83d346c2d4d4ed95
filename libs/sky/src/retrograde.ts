import { bodyLongitudeAtJdUt, findStations, GrahaKey, StopCheck } from '@pj/ephemeris';
import { STEP_DAYS } from './steps';

/** Grahas that station: the Sun and Moon never do; the nodes' retrograde motion is their normal state. */
export const STATIONING: readonly GrahaKey[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'];

/**
 * How far to look for the stations around a date. Longest loops: Saturn is retrograde ≈ 140 d
 * and direct ≈ 240 d; Mars direct up to ≈ 710 d. 800 days either side always holds the
 * surrounding stations.
 */
const STATION_WINDOW_DAYS = 800;

export interface RetrogradeState {
  readonly planet: GrahaKey;
  readonly speedDegPerDay: number;
  readonly retrograde: boolean;
  /** The retrograde period containing the date, else the next one. */
  readonly period: { readonly startJdUt: number; readonly endJdUt: number; readonly current: boolean };
}

/** Geocentric apparent tropical speed: a station is where it changes sign (to 1 s). */
const speedOf = (planet: GrahaKey) => (t: number) => bodyLongitudeAtJdUt(t, planet, { sidereal: null }).speedDegPerDay;

/** `stop`: cooperative deadline (libs/ephemeris `StopCheck`), called per evaluation of the two station scans. */
export function retrogradeState(planet: GrahaKey, jdUt: number, stop?: StopCheck): RetrogradeState {
  const speed = speedOf(planet)(jdUt);
  const retrograde = speed < 0;
  const step = { stepDays: STEP_DAYS[planet], stop };
  const before = findStations(speedOf(planet), jdUt - STATION_WINDOW_DAYS, jdUt, step);
  const after = findStations(speedOf(planet), jdUt, jdUt + STATION_WINDOW_DAYS, step);
  const lastRetro = [...before].reverse().find((s) => s.kind === 'retrograde');
  const nextDirect = after.find((s) => s.kind === 'direct');
  if (retrograde && lastRetro && nextDirect) {
    return {
      planet,
      speedDegPerDay: speed,
      retrograde,
      period: { startJdUt: lastRetro.jdUt, endJdUt: nextDirect.jdUt, current: true },
    };
  }
  const nextRetro = after.find((s) => s.kind === 'retrograde');
  const directAfter = nextRetro ? after.find((s) => s.kind === 'direct' && s.jdUt > nextRetro.jdUt) : undefined;
  if (!nextRetro || !directAfter)
    throw new Error(`no retrograde period of ${planet} within ${STATION_WINDOW_DAYS} days`);
  return {
    planet,
    speedDegPerDay: speed,
    retrograde,
    period: { startJdUt: nextRetro.jdUt, endJdUt: directAfter.jdUt, current: false },
  };
}
