/**
 * Ekadashi observances over a date range, every tradition from one pass: one tithi search over
 * the range (./facts.ts), the day rules (./rules.ts), the parana (./parana.ts), Madhva
 * (./madhva.ts). Each result carries its evidence: the candidate days with the Ekadashi's span
 * against the day's sunrise and arunodaya, and the rule that decided.
 */
import { addDaysToDate, formatLocalJdUt, SECONDS_PER_DAY, StopCheck } from '@pj/ephemeris';
import { coordinateErrors, InputError, IsoDate } from '@pj/panchang';
import { CandidateDay, Evidence, JdWindow, Observance, TraditionKey } from '../types';
import { Day, EkadashiFacts, EkadashiTimeline, factsFromTimeline, rangeFacts, RangeFacts } from './facts';
import { madhvaDecision, MadhvaDecision } from './madhva';
import { ekadashiName, EkadashiName } from './names';
import { paranaAfter, ParanaJd, ParanaRule } from './parana';
import { arunodayaOf, decide, EkadashiCase, EkadashiDecision } from './rules';

/** Longest range one call may cover (days): 5 years. */
export const MAX_EKADASHI_RANGE_DAYS = 1830;

export type EkadashiObservanceKind = 'smarta' | 'gauna' | 'vaishnava' | 'madhva';

/** The parana (fast-breaking) window of an Ekadashi, Julian days UT. */
export interface ParanaWindow extends JdWindow {
  /** Civil date of the parana day. */
  readonly date: IsoDate;
  /** The end of Hari Vasara (first quarter of Dwadashi): parana never before it. */
  readonly hariVasaraEndJdUt: number;
  readonly dwadashiEndJdUt: number;
  readonly rule: ParanaRule;
  readonly explanation: string;
}

/** The Madhva (Tatvavadi) reading of an Ekadashi. */
export interface MadhvaDetails {
  /** shuddha / viddha / atirikta_ekadashi / atirikta_dwadashi / shravana_dwadashi. */
  readonly case: string;
  /** How the printed tables would show the parana (standard, after hh:mm, before hh:mm, window). */
  readonly paranaPrinted: string;
  /** Extra fasting day (atirikta Ekadashi / Dwadashi) or a continued fast (Shravana Dwadashi); null when none. */
  readonly extraFast: { readonly date: IsoDate; readonly kind: string; readonly reason: string } | null;
}

export interface EkadashiDetails {
  readonly observance: EkadashiObservanceKind;
  readonly paksha: 'shukla' | 'krishna';
  readonly lunarMonth: { readonly amanta: string; readonly purnimanta: string; readonly adhika: boolean };
  readonly case: EkadashiCase;
  readonly tithi: { readonly dashamiStartJdUt: number; readonly ekadashi: JdWindow; readonly dwadashi: JdWindow };
  readonly hariVasara: JdWindow;
  readonly parana: ParanaWindow;
  /** The Madhva reading (observance `madhva` only), else null. */
  readonly madhva: MadhvaDetails | null;
}

export interface EkadashiObservance extends Observance {
  readonly ekadashi: EkadashiDetails;
}

export interface EkadashiQuery {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly elevationM?: number;
  readonly fromDate: string;
  readonly days: number;
  /**
   * Omitted: Drik Panchang's listing (Smarta for every Ekadashi, Gauna and Vaishnava where their
   * date differs). smarta/shaiva: Smarta and Gauna. vaishnava/iskcon: the Vaishnava date of every
   * Ekadashi. madhva: the Madhva (Tatvavadi) date of every Ekadashi.
   */
  readonly tradition?: TraditionKey;
  /** Cooperative deadline (libs/ephemeris `StopCheck`); never stops by default. */
  readonly stop?: StopCheck;
}

export const SMARTA_SOURCE =
  'Dharmasindhu and Nirnayasindhu (Ekadashi-nirnaya: udaya tithi, Dwadashi for parana), as Drik Panchang applies them';
export const VAISHNAVA_SOURCE =
  'Hari Bhakti Vilasa (Ekadashi free of Dashami at arunodaya; the Mahadvadashis), as Drik Panchang applies it';
export const MADHVA_SOURCE =
  "Madhva (Tatvavadi) panchangam rules: arunodaya-viddha Ekadashi, atirikta days (Narasimha's calendar, tatvavadi.ru)";

/**
 * Madhva needs the Shravana nakshatra too (Shravana Dwadashi). Sunrise and tithis stay the
 * daily engine's (Drik convention, upper limb refracted): of the alternatives tried on the
 * Tatvavadi tables (Swiss Ephemeris tithis without Drik's ΔT excess; the Sun's centre, with or
 * without refraction) none agrees better (README.md).
 */
