import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RpcRequest, Subjects, SunriseRequest } from '@pj/contracts';
import { sunrisePacket } from '@pj/panchang';
import { assertWithinDeadline } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class SunriseController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.panchangSunrise)
  sunrise(@Payload() req: RpcRequest<SunriseRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, sunrisePacket(req.payload));
  }
}
