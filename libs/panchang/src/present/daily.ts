/**
 * The daily family's presenter: the only place that turns a DailyDay (typed values, whole-second
 * Julian days UT) into the wire body of /panchang/daily, /panchang/details and the panchang lane of
 * /panchang/utility (CONTRACT §2–3): snake_case keys, ISO 8601 instants with the place's offset at
 * that instant (formatLocalJdUt: DST and local mean time included), and `<field>_note` reasons
 * beside null instants. The key order of the body is part of the contract (clients diff bodies):
 * it is the order of the interfaces below.
 *
 * Why here, in the library, and not in apps/panchang-svc/daily: the daily wire is assembled in
 * more than one place today (the panchang-svc daily handlers, libs/sky's /panchang/utility lanes,
 * the window routes' frame fields), all of which import this module; domain modules never do
 * (libs/panchang/src/daily, windows, profiles compute values only). The wire types are exported
 * for libs/contracts (the response of `panchang.daily.v1`) and for the generated JSON Schema
 * (apps/gateway/tools/generate-response-schemas.js, apps/gateway/openapi).
 */
import { formatLocalJdUt, NoEventReason } from '@pj/ephemeris';
import type { DailyDay, DayEvent, DaySpan, NakshatraDaySpan } from '../daily/daily-core';
import type { DayBoundaryBasis } from '../daily/hindu-day';
import type { Named } from '../daily/season';
import type { Samvat } from '../daily/samvat';
import type { Paksha, TithiValue } from '../daily/elements';
import { presentPlace, PlaceWire } from './place';

/**
 * ISO 8601 local time with the place's offset at that instant, whole seconds: '2024-01-01T07:14:32+05:30'
 * (±HH:MM:SS for local mean time before standard time).
 * @pattern ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2}(:\d{2})?)$
 */
export type IsoInstant = string;

/**
 * A civil date, YYYY-MM-DD.
 * @pattern ^\d{4}-\d{2}-\d{2}$
 */
export type IsoDate = string;

export interface NamedWire {
  /** 0-based index into the element's name table (libs/panchang/src/daily/names.ts). */
  readonly index: number;
  readonly name: string;
}

export interface SpanWire extends NamedWire {
  readonly start: IsoInstant;
  readonly end: IsoInstant;
}

export interface TithiSpanWire extends SpanWire {
  /** 1–30 (15 = Purnima, 30 = Amavasya). */
  readonly number: number;
  readonly paksha: Paksha;
}

export interface PadaWire {
  /** 1–4. */
  readonly pada: number;
  readonly start: IsoInstant;
  readonly end: IsoInstant;
}

export interface NakshatraSpanWire extends SpanWire {
  /** Quarters (1–4) of this nakshatra that overlap the Hindu day, in order. */
  readonly padas: readonly PadaWire[];
}

export interface MasaWire extends NamedWire {
  readonly adhika: boolean;
}

/** Why dinamana or madhyahna is null. */
export const DINAMANA_ABSENT = 'no_sunrise_or_sunset_on_date';
/** Why ratrimana is null. */
export const RATRIMANA_ABSENT = 'no_sunset_or_next_sunrise';

