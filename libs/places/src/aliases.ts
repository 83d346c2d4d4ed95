/**
 * Other names of well-known places, each pointing at one GeoNames id of the gazetteer. The
 * packaged GeoNames extract carries one name per place and no alternate names, so renamings
 * (Bangalore → Bengaluru), historical English names (Calcutta), traditional names (Kashi),
 * common transliterations and the names in Indic scripts live here, as data. A unit spec checks
 * that every id exists in the gazetteer.
 *
 * kind: 'renamed' (an official renaming: the other name, old or new), 'historical' (an English or
 * colonial-era name), 'traditional' (a classical or pilgrimage name), 'spelling' (a common
 * transliteration), 'script' (the name in the script named by `script`).
 */
export type AliasKind = 'renamed' | 'historical' | 'traditional' | 'spelling' | 'script';

export interface PlaceAlias {
  readonly alias: string;
  readonly geonamesId: number;
  readonly kind: AliasKind;
  readonly script?: 'Deva' | 'Beng' | 'Taml' | 'Telu' | 'Knda' | 'Mlym' | 'Gujr' | 'Guru' | 'Orya' | 'Cyrl';
}

type Row = readonly [alias: string, kind: AliasKind, script?: PlaceAlias['script']];

/** GeoNames id → its other names. */
const BY_ID: Readonly<Record<number, readonly Row[]>> = {
  // Bengaluru
  1277333: [
    ['Bangalore', 'renamed'],
    ['Bengalooru', 'spelling'],
    ['बेंगलुरु', 'script', 'Deva'],
    ['ಬೆಂಗಳೂರು', 'script', 'Knda'],
  ],
  // Varanasi
  1253405: [
    ['Kashi', 'traditional'],
    ['Banaras', 'historical'],
    ['Benares', 'historical'],
    ['Varanasi', 'spelling'],
    ['वाराणसी', 'script', 'Deva'],
    ['काशी', 'script', 'Deva'],
    ['बनारस', 'script', 'Deva'],
  ],
  // Mumbai
  1275339: [
    ['Bombay', 'renamed'],
    ['मुंबई', 'script', 'Deva'],
    ['मुम्बई', 'script', 'Deva'],
  ],
  // Chennai
  1264527: [
    ['Madras', 'renamed'],
    ['சென்னை', 'script', 'Taml'],
    ['चेन्नई', 'script', 'Deva'],
  ],
  // Kolkata
  1275004: [
    ['Calcutta', 'renamed'],
    ['কলকাতা', 'script', 'Beng'],
    ['कोलकाता', 'script', 'Deva'],
  ],
  // Allahābād (GeoNames' name), renamed Prayagraj in 2018
  1278994: [
    ['Prayagraj', 'renamed'],
    ['Prayag', 'traditional'],
    ['प्रयागराज', 'script', 'Deva'],
    ['इलाहाबाद', 'script', 'Deva'],
  ],
  // Gurgaon (GeoNames' name), renamed Gurugram in 2016
  1270642: [
    ['Gurugram', 'renamed'],
    ['गुरुग्राम', 'script', 'Deva'],
  ],
  // Thiruvananthapuram
  1254163: [
    ['Trivandrum', 'renamed'],
    ['തിരുവനന്തപുരം', 'script', 'Mlym'],
  ],
  // Pune
  1259229: [
    ['Poona', 'renamed'],
    ['पुणे', 'script', 'Deva'],
  ],
  // Mysore (GeoNames' name), renamed Mysuru in 2014
  1262321: [
    ['Mysuru', 'renamed'],
    ['ಮೈಸೂರು', 'script', 'Knda'],
  ],
  // Vadodara
  1253573: [
    ['Baroda', 'renamed'],
    ['વડોદરા', 'script', 'Gujr'],
  ],
  // Cochin (GeoNames' name), officially Kochi
  1273874: [
    ['Kochi', 'renamed'],
    ['കൊച്ചി', 'script', 'Mlym'],
  ],
  // Shimla
  1256237: [
    ['Simla', 'renamed'],
    ['शिमला', 'script', 'Deva'],
  ],
  // Puducherry
  1259425: [
    ['Pondicherry', 'renamed'],
    ['Pondichéry', 'historical'],
  ],
  // Kanpur
  1267995: [
    ['Cawnpore', 'historical'],
    ['कानपुर', 'script', 'Deva'],
  ],
  // Delhi and New Delhi
  1273294: [
    ['Dilli', 'spelling'],
    ['दिल्ली', 'script', 'Deva'],
  ],
  1261481: [['नई दिल्ली', 'script', 'Deva']],
  // Hyderabad (India)
  1269843: [
    ['हैदराबाद', 'script', 'Deva'],
    ['హైదరాబాద్', 'script', 'Telu'],
  ],
  // Ahmedabad
  1279233: [
    ['Amdavad', 'spelling'],
    ['અમદાવાદ', 'script', 'Gujr'],
    ['अहमदाबाद', 'script', 'Deva'],
  ],
  1269515: [['जयपुर', 'script', 'Deva']],
  1264733: [['लखनऊ', 'script', 'Deva']],
  1260086: [['पटना', 'script', 'Deva']],
  // Tanjore (GeoNames' name) = Thanjavur
  1254649: [
    ['Thanjavur', 'renamed'],
    ['தஞ்சாவூர்', 'script', 'Taml'],
  ],
  1254388: [
    ['Trichy', 'spelling'],
    ['Trichinopoly', 'historical'],
  ],
  1253102: [
    ['Vizag', 'spelling'],
    ['Vishakhapatnam', 'spelling'],
  ],
  1265873: [['Calicut', 'historical']],
  1263780: [['Mangaluru', 'renamed']],
  1276533: [['Belagavi', 'renamed']],
  1269920: [['Hubballi', 'renamed']],
  1270752: [['Kalaburagi', 'renamed']],
  1275817: [['Bhubaneswar', 'spelling']],
  1268008: [
    ['Kanyakumari', 'spelling'],
    ['Cape Comorin', 'historical'],
  ],
  1253914: [
    ['Avantika', 'traditional'],
    ['उज्जैन', 'script', 'Deva'],
  ],
  1270351: [
    ['Hardwar', 'spelling'],
    ['हरिद्वार', 'script', 'Deva'],
  ],
  1258128: [['ऋषिकेश', 'script', 'Deva']],
  1263364: [['मथुरा', 'script', 'Deva']],
  1253079: [
    ['Vrindavan', 'spelling'],
    ['Brindavan', 'spelling'],
    ['वृंदावन', 'script', 'Deva'],
  ],
  1278710: [
    ['ਅੰਮ੍ਰਿਤਸਰ', 'script', 'Guru'],
    ['अमृतसर', 'script', 'Deva'],
  ],
  1264521: [['மதுரை', 'script', 'Taml']],
  1254360: [['తిరుపతి', 'script', 'Telu']],
  1259184: [
    ['Jagannath Puri', 'traditional'],
    ['ପୁରୀ', 'script', 'Orya'],
  ],
  1261731: [
    ['Nasik', 'spelling'],
    ['नाशिक', 'script', 'Deva'],
  ],
  1271476: [['Gauhati', 'historical']],
  1272140: [
    ['Dwarka', 'spelling'],
    ['द्वारका', 'script', 'Deva'],
  ],
  // Ajodhya (GeoNames' name) = Ayodhya
  1278094: [
    ['Ayodhya', 'spelling'],
    ['अयोध्या', 'script', 'Deva'],
  ],
  // Fyzābād (GeoNames' name) = Faizabad
  1271976: [['Faizabad', 'spelling']],
  // Dehra Dūn (GeoNames' name) = Dehradun
  1273313: [
    ['Dehradun', 'spelling'],
    ['देहरादून', 'script', 'Deva'],
  ],
  1283240: [
    ['Kantipur', 'traditional'],
    ['काठमाडौं', 'script', 'Deva'],
  ],
  // outside South Asia: renamings and common spellings
  706483: [
    ['Kharkov', 'historical'],
    ['Харків', 'script', 'Cyrl'],
    ['Харьков', 'script', 'Cyrl'],
  ],
  703845: [['Krivoy Rog', 'historical']],
  700569: [
    ['Mykolaiv', 'spelling'],
    ['Nikolaev', 'historical'],
    ['Nikolayev', 'historical'],
  ],
  698740: [
    ['Odesa', 'spelling'],
    ['Одеса', 'script', 'Cyrl'],
  ],
  703448: [
    ['Kiev', 'historical'],
    ['Київ', 'script', 'Cyrl'],
  ],
  498817: [
    ['St Petersburg', 'spelling'],
    ['Leningrad', 'renamed'],
    ['Санкт-Петербург', 'script', 'Cyrl'],
  ],
  1486209: [
    ['Ekaterinburg', 'spelling'],
    ['Sverdlovsk', 'renamed'],
  ],
  1816670: [['Peking', 'historical']],
  1298824: [['Rangoon', 'renamed']],
  1566083: [['Saigon', 'renamed']],
  1185241: [['Dacca', 'historical']],
  5128581: [
    ['New York', 'spelling'],
    ['NYC', 'spelling'],
  ],
};

export const PLACE_ALIASES: readonly PlaceAlias[] = Object.freeze(
  Object.entries(BY_ID).flatMap(([id, rows]) =>
    rows.map(([alias, kind, script]) => ({ alias, geonamesId: Number(id), kind, ...(script ? { script } : {}) })),
  ),
);
