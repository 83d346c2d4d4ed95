/**
 * Rasi (sign) dashas of /dasha, each as data plus its seed rule, on tree.ts's one builder. All start
 * at birth (no balance). Sources: Jaimini Sutras and P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach" (Shoola, Narayana-type progressions), and the tables of PyJHora's
 * documentation and modules (jhora/horoscope/dhasa/raasi/) where the rule is taken from them.
 * Systems whose sub-period order is not established here offer mahadashas only (`maxLevels` 1).
 */
import { charaSignYears, narayanaOrder } from '../chara-dasha';
import { instantFromJdUt, NAKSHATRA_WIDTH_DEG, nextRiseSet } from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import type { GrahaKey } from '@pj/ephemeris';
import type { NatalChart, PointKey } from '../chart';
import { LAGNA_SUNRISE, specialLagnas } from '../lagnas';
import { lordOf, rasiAspects, strongerSign } from '../points';
import { SIGN_LORD } from '../tables';
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

/** Years of a sign in Sthira dasha: movable 7, fixed 8, dual 9 (Jaimini Sutras 2.4). */
const sthiraYears = (s: number) => [7, 8, 9][s % 3];

/** The stronger of the lagna's sign and the 7th (Jaimini strength, points.ts `strongerSign`). */
const lagnaOr7th = (signs: Readonly<Record<string, number>>) =>
  strongerSign(signs.ascendant, (signs.ascendant + 6) % 12, signs as never, null);

/**
 * Mandooka ("frog") dasha, K. N. Rao's order: from the seed, the kendras of its modality group, then the
 * kendras of the next group (dual after movable, movable after fixed, fixed after dual), then the third;
 * within each group the seed's cycle runs forward (odd seed) or backward (even seed).
 */
const mandookaOrder = (seed: number): number[] => {
  const dir = odd(seed) ? 1 : -1;
  const group = (start: number) => [0, 1, 2, 3].map((i) => (((start + dir * 3 * i) % 12) + 12) % 12);
  /** Next modality group, begun from its first sign (Aries, Taurus, Gemini). */
  const next = (m: number) => [2, 0, 1][m];
  const m2 = next(seed % 3);
  return [...group(seed), ...group(m2), ...group(next(m2))];
};

/**
 * K. N. Rao's Mandooka years: signs from the dasha sign to its lord, inclusive (odd forward, even
 * backward); 12 when the lord is in it, 10 in the 7th.
 */
const mandookaYears = (s: number, signs: Readonly<Record<string, number>>) => {
  const at = signs[SIGN_LORD[s]];
  if (at === s) return 12;
  if (at === (s + 6) % 12) return 10;
  return (((odd(s) ? at - s : s - at) + 12) % 12) + 1;
};

/** Sunrises or sunsets (JD UT) from 2 days before to 2 days after the birth (disc centre, no refraction). */
function sunEvents(core: NatalChart, kind: 'rise' | 'set'): number[] {
  const place = { latDeg: core.birth.lat, lngDeg: core.birth.lng, elevationM: 0 };
  const jd = core.birth.instant.jdUt;
  const out: number[] = [];
  let t = jd - 2;
  while (t < jd + 2) {
    const e = nextRiseSet('sun', kind, instantFromJdUt(t), place, LAGNA_SUNRISE, 2).instant;
    if (!e) break;
    out.push(e.jdUt);
    t = e.jdUt + 0.01;
  }
  return out;
}

/**
 * The part of the day of the birth (Kaala and Chakra dashas): twilight (sandhya) from a sixth of the
 * adjoining night before to a sixth of the adjoining day after sunrise, and from a sixth of the day before
 * to a sixth of the night after sunset (5 of the 30 ghatis of each); day between a dawn and a dusk, night
 * between a dusk and a dawn; `frac` = the part of that section elapsed at birth.
 * Sunrise and sunset of the disc centre without refraction (the Hindu rising of lagnas.ts).
 */
export function birthKaala(core: NatalChart): { part: 'day' | 'night' | 'sandhya'; frac: number } {
  const rises = sunEvents(core, 'rise');
  const sets = sunEvents(core, 'set');
  if (rises.length < 2 || sets.length < 2)
    throw new InputError([
      { loc: ['person'], msg: 'this dasha needs sunrise and sunset at the birth place', type: 'value_error' },
    ]);
  const before = (xs: number[], t: number) => xs.filter((x) => x < t).pop();
  const after = (xs: number[], t: number) => xs.find((x) => x > t);
  const twilights: { start: number; end: number; dawn: boolean }[] = [];
  for (const r of rises) {
    const s0 = before(sets, r);
    const s1 = after(sets, r);
    if (s0 !== undefined && s1 !== undefined)
      twilights.push({ start: r - (r - s0) / 6, end: r + (s1 - r) / 6, dawn: true });
  }
  for (const s of sets) {
    const r0 = before(rises, s);
    const r1 = after(rises, s);
    if (r0 !== undefined && r1 !== undefined)
      twilights.push({ start: s - (s - r0) / 6, end: s + (r1 - s) / 6, dawn: false });
  }
  twilights.sort((a, b) => a.start - b.start);
  const jd = core.birth.instant.jdUt;
  const inside = twilights.find((w) => w.start <= jd && jd < w.end);
  if (inside) return { part: 'sandhya', frac: (jd - inside.start) / (inside.end - inside.start) };
  const prev = twilights.filter((w) => w.end <= jd).pop();
  const next = twilights.find((w) => w.start > jd);
  if (!prev || !next)
    throw new InputError([
      { loc: ['person'], msg: 'this dasha needs sunrise and sunset at the birth place', type: 'value_error' },
    ]);
  return { part: prev.dawn ? 'day' : 'night', frac: (jd - prev.end) / (next.start - prev.end) };
}

