/**
 * Presenter of the sky-event scans (/panchang/solstice-equinox, /next-transits, /retrogrades,
 * /combustions, /transits and /feeds/gochar.json, /planets/events, /sankranti/all): the only
 * place that turns their typed results (Julian days UT, indices, enums) into snake_case JSON,
 * ISO 8601 instants (UTC `Z` for the UTC scans, the place's offset otherwise) and `_note` text.
 * Key order is part of the contract (clients diff bodies): it is the order of the types below.
 */
import { AyanamsaKey, formatLocalJdUt, GrahaKey, NodeType, RASHI_NAMES } from '@pj/ephemeris';
import {
  IsoDate,
  IsoInstant,
  NamedWire,
  PanchangConvention,
  PlaceWire,
  presentPlace,
  UtcInstant,
  utcInstant,
} from '@pj/panchang';
import type { CombustionState } from '../combustion';
import type { AspectKey, EventKind, PlanetEvent } from '../events';
import type { GocharLane, GocharQuery } from '../gochar';
import type { Ingress, NextTransitsQuery } from '../ingress';
import type { RetrogradeState } from '../retrograde';
import type { SankrantiYear } from '../sankranti-year';
import type { SeasonEvent, SeasonKind, SeasonsQuery } from '../seasons';
import type { PlanetEventsWindow } from '../planet-events-window';

const round = (x: number, digits: number) => Number(x.toFixed(digits));

/** A sidereal sign ingress (UTC instant). */
export interface IngressWire {
  readonly instant: UtcInstant;
  /** Sign left, 0 = Mesha … 11 = Meena. */
  readonly from: NamedWire;
  /** Sign entered. */
  readonly to: NamedWire;
  /** True when the sign is entered moving backwards (re-entry in a retrograde loop). */
  readonly retrograde: boolean;
}

const presentIngress = (i: Ingress): IngressWire => ({
  instant: utcInstant(i.jdUt),
  from: i.from,
  to: i.to,
  retrograde: i.retrograde,
});

/** Body of /panchang/solstice-equinox. */
export interface SeasonsWire {
  /** UTC date where the scan starts (00:00 UTC). */
  readonly from_date: IsoDate;
  /** Sidereal ayanamsa of the paired sankrantis. */
  readonly ayanamsa: AyanamsaKey;
  /** Sidereal frame of the paired sankrantis (the equinoxes and solstices are tropical). */
  readonly convention: PanchangConvention;
  /** The next four equinoxes and solstices, in time order. */
  readonly events: readonly {
    readonly kind: SeasonKind;
    /** When the Sun's apparent tropical longitude reaches the quarter. */
    readonly instant: UtcInstant;
    /** 0, 90, 180 or 270 (degrees). */
    readonly sun_tropical_longitude: number;
    /** The Sun entering the matching sidereal sign (Mesha, Karka, Tula, Makara). */
    readonly sankranti: NamedWire & { readonly instant: UtcInstant };
  }[];
}

export function presentSeasons(q: SeasonsQuery, events: readonly SeasonEvent[]): SeasonsWire {
  return {
    from_date: q.date,
    ayanamsa: q.ayanamsa,
    convention: q.convention,
    events: events.map((e) => ({
      kind: e.kind,
      instant: utcInstant(e.jdUt),
      sun_tropical_longitude: e.tropicalLongitudeDeg,
      sankranti: { index: e.sankranti.index, name: e.sankranti.name, instant: utcInstant(e.sankranti.jdUt) },
    })),
  };
}

/** Body of /panchang/next-transits. */
export interface NextTransitsWire {
  readonly from_date: IsoDate;
  readonly planet: GrahaKey;
  /** Days scanned from 00:00 UTC of from_date. */
  readonly horizon_days: number;
  /** End of the scan. */
  readonly until: UtcInstant;
  /** Sidereal ayanamsa of the signs. */
  readonly ayanamsa: AyanamsaKey;
  /** Rahu/Ketu: mean or true node. */
  readonly node_type: NodeType;
  /** Sidereal frame of the ingresses. */
  readonly convention: PanchangConvention;
  /** Every sign change in the scan, in time order. */
  readonly ingresses: readonly IngressWire[];
}

export function presentNextTransits(
  q: NextTransitsQuery,
  startJdUt: number,
  ingresses: readonly Ingress[],
): NextTransitsWire {
  return {
    from_date: q.date,
    planet: q.planet,
    horizon_days: q.horizonDays,
    until: utcInstant(startJdUt + q.horizonDays),
    ayanamsa: q.ayanamsa,
    node_type: q.nodeType,
    convention: q.convention,
    ingresses: ingresses.map(presentIngress),
  };
}

/** Why Rahu and Ketu are not in /panchang/retrogrades. */
export const NODES_NOTE = 'Rahu and Ketu (mean nodes) always move retrograde; they are not listed.';

