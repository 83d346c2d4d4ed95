import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  DailyRequest,
  MonthRequest,
  RpcRequest,
  Contracts,
  UtilityRequest,
  DailyReply,
  DetailsReply,
  UtilityReply,
  MonthReply,
} from '@pj/contracts';
import { dailyPacket, detailsProfilePacket, monthPacket } from '@pj/panchang';
import { utilityPacket } from '@pj/sky';
import { stopCheckOf, Handles } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';
import { withFestivalMarkers } from './month-markers';

/**
 * The daily Panchang family: the daily packet, its deep-detail projection and the month grid (with festival markers).
 */
@Controller()
export class DailyController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangDaily)
  daily(@Payload() req: RpcRequest<DailyRequest>): DailyReply {
    return this.packets.wrap(req, dailyPacket(req.payload));
  }

  @Handles(Contracts.panchangDetails)
  details(@Payload() req: RpcRequest<DailyRequest>): DetailsReply {
    return this.packets.wrap(req, detailsProfilePacket(req.payload));
  }

  @Handles(Contracts.panchangUtility)
  utility(@Payload() req: RpcRequest<UtilityRequest>): UtilityReply {
    return this.packets.wrap(req, utilityPacket(req.payload));
  }

  @Handles(Contracts.panchangMonth)
  month(@Payload() req: RpcRequest<MonthRequest>): MonthReply {
    const stop = stopCheckOf(req);
    return this.packets.wrap(
      req,
      withFestivalMarkers(monthPacket({ ...req.payload, stop }), req.payload.profile, stop),
    );
  }
}
