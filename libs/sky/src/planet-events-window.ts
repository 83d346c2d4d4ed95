import { AyanamsaKey, NodeType, StopCheck } from '@pj/ephemeris';
import { DayPlace, DstPolicy, PanchangConvention, resolveLocalTime, resolvePlace } from '@pj/panchang';
import { EventKind, planetEvents, PlanetEvent } from './events';

export interface PlanetEventsQuery {
  readonly date: string;
  /** HH:MM or HH:MM:SS, local wall-clock time at the place where the window starts. */
  readonly time: string;
  readonly lat: number;
  readonly lng: number;
  readonly tz: string | null;
  /** Window length, days (1–90 at the edge). */
  readonly days: number;
  /** Most events listed. */
  readonly limit: number;
  readonly kinds: readonly EventKind[];
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  /** Sidereal frame of the ingress and nakshatra events. */
  readonly convention: PanchangConvention;
  readonly dstPolicy: DstPolicy;
  /** Cooperative deadline (libs/ephemeris `StopCheck`); never stops by default. */
  readonly stop?: StopCheck;
}

/** The events of a window at a place: the first `limit` of them, and whether there were more. */
export interface PlanetEventsWindow {
  readonly date: string;
  readonly time: string;
  readonly place: DayPlace;
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly days: number;
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  readonly convention: PanchangConvention;
  readonly kinds: readonly EventKind[];
  /** At most `limit` events, in time order. */
  readonly shown: readonly PlanetEvent[];
  readonly truncated: boolean;
}

/** Events from a local date and time over `days`, at most `limit`, in time order. */
export function planetEventsWindow(q: PlanetEventsQuery): PlanetEventsWindow {
  const { place, zone, zoneSource } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  const start = resolveLocalTime(q, zone).jdUt;
  const end = start + q.days;
  const opts = { ayanamsa: q.ayanamsa, nodeType: q.nodeType, convention: q.convention, stop: q.stop };
  const all = planetEvents(start, end, opts, q.kinds);
  return Object.freeze({
    date: q.date,
    time: q.time,
    place: { place, zone, zoneSource },
    startJdUt: start,
    endJdUt: end,
    days: q.days,
    ayanamsa: q.ayanamsa,
    nodeType: q.nodeType,
    convention: q.convention,
    kinds: q.kinds,
    shown: all.slice(0, q.limit),
    truncated: all.length > q.limit,
  });
}
