import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { yogasPacket } from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';

/** /yogas: the yoga catalogue evaluated on a chart (person or placements); a pure function of the payload. */
@Controller()
export class YogasController extends PacketController({
  yogas: packetHandler(Contracts.jyotishYogas, yogasPacket),
}) {}
