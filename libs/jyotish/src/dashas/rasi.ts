/**
 * Rasi (sign) dashas of /dasha, each as data plus its seed rule, on tree.ts's one builder. All start
 * at birth (no balance). Sources: Jaimini Sutras and P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach" (Shoola, Narayana-type progressions), and the tables of PyJHora's
 * documentation and modules (jhora/horoscope/dhasa/raasi/) where the rule is taken from them.
 * Systems whose sub-period order is not established here offer mahadashas only (`maxLevels` 1).
 */
import { charaSignYears, narayanaOrder } from '../chara-dasha';
import { rasiAspects, strongerSign } from '../points';
import { vargaSign } from '../vargas';
import type { TreeSystem } from './systems';
import type { Unit } from './tree';

const sign = (s: number, years: number): Unit => ({ lord: null, sign: ((s % 12) + 12) % 12, years });
/** 12 signs from `from`, forward or backward, each `years`. */
const twelve = (from: number, forward: boolean, years: number | ((s: number) => number)): Unit[] =>
  Array.from({ length: 12 }, (_, i) => {
    const s = (((from + (forward ? i : -i)) % 12) + 12) % 12;
    return sign(s, typeof years === 'number' ? years : years(s));
  });
/** Odd sign (Aries, Gemini, …: index 0, 2, …). */
const odd = (s: number) => s % 2 === 0;

/**
 * Two cycles over `order` (Narayana-type): first-cycle years, then 12 − those; a sign left with 0 years in
 * the second cycle has no period there (as PyJHora lists them).
 */
const twoCycles = (order: readonly number[], years: readonly number[]): Unit[] => [
  ...order.map((x) => sign(x, years[x])),
  ...order.filter((x) => years[x] < 12).map((x) => sign(x, 12 - years[x])),
];

/** Odd-footed signs (counted forward in Drig dasha). */
const SAVYA = new Set([0, 1, 2, 6, 7, 8]);

/** Navamsa dasha: first sign by the navamsa lagna's sign mod 4 (Ar, Le, Li, Aq …); antardashas from this table. */
const NAVAMSA_FIRST = [0, 4, 6, 10];
const NAVAMSA_ANTAR_FIRST = [6, 0, 8, 10, 4, 8, 6, 0, 8, 10, 4, 8];

export const RASI_SYSTEMS: Readonly<Record<string, TreeSystem>> = Object.freeze({
  shoola: {
    kind: 'rasi',
    methods: [],
    readsVarga: true,
    maxLevels: 3,
    rule:
      'from the stronger of the lagna and the 7th (Jaimini strength: more grahas, Jupiter/Mercury/lord ' +
      'joining or aspecting, lord in a sign of the other oddity, dual > fixed > movable), the 12 signs ' +
      'zodiacally, 9 years each; sub-periods: 12 signs from the period sign, forward from an odd sign, ' +
      'backward from an even one, equal',
    source: 'Jaimini Sutras 2.4; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 23',
    build: (_core, signs) => ({
      units: twelve(strongerSign(signs.ascendant, (signs.ascendant + 6) % 12, signs, null), true, 9),
      children: (p) => twelve(p.sign!, odd(p.sign!), 1),
    }),
  },
  trikona: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 3,
    rule:
      'from the strongest of the trines of the lagna (the stronger of the 1st and 5th, then of that and ' +
      'the 9th; Jaimini strength as in Shoola dasha), 12 consecutive signs, forward from an odd sign and ' +
      'backward from an even one; years of each sign by the Chara/Narayana rule; sub-periods: 12 signs ' +
      'from the period sign by the same odd/even rule, equal',
    source: 'P.V.R. Narasimha Rao (trikona dasa); seed and order as PyJHora trikona.py',
    build: (core, signs) => {
      const asc = signs.ascendant;
      const s15 = strongerSign(asc, (asc + 4) % 12, signs, null);
      const first = strongerSign(s15, (asc + 8) % 12, signs, null);
      const years = charaSignYears(core);
      return {
        units: twelve(first, odd(first), (s) => years[s]),
        children: (p) => twelve(p.sign!, odd(p.sign!), 1),
      };
    },
  },
  drig: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 1,
    rule:
      'the 9th, 10th and 11th from the lagna, each followed by the signs it aspects (rasi drishti), counted ' +
      'forward from Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius and backward from the others; years ' +
      'of each sign by the Chara/Narayana rule; second cycle 12 − first; mahadashas only',
    source: 'Jaimini Sutras 2.4; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Drig dasa)',
    build: (core, signs) => {
      const years = charaSignYears(core);
      const order = [8, 9, 10].flatMap((h) => {
        const base = (signs.ascendant + h) % 12;
        const dir = SAVYA.has(base) ? 1 : -1;
        const seen = Array.from({ length: 12 }, (_, i) => (((base + dir * i) % 12) + 12) % 12);
        return seen.filter((x, i) => i === 0 || rasiAspects(base, x));
      });
      return {
        units: twoCycles(order, years),
        children: () => [],
      };
    },
  },
  sandhya: {
    kind: 'rasi',
    methods: [],
    readsVarga: true,
    maxLevels: 3,
    rule:
      'the 12 signs from the lagna zodiacally, 10 years each (paramayus 120 / 12); sub-periods: 12 signs ' +
      'forward from the period sign, equal',
    source: 'PyJHora sandhya.py (Sandhya dasa, paramayus 120)',
    build: (_core, signs) => ({
      units: twelve(signs.ascendant, true, 10),
      children: (p) => twelve(p.sign!, true, 1),
    }),
  },
  navamsa: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 3,
    rule:
      'navamsa lagna in Ar/Cn/Li/Cp-type position (sign mod 4 = 0, 1, 2, 3) → first sign Aries, Leo, ' +
      'Libra, Aquarius; 12 signs zodiacally, 9 years each; sub-periods: 12 signs forward from Li, Ar, Sg, ' +
      'Aq, Le, Sg, Li, Ar, Sg, Aq, Le, Sg for Aries … Pisces, equal',
    source: 'PyJHora navamsa.py (Navamsa dasa table)',
    build: (core) => {
      const navSign = vargaSign(core.lon.ascendant, 9);
      return {
        units: twelve(NAVAMSA_FIRST[navSign % 4], true, 9),
        children: (p) => twelve(NAVAMSA_ANTAR_FIRST[p.sign!], true, 1),
      };
    },
  },
  lagnamsaka: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 1,
    rule:
      'Narayana dasha seeded from the navamsa lagna sign (progression and years of Narayana dasha: ' +
      'movable consecutive, fixed every 6th, dual kendras/panapharas/apoklimas; odd forward, even backward, ' +
      'Saturn there forward, Ketu there reversed; Chara years; second cycle 12 − first); mahadashas only',
    source: 'P.V.R. Narasimha Rao (Narayana dasa); seed as PyJHora lagnamsaka.py',
    build: (core, signs) => {
      const navSign = vargaSign(core.lon.ascendant, 9);
      const years = charaSignYears(core);
      const { order } = narayanaOrder(navSign, signs);
      return {
        units: twoCycles(order, years),
        children: () => [],
      };
    },
  },
});
