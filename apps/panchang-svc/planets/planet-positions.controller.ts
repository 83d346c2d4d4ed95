import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Contracts, PlanetPositionsReply, PlanetPositionsRequest, RpcRequest } from '@pj/contracts';
import { planetPositionsPacket } from '@pj/panchang';
import { Handles, PacketEnveloper } from '@pj/platform';

@Controller()
export class PlanetPositionsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangPlanetPositions)
  positions(@Payload() req: RpcRequest<PlanetPositionsRequest>): PlanetPositionsReply {
    return this.packets.wrap(req, planetPositionsPacket(req.payload));
  }
}
