/**
 * The rule file format (libs/calendar/rules/*.json) and its JSON Schema, checked with ajv when
 * the rules are loaded (start-up): a bad file fails loudly with its name and the violated rule.
 */
import Ajv from 'ajv';
import { MASA_NAMES } from '@pj/panchang';
import { KaalaName } from './kaala';
import {
  LocalizedNames,
  OBSERVANCE_KINDS,
  ObservanceKind,
  REGION_KEYS,
  RegionKey,
  TieBreakKey,
  TRADITION_KEYS,
  TraditionKey,
} from './types';

/** The lunar months, Chaitra first: the panchang's masa names (one table). */
export const MONTH_NAMES = MASA_NAMES;
export type MonthName = (typeof MASA_NAMES)[number];

/** What must hold: a tithi (1–30; 15 Purnima, 30 Amavasya) in a lunar month, a sankranti or an eclipse. */
export type Anga =
  | {
      readonly type: 'tithi';
      /** One tithi, or several (e.g. Pradosh: Shukla and Krishna Trayodashi). */
      readonly tithi: number | readonly number[];
      /** Omitted: every month (monthly vrats). */
      readonly month?: MonthName;
      readonly month_system: 'amanta' | 'purnimanta';
      /** Only when the chosen day falls on this weekday (0 = Sunday), e.g. Somavati Amavasya. */
      readonly weekday?: number;
      /**
       * Nakshatra (0 = Ashwini … 26 = Revati) preferred at the kaala when both days touch (tithi + nakshatra rules).
       */
      readonly nakshatra?: number;
      /**
       * For the nakshatra preference, a day where the tithi prevails at sunrise counts only if it lasts this long after
       * sunrise.
       */
      readonly nakshatra_min_after_sunrise_s?: number;
      /**
       * How the nakshatra decides: `in_kaala` (default) a single qualifying day with the nakshatra in
       * the kaala wins; `joined_at_sunrise` the later day on which the tithi prevails at sunrise, the
       * nakshatra joins it within the day and holds at the kaala wins (Janmashtami: Ashtami + Rohini).
       */
      readonly nakshatra_rule?: 'in_kaala' | 'joined_at_sunrise';
    }
  | {
      /** A nakshatra in a lunar month (and paksha), e.g. Saraswati Puja on Purva Ashadha in Ashwin Shukla. */
      readonly type: 'nakshatra';
      readonly nakshatra: number;
      readonly month?: MonthName;
      readonly month_system: 'amanta' | 'purnimanta';
      readonly paksha?: 'shukla' | 'krishna';
      readonly weekday?: number;
    }
  | { readonly type: 'sankranti'; readonly sign: number; readonly day_rule: SankrantiDayRule }
  | { readonly type: 'eclipse'; readonly body: 'solar' | 'lunar'; readonly eclipse_types: readonly string[] };

/**
 * The civil day a sankranti is assigned to: `civil` the date of the instant (Odia); `sunset` the
 * Hindu day when between sunrise and sunset, else the next (Tamil); `next_day` the day after the
 * instant's civil date (Bengali); `madhyahna` the Hindu day when before the end of madhyahna (3/5
 * of the daytime), else the next (Malayalam); `hindu_day` the Hindu day (sunrise to sunrise)
 * holding it; `punya_kala` the Dharmasindhu rule for the day of the punya kala: a daytime
 * sankranti that day; at night, Makara the next day, Karka the preceding day, the others the
 * preceding day in the first half of the night and the following day in the second half.
 */
export type SankrantiDayRule = 'civil' | 'sunset' | 'hindu_day' | 'punya_kala' | 'next_day' | 'madhyahna';

