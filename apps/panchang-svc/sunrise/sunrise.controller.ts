import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcRequest, Contracts, SunriseRequest, PacketReply } from '@pj/contracts';
import { sunrisePacket } from '@pj/panchang';
import { Handles } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class SunriseController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangSunrise)
  sunrise(@Payload() req: RpcRequest<SunriseRequest>): PacketReply {
    return this.packets.wrap(req, sunrisePacket(req.payload));
  }
}
