/**
 * The pure core of the daily Panchang packet (CONTRACT §3): a function of (local date, place,
 * options) only. Windows and choghadiya are built elsewhere on top of this.
 */
import {
  AngleSpan,
  AyanamsaKey,
  formatLocalJdUt,
  isAyanamsaKey,
  isSunriseConventionKey,
  RiseEvent,
  riseConventionOf,
  SUNRISE_CONVENTION_KEYS,
  SunriseConventionKey,
} from '@pj/ephemeris';
import { InputError } from '../errors';
import { PlaceEcho, resolvePlace } from '../place';
import {
  elementSpans,
  karanaValue,
  nakshatraValue,
  Paksha,
  rashiValue,
  tithiValue,
  TithiValue,
  yogaValue,
} from './elements';
import { DayBoundaryBasis, HinduDay, hinduDay } from './hindu-day';
import { lunarMonthAt } from './lunar-month';
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

export interface DailyCoreInput {
  /** Local civil date at the place, YYYY-MM-DD. */
  readonly date: string;
  /** Latitude, degrees −90..90 (north positive). */
  readonly lat: number;
  /** Longitude, degrees −180..180 (east positive). */
  readonly lng: number;
  /** IANA zone; resolved from the coordinates when absent. */
  readonly tz?: string | null;
  /** Height above sea level, metres (−500..25000); default 0. */
  readonly elevationM?: number;
  readonly ayanamsa: AyanamsaKey;
  /** Sidereal/time-scale convention of the element searches (./convention.ts); default `drik`. */
  readonly convention?: PanchangConvention;
  /** Sunrise definition (SUNRISE_CONVENTIONS of @pj/ephemeris); default drik (Drik Panchang's published sunrise). */
  readonly sunrise?: SunriseConventionKey;
}

export interface SpanOut {
  readonly index: number;
  readonly name: string;
  /** ISO 8601 with the place's offset, whole seconds. */
  readonly start: string;
  readonly end: string;
}

export interface TithiSpanOut extends SpanOut {
  readonly number: number;
  readonly paksha: Paksha;
}

export interface PadaOut {
  readonly pada: number;
  readonly start: string;
  readonly end: string;
}

export interface NakshatraSpanOut extends SpanOut {
  /** Quarters (1–4) of this nakshatra that overlap the Hindu day, in order. */
  readonly padas: readonly PadaOut[];
}

export interface DailyCorePacket {
  readonly date: string;
  readonly place: PlaceEcho;
  readonly vara: Named;
  readonly sunrise: string | null;
  readonly sunset: string | null;
  readonly next_sunrise: string | null;
  readonly moonrise: string | null;
  readonly moonset: string | null;
  /** Reasons for null instants: `<field>_note` (CONTRACT §2). */
  readonly [note: `${string}_note`]: string | undefined;
  /** The Hindu day the spans cover: sunrise to next sunrise, or the polar fallback (civil midnight). */
  readonly hindu_day: { start: string; end: string; start_basis: DayBoundaryBasis; end_basis: DayBoundaryBasis };
  readonly tithi: readonly TithiSpanOut[];
  readonly nakshatra: readonly NakshatraSpanOut[];
  readonly yoga: readonly SpanOut[];
  readonly karana: readonly SpanOut[];
  /** Paksha of the tithi at the start of the day. */
  readonly paksha: Paksha;
  readonly lunar_month: {
    amanta: { index: number; name: string; adhika: boolean; start: string; end: string };
    purnimanta: { index: number; name: string; adhika: boolean };
    /** Masa name skipped after this month when it holds two sankrantis (kshaya), else null. */
    expunged: { index: number; name: string } | null;
  };
  readonly samvat: Samvat;
  readonly moonsign: readonly SpanOut[];
  readonly sunsign: readonly SpanOut[];
  readonly ritu: Named & { basis: 'tropical_sun'; vedic: Named & { basis: 'amanta_month' } };
  readonly ayana: Named & { basis: 'tropical_sun'; sidereal: Named & { basis: 'sidereal_sun' } };
  readonly dinamana_s: number | null;
  readonly ratrimana_s: number | null;
  /** Midpoint of sunrise and sunset. */
  readonly madhyahna: string | null;
}

