/**
 * Canonical names of the daily Panchang's cyclic elements, in index order (CONTRACT §2).
 * Samvatsara names are spelled as Drik Panchang prints them (all 60 occur in its month-grid
 * headers 1900–2050, test/fixtures/golden/drik-grid/); the contract leaves them open.
 * Nakshatra and rashi names: NAKSHATRA_NAMES, RASHI_NAMES of @pj/ephemeris.
 */
/** Tithi names within a paksha (1–15); the 15th is Purnima (shukla) or Amavasya (krishna). */
export const TITHI_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
] as const;

export const YOGA_NAMES = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const;

/** Karana names; `index` of a karana is its position here (CONTRACT §2). */
export const KARANA_NAMES = [
  'Kimstughna',
  'Bava',
  'Balava',
  'Kaulava',
  'Taitila',
  'Garaja',
  'Vanija',
  'Vishti',
  'Shakuni',
  'Chatushpada',
  'Naga',
] as const;

export const MASA_NAMES = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;

/** Vara (weekday), index 0 = Sunday. */
export const VARA_NAMES = [
  'Ravivara',
  'Somavara',
  'Mangalavara',
  'Budhavara',
  'Guruvara',
  'Shukravara',
  'Shanivara',
] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The 60-year cycle, index 0 = Prabhava (Drik Panchang spellings). */
export const SAMVATSARA_NAMES = [
  'Prabhava',
  'Vibhava',
  'Shukla',
  'Pramoda',
  'Prajapati',
  'Angira',
  'Shrimukha',
  'Bhava',
  'Yuva',
  'Dhata',
  'Ishwara',
  'Bahudhanya',
  'Pramathi',
  'Vikrama',
  'Vrisha',
  'Chitrabhanu',
  'Subhanu',
  'Tarana',
  'Parthiva',
  'Vyaya',
  'Sarvajit',
  'Sarvadhari',
  'Virodhi',
  'Vikriti',
  'Khara',
  'Nandana',
  'Vijaya',
  'Jaya',
  'Manmatha',
  'Durmukha',
  'Hemalambi',
  'Vilambi',
  'Vikari',
  'Sharvari',
  'Plava',
  'Shubhakrit',
  'Shobhakrit',
  'Krodhi',
  'Vishvavasu',
  'Parabhava',
  'Plavanga',
  'Kilaka',
  'Saumya',
  'Sadharana',
  'Virodhakrit',
  'Paridhavi',
  'Pramadi',
  'Aananda',
  'Rakshasa',
  'Nala',
  'Pingala',
  'Kalayukta',
  'Siddharthi',
  'Raudra',
  'Durmati',
  'Dundubhi',
  'Rudhirodgari',
  'Raktaksha',
  'Krodhana',
  'Kshaya',
] as const;

/** Six seasons, index 0 = Vasanta. */
export const RITU_NAMES = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const;

export const AYANA_NAMES = ['Uttarayana', 'Dakshinayana'] as const;
