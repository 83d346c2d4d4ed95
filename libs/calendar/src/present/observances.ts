/**
 * The festival and calendar family on the wire: one exported type per route body (without `_meta`),
 * read by libs/contracts (the replies of the `calendar.*` subjects) and by the generated JSON Schema
 * (apps/gateway/http/response-types/calendar.json → `npm run schemas`). The JSDoc comments become
 * the published schema descriptions. The packet functions below are the routes' presenters: they
 * ask the engine (../questions.ts, ../api.ts, ../ekadashi) for domain values and write the bodies;
 * calendar-svc hands them to the platform's `packetHandler`.
 */
import { NEVER_STOP, StopCheck } from '@pj/ephemeris';
import { DayPlace, daysBetween, IsoDate, IsoInstant, PlaceWire, presentPlace } from '@pj/panchang';
import type { Anga, Authority, RuleDef, Variant } from '../rule-def';
import type { KaalaName } from '../kaala';
import { paranaFor, ParanaQuery } from '../ekadashi';
import { observanceMethodology, traditionsCatalog, WhyNot } from '../api';
import { evidenceText } from './evidence-text';
import { observanceUid } from '../feeds/ics';
import {
  compareYear,
  CompareQuery,
  debateOf,
  EkadashiSubject,
  festivalYear,
  noOccurrenceReason,
  observanceRange,
  positionsOf,
  RangeQuestion,
  ratifications,
  ratifiedRule,
  SlugYearQuery,
  Subject,
  subjectKey,
  subjectKind,
  subjectName,
  subjectOf,
  whyNotDate,
  yearOf,
} from '../questions';
import type {
  KaalaKey,
  LocalizedNames,
  Observance,
  ObservanceKind,
  RegionKey,
  TieBreakKey,
  TraditionKey,
} from '../types';
import {
  EkadashiDetailsWire,
  EvidenceWire,
  ObservanceWire,
  presentEvidence,
  presentInstant,
  presentObservance,
  presentWindow,
  WindowWire,
} from './observance';
import { NewYearEntry, regionalNewYears } from '../new-year';

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
  readonly kaala: WindowWire | null;
  readonly anga: WindowWire | null;
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
  readonly evidence: EvidenceWire;
  readonly compare_evidence: EvidenceWire;
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
  readonly evidence: EvidenceWire | null;
  readonly compare_evidence: EvidenceWire | null;
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
  readonly kaala: WindowWire | null;
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
      readonly muhurta: WindowWire | null;
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

export interface ParanaAnswer {
  readonly available: true;
  readonly vrat: string;
  readonly slug: string;
  readonly name: string;
  readonly tradition: TraditionKey;
  readonly fast_date: IsoDate;
  /** Madhva atirikta: the second fasting day, else null. */
  readonly extra_fast_date: IsoDate | null;
  readonly parana: WindowWire & { readonly date: IsoDate };
  readonly hari_vasara_end: IsoInstant;
  readonly dwadashi_end: IsoInstant;
  readonly rule: string;
  readonly explanation: string;
  readonly evidence: EvidenceWire;
  readonly ekadashi: EkadashiDetailsWire;
}

export interface ParanaUnavailable {
  readonly available: false;
  readonly vrat: string;
  readonly reason: string;
}

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
  readonly evidence: EvidenceWire;
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

/** A route body (the family's wire type) and the methodology its `_meta` states. */
export interface Computed<Body extends object> {
  readonly body: Body;
  readonly methodology: Record<string, string>;
}

/** Observance without its aliases and non-English names (the compact form of list endpoints). */
function compact(o: ObservanceWire): ObservanceWire {
  return { ...o, aliases: [], names: { en: o.names.en } };
}

const present = (place: DayPlace) => (o: Observance) => presentObservance(o, place.zone);

/** /panchang/festivals and /panchang/vrats. */
export function rangePacket(
  q: RangeQuestion & { readonly includeAliases: boolean },
  stop: StopCheck = NEVER_STOP,
): Computed<ObservanceRangeWire> {
  const r = observanceRange(q, stop);
  const row = (o: Observance): RangeObservanceWire => {
    const w = presentObservance(o, r.place.zone);
    return { ...(q.includeAliases ? w : compact(w)), days_from_anchor: daysBetween(r.anchorDate, o.date) };
  };
  const list = r.observances.map(row);
  const body: ObservanceRangeWire = {
    place: presentPlace(r.place),
    from_date: q.fromDate,
    to_date: r.toDate,
    days: q.days,
    anchor_date: r.anchorDate,
    tradition: q.tradition,
    region: q.region,
    kinds: q.kinds,
    count: list.length,
    next: r.next ? row(r.next) : null,
    observances: list,
    ...(q.maxPerRule !== null ? { max_per_rule: q.maxPerRule } : {}),
    ...(r.top ? { top: r.top.map((o) => compact(presentObservance(o, r.place.zone))) } : {}),
    ...(list.length === 0
      ? { available: false as const, reason: 'no observance of the requested kinds falls in the range' }
      : {}),
  };
  return { body, methodology: r.methodology };
}

