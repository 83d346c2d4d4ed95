import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PlanetPositionsRequest, RpcRequest, Subjects } from '@pj/contracts';
import { planetPositionsPacket } from '@pj/panchang';
import { assertWithinDeadline } from '@pj/platform';
import { enveloped } from '../packet';

@Controller()
export class PlanetPositionsController {
  @MessagePattern(Subjects.panchangPlanetPositions)
  positions(@Payload() req: RpcRequest<PlanetPositionsRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return enveloped(req, planetPositionsPacket(req.payload));
  }
}
