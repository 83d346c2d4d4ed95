import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EclipseRequest, EclipsesRequest, EclipseSutakRequest, RpcRequest, Subjects } from '@pj/contracts';
import { assertWithinDeadline, stopCheckOf } from '@pj/platform';
import { eclipseSutakPacket, eclipseVisibilityPacket, eclipsesPacket } from '@pj/sky';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class EclipsesController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.panchangEclipses)
  eclipses(@Payload() req: RpcRequest<EclipsesRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, eclipsesPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @MessagePattern(Subjects.panchangEclipseVisibility)
  visibility(@Payload() req: RpcRequest<EclipseRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, eclipseVisibilityPacket(req.payload));
  }

  @MessagePattern(Subjects.panchangEclipseSutak)
  sutak(@Payload() req: RpcRequest<EclipseSutakRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, eclipseSutakPacket(req.payload));
  }
}
