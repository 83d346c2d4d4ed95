import { PlanetEventKind, PlanetEventsRequest } from '@pj/contracts';
import { DEFAULT_DST_POLICY, DEFAULT_NODE_TYPE } from '@pj/panchang';
import { EVENT_KINDS } from '@pj/sky';
import { DatedPlaceQueryDto } from '../http/common.dto';
import { ListParam, NumberParam, TimeParam } from '../http/params';
import { CONVENTION_VALUES } from './daily.dto';
import {
  AYANAMSA_VALUES,
  AyanamsaParam,
  datedPlace,
  DST_POLICY_VALUES,
  DstPolicyParam,
  NODE_TYPE_VALUES,
  NodeTypeParam,
} from './planets.dto';
import { SkyConventionParam, skyFrame } from './sky.dto';

export const EVENT_KIND_VALUES = EVENT_KINDS;
export const MAX_EVENT_DAYS = 90;
export const MAX_EVENT_LIMIT = 500;
/** Window start, length and listing bound of /planets/events when absent. */
export const DEFAULT_EVENTS_TIME = '00:00';
export const DEFAULT_EVENT_DAYS = 7;
export const DEFAULT_EVENT_LIMIT = 100;

export class PlanetEventsQueryDto extends DatedPlaceQueryDto {
  @TimeParam({
    description: 'Local wall-clock time at the place where the window starts',
    default: DEFAULT_EVENTS_TIME,
    withSeconds: true,
  })
  time?: string;

  @NumberParam({
    min: 1,
    max: MAX_EVENT_DAYS,
    integer: true,
    required: false,
    default: DEFAULT_EVENT_DAYS,
    description: 'Window length in days (bound chosen so one request stays well under the tier deadline).',
  })
  days?: number;

  @NumberParam({
    min: 1,
    max: MAX_EVENT_LIMIT,
    integer: true,
    required: false,
    default: DEFAULT_EVENT_LIMIT,
    description: 'Most events returned (earliest first); `truncated` says when more exist.',
  })
  limit?: number;

  @ListParam(EVENT_KIND_VALUES, {
    description: 'Event kinds to include. Extension of the contract.',
    default: EVENT_KIND_VALUES.join(','),
  })
  kinds?: string;

  @AyanamsaParam('Sidereal ayanamsa (ingresses and nakshatras).')
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @NodeTypeParam()
  node_type?: (typeof NODE_TYPE_VALUES)[number];

  @SkyConventionParam('the ingress and nakshatra events', 'aspects or stations')
  convention?: (typeof CONVENTION_VALUES)[number];

  @DstPolicyParam('A start time in a DST gap or overlap: reject (422), earlier or later reading.')
  dst_policy?: (typeof DST_POLICY_VALUES)[number];
}

/** The request of /planets/events: the query with its defaults (applied here only). */
export const planetEventsRequest = (q: PlanetEventsQueryDto): PlanetEventsRequest => ({
  ...datedPlace(q),
  time: q.time ?? DEFAULT_EVENTS_TIME,
  days: q.days ?? DEFAULT_EVENT_DAYS,
  limit: q.limit ?? DEFAULT_EVENT_LIMIT,
  // ListParam has checked every item against EVENT_KIND_VALUES
  kinds: q.kinds ? (q.kinds.split(',') as PlanetEventKind[]) : EVENT_KIND_VALUES,
  nodeType: q.node_type ?? DEFAULT_NODE_TYPE,
  dstPolicy: q.dst_policy ?? DEFAULT_DST_POLICY,
  ...skyFrame(q),
});
