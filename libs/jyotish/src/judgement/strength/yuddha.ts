/**
 * Graha yuddha and yuddha bala (BPHS 27.26–28, as B. V. Raman works it): two of Mars … Saturn within 1° of
 * longitude are at war. For each of the two, the sthana, dig and kala bala up to hora bala (nathonnatha, paksha,
 * tribhaga, abda, masa, vara, hora) are added; the difference of the two sums divided by the difference of their
 * disc diameters is added to the victor's kala bala and taken from the vanquished's. The victor is the graha with
 * the greater sum (the text adds the quotient to the stronger one).
 */
import { GrahaKey, norm180 } from '@pj/ephemeris';
import { NatalChart } from '../../chart';
import { PlanetKey, SEVEN } from '../../tables';
import { PerPlanet } from './sthana';

/** The tara grahas that can be at war. */
const TARA: readonly PlanetKey[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];
/** Orb of graha yuddha, degrees of longitude. */
export const WAR_ORB_DEG = 1;

/** Disc diameters (bimba) of the tara grahas in seconds of arc, BPHS 27.27: Mars 9.4 … Saturn 158. */
export const DISC_DIAMETER: Readonly<Record<'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn', number>> = {
  mars: 9.4,
  mercury: 6.6,
  jupiter: 190.4,
  venus: 16.6,
  saturn: 158,
};

export interface GrahaWar {
  readonly grahas: readonly [PlanetKey, PlanetKey];
  /** Their separation in longitude, degrees (< 1). */
  readonly arcDeg: number;
  /** The graha with the greater sthana + dig + kala-to-hora sum; null if the sums are equal. */
  readonly victor: PlanetKey | null;
  /** |difference of the sums| / |difference of the disc diameters|, virupas. */
  readonly yuddhaBala: number;
}

/** Pairs of tara grahas within 1° (graha yuddha). */
export function planetaryWars(core: NatalChart): [GrahaKey, GrahaKey][] {
  const wars: [GrahaKey, GrahaKey][] = [];
  TARA.forEach((a, i) =>
    TARA.slice(i + 1).forEach((b) => {
      if (Math.abs(norm180(core.lon[a] - core.lon[b])) < WAR_ORB_DEG) wars.push([a, b]);
    }),
  );
  return wars;
}

/**
 * The wars of a chart and the yuddha bala per graha (a graha in two wars adds both), given each graha's sum of
 * sthana, dig and kala bala up to hora bala.
 */
export function yuddhaBala(core: NatalChart, beforeYuddha: PerPlanet): { wars: GrahaWar[]; bala: PerPlanet } {
  const bala = Object.fromEntries(SEVEN.map((g) => [g, 0])) as Record<PlanetKey, number>;
  const wars = planetaryWars(core).map(([a, b]): GrahaWar => {
    const [ga, gb] = [a as keyof typeof DISC_DIAMETER, b as keyof typeof DISC_DIAMETER];
    const diff = beforeYuddha[ga] - beforeYuddha[gb];
    const q = Math.abs(diff) / Math.abs(DISC_DIAMETER[ga] - DISC_DIAMETER[gb]);
    const victor = diff === 0 ? null : diff > 0 ? ga : gb;
    if (victor) {
      const loser = victor === ga ? gb : ga;
      bala[victor] += q;
      bala[loser] -= q;
    }
    return {
      grahas: [ga, gb],
      arcDeg: Math.abs(norm180(core.lon[ga] - core.lon[gb])),
      victor,
      yuddhaBala: victor ? q : 0,
    };
  });
  return { wars, bala };
}
