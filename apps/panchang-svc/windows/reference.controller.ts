import { Controller } from '@nestjs/common';
import { Contracts, ReferenceRequest } from '@pj/contracts';
import {
  babyNameSyllablesPacket,
  birthstarDeityPacket,
  gemstonePacket,
  ReferenceWire,
  rudrakshaPacket,
} from '@pj/panchang';
import { PacketController, packetHandler } from '@pj/platform';

function compute(p: ReferenceRequest): { body: ReferenceWire; methodology: Record<string, string> } {
  switch (p.table) {
    case 'birthstar_deity':
      return birthstarDeityPacket(p);
    case 'rudraksha':
      return rudrakshaPacket(p);
    case 'baby_name_syllables':
      return babyNameSyllablesPacket(p);
    case 'gemstone':
      return gemstonePacket(p);
  }
}

/** The reference tables keyed by nakshatra or rashi. */
@Controller()
export class ReferenceController extends PacketController({
  lookup: packetHandler(Contracts.panchangReference, compute),
}) {}
