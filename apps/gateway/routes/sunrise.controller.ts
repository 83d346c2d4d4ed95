import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Contracts, SunriseReply } from '@pj/contracts';
import { sunriseMethodology } from '@pj/panchang';
import { ContractErrors } from '../http/openapi-responses';
import { Endpoint } from '../http/policy';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { SunriseQueryDto, sunriseRequest } from './sunrise.dto';

@ApiTags('timing')
@Controller()
export class SunriseController {
  constructor(private readonly rpc: RpcGateway) {}

  @Get('sunrise')
  @Endpoint('public_read', () => sunriseMethodology())
  @ApiOperation({
    summary: 'Sunrise, sunset, solar noon, moonrise and moonset of a civil date',
    description:
      'Events within the local civil date [00:00, 24:00) of the place. Sunrise and sunset are the upper limb of the Sun with standard refraction (1013.25 hPa, 15 °C) seen from elevation_m, the convention Drik Panchang uses. An event that does not happen that date (polar day or night, a day without moonrise) is null with a sibling *_note giving the reason. A date the zone skips (Pacific/Apia 2011-12-30) is a 422 on date, type date_not_in_zone.',
  })
  @ContractErrors()
  sunrise(@Query() q: SunriseQueryDto, @Ctx() ctx: RequestCtx): Promise<SunriseReply> {
    return this.rpc.call(Contracts.panchangSunrise, sunriseRequest(q), ctx);
  }
}
