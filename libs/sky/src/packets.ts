import {
  AyanamsaKey,
  formatLocal,
  GrahaKey,
  instantFromJdUt,
  instantFromUtcMillis,
  localMidnight,
  methodologySubset,
  NodeType,
  RASHI_NAMES,
  StopCheck,
} from '@pj/ephemeris';
import {
  conventionMethodology,
  DEFAULT_PANCHANG_CONVENTION,
  DstPolicy,
  elementSpans,
  PanchangConvention,
  PROFILE_NOT_USED,
  resolveLocalTime,
  SUNRISE_NOT_USED,
  resolvePlace,
  SunMoonSampler,
} from '@pj/panchang';
import { COMBUSTIBLE, COMBUSTION_ORB_DEG, combustionState } from './combustion';
import { EventKind, planetEvents } from './events';
import { gocharScan } from './gochar';
import { signIngresses } from './ingress';
import { retrogradeState, STATIONING } from './retrograde';
import { nextSeasons } from './seasons';

/** Packet builders of the sky-event endpoints: UTC instants (`Z`, whole seconds), plain JSON. */
type Packet = { body: Record<string, unknown>; methodology: Record<string, string> };

const ALGORITHMS = 'sky-events-1';
const UNIX_EPOCH_JD = 2440587.5;

