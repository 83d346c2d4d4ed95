import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PlanetPositionsRequest, RpcRequest, Subjects } from '@pj/contracts';
import { planetPositionsPacket } from '@pj/panchang';
import { assertWithinDeadline } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class PlanetPositionsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.panchangPlanetPositions)
  positions(@Payload() req: RpcRequest<PlanetPositionsRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, planetPositionsPacket(req.payload));
  }
}
