/**
 * Shadbala (BPHS ch. 27) of the seven grahas, in virupas, with its parts, the rupas, the required minimum and
 * the ratio; harsha bala (Tajika). Needs a computed chart (a birth): the temporal parts need time and place.
 */
import { GrahaKey, norm180 } from '@pj/ephemeris';
import { NatalChart } from '../../chart';
import { PlanetKey, SEVEN } from '../../tables';
import { cheshtaBala } from './cheshta';
import { drikBala } from './drik';
import { harshaBala, HarshaParts } from './harsha';
import {
  abdaBala,
  ayanaBala,
  dayFrame,
  horaBala,
  masaBala,
  nathonnathaBala,
  pakshaBala,
  tribhagaBala,
  varaBala,
} from './kala';
import {
  digBala,
  drekkanaBala,
  kendradiBala,
  NAISARGIKA,
  ojayugmaBala,
  PerPlanet,
  saptavargajaBala,
  uchchaBala,
} from './sthana';

export * from './cheshta';
export * from './drik';
export * from './harsha';
export * from './kala';
export * from './sthana';

/** Required shadbala in rupas (BPHS 27.41): Sun 6.5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5. */
export const REQUIRED_RUPAS: PerPlanet = {
  sun: 6.5,
  moon: 6,
  mars: 5,
  mercury: 7,
  jupiter: 6.5,
  venus: 5.5,
  saturn: 5,
};

/** The tara grahas that can be at war (graha yuddha): within 1° of longitude. */
const TARA: readonly PlanetKey[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const WAR_ORB_DEG = 1;

export interface Shadbala {
  readonly available: true;
  readonly sthana: {
    readonly uchcha: PerPlanet;
    readonly saptavargaja: PerPlanet;
    readonly ojayugma: PerPlanet;
    readonly kendradi: PerPlanet;
    readonly drekkana: PerPlanet;
    readonly total: PerPlanet;
  };
  readonly dig: PerPlanet;
  readonly kala: {
    readonly nathonnatha: PerPlanet;
    readonly paksha: PerPlanet;
    readonly tribhaga: PerPlanet;
    readonly abda: PerPlanet;
    readonly masa: PerPlanet;
    readonly vara: PerPlanet;
    readonly hora: PerPlanet;
    readonly ayana: PerPlanet;
    readonly yuddha: PerPlanet;
    readonly total: PerPlanet;
  };
  readonly cheshta: PerPlanet;
  readonly naisargika: PerPlanet;
  readonly drik: PerPlanet;
  readonly total: PerPlanet;
  readonly harsha: HarshaParts;
}

export interface ShadbalaUnavailable {
  readonly available: false;
  readonly reason: string;
}

const sum = (...parts: PerPlanet[]): PerPlanet =>
  Object.fromEntries(SEVEN.map((g) => [g, parts.reduce((a, p) => a + p[g], 0)])) as Record<PlanetKey, number>;

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

export function shadbala(core: NatalChart): Shadbala | ShadbalaUnavailable {
  const day = dayFrame(core);
  if (!day)
    return {
      available: false,
      reason: 'no sunrise or sunset around the birth (polar day or night): kala bala needs them',
    };
  const wars = planetaryWars(core);
  if (wars.length > 0) {
    const names = wars.map(([a, b]) => `${a}–${b}`).join(', ');
    return { available: false, reason: `graha yuddha (${names} within 1°): the victor's yuddha bala is not computed` };
  }
  const s = {
    uchcha: uchchaBala(core),
    saptavargaja: saptavargajaBala(core),
    ojayugma: ojayugmaBala(core),
    kendradi: kendradiBala(core),
    drekkana: drekkanaBala(core),
  };
  const k = {
    nathonnatha: nathonnathaBala(core),
    paksha: pakshaBala(core),
    tribhaga: tribhagaBala(core, day),
    abda: abdaBala(core, day),
    masa: masaBala(core, day),
    vara: varaBala(core, day),
    hora: horaBala(core, day),
    ayana: ayanaBala(core),
    yuddha: sum(),
  };
  const sthana = { ...s, total: sum(...Object.values(s)) };
  const kala = { ...k, total: sum(...Object.values(k)) };
  const dig = digBala(core);
  const cheshta = cheshtaBala(core);
  const drik = drikBala(core);
  return {
    available: true,
    sthana,
    dig,
    kala,
    cheshta,
    naisargika: NAISARGIKA,
    drik,
    total: sum(sthana.total, dig, kala.total, cheshta, NAISARGIKA, drik),
    harsha: harshaBala(core, day),
  };
}
