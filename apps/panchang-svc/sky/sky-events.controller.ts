import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { PacketController, packetHandler } from '@pj/platform';
import {
  combustionsPacket,
  gocharPacket,
  nextTransitsPacket,
  planetEventsPacket,
  retrogradesPacket,
  sankrantiYearPacket,
  seasonsPacket,
} from '@pj/sky';

/** Ephemeris scans over time: seasons, sign ingresses, retrograde and combustion states, events, sankrantis. */
@Controller()
export class SkyEventsController extends PacketController({
  seasons: packetHandler(Contracts.panchangSeasons, seasonsPacket),
  nextTransits: packetHandler(Contracts.panchangNextTransits, (payload, stop) =>
    nextTransitsPacket({ ...payload, stop }),
  ),
  retrogrades: packetHandler(Contracts.panchangRetrogrades, (payload, stop) => retrogradesPacket({ ...payload, stop })),
  combustions: packetHandler(Contracts.panchangCombustions, (payload, stop) => combustionsPacket({ ...payload, stop })),
  planetEvents: packetHandler(Contracts.panchangPlanetEvents, (payload, stop) =>
    planetEventsPacket({ ...payload, stop }),
  ),
  gochar: packetHandler(Contracts.panchangGochar, (payload, stop) => gocharPacket({ ...payload, stop })),
  sankrantis: packetHandler(Contracts.panchangSankrantiYear, sankrantiYearPacket),
}) {}
