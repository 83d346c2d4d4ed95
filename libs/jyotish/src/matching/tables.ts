/**
 * The ashtakoota (guna milan) and dasa porutham tables as data. Nakshatras are 0-based (0 = Ashwini
 * … 26 = Revati), signs 0-based (0 = Mesha). Every koota table is indexed [groom][bride] and names the
 * published table it is taken from; test/fixtures/golden/jyotish-matching holds those tables in their own
 * layout and PyJHora's, and ashtakoota.spec.ts asserts every cell against both.
 */
import { RASHI_NAMES } from '@pj/ephemeris';
import { PlanetKey } from '../tables';

/** A koota's table with the source it is taken from. */
export interface KootaTable<Category extends string> {
  readonly koota: string;
  readonly max: number;
  readonly categories: readonly Category[];
  /** Points, [groom category][bride category]. */
  readonly points: readonly (readonly number[])[];
  readonly source: string;
}

export const VARNAS = ['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const;
export type Varna = (typeof VARNAS)[number];

/**
 * Varna of each Moon sign: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra (the verse
 * "karkyantye vrishchike vipra … vaishyo vrisha mrigah kanya, shudro yugma tula ghatah" quoted on
 * prasadtimes.blogspot.com/2016/10/blog-post_11.html; beforeprint.in/?p=306054: signs 2, 6, 10 Vaishya,
 * 3, 7, 11 Shudra). saravali.de and PyJHora swap earth and air.
 */
export const VARNA_OF_SIGN: readonly Varna[] = Object.freeze(
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((s) => (['kshatriya', 'vaishya', 'shudra', 'brahmin'] as const)[s % 4]),
);

/** 1 point when the groom's varna is the bride's or higher. */
export const VARNA_TABLE: KootaTable<Varna> = {
  koota: 'varna',
  max: 1,
  categories: VARNAS,
  points: [
    [1, 1, 1, 1],
    [0, 1, 1, 1],
    [0, 0, 1, 1],
    [0, 0, 0, 1],
  ],
  source:
    "saravali.de/astrology/koota_varna.html (1 when the groom's varna is the bride's or higher); signs by the verse " +
    'quoted on prasadtimes.blogspot.com/2016/10/blog-post_11.html: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra',
};

export const VASHYAS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type Vashya = (typeof VASHYAS)[number];

/**
 * Vashya group of a Moon position, as drikpanchang.com's "Vashya Kuta" page lists them: Aries, Taurus,
 * Sagittarius 15–30°, Capricorn 0–15° quadrupeds; Gemini, Virgo, Libra, Aquarius, Sagittarius 0–15° human;
 * Cancer, Pisces, Capricorn 15–30° water; Leo wild; Scorpio insect. The halves are split at 15° of the sign
 * (the Moon's degree; PyJHora approximates the split by padas).
 */
export function vashyaOf(sign: number, degInSign: number): Vashya {
  const firstHalf = degInSign < 15;
  if (sign === 8) return firstHalf ? 'manava' : 'chatushpada';
  if (sign === 9) return firstHalf ? 'chatushpada' : 'jalachara';
  return VASHYA_OF_SIGN[sign];
}
const VASHYA_OF_SIGN: readonly Vashya[] = [
  'chatushpada',
  'chatushpada',
  'manava',
  'jalachara',
  'vanachara',
  'manava',
  'manava',
  'keeta',
  'manava',
  'chatushpada',
  'manava',
  'jalachara',
];

export const VASHYA_TABLE: KootaTable<Vashya> = {
  koota: 'vashya',
  max: 2,
  categories: VASHYAS,
  points: [
    [2, 1, 1, 0, 1],
    [1, 2, 1.5, 0, 1],
    [1, 1.5, 2, 0, 1],
    [1.5, 0, 1, 2, 0],
    [1, 1, 1, 0, 2],
  ],
  source:
    'astroyogi.com vashya table as transcribed in PyJHora compatibility.py (VasiyaArray_AstroYogi, [bride][groom]), ' +
    'chosen because drikpanchang.com "Vashya Kuta" gives 2 for the same group and otherwise 1, 1.5 or 0 (no 0.5, ' +
    'which the saravali.de table has)',
};

/** The nine taras counted from a star: 1 janma … 9 parama mitra; 3 vipat, 5 pratyari, 7 vadha are adverse. */
export const TARAS = [
  'janma',
  'sampat',
  'vipat',
  'kshema',
  'pratyari',
  'sadhaka',
  'vadha',
  'mitra',
  'parama_mitra',
] as const;
export type Tara = (typeof TARAS)[number];
const ADVERSE_TARA: readonly Tara[] = ['vipat', 'pratyari', 'vadha'];
export const isAdverseTara = (t: Tara) => ADVERSE_TARA.includes(t);

/**
 * Tara points: both counts auspicious 3, one 1.5, none 0;
 * [tara of the groom from the bride][tara of the bride from the groom].
 */
export const TARA_TABLE: KootaTable<Tara> = {
  koota: 'tara',
  max: 3,
  categories: TARAS,
  points: TARAS.map((a) => TARAS.map((b) => (isAdverseTara(a) ? 0 : 1.5) + (isAdverseTara(b) ? 0 : 1.5))),
  source:
    'saravali.de/articles/koota_dina.html: count the stars both ways, divide by 9; remainder 3, 5 or 7 gives 0, ' +
    'any other 1.5 per direction (also futuresamachar.com Horoscope Matching, Tara Koota)',
};

export const YONIS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type Yoni = (typeof YONIS)[number];

/** Yoni of each nakshatra (Ashwini horse … Revati elephant). */
export const YONI_OF_NAKSHATRA: readonly Yoni[] = (
  [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1] as const
).map((i) => YONIS[i]);

/**
 * The sworn-enemy pairs (0 points): horse–buffalo, elephant–lion, sheep–monkey, serpent–mongoose,
 * dog–deer, cat–rat, cow–tiger (freehoroscopesonline.in/yonikoota.php, "Intense Enemy").
 */
export const YONI_ENEMIES: readonly [Yoni, Yoni][] = [
  ['horse', 'buffalo'],
  ['elephant', 'lion'],
  ['sheep', 'monkey'],
  ['serpent', 'mongoose'],
  ['dog', 'deer'],
  ['cat', 'rat'],
  ['cow', 'tiger'],
];

export const YONI_TABLE: KootaTable<Yoni> = {
  koota: 'yoni',
  max: 4,
  categories: YONIS,
  points: [
    [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
    [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
    [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
    [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
    [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
    [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
    [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
    [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
    [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
    [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
    [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
    [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
    [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
    [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
  ],
  source:
    "saravali.de/astrology/koota_yoni.html (Maitreya's table, bride rows, groom columns) transposed; same yoni 4, " +
    'friendly 3, neutral 2, inimical 1, sworn enemies 0. It is not symmetric at horse/deer: groom horse–bride deer 1, ' +
    'groom deer–bride horse 3',
};

/** Graha maitri categories: the seven sign lords. */
export const MAITRI_LORDS: readonly PlanetKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/**
 * Graha maitri points from the two lords' natural (BPHS 3.55) relations: same lord or mutual friends 5,
 * friend–neutral 4, both neutral 3, friend–enemy 1, neutral–enemy 0.5, mutual enemies 0 (symmetric),
 * the guna table of futuresamachar.com "Horoscope Matching", Grah Maitri Koota.
 */
export const MAITRI_TABLE: KootaTable<PlanetKey> = {
  koota: 'graha_maitri',
  max: 5,
  categories: MAITRI_LORDS,
  points: [
    [5, 5, 5, 4, 5, 0, 0],
    [5, 5, 4, 1, 4, 0.5, 0.5],
    [5, 4, 5, 0.5, 5, 3, 0.5],
    [4, 1, 0.5, 5, 0.5, 5, 4],
    [5, 4, 5, 0.5, 5, 0.5, 3],
    [0, 0.5, 3, 5, 0.5, 5, 5],
    [0, 0.5, 0.5, 4, 3, 5, 5],
  ],
  source:
    'futuresamachar.com Horoscope Matching, Grah Maitri guna table (friends 5, friend+neutral 4, both neutral 3, ' +
    'friend+enemy 1, neutral+enemy 0.5, enemies 0, same lord 5) over the natural relations of BPHS 3.55',
};

export const GANAS = ['deva', 'manushya', 'rakshasa'] as const;
export type Gana = (typeof GANAS)[number];
/** Gana of each nakshatra (transliteral.org/pages/z80519063539: the deva, manushya and rakshasa lists). */
export const GANA_OF_NAKSHATRA: readonly Gana[] = (
  [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0] as const
).map((i) => GANAS[i]);

export const GANA_TABLE: KootaTable<Gana> = {
  koota: 'gana',
  max: 6,
  categories: GANAS,
  points: [
    [6, 6, 0],
    [5, 6, 0],
    [1, 0, 6],
  ],
  source:
    'transliteral.org/pages/z80519063539 (Marathi muhurta text: same gana 6; groom deva–bride manushya 6; groom ' +
    'manushya–bride deva 5; groom rakshasa–bride deva 1; groom deva–bride rakshasa 0; others 0) and the same table ' +
    'on astropankajseth.co.in/2015/03/gana-matching-in-horoscope; saravali.de and PyJHora have it with bride and ' +
    'groom swapped',
};

/** Bhakoot by the count from the bride's Moon sign to the groom's (1..12): 2/12, 5/9, 6/8 are adverse. */
export const BHAKOOT_ADVERSE_COUNTS: readonly number[] = [2, 12, 5, 9, 6, 8];
export const BHAKOOT_TABLE: KootaTable<string> = {
  koota: 'bhakoot',
  max: 7,
  categories: RASHI_NAMES,
  points: Array.from({ length: 12 }, (_, g) =>
    Array.from({ length: 12 }, (_, b) => (BHAKOOT_ADVERSE_COUNTS.includes(((g - b + 12) % 12) + 1) ? 0 : 7)),
  ),
  source: 'saravali.de/articles/koota_rasi.html: mutual positions 2/12, 5/9, 6/8 give 0, 1/1, 3/11, 4/10, 1/7 give 7',
};

export const NADIS = ['adi', 'madhya', 'antya'] as const;
export type Nadi = (typeof NADIS)[number];
/**
 * Nadi of a nakshatra: the stars run adi, madhya, antya, antya, madhya, adi, … (boustrophedon in threes),
 * the lists of transliteral.org/pages/z80519063801.
 */
export const NADI_OF_NAKSHATRA: readonly Nadi[] = Array.from(
  { length: 27 },
  (_, n) => NADIS[[0, 1, 2, 2, 1, 0][n % 6]],
);
export const NADI_TABLE: KootaTable<Nadi> = {
  koota: 'nadi',
  max: 8,
  categories: NADIS,
  points: NADIS.map((_, g) => NADIS.map((__, b) => (g === b ? 0 : 8))),
  source:
    'transliteral.org/pages/z80519063801 (different nadis 8 gunas, the same nadi excluded); clickastro.com Nadi Koota',
};

/** The eight koota tables in ashtakoota order (maxima 1..8). */
export const KOOTA_TABLES = [
  VARNA_TABLE,
  VASHYA_TABLE,
  TARA_TABLE,
  YONI_TABLE,
  MAITRI_TABLE,
  GANA_TABLE,
  BHAKOOT_TABLE,
  NADI_TABLE,
] as const;

/**
 * Verdict bands of the total, as published by astroeguru.com ("horoscopes": 31–36 excellent, 21–30 very
 * good, 17–20 middling, 0–16 inauspicious).
 */
export type Verdict = 'excellent' | 'very_good' | 'middling' | 'inauspicious';
export const VERDICT_BANDS: {
  readonly source: string;
  readonly bands: readonly { readonly min: number; readonly verdict: Verdict }[];
} = {
  source: 'astroeguru.com/horoscopes.html (Ashta-Kuta bands)',
  bands: [
    { min: 31, verdict: 'excellent' },
    { min: 21, verdict: 'very_good' },
    { min: 17, verdict: 'middling' },
    { min: 0, verdict: 'inauspicious' },
  ],
};

/** Vasya signs of each sign for the South Indian vasya porutham (Muhurta Chintamani): Aries → Leo, Scorpio; … */
export const VASYA_SIGNS: readonly (readonly number[])[] = [
  [4, 7],
  [3, 6],
  [5],
  [7, 8],
  [6],
  [2, 11],
  [5, 9],
  [3],
  [11],
  [0, 10],
  [0],
  [9],
];

export const RAJJUS = ['foot', 'waist', 'stomach', 'neck', 'head'] as const;
export type Rajju = (typeof RAJJUS)[number];
/** Rajju of a nakshatra: from Ashwini up foot, waist, stomach, neck, head, then down, repeating every 9. */
export const RAJJU_OF_NAKSHATRA: readonly Rajju[] = Array.from(
  { length: 27 },
  (_, n) => RAJJUS[[0, 1, 2, 3, 4, 3, 2, 1, 0][n % 9]],
);

/**
 * Vedha: 1-based star numbers summing to 19, 28 or 37 obstruct each other (Ashwini–Jyeshtha …
 * Mrigashira–Chitra–Dhanishta).
 */
export const VEDHA_SUMS: readonly number[] = [19, 28, 37];
export const MAHENDRA_COUNTS: readonly number[] = [4, 7, 10, 13, 16, 19, 22, 25];
