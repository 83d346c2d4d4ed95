/**
 * Classical tables (Brihat Parashara Hora Shastra, as tabulated in P.V.R. Narasimha Rao,
 * "Vedic Astrology: An Integrated Approach", ch. 2–3). Signs are 0-based (0 = Mesha/Aries).
 */
import { GrahaKey, PlanetKey, SEVEN_PLANETS } from '@pj/ephemeris';
import { nakshatraLord, RASHI_LORD, VIMSHOTTARI_CYCLE } from '@pj/panchang';

export type { PlanetKey };
export const SEVEN: readonly PlanetKey[] = SEVEN_PLANETS;

export { GRAHA_NAMES } from '@pj/ephemeris';

/** Lord of each sign (Aries … Pisces); Scorpio → Mars and Aquarius → Saturn (the classical single lords). */
export const SIGN_LORD: readonly PlanetKey[] = RASHI_LORD;

/**
 * Exaltation sign and deepest-exaltation degree in it; debilitation is the opposite sign. Nodes: Rahu Taurus, Ketu
 * Scorpio (BPHS 3.49).
 */
export const EXALTATION: Readonly<Record<GrahaKey, { sign: number; deg: number | null }>> = {
  sun: { sign: 0, deg: 10 },
  moon: { sign: 1, deg: 3 },
  mars: { sign: 9, deg: 28 },
  mercury: { sign: 5, deg: 15 },
  jupiter: { sign: 3, deg: 5 },
  venus: { sign: 11, deg: 27 },
  saturn: { sign: 6, deg: 20 },
  rahu: { sign: 1, deg: null },
  ketu: { sign: 7, deg: null },
};

/** Moolatrikona sign and degree range [from, to) (BPHS 3.50–54). */
export const MOOLATRIKONA: Readonly<Record<PlanetKey, { sign: number; from: number; to: number }>> = {
  sun: { sign: 4, from: 0, to: 20 },
  moon: { sign: 1, from: 3, to: 30 },
  mars: { sign: 0, from: 0, to: 12 },
  mercury: { sign: 5, from: 15, to: 20 },
  jupiter: { sign: 8, from: 0, to: 10 },
  venus: { sign: 6, from: 0, to: 15 },
  saturn: { sign: 10, from: 0, to: 20 },
};

/** Own signs of the nodes (a common reading of BPHS: Rahu Aquarius, Ketu Scorpio). */
export const NODE_OWN_SIGN: Readonly<Record<'rahu' | 'ketu', number>> = { rahu: 10, ketu: 7 };

export type Relation = 'friend' | 'neutral' | 'enemy';

/** Natural (naisargika) friendship, BPHS 3.55: friends and enemies; the rest are neutral. */
const NATURAL: Readonly<Record<PlanetKey, { friends: PlanetKey[]; enemies: PlanetKey[] }>> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};

export function naturalRelation(of: PlanetKey, toward: PlanetKey): Relation {
  const n = NATURAL[of];
  if (n.friends.includes(toward)) return 'friend';
  if (n.enemies.includes(toward)) return 'enemy';
  return 'neutral';
}

/**
 * Temporary (tatkalika) friendship: the other planet in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from this one is a
 * friend.
 */
export function temporaryRelation(ofSign: number, towardSign: number): 'friend' | 'enemy' {
  const house = ((towardSign - ofSign + 12) % 12) + 1;
  return [2, 3, 4, 10, 11, 12].includes(house) ? 'friend' : 'enemy';
}

export type CompoundRelation = 'great_friend' | 'friend' | 'neutral' | 'enemy' | 'great_enemy';

/** Compound (panchadha) relation, BPHS 3.57–58. */
export function compoundRelation(natural: Relation, temporary: 'friend' | 'enemy'): CompoundRelation {
  if (natural === 'friend') return temporary === 'friend' ? 'great_friend' : 'neutral';
  if (natural === 'enemy') return temporary === 'friend' ? 'neutral' : 'great_enemy';
  return temporary === 'friend' ? 'friend' : 'enemy';
}

/** Years of each lord's Vimshottari mahadasha (BPHS 46; total 120). */
const VIMSHOTTARI_YEARS: Readonly<Record<GrahaKey, number>> = {
  ketu: 7,
  venus: 20,
  sun: 6,
  moon: 10,
  mars: 7,
  rahu: 18,
  jupiter: 16,
  saturn: 19,
  mercury: 17,
};

/** Vimshottari lords in order from Ashwini (@pj/panchang's cycle of nakshatra lords), with their years. */
export const VIMSHOTTARI: readonly { lord: GrahaKey; years: number }[] = Object.freeze(
  VIMSHOTTARI_CYCLE.map((lord) => ({ lord, years: VIMSHOTTARI_YEARS[lord] })),
);

export const NAKSHATRA_LORD: (nakIndex: number) => GrahaKey = nakshatraLord;
