import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Contracts, PlanetEventsReply, PlanetPositionsReply } from '@pj/contracts';
import { planetPositionsMethodology } from '@pj/panchang';
import { planetEventsMethodology } from '@pj/sky';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { PlanetEventsQueryDto, planetEventsRequest } from './planet-events.dto';
import { PlanetPositionsQueryDto, planetPositionsRequest } from './planets.dto';

@ApiTags('planets')
@Controller()
export class PlanetsController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'planets/positions',
    tier: 'public_read',
    methodology: () => planetPositionsMethodology(),
    compress: true,
    summary: 'Sidereal and tropical positions of the nine grahas at one local moment',
    description:
      'Geocentric apparent longitudes (true equinox of date) from the Swiss Ephemeris; sidereal longitude = tropical − ayanamsa (true, with nutation). Points in the order sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu, each with sign, degree in sign, nakshatra, pada, speed and retrograde flag.',
  })
  positions(@Query() q: PlanetPositionsQueryDto, @Ctx() ctx: RequestCtx): Promise<PlanetPositionsReply> {
    return this.rpc.call(Contracts.panchangPlanetPositions, planetPositionsRequest(q), ctx);
  }

  @Route({
    get: 'planets/events',
    tier: 'public_read',
    methodology: () => planetEventsMethodology(),
    summary: 'Aspects, sign ingresses, nakshatra crossings and stations of the grahas in a window',
    description:
      "Events from the local date and time over `days` (1–90), earliest first, at most `limit` (1–500), each with its exact instant (to 1 s) in the place's zone. Aspects are sidereal longitude differences of 0°, ±60°, ±90°, ±120° and 180° between graha pairs (Rahu–Ketu excluded); stations are where the apparent tropical speed changes sign. Ingress and nakshatra instants follow `convention` (default drik: the Sun's ingresses are /sankranti/all's instants); aspects and stations do not depend on it.",
  })
  events(@Query() q: PlanetEventsQueryDto, @Ctx() ctx: RequestCtx): Promise<PlanetEventsReply> {
    return this.rpc.call(Contracts.panchangPlanetEvents, planetEventsRequest(q), ctx);
  }
}
