import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ReferenceRequest, RpcRequest, Subjects } from '@pj/contracts';
import { babyNameSyllablesPacket, birthstarDeityPacket, gemstonePacket, rudrakshaPacket } from '@pj/panchang';
import { assertWithinDeadline } from '@pj/platform';
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

  @MessagePattern(Subjects.panchangReference)
  lookup(@Payload() req: RpcRequest<ReferenceRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, compute(req.payload));
  }
}
