import {
  AyanamsaKey,
  AngleAt,
  bodyLongitudeAtJdUt,
  findStations,
  findAngleStateTransitions,
  GRAHAS,
  GrahaKey,
  NAKSHATRA_NAMES,
  NodeType,
  RASHI_NAMES,
  signedDiffDeg,
  NEVER_STOP,
  StopCheck,
} from '@pj/ephemeris';
import { PanchangConvention } from '@pj/panchang';
import { LIBRARY_SKY_CONVENTION, siderealFrame, sunSignIngresses } from './frame';
import { STATIONING } from './retrograde';
import { angleStateStepDays, STEP_DAYS } from './steps';

/**
 * Planetary events in a window: aspects between grahas (sidereal; the angle between two
 * longitudes does not depend on the ayanamsa), sign ingresses, nakshatra crossings and
 * stations. Every event is found by the one boundary search of libs/ephemeris, to 1 s.
 */
export const ASPECTS = [
  { key: 'conjunction', angleDeg: 0 },
  { key: 'sextile', angleDeg: 60 },
  { key: 'square', angleDeg: 90 },
  { key: 'trine', angleDeg: 120 },
  { key: 'opposition', angleDeg: 180 },
] as const;
export type AspectKey = (typeof ASPECTS)[number]['key'];
export const EVENT_KINDS = ['aspect', 'ingress', 'nakshatra', 'station'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface PlanetEvent {
  readonly kind: EventKind;
  readonly jdUt: number;
  readonly planet: GrahaKey;
  /** aspect: the other graha; */
  readonly other?: GrahaKey;
  readonly aspect?: AspectKey;
  readonly from?: { readonly index: number; readonly name: string };
  readonly to?: { readonly index: number; readonly name: string };
  readonly station?: 'retrograde' | 'direct';
  readonly retrograde?: boolean;
}

interface Options {
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  /**
   * Sidereal frame of the ingress and nakshatra events (./frame.ts; library default ephemeris). Aspects and stations do
   * not depend on it.
   */
  readonly convention?: PanchangConvention;
  /**
   * Cooperative deadline (libs/ephemeris `StopCheck`), called before every engine evaluation; never stops by default.
   */
  readonly stop?: StopCheck;
}

/** Rahu and Ketu are always exactly opposite: their mutual "aspect" is not an event. */
const isNodePair = (a: GrahaKey, b: GrahaKey) => (a === 'rahu' && b === 'ketu') || (a === 'ketu' && b === 'rahu');

/**
 * Aspect of a multiple of 30° of separation (index m = separation / 30°), or null for 30° and 150° (not aspects here).
 */
const ASPECT_OF_MULTIPLE: readonly (AspectKey | null)[] = [
  'conjunction',
  null,
  'sextile',
  'square',
  'trine',
  null,
  'opposition',
  null,
  'trine',
  'square',
  'sextile',
  null,
];

/**
 * Pair step: the Moon outruns every other graha (≥ 11.8°/day against ≤ 2.2°/day), so its separation
 * from any of them always increases, by ≤ 17.6°/day: a 1-day step holds at most one 30° multiple.
 * Other pairs keep the finer of their two sampling steps.
 */
const pairStepDays = (a: GrahaKey, b: GrahaKey) =>
  a === 'moon' || b === 'moon' ? 1 : Math.min(STEP_DAYS[a], STEP_DAYS[b]);

/**
 * All aspects of one pair in one search: the separation's state in 12 parts of 30° changes exactly at
 * 0°, ±30°, ±60°, … ±150°, 180°; the 30° and 150° boundaries are dropped.
 */
function aspectEvents(t0: number, t1: number, pos: (k: GrahaKey, t: number) => AngleAt): PlanetEvent[] {
  const out: PlanetEvent[] = [];
  for (let i = 0; i < GRAHAS.length; i++) {
    for (let j = i + 1; j < GRAHAS.length; j++) {
      const a = GRAHAS[i];
      const b = GRAHAS[j];
      if (isNodePair(a, b)) continue;
      const separation = (t: number): AngleAt => {
        const pa = pos(a, t);
        const pb = pos(b, t);
        return { deg: signedDiffDeg(pa.deg, pb.deg), rateDegPerDay: pa.rateDegPerDay - pb.rateDegPerDay };
      };
      for (const tr of findAngleStateTransitions(separation, 12, t0, t1, { stepDays: pairStepDays(a, b) })) {
        // the boundary crossed is the upper state going up, the lower going down
        const m = (tr.to - tr.from + 12) % 12 === 1 ? tr.to : tr.from;
        const aspect = ASPECT_OF_MULTIPLE[m];
        if (aspect) out.push({ kind: 'aspect', jdUt: tr.jdUt, planet: a, other: b, aspect });
      }
    }
  }
  return out;
}

/** A boundary crossing of `planet` as an event: the states left and entered, by name, and the direction. */
function crossing(
  kind: 'ingress' | 'nakshatra',
  planet: GrahaKey,
  names: readonly string[],
  tr: { jdUt: number; from: number; to: number },
): PlanetEvent {
  return {
    kind,
    jdUt: tr.jdUt,
    planet,
    from: { index: tr.from, name: names[tr.from] },
    to: { index: tr.to, name: names[tr.to] },
    // entered backwards: the previous state (mod the number of states)
    retrograde: (tr.from - tr.to + names.length) % names.length === 1,
  };
}

function boundaryEvents(
  t0: number,
  t1: number,
  pos: (k: GrahaKey, t: number) => AngleAt,
  nodeType: NodeType,
  sunSigns: () => { jdUt: number; from: number; to: number }[],
): PlanetEvent[] {
  const out: PlanetEvent[] = [];
  for (const p of GRAHAS) {
    const stepDays = angleStateStepDays(p, nodeType);
    const a = (t: number) => pos(p, t);
    // the Sun's sign changes are the daily packet's sunsign edges (the same search, to the second)
    const signs = p === 'sun' ? sunSigns() : findAngleStateTransitions(a, 12, t0, t1, { stepDays });
    for (const tr of signs) out.push(crossing('ingress', p, RASHI_NAMES, tr));
    for (const tr of findAngleStateTransitions(a, 27, t0, t1, { stepDays }))
      out.push(crossing('nakshatra', p, NAKSHATRA_NAMES, tr));
  }
  return out;
}

/** Stations on the tropical speed, sampled on the same grid as the aspects (shared memo). */
function stationEvents(t0: number, t1: number, pos: (k: GrahaKey, t: number) => AngleAt): PlanetEvent[] {
  return STATIONING.flatMap((p) =>
    findStations((t) => pos(p, t).rateDegPerDay, t0, t1, { stepDays: STEP_DAYS[p] }).map((s): PlanetEvent => ({
      kind: 'station',
      jdUt: s.jdUt,
      planet: p,
      station: s.kind,
    })),
  );
}

/** All events in [t0JdUt, t1JdUt] of the requested kinds, in time order. */
export function planetEvents(
  t0JdUt: number,
  t1JdUt: number,
  o: Options,
  kinds: readonly EventKind[] = EVENT_KINDS,
): PlanetEvent[] {
  // one memo per body and frame, keyed by the instant: the samples of the many pair and target
  // searches coincide. Aspects use tropical longitudes: the ayanamsa is the same for both bodies at
  // one instant, so the difference is the sidereal one, at half the cost of a sidereal position.
  const stop = o.stop ?? NEVER_STOP;
  const memoPos = (frame: AyanamsaKey | null) => {
    const memo = new Map<GrahaKey, Map<number, AngleAt>>(GRAHAS.map((k) => [k, new Map<number, AngleAt>()]));
    return (k: GrahaKey, t: number): AngleAt => {
      const m = memo.get(k)!;
      let v = m.get(t);
      if (v === undefined) {
        stop();
        const p = bodyLongitudeAtJdUt(t, k, { sidereal: frame, nodeType: o.nodeType });
        v = { deg: p.lonDeg, rateDegPerDay: p.speedDegPerDay };
        m.set(t, v);
      }
      return v;
    };
  };
  const tropical = memoPos(null);
  // sidereal longitudes in the convention's frame (./frame.ts): drik = apparent tropical at UT + τ −
  // mean ayanamsa (Lahiri + 24.0″); ephemeris = apparent tropical − true ayanamsa
  const convention = o.convention ?? LIBRARY_SKY_CONVENTION;
  const sidereal = siderealFrame(o.ayanamsa, o.nodeType, convention, tropical).sidereal;
  const sunSigns = () => sunSignIngresses(t0JdUt, t1JdUt, o.ayanamsa, convention, stop);
  const events = [
    ...(kinds.includes('aspect') ? aspectEvents(t0JdUt, t1JdUt, tropical) : []),
    ...(kinds.includes('ingress') || kinds.includes('nakshatra')
      ? boundaryEvents(t0JdUt, t1JdUt, sidereal, o.nodeType, sunSigns).filter((e) => kinds.includes(e.kind))
      : []),
    ...(kinds.includes('station') ? stationEvents(t0JdUt, t1JdUt, tropical) : []),
  ];
  return events.sort((a, b) => a.jdUt - b.jdUt);
}
