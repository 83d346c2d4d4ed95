/**
 * The window routes' presenter (/panchang/choghadiya, /hora, /gowri, /panchaka, /pradosham,
 * /inauspicious-windows, /lagna/table, /panchang/vedic-time, /muhurat/vehicle): their domain values
 * (../windows/day-routes.ts) on the wire. Each body opens with the day's frame fields (date, place, vara,
 * sunrise, sunset, next sunrise; ./daily.ts presentFrameFields) and its windows are the daily packet's
 * (./windows.ts). The key order is part of the contract: it is the order of the types below.
 */
import { NO_DAY_FRAME, Window } from '../windows';
import { formatWindow } from '../windows/frame';
import {
  LagnaTable,
  lagnaTable,
  VedicTime,
  vedicTime,
  VehicleMuhurtaDay,
  vehicleMuhurtaDay,
  VehicleNote,
  windowsDay,
  WindowsQuery,
  WindowsView,
} from '../windows/day-routes';
import {
  DailyCoreWire,
  FrameFieldsWire,
  instantFormatter,
  IsoInstant,
  NakshatraSpanWire,
  presentFrameFields,
  presentHinduDay,
  presentNakshatras,
  presentSpans,
  presentTithis,
  SpanWire,
  TithiSpanWire,
} from './daily';
import { DailyWindows, DayNight, presentDayWindows } from './windows';

/** Set when the day has no sunrise, sunset or next sunrise: the frame-based windows are then empty. */
interface NoFrameNote {
  readonly windows_note?: typeof NO_DAY_FRAME;
}

/** /panchang/choghadiya: 8 day and 8 night periods. */
export type ChoghadiyaWire = FrameFieldsWire & { readonly choghadiya: DayNight } & NoFrameNote;
/** /panchang/hora: 12 day and 12 night planetary hours. */
export type HoraWire = FrameFieldsWire & { readonly hora: DayNight } & NoFrameNote;
/** /panchang/gowri: 8 day and 8 night Gowri periods. */
export type GowriWire = FrameFieldsWire & { readonly gowri: DayNight } & NoFrameNote;

/** /panchang/panchaka. */
export type PanchakaWire = FrameFieldsWire & {
  /** Whole panchaka spans overlapping the Hindu day (may start before or end after it). */
  readonly panchaka: readonly Window[];
  /** A panchaka span holds the start of the Hindu day. */
  readonly panchaka_at_day_start: boolean;
  /** Sidereal Moon-sign spans overlapping the Hindu day. */
  readonly moonsign: readonly SpanWire[];
};

/** /panchang/pradosham. */
export type PradoshamWire = FrameFieldsWire & {
  /** Null where the day has no frame (windows_note says so). */
  readonly pradosham: DailyWindows['pradosham'];
  /** Tithi spans overlapping the Hindu day. */
  readonly tithi: readonly TithiSpanWire[];
} & NoFrameNote;

/** /inauspicious-windows. */
export type InauspiciousWindowsWire = FrameFieldsWire & {
  /** The windows of quality `inauspicious`, by start. */
  readonly windows: readonly Window[];
  readonly panchaka: readonly Window[];
} & NoFrameNote;

type Packet<W> = { body: W; methodology: Record<string, string> };

/** What every view is made of: the Hindu day of `q` with its windows, presented, and the no-frame note. */
function viewParts(view: WindowsView, q: WindowsQuery) {
  const x = windowsDay(view, q);
  const w = presentDayWindows(x.windows, x.day);
  const note: NoFrameNote = w.windows_note ? { windows_note: w.windows_note } : {};
  return { x, head: presentFrameFields(x.day), w, note, at: instantFormatter(x.day) };
}

/** /panchang/choghadiya (subject panchang.windows.choghadiya.v1, as each view has its own). */
export function choghadiyaPacket(q: WindowsQuery): Packet<ChoghadiyaWire> {
  const { x, head, w, note } = viewParts('choghadiya', q);
  return { body: { ...head, choghadiya: w.choghadiya, ...note }, methodology: x.methodology };
}

/** /panchang/hora. */
export function horaPacket(q: WindowsQuery): Packet<HoraWire> {
  const { x, head, w, note } = viewParts('hora', q);
  return { body: { ...head, hora: w.hora, ...note }, methodology: x.methodology };
}

/** /panchang/gowri. */
export function gowriPacket(q: WindowsQuery): Packet<GowriWire> {
  const { x, head, w, note } = viewParts('gowri', q);
  return { body: { ...head, gowri: w.gowri, ...note }, methodology: x.methodology };
}

/** /panchang/panchaka (no windows_note: its spans do not depend on the day's frame). */
export function panchakaPacket(q: WindowsQuery): Packet<PanchakaWire> {
  const { x, head, w, at } = viewParts('panchaka', q);
  return {
    body: {
      ...head,
      panchaka: w.panchaka,
      panchaka_at_day_start: x.panchakaAtDayStart,
      moonsign: presentSpans(x.day.moonsign, at),
    },
    methodology: x.methodology,
  };
}

