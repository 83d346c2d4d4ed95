/**
 * The domain values of the window routes (/panchang/choghadiya, /hora, /gowri, /panchaka, /pradosham,
 * /inauspicious-windows, /lagna/table, /panchang/vedic-time, /muhurat/vehicle): the daily core of the
 * request's date with its windows, lagna spans, vedic time or vehicle muhurta, as Julian days UT and indices,
 * and each route's methodology. ../present/timing.ts writes them on the wire. Pure: same input, same output.
 */
import {
  addDaysToDate,
  AyanamsaKey,
  DEFAULT_AYANAMSA,
  instantFromLocal,
  isAyanamsaKey,
  jdUtToWholeSecond,
  RiseConvention,
  riseConventionOf,
  SECONDS_PER_DAY,
  SunriseConventionKey,
} from '@pj/ephemeris';
import {
  DailyDay,
  dailyDay,
  DaySpan,
  dailyMethodology,
  DEFAULT_PANCHANG_CONVENTION,
  PanchangConvention,
} from '../daily';
import { InputError } from '../errors';
import { PROFILE_NOT_USED, SIDEREAL_NOT_USED } from '../methodology';
import { dayWindows, DayWindows, frameOfDay, namedWindows, NO_DAY_FRAME } from './daily-windows';
import { RawWindow } from './frame';
import { vehicleMuhurta, VEHICLE_VARAS } from './vehicle';
import { LagnaSpanJd, lagnaSpans } from './lagna';
import { methodologyFields, windowsMethodology } from './methodology';

export interface WindowsQuery {
  readonly date: string;
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly elevationM?: number;
  readonly ayanamsa?: AyanamsaKey;
  /** Panchang convention of the element searches (tithi, nakshatra, moon sign spans); default drik. */
  readonly convention?: PanchangConvention;
  /** Sunrise definition of the Hindu day and every window frame; default drik (Drik Panchang's published sunrise). */
  readonly sunrise?: SunriseConventionKey;
}

/**
 * `convention` on a route whose result has no element boundary (equal parts of day and night, the lagna, vedic
 * time): accepted for the daily family and changes nothing.
 */
export const CONVENTION_NOT_USED =
  'not used: no tithi, nakshatra or rashi boundary enters this result; the convention parameter is accepted and changes nothing';

/** The daily core of a window route, under the request's convention and sunrise definition (as /panchang/daily). */
function coreOf(q: WindowsQuery, ayanamsa: AyanamsaKey, date = q.date, tz = q.tz): DailyDay {
  return dailyDay({
    date,
    lat: q.lat,
    lng: q.lng,
    tz,
    elevationM: q.elevationM,
    ayanamsa,
    convention: q.convention,
    sunrise: q.sunrise,
  }).day;
}

export type WindowsView = 'choghadiya' | 'hora' | 'gowri' | 'panchaka' | 'pradosham' | 'inauspicious';
export const WINDOWS_VIEWS: readonly WindowsView[] = [
  'choghadiya',
  'hora',
  'gowri',
  'panchaka',
  'pradosham',
  'inauspicious',
];

export function windowsPacketMethodology(
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  return { ...dailyMethodology(ayanamsa, convention, rise), ...windowsMethodology() };
}

/** The views that are equal parts of the day and night only: no sidereal position enters them. */
export const PERIOD_VIEWS: readonly WindowsView[] = ['choghadiya', 'hora', 'gowri'];

/**
 * Methodology of /panchang/choghadiya, /hora and /gowri: sunrise, sunset, the vara and the period
 * tables. Independent of the ayanamsa and the profile (neither enters), so their fingerprint is too.
 */
export function periodsMethodology(rise: RiseConvention = riseConventionOf(undefined)): Record<string, string> {
  const d = dailyMethodology(DEFAULT_AYANAMSA, DEFAULT_PANCHANG_CONVENTION, rise);
  const w = windowsMethodology();
  return {
    ...methodologyFields(d, ['engine', 'ephemeris', 'delta_t', 'sunrise', 'time_zones', 'hindu_day', 'vara']),
    ayanamsa: SIDEREAL_NOT_USED,
    convention: CONVENTION_NOT_USED,
    profile: PROFILE_NOT_USED,
    ...methodologyFields(w, ['windows_day_frame', 'windows_periods', 'windows_algorithm']),
  };
}

/**
 * Methodology of /panchang/pradosham: the night frame and the tithi (a Moon − Sun elongation), neither of
 * which depends on the ayanamsa or the profile, so its fingerprint does not either.
 */
export function pradoshamMethodology(
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  const d = dailyMethodology(DEFAULT_AYANAMSA, convention, rise);
  const w = windowsMethodology();
  return {
    ...methodologyFields(d, [
      'engine',
      'ephemeris',
      'delta_t',
      'convention',
      'element_time_scale',
      'positions',
      'sunrise',
      'time_zones',
      'hindu_day',
      'vara',
    ]),
    tithi:
      'tithi = floor((Moon − Sun)/12°), apparent geocentric elongation (independent of the ayanamsa); spans overlapping the Hindu day',
    event_search: d.event_search,
    ayanamsa: SIDEREAL_NOT_USED,
    profile: PROFILE_NOT_USED,
    ...methodologyFields(w, ['windows_day_frame', 'windows_muhurtas', 'windows_pradosham', 'windows_algorithm']),
  };
}

