/**
 * Muhurta search: the stretches of time in which every rule of an activity holds.
 *
 * Nothing is sampled. The range's element spans (tithi, nakshatra, yoga, karana, Moon sign) come from ONE
 * timeline (libs/calendar `buildTimeline`: one SunMoonSampler, libs/panchang `elementSpans`); each Hindu day
 * (sunrise to next sunrise) is cut at every instant where a rule's input changes — an element change, a
 * period bar's edge, an inauspicious window's edge, and (when lagna rules apply) a lagna change — into
 * segments on which every input is constant. A rule is judged once per segment (on its state); a window is
 * a maximal run of passing segments, so its edges ARE those change instants (elements and lagnas found to
 * 1 s by their searches). Every edge carries its cause.
 */
import { AngleSpan, bodyLongitudeAtJdUt, GrahaKey, NEVER_STOP, StopCheck } from '@pj/ephemeris';
import { buildTimeline, Timeline, TimelineDay } from '@pj/calendar';
import {
  chandraBalaOf,
  dayFrame,
  DayFrame,
  durMuhurta,
  elementSpans,
  InputError,
  kalam,
  karanaIndexOfHalfTithi,
  lagnaSpans,
  nakshatraKalams,
  RawWindow,
  resolvePlace,
  taraOf,
} from '@pj/panchang';
import {
  ActivityRules,
  activityOf,
  DAY_WINDOW_BARS,
  DayWindowBar,
  DEFAULT_SCHOOL,
  BHADRA_ON_EARTH_MOON_SIGNS,
  DUSHTA_YOGAS,
  School,
  STRICT_ONLY_BARS,
  SCHOOLS,
  VISHTI_KARANA,
} from './activities';
import { fastLagnaSpans, LagnaSpan } from './lagna';
import { PeriodBar, periodBars } from './periods';

export const MAX_DAYS = 400;
export const MAX_TOP_N = 100;

/** A person's natal Moon, for tara bala, chandra bala and the janma exclusions. */
export interface NatalMoon {
  readonly label: string;
  /** 0 = Ashwini. */
  readonly nakshatra: number;
  /** 0 = Mesha. */
  readonly rashi: number;
}

export interface MuhurtaQuery {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly startDate: string;
  readonly days: number;
  readonly activity: string;
  readonly topN?: number;
  readonly school?: School;
  readonly persons?: readonly NatalMoon[];
  readonly stop?: StopCheck;
}

export type RuleKey =
  | 'day_frame'
  | PeriodBar['kind']
  | 'masa'
  | 'vara'
  | 'tithi'
  | 'nakshatra'
  | 'yoga'
  | 'karana'
  | 'panchaka'
  | 'day_windows'
  | 'tara_bala'
  | 'chandra_bala'
  | 'janma_nakshatra'
  | 'lagna'
  | 'lagna_shuddhi';

export type Verdict = 'pass' | 'partial' | 'fail' | 'skipped';

export interface RuleVerdict {
  readonly rule: RuleKey;
  /** pass: holds all day; partial: in part of it; fail: nowhere in the day; skipped: lagna rules on a rejected day. */
  readonly verdict: Verdict;
  readonly why: string;
}

/** What an edge of a window is: an element or lagna change, a bar's or a window's edge, or the day's edge. */
export type EdgeCause =
  | 'tithi'
  | 'nakshatra'
  | 'yoga'
  | 'karana'
  | 'moonsign'
  | 'lagna'
  | 'sunrise'
  | 'next_sunrise'
  | PeriodBar['kind']
  | DayWindowBar
  | 'bhadra';

export interface SegmentState {
  readonly tithi: number;
  readonly nakshatra: number;
  readonly yoga: number;
  readonly karana: number;
  readonly moonsign: number;
  readonly lagna: number | null;
}

export interface MuhurtaWindow {
  readonly date: string;
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly startCause: EdgeCause;
  readonly endCause: EdgeCause;
  /** 0–100 (see SCORE). */
  readonly score: number;
  /** The element states that hold in the window, in order (one per segment). */
  readonly states: readonly SegmentState[];
  readonly rulesPassed: readonly RuleKey[];
  readonly scoreNotes: readonly string[];
}