export interface DailyCoreResult {
  readonly body: DailyCorePacket;
  /** The packet's Hindu day as typed values (JD UT, absence with reasons): what the windows are cut from. */
  readonly day: HinduDay;
  readonly methodology: Record<string, string>;
  /** Ephemeris evaluations made (diagnostics for the performance budget; not part of the packet). */
  readonly evaluations: number;
}

const SECONDS_PER_DAY = 86_400;
/** The element searches sample up to ~3.2 days beyond the day (the longest moonsign, 2.55 d, plus a step). */
export const DENSE_MARGIN_DAYS = 3.5;

function isCalendarDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

function checkInput(input: DailyCoreInput): void {
  const errors: { loc: string[]; msg: string; type: string }[] = [];
  if (typeof input.date !== 'string' || !isCalendarDate(input.date)) {
    errors.push({ loc: ['query', 'date'], msg: 'date must be an existing calendar date YYYY-MM-DD', type: 'format' });
  }
  if (!isAyanamsaKey(input.ayanamsa))
    errors.push({ loc: ['query', 'ayanamsa'], msg: `unknown ayanamsa: ${String(input.ayanamsa)}`, type: 'enum' });
  if (input.convention !== undefined && !isPanchangConvention(input.convention)) {
    errors.push({
      loc: ['query', 'convention'],
      msg: `convention must be one of ${PANCHANG_CONVENTIONS.join(', ')}`,
      type: 'enum',
    });
  }
  if (input.sunrise !== undefined && !isSunriseConventionKey(input.sunrise)) {
    errors.push({
      loc: ['query', 'sunrise'],
      msg: `sunrise must be one of ${SUNRISE_CONVENTION_KEYS.join(', ')}`,
      type: 'enum',
    });
  }
  if (!Number.isFinite(input.lat) || input.lat < -90 || input.lat > 90)
    errors.push({ loc: ['query', 'lat'], msg: 'lat must be between -90 and 90', type: 'range' });
  if (!Number.isFinite(input.lng) || input.lng < -180 || input.lng > 180)
    errors.push({ loc: ['query', 'lng'], msg: 'lng must be between -180 and 180', type: 'range' });
  if (errors.length > 0) throw new InputError(errors);
}

/**
 * Daily Panchang core for a civil date at a place: rise/set, the Hindu day, every span of
 * tithi, nakshatra (with padas), yoga, karana, moonsign and sunsign overlapping it, paksha,
 * lunar month, samvat years, ritu, ayana, dinamana/ratrimana. Pure: same input, same output.
 * Conventions: ./methodology.ts (dailyMethodology), docs in each module.
 */
