import { AYANAMSAS, NODE_TYPES } from '@pj/ephemeris';
import { DST_POLICIES } from '@pj/panchang';
import { DatedPlaceQueryDto } from '../http/common.dto';
import { EnumParam, TimeParam } from '../http/params';

export const AYANAMSA_VALUES = AYANAMSAS;
export const NODE_TYPE_VALUES = NODE_TYPES;
export const DST_POLICY_VALUES = DST_POLICIES;

export class PlanetPositionsQueryDto extends DatedPlaceQueryDto {
  @TimeParam({ description: 'Local wall-clock time at the place', default: '12:00', withSeconds: true })
  time?: string;

  @EnumParam(AYANAMSA_VALUES, {
    description: 'Sidereal ayanamsa (sidereal = apparent tropical − true ayanamsa).',
    default: 'lahiri',
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(NODE_TYPE_VALUES, {
    description: 'Lunar node for Rahu/Ketu: mean or true (osculating). Extension of the contract.',
    default: 'mean',
  })
  node_type?: (typeof NODE_TYPE_VALUES)[number];

  @EnumParam(DST_POLICY_VALUES, {
    description:
      'A local time in a DST gap or overlap: reject with 422 naming both readings (default), or take the earlier or later one. Extension of the contract.',
    default: 'reject',
  })
  dst_policy?: (typeof DST_POLICY_VALUES)[number];
}
