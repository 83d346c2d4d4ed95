import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Contracts, RpcRequest, YogasReply } from '@pj/contracts';
import { yogasPacket, YogasRequest } from '@pj/jyotish';
import { Handles, PacketEnveloper } from '@pj/platform';

/** /yogas: the yoga catalogue evaluated on a chart (person or placements); a pure function of the payload. */
@Controller()
export class YogasController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.jyotishYogas)
  yogas(@Payload() req: RpcRequest<YogasRequest>): YogasReply {
    return this.packets.wrap(req, yogasPacket(req.payload));
  }
}
