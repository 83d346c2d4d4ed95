import { PlanetPositionsRequest } from '@pj/contracts';
import { AYANAMSAS, NODE_TYPES } from '@pj/ephemeris';
import { DEFAULT_AYANAMSA, DEFAULT_DST_POLICY, DEFAULT_NODE_TYPE, DST_POLICIES } from '@pj/panchang';
import { DatedPlaceQueryDto, placeOf } from '../http/common.dto';
import { EnumParam, TimeParam } from '../http/params';

export const AYANAMSA_VALUES = AYANAMSAS;
export const NODE_TYPE_VALUES = NODE_TYPES;
export const DST_POLICY_VALUES = DST_POLICIES;
/** The family's ayanamsa parameter: the enum and default of the library, the route's own text. */
export const AyanamsaParam = (description: string) =>
  EnumParam(AYANAMSA_VALUES, { description, default: DEFAULT_AYANAMSA });

/** The family's Rahu/Ketu node parameter. */
export const NodeTypeParam = (description = 'Mean or true node for Rahu/Ketu. Extension of the contract.') =>
  EnumParam(NODE_TYPE_VALUES, { description, default: DEFAULT_NODE_TYPE });

/** The family's DST policy parameter (a local time in a gap or overlap). */
export const DstPolicyParam = (description: string) =>
  EnumParam(DST_POLICY_VALUES, { description, default: DEFAULT_DST_POLICY });

/** Local time of /planets/positions when absent. */
export const DEFAULT_POSITIONS_TIME = '12:00';

export class PlanetPositionsQueryDto extends DatedPlaceQueryDto {
  @TimeParam({ description: 'Local wall-clock time at the place', default: DEFAULT_POSITIONS_TIME, withSeconds: true })
  time?: string;

  @AyanamsaParam('Sidereal ayanamsa (sidereal = apparent tropical − true ayanamsa).')
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @NodeTypeParam('Lunar node for Rahu/Ketu: mean or true (osculating). Extension of the contract.')
  node_type?: (typeof NODE_TYPE_VALUES)[number];

  @DstPolicyParam(
    'A local time in a DST gap or overlap: reject with 422 naming both readings (default), or take the earlier or later one. Extension of the contract.',
  )
  dst_policy?: (typeof DST_POLICY_VALUES)[number];
}

/** The dated place of the family's local routes (/sunrise, /planets/*); the service resolves an absent zone. */
export const datedPlace = (q: DatedPlaceQueryDto) => ({ ...placeOf(q), date: q.date });

/** The request of /planets/positions: the query with its defaults (applied here only). */
export const planetPositionsRequest = (q: PlanetPositionsQueryDto): PlanetPositionsRequest => ({
  ...datedPlace(q),
  time: q.time ?? DEFAULT_POSITIONS_TIME,
  ayanamsa: q.ayanamsa ?? DEFAULT_AYANAMSA,
  nodeType: q.node_type ?? DEFAULT_NODE_TYPE,
  dstPolicy: q.dst_policy ?? DEFAULT_DST_POLICY,
});
