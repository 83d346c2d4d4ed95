/**
 * The astronomical facts every Ekadashi rule reads, computed once per range: the Hindu days
 * (sunrise to sunrise, with their sunsets) and the spans of Dashami, Ekadashi, Dwadashi and
 * Trayodashi around each Ekadashi, from ONE sampler and ONE tithi search over the whole range
 * (as the month grid does, libs/panchang/src/daily/month-grid.ts), plus the lunar month that
 * names it. Conventions are the daily engine's defaults: Drik convention, Lahiri, Sun's upper
 * limb with refraction for sunrise and sunset.
 */
import {
  addDaysToDate,
  AyanamsaKey,
  Instant,
  localMidnight,
  NEVER_STOP,
  nextRiseSet,
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
  lunarMonthAt,
  LunarMonth,
  PanchangConvention,
  resolvePlace,
  SunMoonSampler,
} from '@pj/panchang';

export interface Span {
  readonly startJdUt: number;
  readonly endJdUt: number;
}

/** A Hindu day: it starts at the date's sunrise (civil midnight where the Sun does not rise). */
export interface Day {
  readonly date: string;
  readonly startJdUt: number;
  readonly sunriseJdUt: number | null;
  readonly sunsetJdUt: number | null;
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
}

export interface RangeFacts {
  readonly place: Place;
  readonly zone: string;
  readonly days: readonly Day[];
  readonly ekadashis: readonly EkadashiFacts[];
  readonly sampler: SunMoonSampler;
  /** Spans of Shravana nakshatra (index 21) over the range, when asked for (Madhva: Shravana Dwadashi). */
  readonly shravana: readonly Span[];
  /** Index of the day containing an instant (-1 outside); without it, a binary search over the days. */
  readonly indexAt?: (jdUt: number) => number;
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

export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A civil date's Hindu day with its sunrise and sunset searched on first use: the rules read
 * only the ~6 days around each Ekadashi (about 150 of a year's 375), so most are never searched.
 */
class LazyDay implements Day {
  private rise: number | null | undefined;
  private set: number | null | undefined;
  constructor(
    readonly date: string,
    private readonly midnight: Instant,
    private readonly civilDays: number,
    private readonly place: Place,
    private readonly conv: RiseConvention,
    private readonly stop: StopCheck,
  ) {}
  get sunriseJdUt(): number | null {
    if (this.rise === undefined) this.stop();
    if (this.rise === undefined)
      this.rise =
        nextRiseSet('sun', 'rise', this.midnight, this.place, this.conv, this.civilDays).instant?.jdUt ?? null;
    return this.rise;
  }
  get sunsetJdUt(): number | null {
    if (this.set === undefined) this.stop();
    if (this.set === undefined)
      this.set = nextRiseSet('sun', 'set', this.midnight, this.place, this.conv, this.civilDays).instant?.jdUt ?? null;
    return this.set;
  }
  get startJdUt(): number {
    return this.sunriseJdUt ?? this.midnight.jdUt;
  }
}

export function rangeFacts(q: FactsQuery): RangeFacts {
  const { place, zone } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz, elevationM: q.elevationM });
  const conv: RiseConvention = riseConventionOf(q.sunrise);
  const first = addDaysToDate(q.fromDate, -PAD_DAYS);
  const n = dayCount(first, q.toDate) + 2 * PAD_DAYS + 1;
  const midnights: Instant[] = [];
  for (let d = 0; d <= n + 1; d++) midnights.push(localMidnight(addDaysToDate(first, d), zone));
  const mids = midnights.map((m) => m.jdUt);
  const days: Day[] = [];
  for (let d = 0; d <= n; d++)
    days.push(
      new LazyDay(addDaysToDate(first, d), midnights[d], mids[d + 1] - mids[d], place, conv, q.stop ?? NEVER_STOP),
    );
  // the tithi search spans the civil dates (a sunrise is always within its date)
  const t0 = mids[0];
  const t1 = mids[n + 1];
  const sampler = new SunMoonSampler(
    q.ayanamsa ?? 'lahiri',
    q.convention ?? DEFAULT_PANCHANG_CONVENTION,
    [t0 - DENSE_MARGIN_DAYS, t1 + DENSE_MARGIN_DAYS],
    q.stop,
  );
  const tithis = elementSpans(sampler, 'tithi', t0, t1);
  const ekadashis: EkadashiFacts[] = [];
  for (let i = 1; i + 2 < tithis.length; i++) {
    const e = tithis[i];
    if (e.index !== 10 && e.index !== 25) continue;
    const mid = (e.startJdUt + e.endJdUt) / 2;
    ekadashis.push({
      paksha: e.index === 10 ? 'shukla' : 'krishna',
      tithiIndex: e.index,
      dashami: tithis[i - 1],
      ekadashi: e,
      dwadashi: tithis[i + 1],
      trayodashi: tithis[i + 2],
      month: lunarMonthAt(sampler, mid),
    });
  }
  const shravana = q.withShravana
    ? elementSpans(sampler, 'nakshatra', t0, t1).filter((s) => s.index === SHRAVANA_INDEX)
    : [];
  const indexAt = (jdUt: number): number => {
    // the civil date holding the instant, then back one day if it is before that date's sunrise
    if (jdUt < mids[0] || jdUt >= mids[n + 1]) return -1;
    let i = mids.findIndex((m) => m > jdUt) - 1;
    if (jdUt < days[i].startJdUt) i -= 1;
    return i >= 0 && i < n ? i : -1;
  };
  return { place, zone, days, ekadashis, sampler, shravana, indexAt };
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
  readonly days: readonly {
    readonly date: string;
    readonly sunriseJd: number;
    readonly sunsetJd: number | null;
    readonly hasSunrise: boolean;
  }[];
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
  const days: Day[] = tl.days.map((d) => ({
    date: d.date,
    startJdUt: d.sunriseJd,
    sunriseJdUt: d.hasSunrise ? d.sunriseJd : null,
    sunsetJdUt: d.sunsetJd !== null && d.sunsetJd > d.sunriseJd ? d.sunsetJd : null,
  }));
  const ekadashis: EkadashiFacts[] = [];
  const t = tl.tithis;
  for (let i = 1; i + 2 < t.length; i++) {
    const e = t[i];
    if (e.index !== 10 && e.index !== 25) continue;
    ekadashis.push({
      paksha: e.index === 10 ? 'shukla' : 'krishna',
      tithiIndex: e.index,
      dashami: t[i - 1],
      ekadashi: e,
      dwadashi: t[i + 1],
      trayodashi: t[i + 2],
      month: tl.months[e.month],
    });
  }
  return {
    place: tl.place,
    zone: tl.zone,
    days,
    ekadashis,
    sampler: tl.sampler,
    shravana: tl.nakshatras.filter((s) => s.index === SHRAVANA_INDEX),
  };
}
