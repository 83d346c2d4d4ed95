import {
  AyanamsaKey,
  ayanamsaDeg,
  BodyPosition,
  grahaPositions,
  instantFromLocal,
  Instant,
  NakshatraName,
  nakshatraOf,
  NodeType,
  RashiName,
  signOf,
} from '@pj/ephemeris';
import { InputError } from './errors';
import { DayPlace, PlaceQuery, resolvePlace } from './place';

/** A wall-clock time in a DST gap or overlap: refuse (422 naming both readings), or take the earlier or later one. */
export const DST_POLICIES = ['reject', 'earlier', 'later'] as const;
export type DstPolicy = (typeof DST_POLICIES)[number];
/** Defaults of the position and event routes' options (read by the gateway's DTOs and OpenAPI). */
export const DEFAULT_DST_POLICY: DstPolicy = 'reject';
export const DEFAULT_AYANAMSA: AyanamsaKey = 'lahiri';
export const DEFAULT_NODE_TYPE: NodeType = 'mean';

export interface PlanetPositionsQuery extends PlaceQuery {
  readonly date: string;
  /** HH:MM or HH:MM:SS, local wall-clock time at the place. */
  readonly time: string;
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  readonly dstPolicy: DstPolicy;
}

/**
 * A local date and wall-clock time in `zone` as an instant; DST gaps and overlaps follow `dstPolicy` ('reject': 422
 * naming both readings).
 */
export function resolveLocalTime(q: { date: string; time: string; dstPolicy: DstPolicy }, zone: string): Instant {
  const r = instantFromLocal(q.date, q.time, zone);
  if (r.kind === 'ok') return r.instant;
  const policy = q.dstPolicy;
  const sorted = [...r.candidates].sort((a, b) => a.instant.jdUt - b.instant.jdUt);
  if (policy === 'earlier') return sorted[0].instant;
  if (policy === 'later') return sorted[sorted.length - 1].instant;
  const readings = sorted
    .map((c) => `${c.instant.utcIso.replace(/\.\d{3}Z$/, 'Z')} (UTC offset ${c.offsetMinutes} min)`)
    .join(' or ');
  const why = r.kind === 'gap' ? 'does not exist (clocks skip it: DST gap)' : 'occurs twice (DST overlap)';
  throw new InputError([
    {
      loc: ['time'],
      msg: `local time ${q.date} ${q.time} in ${zone} ${why}; candidates: ${readings}; pass dst_policy=earlier or later to choose`,
      type: r.kind === 'gap' ? 'dst_gap' : 'dst_ambiguous',
    },
  ]);
}

/** One graha at the moment: its position (ephemeris BodyPosition) and the sidereal sign and nakshatra holding it. */
export interface PlanetPoint extends BodyPosition {
  readonly sign: { readonly index: number; readonly name: RashiName };
  readonly nakshatra: { readonly index: number; readonly name: NakshatraName; readonly pada: number };
}

/** The nine grahas at one local moment at a place (values as computed; the presenter rounds). */
export interface PlanetPositions {
  readonly date: string;
  readonly time: string;
  readonly instant: Instant;
  readonly place: DayPlace;
  readonly ayanamsa: AyanamsaKey;
  /** The ayanamsa at the instant, degrees (true, with nutation). */
  readonly ayanamsaDeg: number;
  readonly nodeType: NodeType;
  /** In GRAHAS order: sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu. */
  readonly points: readonly PlanetPoint[];
}

/** Sidereal and tropical positions of the nine grahas at one local moment (geocentric, apparent). */
export function planetPositions(q: PlanetPositionsQuery): PlanetPositions {
  const { place, zone, zoneSource } = resolvePlace(q);
  const instant = resolveLocalTime(q, zone);
  const points = grahaPositions(instant, { ayanamsa: q.ayanamsa, nodeType: q.nodeType }).map((p): PlanetPoint =>
    Object.freeze({ ...p, sign: signOf(p.siderealLonDeg), nakshatra: nakshatraOf(p.siderealLonDeg) }),
  );
  return Object.freeze({
    date: q.date,
    time: q.time,
    instant,
    place: { place, zone, zoneSource },
    ayanamsa: q.ayanamsa,
    ayanamsaDeg: ayanamsaDeg(instant, q.ayanamsa),
    nodeType: q.nodeType,
    points,
  });
}
