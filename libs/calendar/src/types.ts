/**
 * The observance engine's public types: what a resolved festival, vrat or Ekadashi looks like,
 * with the evidence that decided its date. Shared by the rule evaluator (festivals, vrats), the
 * Ekadashi module and the questions and feeds built on them. Domain values: instants are Julian
 * days UT, civil dates YYYY-MM-DD at the place; the wire form (snake_case, ISO instants with the
 * place's offset, CONTRACT §2) is written by ./present only.
 */
import type { IsoDate } from '@pj/panchang';

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

/** An instant window `[startJdUt, endJdUt)`, Julian days UT (a point when both are equal). */
export interface JdWindow {
  readonly startJdUt: number;
  readonly endJdUt: number;
}

/** One candidate civil day examined for an observance. */
export interface CandidateDay {
  /** Civil date at the place. */
  readonly date: IsoDate;
  /** The kaala window of that day (null when it does not exist, e.g. no moonrise). */
  readonly kaala: JdWindow | null;
  /** The anga span(s) that overlap this day's kaala, or the nearest one. */
  readonly anga: JdWindow | null;
  /** Seconds of overlap of the anga with the kaala (0 when it does not touch), rounded. */
  readonly overlapS: number;
  /** Whether the anga prevails at this day's sunrise. */
  readonly atSunrise: boolean;
  readonly touchesKaala: boolean;
}

/** What decided an observance's date: the anga, the kaala, the candidate days and the rule, in words. */
export interface Evidence {
  /** Human-readable statement of the anga, e.g. "Kartika Amavasya (tithi 30) in amanta Kartika". */
  readonly anga: string;
  readonly monthSystem: 'amanta' | 'purnimanta' | 'solar';
  readonly kaala: KaalaKey;
  readonly candidates: readonly CandidateDay[];
  /** The rule that decided: which tie-break applied and why, in one sentence. */
  readonly decidedBy: string;
  readonly tieBreak: TieBreakKey | null;
  /** Adhika / kshaya notes, tradition override applied, etc. */
  readonly notes: readonly string[];
}

/** One dated occurrence of an observance at a place (frozen; instants in Julian days UT). */
export interface Observance {
  /** The rule file's key, e.g. `diwali`, `janmashtami`, `ekadashi`. */
  readonly ruleKey: string;
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
  readonly muhurta: JdWindow | null;
  /** Classical source of the rule (book, chapter) as stated in the rule file. */
  readonly source: string;
  readonly evidence: Evidence;
}
