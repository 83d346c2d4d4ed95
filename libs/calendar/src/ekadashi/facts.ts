/**
 * The astronomical facts every Ekadashi rule reads, computed once per range: the Hindu days of
 * libs/panchang `hinduDays` (the ONE frame the daily core, the month grid and the festival
 * timeline read: sunrise to next sunrise, civil midnight where the Sun does not rise, the civil
 * date's sunset) and the spans of Dashami, Ekadashi, Dwadashi and Trayodashi around each
 * Ekadashi, from ONE sampler and ONE tithi search over the whole range (as the month grid does,
 * libs/panchang/src/daily/month-grid.ts), plus the lunar month that names it. Conventions are the
 * daily engine's defaults: Drik convention, Lahiri, Sun's upper limb with refraction.
 */
import { DateTime } from 'luxon';
import {
  addDaysToDate,
  AyanamsaKey,
  jdUtToUnixMs,
  localMidnight,
  NEVER_STOP,
  Place,
  RiseConvention,
  riseConventionOf,
  StopCheck,
  SunriseConventionKey,
} from '@pj/ephemeris';
import {
  DEFAULT_PANCHANG_CONVENTION,
  DENSE_MARGIN_DAYS,
  elementSpans,
  hinduDays,
  HinduDayFrame,
  lunarMonthAt,
  LunarMonth,
  PanchangConvention,
  purnimantaOf,
  resolvePlace,
  SunMoonSampler,
} from '@pj/panchang';

export interface Span {
  readonly startJdUt: number;
  readonly endJdUt: number;
}

/**
 * A Hindu day as the Ekadashi rules read it: one `HinduDayFrame` (`dayOfFrame`). It starts at the
 * date's sunrise, or civil midnight where the Sun does not rise (the frame's polar rule).
 */
export interface Day {
  readonly date: string;
  /** The frame's start (JD UT): the sunrise, else civil midnight. */
  readonly startJdUt: number;
  /** Sunrise of the civil date (JD UT), null where the Sun does not rise on it. */
  readonly sunriseJdUt: number | null;
  /** Sunset of the civil date (JD UT; it may precede the sunrise in polar seasons), null where none. */
  readonly sunsetJdUt: number | null;
}

/** The rules' view of one day of the frame (libs/panchang hindu-day.ts). */
export function dayOfFrame(f: HinduDayFrame): Day {
  return {
    date: f.date,
    startJdUt: f.startJdUt,
    sunriseJdUt: f.sunrise.instant?.jdUt ?? null,
    sunsetJdUt: f.sunset.instant?.jdUt ?? null,
  };
}

export interface EkadashiFacts {
  readonly paksha: 'shukla' | 'krishna';
  /** Tithi index (0–29): 10 (Shukla Ekadashi) or 25 (Krishna Ekadashi). */
  readonly tithiIndex: number;
  readonly dashami: Span;
  readonly ekadashi: Span;
  readonly dwadashi: Span;
  readonly trayodashi: Span;
  readonly month: LunarMonth;
  /**
   * The Hindu days the rules read around it, one `hinduDays` frame: from two days before the day in which the
   * Ekadashi begins to five days after (`WINDOW_BEFORE`, `WINDOW_AFTER`): arunodaya of the day before, the fast
   * days, the parana day and the day after it.
   */
  readonly days: readonly Day[];
  /** Index in `days` of the Hindu day in which the Ekadashi begins (= WINDOW_BEFORE). */
  readonly firstDay: number;
}

/** Hindu days the rules read before and after the day in which the Ekadashi begins. */
export const WINDOW_BEFORE = 2;
export const WINDOW_AFTER = 5;

export interface RangeFacts {
  readonly place: Place;
  readonly zone: string;
  readonly ekadashis: readonly EkadashiFacts[];
  readonly sampler: SunMoonSampler;
  /** Spans of Shravana nakshatra (index 21) over the range, when asked for (Madhva: Shravana Dwadashi). */
  readonly shravana: readonly Span[];
}

export interface FactsQuery {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly elevationM?: number;
  /** First and last civil dates whose Ekadashis are wanted (inclusive). */
  readonly fromDate: string;
  readonly toDate: string;
  readonly ayanamsa?: AyanamsaKey;
  readonly convention?: PanchangConvention;
  /** Sunrise/sunset definition (default: the Sun's upper limb with refraction, as Drik). */
  readonly sunrise?: SunriseConventionKey;
  /** Also search the nakshatra spans (for Shravana Dwadashi). */
  readonly withShravana?: boolean;
  /** Cooperative deadline (libs/ephemeris `StopCheck`), called per engine sample; never stops by default. */
  readonly stop?: StopCheck;
}

/** Shravana, the 22nd nakshatra (index 21). */
export const SHRAVANA_INDEX = 21;

/**
 * Days examined before and after the range: an Ekadashi's observances and parana (Madhva atirikta: the 4th day after)
 * fall within 5 days of its start.
 */
export const PAD_DAYS = 5;

