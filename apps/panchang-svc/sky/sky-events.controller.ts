import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  GocharRequest,
  NextTransitsRequest,
  SankrantiYearRequest,
  PlanetEventsRequest,
  RpcRequest,
  SeasonsRequest,
  Contracts,
  UtcDateRequest,
  PacketReply,
} from '@pj/contracts';
import { stopCheckOf, Handles } from '@pj/platform';
import {
  combustionsPacket,
  gocharPacket,
  nextTransitsPacket,
  sankrantiYearPacket,
  planetEventsPacket,
  retrogradesPacket,
  seasonsPacket,
} from '@pj/sky';
import { PacketEnveloper } from '@pj/platform';

/** Ephemeris scans over time: seasons, sign ingresses, retrograde and combustion states. */
@Controller()
export class SkyEventsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangSeasons)
  seasons(@Payload() req: RpcRequest<SeasonsRequest>): PacketReply {
    return this.packets.wrap(req, seasonsPacket(req.payload));
  }

  @Handles(Contracts.panchangNextTransits)
  nextTransits(@Payload() req: RpcRequest<NextTransitsRequest>): PacketReply {
    return this.packets.wrap(req, nextTransitsPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangRetrogrades)
  retrogrades(@Payload() req: RpcRequest<UtcDateRequest>): PacketReply {
    return this.packets.wrap(req, retrogradesPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangCombustions)
  combustions(@Payload() req: RpcRequest<UtcDateRequest>): PacketReply {
    return this.packets.wrap(req, combustionsPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangPlanetEvents)
  planetEvents(@Payload() req: RpcRequest<PlanetEventsRequest>): PacketReply {
    return this.packets.wrap(
      req,
      planetEventsPacket({ ...req.payload, tz: req.payload.tz ?? null, stop: stopCheckOf(req) }),
    );
  }

  @Handles(Contracts.panchangGochar)
  gochar(@Payload() req: RpcRequest<GocharRequest>): PacketReply {
    return this.packets.wrap(req, gocharPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangSankrantiYear)
  sankrantis(@Payload() req: RpcRequest<SankrantiYearRequest>): PacketReply {
    return this.packets.wrap(req, sankrantiYearPacket(req.payload));
  }
}
