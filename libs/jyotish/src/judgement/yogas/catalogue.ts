/**
 * The yoga catalogue as data: one entry per yoga with its key (snake_case, as the reference cases spell
 * it), names, family, the condition in the clause language of conditions.ts, cancellations where a
 * classical rule gives them, and the classical source. Houses are whole signs from the lagna unless a
 * clause counts from a graha. "The seven grahas" are Sun … Saturn (BPHS 35: nabhasa yogas ignore the nodes).
 */
import { GrahaKey } from '@pj/ephemeris';
import { SEVEN } from '../../tables';
import { Condition, From, Group, Subject } from './conditions';

export type YogaFamily =
  | 'pancha_mahapurusha'
  | 'chandra'
  | 'surya'
  | 'nabhasa_ashraya'
  | 'nabhasa_dala'
  | 'nabhasa_akriti'
  | 'nabhasa_sankhya'
  | 'raja'
  | 'dhana'
  | 'parivartana'
  | 'viparita_raja'
  | 'neecha_bhanga'
  | 'named';

export interface YogaCancellation {
  readonly key: string;
  readonly condition: Condition;
  readonly source: string;
}

export interface YogaDef {
  readonly key: string;
  readonly name: string;
  /** Other spellings and names in use. */
  readonly aliases: readonly string[];
  readonly family: YogaFamily;
  readonly condition: Condition;
  readonly cancellations: readonly YogaCancellation[];
  readonly source: string;
  /** Grahas a formed yoga is about even where its clauses only say what is absent (Kemadruma: the Moon). */
  readonly about?: readonly GrahaKey[];
}

// Clause builders: short names for the data below.
const all = (...of: Condition[]): Condition => ({ op: 'all', of });
const any = (...of: Condition[]): Condition => ({ op: 'any', of });
const not = (of: Condition): Condition => ({ op: 'not', of });
const inHouses = (subject: Subject, houses: number[], from: From = 'lagna'): Condition => ({
  op: 'in_houses',
  subject,
  houses,
  from,
});
const inSigns = (subject: Subject, signs: number[]): Condition => ({ op: 'in_signs', subject, signs });
const dignity = (subject: Subject, ...is: ('own' | 'exalted' | 'friend' | 'neutral' | 'enemy' | 'debilitated')[]) =>
  ({ op: 'dignity', subject, is }) as Condition;
const together = (...subjects: Subject[]): Condition => ({ op: 'together', subjects });
const occupied = (house: number, from: From, by: Group, except?: GrahaKey[]): Condition => ({
  op: 'occupied',
  house,
  from,
  by,
  ...(except ? { except } : {}),
});
const only = (house: number, from: From, by: Group, allowEmpty: boolean): Condition => ({
  op: 'only',
  house,
  from,
  by,
  allow_empty: allowEmpty,
});
const within = (houses: number[], fill = false): Condition => ({
  op: 'within',
  grahas: 'seven',
  houses,
  from: 'lagna',
  ...(fill ? { fill } : {}),
});
const exactly = (...sets: number[][]): Condition => ({ op: 'occupy_exactly', grahas: 'seven', sets });
const computed = (rule: Extract<Condition, { op: 'computed' }>['rule']): Condition => ({ op: 'computed', rule });
const lord = (n: number) => ({ lord: n });
/** The lord of the sign the Moon occupies. */
const MOON_DISPOSITOR: Subject = { dispositor: 'moon' };

const KENDRA = [1, 4, 7, 10];
const TRIKONA = [1, 5, 9];
const DUSTHANA = [6, 8, 12];
const STRONG = ['own', 'exalted', 'friend'] as const;
const NOT_WEAK = ['own', 'exalted', 'friend', 'neutral'] as const;
/** `a` in the lagna and the 7th, `b` in the 4th and 10th (one graha of the group in each suffices). */
const crossed = (a: Group, b: Group): Condition =>
  all(...[1, 7].map((h) => occupied(h, 'lagna', a)), ...[4, 10].map((h) => occupied(h, 'lagna', b)));
/** Seven consecutive houses from house n. */
const run7 = (n: number) => Array.from({ length: 7 }, (_, i) => ((n + i - 1) % 12) + 1);

