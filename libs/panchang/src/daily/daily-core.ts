/**
 * The pure core of the daily Panchang (CONTRACT §3): a function of (local date, place, options)
 * only, returning typed values (DailyDay). Windows and choghadiya are built elsewhere on top of this.
 */
import {
  AngleSpan,
  AyanamsaKey,
  isAyanamsaKey,
  isSunriseConventionKey,
  jdUtToWholeSecond,
  NoEventReason,
  RiseEvent,
  riseConventionOf,
  SECONDS_PER_DAY,
  SUNRISE_CONVENTION_KEYS,
  SunriseConventionKey,
} from '@pj/ephemeris';
import { coordinateErrors, InputError } from '../errors';
import { DayPlace, PlaceQuery, resolvePlace } from '../place';
import {
  ElementKey,
  elementSpans,
  karanaValue,
  nakshatraValue,
  Paksha,
  rashiValue,
  tithiValue,
  TithiValue,
  yogaValue,
} from './elements';
import { DayBoundaryBasis, hinduDay } from './hindu-day';
import { lunarMonthAt, Masa } from './lunar-month';
import {
  DEFAULT_PANCHANG_CONVENTION,
  isPanchangConvention,
  PANCHANG_CONVENTIONS,
  PanchangConvention,
} from './convention';
import { dailyMethodology } from './methodology';
import { VARA_NAMES } from './names';
import { SunMoonSampler } from './sampler';
import { Samvat, samvatOf } from './samvat';
import { ayanaOf, drikRitu, Named, vedicRitu } from './season';

/** Where, and by which conventions, a panchang is computed: the part every day and month input shares. */
export interface PanchangQuery extends PlaceQuery {
  readonly ayanamsa: AyanamsaKey;
  /** Sidereal/time-scale convention of the element searches (./convention.ts); default `drik`. */
  readonly convention?: PanchangConvention;
  /** Sunrise definition (SUNRISE_CONVENTIONS of @pj/ephemeris); default drik (Drik Panchang's published sunrise). */
  readonly sunrise?: SunriseConventionKey;
}

export interface DailyCoreInput extends PanchangQuery {
  /** Local civil date at the place, YYYY-MM-DD. */
  readonly date: string;
}

/**
 * A rise or set of the day: its instant, or null with the reason (polar day or night, or none in
 * the searched interval). `jdUt` is whole-second JD UT like every instant of a DailyDay.
 */
export type DayEvent =
  { readonly jdUt: number; readonly reason: null } | { readonly jdUt: null; readonly reason: NoEventReason };

/**
 * An interval of time, Julian days UT rounded to the whole UT second (jdUtToWholeSecond): the
 * resolution the packet publishes, so windows cut from a DailyDay agree to the second with its
 * printed sunrise and spans.
 */
export interface TimeSpanJd {
  readonly startJdUt: number;
  readonly endJdUt: number;
}

/** One state of an element over time (a tithi, a nakshatra, …): its value and when it holds. */
export interface DaySpan<V> extends TimeSpanJd {
  readonly value: V;
}

export interface PadaSpan extends TimeSpanJd {
  /** Quarter of the nakshatra, 1–4. */
  readonly pada: number;
}

export interface NakshatraDaySpan extends DaySpan<Named> {
  /** Quarters of this nakshatra that overlap the Hindu day, in order. */
  readonly padas: readonly PadaSpan[];
}

export interface LunarMonthOfDay {
  /** The amanta month holding the day's start, with its new moons (whole-second JD UT). */
  readonly amanta: Masa & TimeSpanJd;
  readonly purnimanta: Masa;
  /** Masa skipped after this month when it holds two sankrantis (kshaya), else null. */
  readonly expunged: Named | null;
}

/**
 * The daily Panchang of one civil date at a place, as values: instants are Julian days UT rounded
 * to the whole second (see TimeSpanJd), indices are those of ./names.ts (0-based), absence is null
 * with a reason. Frozen. The wire form (snake_case, ISO 8601 with the zone's offset, `*_note`) is
 * written by ../present/daily.ts only.
 */
