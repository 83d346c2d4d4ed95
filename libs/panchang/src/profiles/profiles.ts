/**
 * Regional Panchang profiles (SPEC §2 `profile`; the spec leaves the values open).
 *
 * A profile fixes how a date is *named*, never the astronomy: the lunisolar profiles choose the
 * month scheme (amanta: new moon to new moon; purnimanta: full moon to full moon), the era whose
 * year is primary and the day that year begins; the solar profiles choose the month names, the
 * era and the rule that decides which civil day is day 1 of a month after a sankranti.
 *
 * Sources (facts only):
 * - R. Sewell & S. B. Dikshit, "The Indian Calendar" (1896), §§ 10–13 (solar month-beginning rules
 *   of Bengal, Orissa, the Tamil country and Malabar; Kollam, Bangabda and Vilayati/Amli eras).
 * - E. M. Reingold & N. Dershowitz, "Calendrical Calculations" (3rd ed. 2008), ch. 10 (Hindu
 *   astronomical solar calendar: critical times — sunset (Tamil), end of madhyahna/3/5 of the day
 *   (Kerala), midnight (Bengal), start of day (Orissa)).
 * - Drik Panchang's Tamil/Malayalam/Bengali/Odia calendar pages, as recorded in
 *   /work/shared/reference/misc/solar_calendar_dates.json (month starts 1950–2050 and daily dates
 *   at Ujjain, New York and Los Angeles) — the golden data of test/profiles-solar.spec.ts.
 * - Gujarati (Kartikadi) Vikram year: begins on Kartika Shukla Pratipada (Bestu Varas, the day
 *   after Diwali); Maharashtra, Karnataka, Andhra Pradesh and Telangana count the Shaka
 *   (Shalivahana) year from Chaitra Shukla Pratipada (Gudi Padwa / Ugadi), months amanta.
 */
import { MASA_NAMES } from '../daily/names';

export const PROFILE_KEYS = [
  'north_india_purnimanta',
  'gujarat_amanta',
  'maharashtra_amanta',
  'karnataka_amanta',
  'andhra_telangana_amanta',
  'tamil_solar',
  'malayalam_solar',
  'bengali_solar',
  'odia_solar',
] as const;
export type ProfileKey = (typeof PROFILE_KEYS)[number];
export const DEFAULT_PROFILE: ProfileKey = 'north_india_purnimanta';

export type LunarEra = 'vikram_chaitradi' | 'vikram_kartikadi' | 'shaka';
export type SolarCalendarKey = 'tamil' | 'malayalam' | 'bengali' | 'odia';

/**
 * Which civil day opens a solar month, as the instant ("critical time") of each civil date that
 * the sankranti must not be later than: day 1 = the first date D with sankranti ≤ critical(D).
 * - `sunset`: sunset of D (Tamil: sankranti before sunset → that day, else the next).
 * - `madhyahna_end`: sunrise + 3/5 of (sunset − sunrise), the end of the third of the five parts
 *   of daytime (Kerala: sankranti before the end of madhyahna → that day, else the next).
 * - `midnight_start`: local 00:00 that begins D (Bengal: a sankranti between sunrise and midnight
 *   opens the month the next day, one after midnight the day after that — i.e. the day after
 *   the civil date of the sankranti).
 * - `clock_time`: a fixed local wall-clock time on D (Odisha, as Drik Panchang applies it:
 *   22:12 — measured from its month pages 1900–2050; classically "the day of the sankranti").
 */
export type DayStartRule =
  | { readonly kind: 'sunset' }
  | { readonly kind: 'madhyahna_end'; readonly fractionOfDaytime: number }
  | { readonly kind: 'midnight_start'; readonly midnightZone: BengalMidnightZone }
  | { readonly kind: 'clock_time'; readonly localTime: string };

