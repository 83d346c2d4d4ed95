import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  GocharRequest,
  NextTransitsRequest,
  SankrantiYearRequest,
  PlanetEventsRequest,
  RpcRequest,
  SeasonsRequest,
  Subjects,
  UtcDateRequest,
} from '@pj/contracts';
import { assertWithinDeadline, stopCheckOf } from '@pj/platform';
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

  @MessagePattern(Subjects.panchangSeasons)
  seasons(@Payload() req: RpcRequest<SeasonsRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, seasonsPacket(req.payload));
  }

  @MessagePattern(Subjects.panchangNextTransits)
  nextTransits(@Payload() req: RpcRequest<NextTransitsRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, nextTransitsPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @MessagePattern(Subjects.panchangRetrogrades)
  retrogrades(@Payload() req: RpcRequest<UtcDateRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, retrogradesPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @MessagePattern(Subjects.panchangCombustions)
  combustions(@Payload() req: RpcRequest<UtcDateRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, combustionsPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @MessagePattern(Subjects.panchangPlanetEvents)
  planetEvents(@Payload() req: RpcRequest<PlanetEventsRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(
      req,
      planetEventsPacket({ ...req.payload, tz: req.payload.tz ?? null, stop: stopCheckOf(req) }),
    );
  }

  @MessagePattern(Subjects.panchangGochar)
  gochar(@Payload() req: RpcRequest<GocharRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, gocharPacket({ ...req.payload, stop: stopCheckOf(req) }));
  }

  @MessagePattern(Subjects.panchangSankrantiYear)
  sankrantis(@Payload() req: RpcRequest<SankrantiYearRequest>): Record<string, unknown> {
    assertWithinDeadline(req);
    return this.packets.wrap(req, sankrantiYearPacket(req.payload));
  }
}
