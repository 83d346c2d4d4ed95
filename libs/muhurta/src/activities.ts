/**
 * Activities as data: for each, the panchanga elements that favour or forbid it, the period-level
 * bars, the day windows it avoids, its lagna rules, and the source the table follows. Indices are the
 * CONTRACT §2 ones: tithi 0–29 (0 = Shukla Pratipada, 14 = Purnima, 29 = Amavasya), vara 0 = Sunday,
 * nakshatra 0 = Ashwini, yoga 0 = Vishkambha, karana 7 = Vishti (Bhadra), rashi 0 = Mesha, masa 0 = Chaitra
 * (amanta naming).
 *
 * Schools: `drik` (default) reproduces the published almanac lists (panchanga shuddhi, the period bars and
 * Bhadra; the day's kalams and the lagna narrow the time, not the date); `muhurta_chintamani` applies the
 * stricter classical reading (all nine dushta yogas, the forbidden varas, the day's inauspicious windows,
 * lagna and lagna shuddhi). The tables follow Muhurta Chintamani (Rama Daivajna, 1600), as its chapters are
 * summarised in common almanac guides (vivaha prakarana ch. 6, griha pravesha ch. 12, samskara ch. 5,
 * yatra ch. 11); they were not checked verse by verse — `source` says so per activity.
 */

export const SCHOOLS = ['drik', 'muhurta_chintamani'] as const;
export type School = (typeof SCHOOLS)[number];
export const DEFAULT_SCHOOL: School = 'drik';

export const PERIOD_BARS = [
  'guru_asta',
  'shukra_asta',
  'kharmas',
  'adhika_masa',
  'chaturmas',
  'holashtak',
  'pitru_paksha',
  'eclipse_sutak',
  'simha_guru',
] as const;
export type PeriodBarKind = (typeof PERIOD_BARS)[number];

export const DAY_WINDOW_BARS = ['rahu_kalam', 'yamaganda', 'gulika_kalam', 'dur_muhurta', 'varjyam'] as const;
export type DayWindowBar = (typeof DAY_WINDOW_BARS)[number];

export const ACTIVITIES = [
  'marriage',
  'griha_pravesh',
  'vehicle_purchase',
  'property_purchase',
  'business_opening',
  'namakarana',
  'annaprashana',
  'mundan',
  'upanayana',
  'vidyarambha',
  'travel',
  'gold_purchase',
] as const;
export type ActivityKey = (typeof ACTIVITIES)[number];

export interface ActivityRules {
  readonly key: ActivityKey;
  readonly name: string;
  readonly aliases: readonly string[];
  /** Nakshatras in which the activity may begin (every other is forbidden). */
  readonly nakshatras: readonly number[];
  /** Tithis (0–29) forbidden. */
  readonly forbiddenTithis: readonly number[];
  /** Varas forbidden (0 = Sunday); under `drik` only `forbiddenVarasDrik`. */
  readonly forbiddenVaras: readonly number[];
  readonly forbiddenVarasDrik: readonly number[];
  /** Yogas forbidden under `drik`; `muhurta_chintamani` forbids all of DUSHTA_YOGAS. */
  readonly forbiddenYogasDrik: readonly number[];
  /** Amanta masas forbidden (besides the period bars). */
  readonly forbiddenMasas: readonly number[];
  /** Period bars that apply (every school). */
  readonly periodBars: readonly PeriodBarKind[];
  /** The schools under which the Moon in Kumbha–Meena (panchaka) bars it. */
  readonly panchaka: readonly School[];
  /** Day windows avoided under `drik`; `muhurta_chintamani` avoids all DAY_WINDOW_BARS. */
  readonly dayWindowsDrik: readonly DayWindowBar[];
  /** Lagnas (rising signs) favoured; applied under `muhurta_chintamani`. */
  readonly lagnas: readonly number[];
  /** Lagna shuddhi (7th and 8th from the lagna empty of planets, Moon not in 6/8/12) — marriage. */
  readonly lagnaShuddhi: boolean;
  readonly source: string;
}

/** Rikta tithis (4, 9, 14 of both pakshas) and Amavasya. */
const RIKTA_AMAVASYA = [3, 8, 13, 18, 23, 28, 29];
/**
 * Bars the `drik` school does not apply: holashtak (a North Indian custom, not in Muhurta Chintamani; the
 * published vivah lists of 2025 and 2026 print dates inside it) and simha-stha Guru (a southern rule).
 */
