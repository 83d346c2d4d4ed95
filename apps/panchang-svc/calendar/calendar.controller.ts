import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CalendarConvertRequest, RituRequest, RpcRequest, Contracts, PacketReply } from '@pj/contracts';
import { calendarConvertPacket, rituPacket } from '@pj/panchang';
import { Handles } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class CalendarController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangCalendarConvert)
  convert(@Payload() req: RpcRequest<CalendarConvertRequest>): PacketReply {
    return this.packets.wrap(req, calendarConvertPacket(req.payload));
  }

  @Handles(Contracts.panchangRitu)
  ritu(@Payload() req: RpcRequest<RituRequest>): PacketReply {
    return this.packets.wrap(req, rituPacket(req.payload));
  }
}
