import { EVENT_KINDS } from '@pj/sky';
import { DatedPlaceQueryDto } from '../http/common.dto';
import { EnumParam, ListParam, NumberParam, TimeParam } from '../http/params';
import { CONVENTION_VALUES } from './daily.dto';
import { AYANAMSA_VALUES, DST_POLICY_VALUES, NODE_TYPE_VALUES } from './planets.dto';
import { skyConventionDoc } from './sky.dto';

export const EVENT_KIND_VALUES = EVENT_KINDS;
export const MAX_EVENT_DAYS = 90;
export const MAX_EVENT_LIMIT = 500;

export class PlanetEventsQueryDto extends DatedPlaceQueryDto {
  @TimeParam({
    description: 'Local wall-clock time at the place where the window starts',
    default: '00:00',
    withSeconds: true,
  })
  time?: string;

  @NumberParam({
    min: 1,
    max: MAX_EVENT_DAYS,
    integer: true,
    required: false,
    default: 7,
    description: 'Window length in days (bound chosen so one request stays well under the tier deadline).',
  })
  days?: number;

  @NumberParam({
    min: 1,
    max: MAX_EVENT_LIMIT,
    integer: true,
    required: false,
    default: 100,
    description: 'Most events returned (earliest first); `truncated` says when more exist.',
  })
  limit?: number;

  @ListParam(EVENT_KIND_VALUES, {
    description: 'Event kinds to include. Extension of the contract.',
    default: EVENT_KIND_VALUES.join(','),
  })
  kinds?: string;

  @EnumParam(AYANAMSA_VALUES, { description: 'Sidereal ayanamsa (ingresses and nakshatras).', default: 'lahiri' })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(NODE_TYPE_VALUES, {
    description: 'Mean or true node for Rahu/Ketu. Extension of the contract.',
    default: 'mean',
  })
  node_type?: (typeof NODE_TYPE_VALUES)[number];

  @EnumParam(CONVENTION_VALUES, {
    description: skyConventionDoc('the ingress and nakshatra events', 'aspects or stations'),
    default: 'drik',
  })
  convention?: (typeof CONVENTION_VALUES)[number];

  @EnumParam(DST_POLICY_VALUES, {
    description: 'A start time in a DST gap or overlap: reject (422), earlier or later reading.',
    default: 'reject',
  })
  dst_policy?: (typeof DST_POLICY_VALUES)[number];
}
