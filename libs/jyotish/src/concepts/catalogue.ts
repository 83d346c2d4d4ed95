/**
 * The Jyotish concept pages of /jyotish/concepts: generated from the classical tables the libraries
 * already hold (dignities, lords, nakshatra deities and syllables, Vimshottari years, varga weights
 * and domains, the yoga catalogue, the dasha rules), so each fact stands in one place; the prose that
 * no table holds is in texts.ts. Each page links its facts to the API fields where they appear.
 */
import { GRAHAS, GrahaKey, NAKSHATRA_NAMES, RASHI_NAMES } from '@pj/ephemeris';
import {
  GRAHA_GEM,
  KARANA_NAMES,
  NAKSHATRA_DEITY,
  PADA_SYLLABLES,
  TITHI_CATALOG,
  VARA_NAMES,
  WEEKDAY_NAMES,
  YOGA_NAMES,
} from '@pj/panchang';
import { describeCondition } from '../judgement/yogas/conditions';
import { YOGA_CATALOGUE } from '../judgement/yogas/catalogue';
import { DASHA_RULES, VARGA_RULES } from '../methodology';
import {
  EXALTATION,
  GRAHA_NAMES,
  MOOLATRIKONA,
  naturalRelation,
  NODE_OWN_SIGN,
  SEVEN,
  SIGN_LORD,
  VIMSHOTTARI,
} from '../tables';
import { DOMAIN_VARGAS, VARGAS, VIMSHOPAKA_WEIGHT } from '../vargas';
import { DOSHA_TEXT, ELEMENT_TEXT, GRAHA_NATURE, HOUSE_MEANING, KARANA_NOTE } from './texts';

export type ConceptCategory =
  | 'graha'
  | 'rashi'
  | 'nakshatra'
  | 'bhava'
  | 'yoga'
  | 'nitya_yoga'
  | 'karana'
  | 'tithi'
  | 'vara'
  | 'dasha'
  | 'varga'
  | 'panchang_element'
  | 'dosha';

export type FactValue = string | number | boolean | null | readonly (string | number)[];

/** One structured fact and the API fields (method, route and field path) where it shows. */
export interface ConceptFact {
  readonly key: string;
  readonly value: FactValue;
  readonly fields: readonly string[];
}

export interface ConceptPage {
  readonly slug: string;
  readonly title: string;
  readonly category: ConceptCategory;
  readonly summary: string;
  readonly definition: string;
  readonly mechanism: string;
  readonly facts: readonly ConceptFact[];
  readonly related: readonly string[];
  readonly source: string;
}

const BPHS = 'Brihat Parashara Hora Shastra';
const CHART = 'POST /chart/calculate';
const DAILY = 'GET /panchang/daily';
const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const fact = (key: string, value: FactValue, ...fields: string[]): ConceptFact => ({ key, value, fields });
const rashiSlug = (i: number) => `rashi-${slugOf(RASHI_NAMES[i])}`;
const nakSlug = (i: number) => `nakshatra-${slugOf(NAKSHATRA_NAMES[i])}`;
const grahaSlug = (g: GrahaKey) => `graha-${g}`;
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const dms = (deg: number) => {
  const d = Math.floor(deg + 1e-9);
  const m = Math.round((deg - d) * 60);
  return m === 0 ? `${d}°` : `${d}°${m}′`;
};

const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
const MODALITIES = ['movable', 'fixed', 'dual'] as const;
const NAK_SPAN = 360 / 27;

