import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Contracts, ReferenceReply, ReferenceRequest, RpcRequest } from '@pj/contracts';
import {
  babyNameSyllablesPacket,
  birthstarDeityPacket,
  gemstonePacket,
  ReferenceWire,
  rudrakshaPacket,
} from '@pj/panchang';
import { Handles, PacketEnveloper } from '@pj/platform';

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
export class ReferenceController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangReference)
  lookup(@Payload() req: RpcRequest<ReferenceRequest>): ReferenceReply {
    return this.packets.wrap(req, compute(req.payload));
  }
}
