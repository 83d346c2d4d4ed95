import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { babyNameSyllablesPacket, birthstarDeityPacket, gemstonePacket, rudrakshaPacket } from '@pj/panchang';
import { PacketController, packetHandler } from '@pj/platform';

/** The reference tables keyed by nakshatra or rashi: one subject per table. */
@Controller()
export class ReferenceController extends PacketController({
  birthstarDeity: packetHandler(Contracts.panchangBirthstarDeity, birthstarDeityPacket),
  babyNameSyllables: packetHandler(Contracts.panchangBabyNameSyllables, babyNameSyllablesPacket),
  gemstone: packetHandler(Contracts.panchangGemstone, gemstonePacket),
  rudraksha: packetHandler(Contracts.panchangRudraksha, rudrakshaPacket),
}) {}
