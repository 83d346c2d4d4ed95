/**
 * Every timing window of one Hindu day from a daily core packet (CONTRACT §2 windows, §3
 * `windows` and `choghadiya`): the coordinator's single entry, `dailyWindows(core, opts)`.
 */
import { AyanamsaKey, DEFAULT_RISE_CONVENTION, formatLocalJdUt, RiseConvention } from '@pj/ephemeris';
import type { DailyCorePacket, HinduDayFrame } from '../daily';
import { DayFrame, dayFormatter, dayFrame, formatWindow, isoToJdUt, RawWindow, Window, wholeSecondJdUt } from './frame';
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

export type WindowsPacketInput = Pick<
  DailyCorePacket,
  'sunrise' | 'sunset' | 'next_sunrise' | 'vara' | 'place' | 'nakshatra' | 'tithi' | 'hindu_day' | 'moonsign'
>;

/** A daily core result as the windows read it: the packet's spans and its Hindu day (typed, daily/hindu-day.ts). */
export interface WindowsCore {
  readonly body: WindowsPacketInput;
  readonly day: HinduDayFrame;
}

export interface DayNight {
  readonly day: readonly Window[];
  readonly night: readonly Window[];
}

export interface DailyWindows {
  /** Every named window (rahu_kalam … nishita_muhurta, varjyam, amrit_kalam, dur_muhurta, pradosha_kala), by start. */
  readonly windows: readonly Window[];
  readonly choghadiya: DayNight;
  readonly hora: DayNight;
  readonly gowri: DayNight;
  /** Panchaka spans overlapping the Hindu day (whole spans; may begin before or end after it). */
  readonly panchaka: readonly Window[];
  readonly pradosham: {
    pradosha_kala: Window;
    trayodashi_in_pradosha: boolean;
    paksha: 'shukla' | 'krishna' | null;
    name: string | null;
  } | null;
  /** Set when the day has no sunrise/sunset/next sunrise: the frame-based windows are then absent (empty). */
  readonly windows_note?: string;
}

function localVara(jdUt: number, zone: string): number {
  const d = formatLocalJdUt(jdUt, zone).slice(0, 10);
  const [y, m, day] = d.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, day)).getUTCDay();
}

const byStart = (a: RawWindow, b: RawWindow) => a.startJdUt - b.startJdUt;

/** The named (non-tiling) windows of the frame: kalams, muhurtas, sandhyas, varjyam/amrit, pradosha kala. */
export function namedWindows(
  f: DayFrame,
  packet: WindowsPacketInput,
  rise: RiseConvention = DEFAULT_RISE_CONVENTION,
): RawWindow[] {
  const place = { latDeg: packet.place.lat, lngDeg: packet.place.lng, elevationM: packet.place.elevation_m };
  const prevSunset = previousSunsetJdUt(f, place, rise);
  const spans = packet.nakshatra.map((n) => ({
    index: n.index,
    startJdUt: isoToJdUt(n.start),
    endJdUt: isoToJdUt(n.end),
  }));
  const nk = nakshatraKalams(spans, f.sunriseJdUt, f.nextSunriseJdUt);
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
 * All windows of the day. `ayanamsa` must be the packet's (panchaka searches the sidereal Moon
 * beyond the day). Polar days (no sunrise, sunset or next sunrise): frame-based windows are
 * empty with `windows_note`, panchaka is still given.
 */
export function dailyWindows(
  core: WindowsCore,
  opts: { ayanamsa: AyanamsaKey; convention?: PanchangConvention; rise?: RiseConvention },
): DailyWindows {
  const packet = core.body;
  const zone = packet.place.tz;
  const t0 = wholeSecondJdUt(core.day.startJdUt);
  const t1 = wholeSecondJdUt(core.day.endJdUt);
  const formatter = dayFormatter(zone, t0, t1);
  const fmt = (w: RawWindow) => formatWindow(w, formatter);
  const fmtAll = (ws: readonly RawWindow[]) => ws.map(fmt);
  // panchaka needs a search beyond the day only when the Moon is in Kumbha or Meena during it
  const moonInPanchaka = packet.moonsign.some((m) => m.index === 10 || m.index === 11);
  const panchaka = moonInPanchaka
    ? fmtAll(panchakaSpans(opts.ayanamsa, t0, t1, (jd) => localVara(jd, zone), opts.convention))
    : [];
  const f = dayFrame(core.day, zone);
  if (f === null) {
    const empty = { day: [], night: [] };
    return {
      windows: [],
      choghadiya: empty,
      hora: empty,
      gowri: empty,
      panchaka,
      pradosham: null,
      windows_note: 'no_sunrise_sunset_or_next_sunrise',
    };
  }
  const named = namedWindows(f, packet, opts.rise);
  const ch = choghadiya(f);
  const h = horas(f);
  const g = gowri(f);
  const pk = named.find((w) => w.kind === 'pradosha_kala') as RawWindow;
  const tithis = packet.tithi.map((t) => ({
    index: t.index,
    startJdUt: isoToJdUt(t.start),
    endJdUt: isoToJdUt(t.end),
  }));
  const pr = pradosham(f, pk, tithis);
  return {
    windows: fmtAll(named),
    choghadiya: { day: fmtAll(ch.day), night: fmtAll(ch.night) },
    hora: { day: fmtAll(h.day), night: fmtAll(h.night) },
    gowri: { day: fmtAll(g.day), night: fmtAll(g.night) },
    panchaka,
    pradosham: { ...pr, pradosha_kala: fmt(pr.pradosha_kala) },
  };
}
