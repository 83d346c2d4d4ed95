/**
 * The published koota tables that tables.ts follows, transcribed in the layout each source prints them
 * (so a transcription or orientation slip shows up as a failing cell in ashtakoota.spec.ts). Category
 * order is the order of tables.ts. Rules that the source states in words (tara, graha maitri, bhakoot,
 * nadi) are kept as the words' parameters, not as tables.
 */

export interface PublishedTable {
  /** Where the table is printed. */
  readonly source: string;
  /** Which axis the source's rows are. */
  readonly rows: 'bride' | 'groom';
  readonly points: readonly (readonly number[])[];
}

/** saravali.de/astrology/koota_varna.html: "Bride ↓" rows, groom columns. */
export const PUBLISHED_VARNA: PublishedTable = {
  source: 'saravali.de/astrology/koota_varna.html',
  rows: 'bride',
  points: [
    [1, 0, 0, 0],
    [1, 1, 0, 0],
    [1, 1, 1, 0],
    [1, 1, 1, 1],
  ],
};

/** beforeprint.in/?p=306054: signs 4, 8, 12 Brahmin; 1, 5, 9 Kshatriya; 2, 6, 10 Vaishya; 3, 7, 11 Shudra. */
export const PUBLISHED_VARNA_SIGNS: Readonly<Record<string, readonly number[]>> = {
  brahmin: [4, 8, 12],
  kshatriya: [1, 5, 9],
  vaishya: [2, 6, 10],
  shudra: [3, 7, 11],
};

/**
 * astroyogi.com, as transcribed in PyJHora compatibility.py (VasiyaArray_AstroYogi, indexed [girl][boy]).
 * drikpanchang.com/tutorials/jyotisha/kundali-match/ashta-kuta/vashya-kuta.html: same group 2, "in other
 * cases one, one-and-half and zero points" — the values of this table.
 */
export const PUBLISHED_VASHYA: PublishedTable = {
  source: 'astroyogi.com via PyJHora VasiyaArray_AstroYogi; point values per drikpanchang.com Vashya Kuta',
  rows: 'bride',
  points: [
    [2, 1, 1, 1.5, 1],
    [1, 2, 1.5, 0, 1],
    [1, 1.5, 2, 1, 1],
    [0, 0, 0, 2, 0],
    [1, 1, 1, 0, 2],
  ],
};

/** drikpanchang.com Vashya Kuta: the Moon-sign groups, Sagittarius and Capricorn split at 15°. */
export const PUBLISHED_VASHYA_GROUPS = {
  source: 'drikpanchang.com/tutorials/jyotisha/kundali-match/ashta-kuta/vashya-kuta.html',
  /** [sign 0..11, first half (0–15°), second half (15–30°)]. */
  signs: [
    ['chatushpada', 'chatushpada'],
    ['chatushpada', 'chatushpada'],
    ['manava', 'manava'],
    ['jalachara', 'jalachara'],
    ['vanachara', 'vanachara'],
    ['manava', 'manava'],
    ['manava', 'manava'],
    ['keeta', 'keeta'],
    ['manava', 'chatushpada'],
    ['chatushpada', 'jalachara'],
    ['manava', 'manava'],
    ['jalachara', 'jalachara'],
  ],
} as const;

/** saravali.de/articles/koota_dina.html: each direction 1.5 unless the count mod 9 is 3, 5 or 7. */
export const PUBLISHED_TARA_RULE = {
  source: 'saravali.de/articles/koota_dina.html',
  adverseRemainders: [3, 5, 7],
  pointsPerDirection: 1.5,
} as const;

/** saravali.de/astrology/koota_yoni.html ("the version implemented in Maitreya"): "Bride ↓" rows. */
export const PUBLISHED_YONI: PublishedTable = {
  source: 'saravali.de/astrology/koota_yoni.html',
  rows: 'bride',
  points: [
    [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
    [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
    [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
    [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
    [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
    [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
    [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
    [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
    [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
    [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
    [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
    [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
    [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
    [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
  ],
};

/**
 * futuresamachar.com/en/book/horoscope-matching-471/59, Grah Maitri guna table: points by the two lords'
 * relations to each other (order-free: "friend–neutral" is either way round).
 */
export const PUBLISHED_MAITRI_RULE = {
  source: 'futuresamachar.com Horoscope Matching, Grah Maitri Guna Table',
  sameLord: 5,
  byRelations: {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  },
} as const;

/**
 * transliteral.org/pages/z80519063539 (Marathi): "both the same gana six gunas; groom deva and bride
 * manushya also six; groom manushya and bride deva five; groom rakshasa and bride deva one; groom deva and
 * bride rakshasa zero"; astropankajseth.co.in/2015/03/gana-matching-in-horoscope prints the same, boy rows.
 */
export const PUBLISHED_GANA: PublishedTable = {
  source: 'transliteral.org/pages/z80519063539; astropankajseth.co.in/2015/03/gana-matching-in-horoscope',
  rows: 'groom',
  points: [
    [6, 6, 0],
    [5, 6, 0],
    [1, 0, 6],
  ],
};

/** transliteral.org/pages/z80519063539: the three gana lists (1-based stars). */
export const PUBLISHED_GANA_STARS = {
  deva: [1, 5, 7, 8, 13, 15, 17, 22, 27],
  manushya: [2, 4, 6, 11, 12, 20, 21, 25, 26],
  rakshasa: [3, 9, 10, 14, 16, 18, 19, 23, 24],
} as const;

/** saravali.de/articles/koota_rasi.html: 0 for mutual positions 2/12, 5/9, 6/8, else 7. */
export const PUBLISHED_BHAKOOT_RULE = {
  source: 'saravali.de/articles/koota_rasi.html',
  maleficPositions: [2, 5, 6, 8, 9, 12],
  points: 7,
} as const;

/** transliteral.org/pages/z80519063801: the three nadi lists (1-based stars); different nadis 8 gunas. */
export const PUBLISHED_NADI = {
  source: 'transliteral.org/pages/z80519063801',
  adi: [1, 6, 7, 12, 13, 18, 19, 24, 25],
  madhya: [2, 5, 8, 11, 14, 17, 20, 23, 26],
  antya: [3, 4, 9, 10, 15, 16, 21, 22, 27],
  differentNadi: 8,
} as const;
