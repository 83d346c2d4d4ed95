import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { ashtakavargaPacket, doshaPacket, shadbalaPacket } from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';

/** The judgement routes (issue 17): each evaluates a chart given as a birth or as placements. */
@Controller()
export class JudgementController extends PacketController({
  ashtakavarga: packetHandler(Contracts.jyotishAshtakavarga, ashtakavargaPacket),
  dosha: packetHandler(Contracts.jyotishDosha, doshaPacket),
  shadbala: packetHandler(Contracts.jyotishShadbala, shadbalaPacket),
}) {}
