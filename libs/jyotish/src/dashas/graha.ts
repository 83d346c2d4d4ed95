/**
 * The graha (planet) dashas beyond Vimshottari, Yogini and Ashtottari, each as data: its lords in
 * order with their years, the element of the birth moment that seeds it (the nakshatra of the Moon
 * or of another point, the tithi, the yoga, the karana) and the rule mapping that element to the
 * first lord. The timeline itself is dasha.ts's `dashaTimeline` (one builder for every scheme).
 *
 * Sources: BPHS ch. 46 (the conditional nakshatra dashas: Shodasottari, Dwadasottari, Panchottari,
 * Shatabdika, Chaturasiti-sama, Dwisaptati-sama, Shashtihayani, Shattrimsa-sama), the seed stars,
 * lord orders and years as tabulated in PyJHora's documentation and modules (jhora/horoscope/dhasa/
 * graha/), whose regression values are the golden test records; Tithi Ashtottari after Vedavyasa's
 * tithi-ashtottari tutorial (indiadivine.org, cited by PyJHora); Yoga Vimshottari and the
 * karana-based Chaturasiti-sama as PyJHora describes them.
 *
 * Conventions (named in each scheme's `rule`):
 * - nakshatra schemes: counting the stars from the seed star (forward, or backward for
 *   Dwadasottari) the lords follow each other one per star; the fraction of the birth star the
 *   seeding point has passed is the fraction of the first period elapsed (PyJHora's convention for
 *   all of these, also for Shashtihayani whose lords hold groups of 3 and 4 stars);
 * - tithi / yoga / karana schemes: the fraction of the element elapsed is measured in the angle
 *   (Moon − Sun, Moon + Sun), not in time;
 * - antardashas: each lord's share of its parent in proportion to its years (BPHS 46), from the
 *   parent's own lord.
 */
import { GrahaKey, NAKSHATRA_WIDTH_DEG } from '@pj/ephemeris';
import { ASHTOTTARI_SCHEME, DashaScheme, VIMSHOTTARI_SCHEME, YOGINI_SCHEME } from '../dasha';

type Period = { lord: GrahaKey; years: number; name?: string };
const P = (spec: string): Period[] =>
  spec.split(' ').map((s) => {
    const [lord, years] = s.split(':');
    return { lord: lord as GrahaKey, years: Number(years) };
  });

/** A scheme as the routes list it: the DashaScheme plus what seeds it and the rule in words. */
export interface GrahaDashaDef extends DashaScheme {
  /** What the seed longitude is: a point's nakshatra, or the tithi / yoga / karana angle. */
  readonly element: 'nakshatra' | 'tithi' | 'yoga' | 'karana';
  readonly rule: string;
  readonly source: string;
}

const frac = (x: number) => x - Math.floor(x);
const mod = (a: number, n: number) => ((a % n) + n) % n;

/** One lord per star counted from `seedStar` (1 = Ashwini), `direction` ±1, from the period `seedIdx`. */
function starCycle(
  key: string,
  periods: Period[],
  seedStar: number,
  seedIdx: number,
  direction: 1 | -1,
  cycles: number,
  source: string,
): GrahaDashaDef {
  const seed = (lon: number) => {
    const nak = Math.floor(lon / NAKSHATRA_WIDTH_DEG);
    const k = mod((nak + 1 - seedStar) * direction, 27);
    return { lordIdx: (seedIdx + k) % periods.length, elapsed: frac(lon / NAKSHATRA_WIDTH_DEG) };
  };
  const star = `star ${seedStar} (1 = Ashwini)`;
  const lords = periods.map((p) => `${p.lord} ${p.years}`).join(', ');
  return {
    key,
    periods,
    seed,
    cycles,
    element: 'nakshatra',
    source,
    rule:
      `${lords} (${periods.reduce((a, p) => a + p.years, 0)} years × ${cycles}); ${star} belongs to ` +
      `${periods[seedIdx].lord}, the next star ${direction === 1 ? 'forward' : 'backward'} to the next lord; ` +
      'elapsed = fraction of the birth star passed',
  };
}

