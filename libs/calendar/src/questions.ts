/**
 * The questions the festival routes ask of the observance engine, answered as domain values
 * (ruled by ./present/observances.ts onto the wire): what a slug names (a rule of
 * libs/calendar/rules or an Ekadashi of ./ekadashi), its occurrences in a year at a place, its
 * dates under every tradition, the same year at a second place, why a date is not its date, and
 * the observances of a date range. Unknown slugs are NotFoundError; bad values InputError.
 */
import { addDaysToDate, NEVER_STOP, StopCheck } from '@pj/ephemeris';
import { DayPlace, daysBetween, NotFoundError, resolvePlace } from '@pj/panchang';
import {
  loadRules,
  nearestTo,
  observanceMethodology,
  observancesInRange,
  RangeResult,
  resolveObservance,
  ruleByKey,
  ruleBySlugOrAlias,
  traditionVariants,
  WhyNot,
  whyNot,
  yearTimeline,
  YearTimeline,
} from './api';
import { ALL_EKADASHI_NAMES, EkadashiName, ekadashisInRange, EkadashiObservance } from './ekadashi';
import { slugOf } from './evaluate';
import { RuleDef } from './rule-def';
import { Observance, ObservanceKind, RegionKey, TraditionKey } from './types';

/** What a slug names: an observance rule, or an Ekadashi (every one, or a named one). */
export type Subject =
  | { readonly kind: 'rule'; readonly rule: RuleDef }
  /** `prefix`: the tradition the slug named (vaishnava-, gauna-, smarta-, madhva-), else null (every tradition's). */
  | {
      readonly kind: 'ekadashi';
      readonly name: EkadashiName | null;
      readonly key: string;
      readonly en: string;
      readonly prefix: string | null;
    };

/** An Ekadashi subject. */
export type EkadashiSubject = Extract<Subject, { kind: 'ekadashi' }>;

const EKADASHI_PREFIX = /^(vaishnava|gauna|smarta|madhva)-/;

export function notFound(slug: string, what = 'observance'): never {
  throw new NotFoundError(
    `unknown ${what} ${JSON.stringify(slug)}; GET /ratifications lists every rule key (Ekadashis: ekadashi or a named Ekadashi such as mokshada-ekadashi)`,
  );
}

export function subjectOf(slug: string): Subject {
  const rule = ruleByKey(slug) ?? ruleBySlugOrAlias(slug);
  if (rule) return { kind: 'rule', rule };
  if (slug === 'ekadashi') return { kind: 'ekadashi', name: null, key: 'ekadashi', en: 'Ekadashi', prefix: null };
  const base = slug.replace(EKADASHI_PREFIX, '');
  const name = ALL_EKADASHI_NAMES.find((e) => e.slug === base || e.aliases.some((a) => slugOf(a) === base));
  if (name)
    return {
      kind: 'ekadashi',
      name,
      key: 'ekadashi',
      en: name.names.en,
      prefix: EKADASHI_PREFIX.exec(slug)?.[1] ?? null,
    };
  return notFound(slug);
}

export const subjectKey = (s: Subject): string => (s.kind === 'rule' ? s.rule.key : s.key);
export const subjectName = (s: Subject): string => (s.kind === 'rule' ? s.rule.names.en : s.en);
/** The kind of the subject's occurrences. */
export const subjectKind = (s: Subject): ObservanceKind => (s.kind === 'rule' ? s.rule.kind : 'ekadashi');

/** Why a subject has no occurrence in a year (absence as a value: the presenter states it). */
export function noOccurrenceReason(s: Subject, year: number): string {
  return `${subjectName(s)} has no occurrence dated in ${year} at this place (e.g. its month is adhika this year or the rule's anga does not qualify)`;
}

/** A place and a year, with the tradition asked for (null: the default listing). */
export interface YearQuery {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly year: number;
  readonly tradition: TraditionKey | null;
}

/** A slug asked about in a year at a place. */
export interface SlugYearQuery extends YearQuery {
  readonly slug: string;
}