export function dailyCore(input: DailyCoreInput): DailyCoreResult {
  checkInput(input);
  const { place, zone, echo } = resolvePlace({
    lat: input.lat,
    lng: input.lng,
    tz: input.tz,
    elevationM: input.elevationM,
  });
  const rise = riseConventionOf(input.sunrise);
  const day = hinduDay(input.date, zone, place, rise);
  const t0 = day.startJdUt;
  const t1 = day.endJdUt;
  const convention = input.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const sampler = new SunMoonSampler(input.ayanamsa, convention, [t0 - DENSE_MARGIN_DAYS, t1 + DENSE_MARGIN_DAYS]);
  const fmt = (jd: number) => formatLocalJdUt(jd, zone);
  const ev = (e: RiseEvent) => (e.instant ? fmt(e.instant.jdUt) : null);
  const span = <T extends object>(s: AngleSpan, value: T) => ({
    ...value,
    start: fmt(s.startJdUt),
    end: fmt(s.endJdUt),
  });

  const tithiSpans = elementSpans(sampler, 'tithi', t0, t1);
  const padaSpans = elementSpans(sampler, 'pada', t0, t1);
  const nakshatra = elementSpans(sampler, 'nakshatra', t0, t1).map((s) => ({
    ...span(s, nakshatraValue(s.index)),
    padas: padaSpans
      .filter((p) => Math.floor(p.index / 4) === s.index && p.endJdUt > s.startJdUt && p.startJdUt < s.endJdUt)
      .map((p) => ({ pada: (p.index % 4) + 1, start: fmt(p.startJdUt), end: fmt(p.endJdUt) })),
  }));
  const tithi = tithiSpans.map((s) => span(s, tithiValue(s.index)));
  const yoga = elementSpans(sampler, 'yoga', t0, t1).map((s) => span(s, yogaValue(s.index)));
  const karana = elementSpans(sampler, 'karana', t0, t1).map((s) => span(s, karanaValue(s.index)));
  const moonsign = elementSpans(sampler, 'moonsign', t0, t1).map((s) => span(s, rashiValue(s.index)));
  const sunsign = elementSpans(sampler, 'sunsign', t0, t1).map((s) => span(s, rashiValue(s.index)));

  const tithiAtStart: TithiValue = tithiValue(tithiSpans[0].index);
  const month = lunarMonthAt(sampler, t0);
  const samvat = samvatOf(month.amanta.index, month.purnimanta.index, month.startJdUt);
  const atStart = sampler.at(t0);
  const sunSiderealDeg = atStart.sunTropicalDeg - atStart.ayanamsaDeg;

  const sr = day.sunrise.instant?.jdUt;
  const ss = day.sunset.instant?.jdUt;
  const ns = day.nextSunrise.instant?.jdUt;
  const dinamana = sr !== undefined && ss !== undefined && ss > sr ? ss - sr : null;
  const ratrimana = ss !== undefined && ns !== undefined && ns > ss ? ns - ss : null;
  const vara = day.vara;

  const body: Record<string, unknown> = {
    date: input.date,
    place: echo,
    vara: { index: vara, name: VARA_NAMES[vara] },
  };
  const put = (name: string, e: RiseEvent) => {
    body[name] = ev(e);
    if (!e.instant) body[`${name}_note`] = e.reason;
  };
  put('sunrise', day.sunrise);
  put('sunset', day.sunset);
  put('next_sunrise', day.nextSunrise);
  put('moonrise', day.moonrise);
  put('moonset', day.moonset);
  Object.assign(body, {
    hindu_day: { start: fmt(t0), end: fmt(t1), start_basis: day.startBasis, end_basis: day.endBasis },
    tithi,
    nakshatra,
    yoga,
    karana,
    paksha: tithiAtStart.paksha,
    lunar_month: {
      amanta: { ...month.amanta, start: fmt(month.startJdUt), end: fmt(month.endJdUt) },
      purnimanta: month.purnimanta,
      expunged: month.expunged,
    },
    samvat,
    moonsign,
    sunsign,
    ritu: {
      ...drikRitu(atStart.sunTropicalDeg),
      basis: 'tropical_sun',
      vedic: { ...vedicRitu(month.amanta.index), basis: 'amanta_month' },
    },
    ayana: {
      ...ayanaOf(atStart.sunTropicalDeg),
      basis: 'tropical_sun',
      sidereal: { ...ayanaOf(sunSiderealDeg), basis: 'sidereal_sun' },
    },
    dinamana_s: dinamana === null ? null : Math.round(dinamana * SECONDS_PER_DAY),
    ratrimana_s: ratrimana === null ? null : Math.round(ratrimana * SECONDS_PER_DAY),
    madhyahna: dinamana === null || sr === undefined ? null : fmt(sr + dinamana / 2),
  });
  if (dinamana === null) body.dinamana_note = 'no_sunrise_or_sunset_on_date';
  if (ratrimana === null) body.ratrimana_note = 'no_sunset_or_next_sunrise';
  if (dinamana === null) body.madhyahna_note = 'no_sunrise_or_sunset_on_date';
  return {
    body: body as unknown as DailyCorePacket,
    day,
    methodology: dailyMethodology(input.ayanamsa, convention, rise),
    evaluations: sampler.evaluations,
  };
}
