import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AshtakavargaReply, Contracts, DoshaReply, RpcRequest, ShadbalaReply } from '@pj/contracts';
import { ashtakavargaPacket, ChartInputRequest, doshaPacket, DoshaRequest, shadbalaPacket } from '@pj/jyotish';
import { Handles, PacketEnveloper } from '@pj/platform';

/** The judgement routes (issue 17): each evaluates a chart given as a birth or as placements. */
@Controller()
export class JudgementController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.jyotishAshtakavarga)
  ashtakavarga(@Payload() req: RpcRequest<ChartInputRequest>): AshtakavargaReply {
    return this.packets.wrap(req, ashtakavargaPacket(req.payload));
  }

  @Handles(Contracts.jyotishDosha)
  dosha(@Payload() req: RpcRequest<DoshaRequest>): DoshaReply {
    return this.packets.wrap(req, doshaPacket(req.payload));
  }

  @Handles(Contracts.jyotishShadbala)
  shadbala(@Payload() req: RpcRequest<ChartInputRequest>): ShadbalaReply {
    return this.packets.wrap(req, shadbalaPacket(req.payload));
  }
}