export type YearResult = RangeResult;

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);
const yearDays = (y: number) => daysBetween(`${y}-01-01`, `${y + 1}-01-01`);
const dayPlace = (q: { lat: number; lng: number; tz?: string | null }): DayPlace => {
  const { place, zone, zoneSource } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  return { place, zone, zoneSource };
};

function ekadashiYear(s: EkadashiSubject, q: YearQuery, tradition: TraditionKey | undefined, stop: StopCheck) {
  const all = ekadashisInRange({
    lat: q.lat,
    lng: q.lng,
    tz: q.tz,
    fromDate: `${q.year}-01-01`,
    days: yearDays(q.year),
    tradition,
    stop,
  });
  const observances = all.filter(
    (o) =>
      (!s.name || o.slug.replace(EKADASHI_PREFIX, '') === s.name.slug) &&
      (s.prefix === null || (EKADASHI_PREFIX.exec(o.slug)?.[1] ?? 'smarta') === s.prefix),
  );
  return { place: dayPlace(q), observances, methodology: observanceMethodology() };
}

/**
 * The occurrences of the subject dated in the year at the place, under `tradition` (null: the default listing).
 * `timeline`: the year's timeline at the place when the caller asks more of the same year (`sharedYear`).
 */
export function yearOf(s: Subject, q: YearQuery, stop: StopCheck = NEVER_STOP, timeline?: YearTimeline): YearResult {
  if (s.kind === 'rule')
    return resolveObservance({
      slug: s.rule.key,
      year: q.year,
      lat: q.lat,
      lng: q.lng,
      tz: q.tz,
      tradition: opt(q.tradition),
      stop,
      timeline,
    });
  return ekadashiYear(s, q, opt(q.tradition), stop);
}

/** The subject under one tradition or region: its name, the variant's note and its occurrences. */
export interface Position {
  readonly tradition: TraditionKey | null;
  readonly region: RegionKey | null;
  readonly name: string;
  readonly note: string | null;
  readonly observances: readonly Observance[];
}

export interface Positions {
  readonly place: DayPlace;
  readonly positions: readonly Position[];
  readonly methodology: Record<string, string>;
}

const EKADASHI_TRADITIONS: readonly { tradition: TraditionKey; note: string }[] = [
  {
    tradition: 'smarta',
    note: 'Smarta: the Ekadashi at sunrise (udaya tithi); Gauna (the second day) listed where both days qualify',
  },
  {
    tradition: 'vaishnava',
    note: 'Vaishnava (also ISKCON): Ekadashi pierced by Dashami at arunodaya is avoided; fast on the next day',
  },
  { tradition: 'madhva', note: 'Madhva (Tatvavadi): arunodaya-viddha rule with atirikta days' },
];

/**
 * The year timeline at the place for a rule subject asked more than one question about its year (the rule and its
 * variants: one sunrise, sunset and element search instead of two); none for Ekadashis (their own module).
 */
export function sharedYear(s: Subject, q: YearQuery, stop: StopCheck): YearTimeline | undefined {
  return s.kind === 'rule' ? yearTimeline({ lat: q.lat, lng: q.lng, tz: q.tz, stop }, q.year) : undefined;
}

/** The subject under the default rule and every tradition/region variant. */
export function positionsOf(
  s: Subject,
  q: YearQuery,
  stop: StopCheck = NEVER_STOP,
  timeline?: YearTimeline,
): Positions {
  if (s.kind === 'rule') {
    const v = traditionVariants(s.rule.key, q.year, { lat: q.lat, lng: q.lng, tz: q.tz, stop, timeline });
    return { place: v.place, positions: v.variants, methodology: v.methodology };
  }
  // every tradition's position, whatever tradition prefix the slug carried
  const all = { ...s, prefix: null };
  const positions = EKADASHI_TRADITIONS.map((t) => ({
    tradition: t.tradition,
    region: null,
    name: s.en,
    note: t.note,
    observances: ekadashiYear(all, q, t.tradition, stop).observances,
  }));
  return { place: dayPlace(q), positions, methodology: observanceMethodology() };
}

const datesOf = (obs: readonly Observance[]): string[] => obs.map((o) => o.date);

