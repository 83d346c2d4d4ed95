import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { muddaDashaPacket, munthaPacket, tajikaYogasPacket, varshaphalaPacket } from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';

/** The annual (Tajika) routes (issue 18): each computes the year's pravesha and annual chart from the birth. */
@Controller()
export class AnnualController extends PacketController({
  varshaphala: packetHandler(Contracts.jyotishAnnualVarshaphala, varshaphalaPacket),
  muntha: packetHandler(Contracts.jyotishAnnualMuntha, munthaPacket),
  muddaDasha: packetHandler(Contracts.jyotishAnnualMuddaDasha, muddaDashaPacket),
  tajikaYogas: packetHandler(Contracts.jyotishAnnualTajikaYogas, tajikaYogasPacket),
}) {}
