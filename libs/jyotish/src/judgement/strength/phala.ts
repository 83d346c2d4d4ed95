/**
 * Ishta and kashta phala (BPHS 27, "Ishta-Kashta"; B. V. Raman, "Graha and Bhava Balas" ch. X) and uccha rashmi.
 * Ishta = √(uchcha bala × cheshta bala), kashta = √((60 − uchcha) × (60 − cheshta)), virupas (0–60). The Sun's
 * cheshta is its ayana bala (undoubled) and the Moon's its paksha bala (undoubled, s = Moon–Sun arc / 3), as the
 * text assigns them; both are 0..60 like the others'.
 */
import { norm180 } from '@pj/ephemeris';
import { NatalChart } from '../../chart';
import { EXALTATION, PlanetKey, SEVEN } from '../../tables';
import { PerPlanet } from './sthana';

const per = (f: (g: PlanetKey) => number): PerPlanet =>
  Object.fromEntries(SEVEN.map((g) => [g, f(g)])) as Record<PlanetKey, number>;

export interface IshtaKashta {
  /** The cheshta bala the phalas used (the Sun's ayana, the Moon's paksha, the others' cheshta). */
  readonly cheshtaUsed: PerPlanet;
  readonly ishta: PerPlanet;
  readonly kashta: PerPlanet;
}

export function ishtaKashtaPhala(
  uchcha: PerPlanet,
  cheshta: PerPlanet,
  ayana: PerPlanet,
  pakshaS: number,
): IshtaKashta {
  const cheshtaUsed = per((g) => (g === 'sun' ? ayana.sun / 2 : g === 'moon' ? pakshaS : cheshta[g]));
  return {
    cheshtaUsed,
    ishta: per((g) => Math.sqrt(uchcha[g] * cheshtaUsed[g])),
    kashta: per((g) => Math.sqrt(Math.max(0, 60 - uchcha[g]) * Math.max(0, 60 - cheshtaUsed[g]))),
  };
}

/**
 * Uccha rashmi (rays by exaltation) as JHora / PyJHora compute it: the arc from the deep debilitation point
 * (0..180°) plus 30°, × 2/30: 2 rays at deep debilitation, 14 at deep exaltation.
 */
export function ucchaRashmi(core: NatalChart): PerPlanet {
  return per((g) => {
    const ex = EXALTATION[g];
    const debilitation = (ex.sign * 30 + ex.deg! + 180) % 360;
    return ((Math.abs(norm180(core.lon[g] - debilitation)) + 30) * 2) / 30;
  });
}
