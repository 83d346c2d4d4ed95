import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { interpretationPacket } from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';

/** The interpretation packet (issue 18): the facts of one natal chart per house, each with its source. */
@Controller()
export class InterpretationController extends PacketController({
  interpretationPacket: packetHandler(Contracts.jyotishInterpretationPacket, interpretationPacket),
}) {}