/**
 * Bengal's rule for a sankranti close to midnight (Sewell & Dikshit §12; Reingold & Dershowitz
 * ch. 10): within `minutes` of midnight the sankranti counts as "before midnight" (month from the
 * next day) when the tithi current at the preceding sunrise has not ended by the sankranti, else
 * as "after midnight" (month from the day after); the Karkata sankranti always counts as before,
 * the Makara sankranti always as after.
 */
export interface BengalMidnightZone {
  readonly minutes: number;
  readonly alwaysBeforeRashi: number;
  readonly alwaysAfterRashi: number;
}

interface ProfileBase {
  readonly key: ProfileKey;
  readonly label: string;
  readonly region: string;
  readonly description: string;
  /** Month names in this profile's language, by canonical masa / rashi index (0 = Chaitra / Mesha). */
  readonly regionalMonthNames: readonly string[];
}

export interface LunarProfile extends ProfileBase {
  readonly kind: 'lunisolar';
  readonly monthScheme: 'amanta' | 'purnimanta';
  /** The era whose year the profile reports as `year` (both Vikram and Shaka are always given too). */
  readonly era: LunarEra;
  /** Canonical masa index (0 = Chaitra) whose Shukla Pratipada begins the profile's year. */
  readonly yearStartMasa: number;
}

export interface SolarProfile extends ProfileBase {
  readonly kind: 'solar';
  readonly calendar: SolarCalendarKey;
  readonly eraName: string;
  /** Rashi index (0 = Mesha) of the month numbered 1. */
  readonly firstMonthRashi: number;
  /** Rashi index whose sankranti increments the year. */
  readonly yearStartRashi: number;
  /** Era year = Gregorian year of the year-start sankranti − this. */
  readonly eraOffsetYears: number;
  readonly dayStart: DayStartRule;
  readonly dayStartDescription: string;
}

export type Profile = LunarProfile | SolarProfile;

const GUJARATI = [
  'Chaitra',
  'Vaishakh',
  'Jeth',
  'Ashadh',
  'Shravan',
  'Bhadarvo',
  'Aso',
  'Kartak',
  'Magshar',
  'Posh',
  'Maha',
  'Fagan',
];
const MARATHI = [
  'Chaitra',
  'Vaishakh',
  'Jyeshtha',
  'Ashadh',
  'Shravan',
  'Bhadrapad',
  'Ashwin',
  'Kartik',
  'Margashirsha',
  'Paush',
  'Magh',
  'Phalgun',
];
const KANNADA = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwayuja',
  'Kartika',
  'Margashira',
  'Pushya',
  'Magha',
  'Phalguna',
];
const TELUGU = [
  'Chaitramu',
  'Vaishakhamu',
  'Jyeshthamu',
  'Ashadhamu',
  'Shravanamu',
  'Bhadrapadamu',
  'Ashwayujamu',
  'Kartikamu',
  'Margashiramu',
  'Pushyamu',
  'Maghamu',
  'Phalgunamu',
];

/** Solar month names by rashi index (0 = Mesha), spelled as Drik Panchang prints them. */
const TAMIL = [
  'Chithirai',
  'Vaikasi',
  'Aani',
  'Aadi',
  'Aavani',
  'Purattasi',
  'Aippasi',
  'Karthigai',
  'Margazhi',
  'Thai',
  'Maasi',
  'Panguni',
];
const MALAYALAM = [
  'Medam',
  'Edavam',
  'Mithunam',
  'Karkidakam',
  'Chingam',
  'Kanni',
  'Thulam',
  'Vrischikam',
  'Dhanu',
  'Makaram',
  'Kumbham',
  'Meenam',
];
const BENGALI = [
  'Boishakh',
  'Joishtho',
  'Asharh',
  'Srabon',
  'Bhadro',
  'Ashwin',
  'Kartik',
  'Ogrohayon',
  'Poush',
  'Magh',
  'Falgun',
  'Choitro',
];
const ODIA = [
  'Baisakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwina',
  'Kartika',
  'Margashira',
  'Pausha',
  'Magha',
  'Phalguna',
  'Chaitra',
];