/** A subject's occurrences in a year, and the traditions or regions whose dates differ from them. */
export interface FestivalYear {
  readonly subject: Subject;
  readonly year: YearResult;
  /** Variants with occurrences on other dates than `year.observances`. */
  readonly otherDates: readonly Position[];
}

export function festivalYear(q: SlugYearQuery, stop: StopCheck = NEVER_STOP): FestivalYear {
  const subject = subjectOf(q.slug);
  const timeline = sharedYear(subject, q, stop);
  const year = yearOf(subject, q, stop, timeline);
  const chosen = datesOf(year.observances).join(',');
  const otherDates = positionsOf(subject, q, stop, timeline).positions.filter(
    (x) => x.observances.length > 0 && datesOf(x.observances).join(',') !== chosen,
  );
  return Object.freeze({ subject, year, otherDates });
}

/** One occurrence at two places: the same slug nearest in date, or dated at one place only. */
export interface ComparedOccurrence {
  /** At the first place (null: only the second place dates it in the year). */
  readonly here: Observance | null;
  readonly there: Observance | null;
  readonly moves: boolean;
  /** there − here, days; null when one side is absent. */
  readonly shiftDays: number | null;
  /** Why the date moves or not, in words. */
  readonly why: string;
}

export interface Comparison {
  readonly subject: Subject;
  readonly here: YearResult;
  readonly there: YearResult;
  readonly moves: boolean;
  readonly occurrences: readonly ComparedOccurrence[];
}

/** A second place for the same question. */
export interface CompareQuery extends SlugYearQuery {
  readonly compareLat: number;
  readonly compareLng: number;
  readonly compareTz: string | null;
}

/** Most days apart two places' occurrences of one slug may be and still be paired. */
const PAIR_MAX_DAYS = 3;

function shiftReason(a: Observance, b: Observance, labelA: string, labelB: string): string {
  if (a.date === b.date) return `Same date at both places: ${a.evidence.decidedBy}.`;
  const cand = (o: Observance) =>
    o.evidence.candidates
      .map(
        (c) =>
          `${c.date} ${c.touchesKaala ? `touches ${o.evidence.kaala} ${Math.round(c.overlapS / 60)} min` : `does not touch ${o.evidence.kaala}`}`,
      )
      .join(', ');
  return (
    `The anga (${a.evidence.anga}) is one instant everywhere, but the ${a.evidence.kaala} window is local (it follows each place's sunrise and sunset). ` +
    `At ${labelA}: ${cand(a)} → ${a.date} (${a.evidence.decidedBy}). At ${labelB}: ${cand(b)} → ${b.date} (${b.evidence.decidedBy}).`
  );
}

/** Pairs the occurrences of two places: the same slug nearest in date (at most 3 days apart). */
function pairUp(a: readonly Observance[], b: readonly Observance[]): [Observance | null, Observance | null][] {
  const used = new Set<number>();
  const out: [Observance | null, Observance | null][] = [];
  const apart = (x: Observance, y: Observance) => Math.abs(daysBetween(x.date, y.date));
  for (const oa of a) {
    let best = -1;
    for (let i = 0; i < b.length; i++) {
      if (used.has(i) || b[i].slug !== oa.slug || apart(oa, b[i]) > PAIR_MAX_DAYS) continue;
      if (best < 0 || apart(oa, b[i]) < apart(oa, b[best])) best = i;
    }
    if (best >= 0) used.add(best);
    out.push([oa, best >= 0 ? b[best] : null]);
  }
  b.forEach((ob, i) => (used.has(i) ? null : out.push([null, ob])));
  return out.sort((x, y) => ((x[0] ?? x[1])!.date < (y[0] ?? y[1])!.date ? -1 : 1));
}

const placeLabel = (p: DayPlace) => `${p.place.latDeg}, ${p.place.lngDeg} (${p.zone})`;

