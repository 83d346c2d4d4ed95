import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  Contracts,
  DailyPlaceRequest,
  LagnaTableReply,
  RpcRequest,
  VedicTimeReply,
  VedicTimeRequest,
  VehicleMuhurtaReply,
  WindowsRequest,
  WindowsViewReply,
} from '@pj/contracts';
import { lagnaTablePacket, vedicTimePacket, vehicleMuhurtaPacket, windowsPacket } from '@pj/panchang';
import { Handles, PacketEnveloper } from '@pj/platform';

/** The window routes: the day's windows by view, the lagna table, vedic time and the vehicle muhurta. */
@Controller()
export class WindowsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangWindows)
  windows(@Payload() req: RpcRequest<WindowsRequest>): WindowsViewReply {
    return this.packets.wrap(req, windowsPacket(req.payload.view, req.payload));
  }

  @Handles(Contracts.panchangLagnaTable)
  lagna(@Payload() req: RpcRequest<DailyPlaceRequest>): LagnaTableReply {
    return this.packets.wrap(req, lagnaTablePacket(req.payload));
  }

  @Handles(Contracts.panchangVedicTime)
  vedicTime(@Payload() req: RpcRequest<VedicTimeRequest>): VedicTimeReply {
    return this.packets.wrap(req, vedicTimePacket(req.payload));
  }

  @Handles(Contracts.panchangVehicleMuhurat)
  vehicle(@Payload() req: RpcRequest<DailyPlaceRequest>): VehicleMuhurtaReply {
    return this.packets.wrap(req, vehicleMuhurtaPacket(req.payload));
  }
}
