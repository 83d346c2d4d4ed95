/**
 * The festival and calendar family on the wire: one exported type per route body (without `_meta`),
 * read by libs/contracts (the replies of the `calendar.*` subjects) and by the generated JSON Schema
 * (apps/gateway/http/response-types/calendar.json → `npm run schemas`). The JSDoc comments become
 * the published schema descriptions. Key order of the bodies is that of apps/calendar-svc's packets.
 *
 * The observance values themselves (`Observance`, `Evidence`, `EkadashiDetails`, ../types.ts and
 * ../ekadashi) are still built in wire form by the evaluator (snake_case, ISO instants with the
 * place's offset); their fields are typed `IsoInstant` / `IsoDate` so the schema checks them.
 */
import type { IsoDate, IsoInstant, PlaceWire } from '@pj/panchang';
import type { Anga, Authority, Variant } from '../rule-def';
import type { KaalaName } from '../kaala';
import type { EkadashiDetails, ParanaAnswer, ParanaUnavailable } from '../ekadashi';
import type {
  Evidence,
  KaalaKey,
  LocalizedNames,
  Observance,
  ObservanceKind,
  RegionKey,
  TieBreakKey,
  TraditionKey,
  Window,
} from '../types';

/** An observance as the list and year routes print it; Ekadashis add `ekadashi` (fast, parana, spans). */
export interface ObservanceWire extends Observance {
  readonly ekadashi?: EkadashiDetails;
}

/** No occurrence, or nothing of the requested kinds: `available: false` with the reason. */
export interface UnavailableFields {
  readonly available?: false;
  readonly reason?: string;
}

/** An observance of a range list: compact unless include_aliases (names: English only, no aliases). */
export interface RangeObservanceWire extends ObservanceWire {
  /** Whole days from anchor_date to `date` (negative before it). */
  readonly days_from_anchor: number;
}

/** /panchang/festivals and /panchang/vrats. */
export interface ObservanceRangeWire extends UnavailableFields {
  readonly place: PlaceWire;
  readonly from_date: IsoDate;
  /** Last date of the range, inclusive: from_date + days − 1. */
  readonly to_date: IsoDate;
  readonly days: number;
  readonly anchor_date: IsoDate;
  readonly tradition: TraditionKey | null;
  readonly region: RegionKey | null;
  /** The kinds kept (null: every kind). */
  readonly kinds: readonly ObservanceKind[] | null;
  readonly count: number;
  /** First observance on or after anchor_date, null when none. */
  readonly next: RangeObservanceWire | null;
  readonly observances: readonly RangeObservanceWire[];
  /** /panchang/vrats: the cap per rule, when given. */
  readonly max_per_rule?: number;
  /** /panchang/vrats with include_top: the range's festivals (compact). */
  readonly top?: readonly ObservanceWire[];
}

/** A tradition or region variant whose dates differ from the answer's. */
export interface VariantDatesWire {
  readonly tradition: TraditionKey | null;
  readonly region: RegionKey | null;
  readonly name: string;
  readonly note: string | null;
  readonly dates: readonly IsoDate[];
}

/** /panchang/festival/{rule_key} and /panchang/diwali. */
export interface FestivalYearWire extends UnavailableFields {
  readonly rule_key: string;
  readonly name: string;
  readonly kind: ObservanceKind;
  readonly year: number;
  readonly tradition: TraditionKey | null;
  readonly place: PlaceWire;
  readonly dates: readonly IsoDate[];
  readonly observances: readonly ObservanceWire[];
  readonly variants_with_other_dates: readonly VariantDatesWire[];
}

/** A rule file's decision as data (libs/calendar/rules/<key>.json). */
export interface RuleSummaryWire {
  readonly rule_key: string;
  readonly kind: ObservanceKind;
  readonly names: LocalizedNames;
  readonly aliases: readonly string[];
  readonly anga: Anga;
  readonly kaala: KaalaName;
  readonly tie_break: TieBreakKey;
  readonly on_none: 'purvaviddha' | 'paraviddha' | 'sunrise_prevailing' | 'three_prahara';
  /** Seconds; null when the rule sets none. */
  readonly min_overlap_s: number | null;
  readonly avoid_bhadra: boolean;
  readonly offset_days: number;
  readonly adhika: 'skip' | 'include' | 'only' | 'adhika_first';
  readonly variants: readonly Variant[];
  readonly source: string;
  readonly authority: readonly Authority[];
}

/** The Ekadashi module's rules as data (Ekadashis have no rule file). */
export interface EkadashiSummaryWire {
  readonly rule_key: 'ekadashi';
  readonly kind: 'ekadashi';
  readonly names: LocalizedNames;
  readonly aliases: readonly string[];
  readonly anga: { readonly type: 'tithi'; readonly tithi: string; readonly month_system: 'amanta' };
  readonly kaala: string;
  readonly tie_break: string;
  readonly parana: string;
  readonly source: string;
  readonly authority: readonly Authority[];
}

