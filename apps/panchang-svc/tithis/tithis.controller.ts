import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcRequest, Contracts, TithiYearRequest, PacketReply } from '@pj/contracts';
import { tithiCatalogPacket, tithiYearPacket } from '@pj/panchang';
import { stopCheckOf, Handles } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class TithisController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangTithis)
  catalog(@Payload() req: RpcRequest<Record<string, never>>): PacketReply {
    return this.packets.wrap(req, tithiCatalogPacket());
  }

  @Handles(Contracts.panchangTithiYear)
  year(@Payload() req: RpcRequest<TithiYearRequest>): PacketReply {
    return this.packets.wrap(req, tithiYearPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }
}
