/**
 * The year timeline: everything the rule evaluator needs about a run of civil days at a place,
 * computed in ONE pass (the observance engine never searches per rule).
 *
 * - Element spans (tithi, nakshatra, sidereal Sun sign = sankrantis) are searched once over the
 *   whole range with one `SunMoonSampler` (libs/panchang `elementSpans`, the month grid's method).
 * - Per civil day: sunrise, sunset (of the civil date), the next sunrise, and the first moonrise
 *   of the Hindu day [sunrise, next sunrise) — libs/panchang `hinduDay` conventions.
 * - Lunar months (amanta new moon to new moon, adhika and kshaya as libs/panchang `lunarMonthAt`)
 *   are listed once; a tithi span belongs to the amanta month containing it (spans never cross
 *   a new moon, which is a tithi boundary).
 * Defaults are the daily engine's: Drik convention, Lahiri, upper-limb refracted sunrise.
 */
import {
  addDaysToDate,
  AngleSpan,
  AyanamsaKey,
  formatLocalJdUt,
  instantFromJdUt,
  localMidnight,
  nextRiseSet,
  Place,
  riseConventionOf,
  RiseConvention,
  NEVER_STOP,
  StopCheck,
  SunriseConventionKey,
} from '@pj/ephemeris';
import {
  DEFAULT_PANCHANG_CONVENTION,
  elementSpans,
  LunarMonth,
  lunarMonthAt,
  PanchangConvention,
  purnimantaOf,
  SunMoonSampler,
} from '@pj/panchang';

export interface TimelineDay {
  readonly date: string;
  /** 0 = Sunday. */
  readonly vara: number;
  /** Sunrise of the civil date (JD UT); civil midnight where the Sun does not rise (polar fallback). */
  readonly sunriseJd: number;
  readonly sunsetJd: number;
  /** Start of the next Hindu day (the next date's sunrise). */
  readonly nextSunriseJd: number;
  /** The previous date's sunset (for arunodaya/night-based windows). */
  readonly prevSunsetJd: number;
  /** First moonrise within [sunrise, next sunrise), null when none. */
  readonly moonriseJd: number | null;
  readonly hasSunrise: boolean;
}

export interface TithiSpan extends AngleSpan {
  /** Index into `Timeline.months`. */
  readonly month: number;
}

export interface Timeline {
  readonly zone: string;
  readonly place: Place;
  readonly days: readonly TimelineDay[];
  readonly tithis: readonly TithiSpan[];
  readonly nakshatras: readonly AngleSpan[];
  /** Sidereal Sun signs: a span's start is the sankranti into `index`. */
  readonly sunSigns: readonly AngleSpan[];
  readonly months: readonly LunarMonth[];
  readonly sampler: SunMoonSampler;
  readonly ayanamsa: AyanamsaKey;
  readonly convention: PanchangConvention;
  readonly rise: RiseConvention;
  /** The computation's cooperative deadline (libs/ephemeris `StopCheck`): the rule evaluators call it per step. */
  readonly stop: StopCheck;
  /** Local date of an instant. */
  dateOf(jdUt: number): string;
  /** Index of the day with this date, or -1. */
  dayIndex(date: string): number;
  format(jdUt: number): string;
}

export interface TimelineInput {
  readonly place: Place;
  readonly zone: string;
  readonly fromDate: string;
  /** Civil days to cover (each with its next sunrise). */
  readonly days: number;
  readonly ayanamsa?: AyanamsaKey;
  readonly convention?: PanchangConvention;
  readonly sunrise?: SunriseConventionKey;
  /** Compute moonrises (default true; the golden runs over 150 years may skip them for rules that do not need them). */
  readonly moonrise?: boolean;
  /** Cooperative deadline, called per day and per engine sample; never stops by default. */
  readonly stop?: StopCheck;
}

const DENSE_MARGIN_DAYS = 3.5;