export function rangeFacts(q: FactsQuery): RangeFacts {
  const { place, zone } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz, elevationM: q.elevationM });
  const conv: RiseConvention = riseConventionOf(q.sunrise);
  const stop = q.stop ?? NEVER_STOP;
  // the tithi search spans the civil dates (a sunrise is always within its date)
  const t0 = localMidnight(addDaysToDate(q.fromDate, -PAD_DAYS), zone).jdUt;
  const t1 = localMidnight(addDaysToDate(q.toDate, PAD_DAYS + 1), zone).jdUt;
  const sampler = new SunMoonSampler(
    q.ayanamsa ?? 'lahiri',
    q.convention ?? DEFAULT_PANCHANG_CONVENTION,
    [t0 - DENSE_MARGIN_DAYS, t1 + DENSE_MARGIN_DAYS],
    q.stop,
  );
  // the frame of the days around each Ekadashi only (~8 of every 15): a frame over the whole range
  // searched every sunset too, 2–3 times the cost (polar places: rise searches that find nothing)
  const window = (e: Span): DayWindow | null => {
    const civil = localDateOf(e.startJdUt, zone);
    const frame = hinduDays(
      addDaysToDate(civil, -WINDOW_BEFORE - 1),
      WINDOW_BEFORE + WINDOW_AFTER + 2,
      zone,
      place,
      conv,
      stop,
    );
    return windowAround(frame.map(dayOfFrame), e.startJdUt);
  };
  const tithis = elementSpans(sampler, 'tithi', t0, t1);
  const ekadashis = ekadashiFacts(tithis, window, (e) => lunarMonthAt(sampler, (e.startJdUt + e.endJdUt) / 2));
  const shravana = q.withShravana
    ? elementSpans(sampler, 'nakshatra', t0, t1).filter((s) => s.index === SHRAVANA_INDEX)
    : [];
  return { place, zone, ekadashis, sampler, shravana };
}

/** Civil date (YYYY-MM-DD) of an instant in the zone. */
function localDateOf(jdUt: number, zone: string): string {
  return DateTime.fromMillis(jdUtToUnixMs(jdUt), { zone }).toISODate()!;
}

interface DayWindow {
  readonly days: readonly Day[];
  readonly firstDay: number;
}

/** The WINDOW_BEFORE + 1 + WINDOW_AFTER days around the one holding jdUt, or null when `days` does not reach. */
function windowAround(days: readonly Day[], jdUt: number): DayWindow | null {
  const i = dayIndexAt(days, jdUt);
  if (i < WINDOW_BEFORE || i + WINDOW_AFTER >= days.length) return null;
  return { days: days.slice(i - WINDOW_BEFORE, i + WINDOW_AFTER + 1), firstDay: WINDOW_BEFORE };
}

/** Index of the Hindu day containing an instant (days tile time), or -1 outside the computed days. */
export function dayIndexAt(days: readonly Day[], jdUt: number): number {
  let lo = 0;
  let hi = days.length - 1;
  if (jdUt < days[0].startJdUt || jdUt >= days[hi].startJdUt) return -1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (days[mid].startJdUt <= jdUt) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The parts of a year timeline (libs/calendar timeline.ts `Timeline`, built once for all
 * observances) that the Ekadashi rules read, typed structurally so the timeline can be passed
 * as is: no second sunrise or tithi search.
 */
export interface EkadashiTimeline {
  readonly zone: string;
  readonly place: Place;
  readonly sampler: SunMoonSampler;
  /** Each day's Hindu-day frame, the one `rangeFacts` reads too. */
  readonly days: readonly { readonly frame: HinduDayFrame }[];
  readonly tithis: readonly {
    readonly index: number;
    readonly startJdUt: number;
    readonly endJdUt: number;
    readonly month: number;
  }[];
  readonly nakshatras: readonly { readonly index: number; readonly startJdUt: number; readonly endJdUt: number }[];
  readonly months: readonly LunarMonth[];
}

export function factsFromTimeline(tl: EkadashiTimeline): RangeFacts {
  const days = tl.days.map((d) => dayOfFrame(d.frame));
  return {
    place: tl.place,
    zone: tl.zone,
    ekadashis: ekadashiFacts(
      tl.tithis,
      (e) => windowAround(days, e.startJdUt),
      // the timeline's months are read at their new moons: a Krishna Ekadashi's purnimanta month is the next name
      (e) => {
        const m = tl.months[e.month];
        return { ...m, purnimanta: purnimantaOf(m.amanta, m.sunSignAtEnd, e.index >= 15) };
      },
    ),
    sampler: tl.sampler,
    shravana: tl.nakshatras.filter((s) => s.index === SHRAVANA_INDEX),
  };
}

/**
 * Each Ekadashi span (tithi index 10 or 25) of a tithi sequence with its neighbours, its days and its lunar month;
 * one whose days are not all known (the ends of a timeline) is left out.
 */
function ekadashiFacts<T extends Span & { readonly index: number }>(
  tithis: readonly T[],
  windowOf: (ekadashi: T) => DayWindow | null,
  monthOf: (ekadashi: T) => LunarMonth,
): EkadashiFacts[] {
  const out: EkadashiFacts[] = [];
  for (let i = 1; i + 2 < tithis.length; i++) {
    const e = tithis[i];
    if (e.index !== 10 && e.index !== 25) continue;
    const window = windowOf(e);
    if (!window) continue;
    out.push({
      ...window,
      paksha: e.index === 10 ? 'shukla' : 'krishna',
      tithiIndex: e.index,
      dashami: tithis[i - 1],
      ekadashi: e,
      dwadashi: tithis[i + 1],
      trayodashi: tithis[i + 2],
      month: monthOf(e),
    });
  }
  return out;
}