/** The rule as data: what decides the date. */
function ruleSummary(rule: RuleDef): RuleSummaryWire {
  return {
    rule_key: rule.key,
    kind: rule.kind,
    names: rule.names,
    aliases: rule.aliases,
    anga: rule.anga,
    kaala: rule.kaala,
    tie_break: rule.tie_break,
    on_none: rule.on_none,
    min_overlap_s: rule.min_overlap_s ?? null,
    avoid_bhadra: rule.avoid_bhadra ?? false,
    offset_days: rule.offset_days ?? 0,
    adhika: rule.adhika ?? 'skip',
    variants: (rule.variants ?? []).map((v) => ({ ...v })),
    source: rule.source,
    authority: rule.authority,
  };
}

/** The Ekadashi module's rules as data (Ekadashis have no rule file: libs/calendar/src/ekadashi). */
function ekadashiSummary(s: EkadashiSubject): EkadashiSummaryWire {
  return {
    rule_key: 'ekadashi',
    kind: 'ekadashi',
    names: s.name?.names ?? { en: 'Ekadashi' },
    aliases: s.name?.aliases ?? [],
    anga: { type: 'tithi', tithi: 'shukla and krishna Ekadashi (11, 26)', month_system: 'amanta' },
    kaala: 'sunrise (Smarta, udaya tithi); arunodaya (Vaishnava, Madhva: free of Dashami 96 min before sunrise)',
    tie_break:
      'smarta: the day Ekadashi prevails at sunrise, Gauna the next when both qualify; vaishnava: the next day when Dashami touches arunodaya',
    parana: 'on Dwadashi after Hari Vasara (its first quarter), in pratahkala when possible; before Dwadashi ends',
    source:
      'Dharmasindhu and Nirnayasindhu (Smarta); Hari Bhakti Vilasa (Vaishnava); Madhva (Tatvavadi) panchangam rules',
    authority: [{ body: 'Drik Panchang', reference: 'Ekadashi listings (Smarta, Gauna, Vaishnava) for New Delhi' }],
  };
}

const summaryOf = (s: Subject) => (s.kind === 'rule' ? ruleSummary(s.rule) : ekadashiSummary(s));

/** `available: false` with the reason when the subject has no occurrence in the year. */
const whenNone = (none: boolean, s: Subject, year: number): UnavailableFields =>
  none ? { available: false, reason: noOccurrenceReason(s, year) } : {};

/** /panchang/festival/{rule_key}, /panchang/diwali. */
export function festivalPacket(q: SlugYearQuery, stop: StopCheck = NEVER_STOP): Computed<FestivalYearWire> {
  const { subject: s, year: r, otherDates } = festivalYear(q, stop);
  const body: FestivalYearWire = {
    rule_key: subjectKey(s),
    name: subjectName(s),
    kind: subjectKind(s),
    year: q.year,
    tradition: q.tradition,
    place: presentPlace(r.place),
    dates: r.observances.map((o) => o.date),
    observances: r.observances.map(present(r.place)),
    variants_with_other_dates: otherDates.map((x) => ({
      tradition: x.tradition,
      region: x.region,
      name: x.name,
      note: x.note,
      dates: x.observances.map((o) => o.date),
    })),
    ...whenNone(r.observances.length === 0, s, q.year),
  };
  return { body, methodology: r.methodology };
}

/** /festival/observance/explain. */
export function explainPacket(q: SlugYearQuery, stop: StopCheck = NEVER_STOP): Computed<ExplainWire> {
  const s = subjectOf(q.slug);
  const r = yearOf(s, q, stop);
  const zone = r.place.zone;
  const body: ExplainWire = {
    slug: q.slug,
    year: q.year,
    tradition: q.tradition,
    place: presentPlace(r.place),
    rule: summaryOf(s),
    occurrences: r.observances.map((o) => {
      const w = presentObservance(o, zone);
      return {
        date: w.date,
        name: w.name,
        slug: w.slug,
        tradition: w.tradition,
        muhurta: w.muhurta,
        evidence: w.evidence,
        explanation: evidenceText(o, zone),
        ...(w.ekadashi ? { ekadashi: w.ekadashi } : {}),
      };
    }),
    ...whenNone(r.observances.length === 0, s, q.year),
  };
  return { body, methodology: r.methodology };
}

