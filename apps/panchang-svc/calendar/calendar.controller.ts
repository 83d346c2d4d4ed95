import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CalendarConvertReply,
  CalendarConvertRequest,
  Contracts,
  RituReply,
  RituRequest,
  RpcRequest,
} from '@pj/contracts';
import { calendarConvertPacket, rituPacket } from '@pj/panchang';
import { Handles, PacketEnveloper } from '@pj/platform';

/** Calendar conversions by profile, and the seasons of a date. */
@Controller()
export class CalendarController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangCalendarConvert)
  convert(@Payload() req: RpcRequest<CalendarConvertRequest>): CalendarConvertReply {
    return this.packets.wrap(req, calendarConvertPacket(req.payload));
  }

  @Handles(Contracts.panchangRitu)
  ritu(@Payload() req: RpcRequest<RituRequest>): RituReply {
    return this.packets.wrap(req, rituPacket(req.payload));
  }
}