const BPHS_NABHASA = 'BPHS 35 (Nabhasa yogas); B. V. Raman, Three Hundred Important Combinations';
const BPHS_MAHAPURUSHA = 'BPHS 75 (Pancha mahapurusha yogas); Phaladeepika 6.1';
const BPHS_CHANDRA = 'BPHS 37 (Chandra yogas); Phaladeepika 6.? (Sunapha, Anapha, Durudhara, Kemadruma)';
const BPHS_SURYA = 'BPHS 36 (Surya yogas); Saravali 15';
const RAMAN = 'B. V. Raman, Three Hundred Important Combinations';
const PHALADEEPIKA_6 = 'Phaladeepika 6 (Raja yogas, Viparita raja yogas, Parivartana)';

type Entry = Omit<YogaDef, 'aliases' | 'cancellations'> & {
  aliases?: readonly string[];
  cancellations?: readonly YogaCancellation[];
};

const mahapurusha = (key: string, name: string, graha: GrahaKey, signs: number[], aliases: string[] = []): Entry => ({
  key,
  name,
  aliases,
  family: 'pancha_mahapurusha',
  condition: all(inSigns(graha, signs), inHouses(graha, KENDRA)),
  source: BPHS_MAHAPURUSHA,
});

const nabhasa = (key: string, name: string, family: YogaFamily, condition: Condition, aliases: string[] = []) =>
  ({ key, name, aliases, family, condition, source: BPHS_NABHASA }) as Entry;

const EXCEPT_SUN: GrahaKey[] = ['sun'];
const EXCEPT_MOON: GrahaKey[] = ['moon'];

/**
 * Chandra (surya) yogas of the 2nd and 12th: a graha of the seven other than the Sun (Moon) in each
 * of `houses` from the Moon (Sun).
 */
function around(key: string, name: string, aliases: string[], family: 'chandra' | 'surya', houses: number[]): Entry {
  const [from, except] = family === 'chandra' ? (['moon', EXCEPT_SUN] as const) : (['sun', EXCEPT_MOON] as const);
  const clauses = houses.map((h) => occupied(h, from, 'seven', except));
  const condition = clauses.length === 1 ? clauses[0] : all(...clauses);
  return { key, name, aliases, family, condition, source: family === 'chandra' ? BPHS_CHANDRA : BPHS_SURYA };
}

/**
 * The cancellations of Kemadruma, the one list /yogas and /dosha both read (each named by its source): a graha
 * other than the Sun with the Moon, and a graha other than the Moon in a kendra from the lagna (B. V. Raman,
 * Three Hundred Important Combinations no. 5, as PyJHora evaluates it: the Sun and the nodes count there). A
 * graha in a kendra from the Moon (cited from Phaladeepika 6 / Jataka Parijata 7 without verse) is not a
 * cancellation here: the reference record pyjhora-yoga-kemadruma_yoga-2 (PyJHora, Raman's rule) has Kemadruma in
 * effect with Mercury in the 4th and Venus in the 7th from the Moon.
 */
export const KEMADRUMA_CANCELLATIONS: readonly YogaCancellation[] = [
  {
    key: 'graha_with_moon',
    condition: occupied(1, 'moon', 'nine', ['moon', 'sun']),
    source: `${RAMAN} no. 5 (a graha other than the Sun joins the Moon); BPHS 37`,
  },
  {
    key: 'graha_in_kendra_from_lagna',
    condition: any(...KENDRA.map((h) => occupied(h, 'lagna', 'nine', EXCEPT_MOON))),
    source: `${RAMAN} no. 5 (a graha other than the Moon in a kendra from the lagna); BPHS 37`,
  },
];