/** Body of /panchang/retrogrades. */
export interface RetrogradesWire {
  /** UTC date of the snapshot. */
  readonly date: IsoDate;
  /** 12:00 UTC of date. */
  readonly snapshot: UtcInstant;
  /** mercury, venus, mars, jupiter, saturn. */
  readonly planets: readonly {
    readonly key: GrahaKey;
    readonly retrograde: boolean;
    /** Apparent tropical longitude speed at the snapshot, degrees per day (6 decimals). */
    readonly speed_deg_per_day: number;
    /** The retrograde period holding the snapshot (current: true), else the next one; station to station. */
    readonly period: { readonly current: boolean; readonly start: UtcInstant; readonly end: UtcInstant };
  }[];
  readonly nodes_note: typeof NODES_NOTE;
}

export function presentRetrogrades(
  date: string,
  snapshotJdUt: number,
  states: readonly RetrogradeState[],
): RetrogradesWire {
  return {
    date,
    snapshot: utcInstant(snapshotJdUt),
    planets: states.map((s) => ({
      key: s.planet,
      retrograde: s.retrograde,
      speed_deg_per_day: round(s.speedDegPerDay, 6),
      period: { current: s.period.current, start: utcInstant(s.period.startJdUt), end: utcInstant(s.period.endJdUt) },
    })),
    nodes_note: NODES_NOTE,
  };
}

/** Body of /panchang/combustions. */
export interface CombustionsWire {
  readonly date: IsoDate;
  /** 12:00 UTC of date. */
  readonly snapshot: UtcInstant;
  /** moon, mars, mercury, jupiter, venus, saturn. */
  readonly planets: readonly {
    readonly key: GrahaKey;
    readonly combust: boolean;
    /** |longitude − Sun's longitude|, degrees (4 decimals). */
    readonly distance_deg: number;
    /** The orb in force (the retrograde orb when retrograde), degrees. */
    readonly orb_deg: number;
    readonly retrograde: boolean;
    /**
     * When combust: the first and last instants within the orb around the snapshot (null when not found within
     * the search window); null when not combust.
     */
    readonly period: { readonly start: UtcInstant | null; readonly end: UtcInstant | null } | null;
  }[];
}

const utcOrNull = (jdUt: number | null) => (jdUt === null ? null : utcInstant(jdUt));

export function presentCombustions(
  date: string,
  snapshotJdUt: number,
  states: readonly CombustionState[],
): CombustionsWire {
  return {
    date,
    snapshot: utcInstant(snapshotJdUt),
    planets: states.map((c) => ({
      key: c.planet,
      combust: c.combust,
      distance_deg: round(c.distanceDeg, 4),
      orb_deg: c.orbDeg,
      retrograde: c.retrograde,
      period: c.period ? { start: utcOrNull(c.period.startJdUt), end: utcOrNull(c.period.endJdUt) } : null,
    })),
  };
}

/** Body of /panchang/transits and /feeds/gochar.json. */
export interface GocharWire {
  readonly from_date: IsoDate;
  readonly window_days: number;
  /** End of the scan. */
  readonly until: UtcInstant;
  /** Sidereal ayanamsa of the signs. */
  readonly ayanamsa: AyanamsaKey;
  /** Rahu/Ketu are the mean nodes. */
  readonly node_type: 'mean';
  /** Sidereal frame of the positions and ingresses. */
  readonly convention: PanchangConvention;
  /** jupiter, saturn, rahu, ketu, mars. */
  readonly grahas: readonly {
    readonly key: GrahaKey;
    /** Where the graha stands at 00:00 UTC of from_date. */
    readonly at_start: {
      /** Sidereal longitude, degrees [0, 360) (6 decimals). */
      readonly longitude: number;
      readonly sign: NamedWire;
      readonly nakshatra: NamedWire;
      readonly retrograde: boolean;
    };
    readonly ingresses: readonly IngressWire[];
  }[];
  /** Every ingress of every graha, in time order. */
  readonly timeline: readonly ({ readonly planet: GrahaKey } & IngressWire)[];
}

export function presentGochar(q: GocharQuery, startJdUt: number, lanes: readonly GocharLane[]): GocharWire {
  return {
    from_date: q.fromDate,
    window_days: q.windowDays,
    until: utcInstant(startJdUt + q.windowDays),
    ayanamsa: q.ayanamsa,
    node_type: 'mean',
    convention: q.convention,
    grahas: lanes.map((l) => ({
      key: l.planet,
      at_start: {
        longitude: round(l.start.longitudeDeg, 6),
        sign: l.start.sign,
        nakshatra: l.start.nakshatra,
        retrograde: l.start.retrograde,
      },
      ingresses: l.ingresses.map(presentIngress),
    })),
    timeline: lanes
      .flatMap((l) => l.ingresses)
      .sort((a, b) => a.jdUt - b.jdUt)
      .map((i) => ({
        instant: utcInstant(i.jdUt),
        planet: i.planet,
        from: i.from,
        to: i.to,
        retrograde: i.retrograde,
      })),
  };
}

