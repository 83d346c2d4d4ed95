/**
 * Public API of the observance engine: rules (validated at load), all observances of a date
 * range at a place in one pass, one observance in a year, its date under every tradition, and
 * why a given date is not the observance date.
 */
import { addDaysToDate, StopCheck } from '@pj/ephemeris';
import { daysBetween, InputError, NotFoundError, PlaceEcho, resolvePlace } from '@pj/panchang';
import { ekadashiBySlug, ekadashisFromTimeline } from './ekadashi';
import { decisionOf, evaluateRule, slugOf, variantFor } from './evaluate';
import { KAALA_DEFINITIONS, kaalaWindow } from './kaala';
import { RuleDef, validateRules } from './rule-def';
import { RULE_FILES } from './rules-index';
import { buildTimeline, Timeline } from './timeline';
import { Observance, ObservanceKind, RegionKey, TraditionKey } from './types';

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
  readonly place: PlaceEcho;
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
  const { place, zone, echo } = resolvePlace({ lat, lng, tz });
  const tl = buildTimeline({
    place,
    zone,
    fromDate: addDaysToDate(fromDate, -MARGIN_DAYS),
    days: days + 2 * MARGIN_DAYS,
    stop,
  });
  return { tl, echo };
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
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.rule_key < b.rule_key ? -1 : a.rule_key > b.rule_key ? 1 : 0,
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
  const { tl, echo } = timelineFor(q.lat, q.lng, q.tz, q.fromDate, q.days, q.stop);
  const to = addDaysToDate(q.fromDate, q.days);
  const obs = evaluateAll(tl, rules, q.fromDate, to, q.tradition, q.region, q.kinds, ekadashis);
  const ekadashiWanted = (o: Observance) =>
    ekadashiSlugs === null ||
    ekadashiSlugs.includes('ekadashi') ||
    ekadashiSlugs.some(
      (s) => o.slug === s || o.slug.endsWith(`-${s}`) || o.slug.replace(/^(smarta|gauna|vaishnava|madhva)-/, '') === s,
    );
  const filtered = obs.filter((o) => (o.rule_key === 'ekadashi' ? ekadashiWanted(o) : true));
  return { place: echo, observances: sortObservances(filtered), methodology: { ...methodology } };
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
  readonly echo: PlaceEcho;
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
  const { tl, echo } = timelineOfYear(q, q.year);
  const obs = evaluateRule({ tl, from, to }, rule, variantFor(rule, q.tradition, q.region));
  return { place: echo, observances: sortObservances(obs), methodology: { ...methodology } };
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
): { place: PlaceEcho; rule_key: string; variants: TraditionVariant[]; methodology: Record<string, string> } {
  checkYear(year);
  const rule = ruleOrNotFound(slug);
  const { from, to } = yearRange(year);
  const { tl, echo } = timelineOfYear(place, year);
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
  return { place: echo, rule_key: rule.key, variants, methodology: { ...methodology } };
}

export interface WhyNot {
  readonly rule_key: string;
  readonly target_date: string;
  readonly is_observance_date: boolean;
  readonly observed_on: readonly string[];
  readonly explanation: string;
  readonly target_day: {
    date: string;
    kaala: { start: string; end: string } | null;
    candidate: boolean;
    overlap_s: number | null;
    touches_kaala: boolean | null;
  } | null;
  readonly observances: Observance[];
}

