import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CombustionsReply,
  Contracts,
  GocharReply,
  GocharRequest,
  NextTransitsReply,
  NextTransitsRequest,
  PlanetEventsReply,
  PlanetEventsRequest,
  RetrogradesReply,
  RpcRequest,
  SankrantiYearReply,
  SankrantiYearRequest,
  SeasonsReply,
  SeasonsRequest,
  UtcDateRequest,
} from '@pj/contracts';
import { Handles, PacketEnveloper, stopCheckOf } from '@pj/platform';
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
export class SkyEventsController {
  constructor(private readonly packets: PacketEnveloper) {}

  @Handles(Contracts.panchangSeasons)
  seasons(@Payload() req: RpcRequest<SeasonsRequest>): SeasonsReply {
    return this.packets.wrap(req, seasonsPacket(req.payload));
  }

  @Handles(Contracts.panchangNextTransits)
  nextTransits(@Payload() req: RpcRequest<NextTransitsRequest>): NextTransitsReply {
    return this.packets.wrap(req, nextTransitsPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangRetrogrades)
  retrogrades(@Payload() req: RpcRequest<UtcDateRequest>): RetrogradesReply {
    return this.packets.wrap(req, retrogradesPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangCombustions)
  combustions(@Payload() req: RpcRequest<UtcDateRequest>): CombustionsReply {
    return this.packets.wrap(req, combustionsPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangPlanetEvents)
  planetEvents(@Payload() req: RpcRequest<PlanetEventsRequest>): PlanetEventsReply {
    return this.packets.wrap(req, planetEventsPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangGochar)
  gochar(@Payload() req: RpcRequest<GocharRequest>): GocharReply {
    return this.packets.wrap(req, gocharPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @Handles(Contracts.panchangSankrantiYear)
  sankrantis(@Payload() req: RpcRequest<SankrantiYearRequest>): SankrantiYearReply {
    return this.packets.wrap(req, sankrantiYearPacket(req.payload));
  }
}
