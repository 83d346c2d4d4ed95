import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { tithiCatalogPacket, tithiYearPacket } from '@pj/panchang';
import { PacketController, packetHandler } from '@pj/platform';

/** The tithi catalogue and one tithi's spans over a year. */
@Controller()
export class TithisController extends PacketController({
  catalog: packetHandler(Contracts.panchangTithis, () => tithiCatalogPacket()),
  year: packetHandler(Contracts.panchangTithiYear, (payload, stop) => tithiYearPacket({ ...payload, stop })),
}) {}