/** 30 tithis, 27 yogas or 60 karanas → a lord index; the element's angle `width` degrees. */
function elementCycle(
  key: string,
  base: DashaScheme,
  element: 'tithi' | 'yoga' | 'karana',
  width: number,
  lordOfElement: (n: number) => number,
  rule: string,
  source: string,
): GrahaDashaDef {
  return {
    key,
    periods: base.periods,
    cycles: base.cycles,
    element,
    rule,
    source,
    seed: (angle) => ({ lordIdx: lordOfElement(Math.floor(angle / width) + 1), elapsed: frac(angle / width) }),
  };
}

const idxOf = (s: DashaScheme, lord: GrahaKey) => s.periods.findIndex((p) => p.lord === lord);

/** Tithi → lord of Ashtottari / Yogini: 1, 9, 16, 24 Sun; 2, 10, 17, 25 Moon; … (the tutorial's table). */
const TITHI_LORD: Readonly<Record<GrahaKey, readonly number[]>> = {
  sun: [1, 9, 16, 24],
  moon: [2, 10, 17, 25],
  mars: [3, 11, 18, 26],
  mercury: [4, 12, 19, 27],
  jupiter: [5, 13, 20, 28],
  venus: [6, 14, 21, 29],
  saturn: [7, 15, 22],
  rahu: [8, 23, 30],
  ketu: [],
};
const tithiLord = (n: number): GrahaKey =>
  (Object.keys(TITHI_LORD) as GrahaKey[]).find((g) => TITHI_LORD[g].includes(n))!;

const BPHS = 'BPHS ch. 46 (conditional nakshatra dashas); seed star and order as in PyJHora graha/';
const CHATURASITI = P('sun:12 moon:12 mars:12 mercury:12 jupiter:12 venus:12 saturn:12');

