/**
 * The sky-event routes: each computes its typed result (the scans of this library), turns it into
 * its wire body (./present/sky.ts) and names its methodology (./methodology.ts).
 */
import { AyanamsaKey, StopCheck } from '@pj/ephemeris';
import { PanchangConvention, utcInstant, WirePacket } from '@pj/panchang';
import { COMBUSTIBLE, combustionState } from './combustion';
import { GocharQuery, gocharScan } from './gochar';
import { NextTransitsQuery, signIngresses } from './ingress';
import {
  combustionsMethodology,
  gocharMethodology,
  nextTransitsMethodology,
  planetEventsMethodology,
  retrogradesMethodology,
  sankrantiMethodology,
  seasonsMethodology,
} from './methodology';
import { PlanetEventsQuery, planetEventsWindow } from './planet-events-window';
import {
  CombustionsWire,
  GocharWire,
  NextTransitsWire,
  PlanetEventsWire,
  presentCombustions,
  presentGochar,
  presentNextTransits,
  presentPlanetEvents,
  presentRetrogrades,
  presentSankrantiYear,
  presentSeasons,
  RetrogradesWire,
  SankrantiYearWire,
  SeasonsWire,
} from './present/sky';
import { retrogradeState, STATIONING } from './retrograde';
import { sankrantiYear } from './sankranti-year';
import { nextSeasons, SeasonsQuery } from './seasons';
import { utcMidnightJd, utcNoonJd } from './utc-day';

export * from './methodology';
export type { PlanetEventsQuery } from './planet-events-window';

/** ISO 8601 UTC, whole seconds (kept for the rashifal route, which prints ingresses in UTC too). */
export const utcIso = utcInstant;

/** /panchang/solstice-equinox: the next four equinoxes and solstices from 00:00 UTC of `date`. */
export function seasonsPacket(q: SeasonsQuery): WirePacket<SeasonsWire> {
  const events = nextSeasons(utcMidnightJd(q.date), q.ayanamsa, 4, q.convention);
  return { body: presentSeasons(q, events), methodology: seasonsMethodology(q.ayanamsa, q.convention) };
}

/** /panchang/next-transits: one graha's sidereal sign ingresses over `horizonDays` from 00:00 UTC of `date`. */
export function nextTransitsPacket(q: NextTransitsQuery): WirePacket<NextTransitsWire> {
  const start = utcMidnightJd(q.date);
  const ingresses = signIngresses(q.planet, start, q.horizonDays, q);
  return {
    body: presentNextTransits(q, start, ingresses),
    methodology: nextTransitsMethodology(q.ayanamsa, q.nodeType, q.convention),
  };
}

/** /panchang/retrogrades: Mercury … Saturn at 12:00 UTC of `date`. */
export function retrogradesPacket(q: { date: string; stop?: StopCheck }): WirePacket<RetrogradesWire> {
  const jd = utcNoonJd(q.date);
  const states = STATIONING.map((p) => retrogradeState(p, jd, q.stop));
  return { body: presentRetrogrades(q.date, jd, states), methodology: retrogradesMethodology() };
}

/** /panchang/combustions: the Moon and the five planets at 12:00 UTC of `date`. */
export function combustionsPacket(q: { date: string; stop?: StopCheck }): WirePacket<CombustionsWire> {
  const jd = utcNoonJd(q.date);
  const states = COMBUSTIBLE.map((p) => combustionState(p, jd, q.stop));
  return { body: presentCombustions(q.date, jd, states), methodology: combustionsMethodology() };
}

/** /planets/events: events from a local date and time over `days`, instants in the place's zone. */
export function planetEventsPacket(q: PlanetEventsQuery): WirePacket<PlanetEventsWire> {
  return {
    body: presentPlanetEvents(planetEventsWindow(q)),
    methodology: planetEventsMethodology(q.ayanamsa, q.nodeType, q.convention),
  };
}

/** Gochar scan shared by /panchang/transits and /feeds/gochar.json, from 00:00 UTC of `fromDate`. */
export function gocharPacket(q: GocharQuery): WirePacket<GocharWire> {
  const start = utcMidnightJd(q.fromDate);
  const lanes = gocharScan(start, q.windowDays, q.ayanamsa, undefined, q.convention, q.stop);
  return { body: presentGochar(q, start, lanes), methodology: gocharMethodology(q.ayanamsa, q.convention) };
}

/** /sankranti/all: the 12 sankrantis whose instants fall in the calendar year of `tz`. */
export function sankrantiYearPacket(q: {
  year: number;
  tz: string;
  ayanamsa: AyanamsaKey;
  convention: PanchangConvention;
}): WirePacket<SankrantiYearWire> {
  return {
    body: presentSankrantiYear(sankrantiYear(q)),
    methodology: sankrantiMethodology(q.ayanamsa, q.convention),
  };
}