export const STRICT_ONLY_BARS: readonly PeriodBarKind[] = ['holashtak', 'simha_guru'];
/**
 * Bhadra vaas (Muhurta Chintamani 1.44, as almanacs print it): Vishti karana harms only while the Moon is in
 * Karka, Simha, Kumbha or Meena (Bhadra on earth); in Mesha, Vrishabha, Mithuna, Vrishchika it is in svarga, in
 * Kanya, Tula, Dhanu, Makara in patala. The `drik` school bars Bhadra only on earth; the strict school always.
 */
export const BHADRA_ON_EARTH_MOON_SIGNS: readonly number[] = [3, 4, 10, 11];
/** Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti. */
export const DUSHTA_YOGAS: readonly number[] = [0, 5, 8, 9, 12, 14, 16, 18, 26];
/** Vyatipata and Vaidhriti: barred for every muhurta in every school. */
const MAHAPATA_YOGAS = [16, 26];
export const VISHTI_KARANA = 7;
/** Tuesday and Saturday (krura varas). */
const KRURA_VARAS = [2, 6];
const COMMON_BARS: readonly PeriodBarKind[] = [
  'guru_asta',
  'shukra_asta',
  'kharmas',
  'adhika_masa',
  'chaturmas',
  'holashtak',
  'pitru_paksha',
  'eclipse_sutak',
];
const SAMSKARA_NAKSHATRAS = [0, 3, 4, 6, 7, 11, 12, 13, 14, 16, 20, 21, 22, 23, 25, 26];

