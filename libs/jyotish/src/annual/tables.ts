/**
 * Tajika tables of the annual chart (varshaphala), as data with their sources. Signs 0 = Mesha … 11 = Meena.
 * Sources: Neelakantha, Tajika Neelakanthi (Samjna Tantra: aspects, deeptamsha, hadda, the sixteen yogas,
 * the sahams; Varsha Tantra: muntha, year lord), as tabulated by P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach" (Tajaka chapters); facts checked against PyJHora's tables (naturalstupid/PyJHora,
 * src/jhora/const.py, horoscope/transit/saham.py), not copied code.
 */
import type { PlanetKey } from '../tables';

export const TAJIKA_SOURCE = 'Tajika Neelakanthi (Neelakantha, 1587), Samjna Tantra';

/** Deeptamsha (orb of light), degrees on either side of a planet (Samjna Tantra). */
export const DEEPTAMSHA: Readonly<Record<PlanetKey, number>> = {
  sun: 15,
  moon: 12,
  mars: 8,
  mercury: 7,
  jupiter: 9,
  venus: 7,
  saturn: 9,
};

export type TajikaAspectKind = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
export type TajikaAspectNature = 'friendly_open' | 'friendly_secret' | 'inimical_open' | 'inimical_secret';

/** Tajika aspect by the house of the second planet counted from the first (2, 6, 8, 12: no aspect). */
export const TAJIKA_ASPECT_BY_HOUSE: Readonly<
  Record<number, { kind: TajikaAspectKind; nature: TajikaAspectNature; angle: number }>
> = {
  1: { kind: 'conjunction', nature: 'inimical_open', angle: 0 },
  3: { kind: 'sextile', nature: 'friendly_secret', angle: 60 },
  4: { kind: 'square', nature: 'inimical_secret', angle: 90 },
  5: { kind: 'trine', nature: 'friendly_open', angle: 120 },
  7: { kind: 'opposition', nature: 'inimical_open', angle: 180 },
  9: { kind: 'trine', nature: 'friendly_open', angle: 240 },
  10: { kind: 'square', nature: 'inimical_secret', angle: 270 },
  11: { kind: 'sextile', nature: 'friendly_secret', angle: 300 },
};

export const TAJIKA_ASPECT_RULE =
  'aspects by signs (Samjna Tantra): 3rd/11th sextile (friendly, secret), 5th/9th trine (friendly, open), ' +
  '4th/10th square (inimical, secret), 1st/7th conjunction/opposition (inimical, open), 2nd/6th/8th/12th none; ' +
  'orb = difference of the degrees within their signs; within deeptamsha when the orb is at most the mean of ' +
  'the two planets\u2019 deeptamshas (Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9); ' +
  'applying when their motions (speeds, retrogression included) shrink the orb';

/** Hadda (Tajika terms): per sign, [lord, end degree] in order (Tajika Neelakanthi, Yavana terms). */
export const HADDA: readonly (readonly [PlanetKey, number][])[] = [
  [
    ['jupiter', 6],
    ['venus', 12],
    ['mercury', 20],
    ['mars', 25],
    ['saturn', 30],
  ],
  [
    ['venus', 8],
    ['mercury', 14],
    ['jupiter', 22],
    ['saturn', 27],
    ['mars', 30],
  ],
  [
    ['mercury', 6],
    ['jupiter', 12],
    ['venus', 17],
    ['mars', 24],
    ['saturn', 30],
  ],
  [
    ['mars', 7],
    ['venus', 13],
    ['mercury', 19],
    ['jupiter', 26],
    ['saturn', 30],
  ],
  [
    ['jupiter', 6],
    ['venus', 11],
    ['saturn', 18],
    ['mercury', 24],
    ['mars', 30],
  ],
  [
    ['mercury', 7],
    ['venus', 17],
    ['jupiter', 21],
    ['mars', 28],
    ['saturn', 30],
  ],
  [
    ['saturn', 6],
    ['mercury', 14],
    ['jupiter', 21],
    ['venus', 28],
    ['mars', 30],
  ],
  [
    ['mars', 7],
    ['venus', 11],
    ['mercury', 19],
    ['jupiter', 24],
    ['saturn', 30],
  ],
  [
    ['jupiter', 12],
    ['venus', 17],
    ['mercury', 21],
    ['mars', 26],
    ['saturn', 30],
  ],
  [
    ['mercury', 7],
    ['jupiter', 14],
    ['venus', 22],
    ['saturn', 26],
    ['mars', 30],
  ],
  [
    ['mercury', 7],
    ['venus', 13],
    ['jupiter', 20],
    ['mars', 25],
    ['saturn', 30],
  ],
  [
    ['venus', 12],
    ['jupiter', 16],
    ['mercury', 19],
    ['mars', 28],
    ['saturn', 30],
  ],
];