function grahaPages(): ConceptPage[] {
  return GRAHAS.map((g) => {
    const ex = EXALTATION[g];
    const own = g === 'rahu' || g === 'ketu' ? [NODE_OWN_SIGN[g]] : SIGN_LORD.flatMap((l, s) => (l === g ? [s] : []));
    const ruled = NAKSHATRA_NAMES.flatMap((n, i) => (VIMSHOTTARI[i % 9].lord === g ? [n] : []));
    const years = VIMSHOTTARI.find((v) => v.lord === g)!.years;
    const mt = g === 'rahu' || g === 'ketu' ? null : MOOLATRIKONA[g];
    const relations =
      g === 'rahu' || g === 'ketu'
        ? []
        : [
            fact(
              'natural_friends',
              SEVEN.filter((o) => o !== g && naturalRelation(g, o) === 'friend'),
              `${CHART} points[].dignity.natural`,
            ),
            fact(
              'natural_enemies',
              SEVEN.filter((o) => o !== g && naturalRelation(g, o) === 'enemy'),
              `${CHART} points[].dignity.natural`,
            ),
          ];
    return {
      slug: grahaSlug(g),
      title: `${GRAHA_NAMES[g]} (${g[0].toUpperCase()}${g.slice(1)})`,
      category: 'graha',
      summary: `${GRAHA_NAMES[g]}: ${GRAHA_NATURE[g].signifies}.`,
      definition: `${GRAHA_NAMES[g]} is one of the nine grahas, a ${GRAHA_NATURE[g].nature}; it signifies ${GRAHA_NATURE[g].signifies}.`,
      mechanism:
        `Its strength by sign: exalted in ${RASHI_NAMES[ex.sign]}${ex.deg === null ? '' : ` (deepest at ${ex.deg}°)`}, ` +
        `debilitated in ${RASHI_NAMES[(ex.sign + 6) % 12]}, at home in ${own.map((s) => RASHI_NAMES[s]).join(' and ')}. ` +
        `It rules ${ruled.length} nakshatras and a Vimshottari mahadasha of ${years} years.`,
      facts: [
        fact('key', g, `${CHART} points[].key`, 'GET /planets/positions planets[].key'),
        fact('exaltation_sign', RASHI_NAMES[ex.sign], `${CHART} points[].dignity.status`),
        fact('exaltation_degree', ex.deg, `${CHART} points[].dignity.status`),
        fact('debilitation_sign', RASHI_NAMES[(ex.sign + 6) % 12], `${CHART} points[].dignity.status`),
        fact(
          'own_signs',
          own.map((s) => RASHI_NAMES[s]),
          `${CHART} houses[].lord`,
        ),
        fact(
          'moolatrikona',
          mt ? `${RASHI_NAMES[mt.sign]} ${mt.from}–${mt.to}°` : null,
          `${CHART} points[].dignity.status`,
        ),
        ...relations,
        fact('nakshatras_ruled', ruled, `${CHART} points[].nakshatra.lord`),
        fact('vimshottari_years', years, 'POST /dasha-timeline'),
        fact('gem', GRAHA_GEM[g].gem, 'GET /gemstone/recommendation'),
      ],
      related: [rashiSlug(ex.sign), ...own.map(rashiSlug), 'dasha-vimshottari'],
      source: `${BPHS} ch. 3 (dignities, friendships), ch. 46 (Vimshottari years)`,
    };
  });
}

function rashiPages(): ConceptPage[] {
  return RASHI_NAMES.map((name, s) => {
    const exalted = GRAHAS.filter((g) => EXALTATION[g].sign === s);
    const debilitated = GRAHAS.filter((g) => (EXALTATION[g].sign + 6) % 12 === s);
    const padas = Array.from({ length: 9 }, (_, k) => s * 9 + k);
    const naks = [...new Set(padas.map((p) => Math.floor(p / 4)))];
    return {
      slug: rashiSlug(s),
      title: name,
      category: 'rashi',
      summary: `${name}, the ${ordinal(s + 1)} sign: ${ELEMENTS[s % 4]}, ${MODALITIES[s % 3]}, ruled by ${GRAHA_NAMES[SIGN_LORD[s]]}.`,
      definition: `${name} is the ${ordinal(s + 1)} rashi, the sidereal arc ${s * 30}°–${s * 30 + 30}° from the start of Ashwini.`,
      mechanism:
        `A graha's sign is floor(sidereal longitude / 30°); ${name} is ${s % 2 === 0 ? 'odd (masculine)' : 'even (feminine)'}, ` +
        `${MODALITIES[s % 3]} and of the ${ELEMENTS[s % 4]} element; its lord ${GRAHA_NAMES[SIGN_LORD[s]]} gives the house it holds its results.`,
      facts: [
        fact('index', s, `${CHART} points[].sign.index`, `${DAILY} moonsign[].index`),
        fact('span_deg', [s * 30, s * 30 + 30], `${CHART} points[].longitude`),
        fact('lord', SIGN_LORD[s], `${CHART} houses[].lord`, `${CHART} points[].dignity.sign_lord`),
        fact('element', ELEMENTS[s % 4]),
        fact('modality', MODALITIES[s % 3]),
        fact('odd', s % 2 === 0),
        fact('exalted_here', exalted, `${CHART} points[].dignity.status`),
        fact('debilitated_here', debilitated, `${CHART} points[].dignity.status`),
        fact(
          'nakshatras',
          naks.map((n) => NAKSHATRA_NAMES[n]),
          `${CHART} points[].nakshatra`,
        ),
      ],
      related: [grahaSlug(SIGN_LORD[s]), ...naks.map(nakSlug)],
      source: `${BPHS} ch. 4 (the signs), ch. 3 (lords, exaltation)`,
    };
  });
}