/** The kaala window and anga span of the deciding candidate, for comparing two places. */
function decisive(o: Observance, zone: string): DecisiveWire {
  const c = o.evidence.candidates.find((x) => x.date === o.date) ?? null;
  return {
    date: o.date,
    kaala: c?.kaala ? presentWindow(c.kaala, zone) : null,
    anga: c?.anga ? presentWindow(c.anga, zone) : null,
    overlap_s: c?.overlapS ?? null,
    decided_by: o.evidence.decidedBy,
  };
}

/** /festival/observance/compare and /festival/locality-shift/{slug}. */
export function comparePacket(q: CompareQuery, stop: StopCheck = NEVER_STOP): Computed<CompareWire> {
  const c = compareYear(q, stop);
  const [zoneA, zoneB] = [c.here.place.zone, c.there.place.zone];
  const evidenceAt = (o: Observance | null, zone: string) => (o ? presentEvidence(o.evidence, zone) : null);
  const occurrences = c.occurrences.map((p): PairedOccurrenceWire | UnpairedOccurrenceWire => {
    const o = (p.here ?? p.there)!;
    if (!p.here || !p.there || p.shiftDays === null)
      return {
        name: o.name,
        slug: o.slug,
        date: p.here?.date ?? null,
        compare_date: p.there?.date ?? null,
        moves: true,
        shift_days: null,
        why: p.why,
        evidence: evidenceAt(p.here, zoneA),
        compare_evidence: evidenceAt(p.there, zoneB),
      };
    return {
      name: o.name,
      slug: o.slug,
      date: p.here.date,
      compare_date: p.there.date,
      moves: p.moves,
      shift_days: p.shiftDays,
      why: p.why,
      decisive: decisive(p.here, zoneA),
      compare_decisive: decisive(p.there, zoneB),
      evidence: presentEvidence(p.here.evidence, zoneA),
      compare_evidence: presentEvidence(p.there.evidence, zoneB),
    };
  });
  const body: CompareWire = {
    rule_key: subjectKey(c.subject),
    name: subjectName(c.subject),
    year: q.year,
    tradition: q.tradition,
    place: presentPlace(c.here.place),
    compare_place: presentPlace(c.there.place),
    moves: c.moves,
    occurrences,
    ...whenNone(occurrences.length === 0, c.subject, q.year),
  };
  return { body, methodology: c.here.methodology };
}

function presentTargetDay(t: WhyNot['targetDay'], zone: string): TargetDayWire {
  return {
    date: t.date,
    kaala: t.kaala ? presentWindow(t.kaala, zone) : null,
    candidate: t.candidate,
    overlap_s: t.overlapS,
    touches_kaala: t.touchesKaala,
    ...(t.atSunrise !== null ? { at_sunrise: t.atSunrise } : {}),
  };
}

/** /festival/why-not/{slug}. */
export function whyNotPacket(
  q: SlugYearQuery & { readonly targetDate: string },
  stop: StopCheck = NEVER_STOP,
): Computed<WhyNotWire> {
  const w = whyNotDate(q, stop);
  const body: WhyNotWire = {
    slug: q.slug,
    year: q.year,
    tradition: q.tradition,
    place: presentPlace(w.place),
    rule_key: w.ruleKey,
    target_date: w.targetDate,
    is_observance_date: w.isObservanceDate,
    observed_on: w.observedOn,
    explanation: w.explanation,
    target_day: presentTargetDay(w.targetDay, w.place.zone),
    observances: w.observances.map(present(w.place)),
  };
  return { body, methodology: w.methodology };
}