/** Tri-rashi pati of the annual lagna's sign, by day and by night (Varsha Tantra). */
export const TRI_RASHI_PATI: Readonly<{ day: readonly PlanetKey[]; night: readonly PlanetKey[] }> = {
  day: ['sun', 'venus', 'saturn', 'venus', 'jupiter', 'moon', 'mercury', 'mars', 'saturn', 'mars', 'jupiter', 'moon'],
  night: ['jupiter', 'moon', 'mercury', 'mars', 'sun', 'venus', 'saturn', 'venus', 'saturn', 'mars', 'jupiter', 'moon'],
};

export const PANCHAVARGIYA_RULE =
  'panchavargiya bala (Varsha Tantra, as P.V.R. Narasimha Rao states it): kshetra (own/exaltation/' +
  'moolatrikona sign 30, friend 22.5, neutral 15, enemy 7.5 by natural friendship), uchcha (20 at the deep ' +
  'exaltation point, 0 at the deep debilitation, linear in the arc), hadda (own 15, friend 7.5, enemy 3.75), ' +
  'drekkana (D3 sign: own 10, friend 5, enemy 2.5), navamsa (D9 sign: own 5, friend 2.5, enemy 1.25); ' +
  'a neutral lord gives 0 in hadda, drekkana and navamsa (the source states no value); total = sum / 4';

export const YEAR_LORD_RULE =
  'five candidates (Varsha Tantra): muntha lord, janma (natal) lagna lord, varsha lagna lord, tri-rashi pati ' +
  'of the varsha lagna (day or night), dina pati (lord of the Sun\u2019s sign, day) or ratri pati (lord of the ' +
  'Moon\u2019s sign, night); the year lord is the one with the greatest panchavargiya bala among those with a ' +
  'Tajika aspect (houses 1, 3, 4, 5, 7, 9, 10, 11) on the varsha lagna; if none aspects it, the strongest; ' +
  'day = the Sun above the horizon (in the half of the ecliptic from the descendant through the midheaven)';

/** What each house signifies (the muntha's reading by house, Varsha Tantra: good in 1, 2, 3, 5, 9, 10, 11). */
export const MUNTHA_BY_HOUSE: readonly { favourable: boolean; signifies: string }[] = [
  { favourable: true, signifies: 'self, health, standing' },
  { favourable: true, signifies: 'wealth, family, speech' },
  { favourable: true, signifies: 'courage, siblings, efforts' },
  { favourable: false, signifies: 'home, mother, comforts' },
  { favourable: true, signifies: 'children, intelligence' },
  { favourable: false, signifies: 'disease, debts, enemies' },
  { favourable: false, signifies: 'spouse, partners, disputes' },
  { favourable: false, signifies: 'obstacles, danger' },
  { favourable: true, signifies: 'fortune, dharma, elders' },
  { favourable: true, signifies: 'career, honour' },
  { favourable: true, signifies: 'gains, fulfilment of wishes' },
  { favourable: false, signifies: 'expenses, losses' },
];

export const MUNTHA_RULE =
  'muntha: the natal lagna\u2019s sign advanced one sign per completed year (Varsha Tantra); its house in the ' +
  'annual chart: favourable in the 1st, 2nd, 3rd, 5th, 9th, 10th and 11th, unfavourable in the 4th, 6th, ' +
  '7th, 8th and 12th (Tajika Neelakanthi, Varsha Tantra, muntha phala); the house\u2019s significations ' +
  'are the standard bhava karakatwas (BPHS ch. 11)';

/**
 * A saham term: a point (its longitude), a house cusp of the chart (lagna + 30° × (n − 1)), a fixed degree,
 * another saham, or the lord of a house / of the sign holding a point.
 */
export type SahamTerm =
  | { readonly point: PlanetKey | 'lagna' }
  | { readonly house: number }
  | { readonly deg: number }
  | { readonly saham: string }
  | { readonly lordOfHouse: number }
  | { readonly lordOfSignOf: PlanetKey };

export interface SahamRule {
  readonly key: string;
  readonly name: string;
  readonly meaning: string;
  /** Day formula A − B + C. */
  readonly day: readonly [SahamTerm, SahamTerm, SahamTerm];
  /** Night formula, or null: the same as by day. */
  readonly night: readonly [SahamTerm, SahamTerm, SahamTerm] | null;
  /** Add 30° when C is not on the way from B to A (by signs); false for Roga (C is A). */
  readonly plus30: boolean;
  /** A special case, stated. */
  readonly note?: string;
}

