import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { PacketController, packetHandler } from '@pj/platform';
import { feedPacket, freeBusyPacket } from './feed-packets';

/** The calendar feeds: ICS and JSON Feed of observances, VFREEBUSY of a day's windows. */
@Controller()
export class FeedsController extends PacketController({
  feed: packetHandler(Contracts.calendarFeed, (payload, stop) => feedPacket(payload, new Date(), stop)),
  freeBusy: packetHandler(Contracts.calendarMuhurtaFreeBusy, (payload) => freeBusyPacket(payload)),
}) {}
