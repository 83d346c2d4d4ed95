/**
 * Public API of the observance engine: rules (validated at load), all observances of a date
 * range at a place in one pass, one observance in a year, its date under every tradition, and
 * why a given date is not the observance date.
 */
import { addDaysToDate, StopCheck } from '@pj/ephemeris';
import { DayPlace, daysBetween, InputError, NotFoundError, resolvePlace } from '@pj/panchang';
import { ekadashiBySlug, ekadashisFromTimeline } from './ekadashi';
import { decisionOf, evaluateRule, slugOf, variantFor } from './evaluate';
import { KAALA_DEFINITIONS, kaalaWindow } from './kaala';
import { RuleDef, validateRules, Variant } from './rule-def';
import { RULE_FILES } from './rules-index';
import { buildTimeline, Timeline } from './timeline';
import { CandidateDay, JdWindow, Observance, ObservanceKind, RegionKey, TraditionKey } from './types';

/**
 * The observance algorithm's version, in every observance answer's methodology (and so its
 * fingerprint). 1.1: polar days read the one Hindu-day frame (no invented sunset; the sankranti
 * day rule at 69.65° N moves a day), and Krishna Ekadashis name their purnimanta month.
 */
export const CALENDAR_ALGORITHM_VERSION = 'observances-1.1';
/** Longest range one call may cover (days). */
export const MAX_RANGE_DAYS = 800;
/** Days computed beyond the range on each side (a tithi touching the range's first day, offsets). */
const MARGIN_DAYS = 4;

let RULES: readonly RuleDef[] | null = null;
let BY_KEY: Map<string, RuleDef> | null = null;
let BY_NAME: Map<string, RuleDef> | null = null;

/** All rules, validated against the rule schema (throws RuleFileError naming the bad file). */
export function loadRules(): readonly RuleDef[] {
  if (RULES) return RULES;
  const rules = validateRules(RULE_FILES);
  const byKey = new Map<string, RuleDef>();
  const byName = new Map<string, RuleDef>();
  for (const r of rules) {
    byKey.set(r.key, r);
    const names = [
      r.key,
      r.names.en,
      ...r.aliases,
      ...(r.variants ?? []).map((v) => v.name ?? ''),
      r.drik_name_when_agreeing ?? '',
      ...Object.values(r.names_by_month ?? {}),
      ...(r.names_by_weekday ?? []),
    ];
    for (const n of names) if (n) byName.set(slugOf(n), byName.get(slugOf(n)) ?? r);
  }
  RULES = rules;
  BY_KEY = byKey;
  BY_NAME = byName;
  return rules;
}

export function ruleByKey(key: string): RuleDef | undefined {
  loadRules();
  return BY_KEY!.get(key);
}

/** A rule by its key, the slug of its name, a variant name or an alias (case- and punctuation-insensitive). */
export function ruleBySlugOrAlias(slugOrName: string): RuleDef | undefined {
  loadRules();
  return BY_KEY!.get(slugOrName) ?? BY_NAME!.get(slugOf(slugOrName));
}

export interface RangeQuery {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly fromDate: string;
  readonly days: number;
  readonly only?: readonly string[];
  readonly tradition?: TraditionKey;
  readonly region?: RegionKey;
  readonly kinds?: readonly ObservanceKind[];
  /** Cooperative deadline (libs/ephemeris `StopCheck`); never stops by default. */
  readonly stop?: StopCheck;
}