/** One occurrence with the evidence and the sentence that decided it. */
export interface ExplainedOccurrenceWire extends Pick<
  ObservanceWire,
  'date' | 'name' | 'slug' | 'tradition' | 'muhurta' | 'evidence' | 'ekadashi'
> {
  /** The evidence, in words. */
  readonly explanation: string;
}

/** /festival/observance/explain. */
export interface ExplainWire extends UnavailableFields {
  readonly slug: string;
  readonly year: number;
  readonly tradition: TraditionKey | null;
  readonly place: PlaceWire;
  readonly rule: RuleSummaryWire | EkadashiSummaryWire;
  readonly occurrences: readonly ExplainedOccurrenceWire[];
}

/** The deciding candidate day of one place. */
export interface DecisiveWire {
  readonly date: IsoDate;
  readonly kaala: Window | null;
  readonly anga: Window | null;
  /** Seconds of overlap of the anga with the kaala, null when the day was no candidate. */
  readonly overlap_s: number | null;
  readonly decided_by: string;
}

/** An occurrence dated at both places. */
export interface PairedOccurrenceWire {
  readonly name: string;
  readonly slug: string;
  readonly date: IsoDate;
  readonly compare_date: IsoDate;
  readonly moves: boolean;
  /** compare_date − date, days. */
  readonly shift_days: number;
  readonly why: string;
  readonly decisive: DecisiveWire;
  readonly compare_decisive: DecisiveWire;
  readonly evidence: Evidence;
  readonly compare_evidence: Evidence;
}

/** An occurrence dated in the year at one of the places only. */
export interface UnpairedOccurrenceWire {
  readonly name: string;
  readonly slug: string;
  readonly date: IsoDate | null;
  readonly compare_date: IsoDate | null;
  readonly moves: true;
  readonly shift_days: null;
  readonly why: string;
  readonly evidence: Evidence | null;
  readonly compare_evidence: Evidence | null;
}

/** /festival/observance/compare and /festival/locality-shift/{slug}. */
export interface CompareWire extends UnavailableFields {
  readonly rule_key: string;
  readonly name: string;
  readonly year: number;
  readonly tradition: TraditionKey | null;
  readonly place: PlaceWire;
  readonly compare_place: PlaceWire;
  readonly moves: boolean;
  readonly occurrences: readonly (PairedOccurrenceWire | UnpairedOccurrenceWire)[];
}

/** target_date examined: its kaala window and whether it was a candidate day. */
export interface TargetDayWire {
  readonly date: IsoDate;
  readonly kaala: Window | null;
  readonly candidate: boolean;
  /** Seconds; null when the day was no candidate. */
  readonly overlap_s: number | null;
  readonly touches_kaala: boolean | null;
  /** Ekadashis: whether the Ekadashi prevails at that day's sunrise. */
  readonly at_sunrise?: boolean;
}

/** /festival/why-not/{slug}. */
export interface WhyNotWire {
  readonly slug: string;
  readonly year: number;
  readonly tradition: TraditionKey | null;
  readonly place: PlaceWire;
  readonly rule_key: string;
  readonly target_date: IsoDate;
  readonly is_observance_date: boolean;
  readonly observed_on: readonly IsoDate[];
  readonly explanation: string;
  readonly target_day: TargetDayWire | null;
  readonly observances: readonly ObservanceWire[];
}

/** A debate position's occurrence. */
export type PositionOccurrenceWire = Pick<ObservanceWire, 'date' | 'name' | 'slug' | 'muhurta' | 'evidence'>;

/** /festival/debate/{slug}. */
export interface DebateWire {
  readonly rule_key: string;
  readonly name: string;
  readonly year: number;
  readonly place: PlaceWire;
  /** Whether the traditions give more than one set of dates. */
  readonly disagree: boolean;
  /** Traditions grouped by the dates they give (`tradition` or `tradition/region`). */
  readonly camps: readonly { readonly dates: readonly IsoDate[]; readonly traditions: readonly string[] }[];
  readonly positions: readonly {
    readonly tradition: TraditionKey;
    readonly region: string | null;
    readonly name: string;
    readonly note: string | null;
    readonly dates: readonly IsoDate[];
    readonly observances: readonly PositionOccurrenceWire[];
  }[];
  readonly note?: string;
}

/** /festival/provenance/{slug} of a rule. */
export interface RuleProvenanceWire extends RuleSummaryWire {
  readonly slug: string;
  /** Repository path of the rule file. */
  readonly rule_file: string;
}

/** /festival/provenance/{slug} of an Ekadashi. */
export interface EkadashiProvenanceWire extends EkadashiSummaryWire {
  readonly slug: string;
  /** Repository path of the Ekadashi module. */
  readonly rule_module: string;
}

/** /festival/provenance/{slug}. */
export type ProvenanceWire = RuleProvenanceWire | EkadashiProvenanceWire;

