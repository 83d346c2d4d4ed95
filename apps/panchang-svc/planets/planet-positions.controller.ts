import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PlanetPositionsRequest, RpcRequest, Contracts, PacketReply } from '@pj/contracts';
import { planetPositionsPacket } from '@pj/panchang';
import { Handles } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class PlanetPositionsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangPlanetPositions)
  positions(@Payload() req: RpcRequest<PlanetPositionsRequest>): PacketReply {
    return this.packets.wrap(req, planetPositionsPacket(req.payload));
  }
}
