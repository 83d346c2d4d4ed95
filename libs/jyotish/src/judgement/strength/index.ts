/**
 * Shadbala (BPHS ch. 27) of the seven grahas, in virupas, with its parts, the rupas, the required minimum and
 * the ratio; yuddha bala, ishta and kashta phala, uccha rashmi, bhava bala;
 * harsha bala (Tajika). Needs a computed chart (a birth): the temporal parts need time and place.
 */
import { norm180 } from '@pj/ephemeris';
import { NatalChart } from '../../chart';
import { PlanetKey, SEVEN } from '../../tables';
import { bhavaBala, BhavaBala } from './bhava';
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
import { ishtaKashtaPhala, IshtaKashta, ucchaRashmi } from './phala';
import { GrahaWar, yuddhaBala } from './yuddha';

export * from './bhava';
export * from './cheshta';
export * from './drik';
export * from './harsha';
export * from './kala';
export * from './phala';
export * from './sthana';
export * from './yuddha';

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
  /** Wars between tara grahas (1°) and the yuddha bala each gave (in kala.yuddha). */
  readonly wars: readonly GrahaWar[];
  readonly ishtaKashta: IshtaKashta;
  readonly ucchaRashmi: PerPlanet;
  readonly bhava: BhavaBala;
}

export interface ShadbalaUnavailable {
  readonly available: false;
  readonly reason: string;
}

const sum = (...parts: PerPlanet[]): PerPlanet =>
  Object.fromEntries(SEVEN.map((g) => [g, parts.reduce((a, p) => a + p[g], 0)])) as Record<PlanetKey, number>;

export function shadbala(core: NatalChart): Shadbala | ShadbalaUnavailable {
  const day = dayFrame(core);
  if (!day)
    return {
      available: false,
      reason: 'no sunrise or sunset around the birth (polar day or night): kala bala needs them',
    };
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
  };
  const sthana = { ...s, total: sum(...Object.values(s)) };
  const dig = digBala(core);
  const toHora = sum(sthana.total, dig, k.nathonnatha, k.paksha, k.tribhaga, k.abda, k.masa, k.vara, k.hora);
  const war = yuddhaBala(core, toHora);
  const kala = { ...k, yuddha: war.bala, total: sum(...Object.values(k), war.bala) };
  const cheshta = cheshtaBala(core);
  const drik = drikBala(core);
  const total = sum(sthana.total, dig, kala.total, cheshta, NAISARGIKA, drik);
  const pakshaS = Math.abs(norm180(core.lon.moon - core.lon.sun)) / 3;
  return {
    available: true,
    sthana,
    dig,
    kala,
    cheshta,
    naisargika: NAISARGIKA,
    drik,
    total,
    harsha: harshaBala(core, day),
    wars: war.wars,
    ishtaKashta: ishtaKashtaPhala(sthana.uchcha, cheshta, kala.ayana, pakshaS),
    ucchaRashmi: ucchaRashmi(core),
    bhava: bhavaBala(core, total),
  };
}
