/**
 * Packets of the window endpoints (/panchang/choghadiya, /hora, /gowri, /panchaka, /pradosham,
 * /inauspicious-windows, /lagna/table, /panchang/vedic-time, /muhurat/vehicle): the daily core and its windows,
 * projected. Pure: same input, same output.
 */
import {
  AyanamsaKey,
  formatLocalJdUt,
  instantFromLocal,
  isAyanamsaKey,
  jdUtToWholeSecond,
  RiseConvention,
  riseConventionOf,
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
import {
  DailyWindows,
  instantFormatter,
  presentDayWindows,
  presentFrameFields,
  presentHinduDay,
  presentNakshatras,
  presentSpans,
  presentTithis,
} from '../present';
import { dayWindows, DayWindows, frameOfDay, namedWindows, NO_DAY_FRAME } from './daily-windows';
import { formatWindow, SECONDS_PER_DAY } from './frame';
import { vehicleMuhurta } from './vehicle';
import { lagnaSpans } from './lagna';
import { windowsMethodology } from './methodology';

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

interface Computed {
  body: Record<string, unknown>;
  methodology: Record<string, string>;
}

export function windowsPacketMethodology(
  ayanamsa: AyanamsaKey = 'lahiri',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  return { ...dailyMethodology(ayanamsa, convention, rise), ...windowsMethodology() };
}

function project(view: WindowsView, day: DailyDay, raw: DayWindows, w: DailyWindows): Record<string, unknown> {
  const note = w.windows_note ? { windows_note: w.windows_note } : {};
  switch (view) {
    case 'choghadiya':
      return { choghadiya: w.choghadiya, ...note };
    case 'hora':
      return { hora: w.hora, ...note };
    case 'gowri':
      return { gowri: w.gowri, ...note };
    case 'panchaka': {
      // compared at the published (whole-second) instants
      const t0 = day.hinduDay.startJdUt;
      const sec = jdUtToWholeSecond;
      const inAt = raw.panchaka.some((p) => sec(p.startJdUt) <= t0 && sec(p.endJdUt) > t0);
      return {
        panchaka: w.panchaka,
        panchaka_at_day_start: inAt,
        moonsign: presentSpans(day.moonsign, instantFormatter(day)),
      };
    }
    case 'pradosham':
      return { pradosham: w.pradosham, tithi: presentTithis(day, instantFormatter(day)), ...note };
    case 'inauspicious':
      return { windows: w.windows.filter((x) => x.quality === 'inauspicious'), panchaka: w.panchaka, ...note };
  }
}

/** The views that are equal parts of the day and night only: no sidereal position enters them. */
export const PERIOD_VIEWS: readonly WindowsView[] = ['choghadiya', 'hora', 'gowri'];

/**
 * Methodology of /panchang/choghadiya, /hora and /gowri: sunrise, sunset, the vara and the period
 * tables. Independent of the ayanamsa and the profile (neither enters), so their fingerprint is too.
 */
export function periodsMethodology(rise: RiseConvention = riseConventionOf(undefined)): Record<string, string> {
  const d = dailyMethodology('lahiri', DEFAULT_PANCHANG_CONVENTION, rise);
  const w = windowsMethodology();
  return {
    engine: d.engine,
    ephemeris: d.ephemeris,
    delta_t: d.delta_t,
    sunrise: d.sunrise,
    time_zones: d.time_zones,
    hindu_day: d.hindu_day,
    vara: d.vara,
    ayanamsa: SIDEREAL_NOT_USED,
    convention: CONVENTION_NOT_USED,
    profile: PROFILE_NOT_USED,
    windows_day_frame: w.windows_day_frame,
    windows_periods: w.windows_periods,
    windows_algorithm: w.windows_algorithm,
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
  const d = dailyMethodology('lahiri', convention, rise);
  const w = windowsMethodology();
  return {
    engine: d.engine,
    ephemeris: d.ephemeris,
    delta_t: d.delta_t,
    convention: d.convention,
    element_time_scale: d.element_time_scale,
    positions: d.positions,
    sunrise: d.sunrise,
    time_zones: d.time_zones,
    hindu_day: d.hindu_day,
    vara: d.vara,
    tithi:
      'tithi = floor((Moon − Sun)/12°), apparent geocentric elongation (independent of the ayanamsa); spans overlapping the Hindu day',
    event_search: d.event_search,
    ayanamsa: SIDEREAL_NOT_USED,
    profile: PROFILE_NOT_USED,
    windows_day_frame: w.windows_day_frame,
    windows_muhurtas: w.windows_muhurtas,
    windows_pradosham: w.windows_pradosham,
    windows_algorithm: w.windows_algorithm,
  };
}

/** One window endpoint's packet. */
export function windowsPacket(view: WindowsView, q: WindowsQuery): Computed {
  const ayanamsa = q.ayanamsa ?? 'lahiri';
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const rise = riseConventionOf(q.sunrise);
  const day = coreOf(q, ayanamsa);
  const raw = dayWindows(day, { ayanamsa, convention, rise });
  const methodology = PERIOD_VIEWS.includes(view)
    ? periodsMethodology(rise)
    : view === 'pradosham'
      ? pradoshamMethodology(convention, rise)
      : windowsPacketMethodology(ayanamsa, convention, rise);
  const w = presentDayWindows(raw, day);
  return { body: { ...presentFrameFields(day), ...project(view, day, raw, w) }, methodology };
}

export function lagnaTableMethodology(
  ayanamsa: AyanamsaKey = 'lahiri',
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  const d = dailyMethodology(ayanamsa, DEFAULT_PANCHANG_CONVENTION, rise);
  return {
    engine: d.engine,
    ephemeris: d.ephemeris,
    delta_t: d.delta_t,
    ayanamsa: d.ayanamsa,
    sunrise: d.sunrise,
    time_zones: d.time_zones,
    hindu_day: d.hindu_day,
    lagna:
      "sidereal ascendant = tropical ascendant (swe_houses) − the true ayanamsa named above (mean + Δψ; the drik convention's mean-ayanamsa " +
      'excess and ΔT calibration are not applied here); sign changes by findTransitions (10 min step, 1 s)',
    convention: CONVENTION_NOT_USED,
    profile: PROFILE_NOT_USED,
    algorithms: 'lagna-table-1',
  };
}

/** /lagna/table: the ascendant's signs over the Hindu day (sunrise to next sunrise). */
export function lagnaTablePacket(q: WindowsQuery): Computed {
  const ayanamsa = q.ayanamsa ?? 'lahiri';
  if (!isAyanamsaKey(ayanamsa))
    throw new InputError([{ loc: ['ayanamsa'], msg: `unknown ayanamsa: ${String(ayanamsa)}`, type: 'enum' }]);
  const day = coreOf(q, ayanamsa);
  const zone = day.place.zone;
  const t0 = day.hinduDay.startJdUt;
  const t1 = day.hinduDay.endJdUt;
  const place = { latDeg: q.lat, lngDeg: q.lng, elevationM: q.elevationM ?? 0 };
  const spans = lagnaSpans(place, ayanamsa, t0, t1).map((s, i, all) => ({
    index: s.index,
    name: s.name,
    start: formatLocalJdUt(s.startJdUt, zone),
    end: formatLocalJdUt(s.endJdUt, zone),
    start_is_day_start: i === 0,
    end_is_day_end: i === all.length - 1,
  }));
  return {
    body: { ...presentFrameFields(day), hindu_day: presentHinduDay(day, instantFormatter(day)), lagna: spans },
    methodology: lagnaTableMethodology(ayanamsa, riseConventionOf(q.sunrise)),
  };
}

/** 1 ghati = 1/60 day = 24 min; 1 pala = 1/60 ghati = 24 s; 1 vipala = 1/60 pala = 0.4 s (Surya Siddhanta 1.11–12). */
const GHATI_S = 1440;
const PALA_S = 24;
const VIPALA_S = 0.4;

export function vedicTimeMethodology(rise: RiseConvention = riseConventionOf(undefined)): Record<string, string> {
  const d = dailyMethodology('lahiri', DEFAULT_PANCHANG_CONVENTION, rise);
  return {
    engine: d.engine,
    ephemeris: d.ephemeris,
    delta_t: d.delta_t,
    sunrise: d.sunrise,
    time_zones: d.time_zones,
    hindu_day: d.hindu_day,
    vedic_time:
      "elapsed since the Hindu day's sunrise; ghati = 24 min, pala = 24 s, vipala = 0.4 s (60 ghatis a mean day); also as a share of dinamana/ratrimana",
    ayanamsa: SIDEREAL_NOT_USED,
    convention: CONVENTION_NOT_USED,
    profile: PROFILE_NOT_USED,
    algorithms: 'vedic-time-1',
  };
}

/** /panchang/vedic-time: ghati/pala/vipala since the sunrise of the Hindu day holding the local instant. */
export function vedicTimePacket(q: WindowsQuery & { time: string }): Computed {
  // the convention cannot change the frame (sunrise, sunset): the default one is used, so the body is the same for any
  const day0 = coreOf({ ...q, convention: undefined }, 'lahiri');
  const zone = day0.place.zone;
  const r = instantFromLocal(q.date, q.time, zone);
  if (r.kind !== 'ok') {
    throw new InputError([
      {
        loc: ['time'],
        msg: `time ${q.time} does not exist once on ${q.date} in ${zone} (${r.kind})`,
        type: 'value',
      },
    ]);
  }
  const t = r.instant.jdUt;
  let day = day0;
  if (t < day0.hinduDay.startJdUt) {
    const prev = new Date(Date.parse(`${q.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    day = coreOf({ ...q, convention: undefined }, 'lahiri', prev, zone);
  }
  const start = day.hinduDay.startJdUt;
  const elapsedS = Math.round((t - start) * SECONDS_PER_DAY * 10) / 10;
  const ghati = Math.floor(elapsedS / GHATI_S);
  const pala = Math.floor((elapsedS - ghati * GHATI_S) / PALA_S);
  const vipala = Math.floor(Math.round((elapsedS - ghati * GHATI_S - pala * PALA_S) * 10) / (VIPALA_S * 10));
  const body: Record<string, unknown> = {
    ...presentFrameFields(day),
    hindu_day: presentHinduDay(day, instantFormatter(day)),
    instant: formatLocalJdUt(t, zone),
    elapsed_s: elapsedS,
    ghati,
    pala,
    vipala,
    ghati_decimal: Math.round((elapsedS / GHATI_S) * 1e4) / 1e4,
  };
  const ss = day.sunset.jdUt;
  if (ss !== null) {
    const isDay = t < ss;
    const [a, b] = isDay ? [start, ss] : [ss, day.hinduDay.endJdUt];
    body.part = isDay ? 'day' : 'night';
    body.ghati_of_part = Math.round(((t - a) / (b - a)) * 30 * 1e4) / 1e4;
  }
  return { body, methodology: vedicTimeMethodology(riseConventionOf(q.sunrise)) };
}

export function vehicleMuhurtaMethodology(
  ayanamsa: AyanamsaKey = 'lahiri',
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

/** /muhurat/vehicle: the vehicle-purchase windows of the Hindu day (empty on other varas, with the reason). */
export function vehicleMuhurtaPacket(q: WindowsQuery): Computed {
  const ayanamsa = q.ayanamsa ?? 'lahiri';
  const day = coreOf(q, ayanamsa);
  const methodology = vehicleMuhurtaMethodology(ayanamsa, q.convention, riseConventionOf(q.sunrise));
  const f = frameOfDay(day);
  const fmt = instantFormatter(day);
  const body: Record<string, unknown> = {
    ...presentFrameFields(day),
    nakshatra: presentNakshatras(day, fmt),
    tithi: presentTithis(day, fmt),
  };
  if (f === null) return { body: { ...body, windows: [], windows_note: NO_DAY_FRAME }, methodology };
  const spans = <V extends { index: number }>(xs: readonly DaySpan<V>[]) =>
    xs.map((x) => ({ index: x.value.index, startJdUt: x.startJdUt, endJdUt: x.endJdUt }));
  const raw = vehicleMuhurta(
    f.vara,
    f.sunriseJdUt,
    f.nextSunriseJdUt,
    spans(day.nakshatra),
    spans(day.tithi),
    namedWindows(f, day),
  );
  body.windows = raw.map((w) => formatWindow(w, day.place.zone));
  if (raw.length === 0)
    body.windows_note = [1, 3, 4, 5].includes(f.vara) ? 'no_nakshatra_and_tithi_condition_met' : 'vara_not_favourable';
  return { body, methodology };
}
