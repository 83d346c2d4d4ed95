import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  Contracts,
  EclipseRequest,
  EclipsesReply,
  EclipsesRequest,
  EclipseSutakReply,
  EclipseSutakRequest,
  EclipseVisibilityReply,
  RpcRequest,
} from '@pj/contracts';
import { Handles, PacketEnveloper, stopCheckOf } from '@pj/platform';
import { eclipseSutakPacket, eclipseVisibilityPacket, eclipsesPacket } from '@pj/sky';

@Controller()
export class EclipsesController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangEclipses)
  eclipses(@Payload() req: RpcRequest<EclipsesRequest>): EclipsesReply {
    return this.packets.wrap(req, eclipsesPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangEclipseVisibility)
  visibility(@Payload() req: RpcRequest<EclipseRequest>): EclipseVisibilityReply {
    return this.packets.wrap(req, eclipseVisibilityPacket(req.payload));
  }

  @Handles(Contracts.panchangEclipseSutak)
  sutak(@Payload() req: RpcRequest<EclipseSutakRequest>): EclipseSutakReply {
    return this.packets.wrap(req, eclipseSutakPacket(req.payload));
  }
}