function nakshatraPages(): ConceptPage[] {
  return NAKSHATRA_NAMES.map((name, i) => {
    const lord = VIMSHOTTARI[i % 9].lord;
    const start = i * NAK_SPAN;
    const padaRashis = [0, 1, 2, 3].map((p) => Math.floor((i * 4 + p) / 9));
    return {
      slug: nakSlug(i),
      title: name,
      category: 'nakshatra',
      summary: `${name}, the ${ordinal(i + 1)} nakshatra (${dms(start)}–${dms(start + NAK_SPAN)}), presided over by ${NAKSHATRA_DEITY[i]}, ruled by ${GRAHA_NAMES[lord]}.`,
      definition: `${name} is the ${ordinal(i + 1)} of the 27 lunar mansions: sidereal longitudes ${dms(start)} to ${dms(start + NAK_SPAN)}.`,
      mechanism:
        `The Moon in ${name} at birth starts the Vimshottari sequence with ${GRAHA_NAMES[lord]}'s mahadasha; its four padas of 3°20′ ` +
        `fall in ${[...new Set(padaRashis)].map((r) => RASHI_NAMES[r]).join(' and ')} and give the name syllables ${PADA_SYLLABLES[i].map((p) => p[0]).join(', ')}.`,
      facts: [
        fact(
          'index',
          i,
          `${DAILY} nakshatra[].index`,
          `${CHART} points[].nakshatra.index`,
          'GET /birthstar/deity?nakshatra_idx',
        ),
        fact(
          'span_deg',
          [Number(start.toFixed(4)), Number((start + NAK_SPAN).toFixed(4))],
          `${CHART} points[].longitude`,
        ),
        fact('lord', lord, `${CHART} points[].nakshatra.lord`, 'POST /dasha-timeline'),
        fact('deity', NAKSHATRA_DEITY[i], 'GET /birthstar/deity deity'),
        fact(
          'pada_rashis',
          padaRashis.map((r) => RASHI_NAMES[r]),
          `${CHART} points[].pada`,
        ),
        fact(
          'syllables',
          PADA_SYLLABLES[i].map((p) => p[0]),
          'GET /baby-name/syllables padas[].syllable',
        ),
      ],
      related: [grahaSlug(lord), ...[...new Set(padaRashis)].map(rashiSlug), 'element-nakshatra'],
      source: 'Brihat Samhita 98 (deities); BPHS 46 (lords); Avakahada chakra (syllables)',
    };
  });
}

const HOUSE_GROUPS: readonly [string, readonly number[]][] = [
  ['kendra', [1, 4, 7, 10]],
  ['trikona', [1, 5, 9]],
  ['dusthana', [6, 8, 12]],
  ['upachaya', [3, 6, 10, 11]],
  ['panapara', [2, 5, 8, 11]],
  ['apoklima', [3, 6, 9, 12]],
  ['maraka', [2, 7]],
];

function bhavaPages(): ConceptPage[] {
  return HOUSE_MEANING.map((h, k) => {
    const n = k + 1;
    const groups = HOUSE_GROUPS.filter(([, hs]) => hs.includes(n)).map(([g]) => g);
    return {
      slug: `bhava-${n}`,
      title: `${ordinal(n)} house (${h.name})`,
      category: 'bhava',
      summary: `The ${ordinal(n)} house: ${h.matters}.`,
      definition: `${h.name}, the ${ordinal(n)} house counted from the lagna, governs ${h.matters}.`,
      mechanism:
        `In the rasi chart the ${ordinal(n)} house is the ${ordinal(n)} sign from the ascendant's sign (whole signs); its lord, ` +
        `occupants and aspects judge its matters. It is ${groups.length ? `a ${groups.join(', ')} house` : 'in none of the named groups'}.`,
      facts: [
        fact('number', n, `${CHART} houses[].house`, `${CHART} points[].house`),
        fact('groups', groups, 'POST /yogas yogas[].houses'),
        fact(
          'bhava_cusp_by_system',
          'POST /houses and POST /bhav-chalit place cusps by the chosen house system',
          'POST /houses',
          'POST /bhav-chalit',
        ),
      ],
      related: n === 1 ? ['yoga-graha-in-kendra-from-lagna'] : [],
      source: `${BPHS} ch. 11–12 (effects of the houses)`,
    };
  });
}