export function utcIso(jdUt: number): string {
  const ms = Math.round(((jdUt - UNIX_EPOCH_JD) * 86400000) / 1000) * 1000;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function dayStartJd(date: string): number {
  return instantFromUtcMillis(Date.parse(`${date}T00:00:00Z`)).jdUt;
}

function noonJd(date: string): number {
  return instantFromUtcMillis(Date.parse(`${date}T12:00:00Z`)).jdUt;
}

function methodology(
  ayanamsa: AyanamsaKey,
  nodeType: NodeType,
  keys: readonly string[],
  extra: Record<string, string> = {},
): Record<string, string> {
  return { ...methodologySubset(keys, { ayanamsa, nodeType }), ...extra, algorithms: ALGORITHMS };
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

/**
 * The Panchang convention's entries for a sky route (libs/panchang daily/convention.ts): they replace the ephemeris'
 * `sidereal` line and say which instants the convention moves (sidereal sign and nakshatra ingresses, as the daily
 * packet's element ends) and which it does not (tropical events, aspects, stations: Swiss Ephemeris ΔT).
 */
function skyConvention(convention: PanchangConvention, moves: string): Record<string, string> {
  return {
    ...conventionMethodology(convention),
    convention_scope: `${moves} follow the convention (the same instants as /panchang/daily and /sankranti/all); everything else uses Swiss Ephemeris ΔT and is unchanged by it`,
  };
}

export const seasonsMethodology = (
  ayanamsa: AyanamsaKey = 'lahiri',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(ayanamsa, 'mean', ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'positions', 'event_search'], {
    ...skyConvention(convention, 'the sidereal sankrantis'),
    seasons:
      'apparent geocentric tropical longitude of the Sun = 0°, 90°, 180°, 270°; sankranti = the Sun entering the matching sidereal sign (the sunsign edge of /panchang/daily)',
    seasons_algorithm: 'seasons-2',
  });

export const nextTransitsMethodology = (
  ayanamsa: AyanamsaKey = 'lahiri',
  nodeType: NodeType = 'mean',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(
    ayanamsa,
    nodeType,
    ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'nodes', 'positions', 'event_search'],
    {
      ...skyConvention(convention, 'the sidereal sign ingresses'),
      next_transits_algorithm: 'next-transits-2',
    },
  );

export const retrogradesMethodology = () =>
  methodology('lahiri', 'mean', ['engine', 'ephemeris', 'delta_t', 'positions', 'event_search'], {
    retrograde:
      'geocentric apparent tropical longitude speed < 0; periods run from the retrograde station to the direct station',
  });

export const combustionsMethodology = () =>
  methodology('lahiri', 'mean', ['engine', 'ephemeris', 'delta_t', 'positions', 'event_search'], {
    combustion: `difference of apparent longitude from the Sun within the orb (Surya Siddhanta tradition): ${Object.entries(
      COMBUSTION_ORB_DEG,
    )
      .map(([k, o]) =>
        o.direct === o.retrograde ? `${k} ${o.direct}°` : `${k} ${o.direct}° (${o.retrograde}° retrograde)`,
      )
      .join(', ')}`,
  });

export function seasonsPacket(q: { date: string; ayanamsa: AyanamsaKey; convention?: PanchangConvention }): Packet {
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const events = nextSeasons(dayStartJd(q.date), q.ayanamsa, 4, convention);
  return {
    body: {
      from_date: q.date,
      ayanamsa: q.ayanamsa,
      convention,
      events: events.map((e) => ({
        kind: e.kind,
        instant: utcIso(e.jdUt),
        sun_tropical_longitude: e.tropicalLongitudeDeg,
        sankranti: { index: e.sankranti.index, name: e.sankranti.name, instant: utcIso(e.sankranti.jdUt) },
      })),
    },
    methodology: seasonsMethodology(q.ayanamsa, convention),
  };
}

export function nextTransitsPacket(q: {
  date: string;
  planet: GrahaKey;
  horizonDays: number;
  ayanamsa: AyanamsaKey;
  nodeType: NodeType;
  convention?: PanchangConvention;
  stop?: StopCheck;
}): Packet {
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const start = dayStartJd(q.date);
  const ingresses = signIngresses(q.planet, start, q.horizonDays, {
    ayanamsa: q.ayanamsa,
    nodeType: q.nodeType,
    convention,
    stop: q.stop,
  });
  return {
    body: {
      from_date: q.date,
      planet: q.planet,
      horizon_days: q.horizonDays,
      until: utcIso(start + q.horizonDays),
      ayanamsa: q.ayanamsa,
      node_type: q.nodeType,
      convention,
      ingresses: ingresses.map((i) => ({ instant: utcIso(i.jdUt), from: i.from, to: i.to, retrograde: i.retrograde })),
    },
    methodology: nextTransitsMethodology(q.ayanamsa, q.nodeType, convention),
  };
}

export function retrogradesPacket(q: { date: string; stop?: StopCheck }): Packet {
  const jd = noonJd(q.date);
  return {
    body: {
      date: q.date,
      snapshot: utcIso(jd),
      planets: STATIONING.map((p) => {
        const s = retrogradeState(p, jd, q.stop);
        return {
          key: p,
          retrograde: s.retrograde,
          speed_deg_per_day: round(s.speedDegPerDay, 6),
          period: { current: s.period.current, start: utcIso(s.period.startJdUt), end: utcIso(s.period.endJdUt) },
        };
      }),
      nodes_note: 'Rahu and Ketu (mean nodes) always move retrograde; they are not listed.',
    },
    methodology: retrogradesMethodology(),
  };
}

export function combustionsPacket(q: { date: string; stop?: StopCheck }): Packet {
  const jd = noonJd(q.date);
  return {
    body: {
      date: q.date,
      snapshot: utcIso(jd),
      planets: COMBUSTIBLE.map((p) => {
        const c = combustionState(p, jd, q.stop);
        return {
          key: p,
          combust: c.combust,
          distance_deg: round(c.distanceDeg, 4),
          orb_deg: c.orbDeg,
          retrograde: c.retrograde,
          period: c.period
            ? {
                start: c.period.startJdUt === null ? null : utcIso(c.period.startJdUt),
                end: c.period.endJdUt === null ? null : utcIso(c.period.endJdUt),
              }
            : null,
        };
      }),
    },
    methodology: combustionsMethodology(),
  };
}

export const planetEventsMethodology = (
  ayanamsa: AyanamsaKey = 'lahiri',
  nodeType: NodeType = 'mean',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(
    ayanamsa,
    nodeType,
    ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'nodes', 'positions', 'event_search', 'time_zones'],
    {
      ...skyConvention(convention, 'ingress and nakshatra events (sidereal)'),
      events_algorithm: 'planet-events-2',
      events:
        'aspects: sidereal longitude differences of 0°, ±60°, ±90°, ±120°, 180° between graha pairs (Rahu–Ketu excluded); ingress: sidereal sign change; nakshatra: sidereal nakshatra change; station: tropical apparent speed changes sign',
    },
  );

export interface PlanetEventsQuery {
  readonly date: string;
  readonly time: string;
  readonly lat: number;
  readonly lng: number;
  readonly tz: string | null;
  readonly days: number;
  readonly limit: number;
  readonly kinds: readonly EventKind[];
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  /** Sidereal frame of the ingress and nakshatra events (default drik). */
  readonly convention?: PanchangConvention;
  readonly dstPolicy?: DstPolicy;
  /** Cooperative deadline (libs/ephemeris `StopCheck`); never stops by default. */
  readonly stop?: StopCheck;
}

/** Events from a local date and time over `days`, at most `limit`, in time order, instants in the place's zone. */
export function planetEventsPacket(q: PlanetEventsQuery): Packet {
  const { zone, echo } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  const start = resolveLocalTime({ date: q.date, time: q.time, dstPolicy: q.dstPolicy }, zone);
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const all = planetEvents(
    start.jdUt,
    start.jdUt + q.days,
    { ayanamsa: q.ayanamsa, nodeType: q.nodeType, convention, stop: q.stop },
    q.kinds,
  );
  const shown = all.slice(0, q.limit);
  return {
    body: {
      date: q.date,
      time: q.time,
      place: echo,
      window: {
        start: formatLocal(start, zone),
        end: formatLocal(instantFromJdUt(start.jdUt + q.days), zone),
        days: q.days,
      },
      ayanamsa: q.ayanamsa,
      node_type: q.nodeType,
      convention,
      kinds: q.kinds,
      count: shown.length,
      truncated: all.length > shown.length,
      events: shown.map((e) => ({
        kind: e.kind,
        instant: formatLocal(instantFromJdUt(e.jdUt), zone),
        planet: e.planet,
        ...(e.other ? { other: e.other, aspect: e.aspect } : {}),
        ...(e.from ? { from: e.from, to: e.to, retrograde: e.retrograde } : {}),
        ...(e.station ? { station: e.station } : {}),
      })),
    },
    methodology: planetEventsMethodology(q.ayanamsa, q.nodeType, convention),
  };
}

export const gocharMethodology = (
  ayanamsa: AyanamsaKey = 'lahiri',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(ayanamsa, 'mean', ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'nodes', 'positions', 'event_search'], {
    ...skyConvention(convention, 'the positions at the start and the sidereal sign ingresses'),
    gochar_algorithm: 'gochar-2',
    gochar:
      'slow grahas (Jupiter, Saturn, Rahu, Ketu, Mars): sidereal position at 00:00 UTC of from_date and every sign ingress in the window',
  });

/** Gochar scan packet shared by /panchang/transits and /feeds/gochar.json. */
export function gocharPacket(q: {
  fromDate: string;
  windowDays: number;
  ayanamsa: AyanamsaKey;
  convention?: PanchangConvention;
  stop?: StopCheck;
}): Packet {
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const start = dayStartJd(q.fromDate);
  const lanes = gocharScan(start, q.windowDays, q.ayanamsa, undefined, convention, q.stop);
  return {
    body: {
      from_date: q.fromDate,
      window_days: q.windowDays,
      until: utcIso(start + q.windowDays),
      ayanamsa: q.ayanamsa,
      node_type: 'mean',
      convention,
      grahas: lanes.map((l) => ({
        key: l.planet,
        at_start: {
          longitude: round(l.start.longitudeDeg, 6),
          sign: l.start.sign,
          nakshatra: l.start.nakshatra,
          retrograde: l.start.retrograde,
        },
        ingresses: l.ingresses.map((i) => ({
          instant: utcIso(i.jdUt),
          from: i.from,
          to: i.to,
          retrograde: i.retrograde,
        })),
      })),
      timeline: lanes
        .flatMap((l) => l.ingresses)
        .sort((a, b) => a.jdUt - b.jdUt)
        .map((i) => ({ instant: utcIso(i.jdUt), planet: i.planet, from: i.from, to: i.to, retrograde: i.retrograde })),
    },
    methodology: gocharMethodology(q.ayanamsa, convention),
  };
}

/**
 * Methodology of /sankranti/all: the sunsign boundaries of the daily packet, under the same Panchang
 * convention (default drik: the mean ayanamsa, Lahiri + 24.0″, and the calibrated ΔT that reproduce
 * Drik's published ends), so a sankranti here is the instant /panchang/daily shows.
 */
export const sankrantiMethodology = (
  ayanamsa: AyanamsaKey = 'lahiri',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
) =>
  methodology(
    ayanamsa,
    'mean',
    ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'positions', 'event_search', 'time_zones'],
    {
      ...conventionMethodology(convention),
      sankranti:
        'the apparent Sun entering each sidereal sign (sidereal longitude and time scale per the convention above; the sunsign edges of /panchang/daily); instants to 1 s',
      sankranti_algorithm: 'sankranti-year-2',
      sunrise: SUNRISE_NOT_USED,
      profile: PROFILE_NOT_USED,
    },
  );

/** The 12 sankrantis (solar ingresses) whose instants fall in the calendar year of `tz`. */
export function sankrantiYearPacket(q: {
  year: number;
  tz: string;
  ayanamsa: AyanamsaKey;
  convention?: PanchangConvention;
}): Packet {
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const first = `${String(q.year).padStart(4, '0')}-01-01`;
  const t0 = localMidnight(first, q.tz).jdUt;
  const t1 = localMidnight(`${String(q.year + 1).padStart(4, '0')}-01-01`, q.tz).jdUt;
  const spans = elementSpans(new SunMoonSampler(q.ayanamsa, convention), 'sunsign', t0, t1).filter(
    (sp) => sp.startJdUt >= t0 && sp.startJdUt < t1,
  );
  return {
    body: {
      year: q.year,
      tz: q.tz,
      ayanamsa: q.ayanamsa,
      convention,
      sankrantis: spans.map((sp) => ({
        name: `${RASHI_NAMES[sp.index]} Sankranti`,
        rashi: { index: sp.index, name: RASHI_NAMES[sp.index] },
        instant: formatLocal(instantFromJdUt(sp.startJdUt), q.tz),
        instant_utc: utcIso(sp.startJdUt),
      })),
    },
    methodology: sankrantiMethodology(q.ayanamsa, convention),
  };
}
