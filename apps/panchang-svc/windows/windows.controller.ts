import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DailyPlaceRequest, RpcRequest, Subjects, VedicTimeRequest, WindowsRequest } from '@pj/contracts';
import { lagnaTablePacket, vedicTimePacket, vehicleMuhurtaPacket, windowsPacket } from '@pj/panchang';
import { assertWithinDeadline } from '@pj/platform';
import { PacketEnveloper } from '@pj/platform';

@Controller()
export class WindowsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @MessagePattern(Subjects.panchangWindows)
  windows(@Payload() req: RpcRequest<WindowsRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, windowsPacket(req.payload.view, req.payload));
  }

  @MessagePattern(Subjects.panchangLagnaTable)
  lagna(@Payload() req: RpcRequest<DailyPlaceRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, lagnaTablePacket(req.payload));
  }

  @MessagePattern(Subjects.panchangVedicTime)
  vedicTime(@Payload() req: RpcRequest<VedicTimeRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, vedicTimePacket(req.payload));
  }

  @MessagePattern(Subjects.panchangVehicleMuhurat)
  vehicle(@Payload() req: RpcRequest<DailyPlaceRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, vehicleMuhurtaPacket(req.payload));
  }
}
