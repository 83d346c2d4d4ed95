import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EclipseRequest,
  EclipsesRequest,
  EclipseSutakRequest,
  RpcRequest,
  Contracts,
  PacketReply,
} from '@pj/contracts';
import { stopCheckOf, Handles } from '@pj/platform';
import { eclipseSutakPacket, eclipseVisibilityPacket, eclipsesPacket } from '@pj/sky';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class EclipsesController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangEclipses)
  eclipses(@Payload() req: RpcRequest<EclipsesRequest>): PacketReply {
    return this.packets.wrap(req, eclipsesPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangEclipseVisibility)
  visibility(@Payload() req: RpcRequest<EclipseRequest>): PacketReply {
    return this.packets.wrap(req, eclipseVisibilityPacket(req.payload));
  }

  @Handles(Contracts.panchangEclipseSutak)
  sutak(@Payload() req: RpcRequest<EclipseSutakRequest>): PacketReply {
    return this.packets.wrap(req, eclipseSutakPacket(req.payload));
  }
}