export interface RangeResult {
  readonly place: DayPlace;
  readonly observances: Observance[];
  readonly methodology: Record<string, string>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkRange(fromDate: string, days: number): void {
  if (!DATE.test(fromDate) || Number.isNaN(Date.parse(`${fromDate}T00:00:00Z`)))
    throw new InputError([{ loc: ['from_date'], msg: 'from_date must be a date YYYY-MM-DD', type: 'format' }]);
  if (!Number.isInteger(days) || days < 1 || days > MAX_RANGE_DAYS)
    throw new InputError([{ loc: ['days'], msg: `days must be an integer 1–${MAX_RANGE_DAYS}`, type: 'range' }]);
}

export const methodology: Readonly<Record<string, string>> = {
  observance_algorithm: `${CALENDAR_ALGORITHM_VERSION}: one timeline pass per query (element spans searched once with one sampler; sunrise, sunset, next sunrise and moonrise per day), then every rule evaluated against it`,
  observance_rules:
    'one JSON rule file per observance (libs/calendar/rules), validated by a JSON Schema at load: anga, month system, kaala, tie-break, adhika policy, tradition/region variants, names, classical source, authority',
  observance_day:
    'the Hindu day runs sunrise to next sunrise; an observance is dated by the civil date of the sunrise of the chosen day',
  lunar_month:
    "amanta (new moon to new moon, named from the Sun's sign at the opening new moon; adhika = no sankranti; kshaya = two) and purnimanta (Krishna paksha takes the next month's name), as the daily engine",
  adhika_policy:
    "festivals are not held in an adhika month unless the rule says so (they fall in the nija month); in a kshaya year the expunged month's festivals fall in the month holding its two sankrantis",
  eclipse_date:
    "the date, in the place's local mean time (UT + longitude/15 h), of the instant of greatest eclipse (global circumstances, Swiss Ephemeris), as Drik dates its listing; listed whether or not it is visible there",
  conventions: "the daily engine's defaults: Drik convention, Lahiri ayanamsa, Sun upper limb with standard refraction",
  ...Object.fromEntries(Object.entries(KAALA_DEFINITIONS).map(([k, v]) => [`kaala_${k}`, v])),
};

function timelineFor(
  lat: number,
  lng: number,
  tz: string | null | undefined,
  fromDate: string,
  days: number,
  stop?: StopCheck,
) {
  const { place, zone, zoneSource } = resolvePlace({ lat, lng, tz });
  const where: DayPlace = { place, zone, zoneSource };
  const tl = buildTimeline({
    place,
    zone,
    fromDate: addDaysToDate(fromDate, -MARGIN_DAYS),
    days: days + 2 * MARGIN_DAYS,
    stop,
  });
  return { tl, where };
}

/** Is this name an Ekadashi (the Ekadashi module's names, with or without a tradition prefix)? */
function isEkadashiSlug(s: string): boolean {
  const slug = slugOf(s);
  return slug === 'ekadashi' || ekadashiBySlug(slug.replace(/^(smarta|gauna|vaishnava|madhva)-/, '')) !== undefined;
}

function evaluateAll(
  tl: Timeline,
  rules: readonly RuleDef[],
  from: string,
  to: string,
  tradition?: TraditionKey,
  region?: RegionKey,
  kinds?: readonly ObservanceKind[],
  ekadashis = true,
): Observance[] {
  const ctx = { tl, from, to };
  const out: Observance[] = [];
  for (const r of rules) {
    if (kinds && !kinds.includes(r.kind)) continue;
    tl.stop();
    out.push(...evaluateRule(ctx, r, variantFor(r, tradition, region)));
  }
  // Ekadashis (libs/calendar/src/ekadashi) on the same timeline: no second search
  if (ekadashis && (!kinds || kinds.includes('ekadashi')))
    out.push(...ekadashisFromTimeline(tl, { fromDate: from, toDate: addDaysToDate(to, -1), tradition }));
  return out;
}

function sortObservances(o: Observance[]): Observance[] {
  return o.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.ruleKey < b.ruleKey ? -1 : a.ruleKey > b.ruleKey ? 1 : 0,
  );
}

/** Every observance dated within [fromDate, fromDate + days) at the place, sorted by date. */
export function observancesInRange(q: RangeQuery): RangeResult {
  checkRange(q.fromDate, q.days);
  let rules = loadRules();
  let ekadashis = true;
  let ekadashiSlugs: string[] | null = null;
  if (q.only && q.only.length) {
    const wanted: string[] = [];
    ekadashiSlugs = [];
    for (const s of q.only) {
      const r = ruleBySlugOrAlias(s);
      if (r) wanted.push(r.key);
      else if (isEkadashiSlug(s)) ekadashiSlugs.push(slugOf(s));
      else
        throw new InputError([
          {
            loc: ['only'],
            msg: `unknown observance ${JSON.stringify(s)}; GET /panchang/festivals lists the rule keys`,
            type: 'enum',
          },
        ]);
    }
    rules = rules.filter((r) => wanted.includes(r.key));
    ekadashis = ekadashiSlugs.length > 0;
  }
  const { tl, where } = timelineFor(q.lat, q.lng, q.tz, q.fromDate, q.days, q.stop);
  const to = addDaysToDate(q.fromDate, q.days);
  const obs = evaluateAll(tl, rules, q.fromDate, to, q.tradition, q.region, q.kinds, ekadashis);
  const ekadashiWanted = (o: Observance) =>
    ekadashiSlugs === null ||
    ekadashiSlugs.includes('ekadashi') ||
    ekadashiSlugs.some(
      (s) => o.slug === s || o.slug.endsWith(`-${s}`) || o.slug.replace(/^(smarta|gauna|vaishnava|madhva)-/, '') === s,
    );
  const filtered = obs.filter((o) => (o.ruleKey === 'ekadashi' ? ekadashiWanted(o) : true));
  return { place: where, observances: sortObservances(filtered), methodology: { ...methodology } };
}

