import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { prashnaBatchPacket, prashnaPacket } from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';

/** The prashna (horary) routes (issue 18): the chart of the question's moment and its classical indications. */
@Controller()
export class PrashnaController extends PacketController({
  prashna: packetHandler(Contracts.jyotishPrashna, prashnaPacket),
  prashnaBatch: packetHandler(Contracts.jyotishPrashnaBatch, prashnaBatchPacket),
}) {}