export interface DailyDay {
  /** Local civil date at the place, YYYY-MM-DD. */
  readonly date: string;
  readonly place: DayPlace;
  /** Weekday of the civil date, 0 = Sunday … 6 = Saturday (VARA_NAMES). */
  readonly vara: Named;
  readonly sunrise: DayEvent;
  readonly sunset: DayEvent;
  readonly nextSunrise: DayEvent;
  /** First moonrise / moonset within the Hindu day. */
  readonly moonrise: DayEvent;
  readonly moonset: DayEvent;
  /** The Hindu day the spans cover: sunrise to next sunrise, or the polar fallback (civil midnight). */
  readonly hinduDay: TimeSpanJd & { readonly startBasis: DayBoundaryBasis; readonly endBasis: DayBoundaryBasis };
  readonly tithi: readonly DaySpan<TithiValue>[];
  readonly nakshatra: readonly NakshatraDaySpan[];
  readonly yoga: readonly DaySpan<Named>[];
  readonly karana: readonly DaySpan<Named>[];
  /** Paksha of the tithi at the start of the day. */
  readonly paksha: Paksha;
  readonly lunarMonth: LunarMonthOfDay;
  readonly samvat: Samvat;
  readonly moonsign: readonly DaySpan<Named>[];
  readonly sunsign: readonly DaySpan<Named>[];
  /** Ritu by the tropical Sun (Drik) and by the amanta month (Vedic), at the day's start. */
  readonly ritu: { readonly tropical: Named; readonly vedic: Named };
  /** Ayana by the tropical and by the sidereal Sun, at the day's start. */
  readonly ayana: { readonly tropical: Named; readonly sidereal: Named };
  /** Sunrise to sunset, whole seconds; null (with `dayLengthAbsence`) where either is missing. */
  readonly dinamanaS: number | null;
  /** Sunset to next sunrise, whole seconds; null where either is missing. */
  readonly ratrimanaS: number | null;
  /** Midpoint of sunrise and sunset (whole-second JD UT), null with dinamanaS. */
  readonly madhyahnaJdUt: number | null;
}

/**
 * @deprecated The wire form of the core is ../present/daily.ts DailyCoreWire (this alias keeps
 * windows/frame.ts's `dayFrame(packet)` compiling until the Hindu-day frame is unified on DailyDay).
 */
export type DailyCorePacket = import('../present/daily').DailyCoreWire;

export interface DailyDayResult {
  readonly day: DailyDay;
  readonly methodology: Record<string, string>;
  /** Ephemeris evaluations made (diagnostics for the performance budget; not part of the packet). */
  readonly evaluations: number;
}

/** The element searches sample up to ~3.2 days beyond the day (the longest moonsign, 2.55 d, plus a step). */
export const DENSE_MARGIN_DAYS = 3.5;