export interface Decision {
  readonly kaala: KaalaName;
  /** When the anga touches the kaala on two days. */
  readonly tie_break: TieBreakKey;
  /**
   * When it touches on none: the earlier day, the later day, the day it prevails at sunrise, or three_prahara (the
   * later day when the tithi lasts ≥ 3 praharas after its sunrise, else the earlier: Holika Dahan).
   */
  readonly on_none: 'purvaviddha' | 'paraviddha' | 'sunrise_prevailing' | 'three_prahara';
  /** Minimum overlap (s) for a window kaala to count as touched (e.g. one ghati = 1440 s). */
  readonly min_overlap_s?: number;
  /** Remove the Bhadra (Vishti karana, first half of Purnima) from the anga before testing. */
  readonly avoid_bhadra?: boolean;
  /** Days added to the decided day (e.g. Holi = the day after Holika Dahan). */
  readonly offset_days?: number;
}

export interface Variant extends Partial<Decision> {
  /** A different anga for this tradition/region (e.g. Vat Savitri on Jyeshtha Purnima in Maharashtra). */
  readonly anga?: Anga;
  readonly tradition?: TraditionKey;
  readonly region?: RegionKey;
  /**
   * Name and slug of this variant's occurrence when it differs from the default (Drik prints e.g. "Janmashtami
   * *ISKCON").
   */
  readonly name?: string;
  readonly note: string;
}

export interface Authority {
  readonly body: string;
  readonly reference: string;
}

export interface RuleDef extends Decision {
  readonly key: string;
  readonly kind: ObservanceKind;
  readonly names: LocalizedNames;
  readonly aliases: readonly string[];
  readonly anga: Anga;
  /**
   * adhika months: skipped (default: festivals are held in the nija month), included, only, or adhika_first (held in
   * the adhika month when the month is doubled, e.g. Ganga Dussehra).
   */
  readonly adhika?: 'skip' | 'include' | 'only' | 'adhika_first';
  /**
   * Occurrence names: a template (`{month}`: the month, "X Adhika" in an adhika month; `{adhika_prefix}`: "Adhika " in
   * an adhika month), per month, or per weekday (7 names, Sunday first).
   */
  readonly name_template?: string;
  readonly names_by_weekday?: readonly string[];
  readonly names_by_month?: Readonly<Record<string, string>>;
  /** Drik's name when the default and every variant give the same date (e.g. "Krishna Janmashtami"). */
  readonly drik_name_when_agreeing?: string;
  readonly variants?: readonly Variant[];
  readonly source: string;
  readonly authority: readonly Authority[];
  readonly description?: string;
}

const KAALAS = [
  'sunrise',
  'arunodaya',
  'pratahkala',
  'sangava',
  'madhyahna',
  'aparahna',
  'sayahna',
  'pradosha',
  'nishita',
  'moonrise',
  'full_day',
  'purvahna',
];
const TIE_BREAKS = ['purvaviddha', 'paraviddha', 'vyapti', 'first_touch', 'sunrise_prevailing'];
const ON_NONE = ['purvaviddha', 'paraviddha', 'sunrise_prevailing', 'three_prahara'];

const decisionProps = {
  kaala: { enum: KAALAS },
  tie_break: { enum: TIE_BREAKS },
  on_none: { enum: ON_NONE },
  min_overlap_s: { type: 'number', minimum: 0, maximum: 86400 },
  avoid_bhadra: { type: 'boolean' },
  offset_days: { type: 'integer', minimum: -3, maximum: 3 },
};

/** Properties shared by the lunar angas (tithi and nakshatra rules); `nakshatra` is required of the latter only. */
const LUNAR_ANGA_PROPERTIES = {
  month: { enum: [...MONTH_NAMES] },
  month_system: { enum: ['amanta', 'purnimanta'] },
  weekday: { type: 'integer', minimum: 0, maximum: 6 },
  nakshatra: { type: 'integer', minimum: 0, maximum: 26 },
} as const;

/** One kind of anga: an object of `type` with the required and allowed properties (no others). */
function angaKind(type: string, required: readonly string[], properties: object) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['type', ...required],
    properties: { type: { const: type }, ...properties },
  } as const;
}

