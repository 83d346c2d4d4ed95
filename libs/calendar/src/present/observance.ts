/**
 * One observance on the wire (CONTRACT §2): the engine's domain values (../types.ts, ../ekadashi;
 * Julian days UT, camelCase) written as snake_case JSON with ISO instants in the place's zone.
 * Read by the route presenter (./observances.ts) and the feeds (../feeds).
 */
import { formatLocalJdUt } from '@pj/ephemeris';
import type { IsoDate, IsoInstant } from '@pj/panchang';
import type { EkadashiCase, EkadashiDetails, EkadashiObservanceKind } from '../ekadashi';
import type {
  CandidateDay,
  Evidence,
  JdWindow,
  KaalaKey,
  LocalizedNames,
  Observance,
  ObservanceKind,
  RegionKey,
  TieBreakKey,
  TraditionKey,
} from '../types';

/** An instant window `[start, end)` as ISO strings with the place's offset. */
export interface WindowWire {
  readonly start: IsoInstant;
  readonly end: IsoInstant;
}

/** One candidate civil day examined for an observance. */
export interface CandidateDayWire {
  readonly date: IsoDate;
  /** The kaala window of that day (null when it does not exist, e.g. no moonrise). */
  readonly kaala: WindowWire | null;
  /** The anga span(s) that overlap this day's kaala, or the nearest one. */
  readonly anga: WindowWire | null;
  /** Seconds of overlap of the anga with the kaala (0 when it does not touch). */
  readonly overlap_s: number;
  /** Whether the anga prevails at this day's sunrise. */
  readonly at_sunrise: boolean;
  readonly touches_kaala: boolean;
}

export interface EvidenceWire {
  /** Human-readable statement of the anga, e.g. "Kartika Amavasya (tithi 30) in amanta Kartika". */
  readonly anga: string;
  readonly month_system: 'amanta' | 'purnimanta' | 'solar';
  readonly kaala: KaalaKey;
  readonly candidates: readonly CandidateDayWire[];
  /** The rule that decided: which tie-break applied and why, in one sentence. */
  readonly decided_by: string;
  readonly tie_break: TieBreakKey | null;
  /** Adhika / kshaya notes, tradition override applied, etc. */
  readonly notes: readonly string[];
}

export interface ObservanceBaseWire {
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
  readonly muhurta: WindowWire | null;
  /** Classical source of the rule (book, chapter) as stated in the rule file. */
  readonly source: string;
  readonly evidence: EvidenceWire;
}

export interface ParanaWindowWire extends WindowWire {
  readonly date: IsoDate;
  /** The end of Hari Vasara (first quarter of Dwadashi): parana never before it. */
  readonly hari_vasara_end: IsoInstant;
  readonly dwadashi_end: IsoInstant;
  readonly rule: string;
  readonly explanation: string;
}

export interface EkadashiDetailsWire {
  readonly observance: EkadashiObservanceKind;
  readonly paksha: 'shukla' | 'krishna';
  readonly lunar_month: { readonly amanta: string; readonly purnimanta: string; readonly adhika: boolean };
  readonly case: EkadashiCase;
  /** Madhva only: shuddha / viddha / atirikta_ekadashi / atirikta_dwadashi. */
  readonly madhva_case?: string;
  readonly tithi: { readonly dashami_start: IsoInstant; readonly ekadashi: WindowWire; readonly dwadashi: WindowWire };
  readonly hari_vasara: WindowWire;
  readonly parana: ParanaWindowWire;
  /** Madhva only: how the printed tables would show the parana (standard, after hh:mm, before hh:mm, window). */
  readonly parana_printed?: string;
  /** Madhva only: extra fasting day (atirikta Ekadashi / Dwadashi) or a continued fast (Shravana Dwadashi). */
  readonly extra_fast?: { readonly date: IsoDate; readonly kind: string; readonly reason: string } | null;
}

/** An observance as the list and year routes print it; Ekadashis add `ekadashi` (fast, parana, spans). */
export interface ObservanceWire extends ObservanceBaseWire {
  readonly ekadashi?: EkadashiDetailsWire;
}

/** An instant in the place's zone (ISO 8601 with offset, whole seconds). */
export const presentInstant = (jdUt: number, zone: string): IsoInstant => formatLocalJdUt(jdUt, zone);

export function presentWindow(w: JdWindow, zone: string): WindowWire {
  return { start: presentInstant(w.startJdUt, zone), end: presentInstant(w.endJdUt, zone) };
}

const windowOrNull = (w: JdWindow | null, zone: string): WindowWire | null => (w ? presentWindow(w, zone) : null);

function presentCandidate(c: CandidateDay, zone: string): CandidateDayWire {
  return {
    date: c.date,
    kaala: windowOrNull(c.kaala, zone),
    anga: windowOrNull(c.anga, zone),
    overlap_s: c.overlapS,
    at_sunrise: c.atSunrise,
    touches_kaala: c.touchesKaala,
  };
}

export function presentEvidence(e: Evidence, zone: string): EvidenceWire {
  return {
    anga: e.anga,
    month_system: e.monthSystem,
    kaala: e.kaala,
    candidates: e.candidates.map((c) => presentCandidate(c, zone)),
    decided_by: e.decidedBy,
    tie_break: e.tieBreak,
    notes: e.notes,
  };
}

export function presentEkadashi(d: EkadashiDetails, zone: string): EkadashiDetailsWire {
  const at = (jd: number) => presentInstant(jd, zone);
  const m = d.madhva;
  return {
    observance: d.observance,
    paksha: d.paksha,
    lunar_month: { amanta: d.lunarMonth.amanta, purnimanta: d.lunarMonth.purnimanta, adhika: d.lunarMonth.adhika },
    case: d.case,
    ...(m ? { madhva_case: m.case, parana_printed: m.paranaPrinted } : {}),
    tithi: {
      dashami_start: at(d.tithi.dashamiStartJdUt),
      ekadashi: presentWindow(d.tithi.ekadashi, zone),
      dwadashi: presentWindow(d.tithi.dwadashi, zone),
    },
    hari_vasara: presentWindow(d.hariVasara, zone),
    parana: {
      date: d.parana.date,
      ...presentWindow(d.parana, zone),
      hari_vasara_end: at(d.parana.hariVasaraEndJdUt),
      dwadashi_end: at(d.parana.dwadashiEndJdUt),
      rule: d.parana.rule,
      explanation: d.parana.explanation,
    },
    ...(m ? { extra_fast: m.extraFast } : {}),
  };
}

/** An observance in the place's zone; an Ekadashi with its `ekadashi` details. */
export function presentObservance(
  o: Observance & { readonly ekadashi?: EkadashiDetails },
  zone: string,
): ObservanceWire {
  return {
    rule_key: o.ruleKey,
    slug: o.slug,
    name: o.name,
    names: o.names,
    aliases: o.aliases,
    kind: o.kind,
    date: o.date,
    tradition: o.tradition,
    region: o.region,
    muhurta: windowOrNull(o.muhurta, zone),
    source: o.source,
    evidence: presentEvidence(o.evidence, zone),
    ...(o.ekadashi ? { ekadashi: presentEkadashi(o.ekadashi, zone) } : {}),
  };
}