export const MADHVA_CONVENTIONS = { withShravana: true } as const;

/** The ephemeris covers 1800-01-02 … 2399-12-31; the rules look up to a week around the range. */
export const FIRST_DATE = '1800-02-01';
export const LAST_DATE = '2399-11-30';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function checkQuery(q: EkadashiQuery): void {
  const errors: { loc: string[]; msg: string; type: string }[] = [];
  const m = typeof q.fromDate === 'string' ? DATE_RE.exec(q.fromDate) : null;
  if (!m || new Date(`${q.fromDate}T00:00:00Z`).toISOString().slice(0, 10) !== q.fromDate)
    errors.push({
      loc: ['from_date'],
      msg: 'from_date must be an existing calendar date YYYY-MM-DD',
      type: 'format',
    });
  if (!Number.isInteger(q.days) || q.days < 1 || q.days > MAX_EKADASHI_RANGE_DAYS)
    errors.push({
      loc: ['days'],
      msg: `days must be an integer from 1 to ${MAX_EKADASHI_RANGE_DAYS}`,
      type: 'range',
    });
  else if (errors.length === 0 && (q.fromDate < FIRST_DATE || addDaysToDate(q.fromDate, q.days - 1) > LAST_DATE)) {
    errors.push({
      loc: ['from_date'],
      msg: `the range from_date … from_date + days − 1 must lie within ${FIRST_DATE} … ${LAST_DATE} (the ephemeris range, less the days the rules look around)`,
      type: 'range',
    });
  }
  errors.push(...coordinateErrors(q.lat, q.lng));
  if (errors.length > 0) throw new InputError(errors);
}

/** One Ekadashi with every tradition's day decided (internal; exported for paranaFor and the golden script). */
export interface ResolvedEkadashi {
  readonly facts: EkadashiFacts;
  readonly decision: EkadashiDecision;
  readonly madhva: MadhvaDecision;
  readonly name: EkadashiName;
}

export function resolveEkadashis(f: RangeFacts): ResolvedEkadashi[] {
  return f.ekadashis.map((e) => ({
    facts: e,
    decision: decide(e.days, e, e.firstDay),
    madhva: madhvaDecision(e.days, e, e.firstDay, f.shravana),
    name: ekadashiName(e.month.amanta.index, e.month.amanta.adhika, e.paksha),
  }));
}