function yogaPages(): ConceptPage[] {
  return YOGA_CATALOGUE.map((y) => ({
    slug: `yoga-${slugOf(y.key)}`,
    title: `${y.name} yoga`,
    category: 'yoga',
    summary: `${y.name} (${y.family.replace(/_/g, ' ')} family): ${describeCondition(y.condition)}.`,
    definition: `${y.name}${y.aliases.length ? ` (also ${y.aliases.join(', ')})` : ''} is a combination of the ${y.family.replace(/_/g, ' ')} family that forms when ${describeCondition(y.condition)}.`,
    mechanism:
      `POST /yogas evaluates the condition on the rasi chart (whole-sign houses from the lagna unless a clause counts from a graha)` +
      (y.cancellations.length
        ? `; cancelled when ${y.cancellations.map((c) => describeCondition(c.condition)).join('; or when ')}.`
        : '.'),
    facts: [
      fact('key', y.key, 'POST /yogas yogas[].key'),
      fact('family', y.family, 'POST /yogas yogas[].family'),
      fact('rule', describeCondition(y.condition), 'POST /yogas yogas[].rule'),
      fact(
        'cancellations',
        y.cancellations.map((c) => c.key),
        'POST /yogas yogas[].cancellations',
      ),
    ],
    related: (y.about ?? []).map(grahaSlug),
    source: y.source,
  }));
}

function nityaYogaPages(): ConceptPage[] {
  return YOGA_NAMES.map((name, i) => ({
    slug: `nitya-yoga-${slugOf(name)}`,
    title: `${name} (nitya yoga)`,
    category: 'nitya_yoga',
    summary: `${name}, the ${ordinal(i + 1)} of the 27 daily yogas.`,
    definition: `${name} is the ${ordinal(i + 1)} nitya yoga: the Sun's and the Moon's sidereal longitudes add up to ${dms(i * NAK_SPAN)}–${dms((i + 1) * NAK_SPAN)}.`,
    mechanism:
      'The yoga index is floor((Sun + Moon) mod 360° / 13°20′); the daily packet lists each yoga span of the Hindu day.',
    facts: [
      fact('index', i, `${DAILY} yoga[].index`),
      fact(
        'sum_span_deg',
        [Number((i * NAK_SPAN).toFixed(4)), Number(((i + 1) * NAK_SPAN).toFixed(4))],
        `${DAILY} yoga[].start`,
      ),
    ],
    related: ['element-yoga'],
    source: 'Surya Siddhanta; the Panchang convention of 27 yogas',
  }));
}

function karanaPages(): ConceptPage[] {
  return KARANA_NAMES.map((name, i) => {
    const fixed = i === 0 || i >= 8;
    return {
      slug: `karana-${slugOf(name)}`,
      title: `${name} karana`,
      category: 'karana',
      summary: `${name}: a ${fixed ? 'fixed' : 'movable'} karana (half-tithi)${KARANA_NOTE[name] ? `; ${KARANA_NOTE[name]}` : ''}.`,
      definition: `${name} is one of the 11 karanas, each half of a tithi (6° of Moon − Sun elongation).`,
      mechanism: fixed
        ? `${KARANA_NOTE[name] ?? 'A fixed karana occurs once a lunar month.'}`
        : `The seven movable karanas (Bava … Vishti) repeat eight times from the second half of Shukla Pratipada; ${name} is the ${ordinal(i)} of them.`,
      facts: [fact('index', i, `${DAILY} karana[].index`), fact('fixed', fixed, `${DAILY} karana[].name`)],
      related: ['element-karana'],
      source: 'Muhurta Chintamani 1 (karanas)',
    };
  });
}

