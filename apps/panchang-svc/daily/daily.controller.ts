import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DailyRequest, MonthRequest, RpcRequest, Subjects, UtilityRequest } from '@pj/contracts';
import { dailyPacket, detailsProfilePacket, monthPacket } from '@pj/panchang';
import { utilityPacket } from '@pj/sky';
import { assertWithinDeadline, stopCheckOf } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';
import { withFestivalMarkers } from './month-markers';

/**
 * The daily Panchang family: the daily packet, its deep-detail projection and the month grid (with festival markers).
 */
@Controller()
export class DailyController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.panchangDaily)
  daily(@Payload() req: RpcRequest<DailyRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, dailyPacket(req.payload));
  }

  @MessagePattern(Subjects.panchangDetails)
  details(@Payload() req: RpcRequest<DailyRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, detailsProfilePacket(req.payload));
  }

  @MessagePattern(Subjects.panchangUtility)
  utility(@Payload() req: RpcRequest<UtilityRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, utilityPacket(req.payload));
  }

  @MessagePattern(Subjects.panchangMonth)
  month(@Payload() req: RpcRequest<MonthRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    const stop = stopCheckOf(req);
    return this.packets.wrap(
      req,
      withFestivalMarkers(monthPacket({ ...req.payload, stop }), req.payload.profile, stop),
    );
  }
}