export function ekadashisInRange(q: EkadashiQuery): EkadashiObservance[] {
  checkQuery(q);
  const toDate = addDaysToDate(q.fromDate, q.days - 1);
  const f = rangeFacts({
    lat: q.lat,
    lng: q.lng,
    tz: q.tz,
    elevationM: q.elevationM,
    fromDate: q.fromDate,
    toDate,
    stop: q.stop,
    ...(q.tradition === 'madhva' ? MADHVA_CONVENTIONS : {}),
  });
  const out: EkadashiObservance[] = [];
  for (const r of resolveEkadashis(f)) {
    const adjusted = q.tradition === 'madhva' && madhvaNeedsLowerLatitude(r) ? madhvaAtLowerLatitude(q, r) : null;
    const [ff, rr] = adjusted ? [adjusted.f, adjusted.r] : [f, r];
    for (const o of observancesOf(ff, rr, q.tradition))
      if (o.date >= q.fromDate && o.date <= toDate) out.push(adjusted ? withNote(o, adjusted.note) : o);
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Lowest latitude the Madhva polar rule goes down to (the tables' calculator stops at 60°). */
export const MADHVA_POLAR_LATITUDE_LIMIT = 60;

/**
 * Whether a day the Madhva rules read (from the day before the Ekadashi to the parana day) has no sunrise or no sunset.
 */
function madhvaNeedsLowerLatitude(r: ResolvedEkadashi): boolean {
  const days = r.facts.days;
  for (let i = r.decision.firstDay - 1; i <= r.madhva.parana.dayIndex; i++)
    if (days[i].sunriseJdUt === null || days[i].sunsetJdUt === null) return true;
  return false;
}

/**
 * The Tatvavadi tables' polar rule: where a sunrise or sunset the rules need does not exist, the
 * calculation is repeated with the latitude 1° nearer the equator at a time (down to 60°) until
 * they all exist (Murmansk, 68.97° N, in the tables). Returns null if even 60° does not help.
 */
function madhvaAtLowerLatitude(
  q: EkadashiQuery,
  r: ResolvedEkadashi,
): { f: RangeFacts; r: ResolvedEkadashi; note: string } | null {
  const sign = q.lat < 0 ? -1 : 1;
  const from = formatLocalJdUt(r.facts.ekadashi.startJdUt - 6, 'UTC').slice(0, 10);
  const to = formatLocalJdUt(r.facts.ekadashi.startJdUt + 6, 'UTC').slice(0, 10);
  for (let lat = Math.abs(q.lat) - 1; lat >= MADHVA_POLAR_LATITUDE_LIMIT; lat -= 1) {
    const f = rangeFacts({
      lat: sign * lat,
      lng: q.lng,
      tz: q.tz,
      elevationM: q.elevationM,
      fromDate: from,
      toDate: to,
      stop: q.stop,
      ...MADHVA_CONVENTIONS,
    });
    const again = resolveEkadashis(f).find(
      (x) => Math.abs(x.facts.ekadashi.startJdUt - r.facts.ekadashi.startJdUt) < 1e-6,
    );
    if (again && !madhvaNeedsLowerLatitude(again)) {
      return {
        f,
        r: again,
        note: `no sunrise or sunset on a day the rules need at ${q.lat}°: computed at ${(sign * lat).toFixed(2)}°, the Madhva tables' rule (latitude lowered by whole degrees until every sunrise and sunset exists)`,
      };
    }
  }
  return null;
}

function withNote(o: EkadashiObservance, note: string): EkadashiObservance {
  return { ...o, evidence: { ...o.evidence, notes: [...o.evidence.notes, note] } };
}

/**
 * The same from a year timeline already built for all observances (F1's `buildTimeline`): no
 * second search. The timeline should extend 5 days (EKADASHI_PAD_DAYS) before `fromDate` and after `toDate` (the
 * rules look at the day before an Ekadashi and up to three days after it); Ekadashis too near
 * its ends are left out. Madhva here uses the timeline's sunrise and tithis (the same defaults).
 */
export function ekadashisFromTimeline(
  tl: EkadashiTimeline,
  q: { readonly fromDate: string; readonly toDate: string; readonly tradition?: TraditionKey },
): EkadashiObservance[] {
  const f = factsFromTimeline(tl);
  const out: EkadashiObservance[] = [];
  for (const r of resolveEkadashis(f)) {
    for (const o of observancesOf(f, r, q.tradition)) if (o.date >= q.fromDate && o.date <= q.toDate) out.push(o);
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The observances of one resolved Ekadashi for a tradition (see EkadashiQuery.tradition). */
export function observancesOf(f: RangeFacts, r: ResolvedEkadashi, tradition?: TraditionKey): EkadashiObservance[] {
  const d = r.decision;
  const kinds: [EkadashiObservanceKind, number][] = [];
  if (tradition === undefined || tradition === 'smarta' || tradition === 'shaiva') {
    kinds.push(['smarta', d.smarta]);
    if (d.gauna !== null && d.gauna !== d.smarta) kinds.push(['gauna', d.gauna]);
    if (tradition === undefined && d.vaishnava !== d.smarta) kinds.push(['vaishnava', d.vaishnava]);
  } else if (tradition === 'vaishnava' || tradition === 'iskcon') {
    kinds.push(['vaishnava', d.vaishnava]);
  } else if (tradition === 'madhva') {
    kinds.push(['madhva', r.madhva.fastDay]);
  }
  return kinds.map(([kind, day]) => build(f, r, kind, day));
}

const PREFIX: Record<EkadashiObservanceKind, string> = {
  smarta: '',
  gauna: 'Gauna ',
  vaishnava: 'Vaishnava ',
  madhva: 'Madhva ',
};
const SLUG_PREFIX: Record<EkadashiObservanceKind, string> = {
  smarta: '',
  gauna: 'gauna-',
  vaishnava: 'vaishnava-',
  madhva: 'madhva-',
};

function build(f: RangeFacts, r: ResolvedEkadashi, kind: EkadashiObservanceKind, day: number): EkadashiObservance {
  const { facts: e, decision: d, name } = r;
  const days = e.days;
  const fmt = (jd: number) => formatLocalJdUt(jd, f.zone);
  const win = (s: JdWindow): JdWindow => ({ startJdUt: s.startJdUt, endJdUt: s.endJdUt });
  const parana: ParanaJd = kind === 'madhva' ? r.madhva.parana : paranaAfter(days, e, day);
  const kaala = kind === 'smarta' || kind === 'gauna' ? 'sunrise' : 'arunodaya';
  const candidates: CandidateDay[] = [];
  for (let i = Math.max(0, d.firstDay - 1); i <= Math.min(days.length - 2, d.firstDay + 2); i++)
    candidates.push(candidate(e, i, kaala, kind === 'madhva' ? r.madhva.arunodaya(i) : arunodayaOf(days, i)));
  const decided =
    kind === 'smarta'
      ? d.smartaRule
      : kind === 'gauna'
        ? (d.gaunaRule ?? '')
        : kind === 'vaishnava'
          ? d.vaishnavaRule
          : r.madhva.rule;
  const notes: string[] = [
    `case: ${kind === 'madhva' ? r.madhva.case : d.case}`,
    `Dashami ${fmt(e.dashami.startJdUt)} – ${fmt(e.dashami.endJdUt)}; Ekadashi ${fmt(e.ekadashi.startJdUt)} – ${fmt(e.ekadashi.endJdUt)}; Dwadashi ${fmt(e.dwadashi.startJdUt)} – ${fmt(e.dwadashi.endJdUt)}`,
    `parana: ${parana.explanation}`,
  ];
  if (e.month.amanta.adhika) notes.push(`adhika ${e.month.amanta.name}: the adhika-month Ekadashi name`);
  if (kind === 'madhva') notes.push(...r.madhva.notes);
  const evidence: Evidence = {
    anga: `${e.paksha === 'shukla' ? 'Shukla' : 'Krishna'} Ekadashi (tithi ${e.tithiIndex + 1}) in amanta ${e.month.amanta.adhika ? 'adhika ' : ''}${e.month.amanta.name}`,
    monthSystem: 'amanta',
    kaala,
    candidates,
    decidedBy: decided,
    tieBreak: kind === 'smarta' || kind === 'gauna' ? 'sunrise_prevailing' : null,
    notes,
  };
  const date = days[day].date;
  const en = PREFIX[kind] + name.names.en;
  return {
    ruleKey: 'ekadashi',
    slug: SLUG_PREFIX[kind] + name.slug,
    name: en,
    names: { ...name.names, en },
    aliases: name.aliases,
    kind: 'ekadashi',
    date,
    tradition: kind === 'vaishnava' ? 'vaishnava' : kind === 'madhva' ? 'madhva' : 'smarta',
    region: null,
    muhurta: null,
    source: kind === 'vaishnava' ? VAISHNAVA_SOURCE : kind === 'madhva' ? MADHVA_SOURCE : SMARTA_SOURCE,
    evidence,
    ekadashi: {
      observance: kind,
      paksha: e.paksha,
      lunarMonth: { amanta: e.month.amanta.name, purnimanta: e.month.purnimanta.name, adhika: e.month.amanta.adhika },
      case: d.case,
      tithi: { dashamiStartJdUt: e.dashami.startJdUt, ekadashi: win(e.ekadashi), dwadashi: win(e.dwadashi) },
      hariVasara: { startJdUt: e.dwadashi.startJdUt, endJdUt: parana.hariVasaraEndJdUt },
      parana: {
        date: days[parana.dayIndex].date,
        startJdUt: parana.startJdUt,
        endJdUt: parana.endJdUt,
        hariVasaraEndJdUt: parana.hariVasaraEndJdUt,
        dwadashiEndJdUt: parana.dwadashiEndJdUt,
        rule: parana.rule,
        explanation: parana.explanation,
      },
      madhva:
        kind === 'madhva'
          ? {
              case: r.madhva.case,
              paranaPrinted: r.madhva.parana.printed,
              extraFast: r.madhva.extra
                ? { date: days[r.madhva.extra.day].date, kind: r.madhva.extra.kind, reason: r.madhva.extra.reason }
                : null,
            }
          : null,
    },
  };
}

function candidate(e: EkadashiFacts, i: number, kaala: 'sunrise' | 'arunodaya', arunodaya: number): CandidateDay {
  const days: readonly Day[] = e.days;
  const rise = days[i].startJdUt;
  const E = e.ekadashi;
  const atSunrise = E.startJdUt <= rise && rise < E.endJdUt;
  const [k0, k1] = kaala === 'sunrise' ? [rise, days[i + 1].startJdUt] : [arunodaya, rise];
  const overlap = Math.max(0, Math.min(k1, E.endJdUt) - Math.max(k0, E.startJdUt));
  const touches = kaala === 'sunrise' ? atSunrise : E.startJdUt <= arunodaya && arunodaya < E.endJdUt;
  return {
    date: days[i].date,
    kaala: { startJdUt: k0, endJdUt: k1 },
    anga: { startJdUt: E.startJdUt, endJdUt: E.endJdUt },
    overlapS: Math.round(overlap * SECONDS_PER_DAY),
    atSunrise,
    touchesKaala: touches,
  };
}
