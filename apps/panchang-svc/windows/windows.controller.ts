import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DailyPlaceRequest, RpcRequest, Contracts, VedicTimeRequest, WindowsRequest, PacketReply } from '@pj/contracts';
import { lagnaTablePacket, vedicTimePacket, vehicleMuhurtaPacket, windowsPacket } from '@pj/panchang';
import { Handles } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class WindowsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangWindows)
  windows(@Payload() req: RpcRequest<WindowsRequest>): PacketReply {
    return this.packets.wrap(req, windowsPacket(req.payload.view, req.payload));
  }

  @Handles(Contracts.panchangLagnaTable)
  lagna(@Payload() req: RpcRequest<DailyPlaceRequest>): PacketReply {
    return this.packets.wrap(req, lagnaTablePacket(req.payload));
  }

  @Handles(Contracts.panchangVedicTime)
  vedicTime(@Payload() req: RpcRequest<VedicTimeRequest>): PacketReply {
    return this.packets.wrap(req, vedicTimePacket(req.payload));
  }

  @Handles(Contracts.panchangVehicleMuhurat)
  vehicle(@Payload() req: RpcRequest<DailyPlaceRequest>): PacketReply {
    return this.packets.wrap(req, vehicleMuhurtaPacket(req.payload));
  }
}
