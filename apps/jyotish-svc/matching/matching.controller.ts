import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CompatibilityReply, Contracts, GunmilanReply, RpcRequest } from '@pj/contracts';
import { compatibilityPacket, gunmilanPacket, MatchRequest } from '@pj/jyotish';
import { Handles, PacketEnveloper } from '@pj/platform';

/** Matching of two births (gunmilan, advanced compatibility): pure functions of the payload, enveloped. */
@Controller()
export class MatchingController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.jyotishGunmilan)
  gunmilan(@Payload() req: RpcRequest<MatchRequest>): GunmilanReply {
    return this.packets.wrap(req, gunmilanPacket(req.payload));
  }

  @Handles(Contracts.jyotishCompatibility)
  compatibility(@Payload() req: RpcRequest<MatchRequest>): CompatibilityReply {
    return this.packets.wrap(req, compatibilityPacket(req.payload));
  }
}