export interface DayExplanation {
  readonly date: string;
  readonly vara: number;
  readonly sunriseJdUt: number;
  readonly nextSunriseJdUt: number;
  readonly rules: readonly RuleVerdict[];
  /** The first rule (in rule order) after which no moment of the day remains; null when a window remains. */
  readonly firstRejectingRule: RuleKey | null;
  readonly windows: readonly MuhurtaWindow[];
}

export interface MuhurtaResult {
  readonly activity: ActivityRules;
  readonly school: School;
  readonly zone: string;
  readonly zoneSource: string;
  readonly place: { lat: number; lng: number; elevationM: number };
  readonly startDate: string;
  readonly days: number;
  readonly bars: readonly PeriodBar[];
  readonly explanations: readonly DayExplanation[];
  /** Best first: score, then earlier start. */
  readonly top: readonly MuhurtaWindow[];
  readonly windowCount: number;
}

interface Segment {
  a: number;
  b: number;
  startCause: EdgeCause;
  endCause: EdgeCause;
  state: SegmentState;
}

/** The index in `spans` (sorted, contiguous) of the span containing t (the first when t precedes them all). */
function spanIndexAt(spans: readonly AngleSpan[], t: number): number {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (spans[mid].startJdUt <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The state (element index) of the span containing t. */
const at = (spans: readonly AngleSpan[], t: number): number => spans[spanIndexAt(spans, t)].index;

function validate(q: MuhurtaQuery): { activity: ActivityRules; school: School; topN: number } {
  const errs: { loc: string[]; msg: string; type: string }[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(q.startDate) || Number.isNaN(Date.parse(`${q.startDate}T00:00:00Z`)))
    errs.push({ loc: ['start_date'], msg: 'start_date must be a date YYYY-MM-DD', type: 'format' });
  const activity = activityOf(q.activity);
  if (!activity) errs.push({ loc: ['activity'], msg: `activity must be one of the known activities`, type: 'enum' });
  const school = q.school ?? DEFAULT_SCHOOL;
  if (!SCHOOLS.includes(school)) errs.push({ loc: ['profile'], msg: 'profile must be a known school', type: 'enum' });
  if (!Number.isInteger(q.days) || q.days < 1 || q.days > MAX_DAYS)
    errs.push({ loc: ['days'], msg: `days must be an integer 1–${MAX_DAYS}`, type: 'range' });
  const topN = q.topN ?? 10;
  if (!Number.isInteger(topN) || topN < 1 || topN > MAX_TOP_N)
    errs.push({ loc: ['top_n'], msg: `top_n must be an integer 1–${MAX_TOP_N}`, type: 'range' });
  if (errs.length) throw new InputError(errs);
  return { activity: activity as ActivityRules, school, topN };
}

const SLOW: readonly GrahaKey[] = ['sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];

interface Rule {
  readonly key: RuleKey;
  /** Needs the lagna (judged only on days that pass every other rule). */
  readonly lagna?: boolean;
  readonly holds: (s: Segment) => boolean;
  readonly why: (v: Verdict) => string;
}

/** Search and explanation for one query: the windows of every day, and each day's rule verdicts. */
export function muhurtaSearch(q: MuhurtaQuery): MuhurtaResult {
  const { activity, school, topN } = validate(q);
  const stop = q.stop ?? NEVER_STOP;
  const { place, zone, zoneSource } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz ?? null });
  const tl = buildTimeline({ place, zone, fromDate: q.startDate, days: q.days, moonrise: false, stop });
  const T0 = tl.days[0].sunriseJd;
  const T1 = tl.days[tl.days.length - 1].nextSunriseJd;
  const yogas = elementSpans(tl.sampler, 'yoga', T0 - 1, T1 + 1);
  const karanas = elementSpans(tl.sampler, 'karana', T0 - 1, T1 + 1).map((s) => ({
    ...s,
    index: karanaIndexOfHalfTithi(s.index),
  }));
  const moonsigns = elementSpans(tl.sampler, 'moonsign', T0 - 1, T1 + 1);
  const strict = school === 'muhurta_chintamani';
  const kinds = strict ? activity.periodBars : activity.periodBars.filter((k) => !STRICT_ONLY_BARS.includes(k));
  const bars = periodBars(tl, kinds, school, T0, T1);
  const windowBars: readonly DayWindowBar[] = strict ? DAY_WINDOW_BARS : activity.dayWindowsDrik;
  const useLagna = strict;
  const persons = q.persons ?? [];
  const explanations: DayExplanation[] = [];
  const kalamCache = new Map<string, RawWindow[]>();
  const all: MuhurtaWindow[] = [];
  for (const day of tl.days) {
    stop();
    const ex = explainDay(day);
    explanations.push(ex);
    all.push(...ex.windows);
  }
  const top = [...all].sort((x, y) => y.score - x.score || x.startJdUt - y.startJdUt).slice(0, topN);
  return {
    activity,
    school,
    zone,
    zoneSource,
    place: { lat: q.lat, lng: q.lng, elevationM: 0 },
    startDate: q.startDate,
    days: q.days,
    bars,
    explanations,
    top,
    windowCount: all.length,
  };

  function explainDay(day: TimelineDay): DayExplanation {
    const s0 = day.sunriseJd;
    const e0 = day.nextSunriseJd;
    const base = { date: day.date, vara: day.vara, sunriseJdUt: s0, nextSunriseJdUt: e0 };
    const f = dayFrame(day.frame, zone);
    if (!f) {
      const rules: RuleVerdict[] = [
        { rule: 'day_frame', verdict: 'fail', why: 'no sunrise, sunset or next sunrise (polar day or night)' },
      ];
      return { ...base, rules, firstRejectingRule: 'day_frame', windows: [] };
    }
    const dayWins = dayWindowsOf(f, day);
    const cuts: { t: number; cause: EdgeCause }[] = [];
    const addSpans = (spans: readonly AngleSpan[], cause: EdgeCause) => {
      for (let i = spanIndexAt(spans, s0); i < spans.length && spans[i].startJdUt < e0; i++)
        if (spans[i].startJdUt > s0) cuts.push({ t: spans[i].startJdUt, cause });
    };
    addSpans(tl.tithis, 'tithi');
    addSpans(tl.nakshatras, 'nakshatra');
    addSpans(yogas, 'yoga');
    addSpans(karanas, 'karana');
    addSpans(moonsigns, 'moonsign');
    for (const b of bars)
      for (const t of [b.startJdUt, b.endJdUt]) if (t > s0 && t < e0) cuts.push({ t, cause: b.kind });
    for (const w of dayWins)
      for (const t of [w.startJdUt, w.endJdUt]) if (t > s0 && t < e0) cuts.push({ t, cause: w.kind as EdgeCause });
    const cutAt = (lagnas: readonly LagnaSpan[] | null): Segment[] => {
      const all = lagnas
        ? [...cuts, ...lagnas.slice(1).map((l) => ({ t: l.startJdUt, cause: 'lagna' as const }))]
        : cuts;
      all.sort((x, y) => x.t - y.t);
      const segs: Segment[] = [];
      let a = s0;
      let ac: EdgeCause = 'sunrise';
      const make = (x: number, y: number, xc: EdgeCause, yc: EdgeCause): Segment => {
        const m = (x + y) / 2;
        return {
          a: x,
          b: y,
          startCause: xc,
          endCause: yc,
          state: {
            tithi: at(tl.tithis, m),
            nakshatra: at(tl.nakshatras, m),
            yoga: at(yogas, m),
            karana: at(karanas, m),
            moonsign: at(moonsigns, m),
            lagna: lagnas ? at(lagnas, m) : null,
          },
        };
      };
      for (const c of all) {
        if (c.t - a < 0.5 / 86_400) continue; // coincident cuts (within 0.5 s): one edge
        segs.push(make(a, c.t, ac, c.cause));
        a = c.t;
        ac = c.cause;
      }
      segs.push(make(a, e0, ac, 'next_sunrise'));
      return segs;
    };
    const masa = tl.months[tl.tithis[spanIndexAt(tl.tithis, (s0 + e0) / 2)].month].amanta;
    const planetSigns = useLagna && activity.lagnaShuddhi ? planetSignsAt((s0 + e0) / 2, tl) : null;
    const rules = dayRules(day, dayWins, masa.index, planetSigns);
    const judge = (segs: readonly Segment[], rs: readonly Rule[]) => {
      const verdicts: RuleVerdict[] = [];
      let alive = segs;
      let first: RuleKey | null = null;
      for (const r of rs) {
        const n = segs.filter(r.holds).length;
        const verdict: Verdict = n === segs.length ? 'pass' : n === 0 ? 'fail' : 'partial';
        verdicts.push({ rule: r.key, verdict, why: r.why(verdict) });
        alive = alive.filter(r.holds);
        if (!alive.length && first === null) first = r.key;
      }
      return { verdicts, alive, first };
    };
    const plain = rules.filter((r) => !r.lagna);
    let { verdicts, alive, first } = judge(cutAt(null), plain);
    const lagnaRules = rules.filter((r) => r.lagna);
    if (lagnaRules.length) {
      if (alive.length) {
        // the lagna is searched only on days that survive every other rule
        const lagnas = fastLagnaSpans(place, tl.ayanamsa, s0, e0) ?? lagnaSpans(place, tl.ayanamsa, s0, e0);
        ({ verdicts, alive, first } = judge(cutAt(lagnas), rules));
      } else
        for (const r of lagnaRules)
          verdicts.push({ rule: r.key, verdict: 'skipped', why: `not judged: the day was rejected by ${first}` });
    }
    const windows = mergeWindows(day.date, alive, rules);
    return { ...base, rules: verdicts, firstRejectingRule: first, windows };
  }

  function dayWindowsOf(f: DayFrame, day: TimelineDay): RawWindow[] {
    const out: RawWindow[] = [];
    for (const k of windowBars) {
      if (k === 'rahu_kalam' || k === 'yamaganda' || k === 'gulika_kalam') out.push(kalam(f, k));
      else if (k === 'dur_muhurta') out.push(...durMuhurta(f));
      else if (k === 'varjyam') {
        const spans = tl.nakshatras.filter((n) => n.endJdUt > day.sunriseJd - 1.2 && n.startJdUt < day.nextSunriseJd);
        // every varjyam overlapping the day (one that began the day before may run past sunrise)
        out.push(...nakshatraKalams(spans, day.sunriseJd - 1.2, day.nextSunriseJd).varjyam);
      }
    }
    for (const k of karanas)
      if (k.index === VISHTI_KARANA && k.endJdUt > day.sunriseJd && k.startJdUt < day.nextSunriseJd)
        out.push({
          kind: 'bhadra',
          name: 'Bhadra',
          startJdUt: k.startJdUt,
          endJdUt: k.endJdUt,
          quality: 'inauspicious',
        });
    return out.filter((w) => w.endJdUt > day.sunriseJd && w.startJdUt < day.nextSunriseJd);
  }

  function dayRules(
    day: TimelineDay,
    dayWins: readonly RawWindow[],
    masaIndex: number,
    planetSigns: ReadonlyMap<GrahaKey, number> | null,
  ): Rule[] {
    const inBar = (kind: PeriodBar['kind']) => (s: Segment) =>
      !bars.some((b) => b.kind === kind && b.startJdUt < s.b && b.endJdUt > s.a);
    const barWhy = (kind: PeriodBar['kind']) => (v: Verdict) => {
      const b = bars.find((x) => x.kind === kind && x.startJdUt < day.nextSunriseJd && x.endJdUt > day.sunriseJd);
      return v === 'pass' ? `not in ${kind.replace(/_/g, ' ')}` : (b?.reason ?? kind);
    };
    const rules: Rule[] = [];
    for (const kind of activity.periodBars) {
      if (!strict && STRICT_ONLY_BARS.includes(kind)) continue;
      rules.push({ key: kind, holds: inBar(kind), why: barWhy(kind) });
    }
    rules.push({
      key: 'masa',
      holds: () => !activity.forbiddenMasas.includes(masaIndex),
      why: (v) => (v === 'pass' ? 'the amanta month is allowed' : 'the amanta month is forbidden for this activity'),
    });
    const varas = strict ? activity.forbiddenVaras : activity.forbiddenVarasDrik;
    rules.push({
      key: 'vara',
      holds: () => !varas.includes(day.vara),
      why: (v) => (v === 'pass' ? 'the vara is allowed' : 'the vara is forbidden for this activity'),
    });
    rules.push({
      key: 'tithi',
      holds: (s) => !activity.forbiddenTithis.includes(s.state.tithi),
      why: (v) => (v === 'fail' ? 'only forbidden tithis (rikta, Amavasya, …) this day' : 'allowed tithi'),
    });
    rules.push({
      key: 'nakshatra',
      holds: (s) => activity.nakshatras.includes(s.state.nakshatra),
      why: (v) => (v === 'fail' ? 'no favourable nakshatra this day' : 'a favourable nakshatra holds'),
    });
    const yogas = strict ? DUSHTA_YOGAS : activity.forbiddenYogasDrik;
    rules.push({
      key: 'yoga',
      holds: (s) => !yogas.includes(s.state.yoga),
      why: (v) => (v === 'fail' ? 'a forbidden yoga all day' : 'no forbidden yoga'),
    });
    rules.push({
      key: 'karana',
      holds: (s) =>
        s.state.karana !== VISHTI_KARANA || (!strict && !BHADRA_ON_EARTH_MOON_SIGNS.includes(s.state.moonsign)),
      why: (v) =>
        v === 'fail'
          ? 'Vishti (Bhadra) karana all day' +
            (strict ? '' : ', with the Moon in Karka/Simha/Kumbha/Meena (Bhadra on earth)')
          : strict
            ? 'outside Vishti (Bhadra)'
            : 'outside Bhadra on earth (Vishti with the Moon in Karka, Simha, Kumbha or Meena)',
    });
    if (activity.panchaka.includes(school))
      rules.push({
        key: 'panchaka',
        holds: (s) => s.state.moonsign !== 10 && s.state.moonsign !== 11,
        why: (v) => (v === 'fail' ? 'panchaka (Moon in Kumbha/Meena) all day' : 'outside panchaka'),
      });
    const barred = dayWins.filter((w) => w.kind !== 'bhadra');
    if (barred.length)
      rules.push({
        key: 'day_windows',
        holds: (s) => !barred.some((w) => w.startJdUt < s.b && w.endJdUt > s.a),
        why: () => `outside ${[...new Set(barred.map((w) => w.kind))].join(', ')}`,
      });
    if (persons.length) {
      rules.push({
        key: 'tara_bala',
        holds: (s) => persons.every((p) => taraOf(p.nakshatra, s.state.nakshatra).quality === 'auspicious'),
        why: (v) => `tara bala of ${persons.map((p) => p.label).join(' and ')}: ${v}`,
      });
      rules.push({
        key: 'chandra_bala',
        holds: (s) => persons.every((p) => chandraBalaOf(p.rashi, s.state.moonsign).quality === 'auspicious'),
        why: (v) => `chandra bala (transit Moon in 1/3/6/7/10/11 from the natal Moon) of each person: ${v}`,
      });
      rules.push({
        key: 'janma_nakshatra',
        holds: (s) => persons.every((p) => p.nakshatra !== s.state.nakshatra),
        why: (v) => (v === 'pass' ? 'not a janma nakshatra' : 'the Moon is in a janma nakshatra'),
      });
    }
    if (useLagna) {
      rules.push({
        key: 'lagna',
        lagna: true,
        holds: (s) =>
          activity.lagnas.includes(s.state.lagna as number) &&
          persons.every((p) => ((s.state.lagna as number) - p.rashi + 12) % 12 !== 7),
        why: (v) =>
          v === 'fail'
            ? 'no favourable lagna (or only the 8th from a janma rashi) this day'
            : 'favourable lagna, not the 8th from a janma rashi',
      });
      if (activity.lagnaShuddhi && planetSigns)
        rules.push({
          key: 'lagna_shuddhi',
          lagna: true,
          holds: (s) => lagnaClean(s.state.lagna as number, s.state.moonsign, planetSigns),
          why: (v) =>
            v === 'fail'
              ? 'no lagna with the 7th and 8th empty and the Moon outside 6/8/12'
              : '7th and 8th from the lagna empty, Moon not in 6/8/12',
        });
    }
    return rules;
  }

  function mergeWindows(date: string, alive: readonly Segment[], rules: readonly Rule[]): MuhurtaWindow[] {
    const out: MuhurtaWindow[] = [];
    let run: Segment[] = [];
    const flush = () => {
      if (!run.length) return;
      const s = run[0].a;
      const e = run[run.length - 1].b;
      const notes: string[] = [];
      let score = 40;
      const hours = (e - s) * 24;
      score += Math.round(20 * Math.min(hours / 4, 1));
      notes.push(`duration ${hours.toFixed(2)} h: +${Math.round(20 * Math.min(hours / 4, 1))} of 20`);
      if (run.every((x) => !DUSHTA_YOGAS.includes(x.state.yoga))) {
        score += 20;
        notes.push('no dushta yoga: +20');
      }
      if (!kalamsOf(date).some((w) => w.startJdUt < e && w.endJdUt > s)) {
        score += 20;
        notes.push('no rahu kalam, yamaganda, gulika, dur muhurta or varjyam: +20');
      }
      const states: SegmentState[] = [];
      for (const x of run) {
        const last = states[states.length - 1];
        if (!last || JSON.stringify(last) !== JSON.stringify(x.state)) states.push(x.state);
      }
      out.push({
        date,
        startJdUt: s,
        endJdUt: e,
        startCause: run[0].startCause,
        endCause: run[run.length - 1].endCause,
        score,
        states,
        rulesPassed: rules.map((r) => r.key),
        scoreNotes: notes,
      });
      run = [];
    };
    for (const x of alive) {
      if (run.length && Math.abs(run[run.length - 1].b - x.a) > 1e-9) flush();
      run.push(x);
    }
    flush();
    return out;
  }

  /** The day's five inauspicious windows, for the score only (when they are not already a rule). */
  function kalamsOf(date: string): RawWindow[] {
    const cached = kalamCache.get(date);
    if (cached) return cached;
    const day = tl.days[tl.dayIndex(date)];
    const f = dayFrame(day.frame, zone);
    if (!f) return [];
    const spans = tl.nakshatras.filter((n) => n.endJdUt > day.sunriseJd - 1.2 && n.startJdUt < day.nextSunriseJd);
    const out = [
      kalam(f, 'rahu_kalam'),
      kalam(f, 'yamaganda'),
      kalam(f, 'gulika_kalam'),
      ...durMuhurta(f),
      ...nakshatraKalams(spans, day.sunriseJd - 1.2, day.nextSunriseJd).varjyam,
    ];
    kalamCache.set(date, out);
    return out;
  }
}

/** Whole-sign houses of the eight non-Moon grahas at an instant (they move ≤ 1.6°/day: one value per day). */
function planetSignsAt(t: number, tl: Timeline): Map<GrahaKey, number> {
  const m = new Map<GrahaKey, number>();
  for (const g of SLOW) m.set(g, Math.floor(bodyLongitudeAtJdUt(t, g, { sidereal: tl.ayanamsa }).lonDeg / 30) % 12);
  return m;
}

/** Lagna shuddhi for marriage: 7th and 8th from the lagna hold no graha; the Moon not in the 6th, 8th or 12th. */
export function lagnaClean(lagna: number, moonSign: number, signs: ReadonlyMap<GrahaKey, number>): boolean {
  const house = (sign: number) => ((sign - lagna + 12) % 12) + 1;
  for (const [, sign] of signs) if (house(sign) === 7 || house(sign) === 8) return false;
  const mh = house(moonSign);
  return mh !== 6 && mh !== 7 && mh !== 8 && mh !== 12;
}