/** Why `targetDate` is (or is not) the observance's date in `year` at the place, with the evidence. */
export function whyNot(
  slug: string,
  targetDate: string,
  year: number,
  place: PlaceArg & { tradition?: TraditionKey; region?: RegionKey },
): WhyNot & { place: PlaceEcho; methodology: Record<string, string> } {
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
  const dates = obs.map((o) => o.date);
  const hit = obs.find((o) => o.date === targetDate);
  const nearest = [...obs].sort(
    (a, b) => Math.abs(daysBetween(targetDate, a.date)) - Math.abs(daysBetween(targetDate, b.date)),
  )[0];
  const cand = nearest?.evidence.candidates.find((c) => c.date === targetDate) ?? null;
  let targetKaala: { start: string; end: string } | null = null;
  if (!cand && rule) {
    const { tl } = timelineFor(place.lat, place.lng, place.tz, targetDate, 1, place.stop);
    const i = tl.dayIndex(targetDate);
    const d = decisionOf(rule, variantFor(rule, place.tradition, place.region));
    const k = i >= 0 ? kaalaWindow(tl.days[i], d.kaala) : null;
    targetKaala = k ? { start: tl.format(k.start), end: tl.format(k.end) } : null;
  }
  let explanation: string;
  if (hit) explanation = `${targetDate} is the date of ${hit.name}: ${hit.evidence.decided_by}`;
  else if (!nearest)
    explanation = `${rule?.names.en ?? slug} does not occur in ${year} at this place (e.g. its month is adhika or the anga never qualifies)`;
  else if (cand)
    explanation = `${targetDate} was a candidate for ${nearest.name} (${nearest.evidence.anga}; ${cand.touches_kaala ? `the anga touches ${nearest.evidence.kaala} for ${cand.overlap_s} s` : `the anga does not touch ${nearest.evidence.kaala}`}) but ${nearest.evidence.decided_by}, so it is observed on ${nearest.date}`;
  else
    explanation = `the anga of ${nearest.name} (${nearest.evidence.anga}) does not fall on ${targetDate} at all; it is observed on ${nearest.date} (${nearest.evidence.decided_by})`;
  return {
    place: res.place,
    rule_key: rule?.key ?? obs[0]?.rule_key ?? 'ekadashi',
    target_date: targetDate,
    is_observance_date: hit !== undefined,
    observed_on: dates,
    explanation,
    target_day: cand
      ? {
          date: targetDate,
          kaala: cand.kaala,
          candidate: true,
          overlap_s: cand.overlap_s,
          touches_kaala: cand.touches_kaala,
        }
      : { date: targetDate, kaala: targetKaala, candidate: false, overlap_s: null, touches_kaala: null },
    observances: obs,
    methodology: res.methodology,
  };
}

export const TRADITIONS: readonly { key: TraditionKey; name: string; description: string }[] = [
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

export const REGIONS: readonly { key: RegionKey; name: string; month_system: 'amanta' | 'purnimanta' | 'solar' }[] = [
  { key: 'north_india', name: 'North Indian (purnimanta)', month_system: 'purnimanta' },
  { key: 'south_india', name: 'South Indian (amanta)', month_system: 'amanta' },
  { key: 'gujarati', name: 'Gujarati (amanta, Kartikadi year)', month_system: 'amanta' },
  { key: 'marathi', name: 'Marathi (amanta)', month_system: 'amanta' },
  { key: 'bengali', name: 'Bengali (solar)', month_system: 'solar' },
  { key: 'tamil', name: 'Tamil (solar)', month_system: 'solar' },
  { key: 'malayalam', name: 'Malayalam (solar)', month_system: 'solar' },
  { key: 'odia', name: 'Odia (solar)', month_system: 'solar' },
  { key: 'telugu', name: 'Telugu (amanta)', month_system: 'amanta' },
  { key: 'kannada', name: 'Kannada (amanta)', month_system: 'amanta' },
  { key: 'sindhi', name: 'Sindhi (amanta)', month_system: 'amanta' },
];

/** Traditions and regions the rules know, with the rules that override each. */
export function traditionsCatalog() {
  const rules = loadRules();
  return {
    traditions: TRADITIONS.map((t) => ({
      ...t,
      rules_with_override: rules.filter((r) => (r.variants ?? []).some((v) => v.tradition === t.key)).map((r) => r.key),
    })),
    regions: REGIONS.map((g) => ({
      ...g,
      rules_with_override: rules.filter((r) => (r.variants ?? []).some((v) => v.region === g.key)).map((r) => r.key),
    })),
    default_tradition: 'smarta' as TraditionKey,
  };
}

/** The `_meta.methodology` of observance answers (named conventions, algorithm version, kaala definitions). */
export function observanceMethodology(): Record<string, string> {
  return { ...methodology };
}