const P = (point: PlanetKey | 'lagna'): SahamTerm => ({ point });
const H = (house: number): SahamTerm => ({ house });
const S = (saham: string): SahamTerm => ({ saham });
const L = (lordOfHouse: number): SahamTerm => ({ lordOfHouse });
type Row = [string, string, string, SahamTerm, SahamTerm, SahamTerm, 'rev' | 'same', string?];
const row = ([key, name, meaning, a, b, c, night, note]: Row): SahamRule => ({
  key,
  name,
  meaning,
  day: [a, b, c],
  night: night === 'rev' ? [b, a, c] : null,
  plus30: key !== 'roga',
  ...(note ? { note } : {}),
});

export const SAHAM_SOURCE =
  'Tajika Neelakanthi, Samjna Tantra (sahams), in the 36-saham table of P.V.R. Narasimha Rao, Vedic ' +
  'Astrology: An Integrated Approach (Tajaka sahams): A \u2212 B + C, +30\u00b0 when C is not on the way ' +
  'from B to A counted by signs; by night A and B swap unless the table says the formula is the same';

/** The sahams with their day and night formulas (A − B + C). */
export const SAHAMS: readonly SahamRule[] = (
  [
    ['punya', 'Punya', 'fortune, good deeds', P('moon'), P('sun'), P('lagna'), 'rev'],
    ['vidya', 'Vidya', 'education', P('sun'), P('moon'), P('lagna'), 'rev'],
    ['yasas', 'Yasas', 'fame', P('jupiter'), S('punya'), P('lagna'), 'rev'],
    ['mitra', 'Mitra', 'friends', P('jupiter'), S('punya'), P('venus'), 'rev'],
    ['mahatmya', 'Mahatmya', 'greatness', S('punya'), P('mars'), P('lagna'), 'rev'],
    ['asha', 'Asha', 'desires', P('saturn'), P('mars'), P('lagna'), 'rev'],
    [
      'samartha',
      'Samartha',
      'enterprise, ability',
      P('mars'),
      L(1),
      P('lagna'),
      'rev',
      'when Mars owns the lagna: Jupiter \u2212 Mars + Lagna by day (reversed by night)',
    ],
    ['bhratri', 'Bhratri', 'brothers', P('jupiter'), P('saturn'), P('lagna'), 'same'],
    ['gaurava', 'Gaurava', 'respect', P('jupiter'), P('moon'), P('sun'), 'rev'],
    ['pitri', 'Pitri', 'father', P('saturn'), P('sun'), P('lagna'), 'rev'],
    ['rajya', 'Rajya', 'kingdom, authority', P('saturn'), P('sun'), P('lagna'), 'rev'],
    ['matri', 'Matri', 'mother', P('moon'), P('venus'), P('lagna'), 'rev'],
    ['putra', 'Putra', 'children', P('jupiter'), P('moon'), P('lagna'), 'rev'],
    ['jeeva', 'Jeeva', 'life', P('saturn'), P('jupiter'), P('lagna'), 'rev'],
    ['karma', 'Karma', 'work', P('mars'), P('mercury'), P('lagna'), 'rev'],
    ['roga', 'Roga', 'disease', P('lagna'), P('moon'), P('lagna'), 'same'],
    ['kali', 'Kali', 'great misfortune', P('jupiter'), P('mars'), P('lagna'), 'rev'],
    ['sastra', 'Sastra', 'sciences', P('jupiter'), P('saturn'), P('mercury'), 'rev'],
    ['bandhu', 'Bandhu', 'relatives', P('mercury'), P('moon'), P('lagna'), 'rev'],
    ['mrityu', 'Mrityu', 'death', H(8), P('moon'), P('lagna'), 'same'],
    ['paradesa', 'Paradesa', 'foreign lands', H(9), L(9), P('lagna'), 'same'],
    ['artha', 'Artha', 'money', H(2), L(2), P('lagna'), 'same'],
    ['paradara', 'Paradara', 'adultery', P('venus'), P('sun'), P('lagna'), 'rev'],
    ['vanik', 'Vanik', 'commerce', P('moon'), P('mercury'), P('lagna'), 'rev'],
    [
      'karyasiddhi',
      'Karyasiddhi',
      'success in endeavours',
      P('saturn'),
      P('sun'),
      { lordOfSignOf: 'sun' },
      'same',
      'by night: Saturn \u2212 Moon + lord of the Moon\u2019s sign',
    ],
    ['vivaha', 'Vivaha', 'marriage', P('venus'), P('saturn'), P('lagna'), 'rev'],
    ['santapa', 'Santapa', 'sadness', P('saturn'), P('moon'), H(6), 'rev'],
    ['sraddha', 'Sraddha', 'devotion, sincerity', P('venus'), P('mars'), P('lagna'), 'rev'],
    ['preeti', 'Preeti', 'love, attachment', S('sastra'), S('punya'), P('lagna'), 'rev'],
    ['jadya', 'Jadya', 'chronic disease', P('mars'), P('saturn'), P('mercury'), 'rev'],
    ['vyapara', 'Vyapara', 'business', P('mars'), P('saturn'), P('lagna'), 'same'],
    ['satru', 'Satru', 'enemies', P('mars'), P('saturn'), P('lagna'), 'rev'],
    ['jalapatana', 'Jalapatana', 'crossing an ocean', { deg: 105 }, P('saturn'), P('lagna'), 'rev'],
    ['bandhana', 'Bandhana', 'imprisonment', S('punya'), P('saturn'), P('lagna'), 'rev'],
    ['apamrityu', 'Apamrityu', 'bad death', H(8), P('mars'), P('lagna'), 'rev'],
    ['labha', 'Labha', 'material gains', H(11), L(11), P('lagna'), 'same'],
  ] as Row[]
).map(row);

