import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { planetPositionsPacket } from '@pj/panchang';
import { PacketController, packetHandler } from '@pj/platform';

@Controller()
export class PlanetPositionsController extends PacketController({
  positions: packetHandler(Contracts.panchangPlanetPositions, planetPositionsPacket),
}) {}
