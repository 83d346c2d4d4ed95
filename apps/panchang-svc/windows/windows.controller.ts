import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import {
  choghadiyaPacket,
  gowriPacket,
  horaPacket,
  inauspiciousWindowsPacket,
  lagnaTablePacket,
  panchakaPacket,
  pradoshamPacket,
  vedicTimePacket,
  vehicleMuhurtaPacket,
} from '@pj/panchang';
import { PacketController, packetHandler } from '@pj/platform';

/** The window routes: each view of the day's windows, the lagna table, vedic time and the vehicle muhurta. */
@Controller()
export class WindowsController extends PacketController({
  choghadiya: packetHandler(Contracts.panchangChoghadiya, choghadiyaPacket),
  hora: packetHandler(Contracts.panchangHora, horaPacket),
  gowri: packetHandler(Contracts.panchangGowri, gowriPacket),
  panchaka: packetHandler(Contracts.panchangPanchaka, panchakaPacket),
  pradosham: packetHandler(Contracts.panchangPradosham, pradoshamPacket),
  inauspicious: packetHandler(Contracts.panchangInauspiciousWindows, inauspiciousWindowsPacket),
  lagna: packetHandler(Contracts.panchangLagnaTable, lagnaTablePacket),
  vedicTime: packetHandler(Contracts.panchangVedicTime, vedicTimePacket),
  vehicle: packetHandler(Contracts.panchangVehicleMuhurat, vehicleMuhurtaPacket),
}) {}
