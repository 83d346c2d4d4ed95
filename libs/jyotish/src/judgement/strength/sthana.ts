/**
 * Shadbala, positional and directional parts (BPHS ch. 27, as worked in B. V. Raman, "Graha and Bhava
 * Balas"): uchcha, saptavargaja, ojayugma, kendradi and drekkana bala; dig bala; naisargika bala.
 * Virupas (60 virupas = 1 rupa).
 */
import { norm180 } from '@pj/ephemeris';
import { NatalChart, relationInChart } from '../../chart';
import { EXALTATION, MOOLATRIKONA, PlanetKey, SEVEN, SIGN_LORD } from '../../tables';
import { Varga, vargaSign } from '../../vargas';

export type PerPlanet = Readonly<Record<PlanetKey, number>>;
const per = (f: (g: PlanetKey) => number): PerPlanet =>
  Object.fromEntries(SEVEN.map((g) => [g, f(g)])) as Record<PlanetKey, number>;

/** Uchcha bala: the arc from the deep debilitation point / 3 (60 at deep exaltation). */
export function uchchaBala(core: NatalChart): PerPlanet {
  return per((g) => {
    const ex = EXALTATION[g];
    const debilitation = (ex.sign * 30 + ex.deg! + 180) % 360;
    return Math.abs(norm180(core.lon[g] - debilitation)) / 3;
  });
}

/** The seven vargas of saptavargaja bala: D1, D2 (hora), D3, D7, D9, D12, D30. */
export const SAPTAVARGA: readonly Varga[] = [1, 2, 3, 7, 9, 12, 30];

/** Virupas by dignity in a varga (BPHS 27.6–8): moolatrikona 45 (rasi only), own 30, then the compound relation. */
const DIGNITY_VIRUPAS = {
  moolatrikona: 45,
  own: 30,
  great_friend: 22.5,
  friend: 15,
  neutral: 7.5,
  enemy: 3.75,
  great_enemy: 1.875,
} as const;

export function saptavargajaBala(core: NatalChart): PerPlanet {
  return per((g) =>
    SAPTAVARGA.reduce((sum, n) => {
      const sign = vargaSign(core.lon[g], n);
      const lord = SIGN_LORD[sign];
      const mt = MOOLATRIKONA[g];
      const deg = core.lon[g] % 30;
      if (n === 1 && sign === mt.sign && deg >= mt.from && deg < mt.to) return sum + DIGNITY_VIRUPAS.moolatrikona;
      if (lord === g) return sum + DIGNITY_VIRUPAS.own;
      return sum + DIGNITY_VIRUPAS[relationInChart(core, g, lord).compound];
    }, 0),
  );
}

/** Ojayugma bala: the Moon and Venus 15 each in an even rasi and an even navamsa; the others in odd ones. */
export function ojayugmaBala(core: NatalChart): PerPlanet {
  return per((g) => {
    const wantEven = g === 'moon' || g === 'venus';
    return [1, 9].reduce((sum, n) => {
      const even = vargaSign(core.lon[g], n as Varga) % 2 === 1;
      return sum + (even === wantEven ? 15 : 0);
    }, 0);
  });
}

/** Kendradi bala: 60 in a kendra, 30 in a panaphara, 15 in an apoklima (whole signs from the lagna). */
export function kendradiBala(core: NatalChart): PerPlanet {
  const lagna = Math.floor(core.lon.ascendant / 30);
  return per((g) => {
    const house = ((Math.floor(core.lon[g] / 30) - lagna + 12) % 12) + 1;
    return house % 3 === 1 ? 60 : house % 3 === 2 ? 30 : 15;
  });
}

/**
 * Drekkana bala: 15 for a male graha (Sun, Mars, Jupiter) in the 1st drekkana, a neuter one (Mercury, Saturn)
 * in the 2nd, a female one (Moon, Venus) in the 3rd.
 */
export function drekkanaBala(core: NatalChart): PerPlanet {
  const want: Record<PlanetKey, number> = { sun: 0, mars: 0, jupiter: 0, mercury: 1, saturn: 1, moon: 2, venus: 2 };
  return per((g) => (Math.floor((core.lon[g] % 30) / 10) === want[g] ? 15 : 0));
}

/**
 * Dig bala: the arc from the graha's powerless point / 3: the Sun and Mars (strong in the 10th) are
 * powerless at the 4th cusp, Jupiter and Mercury (1st) at the 7th, the Moon and Venus (4th) at the 10th,
 * Saturn (7th) at the ascendant. Cusps: the ascendant and the midheaven of the chart.
 */
export function digBala(core: NatalChart): PerPlanet {
  const asc = core.lon.ascendant;
  const mc = core.mc;
  const powerless: PerPlanet = {
    sun: mc + 180,
    mars: mc + 180,
    jupiter: asc + 180,
    mercury: asc + 180,
    moon: mc,
    venus: mc,
    saturn: asc,
  };
  return per((g) => Math.abs(norm180(core.lon[g] - powerless[g])) / 3);
}

/** Naisargika bala: 60 × (7 − rank)/7 in the order Sun, Moon, Venus, Jupiter, Mercury, Mars, Saturn. */
export const NAISARGIKA: PerPlanet = {
  sun: 60,
  moon: (60 * 6) / 7,
  venus: (60 * 5) / 7,
  jupiter: (60 * 4) / 7,
  mercury: (60 * 3) / 7,
  mars: (60 * 2) / 7,
  saturn: 60 / 7,
};