function tithiPages(): ConceptPage[] {
  return TITHI_CATALOG.map((t) => ({
    slug: `tithi-${t.slug}`,
    title: t.index % 15 === 14 ? t.name : `${t.paksha === 'shukla' ? 'Shukla' : 'Krishna'} ${t.name}`,
    category: 'tithi',
    summary: `Tithi ${t.number} of the ${t.paksha} paksha (${t.group} group): Moon − Sun ${t.elongationDeg.from}°–${t.elongationDeg.to}°.`,
    definition: `The ${ordinal((t.index % 15) + 1)} lunar day of the ${t.paksha === 'shukla' ? 'bright (waxing)' : 'dark (waning)'} fortnight.`,
    mechanism: `The tithi runs while the Moon's elongation from the Sun is ${t.elongationDeg.from}° to ${t.elongationDeg.to}°; the tithi at sunrise names the civil day.`,
    facts: [
      fact('index', t.index, `${DAILY} tithi[].index`, 'GET /tithis'),
      fact('number', t.number, `${DAILY} tithi[].number`),
      fact('paksha', t.paksha, `${DAILY} tithi[].paksha`),
      fact('group', t.group, 'GET /tithis tithis[].group'),
      fact('elongation_deg', [t.elongationDeg.from, t.elongationDeg.to]),
    ],
    related: ['element-tithi'],
    source: 'Surya Siddhanta (tithi); Muhurta Chintamani 1.4 (Nanda … Purna groups)',
  }));
}

const VARA_LORD: readonly GrahaKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

function varaPages(): ConceptPage[] {
  return VARA_NAMES.map((name, i) => ({
    slug: `vara-${slugOf(name)}`,
    title: `${name} (${WEEKDAY_NAMES[i]})`,
    category: 'vara',
    summary: `${WEEKDAY_NAMES[i]}, the day of ${GRAHA_NAMES[VARA_LORD[i]]}.`,
    definition: `${name} is the ${ordinal(i + 1)} weekday, ruled by ${GRAHA_NAMES[VARA_LORD[i]]}; it runs from sunrise to the next sunrise.`,
    mechanism: `The first hora of ${name} belongs to ${GRAHA_NAMES[VARA_LORD[i]]}; rahu kalam, yamaganda and gulika fall in fixed eighths of its daytime.`,
    facts: [fact('index', i, `${DAILY} vara.index`), fact('lord', VARA_LORD[i], 'GET /panchang/hora hora.day[0].lord')],
    related: [grahaSlug(VARA_LORD[i]), 'element-vara'],
    source: 'Surya Siddhanta 12 (the order of the weekdays)',
  }));
}

const DASHA_ROUTES: Readonly<Record<keyof typeof DASHA_RULES, string>> = {
  vimshottari: 'POST /dasha-timeline',
  yogini: 'POST /dasha/yogini',
  ashtottari: 'POST /dasha/ashtottari',
  chara: 'POST /dasha/chara',
  narayana: 'POST /dasha/narayana',
  kalachakra: 'POST /dasha/kalachakra',
};

function dashaPages(): ConceptPage[] {
  return (Object.keys(DASHA_RULES) as (keyof typeof DASHA_RULES)[]).map((k) => {
    const rule = DASHA_RULES[k];
    const [, body] = /^[a-z]+ \(([^)]*)\)/.exec(rule) ?? [];
    return {
      slug: `dasha-${k}`,
      title: `${k[0].toUpperCase()}${k.slice(1)} dasha`,
      category: 'dasha',
      summary: `The ${k} system of planetary or sign periods${body ? ` (${body})` : ''}.`,
      definition: `${k[0].toUpperCase()}${k.slice(1)} dasha divides life into periods ruled in turn by ${['chara', 'narayana', 'kalachakra'].includes(k) ? 'signs' : 'grahas'}.`,
      mechanism: rule,
      facts: [
        fact('route', DASHA_ROUTES[k], DASHA_ROUTES[k]),
        fact('unit', ['chara', 'narayana', 'kalachakra'].includes(k) ? 'sign' : 'graha'),
      ],
      related: k === 'vimshottari' ? GRAHAS.map(grahaSlug) : [],
      source: rule.includes('BPHS') ? BPHS : 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach',
    };
  });
}