const degInSign = (core: NatalChart) =>
  Object.fromEntries(core.points.map((p) => [p.key, p.lon % 30])) as Record<PointKey, number>;
const FRIENDLY = new Set(['exalted', 'moolatrikona', 'own', 'great_friend', 'friend']);

/**
 * Brahma (Jaimini): among the lords of the 6th, 8th and 12th from the stronger of the lagna and the 7th
 * (nodes left out), the one scoring most of: in a friendly sign or better, in an odd sign, in the 1st–7th
 * from that sign (PyJHora's reading of "in the visible half"); a tie goes to the graha in the stronger sign.
 */
function brahmaGraha(core: NatalChart, signs: Readonly<Record<PointKey, number>>): GrahaKey {
  const sp = lagnaOr7th(signs);
  const deg = degInSign(core);
  const lords = [5, 7, 11]
    .map((h) => lordOf((sp + h) % 12, signs, deg))
    .filter((g, i, all) => g !== 'rahu' && g !== 'ketu' && all.indexOf(g) === i);
  const dignity = (g: GrahaKey) => core.points.find((p) => p.key === g)?.dignity?.status ?? '';
  const score = (g: GrahaKey) =>
    (FRIENDLY.has(dignity(g)) ? 1 : 0) + (odd(signs[g]) ? 1 : 0) + ((signs[g] - sp + 12) % 12 < 7 ? 1 : 0);
  return lords.reduce((a, b) =>
    score(a) !== score(b)
      ? score(a) > score(b)
        ? a
        : b
      : strongerSign(signs[a], signs[b], signs, null) === signs[b] && signs[a] !== signs[b]
        ? b
        : a,
  );
}

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
  moola: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 3,
    rule:
      'from the stronger of the lagna and the 7th (Jaimini strength), the kendras, then the panapharas, ' +
      'then the apoklimas from it (1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12), forward from an odd sign and ' +
      'backward from an even one (Saturn there: forward; Ketu there: reversed); years by the Narayana rule; ' +
      'second cycle 12 − first; sub-periods: 12 signs from the period sign by the same direction rule, equal',
    source: 'Jaimini Sutras (lagna kendradi rasi dasa, also called Moola dasa); rule as PyJHora moola.py documents it',
    build: (core, signs) => {
      const years = charaSignYears(core);
      const dirOf = (s: number) => {
        const d = signs.saturn === s || odd(s) ? 1 : -1;
        return signs.ketu === s ? -d : d;
      };
      const seed = lagnaOr7th(signs);
      const order = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11].map((k) => (((seed + dirOf(seed) * k) % 12) + 12) % 12);
      return {
        units: twoCycles(order, years),
        children: (p) => twelve(p.sign!, dirOf(p.sign!) === 1, 1),
      };
    },
  },
  mandooka: {
    kind: 'rasi',
    methods: [],
    readsVarga: true,
    maxLevels: 3,
    rule:
      'from the stronger of the lagna and the 7th (Jaimini strength), the "frog" leaps: the kendras of the ' +
      "seed's modality from the seed, then the kendras from the first dual (after movable), fixed (after dual) " +
      'or movable (after fixed) sign, then the third group; forward from an odd seed, backward from an even ' +
      'one; years (K. N. Rao): signs from the dasha sign to its lord inclusive (odd forward, even backward), ' +
      '12 when the lord is in it, 10 in the 7th; sub-periods: the same order from the period sign, equal',
    source: "Jaimini Sutras 2.3 (Mandooka dasa); K. N. Rao's order and years as PyJHora mandooka.py (method 2)",
    build: (_core, signs) => {
      const order = mandookaOrder(lagnaOr7th(signs));
      return {
        units: order.map((s) => sign(s, mandookaYears(s, signs))),
        children: (p) => {
          const i = order.indexOf(p.sign!);
          return [...order.slice(i), ...order.slice(0, i)].map((s) => sign(s, 1));
        },
      };
    },
  },
  yogardha: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 1,
    rule:
      'from the stronger of the lagna and the 7th (Jaimini strength), the 12 signs forward from an odd ' +
      'sign and backward from an even one; years of each sign the mean of its Chara (Narayana rule) and ' +
      'Sthira (movable 7, fixed 8, dual 9) years; mahadashas only',
    source: 'Jaimini Sutras (Yogardha dasa); rule as PyJHora yogardha.py documents it (matches Jagannatha Hora)',
    build: (core, signs) => {
      const years = charaSignYears(core);
      const seed = lagnaOr7th(signs);
      return { units: twelve(seed, odd(seed), (s) => (years[s] + sthiraYears(s)) / 2), children: () => [] };
    },
  },
  tara_lagna: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 1,
    rule:
      "seed: the lagna's sign advanced by the twelfth of the Moon's nakshatra the Moon is in (0–11); " +
      'the 12 signs from it, forward from an odd sign and backward from an even one, 9 years each; ' +
      'mahadashas only',
    source: 'Tara lagna dasa as PyJHora tara_lagna.py documents it',
    build: (core, signs) => {
      const inStar = core.lon.moon % NAKSHATRA_WIDTH_DEG;
      const seed = (signs.ascendant + Math.floor((inStar * 12) / NAKSHATRA_WIDTH_DEG)) % 12;
      return { units: twelve(seed, odd(seed), 9), children: () => [] };
    },
  },
  chakra: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 1,
    rule:
      "born by day: from the sign of the lagna's lord (the stronger co-lord for Scorpio and Aquarius); by " +
      'night: from the lagna; in twilight (within a sixth of the adjoining night of sunrise or sunset, the ' +
      "Sun's disc centre, no refraction): from the 2nd; the 12 signs zodiacally, 10 years each; mahadashas only",
    source: 'BPHS (Chakra dasa: 10 years per sign, seed by day, night and sandhya); twilight as PyJHora chakra.py',
    build: (core, signs) => {
      const kaala = birthKaala(core).part;
      const deg = Object.fromEntries(core.points.map((p) => [p.key, p.lon % 30])) as Record<string, number>;
      const seed =
        kaala === 'day'
          ? signs[lordOf(signs.ascendant, signs, deg as never)]
          : kaala === 'night'
            ? signs.ascendant
            : (signs.ascendant + 1) % 12;
      return { units: twelve(seed, true, 10), children: () => [] };
    },
  },
  sthira: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 3,
    rule:
      'from the sign of Brahma (the strongest of the lords of the 6th, 8th and 12th from the stronger of the ' +
      'lagna and the 7th: friendly sign or better, odd sign, 1st–7th from that sign; ties by sign strength), ' +
      'the 12 signs zodiacally; movable signs 7 years, fixed 8, dual 9; sub-periods: 12 signs forward from the ' +
      'period sign, equal',
    source: 'Jaimini Sutras 2.4 (Sthira dasa, Brahma); Brahma and order as PyJHora sthira.py and house.brahma',
    build: (core, signs) => ({
      units: twelve(signs[brahmaGraha(core, signs)], true, sthiraYears),
      children: (p) => twelve(p.sign!, true, 1),
    }),
  },
  brahma: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 3,
    rule:
      'from the sign of Brahma (as in Sthira dasha): forward from an odd sign; from an even one, backward ' +
      'from its 7th; years: signs from the dasha sign to the lord of its 6th (odd forward, even backward) − 1, ' +
      '0 when that lord is in the sign, +1 exalted, −1 debilitated; sub-periods: 12 signs forward, equal',
    source: 'Jaimini Sutras (Brahma grahashrita dasa); order and years as PyJHora brahma.py documents them',
    build: (core, signs) => {
      const seed = signs[brahmaGraha(core, signs)];
      const deg = degInSign(core);
      const years = (s: number) => {
        const lord = lordOf((s + 5) % 12, signs, deg);
        const at = signs[lord];
        if (at === s) return 0;
        const status = core.points.find((p) => p.key === lord)?.dignity?.status;
        const n = ((odd(s) ? at - s : s - at) + 12) % 12;
        return n + (status === 'exalted' ? 1 : status === 'debilitated' ? -1 : 0);
      };
      return {
        units: odd(seed) ? twelve(seed, true, years) : twelve(seed + 6, false, years),
        children: (p) => twelve(p.sign!, true, 1),
      };
    },
  },
  sudasa: {
    kind: 'rasi',
    methods: [],
    readsVarga: false,
    maxLevels: 1,
    rule:
      "from the sign of Sree lagna (lagna + 360° × the fraction of the Moon's nakshatra passed), the kendras, " +
      'panapharas and apoklimas from it, forward from an odd sign and backward from an even one (Saturn there: ' +
      'forward; Ketu there: reversed); years by the Narayana rule, the first period only for the part of its ' +
      'sign Sree lagna has still to cross; second cycle 12 − first-cycle years; mahadashas only',
    source: 'Jaimini Sutras (Sudasa from Sree lagna); P.V.R. Narasimha Rao; rule as PyJHora sudasa.py',
    build: (core, signs) => {
      const sl = specialLagnas(core).lagnas.find((l) => l.key === 'sree_lagna')!.lon;
      const seed = Math.floor(sl / 30);
      const years = charaSignYears(core);
      let dir = signs.saturn === seed || odd(seed) ? 1 : -1;
      if (signs.ketu === seed) dir = -dir;
      const order = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11].map((k) => (((seed + dir * k) % 12) + 12) % 12);
      const [first, ...rest] = twoCycles(order, years);
      return { units: [sign(first.sign!, (first.years * (30 - (sl % 30))) / 30), ...rest], children: () => [] };
    },
  },
});
