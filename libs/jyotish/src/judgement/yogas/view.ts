/**
 * The rasi chart as the yoga rules read it: signs of the nine grahas and the lagna, houses counted
 * by whole signs, sign lords, natural dignity, graha drishti and the benefic/malefic groups. A rule
 * that reads a body the chart does not place raises `Missing`, which the evaluator turns into an
 * undetermined verdict naming the body (placements may leave bodies out).
 */
import { GrahaKey } from '@pj/ephemeris';
import { ChartBody, ChartInput, houseFrom, MissingNeed } from '../chart-input';
import {
  compoundRelation,
  CompoundRelation,
  EXALTATION,
  naturalRelation,
  NODE_OWN_SIGN,
  PlanetKey,
  SEVEN,
  SIGN_LORD,
  temporaryRelation,
} from '../../tables';

/** A body the rule needs and the chart lacks. */
export class Missing extends Error {
  constructor(readonly need: MissingNeed) {
    super(`${need.what} of ${need.body} not given`);
  }
}

/** Natural dignity of a graha in a sign: its own lordship, exaltation, else its natural relation to the lord. */
export type NaturalDignity = 'own' | 'exalted' | 'friend' | 'neutral' | 'enemy' | 'debilitated';

/** Graha drishti in houses counted from the graha (BPHS 26): all the 7th; Mars 4, 8; Jupiter 5, 9; Saturn 3, 10. */
export const GRAHA_DRISHTI: Readonly<Record<GrahaKey, readonly number[]>> = {
  sun: [7],
  moon: [7],
  mars: [4, 7, 8],
  mercury: [7],
  jupiter: [5, 7, 9],
  venus: [7],
  saturn: [3, 7, 10],
  rahu: [7],
  ketu: [7],
};

export const NINE: readonly GrahaKey[] = [...SEVEN, 'rahu', 'ketu'];
export const KENDRAS = [1, 4, 7, 10] as const;
export const TRIKONAS = [1, 5, 9] as const;
export const DUSTHANAS = [6, 8, 12] as const;
export const MOVABLE = [0, 3, 6, 9];
export const FIXED = [1, 4, 7, 10];
export const DUAL = [2, 5, 8, 11];

/** Combustion orbs (Surya Siddhanta, as libs/sky COMBUSTION_ORB_DEG for direct motion), degrees from the Sun. */
const COMBUST_ORB_DEG: Readonly<Partial<Record<GrahaKey, number>>> = {
  moon: 12,
  mars: 17,
  mercury: 14,
  jupiter: 11,
  venus: 10,
  saturn: 15,
};

export class ChartView {
  constructor(readonly input: ChartInput) {}

  /** Sign 0..11 of a body; throws Missing when the chart does not place it. */
  sign(body: ChartBody): number {
    const p = this.input.placements[body];
    if (!p) throw new Missing({ body, what: 'sign' });
    return p.sign;
  }

  /** Longitude of a body; throws Missing when only its sign is known. */
  lon(body: ChartBody): number {
    const p = this.input.placements[body];
    if (!p) throw new Missing({ body, what: 'sign' });
    if (p.lonDeg === null) throw new Missing({ body, what: 'longitude' });
    return p.lonDeg;
  }

  has(body: ChartBody): boolean {
    return this.input.placements[body] !== undefined;
  }

  /** The sign `n` houses from a sign (n = 1 is the sign itself). */
  static signAt(fromSign: number, n: number): number {
    return (fromSign + n - 1) % 12;
  }

  /** House 1..12 of a body counted from the lagna. */
  house(body: ChartBody): number {
    return houseFrom(this.sign('ascendant'), this.sign(body));
  }

  /** Sign of the nth house from the lagna. */
  houseSign(n: number): number {
    return ChartView.signAt(this.sign('ascendant'), n);
  }

  /** Lord of the nth house from the lagna (classical single lords: Scorpio Mars, Aquarius Saturn). */
  lordOf(n: number): PlanetKey {
    return SIGN_LORD[this.houseSign(n)];
  }

  /**
   * Grahas of `among` in a sign. A graha the chart does not place cannot be counted as absent, so
   * it raises Missing: an occupancy rule over an incomplete chart is undetermined.
   */
  occupants(sign: number, among: readonly GrahaKey[] = NINE): GrahaKey[] {
    return among.filter((g) => this.sign(g) === sign);
  }

  dignity(graha: GrahaKey, sign: number = this.sign(graha)): NaturalDignity {
    return naturalDignity(graha, sign);
  }

  /** Signs a graha aspects by graha drishti. */
  aspectedSigns(graha: GrahaKey): number[] {
    const from = this.sign(graha);
    return GRAHA_DRISHTI[graha].map((n) => ChartView.signAt(from, n));
  }

  /** Compound relation (natural + temporary from the rasi signs, BPHS 3.57) of one planet toward another. */
  compound(of: PlanetKey, toward: PlanetKey): CompoundRelation {
    return compoundRelation(naturalRelation(of, toward), temporaryRelation(this.sign(of), this.sign(toward)));
  }

  /**
   * Natural benefics: Jupiter, Venus, and Mercury when unafflicted (alone in its sign or joined only by
   * Jupiter or Venus: the reading of B. V. Raman and PyJHora). The Moon is not counted: its benefic
   * nature depends on the paksha, which sign placements do not give.
   */
  benefics(): GrahaKey[] {
    const mercurySign = this.sign('mercury');
    const company = NINE.filter((g) => g !== 'mercury' && this.sign(g) === mercurySign);
    const mercuryGood = company.every((g) => g === 'jupiter' || g === 'venus');
    return mercuryGood ? ['mercury', 'jupiter', 'venus'] : ['jupiter', 'venus'];
  }

  /** Whether a graha is within the Surya Siddhanta combustion orb of the Sun (needs both longitudes). */
  combust(graha: GrahaKey): boolean {
    const orb = COMBUST_ORB_DEG[graha];
    if (orb === undefined) return false;
    const d = Math.abs(((this.lon(graha) - this.lon('sun') + 540) % 360) - 180);
    return d <= orb;
  }
}

/** Natural malefics (BPHS 3.11): Sun, Mars, Saturn, Rahu, Ketu. */
export const MALEFICS: readonly GrahaKey[] = ['sun', 'mars', 'saturn', 'rahu', 'ketu'];

/** Natural dignity of a graha in a sign (used by the strength clauses: "strong" = friend or better). */
export function naturalDignity(graha: GrahaKey, sign: number): NaturalDignity {
  const ex = EXALTATION[graha].sign;
  if (graha === 'rahu' || graha === 'ketu') {
    if (sign === ex) return 'exalted';
    if (sign === (ex + 6) % 12) return 'debilitated';
    if (sign === NODE_OWN_SIGN[graha]) return 'own';
    return 'neutral';
  }
  const lord = SIGN_LORD[sign];
  if (lord === graha) return 'own';
  if (sign === ex) return 'exalted';
  if (sign === (ex + 6) % 12) return 'debilitated';
  return naturalRelation(graha, lord);
}