export interface PlaceArg {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  /** Cooperative deadline (libs/ephemeris `StopCheck`); never stops by default. */
  readonly stop?: StopCheck;
}

function ruleOrNotFound(slug: string): RuleDef {
  const r = ruleBySlugOrAlias(slug);
  if (!r)
    throw new NotFoundError(
      `unknown observance ${JSON.stringify(slug)}; GET /panchang/festivals lists the rule keys and names`,
    );
  return r;
}

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < 1800 || year > 2399)
    throw new InputError([{ loc: ['year'], msg: 'year must be an integer 1800–2399', type: 'range' }]);
}

/**
 * The timeline of a Gregorian year at a place, for several questions about that year (an observance and its
 * tradition variants): built once, it is passed to `resolveObservance` and `traditionVariants` as `timeline`.
 */
export interface YearTimeline {
  readonly year: number;
  readonly tl: Timeline;
  readonly where: DayPlace;
}

export function yearTimeline(place: PlaceArg, year: number): YearTimeline {
  checkYear(year);
  const { from, days } = yearRange(year);
  return { year, ...timelineFor(place.lat, place.lng, place.tz, from, days, place.stop) };
}

function yearRange(year: number): { from: string; to: string; days: number } {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  return { from, to, days: daysBetween(from, to) };
}

/** The given year timeline (it must be of this year; the caller built it at the same place), or a new one. */
function timelineOfYear(place: PlaceArg & { timeline?: YearTimeline }, year: number): YearTimeline {
  if (!place.timeline) return yearTimeline(place, year);
  if (place.timeline.year !== year) throw new RangeError(`timeline of ${place.timeline.year} given for ${year}`);
  return place.timeline;
}

/** The occurrences of one observance in a Gregorian year at a place. */
export function resolveObservance(
  q: PlaceArg & { slug: string; year: number; tradition?: TraditionKey; region?: RegionKey; timeline?: YearTimeline },
): RangeResult {
  checkYear(q.year);
  const { from, to, days } = yearRange(q.year);
  if (!ruleBySlugOrAlias(q.slug) && isEkadashiSlug(q.slug)) {
    // an Ekadashi name: the Ekadashi module's occurrences in the year
    const r = observancesInRange({
      lat: q.lat,
      lng: q.lng,
      tz: q.tz,
      fromDate: from,
      days,
      only: [q.slug],
      tradition: q.tradition,
      kinds: ['ekadashi'],
      stop: q.stop,
    });
    return r;
  }
  const rule = ruleOrNotFound(q.slug);
  const { tl, where } = timelineOfYear(q, q.year);
  const obs = evaluateRule({ tl, from, to }, rule, variantFor(rule, q.tradition, q.region));
  return { place: where, observances: sortObservances(obs), methodology: { ...methodology } };
}

export interface TraditionVariant {
  readonly tradition: TraditionKey | null;
  readonly region: RegionKey | null;
  readonly name: string;
  readonly note: string | null;
  readonly observances: Observance[];
}

/** The observance's dates in a year under the default rule and every tradition/region variant. */
export function traditionVariants(
  slug: string,
  year: number,
  place: PlaceArg & { timeline?: YearTimeline },
): { place: DayPlace; ruleKey: string; variants: TraditionVariant[]; methodology: Record<string, string> } {
  checkYear(year);
  const rule = ruleOrNotFound(slug);
  const { from, to } = yearRange(year);
  const { tl, where } = timelineOfYear(place, year);
  const ctx = { tl, from, to };
  const variants: TraditionVariant[] = [
    {
      tradition: null,
      region: null,
      name: rule.names.en,
      note: 'default rule',
      observances: evaluateRule(ctx, rule, null),
    },
  ];
  for (const v of rule.variants ?? []) {
    const d = decisionOf(rule, v);
    variants.push({
      tradition: d.tradition,
      region: d.region,
      name: d.name,
      note: v.note,
      observances: evaluateRule(ctx, rule, v),
    });
  }
  return { place: where, ruleKey: rule.key, variants, methodology: { ...methodology } };
}

