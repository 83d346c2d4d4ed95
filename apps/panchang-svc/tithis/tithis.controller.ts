import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  Contracts,
  EmptyRequest,
  RpcRequest,
  TithiCatalogReply,
  TithiYearReply,
  TithiYearRequest,
} from '@pj/contracts';
import { tithiCatalogPacket, tithiYearPacket } from '@pj/panchang';
import { Handles, PacketEnveloper, stopCheckOf } from '@pj/platform';

/** The tithi catalogue and one tithi's spans over a year. */
@Controller()
export class TithisController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangTithis)
  catalog(@Payload() req: RpcRequest<EmptyRequest>): TithiCatalogReply {
    return this.packets.wrap(req, tithiCatalogPacket());
  }

  @Handles(Contracts.panchangTithiYear)
  year(@Payload() req: RpcRequest<TithiYearRequest>): TithiYearReply {
    return this.packets.wrap(req, tithiYearPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }
}
