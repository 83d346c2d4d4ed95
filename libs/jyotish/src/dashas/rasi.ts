/**
 * Rasi (sign) dashas of /dasha, each as data plus its seed rule, on tree.ts's one builder. All start
 * at birth (no balance). Sources: Jaimini Sutras and P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach" (Shoola, Narayana-type progressions), and the tables of PyJHora's
 * documentation and modules (jhora/horoscope/dhasa/raasi/) where the rule is taken from them.
 * Systems whose sub-period order is not established here offer mahadashas only (`maxLevels` 1).
 */
import { charaSignYears, narayanaOrder } from '../chara-dasha';
import { strongerSign } from '../points';
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
        units: [...order.map((s) => sign(s, years[s])), ...order.map((s) => sign(s, 12 - years[s]))],
        children: () => [],
      };
    },
  },
});