/** The core day of a window route and all its windows (JD UT), with the route's methodology. */
export interface WindowsDay {
  readonly day: DailyDay;
  readonly windows: DayWindows;
  /** A panchaka span holds the start of the Hindu day (compared at the published whole-second instants). */
  readonly panchakaAtDayStart: boolean;
  readonly methodology: Record<string, string>;
}

/** The windows of the Hindu day of `q.date`, and the methodology of `view`. */
export function windowsDay(view: WindowsView, q: WindowsQuery): WindowsDay {
  const ayanamsa = q.ayanamsa ?? DEFAULT_AYANAMSA;
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const rise = riseConventionOf(q.sunrise);
  const day = coreOf(q, ayanamsa);
  const windows = dayWindows(day, { ayanamsa, convention, rise });
  const t0 = day.hinduDay.startJdUt;
  const sec = jdUtToWholeSecond;
  const panchakaAtDayStart = windows.panchaka.some((p) => sec(p.startJdUt) <= t0 && sec(p.endJdUt) > t0);
  const methodology = PERIOD_VIEWS.includes(view)
    ? periodsMethodology(rise)
    : view === 'pradosham'
      ? pradoshamMethodology(convention, rise)
      : windowsPacketMethodology(ayanamsa, convention, rise);
  return { day, windows, panchakaAtDayStart, methodology };
}

export function lagnaTableMethodology(
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  const d = dailyMethodology(ayanamsa, DEFAULT_PANCHANG_CONVENTION, rise);
  return {
    ...methodologyFields(d, ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'sunrise', 'time_zones', 'hindu_day']),
    lagna:
      "sidereal ascendant = tropical ascendant (swe_houses) − the true ayanamsa named above (mean + Δψ; the drik convention's mean-ayanamsa " +
      'excess and ΔT calibration are not applied here); sign changes by findTransitions (10 min step, 1 s)',
    convention: CONVENTION_NOT_USED,
    profile: PROFILE_NOT_USED,
    algorithms: 'lagna-table-1',
  };
}

/** /lagna/table: the ascendant's sign spans over the Hindu day (the first from sunrise, the last to the next). */
export interface LagnaTable {
  readonly day: DailyDay;
  readonly spans: readonly LagnaSpanJd[];
  readonly methodology: Record<string, string>;
}

export function lagnaTable(q: WindowsQuery): LagnaTable {
  const ayanamsa = q.ayanamsa ?? DEFAULT_AYANAMSA;
  if (!isAyanamsaKey(ayanamsa))
    throw new InputError([{ loc: ['ayanamsa'], msg: `unknown ayanamsa: ${String(ayanamsa)}`, type: 'enum' }]);
  const day = coreOf(q, ayanamsa);
  const place = { latDeg: q.lat, lngDeg: q.lng, elevationM: q.elevationM ?? 0 };
  return {
    day,
    spans: lagnaSpans(place, ayanamsa, day.hinduDay.startJdUt, day.hinduDay.endJdUt),
    methodology: lagnaTableMethodology(ayanamsa, riseConventionOf(q.sunrise)),
  };
}

/** 1 ghati = 1/60 day = 24 min; 1 pala = 1/60 ghati = 24 s; 1 vipala = 1/60 pala = 0.4 s (Surya Siddhanta 1.11–12). */
const GHATI_S = 1440;
const PALA_S = 24;
const VIPALA_S = 0.4;
/** Ghatis in the day part (sunrise to sunset) or the night part, whatever their length. */
const GHATIS_PER_PART = 30;

export function vedicTimeMethodology(rise: RiseConvention = riseConventionOf(undefined)): Record<string, string> {
  const d = dailyMethodology(DEFAULT_AYANAMSA, DEFAULT_PANCHANG_CONVENTION, rise);
  return {
    ...methodologyFields(d, ['engine', 'ephemeris', 'delta_t', 'sunrise', 'time_zones', 'hindu_day']),
    vedic_time:
      "elapsed since the Hindu day's sunrise; ghati = 24 min, pala = 24 s, vipala = 0.4 s (60 ghatis a mean day); also as a share of dinamana/ratrimana",
    ayanamsa: SIDEREAL_NOT_USED,
    convention: CONVENTION_NOT_USED,
    profile: PROFILE_NOT_USED,
    algorithms: 'vedic-time-1',
  };
}

/** The local time of /panchang/vedic-time when the request gives none. */
export const DEFAULT_VEDIC_TIME = '12:00';