/** target_date examined: its kaala window and whether it was a candidate day. */
export interface TargetDay {
  readonly date: string;
  readonly kaala: JdWindow | null;
  readonly candidate: boolean;
  /** Seconds; null when the day was no candidate. */
  readonly overlapS: number | null;
  readonly touchesKaala: boolean | null;
  /** Ekadashis: whether the Ekadashi prevails at that day's sunrise (null: not stated). */
  readonly atSunrise: boolean | null;
}

/** Why a date is (or is not) an observance's date in a year at a place. */
export interface WhyNot {
  readonly place: DayPlace;
  readonly ruleKey: string;
  readonly targetDate: string;
  readonly isObservanceDate: boolean;
  readonly observedOn: readonly string[];
  /** The reasoning, in words. */
  readonly explanation: string;
  readonly targetDay: TargetDay;
  readonly observances: readonly Observance[];
  readonly methodology: Record<string, string>;
}

/** The occurrence on a date among `obs`, the one nearest it, and the candidate day of that date when it was one. */
export function nearestTo(
  obs: readonly Observance[],
  targetDate: string,
): { hit: Observance | undefined; nearest: Observance | undefined; cand: CandidateDay | null } {
  const hit = obs.find((o) => o.date === targetDate);
  const nearest = [...obs].sort(
    (a, b) => Math.abs(daysBetween(targetDate, a.date)) - Math.abs(daysBetween(targetDate, b.date)),
  )[0];
  const cand = nearest?.evidence.candidates.find((c) => c.date === targetDate) ?? null;
  return { hit, nearest, cand };
}

/** Why `targetDate` is (or is not) the observance's date in `year` at the place, with the evidence. */
export function whyNot(
  slug: string,
  targetDate: string,
  year: number,
  place: PlaceArg & { tradition?: TraditionKey; region?: RegionKey },
): WhyNot {
  if (!DATE.test(targetDate))
    throw new InputError([{ loc: ['target_date'], msg: 'target_date must be a date YYYY-MM-DD', type: 'format' }]);
  const res = resolveObservance({
    slug,
    year,
    lat: place.lat,
    lng: place.lng,
    tz: place.tz,
    tradition: place.tradition,
    region: place.region,
    stop: place.stop,
  });
  // a rule, or an Ekadashi name (resolveObservance has already rejected anything else)
  const rule = ruleBySlugOrAlias(slug) ?? null;
  const obs = res.observances;
  const { hit, nearest, cand } = nearestTo(obs, targetDate);
  let targetKaala: JdWindow | null = null;
  if (!cand && rule) {
    const { tl } = timelineFor(place.lat, place.lng, place.tz, targetDate, 1, place.stop);
    const i = tl.dayIndex(targetDate);
    const d = decisionOf(rule, variantFor(rule, place.tradition, place.region));
    const k = i >= 0 ? kaalaWindow(tl.days[i], d.kaala) : null;
    targetKaala = k ? { startJdUt: k.start, endJdUt: k.end } : null;
  }
  let explanation: string;
  if (hit) explanation = `${targetDate} is the date of ${hit.name}: ${hit.evidence.decidedBy}`;
  else if (!nearest)
    explanation = `${rule?.names.en ?? slug} does not occur in ${year} at this place (e.g. its month is adhika or the anga never qualifies)`;
  else if (cand)
    explanation = `${targetDate} was a candidate for ${nearest.name} (${nearest.evidence.anga}; ${cand.touchesKaala ? `the anga touches ${nearest.evidence.kaala} for ${cand.overlapS} s` : `the anga does not touch ${nearest.evidence.kaala}`}) but ${nearest.evidence.decidedBy}, so it is observed on ${nearest.date}`;
  else
    explanation = `the anga of ${nearest.name} (${nearest.evidence.anga}) does not fall on ${targetDate} at all; it is observed on ${nearest.date} (${nearest.evidence.decidedBy})`;
  return Object.freeze({
    place: res.place,
    ruleKey: rule?.key ?? obs[0]?.ruleKey ?? 'ekadashi',
    targetDate,
    isObservanceDate: hit !== undefined,
    observedOn: obs.map((o) => o.date),
    explanation,
    targetDay: cand
      ? {
          date: targetDate,
          kaala: cand.kaala,
          candidate: true,
          overlapS: cand.overlapS,
          touchesKaala: cand.touchesKaala,
          atSunrise: null,
        }
      : { date: targetDate, kaala: targetKaala, candidate: false, overlapS: null, touchesKaala: null, atSunrise: null },
    observances: obs,
    methodology: res.methodology,
  });
}

