import {
  addDaysToDate,
  AyanamsaKey,
  bodyLongitudeAtJdUt,
  formatLocal,
  instantFromJdUt,
  localMidnight,
  NodeType,
} from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION, PanchangConvention, resolvePlace } from '@pj/panchang';
import { COMBUSTIBLE, combustionState } from './combustion';
import { describeEclipse, localOf, nextEclipses } from './eclipse-packets';
import type { EclipseWire } from './present/eclipses';
import { planetEvents } from './events';
import { planetEventsMethodology } from './packets';
import { STATIONING } from './retrograde';
import { nextSeasons } from './seasons';

/**
 * The ephemeris-scan lanes of /panchang/utility (include_ephemeris_scans=true): retrograde,
 * combustion, ingress, eclipse and seasonal, for a window of whole local days at a place. Each
 * lane reuses the computation of its own endpoint (planetEvents, combustionState, nextEclipses,
 * nextSeasons); instants are local ISO 8601 with the place's offset, whole seconds.
 */
export const MAX_SCAN_WINDOW_DAYS = 366;

export interface EphemerisScanQuery {
  /** First local civil date of the window, YYYY-MM-DD. */
  readonly date: string;
  /** Latitude −90..90, longitude −180..180 (degrees); eclipse visibility and the zone depend on them. */
  readonly lat: number;
  readonly lng: number;
  /** IANA zone; resolved from the coordinates when absent. */
  readonly tz?: string | null;
  /** Whole local days in the window, 1–366 (default 1: the date itself). */
  readonly windowDays?: number;
  readonly ayanamsa: AyanamsaKey;
  /** Rahu/Ketu for the ingress lane (default mean). */
  readonly nodeType?: NodeType;
  /** Sidereal frame of the ingress lane and the seasonal sankrantis (default drik, as the daily packet). */
  readonly convention?: PanchangConvention;
}

export interface EphemerisScanLanes {
  readonly window: { readonly start: string; readonly end: string; readonly days: number };
  /** Retrograde flag and speed of Mercury … Saturn at the window start, and every station in the window. */
  readonly retrograde: {
    readonly at_start: readonly { key: string; retrograde: boolean; speed_deg_per_day: number }[];
    readonly stations: readonly { instant: string; planet: string; station: string }[];
  };
  /**
   * Combustion of the Moon and the five planets at the window start (orb, distance, the combust period when combust).
   */
  readonly combustion: readonly {
    key: string;
    combust: boolean;
    distance_deg: number;
    orb_deg: number;
    period: { start: string | null; end: string | null } | null;
  }[];
  /** Sidereal sign ingresses of the nine grahas in the window, in time order. */
  readonly ingress: readonly {
    instant: string;
    planet: string;
    from: { index: number; name: string };
    to: { index: number; name: string };
    retrograde: boolean;
  }[];
  /** Eclipses whose greatest phase falls in the window, with local visibility and contacts. */
  readonly eclipse: readonly EclipseWire[];
  /** Equinoxes and solstices in the window, and the next one from the window start. */
  readonly seasonal: {
    readonly in_window: readonly {
      kind: string;
      instant: string;
      sankranti: { index: number; name: string; instant: string };
    }[];
    readonly next: { kind: string; instant: string };
  };
}

const round = (x: number, d: number) => Number(x.toFixed(d));

/** Pure: same query, same lanes. Throws RangeError when windowDays is outside 1–366. */
export function ephemerisScanLanes(q: EphemerisScanQuery): EphemerisScanLanes {
  const days = q.windowDays ?? 1;
  if (!Number.isInteger(days) || days < 1 || days > MAX_SCAN_WINDOW_DAYS)
    throw new RangeError(`windowDays must be an integer 1–${MAX_SCAN_WINDOW_DAYS}`);
  const { place, zone } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  const start = localMidnight(q.date, zone);
  const t0 = start.jdUt;
  const t1 = localMidnight(addDaysToDate(q.date, days), zone).jdUt;
  const at = (jd: number) => formatLocal(instantFromJdUt(jd), zone);
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const events = planetEvents(t0, t1, { ayanamsa: q.ayanamsa, nodeType: q.nodeType ?? 'mean', convention }, [
    'ingress',
    'station',
  ]);
  const eclipses: EclipseWire[] = [];
  for (const e of nextEclipses(t0, Math.ceil(days / 30) + 2))
    if (e.maxJdUt < t1) eclipses.push(describeEclipse(e, localOf(e, place), zone));
  const seasons = nextSeasons(t0, q.ayanamsa, Math.min(4 * Math.ceil(days / 365) + 1, 8), convention);
  return {
    window: { start: at(t0), end: at(t1), days },
    retrograde: {
      at_start: STATIONING.map((key) => {
        const s = bodyLongitudeAtJdUt(t0, key, { sidereal: null }).speedDegPerDay;
        return { key, retrograde: s < 0, speed_deg_per_day: round(s, 6) };
      }),
      stations: events
        .filter((e) => e.kind === 'station')
        .map((e) => ({ instant: at(e.jdUt), planet: e.planet, station: e.station! })),
    },
    combustion: COMBUSTIBLE.map((key) => {
      const c = combustionState(key, t0);
      return {
        key,
        combust: c.combust,
        distance_deg: round(c.distanceDeg, 4),
        orb_deg: c.orbDeg,
        period: c.period
          ? {
              start: c.period.startJdUt === null ? null : at(c.period.startJdUt),
              end: c.period.endJdUt === null ? null : at(c.period.endJdUt),
            }
          : null,
      };
    }),
    ingress: events
      .filter((e) => e.kind === 'ingress')
      .map((e) => ({ instant: at(e.jdUt), planet: e.planet, from: e.from!, to: e.to!, retrograde: e.retrograde! })),
    eclipse: eclipses,
    seasonal: {
      in_window: seasons
        .filter((s) => s.jdUt < t1)
        .map((s) => ({
          kind: s.kind,
          instant: at(s.jdUt),
          sankranti: { index: s.sankranti.index, name: s.sankranti.name, instant: at(s.sankranti.jdUt) },
        })),
      next: { kind: seasons[0].kind, instant: at(seasons[0].jdUt) },
    },
  };
}

/** Methodology strings of the lanes (merge into the utility packet's methodology). */
export function ephemerisScansMethodology(
  ayanamsa: AyanamsaKey = 'lahiri',
  nodeType: NodeType = 'mean',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
): Record<string, string> {
  return {
    ...planetEventsMethodology(ayanamsa, nodeType, convention),
    ephemeris_scans:
      'lanes over whole local days from local midnight: retrograde (tropical speed sign at the start, stations in the window), combustion (orbs of /panchang/combustions at the start), ingress (sidereal sign changes), eclipse (greatest phase in the window, local circumstances), seasonal (tropical 0/90/180/270° of the Sun)',
    algorithms: 'ephemeris-scans-2',
  };
}
