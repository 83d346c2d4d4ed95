import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ChandrabalamReply, Contracts, DayBalaRequest, RashifalReply, RpcRequest, TarabalamReply } from '@pj/contracts';
import { chandrabalamPacket, tarabalamPacket } from '@pj/panchang';
import { Handles, PacketEnveloper } from '@pj/platform';
import { rashifalPacket } from '@pj/sky';

/** Moon-based strengths of a day (chandrabala, tara bala) and the Chandra-rashi rashifal built on them. */
@Controller()
export class BalaController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangChandrabalam)
  chandrabalam(@Payload() req: RpcRequest<DayBalaRequest>): ChandrabalamReply {
    return this.packets.wrap(req, chandrabalamPacket(req.payload));
  }

  @Handles(Contracts.panchangTarabalam)
  tarabalam(@Payload() req: RpcRequest<DayBalaRequest>): TarabalamReply {
    return this.packets.wrap(req, tarabalamPacket(req.payload));
  }

  @Handles(Contracts.panchangRashifal)
  rashifal(@Payload() req: RpcRequest<DayBalaRequest>): RashifalReply {
    return this.packets.wrap(req, rashifalPacket(req.payload));
  }
}