/** /ratifications/{rule_id}: one rule's authorities, source and variants. */
export interface RatificationWire {
  readonly rule_id: string;
  readonly name: string;
  readonly kind: ObservanceKind;
  readonly authority: readonly Authority[];
  readonly source: string;
  readonly variants: readonly {
    readonly tradition: TraditionKey | null;
    readonly region: RegionKey | null;
    readonly note: string;
  }[];
}

/** /ratifications: every rule, and the rules each authority ratifies. */
export interface RatificationsWire {
  readonly count: number;
  readonly authorities: readonly { readonly body: string; readonly rule_ids: readonly string[] }[];
  readonly rules: readonly RatificationWire[];
}

/** /calendar/traditions. */
export interface TraditionsWire {
  readonly traditions: readonly {
    readonly key: TraditionKey;
    readonly name: string;
    readonly description: string;
    /** Rule keys with a variant for this tradition. */
    readonly rules_with_override: readonly string[];
  }[];
  readonly regions: readonly {
    readonly key: RegionKey;
    readonly name: string;
    readonly month_system: 'amanta' | 'purnimanta' | 'solar';
    readonly rules_with_override: readonly string[];
  }[];
  readonly default_tradition: TraditionKey;
}

/** /temple-observance/{festival}. */
export interface TempleWire extends UnavailableFields {
  readonly festival: string;
  readonly rule_key: string;
  readonly name: string;
  readonly year: number;
  readonly place: PlaceWire;
  readonly by_tradition: readonly {
    readonly tradition: TraditionKey;
    readonly region: string | null;
    readonly name: string;
    readonly rule_note: string | null;
    readonly observances: readonly {
      readonly date: IsoDate;
      readonly name: string;
      readonly muhurta: Window | null;
      readonly kaala: KaalaKey;
      readonly decided_by: string;
    }[];
  }[];
  readonly note: string;
}

/** /schema/festival/{slug} when the observance has no occurrence in the year. */
export interface SchemaUnavailableWire {
  readonly '@context': 'https://schema.org';
  readonly available: false;
  readonly reason: string;
}

/** /schema/festival/{slug}: schema.org Event (JSON-LD) of the first occurrence in the year. */
export interface SchemaEventWire {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'Event';
  /** urn:uid: the observance's iCalendar UID. */
  readonly '@id': string;
  readonly name: string;
  readonly alternateName: readonly string[];
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly eventStatus: 'https://schema.org/EventScheduled';
  readonly eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode';
  readonly location: {
    readonly '@type': 'Place';
    readonly name: string;
    readonly geo: { readonly '@type': 'GeoCoordinates'; readonly latitude: number; readonly longitude: number };
  };
  /** The evidence, in words. */
  readonly description: string;
  readonly keywords: string;
  /** The muhurta, when the rule defines one. */
  readonly subEvent?: readonly {
    readonly '@type': 'Event';
    readonly name: string;
    readonly startDate: IsoInstant;
    readonly endDate: IsoInstant;
  }[];
  /** Further occurrences in the year (monthly vrats). */
  readonly other_dates?: readonly IsoDate[];
}

/** /schema/festival/{slug}. */
export type SchemaWire = SchemaEventWire | SchemaUnavailableWire;

/** /vrat/parana: the next fast with its parana window, or `available: false`. */
export type ParanaWire = (ParanaAnswer | ParanaUnavailable) & { readonly from_date: IsoDate };

/** A regional new year decided by a rule file. */
export interface RuleNewYearWire {
  readonly slug: string;
  readonly name: string;
  readonly names: LocalizedNames;
  readonly region: RegionKey | null;
  readonly date: IsoDate;
  readonly basis: 'rule';
  readonly rule_key: string;
  readonly evidence: Evidence;
  readonly source: string;
}

/** A lunisolar calendar's year start (its profile's lunar-date rule). */
export interface LunisolarNewYearWire {
  readonly slug: string;
  readonly name: string;
  readonly region: string;
  readonly date: IsoDate;
  readonly basis: 'lunisolar';
  readonly profile: string;
  readonly evidence: {
    readonly anga: string;
    readonly tithi_start: IsoInstant;
    readonly tithi_end: IsoInstant;
    readonly decided_by: string;
    readonly note: string;
  };
}

/** A solar calendar's year start (the sankranti under the calendar's day-start rule). */
export interface SolarNewYearWire {
  readonly slug: string;
  readonly name: string;
  readonly region: string;
  readonly date: IsoDate;
  readonly basis: 'solar';
  readonly profile: string;
  /** Era and year, e.g. "Kollam 1200". */
  readonly era: string;
  readonly evidence: { readonly anga: string; readonly sankranti: IsoInstant; readonly decided_by: string };
}

export type NewYearEntryWire = RuleNewYearWire | LunisolarNewYearWire | SolarNewYearWire;

/** /new-year/regional. */
export interface NewYearWire {
  readonly year: number;
  readonly place: PlaceWire;
  readonly count: number;
  /** By date, then name. */
  readonly new_years: readonly NewYearEntryWire[];
}