/** /festival/debate/{slug}: traditions that disagree, grouped by date. */
export function debatePacket(q: SlugYearQuery, stop: StopCheck = NEVER_STOP): Computed<DebateWire> {
  const d = debateOf(q, stop);
  const zone = d.place.zone;
  const body: DebateWire = {
    rule_key: subjectKey(d.subject),
    name: subjectName(d.subject),
    year: q.year,
    place: presentPlace(d.place),
    disagree: d.disagree,
    camps: d.camps.map((c) => ({ dates: c.dates, traditions: c.traditions })),
    positions: d.positions.map((x) => ({
      tradition: x.tradition ?? 'smarta',
      region: x.region,
      name: x.name,
      note: x.note,
      dates: x.observances.map((o) => o.date),
      observances: x.observances.map((o) => {
        const w = presentObservance(o, zone);
        return { date: w.date, name: w.name, slug: w.slug, muhurta: w.muhurta, evidence: w.evidence };
      }),
    })),
    ...(d.invariant
      ? { note: 'the rule has no tradition or region variant: every tradition keeps the same date' }
      : {}),
  };
  return { body, methodology: d.methodology };
}

/** /festival/provenance/{slug}. */
export function provenancePacket(q: { readonly slug: string }): Computed<ProvenanceWire> {
  const s = subjectOf(q.slug);
  const body: ProvenanceWire =
    s.kind === 'rule'
      ? { slug: q.slug, ...ruleSummary(s.rule), rule_file: `libs/calendar/rules/${s.rule.key}.json` }
      : { slug: q.slug, ...ekadashiSummary(s), rule_module: 'libs/calendar/src/ekadashi' };
  return { body, methodology: observanceMethodology() };
}

function ratificationRow(r: RuleDef): RatificationWire {
  return {
    rule_id: r.key,
    name: r.names.en,
    kind: r.kind,
    authority: r.authority,
    source: r.source,
    variants: (r.variants ?? []).map((v) => ({
      tradition: v.tradition ?? null,
      region: v.region ?? null,
      note: v.note,
    })),
  };
}

/** /ratifications and /ratifications/{rule_id}. */
export function ratificationsPacket(q: {
  readonly ruleId: string | null;
}): Computed<RatificationWire | RatificationsWire> {
  if (q.ruleId !== null) return { body: ratificationRow(ratifiedRule(q.ruleId)), methodology: observanceMethodology() };
  const r = ratifications();
  return {
    body: {
      count: r.rules.length,
      authorities: r.authorities.map((a) => ({ body: a.body, rule_ids: a.ruleIds })),
      rules: r.rules.map(ratificationRow),
    },
    methodology: observanceMethodology(),
  };
}

/** /calendar/traditions. */
export function traditionsPacket(): Computed<TraditionsWire> {
  const c = traditionsCatalog();
  const body: TraditionsWire = {
    traditions: c.traditions.map((t) => ({
      key: t.key,
      name: t.name,
      description: t.description,
      rules_with_override: t.rulesWithOverride,
    })),
    regions: c.regions.map((g) => ({
      key: g.key,
      name: g.name,
      month_system: g.monthSystem,
      rules_with_override: g.rulesWithOverride,
    })),
    default_tradition: c.defaultTradition,
  };
  return { body, methodology: observanceMethodology() };
}

/** /temple-observance/{festival}: the festival under each tradition's rule, with its puja muhurta. */
export function templePacket(q: SlugYearQuery, stop: StopCheck = NEVER_STOP): Computed<TempleWire> {
  const s = subjectOf(q.slug);
  const v = positionsOf(s, q, stop);
  const rows = v.positions.map((x) => ({
    tradition: x.tradition ?? 'smarta',
    region: x.region,
    name: x.name,
    rule_note: x.note,
    observances: x.observances.map((o) => ({
      date: o.date,
      name: o.name,
      muhurta: o.muhurta ? presentWindow(o.muhurta, v.place.zone) : null,
      kaala: o.evidence.kaala,
      decided_by: o.evidence.decidedBy,
    })),
  }));
  const body: TempleWire = {
    festival: q.slug,
    rule_key: subjectKey(s),
    name: subjectName(s),
    year: q.year,
    place: presentPlace(v.place),
    by_tradition: rows,
    note: "temples follow the almanac of their sampradaya: each row is that tradition's rule resolved at the place; a named temple's own calendar (local customs, utsava schedules) is not modelled",
    ...whenNone(
      rows.every((x) => x.observances.length === 0),
      s,
      q.year,
    ),
  };
  return { body, methodology: v.methodology };
}

