/**
 * The wire of the muhurta routes (snake_case, ISO instants with the place's offset): the only place the
 * family writes them.
 */
import { formatLocalJdUt, NAKSHATRA_NAMES, RASHI_NAMES, StopCheck } from '@pj/ephemeris';
import { BirthData } from '@pj/jyotish';
import { InputError, KARANA_NAMES, tithiValue, VARA_NAMES, YOGA_NAMES } from '@pj/panchang';
import { ACTIVITIES, ACTIVITY_RULES, ActivityRules, DUSHTA_YOGAS, PERIOD_BARS, School, SCHOOLS } from '../activities';
import { CERTIFICATION, ListAgreement } from '../certification';
import { DayExplanation, MuhurtaResult, muhurtaSearch, MuhurtaWindow, RuleVerdict, SegmentState } from '../engine';
import { muhurtaMethodology } from '../methodology';
import { natalMoonOf } from '../natal';

/** A query of /muhurta/search and /muhurta/explain, as the contract carries it. */
export interface MuhurtaRequest {
  readonly lat: number;
  readonly lng: number;
  readonly tz: string | null;
  readonly startDate: string;
  readonly days: number;
  readonly activity: string;
  readonly topN?: number;
  readonly school?: School;
}

/** /muhurat/electional and /muhurat/top10: the query plus one person or a bride and a groom. */
export interface ElectionalRequest extends MuhurtaRequest {
  readonly person?: BirthData | null;
  readonly bride?: BirthData | null;
  readonly groom?: BirthData | null;
}

interface Named {
  index: number;
  name: string;
}

export interface StateWire {
  tithi: { index: number; number: number; name: string; paksha: string };
  nakshatra: Named;
  yoga: Named;
  karana: Named;
  moonsign: Named;
  lagna: Named | null;
}

export interface MuhurtaWindowWire {
  /** The Hindu day (date of its sunrise) the window lies in. */
  date: string;
  start: string;
  end: string;
  duration_s: number;
  /** 0–100: see _meta.methodology.muhurta_score. */
  score: number;
  /** What makes each edge: an element or lagna change, a bar's or a window's edge, sunrise. */
  start_cause: string;
  end_cause: string;
  states: StateWire[];
  rules_passed: string[];
  score_notes: string[];
}

export interface PeriodBarWire {
  kind: string;
  start: string;
  end: string;
  reason: string;
}

export interface ActivityRefWire {
  key: string;
  name: string;
  source: string;
}

export interface PlaceWire {
  lat: number;
  lng: number;
  tz: string;
  tz_source: string;
  elevation_m: number;
}

export interface MuhurtaSearchWire {
  place: PlaceWire;
  activity: ActivityRefWire;
  school: string;
  start_date: string;
  days: number;
  window_count: number;
  /** The best `top_n` windows, best first (score, then earlier start). */
  windows: MuhurtaWindowWire[];
  period_bars: PeriodBarWire[];
}

export interface RuleVerdictWire {
  rule: string;
  verdict: 'pass' | 'partial' | 'fail' | 'skipped';
  why: string;
}

export interface ExplainDayWire {
  date: string;
  vara: Named;
  sunrise: string;
  next_sunrise: string;
  rules: RuleVerdictWire[];
  first_rejecting_rule: string | null;
  windows: MuhurtaWindowWire[];
}

export interface MuhurtaExplainWire {
  place: PlaceWire;
  activity: ActivityRefWire;
  school: string;
  start_date: string;
  days: number;
  period_bars: PeriodBarWire[];
  days_explained: ExplainDayWire[];
}

export interface NatalWire {
  role: string;
  moon_longitude: number;
  nakshatra: Named;
  rashi: Named;
}

export interface ElectionalWire extends MuhurtaSearchWire {
  persons: NatalWire[];
  /** Each chosen window's day with every rule's verdict. */
  explanations: ExplainDayWire[];
}

export interface ListAgreementWire {
  list: string;
  source: string;
  year: number;
  published_dates: number;
  reproduced: number;
  extra_dates: number;
  note: string;
}