/** A tradition the rules know. */
export interface Tradition {
  readonly key: TraditionKey;
  readonly name: string;
  readonly description: string;
}

/** A regional calendar the rules know. */
export interface Region {
  readonly key: RegionKey;
  readonly name: string;
  readonly monthSystem: 'amanta' | 'purnimanta' | 'solar';
}

export const TRADITIONS: readonly Tradition[] = [
  {
    key: 'smarta',
    name: 'Smarta',
    description: "Dharmasindhu / Nirnayasindhu decisions (the default of every rule; Drik Panchang's main listing)",
  },
  {
    key: 'vaishnava',
    name: 'Vaishnava',
    description:
      'Vaishnava vrata rules (e.g. Ekadashi pierced by Dashami at arunodaya is avoided; Janmashtami by the Ashtami at sunrise)',
  },
  {
    key: 'iskcon',
    name: 'ISKCON / Gaudiya',
    description:
      'Gaudiya Vaishnava calendar (Hari Bhakti Vilasa): Janmashtami and Rama Navami by the tithi at sunrise, Ekadashi with arunodaya piercing',
  },
  {
    key: 'madhva',
    name: 'Madhva',
    description: 'Madhva (Tattvavada) calendar: Ekadashi with arunodaya piercing and the Madhva parana tables',
  },
  { key: 'shaiva', name: 'Shaiva', description: 'Shaiva observances (Shivaratri at nishita as the Smarta rule)' },
];

export const REGIONS: readonly Region[] = [
  { key: 'north_india', name: 'North Indian (purnimanta)', monthSystem: 'purnimanta' },
  { key: 'south_india', name: 'South Indian (amanta)', monthSystem: 'amanta' },
  { key: 'gujarati', name: 'Gujarati (amanta, Kartikadi year)', monthSystem: 'amanta' },
  { key: 'marathi', name: 'Marathi (amanta)', monthSystem: 'amanta' },
  { key: 'bengali', name: 'Bengali (solar)', monthSystem: 'solar' },
  { key: 'tamil', name: 'Tamil (solar)', monthSystem: 'solar' },
  { key: 'malayalam', name: 'Malayalam (solar)', monthSystem: 'solar' },
  { key: 'odia', name: 'Odia (solar)', monthSystem: 'solar' },
  { key: 'telugu', name: 'Telugu (amanta)', monthSystem: 'amanta' },
  { key: 'kannada', name: 'Kannada (amanta)', monthSystem: 'amanta' },
  { key: 'sindhi', name: 'Sindhi (amanta)', monthSystem: 'amanta' },
];

/** Traditions and regions the rules know, each with the keys of the rules that override it. */
export interface TraditionsCatalog {
  readonly traditions: readonly (Tradition & { readonly rulesWithOverride: readonly string[] })[];
  readonly regions: readonly (Region & { readonly rulesWithOverride: readonly string[] })[];
  readonly defaultTradition: TraditionKey;
}

/** Traditions and regions the rules know, with the rules that override each. */
export function traditionsCatalog(): TraditionsCatalog {
  const rules = loadRules();
  const overriding = (on: (v: Variant) => boolean) =>
    rules.filter((r) => (r.variants ?? []).some(on)).map((r) => r.key);
  return Object.freeze({
    traditions: TRADITIONS.map((t) => ({ ...t, rulesWithOverride: overriding((v) => v.tradition === t.key) })),
    regions: REGIONS.map((g) => ({ ...g, rulesWithOverride: overriding((v) => v.region === g.key) })),
    defaultTradition: 'smarta',
  });
}

/** The `_meta.methodology` of observance answers (named conventions, algorithm version, kaala definitions). */
export function observanceMethodology(): Record<string, string> {
  return { ...methodology };
}