/** The sixteen Tajika yogas: the rule each is evaluated by (Samjna Tantra, as PVR states them). */
export const TAJIKA_YOGA_RULES: readonly { key: string; name: string; rule: string }[] = [
  {
    key: 'ikkabala',
    name: 'Ikkabala',
    rule: 'all seven planets in kendras and panapharas (houses 1, 2, 4, 5, 7, 8, 10, 11)',
  },
  { key: 'induvara', name: 'Induvara', rule: 'all seven planets in apoklimas (houses 3, 6, 9, 12)' },
  {
    key: 'ithasala',
    name: 'Ithasala',
    rule: 'two planets in Tajika aspect, within their mean deeptamsha, applying; purna within 1 degree',
  },
  { key: 'ishrafa', name: 'Ishrafa', rule: 'two planets in Tajika aspect, within their mean deeptamsha, separating' },
  {
    key: 'nakta',
    name: 'Nakta',
    rule: 'two planets without mutual aspect, and a planet faster than both in ithasala with each (transfer of light)',
  },
  {
    key: 'yamaya',
    name: 'Yamaya',
    rule: 'two planets without mutual aspect, and a planet slower than both in ithasala with each (collection of light)',
  },
  {
    key: 'manau',
    name: 'Manau',
    rule: 'an ithasala, and Mars or Saturn (not of the pair) in inimical aspect within deeptamsha to the faster planet',
  },
  {
    key: 'kamboola',
    name: 'Kamboola',
    rule: 'an ithasala, and the Moon (not of the pair) in ithasala with either planet',
  },
  {
    key: 'gairi_kamboola',
    name: 'Gairi-kamboola',
    rule:
      'an ithasala; the Moon in ithasala with neither planet, in the last 12 degrees of its sign, forms ithasala ' +
      'with either on entering the next sign (its degree taken as 0 there, the others unchanged)',
  },
  {
    key: 'khallasara',
    name: 'Khallasara',
    rule: 'an ithasala, and the Moon (not of the pair) in no aspect within deeptamsha with any planet (void)',
  },
  {
    key: 'radda',
    name: 'Radda',
    rule: 'an ithasala where either planet is retrograde, combust or debilitated (the promise refused)',
  },
  {
    key: 'duhphali_kuttha',
    name: 'Duhphali-kuttha',
    rule: 'an ithasala where the slower planet is in its own, exaltation or moolatrikona sign and the faster is not',
  },
  {
    key: 'dutthottha_davira',
    name: 'Dutthottha-davira',
    rule:
      'an ithasala where neither planet is in own/exaltation/moolatrikona sign, and one of them is in ithasala ' +
      'with a third planet that is',
  },
  {
    key: 'tambira',
    name: 'Tambira',
    rule:
      'two planets not in ithasala; one in the last degree of its sign forms ithasala on entering the next sign ' +
      '(degree 0) with a planet in its own, exaltation or moolatrikona sign',
  },
  {
    key: 'kuttha',
    name: 'Kuttha',
    rule: 'a planet in its own, exaltation or moolatrikona sign in a kendra or panaphara (houses 1, 2, 4, 5, 7, 8, 10, 11)',
  },
  {
    key: 'durupha',
    name: 'Durupha',
    rule: 'an ithasala where both planets are weak: debilitated, combust, retrograde or in the 6th, 8th or 12th house',
  },
];