const CHAITRA = 0;
const KARTIKA = 7;
const MESHA = 0;
const SIMHA = 4;
const KANYA = 5;

export const PROFILES: Readonly<Record<ProfileKey, Profile>> = Object.freeze({
  north_india_purnimanta: {
    key: 'north_india_purnimanta',
    kind: 'lunisolar',
    label: 'North India (purnimanta)',
    region: 'Uttar Pradesh, Madhya Pradesh, Rajasthan, Bihar, Delhi, Punjab, Himachal, Jharkhand, Chhattisgarh',
    description:
      'Lunisolar, months from full moon to full moon; Vikram Samvat (Chaitradi) from Chaitra Krishna Pratipada. Default.',
    regionalMonthNames: MASA_NAMES,
    monthScheme: 'purnimanta',
    era: 'vikram_chaitradi',
    yearStartMasa: CHAITRA,
  },
  gujarat_amanta: {
    key: 'gujarat_amanta',
    kind: 'lunisolar',
    label: 'Gujarat (amanta, Kartikadi Vikram)',
    region: 'Gujarat',
    description:
      'Lunisolar, months from new moon to new moon; Vikram Samvat year begins on Kartika Shukla Pratipada (the day after Diwali).',
    regionalMonthNames: GUJARATI,
    monthScheme: 'amanta',
    era: 'vikram_kartikadi',
    yearStartMasa: KARTIKA,
  },
  maharashtra_amanta: {
    key: 'maharashtra_amanta',
    kind: 'lunisolar',
    label: 'Maharashtra (amanta, Shaka)',
    region: 'Maharashtra, Goa',
    description:
      'Lunisolar, months from new moon to new moon; Shaka (Shalivahana) year from Chaitra Shukla Pratipada (Gudi Padwa).',
    regionalMonthNames: MARATHI,
    monthScheme: 'amanta',
    era: 'shaka',
    yearStartMasa: CHAITRA,
  },
  karnataka_amanta: {
    key: 'karnataka_amanta',
    kind: 'lunisolar',
    label: 'Karnataka (amanta, Shaka)',
    region: 'Karnataka',
    description:
      'Lunisolar, months from new moon to new moon; Shaka year and samvatsara from Chaitra Shukla Pratipada (Ugadi).',
    regionalMonthNames: KANNADA,
    monthScheme: 'amanta',
    era: 'shaka',
    yearStartMasa: CHAITRA,
  },
  andhra_telangana_amanta: {
    key: 'andhra_telangana_amanta',
    kind: 'lunisolar',
    label: 'Andhra Pradesh and Telangana (amanta, Shaka)',
    region: 'Andhra Pradesh, Telangana',
    description:
      'Lunisolar, months from new moon to new moon; Shaka year and samvatsara from Chaitra Shukla Pratipada (Ugadi).',
    regionalMonthNames: TELUGU,
    monthScheme: 'amanta',
    era: 'shaka',
    yearStartMasa: CHAITRA,
  },
  tamil_solar: {
    key: 'tamil_solar',
    kind: 'solar',
    label: 'Tamil (solar)',
    region: 'Tamil Nadu',
    description:
      'Solar months from the sidereal sankrantis, Chithirai (Mesha) first; year = Shaka era from Chithirai 1.',
    regionalMonthNames: TAMIL,
    calendar: 'tamil',
    eraName: 'Shaka',
    firstMonthRashi: MESHA,
    yearStartRashi: MESHA,
    eraOffsetYears: 78,
    dayStart: { kind: 'sunset' },
    dayStartDescription: 'a sankranti before sunset opens the month that day, otherwise the next day',
  },
  malayalam_solar: {
    key: 'malayalam_solar',
    kind: 'solar',
    label: 'Malayalam (solar, Kollam era)',
    region: 'Kerala',
    description:
      'Solar months from the sidereal sankrantis, Chingam (Simha) first; Kollam era (Kolla Varsham) from Chingam 1.',
    regionalMonthNames: MALAYALAM,
    calendar: 'malayalam',
    eraName: 'Kollam',
    firstMonthRashi: SIMHA,
    yearStartRashi: SIMHA,
    eraOffsetYears: 824,
    dayStart: { kind: 'madhyahna_end', fractionOfDaytime: 3 / 5 },
    dayStartDescription:
      'a sankranti before the end of madhyahna (sunrise + 3/5 of the daytime) opens the month that day, otherwise the next day',
  },
  bengali_solar: {
    key: 'bengali_solar',
    kind: 'solar',
    label: 'Bengali (solar, Bangabda)',
    region: 'West Bengal, Tripura, Assam (Bengali)',
    description:
      'Solar months from the sidereal sankrantis, Boishakh (Mesha) first; Bangabda era from Boishakh 1 (traditional, not the reformed Bangladesh calendar).',
    regionalMonthNames: BENGALI,
    calendar: 'bengali',
    eraName: 'Bangabda',
    firstMonthRashi: MESHA,
    yearStartRashi: MESHA,
    eraOffsetYears: 593,
    dayStart: { kind: 'midnight_start', midnightZone: { minutes: 24, alwaysBeforeRashi: 3, alwaysAfterRashi: 9 } },
    dayStartDescription:
      'a sankranti between sunrise and midnight opens the month the next day, one after midnight the day after (the day after the civil date of the sankranti); within 24 min of midnight the tithi rule decides (Karkata: before, Makara: after)',
  },
  odia_solar: {
    key: 'odia_solar',
    kind: 'solar',
    label: 'Odia (solar, Amli era)',
    region: 'Odisha',
    description:
      'Solar months from the sidereal sankrantis, Baisakha (Mesha) numbered 1; Amli era year increments at the Kanya sankranti (Ashwina), as Drik Panchang prints it.',
    regionalMonthNames: ODIA,
    calendar: 'odia',
    eraName: 'Amli',
    firstMonthRashi: MESHA,
    yearStartRashi: KANYA,
    eraOffsetYears: 592,
    dayStart: { kind: 'clock_time', localTime: '22:12' },
    dayStartDescription:
      'a sankranti before 22:12 local time opens the month that day, otherwise the next day (Drik Panchang cutoff)',
  },
});