export function buildTimeline(input: TimelineInput): Timeline {
  const { place, zone } = input;
  const ayanamsa = input.ayanamsa ?? 'lahiri';
  const convention = input.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const rise = riseConventionOf(input.sunrise);
  const n = input.days;
  const stop = input.stop ?? NEVER_STOP;
  // one extra day before (previous sunset) and after (next sunrise)
  const dates: string[] = [];
  const mids: number[] = [];
  for (let d = -1; d <= n + 1; d++) {
    const date = addDaysToDate(input.fromDate, d);
    dates.push(date);
    mids.push(localMidnight(date, zone).jdUt);
  }
  const rises: (number | null)[] = [];
  const sets: (number | null)[] = [];
  for (let i = 0; i < dates.length - 1; i++) {
    stop();
    const civil = mids[i + 1] - mids[i];
    const after = instantFromJdUt(mids[i]);
    rises.push(nextRiseSet('sun', 'rise', after, place, rise, civil).instant?.jdUt ?? null);
    sets.push(nextRiseSet('sun', 'set', after, place, rise, civil).instant?.jdUt ?? null);
  }
  const start = (i: number) => rises[i] ?? mids[i];
  const days: TimelineDay[] = [];
  const withMoon = input.moonrise !== false;
  for (let d = 0; d < n; d++) {
    stop();
    const i = d + 1;
    const s = start(i);
    const e = start(i + 1);
    const moon = withMoon
      ? (nextRiseSet('moon', 'rise', instantFromJdUt(s), place, rise, e - s).instant?.jdUt ?? null)
      : null;
    days.push({
      date: dates[i],
      vara: new Date(`${dates[i]}T00:00:00Z`).getUTCDay(),
      sunriseJd: s,
      sunsetJd: sets[i] ?? (s + e) / 2,
      nextSunriseJd: e,
      prevSunsetJd: sets[i - 1] ?? s - 0.5,
      moonriseJd: moon,
      hasSunrise: rises[i] !== null,
    });
  }
  const t0 = start(0) - 2;
  const t1 = start(n + 1) + 2;
  const sampler = new SunMoonSampler(ayanamsa, convention, [t0 - DENSE_MARGIN_DAYS, t1 + DENSE_MARGIN_DAYS], stop);
  const rawTithis = elementSpans(sampler, 'tithi', t0, t1);
  const nakshatras = elementSpans(sampler, 'nakshatra', t0, t1);
  const sunSigns = elementSpans(sampler, 'sunsign', t0 - 32, t1 + 32);
  const months: LunarMonth[] = [];
  let m = lunarMonthAt(sampler, rawTithis[0].startJdUt + 1e-4);
  months.push(m);
  while (m.endJdUt < t1) {
    m = lunarMonthAt(sampler, m.endJdUt + 1e-4);
    months.push(m);
  }
  let k = 0;
  const tithis: TithiSpan[] = rawTithis.map((s) => {
    const mid = (s.startJdUt + s.endJdUt) / 2;
    while (k < months.length - 1 && months[k].endJdUt <= mid) k++;
    return { ...s, month: k };
  });
  const byDate = new Map(days.map((d, i) => [d.date, i]));
  return {
    zone,
    place,
    days,
    tithis,
    nakshatras,
    sunSigns,
    months,
    sampler,
    ayanamsa,
    convention,
    rise,
    stop,
    dateOf: (jd) => formatLocalJdUt(jd, zone).slice(0, 10),
    dayIndex: (date) => byDate.get(date) ?? -1,
    format: (jd) => formatLocalJdUt(jd, zone),
  };
}

/** Purnimanta month of a tithi span (Krishna paksha takes the next month's name). */
export function purnimantaMonthOf(tl: Timeline, span: TithiSpan): { index: number; name: string; adhika: boolean } {
  const m = tl.months[span.month];
  return purnimantaOf(m.amanta, m.sunSignAtEnd, span.index >= 15);
}
