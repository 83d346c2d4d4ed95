/**
 * Every timing window of one Hindu day from the daily core (CONTRACT §2 windows, §3 `windows` and
 * `choghadiya`): `dayWindows(day, opts)` gives them as JD UT (RawWindow), `dailyWindows` on the wire
 * (../present/windows.ts).
 */
import { AyanamsaKey, DEFAULT_RISE_CONVENTION, RiseConvention } from '@pj/ephemeris';
import { weekdayOf } from '../daily/hindu-day';
import { civilDateOfJdUt } from '../profiles/civil';
import type { DailyDay, DaySpan } from '../daily';
import { DayFrame, RawWindow } from './frame';
import { nakshatraKalams } from './nakshatra-kalam';
import { panchakaSpans, pradosham } from './moon-windows';
import { PanchangConvention } from '../daily/convention';
import {
  abhijit,
  brahmaMuhurta,
  durMuhurta,
  kalam,
  nishita,
  pradoshaKala,
  pratahSandhya,
  sayahnaSandhya,
  vijaya,
} from './muhurta';
import { choghadiya, gowri, horas } from './periods';
import { godhuli, previousSunsetJdUt } from './twilight';

export type WindowsDayInput = Pick<
  DailyDay,
  'sunrise' | 'sunset' | 'nextSunrise' | 'vara' | 'place' | 'nakshatra' | 'tithi' | 'hinduDay' | 'moonsign'
>;

export interface RawDayNight {
  readonly day: readonly RawWindow[];
  readonly night: readonly RawWindow[];
}

/** Why the frame-based windows are empty: the day has no sunrise, sunset or next sunrise. */
export const NO_DAY_FRAME = 'no_sunrise_sunset_or_next_sunrise';

/** The windows of one Hindu day, instants as JD UT. */
export interface DayWindows {
  /** The frame the windows are cut from; null (and every frame-based list empty) in polar day or night. */
  readonly frame: DayFrame | null;
  /** Every named window (rahu_kalam … nishita_muhurta, varjyam, amrit_kalam, dur_muhurta, pradosha_kala), by start. */
  readonly windows: readonly RawWindow[];
  readonly choghadiya: RawDayNight;
  readonly hora: RawDayNight;
  readonly gowri: RawDayNight;
  /** Panchaka spans overlapping the Hindu day (whole spans; may begin before or end after it). */
  readonly panchaka: readonly RawWindow[];
  readonly pradosham: ReturnType<typeof pradosham> | null;
}

/** Weekday (0 = Sunday) of the local civil date of an instant. */
function localVara(jdUt: number, zone: string): number {
  return weekdayOf(civilDateOfJdUt(jdUt, zone));
}

const byStart = (a: RawWindow, b: RawWindow) => a.startJdUt - b.startJdUt;

const spansJd = <V extends { index: number }>(xs: readonly DaySpan<V>[]) =>
  xs.map((x) => ({ index: x.value.index, startJdUt: x.startJdUt, endJdUt: x.endJdUt }));

/**
 * The frame of a day: its sunrise, sunset and next sunrise (whole-second JD UT), or null where one
 * is missing or they are out of order (polar day or night): every frame-based window is defined
 * by those three instants. The same rule as dayFrame (./frame.ts), on the typed day.
 */
export function frameOfDay(
  day: Pick<DailyDay, 'sunrise' | 'sunset' | 'nextSunrise' | 'vara' | 'place'>,
): DayFrame | null {
  const sunriseJdUt = day.sunrise.jdUt;
  const sunsetJdUt = day.sunset.jdUt;
  const nextSunriseJdUt = day.nextSunrise.jdUt;
  if (sunriseJdUt === null || sunsetJdUt === null || nextSunriseJdUt === null) return null;
  if (!(sunriseJdUt < sunsetJdUt && sunsetJdUt < nextSunriseJdUt)) return null;
  return { sunriseJdUt, sunsetJdUt, nextSunriseJdUt, vara: day.vara.index, zone: day.place.zone };
}

/** The named (non-tiling) windows of the frame: kalams, muhurtas, sandhyas, varjyam/amrit, pradosha kala. */
export function namedWindows(
  f: DayFrame,
  day: Pick<DailyDay, 'place' | 'nakshatra'>,
  rise: RiseConvention = DEFAULT_RISE_CONVENTION,
): RawWindow[] {
  const place = day.place.place;
  const prevSunset = previousSunsetJdUt(f, place, rise);
  const nk = nakshatraKalams(spansJd(day.nakshatra), f.sunriseJdUt, f.nextSunriseJdUt);
  const list: (RawWindow | null)[] = [
    kalam(f, 'rahu_kalam'),
    kalam(f, 'yamaganda'),
    kalam(f, 'gulika_kalam'),
    abhijit(f),
    vijaya(f),
    nishita(f),
    sayahnaSandhya(f),
    godhuli(f, place),
    pradoshaKala(f),
    prevSunset === null ? null : brahmaMuhurta(f, prevSunset),
    prevSunset === null ? null : pratahSandhya(f, prevSunset),
    ...durMuhurta(f),
    ...nk.varjyam,
    ...nk.amrit,
  ];
  return list.filter((w): w is RawWindow => w !== null).sort(byStart);
}

/**
 * All windows of the day. `ayanamsa` must be the day's (panchaka searches the sidereal Moon
 * beyond the day). Polar days (no sunrise, sunset or next sunrise): frame-based windows are
 * empty (`frame` null), panchaka is still given.
 */
export function dayWindows(
  day: WindowsDayInput,
  opts: { ayanamsa: AyanamsaKey; convention?: PanchangConvention; rise?: RiseConvention },
): DayWindows {
  const zone = day.place.zone;
  const t0 = day.hinduDay.startJdUt;
  const t1 = day.hinduDay.endJdUt;
  // panchaka needs a search beyond the day only when the Moon is in Kumbha or Meena during it
  const moonInPanchaka = day.moonsign.some((m) => m.value.index === 10 || m.value.index === 11);
  const panchaka = moonInPanchaka
    ? panchakaSpans(opts.ayanamsa, t0, t1, (jd) => localVara(jd, zone), opts.convention)
    : [];
  const f = frameOfDay(day);
  if (f === null) {
    const empty = { day: [], night: [] };
    return { frame: null, windows: [], choghadiya: empty, hora: empty, gowri: empty, panchaka, pradosham: null };
  }
  const named = namedWindows(f, day, opts.rise);
  const pk = named.find((w) => w.kind === 'pradosha_kala') as RawWindow;
  return {
    frame: f,
    windows: named,
    choghadiya: choghadiya(f),
    hora: horas(f),
    gowri: gowri(f),
    panchaka,
    pradosham: pradosham(f, pk, spansJd(day.tithi)),
  };
}