const VARGA_NAMES: Readonly<Record<number, string>> = {
  1: 'Rasi',
  2: 'Hora',
  3: 'Drekkana',
  4: 'Chaturthamsa',
  7: 'Saptamsa',
  9: 'Navamsa',
  10: 'Dasamsa',
  12: 'Dwadasamsa',
  16: 'Shodasamsa',
  20: 'Vimsamsa',
  24: 'Chaturvimsamsa',
  27: 'Saptavimsamsa',
  30: 'Trimsamsa',
  40: 'Khavedamsa',
  45: 'Akshavedamsa',
  60: 'Shashtiamsa',
};

function vargaPages(): ConceptPage[] {
  return VARGAS.map((n) => {
    const domains = Object.entries(DOMAIN_VARGAS).flatMap(([d, vs]) => (vs.includes(n) ? [d] : []));
    const rule = VARGA_RULES.split(/;\s*/).find(
      (r) => r.startsWith(`D${n} `) || r.startsWith(`Parashara (BPHS ch. 6): D${n} `),
    );
    return {
      slug: `varga-d${n}`,
      title: `D${n} ${VARGA_NAMES[n]}`,
      category: 'varga',
      summary: `The ${VARGA_NAMES[n]} (D${n}): each sign divided into ${n} part${n > 1 ? 's' : ''} of ${dms(30 / n)}, judged for ${domains.join(', ').replace(/_/g, ' ')}.`,
      definition: `D${n} maps each ${dms(30 / n)} of a sign to a sign of its own chart; a graha's D${n} sign judges ${domains.join(', ').replace(/_/g, ' ')}.`,
      mechanism: rule ? rule.replace(/^Parashara \(BPHS ch\. 6\): /, '') : 'D1 is the rasi chart itself.',
      facts: [
        fact('divisions', n, `POST /divisional vargas[]`),
        fact('part_deg', Number((30 / n).toFixed(4))),
        fact('vimshopaka_weight', VIMSHOPAKA_WEIGHT[n], 'POST /divisional vimshopaka'),
        fact('domains', domains, 'POST /varga/domain-pack'),
      ],
      related: [],
      source: `${BPHS} ch. 6–7`,
    };
  });
}

function elementPages(): ConceptPage[] {
  return Object.entries(ELEMENT_TEXT).map(([k, t]) => ({
    slug: `element-${k}`,
    title: t.title,
    category: 'panchang_element',
    summary: t.summary,
    definition: `${t.title} is one of the five limbs (pancha anga) of the Panchang. ${t.summary}`,
    mechanism: t.mechanism,
    facts: [fact('field', k, `${DAILY} ${k}`)],
    related: [],
    source: 'Surya Siddhanta; the Panchang convention (CONTRACT §2–3 for the fields)',
  }));
}

function doshaPages(): ConceptPage[] {
  return Object.entries(DOSHA_TEXT).map(([k, t]) => ({
    slug: `dosha-${k.replace(/_/g, '-')}`,
    title: t.title,
    category: 'dosha',
    summary: t.summary,
    definition: `${t.title}: ${t.summary[0].toLowerCase()}${t.summary.slice(1)}`,
    mechanism: t.mechanism,
    facts: [
      fact('key', k, `POST /dosha doshas.${k}`),
      fact('present_field', `doshas.${k}.present`, `POST /dosha doshas.${k}.present`),
    ],
    related: [],
    source: 'as named in each rule of POST /dosha',
  }));
}

function build(): readonly ConceptPage[] {
  const pages = [
    ...elementPages(),
    ...grahaPages(),
    ...rashiPages(),
    ...nakshatraPages(),
    ...bhavaPages(),
    ...yogaPages(),
    ...nityaYogaPages(),
    ...karanaPages(),
    ...tithiPages(),
    ...varaPages(),
    ...dashaPages(),
    ...vargaPages(),
    ...doshaPages(),
  ];
  const slugs = new Set(pages.map((p) => p.slug));
  // links only to pages that exist
  return Object.freeze(
    pages.map((p) => Object.freeze({ ...p, related: p.related.filter((r) => slugs.has(r) && r !== p.slug) })),
  );
}

export const CONCEPT_PAGES: readonly ConceptPage[] = build();
const BY_SLUG = new Map(CONCEPT_PAGES.map((p) => [p.slug, p]));

/** The page of a slug, or null. */
export function conceptPage(slug: string): ConceptPage | null {
  return BY_SLUG.get(slug) ?? null;
}
