import { PlanetPositionsRequest } from '@pj/contracts';
import { AYANAMSAS, NODE_TYPES } from '@pj/ephemeris';
import { DEFAULT_AYANAMSA, DEFAULT_DST_POLICY, DEFAULT_NODE_TYPE, DST_POLICIES } from '@pj/panchang';
import { DatedPlaceQueryDto } from '../http/common.dto';
import { EnumParam, TimeParam } from '../http/params';

export const AYANAMSA_VALUES = AYANAMSAS;
export const NODE_TYPE_VALUES = NODE_TYPES;
export const DST_POLICY_VALUES = DST_POLICIES;
/** Local time of /planets/positions when absent. */
export const DEFAULT_POSITIONS_TIME = '12:00';

export class PlanetPositionsQueryDto extends DatedPlaceQueryDto {
  @TimeParam({ description: 'Local wall-clock time at the place', default: DEFAULT_POSITIONS_TIME, withSeconds: true })
  time?: string;

  @EnumParam(AYANAMSA_VALUES, {
    description: 'Sidereal ayanamsa (sidereal = apparent tropical − true ayanamsa).',
    default: DEFAULT_AYANAMSA,
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(NODE_TYPE_VALUES, {
    description: 'Lunar node for Rahu/Ketu: mean or true (osculating). Extension of the contract.',
    default: DEFAULT_NODE_TYPE,
  })
  node_type?: (typeof NODE_TYPE_VALUES)[number];

  @EnumParam(DST_POLICY_VALUES, {
    description:
      'A local time in a DST gap or overlap: reject with 422 naming both readings (default), or take the earlier or later one. Extension of the contract.',
    default: DEFAULT_DST_POLICY,
  })
  dst_policy?: (typeof DST_POLICY_VALUES)[number];
}

/** The dated place of the family's local routes (/sunrise, /planets/*); the service resolves an absent zone. */
export const datedPlace = (q: DatedPlaceQueryDto) => ({ lat: q.lat, lng: q.lng, tz: q.tz ?? null, date: q.date });

/** The request of /planets/positions: the query with its defaults (applied here only). */
export const planetPositionsRequest = (q: PlanetPositionsQueryDto): PlanetPositionsRequest => ({
  ...datedPlace(q),
  time: q.time ?? DEFAULT_POSITIONS_TIME,
  ayanamsa: q.ayanamsa ?? DEFAULT_AYANAMSA,
  nodeType: q.node_type ?? DEFAULT_NODE_TYPE,
  dstPolicy: q.dst_policy ?? DEFAULT_DST_POLICY,
});