function weekdayIndex(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function isCalendarDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

function checkInput(input: DailyCoreInput): void {
  const errors: { loc: string[]; msg: string; type: string }[] = [];
  if (typeof input.date !== 'string' || !isCalendarDate(input.date)) {
    errors.push({ loc: ['date'], msg: 'date must be an existing calendar date YYYY-MM-DD', type: 'format' });
  }
  if (!isAyanamsaKey(input.ayanamsa))
    errors.push({ loc: ['ayanamsa'], msg: `unknown ayanamsa: ${String(input.ayanamsa)}`, type: 'enum' });
  if (input.convention !== undefined && !isPanchangConvention(input.convention)) {
    errors.push({
      loc: ['convention'],
      msg: `convention must be one of ${PANCHANG_CONVENTIONS.join(', ')}`,
      type: 'enum',
    });
  }
  if (input.sunrise !== undefined && !isSunriseConventionKey(input.sunrise)) {
    errors.push({
      loc: ['sunrise'],
      msg: `sunrise must be one of ${SUNRISE_CONVENTION_KEYS.join(', ')}`,
      type: 'enum',
    });
  }
  errors.push(...coordinateErrors(input.lat, input.lng));
  if (errors.length > 0) throw new InputError(errors);
}

/**
 * Daily Panchang for a civil date at a place: rise/set, the Hindu day, every span of tithi,
 * nakshatra (with padas), yoga, karana, moonsign and sunsign overlapping it, paksha, lunar month,
 * samvat years, ritu, ayana, dinamana/ratrimana. Pure: same input, same (frozen) output.
 * Conventions: ./methodology.ts (dailyMethodology), docs in each module.
 */
export function dailyDay(input: DailyCoreInput): DailyDayResult {
  checkInput(input);
  const resolved = resolvePlace({
    lat: input.lat,
    lng: input.lng,
    tz: input.tz,
    elevationM: input.elevationM,
  });
  const rise = riseConventionOf(input.sunrise);
  const day = hinduDay(input.date, resolved.zone, resolved.place, rise);
  const t0 = day.startJdUt;
  const t1 = day.endJdUt;
  const convention = input.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const sampler = new SunMoonSampler(input.ayanamsa, convention, [t0 - DENSE_MARGIN_DAYS, t1 + DENSE_MARGIN_DAYS]);
  const sec = jdUtToWholeSecond;
  const span = <V>(s: AngleSpan, value: V): DaySpan<V> => ({
    value,
    startJdUt: sec(s.startJdUt),
    endJdUt: sec(s.endJdUt),
  });
  const event = (e: RiseEvent): DayEvent =>
    e.instant ? { jdUt: sec(e.instant.jdUt), reason: null } : { jdUt: null, reason: e.reason as NoEventReason };

  const tithiSpans = elementSpans(sampler, 'tithi', t0, t1);
  const padaSpans = elementSpans(sampler, 'pada', t0, t1);
  const nakshatra = elementSpans(sampler, 'nakshatra', t0, t1).map((s): NakshatraDaySpan => ({
    ...span(s, nakshatraValue(s.index)),
    padas: padaSpans
      .filter((p) => Math.floor(p.index / 4) === s.index && p.endJdUt > s.startJdUt && p.startJdUt < s.endJdUt)
      .map((p) => ({ pada: (p.index % 4) + 1, startJdUt: sec(p.startJdUt), endJdUt: sec(p.endJdUt) })),
  }));
  const spansOf = (key: ElementKey, value: (index: number) => Named) =>
    elementSpans(sampler, key, t0, t1).map((s) => span(s, value(s.index)));

  const month = lunarMonthAt(sampler, t0);
  const atStart = sampler.at(t0);
  const sunSiderealDeg = atStart.sunTropicalDeg - atStart.ayanamsaDeg;

  const sr = day.sunrise.instant?.jdUt;
  const ss = day.sunset.instant?.jdUt;
  const ns = day.nextSunrise.instant?.jdUt;
  const dinamana = sr !== undefined && ss !== undefined && ss > sr ? ss - sr : null;
  const ratrimana = ss !== undefined && ns !== undefined && ns > ss ? ns - ss : null;
  const vara = weekdayIndex(input.date);

  const result: DailyDay = {
    date: input.date,
    place: { place: resolved.place, zone: resolved.zone, zoneSource: resolved.zoneSource },
    vara: { index: vara, name: VARA_NAMES[vara] },
    sunrise: event(day.sunrise),
    sunset: event(day.sunset),
    nextSunrise: event(day.nextSunrise),
    moonrise: event(day.moonrise),
    moonset: event(day.moonset),
    hinduDay: { startJdUt: sec(t0), endJdUt: sec(t1), startBasis: day.startBasis, endBasis: day.endBasis },
    tithi: tithiSpans.map((s) => span(s, tithiValue(s.index))),
    nakshatra,
    yoga: spansOf('yoga', yogaValue),
    karana: spansOf('karana', karanaValue),
    paksha: tithiValue(tithiSpans[0].index).paksha,
    lunarMonth: {
      amanta: { ...month.amanta, startJdUt: sec(month.startJdUt), endJdUt: sec(month.endJdUt) },
      purnimanta: month.purnimanta,
      expunged: month.expunged,
    },
    samvat: samvatOf(month.amanta.index, month.purnimanta.index, month.startJdUt),
    moonsign: spansOf('moonsign', rashiValue),
    sunsign: spansOf('sunsign', rashiValue),
    ritu: { tropical: drikRitu(atStart.sunTropicalDeg), vedic: vedicRitu(month.amanta.index) },
    ayana: { tropical: ayanaOf(atStart.sunTropicalDeg), sidereal: ayanaOf(sunSiderealDeg) },
    dinamanaS: dinamana === null ? null : Math.round(dinamana * SECONDS_PER_DAY),
    ratrimanaS: ratrimana === null ? null : Math.round(ratrimana * SECONDS_PER_DAY),
    madhyahnaJdUt: dinamana === null || sr === undefined ? null : sec(sr + dinamana / 2),
  };
  return {
    day: deepFreeze(result),
    methodology: dailyMethodology(input.ayanamsa, convention, rise),
    evaluations: sampler.evaluations,
  };
}

/** Freezes a plain tree of objects and arrays (a DailyDay has no cycles; shared leaves are frozen once). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