const ANGA_SCHEMA = {
  oneOf: [
    angaKind('tithi', ['tithi', 'month_system'], {
      tithi: {
        oneOf: [
          { type: 'integer', minimum: 1, maximum: 30 },
          { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1, maximum: 30 } },
        ],
      },
      ...LUNAR_ANGA_PROPERTIES,
      nakshatra_min_after_sunrise_s: { type: 'number', minimum: 0, maximum: 86400 },
      nakshatra_rule: { enum: ['in_kaala', 'joined_at_sunrise'] },
    }),
    angaKind('nakshatra', ['nakshatra', 'month_system'], {
      ...LUNAR_ANGA_PROPERTIES,
      paksha: { enum: ['shukla', 'krishna'] },
    }),
    angaKind('sankranti', ['sign', 'day_rule'], {
      sign: { type: 'integer', minimum: 0, maximum: 11 },
      day_rule: { enum: ['civil', 'sunset', 'hindu_day', 'punya_kala', 'next_day', 'madhyahna'] },
    }),
    angaKind('eclipse', ['body', 'eclipse_types'], {
      body: { enum: ['solar', 'lunar'] },
      eclipse_types: {
        type: 'array',
        minItems: 1,
        items: {
          enum: ['total', 'annular', 'hybrid', 'partial', 'penumbral', 'total_noncentral', 'annular_noncentral'],
        },
      },
    }),
  ],
};

/** JSON Schema (draft-07) of a rule file. */
export const RULE_SCHEMA = {
  $id: 'https://panchang.example/schema/observance-rule.json',
  type: 'object',
  additionalProperties: false,
  required: ['key', 'kind', 'names', 'aliases', 'anga', 'kaala', 'tie_break', 'on_none', 'source', 'authority'],
  properties: {
    $schema: { type: 'string' },
    key: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    kind: { enum: OBSERVANCE_KINDS },
    names: {
      type: 'object',
      additionalProperties: false,
      required: ['en', 'hi'],
      properties: Object.fromEntries(
        ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'bn', 'gu', 'mr'].map((k) => [k, { type: 'string', minLength: 1 }]),
      ),
      anyOf: [{ required: ['ta'] }, { required: ['te'] }, { required: ['kn'] }, { required: ['ml'] }],
    },
    aliases: { type: 'array', items: { type: 'string', minLength: 1 } },
    anga: ANGA_SCHEMA,
    ...decisionProps,
    adhika: { enum: ['skip', 'include', 'only', 'adhika_first'] },
    name_template: { type: 'string' },
    names_by_weekday: { type: 'array', minItems: 7, maxItems: 7, items: { type: 'string' } },
    names_by_month: { type: 'object', additionalProperties: { type: 'string' } },
    drik_name_when_agreeing: { type: 'string' },
    variants: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['note'],
        anyOf: [{ required: ['tradition'] }, { required: ['region'] }],
        properties: {
          ...decisionProps,
          anga: ANGA_SCHEMA,
          tradition: { enum: TRADITION_KEYS },
          region: { enum: REGION_KEYS },
          name: { type: 'string' },
          note: { type: 'string', minLength: 1 },
        },
      },
    },
    source: { type: 'string', minLength: 10 },
    authority: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['body', 'reference'],
        properties: { body: { type: 'string' }, reference: { type: 'string' } },
      },
    },
    description: { type: 'string' },
  },
} as const;

export class RuleFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleFileError';
  }
}

/** Validate raw rule files (name → parsed JSON); throws RuleFileError naming the file and the violation. */
export function validateRules(files: readonly { file: string; data: unknown }[]): RuleDef[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  // the schema is the rule format: a file that passes it is a RuleDef (ajv's type guard)
  const check = ajv.compile<RuleDef>(RULE_SCHEMA);
  const out: RuleDef[] = [];
  const keys = new Set<string>();
  for (const { file, data } of files) {
    if (!check(data)) {
      const why = (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      throw new RuleFileError(`observance rule ${file} is invalid: ${why}`);
    }
    const rule = data;
    if (`${rule.key}.json` !== file)
      throw new RuleFileError(`observance rule ${file}: key "${rule.key}" must equal the file name`);
    if (keys.has(rule.key)) throw new RuleFileError(`observance rule ${file}: duplicate key ${rule.key}`);
    keys.add(rule.key);
    out.push(rule);
  }
  return out;
}