/** /panchang/pradosham. */
export function pradoshamPacket(q: WindowsQuery): Packet<PradoshamWire> {
  const { x, head, w, note, at } = viewParts('pradosham', q);
  return {
    body: { ...head, pradosham: w.pradosham, tithi: presentTithis(x.day, at), ...note },
    methodology: x.methodology,
  };
}

/** /inauspicious-windows. */
export function inauspiciousWindowsPacket(q: WindowsQuery): Packet<InauspiciousWindowsWire> {
  const { x, head, w, note } = viewParts('inauspicious', q);
  const windows = w.windows.filter((y) => y.quality === 'inauspicious');
  return { body: { ...head, windows, panchaka: w.panchaka, ...note }, methodology: x.methodology };
}

/** One sign span of the ascendant. */
export interface LagnaSpanWire extends SpanWire {
  /** The span is cut at the start of the Hindu day (its true start is earlier). */
  readonly start_is_day_start: boolean;
  /** The span is cut at the end of the Hindu day (its true end is later). */
  readonly end_is_day_end: boolean;
}

/** /lagna/table. */
export type LagnaTableWire = FrameFieldsWire & {
  readonly hindu_day: DailyCoreWire['hindu_day'];
  /** The sidereal ascendant's signs from sunrise to next sunrise, in order (12 or 13). */
  readonly lagna: readonly LagnaSpanWire[];
};

export function presentLagnaTable(x: LagnaTable): LagnaTableWire {
  const fmt = instantFormatter(x.day);
  return {
    ...presentFrameFields(x.day),
    hindu_day: presentHinduDay(x.day, fmt),
    lagna: x.spans.map((s, i, all) => ({
      index: s.index,
      name: s.name,
      start: fmt(s.startJdUt),
      end: fmt(s.endJdUt),
      start_is_day_start: i === 0,
      end_is_day_end: i === all.length - 1,
    })),
  };
}

export function lagnaTablePacket(q: WindowsQuery): { body: LagnaTableWire; methodology: Record<string, string> } {
  const x = lagnaTable(q);
  return { body: presentLagnaTable(x), methodology: x.methodology };
}

/** /panchang/vedic-time. */
export type VedicTimeWire = FrameFieldsWire & {
  /** The Hindu day holding the instant (the previous date's when the time is before sunrise). */
  readonly hindu_day: DailyCoreWire['hindu_day'];
  /** The requested local time as an instant. */
  readonly instant: IsoInstant;
  /** Seconds since the start of the Hindu day, to 0.1 s. */
  readonly elapsed_s: number;
  /** Whole ghatis elapsed (1 ghati = 24 min). */
  readonly ghati: number;
  /** Whole palas after the ghatis, 0–59 (1 pala = 24 s). */
  readonly pala: number;
  /** Whole vipalas after the palas, 0–59 (1 vipala = 0.4 s). */
  readonly vipala: number;
  /** Elapsed ghatis, 4 decimals. */
  readonly ghati_decimal: number;
  /** Day (sunrise to sunset) or night; absent where the day has no sunset. */
  readonly part?: 'day' | 'night';
  /** Ghatis into the part, counting the part as 30 ghatis (4 decimals); absent with `part`. */
  readonly ghati_of_part?: number;
};

export function presentVedicTime(x: VedicTime): VedicTimeWire {
  const fmt = instantFormatter(x.day);
  return {
    ...presentFrameFields(x.day),
    hindu_day: presentHinduDay(x.day, fmt),
    instant: fmt(x.instantJdUt),
    elapsed_s: x.elapsedS,
    ghati: x.ghati,
    pala: x.pala,
    vipala: x.vipala,
    ghati_decimal: x.ghatiDecimal,
    ...(x.part === null ? {} : { part: x.part.part, ghati_of_part: x.part.ghatiOfPart }),
  };
}

export function vedicTimePacket(q: WindowsQuery & { time?: string }): {
  body: VedicTimeWire;
  methodology: Record<string, string>;
} {
  const x = vedicTime(q);
  return { body: presentVedicTime(x), methodology: x.methodology };
}

/** /muhurat/vehicle. */
export type VehicleMuhurtaWire = FrameFieldsWire & {
  readonly nakshatra: readonly NakshatraSpanWire[];
  readonly tithi: readonly TithiSpanWire[];
  /** Vehicle-purchase windows (kind vehicle_muhurta) with the nakshatra and tithi that hold in each. */
  readonly windows: readonly Window[];
  /** Why `windows` is empty; absent when it is not. */
  readonly windows_note?: VehicleNote;
};

export function presentVehicleMuhurta(x: VehicleMuhurtaDay): VehicleMuhurtaWire {
  const fmt = instantFormatter(x.day);
  return {
    ...presentFrameFields(x.day, fmt),
    nakshatra: presentNakshatras(x.day, fmt),
    tithi: presentTithis(x.day, fmt),
    windows: x.windows.map((w) => formatWindow(w, x.day.place.zone)),
    ...(x.note === null ? {} : { windows_note: x.note }),
  };
}

export function vehicleMuhurtaPacket(q: WindowsQuery): {
  body: VehicleMuhurtaWire;
  methodology: Record<string, string>;
} {
  const x = vehicleMuhurtaDay(q);
  return { body: presentVehicleMuhurta(x), methodology: x.methodology };
}
