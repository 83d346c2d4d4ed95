import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { lagnaTablePacket, vedicTimePacket, vehicleMuhurtaPacket, windowsPacket } from '@pj/panchang';
import { PacketController, packetHandler } from '@pj/platform';

/** The window routes: the day's windows by view, the lagna table, vedic time and the vehicle muhurta. */
@Controller()
export class WindowsController extends PacketController({
  windows: packetHandler(Contracts.panchangWindows, (payload) => windowsPacket(payload.view, payload)),
  lagna: packetHandler(Contracts.panchangLagnaTable, lagnaTablePacket),
  vedicTime: packetHandler(Contracts.panchangVedicTime, vedicTimePacket),
  vehicle: packetHandler(Contracts.panchangVehicleMuhurat, vehicleMuhurtaPacket),
}) {}
