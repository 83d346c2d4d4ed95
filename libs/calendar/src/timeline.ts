/**
 * The year timeline: everything the rule evaluator needs about a run of civil days at a place,
 * computed in ONE pass (the observance engine never searches per rule).
 *
 * - Element spans (tithi, nakshatra, sidereal Sun sign = sankrantis) are searched once over the
 *   whole range with one `SunMoonSampler` (libs/panchang `elementSpans`, the month grid's method).
 * - Per civil day: the Hindu-day frame of libs/panchang (`hinduDays`: sunrise, sunset of the civil
 *   date, next sunrise, its one polar rule), and the first moonrise of the day [start, end).
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
  hinduDays,
  HinduDayFrame,
  LunarMonth,
  lunarMonthAt,
  PanchangConvention,
  purnimantaOf,
  SunMoonSampler,
} from '@pj/panchang';

export interface TimelineDay {
  /** The day's Hindu-day frame (libs/panchang `hinduDays`), which the fields below read. */
  readonly frame: HinduDayFrame;
  readonly date: string;
  /** 0 = Sunday. */
  readonly vara: number;
  /** Start of the Hindu day (JD UT): the date's sunrise, civil midnight where the Sun does not rise (polar rule). */
  readonly sunriseJd: number;
  /**
   * Sunset of the civil date (JD UT); null where the Sun does not set on it (polar day or night): a
   * kaala or day rule that needs it decides explicitly (kaala.ts, evaluate.ts), none is invented.
   */
  readonly sunsetJd: number | null;
  /** Start of the next Hindu day (the next date's sunrise, or its civil midnight). */
  readonly nextSunriseJd: number;
  /** The previous date's sunset, null where it has none. */
  readonly prevSunsetJd: number | null;
  /** First moonrise within [sunrise, next sunrise), null when none; searched on first read. */
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
  /**
   * Moonrises (default true, each searched when a rule first reads it); false: none (null), for the golden runs
   * over 150 years whose rules do not need them.
   */
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
  // one extra day before (its sunset is the first day's previous sunset)
  const frame = hinduDays(addDaysToDate(input.fromDate, -1), n + 1, zone, place, rise, stop);
  const days: TimelineDay[] = [];
  const withMoon = input.moonrise !== false;
  for (let d = 0; d < n; d++) {
    stop();
    const day = frame[d + 1];
    const s = day.startJdUt;
    const e = day.endJdUt;
    // searched when a rule first reads it (the moonrise kaala: Karwa Chauth, Sankashti…); a date the
    // zone skips (Pacific/Apia 2011-12-30) is an empty day with none
    let moon: number | null | undefined = withMoon && e > s ? undefined : null;
    days.push({
      frame: day,
      date: day.date,
      vara: day.vara,
      sunriseJd: s,
      sunsetJd: day.sunset.instant?.jdUt ?? null,
      nextSunriseJd: e,
      prevSunsetJd: frame[d].sunset.instant?.jdUt ?? null,
      get moonriseJd(): number | null {
        if (moon === undefined)
          moon = nextRiseSet('moon', 'rise', instantFromJdUt(s), place, rise, e - s).instant?.jdUt ?? null;
        return moon;
      },
      hasSunrise: day.startBasis === 'sunrise',
    });
  }
  const t0 = frame[0].startJdUt - 2;
  const t1 = frame[n].endJdUt + 2;
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
