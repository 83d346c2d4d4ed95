import {
  AyanamsaKey,
  ayanamsaDeg,
  formatLocal,
  GRAHA_NAMES,
  grahaPositions,
  instantFromLocal,
  Instant,
  nakshatraOf,
  NodeType,
  signOf,
} from '@pj/ephemeris';
import { InputError } from './errors';
import { planetPositionsMethodology } from './methodology';
import { PlaceQuery, resolvePlace } from './place';

/** A wall-clock time in a DST gap or overlap: refuse (422 naming both readings), or take the earlier or later one. */
export const DST_POLICIES = ['reject', 'earlier', 'later'] as const;
export type DstPolicy = (typeof DST_POLICIES)[number];

export interface PlanetPositionsQuery extends PlaceQuery {
  readonly date: string;
  /** HH:MM or HH:MM:SS, local wall-clock time at the place. */
  readonly time: string;
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  readonly dstPolicy?: DstPolicy;
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

/**
 * A local date and wall-clock time in `zone` as an instant; DST gaps and overlaps follow `dstPolicy` (default: 422
 * naming both readings).
 */
export function resolveLocalTime(q: { date: string; time: string; dstPolicy?: DstPolicy }, zone: string): Instant {
  const r = instantFromLocal(q.date, q.time, zone);
  if (r.kind === 'ok') return r.instant;
  const policy = q.dstPolicy ?? 'reject';
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

/** Sidereal and tropical positions of the nine grahas at one local moment (geocentric, apparent). */
export function planetPositionsPacket(q: PlanetPositionsQuery): {
  body: Record<string, unknown>;
  methodology: Record<string, string>;
} {
  const { zone, echo } = resolvePlace(q);
  const instant = resolveLocalTime(q, zone);
  const points = grahaPositions(instant, { ayanamsa: q.ayanamsa, nodeType: q.nodeType }).map((p) => {
    const sign = signOf(p.siderealLonDeg);
    const nak = nakshatraOf(p.siderealLonDeg);
    return {
      key: p.key,
      name: GRAHA_NAMES[p.key],
      longitude: round(p.siderealLonDeg, 6),
      tropical_longitude: round(p.tropicalLonDeg, 6),
      latitude: round(p.latDeg, 6),
      sign: { index: sign.index, name: sign.name },
      degree_in_sign: round(p.siderealLonDeg - sign.index * 30, 6),
      nakshatra: { index: nak.index, name: nak.name },
      pada: nak.pada,
      speed_deg_per_day: round(p.speedDegPerDay, 6),
      retrograde: p.retrograde,
      distance_au: round(p.distanceAu, 8),
    };
  });
  return {
    body: {
      date: q.date,
      time: q.time,
      instant: formatLocal(instant, zone),
      instant_utc: instant.utcIso.replace(/\.\d{3}Z$/, 'Z'),
      place: echo,
      ayanamsa: { key: q.ayanamsa, value_deg: round(ayanamsaDeg(instant, q.ayanamsa), 6) },
      node_type: q.nodeType,
      points,
    },
    methodology: planetPositionsMethodology(q.ayanamsa, q.nodeType),
  };
}
