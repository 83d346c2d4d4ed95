/**
 * What a slug names: an observance rule (libs/calendar/rules) or an Ekadashi (the Ekadashi
 * module: `ekadashi` for every one, or a named one such as `mokshada-ekadashi`, optionally
 * prefixed `vaishnava-`, `gauna-`, `smarta-` or `madhva-`). Both resolve over a Gregorian year at a
 * place with their evidence; unknown slugs are 404.
 */
import type { ObservanceYearRequest } from '@pj/contracts';
import {
  ALL_EKADASHI_NAMES,
  EkadashiName,
  ekadashisInRange,
  observanceMethodology,
  ObservanceWire,
  RegionKey,
  resolveObservance,
  ruleByKey,
  ruleBySlugOrAlias,
  RuleDef,
  slugOf,
  TraditionKey,
  traditionVariants,
  yearTimeline,
  YearTimeline,
} from '@pj/calendar';
import { NEVER_STOP, StopCheck } from '@pj/ephemeris';
import { daysBetween, NotFoundError, PlaceEcho, resolvePlace } from '@pj/panchang';

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

export const subjectKey = (s: Subject) => (s.kind === 'rule' ? s.rule.key : s.key);
export const subjectName = (s: Subject) => (s.kind === 'rule' ? s.rule.names.en : s.en);

export interface YearResult {
  readonly place: PlaceEcho;
  /** Ekadashis carry `ekadashi` (their fast, spans and parana). */
  readonly observances: ObservanceWire[];
  readonly methodology: Record<string, string>;
}

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);
const yearDays = (y: number) => daysBetween(`${y}-01-01`, `${y + 1}-01-01`);

function ekadashiYear(
  s: Extract<Subject, { kind: 'ekadashi' }>,
  q: { lat: number; lng: number; tz?: string | null; year: number },
  tradition: TraditionKey | undefined,
  stop: StopCheck,
): YearResult {
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
  return {
    place: resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz }).echo,
    observances,
    methodology: observanceMethodology(),
  };
}

/**
 * The occurrences of the subject dated in the year at the place, under `tradition` (null: the default listing).
 * `timeline`: the year's timeline at the place when the caller asks more of the same year (`sharedYear`).
 */
export function yearOf(
  s: Subject,
  q: ObservanceYearRequest | (Omit<ObservanceYearRequest, 'slug'> & { slug?: string }),
  stop: StopCheck = NEVER_STOP,
  timeline?: YearTimeline,
): YearResult {
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

export interface Position {
  readonly tradition: TraditionKey | null;
  readonly region: RegionKey | null;
  readonly name: string;
  readonly note: string | null;
  readonly observances: ObservanceWire[];
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
export function sharedYear(s: Subject, q: ObservanceYearRequest, stop: StopCheck): YearTimeline | undefined {
  return s.kind === 'rule' ? yearTimeline({ lat: q.lat, lng: q.lng, tz: q.tz, stop }, q.year) : undefined;
}

/** The subject under the default rule and every tradition/region variant. */
export function positionsOf(
  s: Subject,
  q: ObservanceYearRequest,
  stop: StopCheck = NEVER_STOP,
  timeline?: YearTimeline,
): { place: PlaceEcho; positions: Position[]; methodology: Record<string, string> } {
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
  return {
    place: resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz }).echo,
    positions,
    methodology: observanceMethodology(),
  };
}