/** Years of the profile's era whose dates fall in 1900–2100 (SPEC `year` bounds), for validation and docs. */
export function eraYearRange(p: Profile): { min: number; max: number } {
  if (p.kind === 'solar') return { min: 1900 - p.eraOffsetYears - 1, max: 2100 - p.eraOffsetYears };
  // era year − CE year: Shaka = CE − 78, Vikram (Chaitradi or Kartikadi) = CE + 57; one year of slack below for the
  // months of an era year that fall in the previous CE year
  const eraMinusCe = p.era === 'shaka' ? -78 : 57;
  return { min: 1900 + eraMinusCe - 1, max: 2100 + eraMinusCe };
}

export function isProfileKey(x: unknown): x is ProfileKey {
  return typeof x === 'string' && (PROFILE_KEYS as readonly string[]).includes(x);
}

/** The profile of a key; RangeError for an unknown key (the gateway validates first). */
export function profileOf(key: string): Profile {
  if (!isProfileKey(key)) throw new RangeError(`unknown profile: ${key}`);
  return PROFILES[key];
}

/** One line per profile, for OpenAPI enum descriptions and the profile list endpoint. */
export function profileSummaries(): { key: ProfileKey; kind: Profile['kind']; label: string; description: string }[] {
  return PROFILE_KEYS.map((k) => ({
    key: k,
    kind: PROFILES[k].kind,
    label: PROFILES[k].label,
    description: PROFILES[k].description,
  }));
}

/** Sanity: every name table has 12 entries (checked at load; a typo would otherwise shift months). */
for (const p of Object.values(PROFILES)) {
  if (p.regionalMonthNames.length !== MASA_NAMES.length) throw new Error(`profile ${p.key}: 12 month names expected`);
}
