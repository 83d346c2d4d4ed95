import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  FeedRequest,
  MuhurtaFreeBusyRequest,
  RpcRequest,
  Contracts,
  Enveloped,
  FeedReplyBody,
  FreeBusyBody,
} from '@pj/contracts';
import { stopCheckOf, Handles } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';
import { feedPacket, freeBusyPacket } from './feed-packets';

/** The calendar feeds: ICS and JSON Feed of observances, VFREEBUSY of a day's windows. */
@Controller()
export class FeedsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.calendarFeed)
  feed(@Payload() req: RpcRequest<FeedRequest>): FeedReplyBody {
    return this.packets.wrap(req, feedPacket(req.payload, new Date(), stopCheckOf(req)));
  }

  @Handles(Contracts.calendarMuhurtaFreeBusy)
  freeBusy(@Payload() req: RpcRequest<MuhurtaFreeBusyRequest>): Enveloped<FreeBusyBody> {
    return this.packets.wrap(req, freeBusyPacket(req.payload));
  }
}