/** A local instant as ghati, pala and vipala since the sunrise of the Hindu day holding it. */
export interface VedicTime {
  /** The Hindu day holding the instant (the day before `date` when the time is before its sunrise). */
  readonly day: DailyDay;
  readonly instantJdUt: number;
  /** Seconds since the start of the Hindu day, to 0.1 s. */
  readonly elapsedS: number;
  readonly ghati: number;
  /** 0–59. */
  readonly pala: number;
  /** 0–59. */
  readonly vipala: number;
  /** Elapsed ghatis, to 1e-4. */
  readonly ghatiDecimal: number;
  /** Day (sunrise to sunset) or night part, each counted as 30 ghatis; null where the day has no sunset. */
  readonly part: { readonly part: 'day' | 'night'; readonly ghatiOfPart: number } | null;
  readonly methodology: Record<string, string>;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** /panchang/vedic-time: ghati/pala/vipala since the sunrise of the Hindu day holding the local instant. */
export function vedicTime(q: WindowsQuery & { time?: string }): VedicTime {
  const time = q.time ?? DEFAULT_VEDIC_TIME;
  // the convention cannot change the frame (sunrise, sunset): the default one is used, so the body is the same for any
  const day0 = coreOf({ ...q, convention: undefined }, DEFAULT_AYANAMSA);
  const zone = day0.place.zone;
  const r = instantFromLocal(q.date, time, zone);
  if (r.kind !== 'ok') {
    throw new InputError([
      {
        loc: ['time'],
        msg: `time ${time} does not exist once on ${q.date} in ${zone} (${r.kind})`,
        type: 'value',
      },
    ]);
  }
  const t = r.instant.jdUt;
  const day =
    t < day0.hinduDay.startJdUt
      ? coreOf({ ...q, convention: undefined }, DEFAULT_AYANAMSA, addDaysToDate(q.date, -1), zone)
      : day0;
  const start = day.hinduDay.startJdUt;
  const elapsedS = round((t - start) * SECONDS_PER_DAY, 1);
  const ghati = Math.floor(elapsedS / GHATI_S);
  const pala = Math.floor((elapsedS - ghati * GHATI_S) / PALA_S);
  const vipala = Math.floor(Math.round((elapsedS - ghati * GHATI_S - pala * PALA_S) * 10) / (VIPALA_S * 10));
  const ss = day.sunset.jdUt;
  let part: VedicTime['part'] = null;
  if (ss !== null) {
    const isDay = t < ss;
    const [a, b] = isDay ? [start, ss] : [ss, day.hinduDay.endJdUt];
    part = { part: isDay ? 'day' : 'night', ghatiOfPart: round(((t - a) / (b - a)) * GHATIS_PER_PART, 4) };
  }
  return {
    day,
    instantJdUt: t,
    elapsedS,
    ghati,
    pala,
    vipala,
    ghatiDecimal: round(elapsedS / GHATI_S, 4),
    part,
    methodology: vedicTimeMethodology(riseConventionOf(q.sunrise)),
  };
}

export function vehicleMuhurtaMethodology(
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  return {
    ...windowsPacketMethodology(ayanamsa, convention, rise),
    vehicle_muhurta:
      'vara Mon/Wed/Thu/Fri; nakshatra chara, kshipra or mridu (Muhurta Chintamani classes); tithi not rikta (4, 9, 14) nor Amavasya; ' +
      'minus rahu kalam, yamaganda, gulika, dur muhurta, varjyam; no lagna condition',
    algorithms: 'vehicle-muhurta-1',
  };
}

/** Why /muhurat/vehicle has no window on a day. */
export type VehicleNote = typeof NO_DAY_FRAME | 'no_nakshatra_and_tithi_condition_met' | 'vara_not_favourable';

/** The vehicle-purchase windows of a Hindu day; `note` says why there is none. */
export interface VehicleMuhurtaDay {
  readonly day: DailyDay;
  readonly windows: readonly RawWindow[];
  readonly note: VehicleNote | null;
  readonly methodology: Record<string, string>;
}

/** /muhurat/vehicle: the vehicle-purchase windows of the Hindu day (empty on other varas, with the reason). */
export function vehicleMuhurtaDay(q: WindowsQuery): VehicleMuhurtaDay {
  const ayanamsa = q.ayanamsa ?? DEFAULT_AYANAMSA;
  const day = coreOf(q, ayanamsa);
  const methodology = vehicleMuhurtaMethodology(ayanamsa, q.convention, riseConventionOf(q.sunrise));
  const f = frameOfDay(day);
  if (f === null) return { day, windows: [], note: NO_DAY_FRAME, methodology };
  const spans = <V extends { index: number }>(xs: readonly DaySpan<V>[]) =>
    xs.map((x) => ({ index: x.value.index, startJdUt: x.startJdUt, endJdUt: x.endJdUt }));
  const windows = vehicleMuhurta(
    f.vara,
    f.sunriseJdUt,
    f.nextSunriseJdUt,
    spans(day.nakshatra),
    spans(day.tithi),
    namedWindows(f, day),
  );
  const reason = VEHICLE_VARAS.has(f.vara) ? 'no_nakshatra_and_tithi_condition_met' : 'vara_not_favourable';
  return { day, windows, note: windows.length === 0 ? reason : null, methodology };
}
