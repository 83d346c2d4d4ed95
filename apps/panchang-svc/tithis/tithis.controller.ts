import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RpcRequest, Subjects, TithiYearRequest } from '@pj/contracts';
import { tithiCatalogPacket, tithiYearPacket } from '@pj/panchang';
import { assertWithinDeadline, stopCheckOf } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class TithisController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.panchangTithis)
  catalog(@Payload() req: RpcRequest<Record<string, never>>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, tithiCatalogPacket());
  }

  @MessagePattern(Subjects.panchangTithiYear)
  year(@Payload() req: RpcRequest<TithiYearRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, tithiYearPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }
}
