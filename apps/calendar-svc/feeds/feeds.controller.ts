import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FeedRequest, MuhurtaFreeBusyRequest, RpcRequest, Subjects } from '@pj/contracts';
import { assertWithinDeadline, stopCheckOf } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';
import { feedPacket, freeBusyPacket } from './feed-packets';

/** The calendar feeds: ICS and JSON Feed of observances, VFREEBUSY of a day's windows. */
@Controller()
export class FeedsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.calendarFeed)
  feed(@Payload() req: RpcRequest<FeedRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, feedPacket(req.payload, new Date(), stopCheckOf(req)));
  }

  @MessagePattern(Subjects.calendarMuhurtaFreeBusy)
  freeBusy(@Payload() req: RpcRequest<MuhurtaFreeBusyRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, freeBusyPacket(req.payload));
  }
}