export interface ActivityCertWire {
  key: string;
  name: string;
  aliases: string[];
  source: string;
  schools: string[];
  rules: {
    nakshatras: Named[];
    forbidden_tithis: { index: number; number: number; name: string; paksha: string }[];
    forbidden_varas: Named[];
    forbidden_varas_drik: Named[];
    forbidden_yogas_drik: Named[];
    forbidden_yogas_muhurta_chintamani: Named[];
    forbidden_masas: number[];
    period_bars: string[];
    /** Schools under which panchaka (Moon in Kumbha–Meena) bars the activity. */
    panchaka_schools: string[];
    day_windows_drik: string[];
    lagnas: Named[];
    lagna_shuddhi: boolean;
  };
  /** Agreement with published lists (measured by the golden test, which asserts these numbers). */
  reference: { status: 'checked' | 'not_checked'; lists: ListAgreementWire[] };
}

export interface ActivityCertificationWire {
  schools: string[];
  period_bars: string[];
  activities: ActivityCertWire[];
}

const named = (names: readonly string[]) => (i: number) => ({ index: i, name: names[i] });

function stateWire(s: SegmentState): StateWire {
  const t = tithiValue(s.tithi);
  return {
    tithi: { index: t.index, number: t.number, name: t.name, paksha: t.paksha },
    nakshatra: named(NAKSHATRA_NAMES)(s.nakshatra),
    yoga: named(YOGA_NAMES)(s.yoga),
    karana: named(KARANA_NAMES)(s.karana),
    moonsign: named(RASHI_NAMES)(s.moonsign),
    lagna: s.lagna === null ? null : named(RASHI_NAMES)(s.lagna),
  };
}

function windowWire(w: MuhurtaWindow, zone: string): MuhurtaWindowWire {
  return {
    date: w.date,
    start: formatLocalJdUt(w.startJdUt, zone),
    end: formatLocalJdUt(w.endJdUt, zone),
    duration_s: Math.round((w.endJdUt - w.startJdUt) * 86_400),
    score: w.score,
    start_cause: w.startCause,
    end_cause: w.endCause,
    states: w.states.map(stateWire),
    rules_passed: [...w.rulesPassed],
    score_notes: [...w.scoreNotes],
  };
}

const verdictWire = (v: RuleVerdict): RuleVerdictWire => ({ rule: v.rule, verdict: v.verdict, why: v.why });

function dayWire(d: DayExplanation, zone: string): ExplainDayWire {
  return {
    date: d.date,
    vara: named(VARA_NAMES)(d.vara),
    sunrise: formatLocalJdUt(d.sunriseJdUt, zone),
    next_sunrise: formatLocalJdUt(d.nextSunriseJdUt, zone),
    rules: d.rules.map(verdictWire),
    first_rejecting_rule: d.firstRejectingRule,
    windows: d.windows.map((w) => windowWire(w, zone)),
  };
}

function head(r: MuhurtaResult) {
  return {
    place: { lat: r.place.lat, lng: r.place.lng, tz: r.zone, tz_source: r.zoneSource, elevation_m: 0 },
    activity: { key: r.activity.key, name: r.activity.name, source: r.activity.source },
    school: r.school,
    start_date: r.startDate,
    days: r.days,
  };
}

const barsWire = (r: MuhurtaResult): PeriodBarWire[] =>
  r.bars.map((b) => ({
    kind: b.kind,
    start: formatLocalJdUt(b.startJdUt, r.zone),
    end: formatLocalJdUt(b.endJdUt, r.zone),
    reason: b.reason,
  }));

export function presentSearch(r: MuhurtaResult): MuhurtaSearchWire {
  return {
    ...head(r),
    window_count: r.windowCount,
    windows: r.top.map((w) => windowWire(w, r.zone)),
    period_bars: barsWire(r),
  };
}

export function presentExplain(r: MuhurtaResult): MuhurtaExplainWire {
  return { ...head(r), period_bars: barsWire(r), days_explained: r.explanations.map((d) => dayWire(d, r.zone)) };
}

const queryOf = (q: MuhurtaRequest, stop?: StopCheck) => ({
  lat: q.lat,
  lng: q.lng,
  tz: q.tz,
  startDate: q.startDate,
  days: q.days,
  activity: q.activity,
  topN: q.topN,
  school: q.school,
  stop,
});

export function muhurtaSearchPacket(q: MuhurtaRequest, stop?: StopCheck) {
  const r = muhurtaSearch(queryOf(q, stop));
  return { body: presentSearch(r), methodology: muhurtaMethodology(r.school) };
}

