import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { dailyPacket, detailsProfilePacket, monthPacket } from '@pj/panchang';
import { utilityPacket } from '@pj/sky';
import { PacketController, packetHandler } from '@pj/platform';
import { withFestivalMarkers } from './month-markers';

/**
 * The daily Panchang family: the daily packet, its deep-detail projection and the month grid (with festival markers).
 */
@Controller()
export class DailyController extends PacketController({
  daily: packetHandler(Contracts.panchangDaily, dailyPacket),
  details: packetHandler(Contracts.panchangDetails, detailsProfilePacket),
  utility: packetHandler(Contracts.panchangUtility, utilityPacket),
  month: packetHandler(Contracts.panchangMonth, (payload, stop) =>
    withFestivalMarkers(monthPacket({ ...payload, stop }), payload.profile, stop),
  ),
}) {}