export const GRAHA_DASHAS: Readonly<Record<string, GrahaDashaDef>> = Object.freeze({
  shodasottari: starCycle(
    'shodasottari',
    P('sun:11 mars:12 jupiter:13 saturn:14 ketu:15 moon:16 mercury:17 venus:18'),
    8,
    0,
    1,
    1,
    `${BPHS} shodasottari.py (116 years from Pushya)`,
  ),
  dwadasottari: starCycle(
    'dwadasottari',
    P('sun:7 jupiter:9 ketu:11 mercury:13 rahu:15 mars:17 saturn:19 moon:21'),
    27,
    0,
    -1,
    1,
    `${BPHS} dwadasottari.py (112 years, counted back from Revati)`,
  ),
  panchottari: starCycle(
    'panchottari',
    P('sun:12 mercury:13 saturn:14 mars:15 venus:16 moon:17 jupiter:18'),
    17,
    0,
    1,
    1,
    `${BPHS} panchottari.py (105 years from Anuradha)`,
  ),
  shatabdika: starCycle(
    'shatabdika',
    P('sun:5 moon:5 venus:10 mercury:10 jupiter:20 mars:20 saturn:30'),
    27,
    0,
    1,
    1,
    `${BPHS} sataatbika.py (100 years from Revati)`,
  ),
  chathuraseethi_sama: starCycle(
    'chathuraseethi_sama',
    CHATURASITI,
    15,
    0,
    1,
    1,
    `${BPHS} chathuraaseethi_sama.py (7 × 12 = 84 years from Swati)`,
  ),
  dwisatpathi: starCycle(
    'dwisatpathi',
    P('sun:9 moon:9 mars:9 mercury:9 jupiter:9 venus:9 saturn:9 rahu:9'),
    19,
    0,
    1,
    2,
    `${BPHS} dwisatpathi.py (8 × 9 = 72 years from Moola, two cycles)`,
  ),
  shattrimsa_sama: starCycle(
    'shattrimsa_sama',
    P('moon:1 sun:2 jupiter:3 mars:4 mercury:5 saturn:6 venus:7 rahu:8'),
    22,
    0,
    1,
    3,
    `${BPHS} shattrimsa_sama.py (36 years from Shravana, three cycles)`,
  ),
  shashtihayani: ((): GrahaDashaDef => {
    const periods = P('jupiter:10 sun:10 mars:10 moon:6 mercury:6 venus:6 saturn:6 rahu:6');
    const group = [3, 4, 3, 4, 3, 4, 3, 4];
    return {
      key: 'shashtihayani',
      periods,
      cycles: 1,
      element: 'nakshatra',
      source: `${BPHS} shastihayani.py (60 years; stars in groups of 3 and 4 from Ashwini)`,
      rule:
        'jupiter 10, sun 10, mars 10, moon 6, mercury 6, venus 6, saturn 6, rahu 6; from Ashwini the lords ' +
        'hold 3, 4, 3, 4, 3, 4, 3, 4 stars; elapsed = fraction of the birth star passed',
      seed: (lon) => {
        let k = Math.floor(lon / NAKSHATRA_WIDTH_DEG);
        let g = 0;
        while (k >= group[g]) k -= group[g++];
        return { lordIdx: g, elapsed: frac(lon / NAKSHATRA_WIDTH_DEG) };
      },
    };
  })(),
  tithi_ashtottari: elementCycle(
    'tithi_ashtottari',
    ASHTOTTARI_SCHEME,
    'tithi',
    12,
    (n) => idxOf(ASHTOTTARI_SCHEME, tithiLord(n)),
    'Ashtottari lords and years; the birth tithi (1–30) gives the first lord: 1, 9, 16, 24 Sun; 2, 10, 17, 25 ' +
      'Moon; 3, 11, 18, 26 Mars; 4, 12, 19, 27 Mercury; 5, 13, 20, 28 Jupiter; 6, 14, 21, 29 Venus; 7, 15, 22 ' +
      'Saturn; 8, 23, 30 Rahu; elapsed = fraction of the tithi angle passed',
    'Vedavyasa tithi ashtottari tutorial (indiadivine.org), as PyJHora tithi_ashtottari.py',
  ),
  tithi_yogini: elementCycle(
    'tithi_yogini',
    YOGINI_SCHEME,
    'tithi',
    12,
    (n) => idxOf(YOGINI_SCHEME, tithiLord(n)),
    'Yogini lords and years (3 cycles); the birth tithi gives the first lord by the tithi-ashtottari table; ' +
      'elapsed = fraction of the tithi angle passed',
    'PyJHora tithi_yogini.py',
  ),
  yoga_vimshottari: elementCycle(
    'yoga_vimshottari',
    VIMSHOTTARI_SCHEME,
    'yoga',
    NAKSHATRA_WIDTH_DEG,
    (n) => mod(n - 3, 9),
    'Vimshottari lords and years; yoga 3, 12, 21 (of 27) is Ketu, the next yoga the next lord; elapsed = ' +
      'fraction of the yoga (Sun + Moon, 13°20′ each) passed',
    'PyJHora yoga_vimsottari.py',
  ),
  karana_chathuraseethi_sama: elementCycle(
    'karana_chathuraseethi_sama',
    { key: 'chathuraseethi_sama', periods: CHATURASITI, seed: () => ({ lordIdx: 0, elapsed: 0 }) },
    'karana',
    6,
    (n) => (n === 1 ? 3 : mod(n - 2, 7)),
    'Sun … Saturn, 12 years each; karana 2 (of 60) is the Sun, the next karana the next lord, karana 1 ' +
      '(Kimstughna) Mercury; elapsed = fraction of the karana (6° of Moon − Sun) passed',
    'PyJHora karana_chathuraaseethi_sama.py (const.karana_lords)',
  ),
} satisfies Record<string, GrahaDashaDef>);

export const GRAHA_DASHA_KEYS = Object.freeze(Object.keys(GRAHA_DASHAS));

/**
 * Tribhagi: every period a third of its years, the cycle repeated three times; the balance at birth
 * is the same fraction of the (shortened) first period.
 */
export function tribhagi<S extends DashaScheme>(s: S): S {
  return {
    ...s,
    key: `${s.key}_tribhagi`,
    periods: s.periods.map((p) => ({ ...p, years: p.years / 3 })),
    cycles: (s.cycles ?? 1) * 3,
  };
}