/** The daily core on the wire: the part every daily-family body shares. */
export interface DailyCoreWire {
  /** Local civil date at the place. */
  readonly date: IsoDate;
  readonly place: PlaceWire;
  /** 0 = Sunday … 6 = Saturday. */
  readonly vara: NamedWire;
  readonly sunrise: IsoInstant | null;
  /** Present when `sunrise` is null. */
  readonly sunrise_note?: NoEventReason;
  readonly sunset: IsoInstant | null;
  readonly sunset_note?: NoEventReason;
  readonly next_sunrise: IsoInstant | null;
  readonly next_sunrise_note?: NoEventReason;
  readonly moonrise: IsoInstant | null;
  readonly moonrise_note?: NoEventReason;
  readonly moonset: IsoInstant | null;
  readonly moonset_note?: NoEventReason;
  /** The Hindu day the spans cover: sunrise to next sunrise, or the polar fallback (civil midnight). */
  readonly hindu_day: {
    readonly start: IsoInstant;
    readonly end: IsoInstant;
    readonly start_basis: DayBoundaryBasis;
    readonly end_basis: DayBoundaryBasis;
  };
  readonly tithi: readonly TithiSpanWire[];
  readonly nakshatra: readonly NakshatraSpanWire[];
  readonly yoga: readonly SpanWire[];
  readonly karana: readonly SpanWire[];
  /** Paksha of the tithi at the start of the day. */
  readonly paksha: Paksha;
  readonly lunar_month: {
    readonly amanta: MasaWire & { readonly start: IsoInstant; readonly end: IsoInstant };
    readonly purnimanta: MasaWire;
    /** Masa name skipped after this month when it holds two sankrantis (kshaya), else null. */
    readonly expunged: NamedWire | null;
  };
  readonly samvat: Samvat;
  readonly moonsign: readonly SpanWire[];
  readonly sunsign: readonly SpanWire[];
  readonly ritu: NamedWire & {
    readonly basis: 'tropical_sun';
    readonly vedic: NamedWire & { readonly basis: 'amanta_month' };
  };
  readonly ayana: NamedWire & {
    readonly basis: 'tropical_sun';
    readonly sidereal: NamedWire & { readonly basis: 'sidereal_sun' };
  };
  /** Sunrise to sunset, seconds. */
  readonly dinamana_s: number | null;
  /** Sunset to next sunrise, seconds. */
  readonly ratrimana_s: number | null;
  /** Midpoint of sunrise and sunset. */
  readonly madhyahna: IsoInstant | null;
  readonly dinamana_note?: typeof DINAMANA_ABSENT;
  readonly ratrimana_note?: typeof RATRIMANA_ABSENT;
  readonly madhyahna_note?: typeof DINAMANA_ABSENT;
}

/** Formatter of whole-second JD UT instants at the day's place. */
export type InstantFormatter = (jdUt: number) => IsoInstant;

export function instantFormatter(day: Pick<DailyDay, 'place'>): InstantFormatter {
  const zone = day.place.zone;
  return (jdUt) => formatLocalJdUt(jdUt, zone);
}

/** `{ [key]: instant }`, plus `{ [key]_note: reason }` when the event did not happen. */
export function eventFields<K extends string>(
  key: K,
  e: DayEvent,
  fmt: InstantFormatter,
): { [P in K]: IsoInstant | null } & { [P in `${K}_note`]?: NoEventReason } {
  const fields: Record<string, IsoInstant | NoEventReason | null> = { [key]: e.jdUt === null ? null : fmt(e.jdUt) };
  if (e.jdUt === null) fields[`${key}_note`] = e.reason;
  return fields as { [P in K]: IsoInstant | null } & { [P in `${K}_note`]?: NoEventReason };
}

export function presentSpan<V extends object>(s: DaySpan<V>, fmt: InstantFormatter): V & SpanTimes {
  return { ...s.value, start: fmt(s.startJdUt), end: fmt(s.endJdUt) };
}

interface SpanTimes {
  readonly start: IsoInstant;
  readonly end: IsoInstant;
}

function presentNakshatra(s: NakshatraDaySpan, fmt: InstantFormatter): NakshatraSpanWire {
  return {
    ...presentSpan(s, fmt),
    padas: s.padas.map((p) => ({ pada: p.pada, start: fmt(p.startJdUt), end: fmt(p.endJdUt) })),
  };
}

export function presentSpans(xs: readonly DaySpan<Named>[], fmt: InstantFormatter): SpanWire[] {
  return xs.map((s) => presentSpan(s, fmt));
}

export function presentTithis(day: Pick<DailyDay, 'tithi'>, fmt: InstantFormatter): TithiSpanWire[] {
  return day.tithi.map((s) => presentSpan<TithiValue>(s, fmt));
}

