import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DayBalaRequest, RpcRequest, Subjects } from '@pj/contracts';
import { chandrabalamPacket, tarabalamPacket } from '@pj/panchang';
import { assertWithinDeadline } from '@pj/platform';
import { rashifalPacket } from '@pj/sky';
import { PacketEnveloper } from '@pj/platform';

/** Moon-based strengths of a day (chandrabala, tara bala) and the Chandra-rashi rashifal built on them. */
@Controller()
export class BalaController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.panchangChandrabalam)
  chandrabalam(@Payload() req: RpcRequest<DayBalaRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, chandrabalamPacket(req.payload));
  }

  @MessagePattern(Subjects.panchangTarabalam)
  tarabalam(@Payload() req: RpcRequest<DayBalaRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, tarabalamPacket(req.payload));
  }

  @MessagePattern(Subjects.panchangRashifal)
  rashifal(@Payload() req: RpcRequest<DayBalaRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, rashifalPacket(req.payload));
  }
}