/** The subject's year at two places, occurrence by occurrence, with why each moves or not. */
export function compareYear(q: CompareQuery, stop: StopCheck = NEVER_STOP): Comparison {
  const subject = subjectOf(q.slug);
  const here = yearOf(subject, q, stop);
  const there = yearOf(subject, { ...q, lat: q.compareLat, lng: q.compareLng, tz: q.compareTz }, stop);
  const occurrences = pairUp(here.observances, there.observances).map(([a, b]): ComparedOccurrence => {
    if (!a || !b)
      return {
        here: a,
        there: b,
        moves: true,
        shiftDays: null,
        why: `dated in ${q.year} at only one of the places (the other place's date falls in the neighbouring year, or the occurrence exists at one place only)`,
      };
    return {
      here: a,
      there: b,
      moves: a.date !== b.date,
      shiftDays: daysBetween(a.date, b.date),
      why: shiftReason(a, b, placeLabel(here.place), placeLabel(there.place)),
    };
  });
  return Object.freeze({ subject, here, there, moves: occurrences.some((p) => p.moves), occurrences });
}

/** Why a date is (or is not) a subject's date in a year: rules through the engine, Ekadashis over their evidence. */
export function whyNotDate(q: SlugYearQuery & { readonly targetDate: string }, stop: StopCheck = NEVER_STOP): WhyNot {
  const s = subjectOf(q.slug);
  if (s.kind === 'rule')
    return whyNot(s.rule.key, q.targetDate, q.year, {
      lat: q.lat,
      lng: q.lng,
      tz: q.tz,
      tradition: opt(q.tradition),
      stop,
    });
  const r = yearOf(s, q, stop);
  const obs = r.observances;
  const { hit, nearest, cand } = nearestTo(obs, q.targetDate);
  let explanation: string;
  if (hit) explanation = `${q.targetDate} is the date of ${hit.name}: ${hit.evidence.decidedBy}`;
  else if (!nearest) explanation = `${s.en} has no occurrence dated in ${q.year} at this place`;
  else if (cand)
    explanation = `${q.targetDate} was a candidate for ${nearest.name} (${nearest.evidence.anga}; ${cand.touchesKaala ? `the Ekadashi touches ${nearest.evidence.kaala}` : `the Ekadashi does not hold at ${nearest.evidence.kaala}`}) but ${nearest.evidence.decidedBy}, so it is observed on ${nearest.date}`;
  else
    explanation = `${nearest.name} (${nearest.evidence.anga}) does not fall on ${q.targetDate}; it is observed on ${nearest.date} (${nearest.evidence.decidedBy})`;
  return Object.freeze({
    place: r.place,
    ruleKey: 'ekadashi',
    targetDate: q.targetDate,
    isObservanceDate: hit !== undefined,
    observedOn: datesOf(obs),
    explanation,
    targetDay: cand
      ? {
          date: q.targetDate,
          kaala: cand.kaala,
          candidate: true,
          overlapS: cand.overlapS,
          touchesKaala: cand.touchesKaala,
          atSunrise: cand.atSunrise,
        }
      : { date: q.targetDate, kaala: null, candidate: false, overlapS: null, touchesKaala: null, atSunrise: null },
    observances: nearest ? [nearest] : [],
    methodology: r.methodology,
  });
}

/** Traditions grouped by the dates they give (`tradition` or `tradition/region`). */
export interface Camp {
  readonly dates: readonly string[];
  readonly traditions: readonly string[];
}

export interface Debate extends Positions {
  readonly subject: Subject;
  /** Whether the traditions give more than one set of dates. */
  readonly disagree: boolean;
  readonly camps: readonly Camp[];
  /** The rule has no tradition or region variant: every tradition keeps the same date. */
  readonly invariant: boolean;
}

/** The traditions that disagree on a subject's dates in a year, grouped by date. */
export function debateOf(q: SlugYearQuery, stop: StopCheck = NEVER_STOP): Debate {
  const subject = subjectOf(q.slug);
  const v = positionsOf(subject, q, stop);
  const byDates = new Map<string, string[]>();
  for (const p of v.positions) {
    const k = datesOf(p.observances).join(',');
    const who = `${p.tradition ?? 'smarta'}${p.region ? `/${p.region}` : ''}`;
    byDates.set(k, [...new Set([...(byDates.get(k) ?? []), who])]);
  }
  return Object.freeze({
    ...v,
    subject,
    disagree: byDates.size > 1,
    camps: [...byDates.entries()].map(([dates, traditions]) => ({
      dates: dates ? dates.split(',') : [],
      traditions,
    })),
    invariant: subject.kind === 'rule' && (subject.rule.variants ?? []).length === 0,
  });
}

