import {
  AyanamsaKey,
  angleState,
  bodyLongitudeAtJdUt,
  findAngleCrossings,
  findStations,
  findTransitions,
  GRAHAS,
  GrahaKey,
  NAKSHATRA_NAMES,
  NAKSHATRA_WIDTH_DEG,
  NodeType,
  RASHI_NAMES,
  signedDiffDeg,
} from '@pj/ephemeris';
import { STATIONING } from './retrograde';
import { STEP_DAYS, stepDaysOf } from './steps';

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
export type EventKind = 'aspect' | 'ingress' | 'nakshatra' | 'station';

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
}

/** Rahu and Ketu are always exactly opposite: their mutual "aspect" is not an event. */
const isNodePair = (a: GrahaKey, b: GrahaKey) => (a === 'rahu' && b === 'ketu') || (a === 'ketu' && b === 'rahu');

function aspectEvents(t0: number, t1: number, lon: (k: GrahaKey, t: number) => number): PlanetEvent[] {
  const out: PlanetEvent[] = [];
  for (let i = 0; i < GRAHAS.length; i++) {
    for (let j = i + 1; j < GRAHAS.length; j++) {
      const a = GRAHAS[i];
      const b = GRAHAS[j];
      if (isNodePair(a, b)) continue;
      const diff = (t: number) => signedDiffDeg(lon(a, t), lon(b, t));
      const stepDays = Math.min(STEP_DAYS[a], STEP_DAYS[b]);
      for (const aspect of ASPECTS) {
        const targets = aspect.angleDeg === 0 || aspect.angleDeg === 180 ? [aspect.angleDeg] : [aspect.angleDeg, -aspect.angleDeg];
        for (const target of targets) {
          for (const jdUt of findAngleCrossings(diff, target, t0, t1, { stepDays })) {
            out.push({ kind: 'aspect', jdUt, planet: a, other: b, aspect: aspect.key });
          }
        }
      }
    }
  }
  return out;
}

function boundaryEvents(t0: number, t1: number, lon: (k: GrahaKey, t: number) => number, nodeType: NodeType): PlanetEvent[] {
  const out: PlanetEvent[] = [];
  for (const p of GRAHAS) {
    const stepDays = stepDaysOf(p, nodeType);
    const l = (t: number) => lon(p, t);
    for (const tr of findTransitions(angleState(l, 30), t0, t1, { stepDays })) {
      out.push({ kind: 'ingress', jdUt: tr.jdUt, planet: p, from: { index: tr.from, name: RASHI_NAMES[tr.from] }, to: { index: tr.to, name: RASHI_NAMES[tr.to] }, retrograde: (tr.from - tr.to + 12) % 12 === 1 });
    }
    for (const tr of findTransitions(angleState(l, NAKSHATRA_WIDTH_DEG), t0, t1, { stepDays })) {
      out.push({
        kind: 'nakshatra',
        jdUt: tr.jdUt,
        planet: p,
        from: { index: tr.from, name: NAKSHATRA_NAMES[tr.from] },
        to: { index: tr.to, name: NAKSHATRA_NAMES[tr.to] },
        retrograde: (tr.from - tr.to + 27) % 27 === 1,
      });
    }
  }
  return out;
}

function stationEvents(t0: number, t1: number): PlanetEvent[] {
  return STATIONING.flatMap((p) =>
    findStations((t) => bodyLongitudeAtJdUt(t, p, { sidereal: null }).speedDegPerDay, t0, t1, { stepDays: STEP_DAYS[p] }).map(
      (s): PlanetEvent => ({ kind: 'station', jdUt: s.jdUt, planet: p, station: s.kind }),
    ),
  );
}

/** All events in [t0JdUt, t1JdUt] of the requested kinds, in time order. */
export function planetEvents(t0JdUt: number, t1JdUt: number, o: Options, kinds: readonly EventKind[] = ['aspect', 'ingress', 'nakshatra', 'station']): PlanetEvent[] {
  // one memo per body and frame, keyed by the instant: the samples of the many pair and target
  // searches coincide. Aspects use tropical longitudes: the ayanamsa is the same for both bodies at
  // one instant, so the difference is the sidereal one, at half the cost of a sidereal position.
  const memoLon = (sidereal: AyanamsaKey | null) => {
    const memo = new Map<GrahaKey, Map<number, number>>(GRAHAS.map((k) => [k, new Map<number, number>()]));
    return (k: GrahaKey, t: number) => {
      const m = memo.get(k)!;
      let v = m.get(t);
      if (v === undefined) {
        v = bodyLongitudeAtJdUt(t, k, { sidereal, nodeType: o.nodeType }).lonDeg;
        m.set(t, v);
      }
      return v;
    };
  };
  const lon = memoLon(o.ayanamsa);
  const events = [
    ...(kinds.includes('aspect') ? aspectEvents(t0JdUt, t1JdUt, memoLon(null)) : []),
    ...(kinds.includes('ingress') || kinds.includes('nakshatra') ? boundaryEvents(t0JdUt, t1JdUt, lon, o.nodeType).filter((e) => kinds.includes(e.kind)) : []),
    ...(kinds.includes('station') ? stationEvents(t0JdUt, t1JdUt) : []),
  ];
  return events.sort((a, b) => a.jdUt - b.jdUt);
}
