/**
 * Traditional reference tables keyed by nakshatra or rashi (index 0 = Ashwini / Mesha). Each table
 * names its source; the endpoints echo it in `_meta.methodology.source`.
 */
import type { GrahaKey, PlanetKey } from '@pj/ephemeris';

export type Graha = GrahaKey;

/** Vimshottari lords in nakshatra order, repeating every 9 (Brihat Parashara Hora Shastra 46). */
export const VIMSHOTTARI_CYCLE: readonly Graha[] = [
  'ketu',
  'venus',
  'sun',
  'moon',
  'mars',
  'rahu',
  'jupiter',
  'saturn',
  'mercury',
];
export const nakshatraLord = (idx: number): Graha => VIMSHOTTARI_CYCLE[idx % 9];

export const DEITY_SOURCE =
  'Varahamihira, Brihat Samhita 98.1–3 (nakshatra devatas); lords: Brihat Parashara Hora Shastra 46 (Vimshottari)';
/** Presiding deity of each nakshatra (Brihat Samhita 98; Purva/Uttara Phalguni as there: Bhaga, Aryaman). */
export const NAKSHATRA_DEITY: readonly string[] = [
  'Ashvins',
  'Yama',
  'Agni',
  'Brahma (Prajapati)',
  'Soma (Chandra)',
  'Rudra',
  'Aditi',
  'Brihaspati',
  'Sarpas (Nagas)',
  'Pitris',
  'Bhaga',
  'Aryaman',
  'Savitr',
  'Tvashtr (Vishvakarma)',
  'Vayu',
  'Indragni (Indra and Agni)',
  'Mitra',
  'Indra',
  'Nirriti',
  'Apas (the Waters)',
  'Vishvedevas',
  'Vishnu',
  'Vasus',
  'Varuna',
  'Aja Ekapada',
  'Ahirbudhnya',
  'Pushan',
];

export const SYLLABLE_SOURCE =
  'Avakahada chakra (nakshatra-pada syllables of the name, as printed in North Indian panchangs); Shravana: the Khi–Kho row (some print Ju, Je, Jo, Kha)';
/** Syllables of the four padas: [transliteration, Devanagari]. */
export const PADA_SYLLABLES: readonly (readonly [string, string][])[] = [
  [
    ['Chu', 'चु'],
    ['Che', 'चे'],
    ['Cho', 'चो'],
    ['La', 'ला'],
  ],
  [
    ['Li', 'ली'],
    ['Lu', 'लू'],
    ['Le', 'ले'],
    ['Lo', 'लो'],
  ],
  [
    ['A', 'अ'],
    ['I', 'ई'],
    ['U', 'उ'],
    ['E', 'ए'],
  ],
  [
    ['O', 'ओ'],
    ['Va', 'वा'],
    ['Vi', 'वी'],
    ['Vu', 'वू'],
  ],
  [
    ['Ve', 'वे'],
    ['Vo', 'वो'],
    ['Ka', 'का'],
    ['Ki', 'की'],
  ],
  [
    ['Ku', 'कू'],
    ['Gha', 'घ'],
    ['Na', 'ङ'],
    ['Chha', 'छ'],
  ],
  [
    ['Ke', 'के'],
    ['Ko', 'को'],
    ['Ha', 'हा'],
    ['Hi', 'ही'],
  ],
  [
    ['Hu', 'हू'],
    ['He', 'हे'],
    ['Ho', 'हो'],
    ['Da', 'डा'],
  ],
  [
    ['Di', 'डी'],
    ['Du', 'डू'],
    ['De', 'डे'],
    ['Do', 'डो'],
  ],
  [
    ['Ma', 'मा'],
    ['Mi', 'मी'],
    ['Mu', 'मू'],
    ['Me', 'मे'],
  ],
  [
    ['Mo', 'मो'],
    ['Ta', 'टा'],
    ['Ti', 'टी'],
    ['Tu', 'टू'],
  ],
  [
    ['Te', 'टे'],
    ['To', 'टो'],
    ['Pa', 'पा'],
    ['Pi', 'पी'],
  ],
  [
    ['Pu', 'पू'],
    ['Sha', 'ष'],
    ['Na', 'ण'],
    ['Tha', 'ठ'],
  ],
  [
    ['Pe', 'पे'],
    ['Po', 'पो'],
    ['Ra', 'रा'],
    ['Ri', 'री'],
  ],
  [
    ['Ru', 'रू'],
    ['Re', 'रे'],
    ['Ro', 'रो'],
    ['Ta', 'ता'],
  ],
  [
    ['Ti', 'ती'],
    ['Tu', 'तू'],
    ['Te', 'ते'],
    ['To', 'तो'],
  ],
  [
    ['Na', 'ना'],
    ['Ni', 'नी'],
    ['Nu', 'नू'],
    ['Ne', 'ने'],
  ],
  [
    ['No', 'नो'],
    ['Ya', 'या'],
    ['Yi', 'यी'],
    ['Yu', 'यू'],
  ],
  [
    ['Ye', 'ये'],
    ['Yo', 'यो'],
    ['Bha', 'भा'],
    ['Bhi', 'भी'],
  ],
  [
    ['Bhu', 'भू'],
    ['Dha', 'धा'],
    ['Pha', 'फा'],
    ['Dha', 'ढा'],
  ],
  [
    ['Bhe', 'भे'],
    ['Bho', 'भो'],
    ['Ja', 'जा'],
    ['Ji', 'जी'],
  ],
  [
    ['Khi', 'खी'],
    ['Khu', 'खू'],
    ['Khe', 'खे'],
    ['Kho', 'खो'],
  ],
  [
    ['Ga', 'गा'],
    ['Gi', 'गी'],
    ['Gu', 'गू'],
    ['Ge', 'गे'],
  ],
  [
    ['Go', 'गो'],
    ['Sa', 'सा'],
    ['Si', 'सी'],
    ['Su', 'सू'],
  ],
  [
    ['Se', 'से'],
    ['So', 'सो'],
    ['Da', 'दा'],
    ['Di', 'दी'],
  ],
  [
    ['Du', 'दू'],
    ['Tha', 'थ'],
    ['Jha', 'झ'],
    ['Na', 'ञ'],
  ],
  [
    ['De', 'दे'],
    ['Do', 'दो'],
    ['Cha', 'चा'],
    ['Chi', 'ची'],
  ],
];

