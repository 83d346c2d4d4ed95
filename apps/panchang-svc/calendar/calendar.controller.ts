import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CalendarConvertRequest, RituRequest, RpcRequest, Subjects } from '@pj/contracts';
import { calendarConvertPacket, rituPacket } from '@pj/panchang';
import { assertWithinDeadline } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class CalendarController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.panchangCalendarConvert)
  convert(@Payload() req: RpcRequest<CalendarConvertRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, calendarConvertPacket(req.payload));
  }

  @MessagePattern(Subjects.panchangRitu)
  ritu(@Payload() req: RpcRequest<RituRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, rituPacket(req.payload));
  }
}