export function presentNakshatras(day: Pick<DailyDay, 'nakshatra'>, fmt: InstantFormatter): NakshatraSpanWire[] {
  return day.nakshatra.map((s) => presentNakshatra(s, fmt));
}

export function presentHinduDay(day: Pick<DailyDay, 'hinduDay'>, fmt: InstantFormatter): DailyCoreWire['hindu_day'] {
  return {
    start: fmt(day.hinduDay.startJdUt),
    end: fmt(day.hinduDay.endJdUt),
    start_basis: day.hinduDay.startBasis,
    end_basis: day.hinduDay.endBasis,
  };
}

/** The head of the window routes' bodies: the date, place, vara and the frame's instants, their notes last. */
export type FrameFieldsWire = Pick<
  DailyCoreWire,
  | 'date'
  | 'place'
  | 'vara'
  | 'sunrise'
  | 'sunset'
  | 'next_sunrise'
  | 'sunrise_note'
  | 'sunset_note'
  | 'next_sunrise_note'
>;

export function presentFrameFields(day: DailyDay, fmt: InstantFormatter = instantFormatter(day)): FrameFieldsWire {
  const at = (e: DayEvent) => (e.jdUt === null ? null : fmt(e.jdUt));
  const note = <K extends string>(key: K, e: DayEvent) => (e.jdUt === null ? { [key]: e.reason } : {});
  return {
    date: day.date,
    place: presentPlace(day.place),
    vara: day.vara,
    sunrise: at(day.sunrise),
    sunset: at(day.sunset),
    next_sunrise: at(day.nextSunrise),
    ...note('sunrise_note', day.sunrise),
    ...note('sunset_note', day.sunset),
    ...note('next_sunrise_note', day.nextSunrise),
  };
}

/** The wire body of a DailyDay (the daily core of every daily-family body). */
export function presentDailyCore(day: DailyDay, fmt: InstantFormatter = instantFormatter(day)): DailyCoreWire {
  const month = day.lunarMonth;
  return {
    date: day.date,
    place: presentPlace(day.place),
    vara: day.vara,
    ...eventFields('sunrise', day.sunrise, fmt),
    ...eventFields('sunset', day.sunset, fmt),
    ...eventFields('next_sunrise', day.nextSunrise, fmt),
    ...eventFields('moonrise', day.moonrise, fmt),
    ...eventFields('moonset', day.moonset, fmt),
    hindu_day: presentHinduDay(day, fmt),
    tithi: presentTithis(day, fmt),
    nakshatra: presentNakshatras(day, fmt),
    yoga: presentSpans(day.yoga, fmt),
    karana: presentSpans(day.karana, fmt),
    paksha: day.paksha,
    lunar_month: {
      amanta: {
        index: month.amanta.index,
        name: month.amanta.name,
        adhika: month.amanta.adhika,
        start: fmt(month.amanta.startJdUt),
        end: fmt(month.amanta.endJdUt),
      },
      purnimanta: month.purnimanta,
      expunged: month.expunged,
    },
    samvat: day.samvat,
    moonsign: presentSpans(day.moonsign, fmt),
    sunsign: presentSpans(day.sunsign, fmt),
    ritu: { ...day.ritu.tropical, basis: 'tropical_sun', vedic: { ...day.ritu.vedic, basis: 'amanta_month' } },
    ayana: {
      ...day.ayana.tropical,
      basis: 'tropical_sun',
      sidereal: { ...day.ayana.sidereal, basis: 'sidereal_sun' },
    },
    dinamana_s: day.dinamanaS,
    ratrimana_s: day.ratrimanaS,
    madhyahna: day.madhyahnaJdUt === null ? null : fmt(day.madhyahnaJdUt),
    ...(day.dinamanaS === null ? { dinamana_note: DINAMANA_ABSENT } : {}),
    ...(day.ratrimanaS === null ? { ratrimana_note: RATRIMANA_ABSENT } : {}),
    ...(day.madhyahnaJdUt === null ? { madhyahna_note: DINAMANA_ABSENT } : {}),
  };
}
