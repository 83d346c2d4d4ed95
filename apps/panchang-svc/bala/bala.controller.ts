import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { chandrabalamPacket, tarabalamPacket } from '@pj/panchang';
import { PacketController, packetHandler } from '@pj/platform';
import { rashifalPacket } from '@pj/sky';

/** Moon-based strengths of a day (chandrabala, tara bala) and the Chandra-rashi rashifal built on them. */
@Controller()
export class BalaController extends PacketController({
  chandrabalam: packetHandler(Contracts.panchangChandrabalam, chandrabalamPacket),
  tarabalam: packetHandler(Contracts.panchangTarabalam, tarabalamPacket),
  rashifal: packetHandler(Contracts.panchangRashifal, rashifalPacket),
}) {}
