/**
 * The windows of a day on the wire (CONTRACT §2 window: `start`/`end` ISO 8601 with the place's
 * offset, extra fields per kind), as /panchang/daily and the window routes publish them.
 */
import { dayFormatter, formatWindow, RawWindow, Window } from '../windows/frame';
import { dayWindows, DayWindows, NO_DAY_FRAME, WindowsDayInput } from '../windows/daily-windows';

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
  readonly windows_note?: typeof NO_DAY_FRAME;
}

/** The wire form of a day's windows; `day` is the DailyDay they were cut from (its zone and Hindu day). */
export function presentDayWindows(w: DayWindows, day: Pick<WindowsDayInput, 'place' | 'hinduDay'>): DailyWindows {
  const formatter = dayFormatter(day.place.zone, day.hinduDay.startJdUt, day.hinduDay.endJdUt);
  const fmt = (x: RawWindow) => formatWindow(x, formatter);
  const fmtAll = (xs: readonly RawWindow[]) => xs.map(fmt);
  const panchaka = fmtAll(w.panchaka);
  if (w.frame === null || w.pradosham === null) {
    const empty = { day: [], night: [] };
    return {
      windows: [],
      choghadiya: empty,
      hora: empty,
      gowri: empty,
      panchaka,
      pradosham: null,
      windows_note: NO_DAY_FRAME,
    };
  }
  const dayNight = (x: { day: readonly RawWindow[]; night: readonly RawWindow[] }) => ({
    day: fmtAll(x.day),
    night: fmtAll(x.night),
  });
  return {
    windows: fmtAll(w.windows),
    choghadiya: dayNight(w.choghadiya),
    hora: dayNight(w.hora),
    gowri: dayNight(w.gowri),
    panchaka,
    pradosham: { ...w.pradosham, pradosha_kala: fmt(w.pradosham.pradosha_kala) },
  };
}

/** dayWindows on the wire. */
export function dailyWindows(day: WindowsDayInput, opts: Parameters<typeof dayWindows>[1]): DailyWindows {
  return presentDayWindows(dayWindows(day, opts), day);
}
