import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Contracts, SunriseReply } from '@pj/contracts';
import { sunriseMethodology } from '@pj/panchang';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { SunriseQueryDto, sunriseRequest } from './sunrise.dto';

@ApiTags('timing')
@Controller()
export class SunriseController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'sunrise',
    tier: 'public_read',
    methodology: () => sunriseMethodology(),
    summary: 'Sunrise, sunset, solar noon, moonrise and moonset of a civil date',
    description:
      "Events within the local civil date [00:00, 24:00) of the place. Sunrise and sunset follow sunrise_convention: by default (drik) Drik Panchang's, the disc centre at a geometric altitude of −0°50′ at sea level; the other conventions are the Swiss Ephemeris' topocentric Sun seen from elevation_m (upper_limb_refracted: the almanacs' upper limb with standard refraction). An event that does not happen that date (polar day or night, a day without moonrise) is null with a sibling *_note giving the reason. A date the zone skips (Pacific/Apia 2011-12-30) is a 422 on date, type date_not_in_zone.",
  })
  sunrise(@Query() q: SunriseQueryDto, @Ctx() ctx: RequestCtx): Promise<SunriseReply> {
    return this.rpc.call(Contracts.panchangSunrise, sunriseRequest(q), ctx);
  }
}