const ENTRIES: readonly Entry[] = [
  // Pancha mahapurusha: the graha in its own or exaltation sign in a kendra from the lagna.
  mahapurusha('ruchaka', 'Ruchaka', 'mars', [0, 7, 9]),
  mahapurusha('bhadra', 'Bhadra', 'mercury', [2, 5]),
  mahapurusha('hamsa', 'Hamsa', 'jupiter', [3, 8, 11]),
  mahapurusha('maalavya', 'Malavya', 'venus', [1, 6, 11], ['malavya']),
  mahapurusha('sasa', 'Sasa', 'saturn', [6, 9, 10], ['shasha']),

  // Chandra yogas: grahas other than the Sun (and the nodes) around the Moon.
  around('sunaphaa', 'Sunapha', ['sunapha'], 'chandra', [2]),
  around('anaphaa', 'Anapha', ['anapha'], 'chandra', [12]),
  around('duradhara', 'Durudhara', ['durudhara', 'dhurdhura'], 'chandra', [2, 12]),
  {
    key: 'kemadruma',
    name: 'Kemadruma',
    family: 'chandra',
    about: ['moon'],
    condition: all(not(occupied(2, 'moon', 'seven', EXCEPT_SUN)), not(occupied(12, 'moon', 'seven', EXCEPT_SUN))),
    cancellations: KEMADRUMA_CANCELLATIONS,
    source: BPHS_CHANDRA,
  },
  {
    key: 'chandra_mangala',
    name: 'Chandra-Mangala',
    family: 'chandra',
    condition: together('moon', 'mars'),
    source: `${RAMAN}; Phaladeepika 6`,
  },
  {
    key: 'adhi',
    name: 'Adhi',
    family: 'chandra',
    condition: { op: 'within', grahas: 'benefics', houses: [6, 7, 8], from: 'moon' },
    source: 'BPHS 37; Phaladeepika 6 (benefics in the 6th, 7th and 8th from the Moon)',
  },
  {
    key: 'gaja_kesari',
    name: 'Gaja-Kesari',
    family: 'chandra',
    condition: all(
      inHouses('jupiter', KENDRA, 'moon'),
      { op: 'joined_or_aspected', subject: 'jupiter', by: 'benefics' },
      dignity('jupiter', ...NOT_WEAK),
      not({ op: 'combust', subject: 'jupiter' }),
    ),
    source:
      `${RAMAN} (Jupiter in a kendra from the Moon, with or aspected by benefics, ` +
      'not debilitated, inimical or combust)',
  },
  {
    key: 'amala',
    name: 'Amala',
    family: 'chandra',
    condition: any(occupied(10, 'lagna', 'benefics'), occupied(10, 'moon', 'benefics')),
    source: `${RAMAN}; Phaladeepika 6 (a benefic in the 10th from the lagna or the Moon)`,
  },

  // Surya yogas: grahas other than the Moon (and the nodes) around the Sun; Budha-Aditya.
  around('vesi', 'Vesi', [], 'surya', [2]),
  around('vosi', 'Vosi', ['vasi'], 'surya', [12]),
  around('ubhayachara', 'Ubhayachari', ['ubhayachari', 'obhayachari'], 'surya', [2, 12]),
  {
    key: 'nipuna',
    name: 'Budha-Aditya (Nipuna)',
    aliases: ['budha_aditya'],
    family: 'surya',
    condition: together('sun', 'mercury'),
    source: RAMAN,
  },

  // Nabhasa, ashraya: all seven in one kind of sign.
  nabhasa('rajju', 'Rajju', 'nabhasa_ashraya', { op: 'all_in_sign_kind', grahas: 'seven', kind: 'movable' }),
  nabhasa('musala', 'Musala', 'nabhasa_ashraya', { op: 'all_in_sign_kind', grahas: 'seven', kind: 'fixed' }),
  nabhasa('nala', 'Nala', 'nabhasa_ashraya', { op: 'all_in_sign_kind', grahas: 'seven', kind: 'dual' }),
  // Nabhasa, dala: benefics (malefics) in three kendras.
  nabhasa(
    'maalaa',
    'Mala (Srik)',
    'nabhasa_dala',
    { op: 'count_houses', houses: KENDRA, from: 'lagna', by: 'benefics', count: 3 },
    ['mala', 'srik'],
  ),
  nabhasa('sarpa', 'Sarpa', 'nabhasa_dala', {
    op: 'count_houses',
    houses: KENDRA,
    from: 'lagna',
    by: 'malefics',
    count: 3,
  }),
  // Nabhasa, akriti: shapes of the occupied houses.
  nabhasa('gadaa', 'Gada', 'nabhasa_akriti', exactly([1, 4], [4, 7], [7, 10], [1, 10]), ['gada']),
  nabhasa('sakata', 'Sakata', 'nabhasa_akriti', exactly([1, 7]), ['shakata']),
  nabhasa('vihanga', 'Vihaga', 'nabhasa_akriti', exactly([4, 10]), ['vihaga']),
  nabhasa('sringaataka', 'Sringataka', 'nabhasa_akriti', exactly([1, 5, 9]), ['shringataka']),
  nabhasa('hala', 'Hala', 'nabhasa_akriti', exactly([2, 6, 10], [3, 7, 11], [4, 8, 12])),
  // Vajra: benefics in the lagna and the 7th, malefics in the 4th and 10th; Yava the reverse.
  nabhasa('vajra', 'Vajra', 'nabhasa_akriti', crossed('benefics', 'malefics')),
  nabhasa('yava', 'Yava', 'nabhasa_akriti', crossed('malefics', 'benefics')),
  nabhasa('kamala', 'Kamala (Padma)', 'nabhasa_akriti', within(KENDRA), ['padma']),
  nabhasa('vaapi', 'Vapi', 'nabhasa_akriti', {
    op: 'within_one_of',
    grahas: 'seven',
    sets: [
      [2, 5, 8, 11],
      [3, 6, 9, 12],
    ],
    from: 'lagna',
  }),
  nabhasa('yoopa', 'Yupa', 'nabhasa_akriti', within([1, 2, 3, 4]), ['yupa']),
  nabhasa('ishu', 'Ishu (Sara)', 'nabhasa_akriti', within([4, 5, 6, 7]), ['sara']),
  nabhasa('sakti', 'Sakti', 'nabhasa_akriti', within([7, 8, 9, 10]), ['shakti']),
  nabhasa('danda', 'Danda', 'nabhasa_akriti', within([10, 11, 12, 1])),
  nabhasa('naukaa', 'Nauka', 'nabhasa_akriti', within(run7(1), true), ['nauka']),
  nabhasa('koota', 'Kuta', 'nabhasa_akriti', within(run7(4), true), ['kuta']),
  nabhasa('chatra', 'Chhatra', 'nabhasa_akriti', within(run7(7), true), ['chhatra']),
  nabhasa('chaapa', 'Chapa (Karmuka)', 'nabhasa_akriti', within(run7(10), true), ['chapa']),
  nabhasa('ardha_chandra', 'Ardha-Chandra', 'nabhasa_akriti', {
    op: 'within_one_of',
    grahas: 'seven',
    sets: [2, 3, 5, 6, 8, 9, 11, 12].map(run7),
    from: 'lagna',
    fill: true,
  }),
  nabhasa('chakra', 'Chakra', 'nabhasa_akriti', within([1, 3, 5, 7, 9, 11], true)),
  nabhasa('samudra', 'Samudra', 'nabhasa_akriti', within([2, 4, 6, 8, 10, 12], true)),
  // Nabhasa, sankhya: the number of signs the seven occupy.
  ...(
    [
      ['veenaa', 'Vina (Vallaki)', 7, ['vina', 'vallaki']],
      ['daama', 'Dama', 6, ['dama', 'damini']],
      ['paasa', 'Pasa', 5, ['pasa']],
      ['kedaara', 'Kedara', 4, ['kedara']],
      ['soola', 'Sula', 3, ['sula', 'shula']],
      ['yuga', 'Yuga', 2, []],
      ['gola', 'Gola', 1, []],
    ] as const
  ).map(([key, name, count, aliases]) =>
    nabhasa(key, name, 'nabhasa_sankhya', { op: 'distinct_signs', grahas: 'seven', count }, [...aliases]),
  ),

  // Raja and dhana yogas: associated lords.
  {
    key: 'raja',
    name: 'Raja yoga (kendra and trikona lords)',
    family: 'raja',
    condition: computed('raja_yoga_pairs'),
    source: 'BPHS 39 (Raja yogas); P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 11',
  },
  {
    key: 'dharma_karmadhipati',
    name: 'Dharma-Karmadhipati',
    family: 'raja',
    condition: computed('dharma_karmadhipati'),
    source: 'BPHS 39; P.V.R. Narasimha Rao ch. 11',
  },
  {
    key: 'dhana',
    name: 'Dhana yoga (lords of wealth houses)',
    family: 'dhana',
    condition: computed('dhana_yoga_pairs'),
    source: 'BPHS 41 (Dhana yogas); Phaladeepika 6',
  },
  {
    key: 'maha_parivartana',
    name: 'Maha parivartana',
    family: 'parivartana',
    condition: computed('maha_parivartana'),
    source: PHALADEEPIKA_6,
  },
  {
    key: 'khala_parivartana',
    name: 'Khala parivartana',
    family: 'parivartana',
    condition: computed('khala_parivartana'),
    source: PHALADEEPIKA_6,
  },
  {
    key: 'dainya_parivartana',
    name: 'Dainya parivartana',
    family: 'parivartana',
    condition: computed('dainya_parivartana'),
    source: PHALADEEPIKA_6,
  },
  {
    key: 'harsha',
    name: 'Harsha (viparita raja)',
    family: 'viparita_raja',
    condition: inHouses(lord(6), DUSTHANA),
    source: PHALADEEPIKA_6,
  },
  {
    key: 'sarala',
    name: 'Sarala (viparita raja)',
    family: 'viparita_raja',
    condition: inHouses(lord(8), DUSTHANA),
    source: PHALADEEPIKA_6,
  },
  {
    key: 'vimala',
    name: 'Vimala (viparita raja)',
    family: 'viparita_raja',
    condition: inHouses(lord(12), DUSTHANA),
    source: PHALADEEPIKA_6,
  },
  {
    key: 'neecha_bhanga_raja',
    name: 'Neecha-bhanga raja',
    family: 'neecha_bhanga',
    condition: computed('neecha_bhanga'),
    source: 'Phaladeepika 7.26–30; BPHS 28; B. V. Raman',
  },

  // Named yogas of the reference set (B. V. Raman's readings unless stated).
  {
    key: 'guru_mangala',
    name: 'Guru-Mangala',
    family: 'named',
    condition: any(together('jupiter', 'mars'), inHouses('mars', [7], 'jupiter')),
    source: RAMAN,
  },
  {
    key: 'parvata',
    name: 'Parvata',
    family: 'named',
    condition: all(
      ...KENDRA.map((h) => only(h, 'lagna', 'benefics', true)),
      only(6, 'lagna', 'benefics', true),
      only(8, 'lagna', 'benefics', true),
    ),
    source: `${RAMAN}; Phaladeepika 6 (kendras held by benefics, the 6th and 8th empty or held by benefics)`,
  },
  {
    key: 'kaahala',
    name: 'Kahala',
    family: 'named',
    condition: all({ op: 'mutual_kendras', subjects: [lord(4), 'jupiter'] }, dignity(lord(1), ...NOT_WEAK)),
    source: `${RAMAN}; Phaladeepika 6`,
  },
  {
    key: 'chaamara',
    name: 'Chamara',
    family: 'named',
    condition: any(
      all(dignity(lord(1), 'exalted'), inHouses(lord(1), KENDRA), { op: 'aspects', by: 'jupiter', target: lord(1) }),
      ...[1, 7, 9, 10].map((h) => ({ ...occupied(h, 'lagna', 'benefics'), min: 2 }) as Condition),
    ),
    source: RAMAN,
  },
  {
    key: 'sankha',
    name: 'Sankha',
    family: 'named',
    condition: any(
      all({ op: 'mutual_kendras', subjects: [lord(5), lord(6)] }, dignity(lord(1), ...STRONG)),
      all(
        together(lord(1), lord(10)),
        { op: 'in_sign_kind', subject: lord(1), kind: 'movable' },
        dignity(lord(9), ...STRONG),
      ),
    ),
    source: RAMAN,
  },
  {
    key: 'bheri',
    name: 'Bheri',
    family: 'named',
    condition: all(
      dignity(lord(9), ...NOT_WEAK),
      any(all(...[1, 2, 7, 12].map((h) => occupied(h, 'lagna', 'nine'))), {
        op: 'mutual_kendras',
        subjects: ['jupiter', 'venus', lord(1)],
      }),
    ),
    source: RAMAN,
  },
  {
    key: 'mridanga',
    name: 'Mridanga',
    family: 'named',
    condition: all(
      any(...SEVEN.map((g) => all(inHouses(g, KENDRA), dignity(g, 'own', 'exalted')))),
      any(...SEVEN.map((g) => all(inHouses(g, TRIKONA), dignity(g, 'own', 'exalted')))),
      dignity(lord(1), 'own', 'exalted'),
    ),
    source: RAMAN,
  },
  {
    key: 'khadga',
    name: 'Khadga',
    family: 'named',
    condition: all(inHouses(lord(2), [9]), inHouses(lord(9), [2]), inHouses(lord(1), [...KENDRA, 5, 9])),
    source: RAMAN,
  },
  {
    key: 'saarada',
    name: 'Sarada',
    family: 'named',
    condition: all(
      inHouses(lord(10), [5]),
      inHouses('mercury', KENDRA),
      inSigns('sun', [4]),
      any(inHouses('mercury', TRIKONA, 'moon'), inHouses('jupiter', TRIKONA, 'moon')),
      inHouses('mars', [11]),
    ),
    source: RAMAN,
  },
  {
    key: 'ravi',
    name: 'Ravi',
    family: 'named',
    condition: all(inHouses('sun', [10]), inHouses(lord(10), [3]), inHouses('saturn', [3])),
    source: RAMAN,
  },
  {
    key: 'go',
    name: 'Go',
    family: 'named',
    condition: all(inSigns('jupiter', [8]), together(lord(2), 'jupiter'), dignity(lord(1), 'own', 'exalted')),
    source: `${RAMAN} (Jupiter in its moolatrikona sign with the 2nd lord, the lagna lord exalted)`,
  },
  {
    key: 'vidyut',
    name: 'Vidyut',
    family: 'named',
    condition: all(dignity(lord(11), 'exalted'), together(lord(11), 'venus'), inHouses(lord(11), KENDRA, lord(1))),
    source: RAMAN,
  },
  {
    key: 'pushkala',
    name: 'Pushkala',
    family: 'named',
    condition: all(
      together(lord(1), 'moon'),
      any(inHouses(MOON_DISPOSITOR, KENDRA), {
        op: 'relation_to_dispositor',
        subject: MOON_DISPOSITOR,
        is: ['great_friend'],
      }),
      { op: 'aspects', by: MOON_DISPOSITOR, target: { house: 1, from: 'lagna' } },
    ),
    source: RAMAN,
  },
  {
    key: 'jaya',
    name: 'Jaya',
    family: 'named',
    condition: all(dignity(lord(10), 'exalted'), dignity(lord(6), 'debilitated')),
    source: RAMAN,
  },
  {
    key: 'dhur',
    name: 'Duryoga',
    aliases: ['duryoga'],
    family: 'named',
    condition: inHouses(lord(10), DUSTHANA),
    source: RAMAN,
  },
  {
    key: 'dharidhra',
    name: 'Daridra',
    aliases: ['daridra'],
    family: 'named',
    condition: any(inHouses(lord(2), DUSTHANA), inHouses(lord(11), DUSTHANA)),
    source: RAMAN,
  },
  {
    key: 'sareera_soukhya',
    name: 'Sareera-Soukhya',
    family: 'named',
    condition: any(inHouses(lord(1), KENDRA), inHouses('jupiter', KENDRA), inHouses('venus', KENDRA)),
    source: RAMAN,
  },
  {
    key: 'bandhubhisthyaktha',
    name: 'Bandhubhisthyaktha',
    family: 'named',
    condition: any(
      { op: 'joined_or_aspected', subject: lord(4), by: 'malefics' },
      dignity(lord(4), 'enemy', 'debilitated'),
    ),
    source: RAMAN,
  },
  {
    key: 'subha',
    name: 'Subha',
    aliases: ['shubha'],
    family: 'named',
    condition: any(
      only(1, 'lagna', ['mercury', 'jupiter', 'venus'], false),
      all(
        only(12, 'lagna', ['mercury', 'jupiter', 'venus'], false),
        only(2, 'lagna', ['mercury', 'jupiter', 'venus'], false),
      ),
    ),
    source: `${RAMAN} (benefics in the lagna, or on both sides of it)`,
  },
  {
    key: 'asubha',
    name: 'Asubha',
    aliases: ['ashubha'],
    family: 'named',
    condition: any(
      only(1, 'lagna', 'malefics', false),
      all(only(12, 'lagna', 'malefics', false), only(2, 'lagna', 'malefics', false)),
    ),
    source: `${RAMAN} (malefics in the lagna, or on both sides of it)`,
  },
];

export const YOGA_CATALOGUE: readonly YogaDef[] = Object.freeze(
  ENTRIES.map((e) => Object.freeze({ ...e, aliases: e.aliases ?? [], cancellations: e.cancellations ?? [] })),
);

export const YOGA_KEYS: readonly string[] = Object.freeze(YOGA_CATALOGUE.map((y) => y.key));
