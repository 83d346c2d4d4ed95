import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ReferenceRequest, RpcRequest, Contracts, PacketReply } from '@pj/contracts';
import { babyNameSyllablesPacket, birthstarDeityPacket, gemstonePacket, rudrakshaPacket } from '@pj/panchang';
import { Handles } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

function compute(p: ReferenceRequest): { body: Record<string, unknown>; methodology: Record<string, string> } {
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

@Controller()
export class ReferenceController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangReference)
  lookup(@Payload() req: RpcRequest<ReferenceRequest>): PacketReply {
    return this.packets.wrap(req, compute(req.payload));
  }
}