/** /schema/festival/{slug}: schema.org Event JSON-LD of the first occurrence in the year. */
export function schemaPacket(q: SlugYearQuery, stop: StopCheck = NEVER_STOP): Computed<SchemaWire> {
  const s = subjectOf(q.slug);
  const r = yearOf(s, q, stop);
  const o = r.observances[0];
  if (!o)
    return {
      body: { '@context': 'https://schema.org', available: false, reason: noOccurrenceReason(s, q.year) },
      methodology: r.methodology,
    };
  const lat = r.place.place.latDeg;
  const lng = r.place.place.lngDeg;
  const tz = r.place.zone;
  const muhurta = o.muhurta ? presentWindow(o.muhurta, tz) : null;
  const body: SchemaWire = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `urn:uid:${observanceUid(o, { lat, lng, tz })}`,
    name: o.name,
    alternateName: [
      ...new Set([
        ...Object.values(o.names).filter((n): n is string => typeof n === 'string' && n !== o.name),
        ...o.aliases,
      ]),
    ],
    startDate: o.date,
    endDate: o.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: `${lat.toFixed(4)}, ${lng.toFixed(4)} (${tz})`,
      geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng },
    },
    description: evidenceText(o, tz),
    keywords: [o.kind, ...(o.tradition ? [o.tradition] : [])].join(', '),
    ...(muhurta
      ? { subEvent: [{ '@type': 'Event', name: `${o.name} muhurta`, startDate: muhurta.start, endDate: muhurta.end }] }
      : {}),
    ...(r.observances.length > 1 ? { other_dates: r.observances.slice(1).map((x) => x.date) } : {}),
  };
  return { body, methodology: r.methodology };
}

/** /vrat/parana. */
export function paranaPacket(
  q: Omit<ParanaQuery, 'tradition' | 'stop'> & { readonly tradition: TraditionKey | null },
  stop: StopCheck = NEVER_STOP,
): Computed<ParanaWire> {
  const r = paranaFor({
    vrat: q.vrat,
    fromDate: q.fromDate,
    lat: q.lat,
    lng: q.lng,
    tz: q.tz,
    tradition: q.tradition ?? undefined,
    stop,
  });
  const f = r.fast;
  if (!f)
    return {
      body: { from_date: q.fromDate, available: false, vrat: r.vrat, reason: r.reason ?? '' },
      methodology: observanceMethodology(),
    };
  const w = presentObservance(f, r.place.zone);
  const e = w.ekadashi!;
  return {
    body: {
      from_date: q.fromDate,
      available: true,
      vrat: r.vrat,
      slug: f.slug,
      name: f.name,
      tradition: r.tradition,
      fast_date: f.date,
      extra_fast_date: f.ekadashi.madhva?.extraFast?.date ?? null,
      parana: { date: e.parana.date, start: e.parana.start, end: e.parana.end },
      hari_vasara_end: e.parana.hari_vasara_end,
      dwadashi_end: e.parana.dwadashi_end,
      rule: e.parana.rule,
      explanation: e.parana.explanation,
      evidence: w.evidence,
      ekadashi: e,
    },
    methodology: observanceMethodology(),
  };
}

function presentNewYear(e: NewYearEntry, zone: string): NewYearEntryWire {
  if (e.basis === 'rule') {
    const o = e.observance;
    return {
      slug: o.slug,
      name: o.name,
      names: o.names,
      region: o.region,
      date: o.date,
      basis: 'rule',
      rule_key: o.ruleKey,
      evidence: presentEvidence(o.evidence, zone),
      source: o.source,
    };
  }
  const head = { slug: e.slug, name: e.name, region: e.region, date: e.date };
  if (e.basis === 'lunisolar')
    return {
      ...head,
      basis: 'lunisolar',
      profile: e.profile,
      evidence: {
        anga: e.anga,
        tithi_start: presentInstant(e.tithiStartJdUt, zone),
        tithi_end: presentInstant(e.tithiEndJdUt, zone),
        decided_by: e.decidedBy,
        note: e.note,
      },
    };
  return {
    ...head,
    basis: 'solar',
    profile: e.profile,
    era: e.era,
    evidence: { anga: e.anga, sankranti: presentInstant(e.sankrantiJdUt, zone), decided_by: e.decidedBy },
  };
}

/** /new-year/regional. */
export function newYearPacket(
  q: { readonly lat: number; readonly lng: number; readonly tz?: string | null; readonly year: number },
  stop: StopCheck = NEVER_STOP,
): Computed<NewYearWire> {
  const r = regionalNewYears(q, stop);
  const zone = r.place.zone;
  return {
    body: {
      year: r.year,
      place: presentPlace(r.place),
      count: r.entries.length,
      new_years: r.entries.map((e) => presentNewYear(e, zone)),
    },
    methodology: r.methodology,
  };
}