export const ACTIVITY_RULES: Readonly<Record<ActivityKey, ActivityRules>> = {
  marriage: {
    key: 'marriage',
    name: 'Vivah (marriage)',
    aliases: ['vivah', 'vivaha', 'wedding'],
    // Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha,
    // Uttara Bhadrapada, Revati
    nakshatras: [3, 4, 9, 11, 12, 14, 16, 18, 20, 25, 26],
    forbiddenTithis: RIKTA_AMAVASYA,
    forbiddenVaras: KRURA_VARAS,
    forbiddenVarasDrik: [],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    forbiddenMasas: [],
    periodBars: [...COMMON_BARS, 'simha_guru'],
    panchaka: [],
    dayWindowsDrik: [],
    // Vrishabha, Mithuna, Kanya, Tula, Dhanu, Meena
    lagnas: [1, 2, 5, 6, 8, 11],
    lagnaShuddhi: true,
    source:
      'Muhurta Chintamani, vivaha prakarana (ch. 6): the eleven vivaha nakshatras, rikta tithis and Amavasya ' +
      'excluded, Guru and Shukra risen, no Kharmas/Chaturmas/Adhika; lagna shuddhi (jamitra: 7th and 8th ' +
      'empty, Moon not in 6/8/12). As summarised in almanac guides; not checked verse by verse.',
  },
  griha_pravesh: {
    key: 'griha_pravesh',
    name: 'Griha Pravesh (entering a new house)',
    aliases: ['grihapravesh', 'housewarming', 'griha_pravesha'],
    // Rohini, Mrigashira, Uttara Phalguni, Chitra, Anuradha, Uttara Ashadha, Dhanishta, Shatabhisha,
    // Uttara Bhadrapada, Revati
    nakshatras: [3, 4, 11, 13, 16, 20, 22, 23, 25, 26],
    forbiddenTithis: [0, ...RIKTA_AMAVASYA],
    forbiddenVaras: [0, 2],
    forbiddenVarasDrik: [0, 2],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    // Chaitra, Ashadha, Shravana, Bhadrapada, Ashwin, Pausha: the months the almanacs exclude (Kartika is allowed:
    // the published lists print griha pravesh dates before Devutthana Ekadashi, so chaturmas is not a bar here)
    forbiddenMasas: [0, 3, 4, 5, 6, 9],
    periodBars: ['guru_asta', 'shukra_asta', 'kharmas', 'adhika_masa', 'holashtak', 'eclipse_sutak'],
    // the published lists print Uttara Bhadrapada and Revati days (in panchaka): only the strict school bars it
    panchaka: ['muhurta_chintamani'],
    dayWindowsDrik: [],
    // fixed and dual signs: Vrishabha, Mithuna, Simha, Kanya, Vrishchika, Dhanu, Kumbha, Meena
    lagnas: [1, 2, 4, 5, 7, 8, 10, 11],
    lagnaShuddhi: false,
    source:
      'Muhurta Chintamani, vastu / griha pravesha prakarana (ch. 12): mridu and dhruva nakshatras with Dhanishta ' +
      'and Shatabhisha; not Sunday or Tuesday; not Pratipada, rikta tithis, Amavasya; Magha, Phalguna, ' +
      'Vaishakha, Jyeshtha, also Kartika and Margashirsha (Chaitra, Ashadha to Ashwin and Pausha excluded); ' +
      'panchaka avoided (strict school). Not checked verse by verse.',
  },
  vehicle_purchase: {
    key: 'vehicle_purchase',
    name: 'Vahana kraya (vehicle purchase)',
    aliases: ['vehicle', 'vahan', 'car_purchase'],
    // chara, kshipra, mridu nakshatras: the rule set of /muhurat/vehicle (libs/panchang windows/vehicle.ts)
    nakshatras: [0, 4, 6, 7, 12, 13, 14, 16, 21, 22, 23, 26],
    forbiddenTithis: RIKTA_AMAVASYA,
    forbiddenVaras: [0, 2, 6],
    forbiddenVarasDrik: [0, 2, 6],
    forbiddenYogasDrik: [],
    forbiddenMasas: [],
    periodBars: [],
    panchaka: [],
    dayWindowsDrik: ['rahu_kalam', 'yamaganda', 'gulika_kalam', 'dur_muhurta', 'varjyam'],
    lagnas: [1, 4, 7, 10],
    lagnaShuddhi: false,
    source:
      'As /muhurat/vehicle: Monday, Wednesday, Thursday, Friday; chara, kshipra and mridu nakshatras (Muhurta ' +
      'Chintamani, nakshatra prakarana); not rikta or Amavasya; outside rahu kalam, yamaganda, gulika, dur ' +
      'muhurta and varjyam.',
  },
  property_purchase: {
    key: 'property_purchase',
    name: 'Bhoomi / property purchase',
    aliases: ['property', 'land_purchase', 'bhoomi_kraya'],
    // Mrigashira, Punarvasu, Magha, Vishakha, Anuradha, Mula, Revati
    nakshatras: [4, 6, 9, 15, 16, 18, 26],
    forbiddenTithis: RIKTA_AMAVASYA,
    forbiddenVaras: [0, 2, 6],
    forbiddenVarasDrik: [2],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    forbiddenMasas: [],
    periodBars: ['guru_asta', 'shukra_asta', 'adhika_masa', 'eclipse_sutak'],
    panchaka: [],
    dayWindowsDrik: ['rahu_kalam'],
    lagnas: [1, 4, 7, 10],
    lagnaShuddhi: false,
    source:
      'Almanac guides after Muhurta Chintamani (bhoomi kraya): Mrigashira, Punarvasu, Magha, Vishakha, Anuradha, ' +
      'Mula, Revati; Thursday and Friday best, never Tuesday; not rikta or Amavasya. Not checked verse by verse.',
  },
  business_opening: {
    key: 'business_opening',
    name: 'Vyapara arambha (business opening)',
    aliases: ['business', 'shop_opening', 'vyapar'],
    nakshatras: [0, 3, 4, 7, 11, 12, 13, 16, 20, 21, 25, 26],
    forbiddenTithis: RIKTA_AMAVASYA,
    forbiddenVaras: [0, 2, 6],
    forbiddenVarasDrik: [2],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    forbiddenMasas: [],
    periodBars: ['guru_asta', 'shukra_asta', 'adhika_masa', 'eclipse_sutak'],
    panchaka: [],
    dayWindowsDrik: ['rahu_kalam', 'yamaganda', 'gulika_kalam'],
    lagnas: [1, 4, 7, 10],
    lagnaShuddhi: false,
    source:
      'Muhurta Chintamani (vyapara): kshipra, mridu and dhruva nakshatras with Shravana; Monday, Wednesday, ' +
      'Thursday, Friday; not rikta or Amavasya; fixed lagna. Not checked verse by verse.',
  },
  namakarana: {
    key: 'namakarana',
    name: 'Namakarana (naming)',
    aliases: ['naming', 'naamkaran'],
    nakshatras: SAMSKARA_NAKSHATRAS,
    forbiddenTithis: RIKTA_AMAVASYA,
    forbiddenVaras: [0, 2, 6],
    forbiddenVarasDrik: [2, 6],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    forbiddenMasas: [],
    periodBars: ['eclipse_sutak'],
    panchaka: [],
    dayWindowsDrik: ['rahu_kalam'],
    lagnas: [1, 2, 3, 5, 6, 8, 11],
    lagnaShuddhi: false,
    source:
      'Muhurta Chintamani, samskara prakarana (ch. 5): chara, kshipra, mridu and dhruva nakshatras; Monday, ' +
      'Wednesday, Thursday, Friday; not rikta or Amavasya. Not checked verse by verse.',
  },
  annaprashana: {
    key: 'annaprashana',
    name: 'Annaprashana (first feeding)',
    aliases: ['annaprasana', 'first_feeding'],
    nakshatras: SAMSKARA_NAKSHATRAS,
    forbiddenTithis: [...RIKTA_AMAVASYA, 0, 15, 5, 20, 7, 22, 11, 26],
    forbiddenVaras: [0, 2, 6],
    forbiddenVarasDrik: [2, 6],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    forbiddenMasas: [],
    periodBars: ['guru_asta', 'shukra_asta', 'adhika_masa', 'eclipse_sutak'],
    panchaka: [],
    dayWindowsDrik: ['rahu_kalam'],
    lagnas: [1, 2, 3, 5, 6, 8, 11],
    lagnaShuddhi: false,
    source:
      'Muhurta Chintamani, samskara prakarana (ch. 5): the samskara nakshatras; Monday, Wednesday, Thursday, ' +
      'Friday; not Pratipada, Shashthi, Ashtami, Dwadashi, rikta or Amavasya. Not checked verse by verse.',
  },
  mundan: {
    key: 'mundan',
    name: 'Mundan / chudakarana (tonsure)',
    aliases: ['chudakarana', 'tonsure', 'mundan_sanskar'],
    // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Jyeshtha, Shravana, Dhanishta, Shatabhisha, Revati
    nakshatras: [0, 4, 6, 7, 12, 13, 14, 17, 21, 22, 23, 26],
    forbiddenTithis: [...RIKTA_AMAVASYA, 0, 15, 5, 20, 7, 22],
    forbiddenVaras: [0, 2, 6],
    forbiddenVarasDrik: [2, 6],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    forbiddenMasas: [],
    periodBars: COMMON_BARS,
    panchaka: [],
    dayWindowsDrik: ['rahu_kalam'],
    lagnas: [1, 2, 3, 5, 6, 8, 11],
    lagnaShuddhi: false,
    source:
      'Muhurta Chintamani, samskara prakarana (ch. 5, chaula): chara and kshipra nakshatras with Mrigashira, ' +
      'Chitra, Jyeshtha, Revati; Monday, Wednesday, Thursday, Friday; Guru and Shukra risen, outside ' +
      'Chaturmas. Not checked verse by verse.',
  },
  upanayana: {
    key: 'upanayana',
    name: 'Upanayana (sacred thread)',
    aliases: ['janeu', 'yajnopavita', 'sacred_thread'],
    // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Shravana, Dhanishta, Shatabhisha, Revati,
    // Uttara Phalguni, Uttara Ashadha, Uttara Bhadrapada
    nakshatras: [0, 4, 6, 7, 11, 12, 13, 14, 20, 21, 22, 23, 25, 26],
    forbiddenTithis: [...RIKTA_AMAVASYA, 0, 15, 5, 20, 7, 22],
    forbiddenVaras: [2, 6],
    forbiddenVarasDrik: [2, 6],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    // Uttarayana months only: Magha, Phalguna, Chaitra, Vaishakha, Jyeshtha allowed
    forbiddenMasas: [3, 4, 5, 6, 7, 8, 9],
    periodBars: COMMON_BARS,
    panchaka: [],
    dayWindowsDrik: ['rahu_kalam'],
    lagnas: [1, 2, 3, 5, 6, 8, 11],
    lagnaShuddhi: false,
    source:
      'Muhurta Chintamani, samskara prakarana (ch. 5, upanayana): Magha to Jyeshtha, Guru and Shukra risen; ' +
      'not Tuesday or Saturday; not Pratipada, Shashthi, Ashtami, rikta or Amavasya. Not checked verse by verse.',
  },
  vidyarambha: {
    key: 'vidyarambha',
    name: 'Vidyarambha (start of education)',
    aliases: ['aksharabhyasam', 'education_start'],
    // Ashwini, Mrigashira, Ardra, Punarvasu, Pushya, Hasta, Chitra, Swati, Shravana, Dhanishta, Shatabhisha, Revati
    nakshatras: [0, 4, 5, 6, 7, 12, 13, 14, 21, 22, 23, 26],
    forbiddenTithis: [...RIKTA_AMAVASYA, 0, 15, 7, 22],
    forbiddenVaras: [2, 6],
    forbiddenVarasDrik: [2],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    forbiddenMasas: [],
    periodBars: ['guru_asta', 'shukra_asta', 'adhika_masa', 'eclipse_sutak'],
    panchaka: [],
    dayWindowsDrik: ['rahu_kalam'],
    lagnas: [2, 5, 8, 11],
    lagnaShuddhi: false,
    source:
      'Muhurta Chintamani (vidyarambha): Ashwini, Mrigashira, Ardra, Punarvasu, Pushya, Hasta, Chitra, Swati, ' +
      'Shravana, Dhanishta, Shatabhisha, Revati; not Tuesday; dual lagnas. Not checked verse by verse.',
  },
  travel: {
    key: 'travel',
    name: 'Yatra (travel)',
    aliases: ['yatra', 'journey'],
    // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana, Dhanishta, Revati
    nakshatras: [0, 4, 6, 7, 12, 16, 21, 22, 26],
    forbiddenTithis: [...RIKTA_AMAVASYA, 0, 5, 20, 7, 22, 11, 26, 14],
    forbiddenVaras: [],
    forbiddenVarasDrik: [],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    forbiddenMasas: [],
    periodBars: ['eclipse_sutak'],
    panchaka: ['drik', 'muhurta_chintamani'],
    dayWindowsDrik: ['rahu_kalam'],
    lagnas: [0, 3, 6, 9],
    lagnaShuddhi: false,
    source:
      'Muhurta Chintamani, yatra prakarana (ch. 11): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, ' +
      'Shravana, Dhanishta, Revati; Dwitiya, Tritiya, Panchami, Saptami, Dashami, Ekadashi, Trayodashi; ' +
      'panchaka avoided. Disha shoola (direction by vara) needs a direction and is not applied. Not checked verse by verse.',
  },
  gold_purchase: {
    key: 'gold_purchase',
    name: 'Swarna kraya (gold purchase)',
    aliases: ['gold', 'jewellery'],
    // Ashwini, Rohini, Pushya, Uttara Phalguni, Hasta, Chitra, Swati, Anuradha, Uttara Ashadha, Shravana, Dhanishta,
    // Uttara Bhadrapada, Revati
    nakshatras: [0, 3, 7, 11, 12, 13, 14, 16, 20, 21, 22, 25, 26],
    forbiddenTithis: RIKTA_AMAVASYA,
    forbiddenVaras: [2, 6],
    forbiddenVarasDrik: [2],
    forbiddenYogasDrik: MAHAPATA_YOGAS,
    forbiddenMasas: [],
    periodBars: ['eclipse_sutak'],
    panchaka: [],
    dayWindowsDrik: ['rahu_kalam'],
    lagnas: [1, 4, 7, 10],
    lagnaShuddhi: false,
    source:
      'Almanac guides (swarna kraya, after Muhurta Chintamani nakshatra classes): Pushya first, then the ' +
      'kshipra, mridu and dhruva nakshatras with Shravana and Dhanishta; not Tuesday; not rikta or Amavasya. ' +
      'Not checked verse by verse.',
  },
};

export function activityOf(key: string): ActivityRules | null {
  const k = key.toLowerCase().replace(/[-\s]/g, '_');
  if ((ACTIVITIES as readonly string[]).includes(k)) return ACTIVITY_RULES[k as ActivityKey];
  return ACTIVITIES.map((a) => ACTIVITY_RULES[a]).find((a) => a.aliases.includes(k)) ?? null;
}