/**
 * Lord of each rashi (Brihat Parashara Hora Shastra 4); Scorpio → Mars and Aquarius → Saturn (the
 * classical single lords).
 */
export const RASHI_LORD: readonly PlanetKey[] = Object.freeze([
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
]);

export const GEM_SOURCE =
  'Navaratna planet–gem correspondence (S. M. Tagore, Mani-Mala, 1879; Garuda Purana 68–80 on the gems); recommendation: gems of the lords of the lagna, 5th and 9th houses (the trikona lords), the usual jyotisha rule';
export const GRAHA_GEM: Readonly<Record<Graha, { gem: string; sanskrit: string }>> = {
  sun: { gem: 'Ruby', sanskrit: 'Manikya' },
  moon: { gem: 'Pearl', sanskrit: 'Mukta' },
  mars: { gem: 'Red coral', sanskrit: 'Pravala' },
  mercury: { gem: 'Emerald', sanskrit: 'Marakata' },
  jupiter: { gem: 'Yellow sapphire', sanskrit: 'Pushparaga' },
  venus: { gem: 'Diamond', sanskrit: 'Vajra' },
  saturn: { gem: 'Blue sapphire', sanskrit: 'Nila' },
  rahu: { gem: 'Hessonite', sanskrit: 'Gomeda' },
  ketu: { gem: "Cat's eye", sanskrit: 'Vaidurya' },
};

export const RUDRAKSHA_SOURCE =
  'Mukhi deities: Shiva Purana, Vidyeshvara Samhita 25; planet of each mukhi: the jyotisha convention in common use (Sun 1 or 12, Moon 2, Mars 3, Mercury 4, Jupiter 5, Venus 6, Saturn 7, Rahu 8, Ketu 9); recommendation by the Vimshottari lord of the nakshatra';
export const GRAHA_MUKHI: Readonly<Record<Graha, { mukhi: number; alternative: number | null }>> = {
  sun: { mukhi: 1, alternative: 12 },
  moon: { mukhi: 2, alternative: null },
  mars: { mukhi: 3, alternative: null },
  mercury: { mukhi: 4, alternative: null },
  jupiter: { mukhi: 5, alternative: null },
  venus: { mukhi: 6, alternative: null },
  saturn: { mukhi: 7, alternative: null },
  rahu: { mukhi: 8, alternative: null },
  ketu: { mukhi: 9, alternative: null },
};
