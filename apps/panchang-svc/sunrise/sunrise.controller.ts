import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Contracts, RpcRequest, SunriseReply, SunriseRequest } from '@pj/contracts';
import { sunrisePacket } from '@pj/panchang';
import { Handles, PacketEnveloper } from '@pj/platform';

@Controller()
export class SunriseController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangSunrise)
  sunrise(@Payload() req: RpcRequest<SunriseRequest>): SunriseReply {
    return this.packets.wrap(req, sunrisePacket(req.payload));
  }
}
