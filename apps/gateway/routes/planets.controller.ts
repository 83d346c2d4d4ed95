import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlanetPositionsRequest, Subjects } from '@pj/contracts';
import { planetPositionsMethodology } from '@pj/panchang';
import { ContractErrors } from '../http/openapi-responses';
import { Endpoint } from '../http/policy';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { PlanetPositionsQueryDto } from './planets.dto';

const toRequest = (q: PlanetPositionsQueryDto): PlanetPositionsRequest => ({
  lat: q.lat,
  lng: q.lng,
  tz: q.tz ?? null,
  date: q.date,
  time: q.time ?? '12:00',
  ayanamsa: q.ayanamsa ?? 'lahiri',
  nodeType: q.node_type ?? 'mean',
  dstPolicy: q.dst_policy ?? 'reject',
});

@ApiTags('planets')
@Controller()
export class PlanetsController {
  constructor(private readonly rpc: RpcGateway) {}

  @Get('planets/positions')
  @Endpoint('public_read', () => planetPositionsMethodology())
  @ApiOperation({
    summary: 'Sidereal and tropical positions of the nine grahas at one local moment',
    description:
      'Geocentric apparent longitudes (true equinox of date) from the Swiss Ephemeris; sidereal longitude = tropical − ayanamsa (true, with nutation). Points in the order sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu, each with sign, degree in sign, nakshatra, pada, speed and retrograde flag.',
  })
  @ContractErrors()
  positions(@Query() q: PlanetPositionsQueryDto, @Ctx() ctx: RequestCtx): Promise<unknown> {
    return this.rpc.call(Subjects.panchangPlanetPositions, toRequest(q), ctx);
  }
}
