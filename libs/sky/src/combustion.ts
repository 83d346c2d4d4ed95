import { bodyLongitudeAtJdUt, findAngleCrossings, GrahaKey, signedDiffDeg, StopCheck } from '@pj/ephemeris';

/**
 * Combustion (asta): a graha within its orb of the Sun, by difference of longitude. Orbs in
 * degrees after Surya Siddhanta 9.6–9 as given by the common Parashari tradition: Moon 12,
 * Mars 17, Mercury 14 (12 when retrograde), Jupiter 11, Venus 10 (8 when retrograde),
 * Saturn 15. The nodes are never combust.
 */
export const COMBUSTION_ORB_DEG: Readonly<Record<string, { direct: number; retrograde: number }>> = {
  moon: { direct: 12, retrograde: 12 },
  mars: { direct: 17, retrograde: 17 },
  mercury: { direct: 14, retrograde: 12 },
  jupiter: { direct: 11, retrograde: 11 },
  venus: { direct: 10, retrograde: 8 },
  saturn: { direct: 15, retrograde: 15 },
};
export const COMBUSTIBLE: readonly GrahaKey[] = ['moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/** Mercury and Venus can stay near the Sun ~70 d; Mars up to ~130 d: 200 days bound a period. */
const PERIOD_WINDOW_DAYS = 200;

export interface CombustionState {
  readonly planet: GrahaKey;
  readonly distanceDeg: number;
  readonly orbDeg: number;
  readonly combust: boolean;
  readonly retrograde: boolean;
  /** The combust period containing the date (only when combust): first and last instant within the orb. */
  readonly period: { readonly startJdUt: number | null; readonly endJdUt: number | null } | null;
}

function separation(planet: GrahaKey, t: number): { sep: number; retro: boolean } {
  const p = bodyLongitudeAtJdUt(t, planet, { sidereal: null });
  const sun = bodyLongitudeAtJdUt(t, 'sun', { sidereal: null });
  return { sep: signedDiffDeg(p.lonDeg, sun.lonDeg), retro: p.speedDegPerDay < 0 };
}

/** `stop`: cooperative deadline (libs/ephemeris `StopCheck`), called per evaluation of the edge scans. */
export function combustionState(planet: GrahaKey, jdUt: number, stop?: StopCheck): CombustionState {
  const orbs = COMBUSTION_ORB_DEG[planet];
  if (!orbs) throw new Error(`${planet} is never combust`);
  const { sep, retro } = separation(planet, jdUt);
  const orbDeg = retro ? orbs.retrograde : orbs.direct;
  const distanceDeg = Math.abs(sep);
  const combust = distanceDeg <= orbDeg;
  if (!combust) return { planet, distanceDeg, orbDeg, combust, retrograde: retro, period: null };
  // |sep| − orb changes sign at the period's edges; the orb may switch when the planet stations, so the
  // edges are found on the orb in force at each edge (checked below). The four target scans share samples.
  const memo = new Map<number, { sep: number; retro: boolean }>();
  const sepAt = (t: number) => {
    let v = memo.get(t);
    if (!v) {
      v = separation(planet, t);
      memo.set(t, v);
    }
    return v;
  };
  const edge = (t0: number, t1: number, pick: 'last' | 'first') => {
    const found: number[] = [];
    for (const orb of new Set([orbs.direct, orbs.retrograde])) {
      for (const target of [orb, -orb]) {
        for (const t of findAngleCrossings((t) => sepAt(t).sep, target, t0, t1, {
          stepDays: planet === 'moon' ? 0.25 : 0.5,
          stop,
        })) {
          const s = sepAt(t);
          if (Math.abs(Math.abs(s.sep) - (s.retro ? orbs.retrograde : orbs.direct)) < 1e-3) found.push(t);
        }
      }
    }
    found.sort((a, b) => a - b);
    return (pick === 'last' ? found[found.length - 1] : found[0]) ?? null;
  };
  const window = planet === 'moon' ? 3 : PERIOD_WINDOW_DAYS;
  return {
    planet,
    distanceDeg,
    orbDeg,
    combust,
    retrograde: retro,
    period: { startJdUt: edge(jdUt - window, jdUt, 'last'), endJdUt: edge(jdUt, jdUt + window, 'first') },
  };
}