/** Body of /sankranti/all. */
export interface SankrantiYearWire {
  /** Calendar year in tz. */
  readonly year: number;
  /** IANA zone of the year and of `instant`. */
  readonly tz: string;
  /** Sidereal ayanamsa: it moves every sankranti. */
  readonly ayanamsa: AyanamsaKey;
  /** Sidereal frame and time scale (drik: the instants /panchang/daily shows). */
  readonly convention: PanchangConvention;
  /** The sankrantis whose instants fall in the year in tz, in time order (12). */
  readonly sankrantis: readonly {
    /** '<Rashi> Sankranti'. */
    readonly name: string;
    /** The sign entered. */
    readonly rashi: NamedWire;
    readonly instant: IsoInstant;
    readonly instant_utc: UtcInstant;
  }[];
}

export function presentSankrantiYear(y: SankrantiYear): SankrantiYearWire {
  return {
    year: y.year,
    tz: y.zone,
    ayanamsa: y.ayanamsa,
    convention: y.convention,
    sankrantis: y.ingresses.map((s) => ({
      name: `${RASHI_NAMES[s.index]} Sankranti`,
      rashi: { index: s.index, name: RASHI_NAMES[s.index] },
      instant: formatLocalJdUt(s.jdUt, y.zone),
      instant_utc: utcInstant(s.jdUt),
    })),
  };
}

interface EventHead {
  /** With the place's offset. */
  readonly instant: IsoInstant;
  readonly planet: GrahaKey;
}

/** A planetary event of /planets/events, by kind. */
export type PlanetEventWire =
  | ({ readonly kind: 'aspect' } & EventHead & { readonly other: GrahaKey; readonly aspect: AspectKey })
  | ({ readonly kind: 'ingress' | 'nakshatra' } & EventHead & {
        /** Sign (ingress, 0–11) or nakshatra (0–26) left. */
        readonly from: NamedWire;
        readonly to: NamedWire;
        /** Entered moving backwards. */
        readonly retrograde: boolean;
      })
  | ({ readonly kind: 'station' } & EventHead & { readonly station: 'retrograde' | 'direct' });

/** Body of /planets/events. */
export interface PlanetEventsWire {
  /** Local date where the window starts, as requested. */
  readonly date: IsoDate;
  /** Local wall-clock time where the window starts, as requested (HH:MM or HH:MM:SS). */
  readonly time: string;
  readonly place: PlaceWire;
  /** The window scanned: start + days (whole days of 86 400 s, so DST may move the local end time). */
  readonly window: { readonly start: IsoInstant; readonly end: IsoInstant; readonly days: number };
  /** Sidereal ayanamsa of the ingress and nakshatra events. */
  readonly ayanamsa: AyanamsaKey;
  /** Rahu/Ketu: mean or true node. */
  readonly node_type: NodeType;
  /** Sidereal frame of the ingress and nakshatra events. */
  readonly convention: PanchangConvention;
  /** The kinds requested, in the request's order. */
  readonly kinds: readonly EventKind[];
  /** Events listed (at most the limit). */
  readonly count: number;
  /** More events exist in the window than were listed. */
  readonly truncated: boolean;
  /** Earliest first. */
  readonly events: readonly PlanetEventWire[];
}

function presentEvent(e: PlanetEvent, zone: string): PlanetEventWire {
  const head = { instant: formatLocalJdUt(e.jdUt, zone), planet: e.planet };
  if (e.other && e.aspect) return { kind: 'aspect', ...head, other: e.other, aspect: e.aspect };
  if (e.station) return { kind: 'station', ...head, station: e.station };
  if (e.from && e.to && e.retrograde !== undefined && (e.kind === 'ingress' || e.kind === 'nakshatra'))
    return { kind: e.kind, ...head, from: e.from, to: e.to, retrograde: e.retrograde };
  throw new Error(`planet event of kind ${e.kind} without its fields`);
}

export function presentPlanetEvents(w: PlanetEventsWindow): PlanetEventsWire {
  const zone = w.place.zone;
  return {
    date: w.date,
    time: w.time,
    place: presentPlace(w.place),
    window: {
      start: formatLocalJdUt(w.startJdUt, zone),
      end: formatLocalJdUt(w.endJdUt, zone),
      days: w.days,
    },
    ayanamsa: w.ayanamsa,
    node_type: w.nodeType,
    convention: w.convention,
    kinds: w.kinds,
    count: w.shown.length,
    truncated: w.truncated,
    events: w.shown.map((e) => presentEvent(e, zone)),
  };
}