/** The rules (sorted by key) and the rules each authority ratifies. */
export interface Ratifications {
  readonly rules: readonly RuleDef[];
  readonly authorities: readonly { readonly body: string; readonly ruleIds: readonly string[] }[];
}

export function ratifications(): Ratifications {
  const rules = [...loadRules()].sort((a, b) => a.key.localeCompare(b.key));
  const bodies = new Map<string, string[]>();
  for (const r of rules) for (const a of r.authority) bodies.set(a.body, [...(bodies.get(a.body) ?? []), r.key]);
  return Object.freeze({ rules, authorities: [...bodies.entries()].map(([body, ruleIds]) => ({ body, ruleIds })) });
}

/** One rule by its key (NotFoundError naming `rule_id` otherwise). */
export function ratifiedRule(ruleId: string): RuleDef {
  return ruleByKey(ruleId) ?? notFound(ruleId, 'rule_id');
}

/** The observances of a date range, as /panchang/festivals and /panchang/vrats ask for them. */
export interface RangeQuestion {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly fromDate: string;
  readonly days: number;
  /** Date `next` is counted from (null: fromDate). */
  readonly anchorDate: string | null;
  readonly only: readonly string[] | null;
  readonly tradition: TraditionKey | null;
  readonly region: RegionKey | null;
  /** Kinds kept (null: every kind). */
  readonly kinds: readonly ObservanceKind[] | null;
  /** At most this many occurrences per rule and slug (null: all). */
  readonly maxPerRule: number | null;
  /** Also the range's festivals (`top`). */
  readonly includeTop: boolean;
}

export interface ObservanceRange {
  readonly place: DayPlace;
  /** Last date of the range, inclusive. */
  readonly toDate: string;
  readonly anchorDate: string;
  /** The observances kept (kinds, cap per rule), by date. */
  readonly observances: readonly Observance[];
  /** First of them on or after anchorDate. */
  readonly next: Observance | null;
  /** includeTop: the range's festivals, else null. */
  readonly top: readonly Observance[] | null;
  readonly methodology: Record<string, string>;
}

function capPerRule(list: readonly Observance[], max: number | null): Observance[] {
  if (max === null) return [...list];
  const seen = new Map<string, number>();
  return list.filter((o) => {
    const key = `${o.ruleKey}|${o.slug}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n <= max;
  });
}

/** The range question's observances (one timeline pass for the vrats and, with includeTop, the festivals). */
export function observanceRange(q: RangeQuestion, stop: StopCheck = NEVER_STOP): ObservanceRange {
  const kinds = q.kinds && q.includeTop && !q.kinds.includes('festival') ? [...q.kinds, 'festival' as const] : q.kinds;
  const r = observancesInRange({
    lat: q.lat,
    lng: q.lng,
    tz: q.tz,
    fromDate: q.fromDate,
    days: q.days,
    only: opt(q.only),
    tradition: opt(q.tradition),
    region: opt(q.region),
    kinds: opt(kinds),
    stop,
  });
  const anchorDate = q.anchorDate ?? q.fromDate;
  const observances = capPerRule(
    r.observances.filter((o) => !q.kinds || q.kinds.includes(o.kind)),
    q.maxPerRule,
  );
  return Object.freeze({
    place: r.place,
    toDate: addDaysToDate(q.fromDate, q.days - 1),
    anchorDate,
    observances,
    next: observances.find((o) => o.date >= anchorDate) ?? null,
    top: q.includeTop ? r.observances.filter((o) => o.kind === 'festival') : null,
    methodology: r.methodology,
  });
}

/** An Ekadashi occurrence (carries its fast, spans and parana). */
export const isEkadashi = (o: Observance): o is EkadashiObservance => 'ekadashi' in o;