export function muhurtaExplainPacket(q: MuhurtaRequest, stop?: StopCheck) {
  const r = muhurtaSearch(queryOf(q, stop));
  return { body: presentExplain(r), methodology: muhurtaMethodology(r.school) };
}

/** /muhurat/electional (every window, best first up to top_n) and /muhurat/top10 (top_n fixed at 10). */
export function electionalPacket(q: ElectionalRequest, stop?: StopCheck, fixedTop?: number) {
  checkPersons(q);
  const births: [string, BirthData][] = [];
  if (q.person) births.push(['person', q.person]);
  if (q.bride) births.push(['bride', q.bride]);
  if (q.groom) births.push(['groom', q.groom]);
  const natal = births.map(([role, b]) => natalMoonOf(role, b));
  const r = muhurtaSearch({ ...queryOf(q, stop), topN: fixedTop ?? q.topN, persons: natal });
  const days = new Set(r.top.map((w) => w.date));
  return {
    body: {
      ...presentSearch(r),
      persons: natal.map((n) => ({
        role: n.label,
        moon_longitude: Math.round(n.longitudeDeg * 1e6) / 1e6,
        nakshatra: named(NAKSHATRA_NAMES)(n.nakshatra),
        rashi: named(RASHI_NAMES)(n.rashi),
      })),
      explanations: r.explanations.filter((d) => days.has(d.date)).map((d) => dayWire(d, r.zone)),
    } satisfies ElectionalWire,
    methodology: muhurtaMethodology(r.school),
  };
}

/** A person, or a bride and a groom; never both kinds, never half a couple. */
function checkPersons(q: ElectionalRequest): void {
  const fail = (field: string, msg: string) => {
    throw new InputError([{ loc: [field], msg, type: 'missing' }]);
  };
  if (q.person && (q.bride || q.groom)) fail('person', 'person must not be given with bride and groom');
  if (!q.person && !q.bride && !q.groom) fail('person', 'person is required (or bride and groom)');
  if (!q.person && !q.bride) fail('bride', 'bride is required with groom');
  if (!q.person && !q.groom) fail('groom', 'groom is required with bride');
}

function certOf(a: ActivityRules): ActivityCertWire {
  const lists: readonly ListAgreement[] = CERTIFICATION[a.key] ?? [];
  const t = (i: number) => {
    const v = tithiValue(i);
    return { index: v.index, number: v.number, name: v.name, paksha: v.paksha };
  };
  return {
    key: a.key,
    name: a.name,
    aliases: [...a.aliases],
    source: a.source,
    schools: [...SCHOOLS],
    rules: {
      nakshatras: a.nakshatras.map(named(NAKSHATRA_NAMES)),
      forbidden_tithis: a.forbiddenTithis.map(t),
      forbidden_varas: a.forbiddenVaras.map(named(VARA_NAMES)),
      forbidden_varas_drik: a.forbiddenVarasDrik.map(named(VARA_NAMES)),
      forbidden_yogas_drik: a.forbiddenYogasDrik.map(named(YOGA_NAMES)),
      forbidden_yogas_muhurta_chintamani: DUSHTA_YOGAS.map(named(YOGA_NAMES)),
      forbidden_masas: [...a.forbiddenMasas],
      period_bars: [...a.periodBars],
      panchaka_schools: [...a.panchaka],
      day_windows_drik: [...a.dayWindowsDrik],
      lagnas: a.lagnas.map(named(RASHI_NAMES)),
      lagna_shuddhi: a.lagnaShuddhi,
    },
    reference: {
      status: lists.length ? 'checked' : 'not_checked',
      lists: lists.map((l) => ({
        list: l.list,
        source: l.source,
        year: l.year,
        published_dates: l.published,
        reproduced: l.reproduced,
        extra_dates: l.extra,
        note: l.note,
      })),
    },
  };
}

export function activityCertificationPacket() {
  return {
    body: {
      schools: [...SCHOOLS],
      period_bars: [...PERIOD_BARS],
      activities: ACTIVITIES.map((k) => certOf(ACTIVITY_RULES[k])),
    } satisfies ActivityCertificationWire,
    methodology: muhurtaMethodology('drik'),
  };
}
