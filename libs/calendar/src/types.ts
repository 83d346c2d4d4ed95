/**
 * The observance engine's public types: what a resolved festival, vrat or Ekadashi looks like,
 * with the evidence that decided its date. Shared by the rule evaluator (festivals, vrats), the
 * Ekadashi module and the feeds/endpoints built on them. Field names follow CONTRACT §2
 * (snake_case JSON, instants as ISO 8601 with the place's offset, dates YYYY-MM-DD).
 */
import type { IsoDate, IsoInstant } from '@pj/panchang';

/** Times of day an anga must touch (SPEC §4.4; Dharmasindhu / Nirnayasindhu terms). */
export type KaalaKey =
  | 'sunrise'
  | 'arunodaya'
  | 'pratahkala'
  | 'sangava'
  | 'madhyahna'
  | 'aparahna'
  | 'sayahna'
  | 'pradosha'
  | 'nishita'
  | 'moonrise'
  | 'full_day';

/** How a date is chosen when the anga touches the kaala on two days or on none. */
export type TieBreakKey =
  | 'purvaviddha' // the earlier day (the anga is "pierced" by the previous one: take the first)
  | 'paraviddha' // the later day
  | 'vyapti' // greatest overlap of the anga with the kaala
  | 'first_touch' // the first day on which the anga touches the kaala at all
  | 'sunrise_prevailing'; // the day at whose sunrise the anga prevails (udaya tithi)

/** The kinds of observance: one list, read by the rule schema, the contracts and the gateway's parameters. */
export const OBSERVANCE_KINDS = [
  'festival',
  'vrat',
  'ekadashi',
  'sankranti',
  'eclipse',
  'jayanti',
  'new_year',
] as const;
/** Kind of observance. */
export type ObservanceKind = (typeof OBSERVANCE_KINDS)[number];

/** The traditions (one list, as OBSERVANCE_KINDS). */
export const TRADITION_KEYS = ['smarta', 'vaishnava', 'iskcon', 'madhva', 'shaiva'] as const;
/** Traditions a rule may be resolved in (overrides per tradition live in the rule file). */
export type TraditionKey = (typeof TRADITION_KEYS)[number];

/** The regional calendars (one list, as OBSERVANCE_KINDS). */
export const REGION_KEYS = [
  'north_india',
  'south_india',
  'gujarati',
  'marathi',
  'bengali',
  'tamil',
  'malayalam',
  'odia',
  'telugu',
  'kannada',
  'sindhi',
] as const;
/** Regional calendars (month system and day-start customs). */
export type RegionKey = (typeof REGION_KEYS)[number];

export interface LocalizedNames {
  /** Canonical English transliteration (the Drik Panchang name where Drik lists it). */
  readonly en: string;
  /** Devanagari (Hindi). */
  readonly hi?: string;
  /** Tamil script. */
  readonly ta?: string;
  /** Telugu, Kannada, Malayalam, Bengali, Gujarati, Marathi… where known. */
  readonly te?: string;
  readonly kn?: string;
  readonly ml?: string;
  readonly bn?: string;
  readonly gu?: string;
  readonly mr?: string;
}

/** An instant window `[start, end)` as ISO strings with the place's offset. */
export interface Window {
  readonly start: IsoInstant;
  readonly end: IsoInstant;
}

/** One candidate civil day examined for an observance. */
export interface CandidateDay {
  readonly date: IsoDate;
  /** The kaala window of that day (null when it does not exist, e.g. no moonrise). */
  readonly kaala: Window | null;
  /** The anga span(s) that overlap this day's kaala, or the nearest one. */
  readonly anga: Window | null;
  /** Seconds of overlap of the anga with the kaala (0 when it does not touch). */
  readonly overlap_s: number;
  /** Whether the anga prevails at this day's sunrise. */
  readonly at_sunrise: boolean;
  readonly touches_kaala: boolean;
}

export interface Evidence {
  /** Human-readable statement of the anga, e.g. "Kartika Amavasya (tithi 30) in amanta Kartika". */
  readonly anga: string;
  readonly month_system: 'amanta' | 'purnimanta' | 'solar';
  readonly kaala: KaalaKey;
  readonly candidates: readonly CandidateDay[];
  /** The rule that decided: which tie-break applied and why, in one sentence. */
  readonly decided_by: string;
  readonly tie_break: TieBreakKey | null;
  /** Adhika / kshaya notes, tradition override applied, etc. */
  readonly notes: readonly string[];
}

export interface Observance {
  /** The rule file's key, e.g. `diwali`, `janmashtami`, `ekadashi`. */
  readonly rule_key: string;
  /** URL slug of this occurrence's name, e.g. `diwali`, `janmashtami-iskcon`, `mokshada-ekadashi`. */
  readonly slug: string;
  readonly name: string;
  readonly names: LocalizedNames;
  readonly aliases: readonly string[];
  readonly kind: ObservanceKind;
  /** Civil date (YYYY-MM-DD) at the place on which it is observed. */
  readonly date: IsoDate;
  readonly tradition: TraditionKey | null;
  readonly region: RegionKey | null;
  /** The decisive window (e.g. Lakshmi puja pradosha, nishita puja), when the rule defines one. */
  readonly muhurta: Window | null;
  /** Classical source of the rule (book, chapter) as stated in the rule file. */
  readonly source: string;
  readonly evidence: Evidence;
}
