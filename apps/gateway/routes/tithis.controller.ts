import { Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Contracts, TithiCatalogReply, TithiYearReply } from '@pj/contracts';
import { tithiCalendarMethodology, tithiCatalogMethodology } from '@pj/panchang';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { TithiSlugParamDto, TithiYearQueryDto } from './tithis.dto';

@ApiTags('panchang')
@Controller('panchang')
export class TithisController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'tithis',
    tier: 'public_read',
    methodology: tithiCatalogMethodology,
    summary: 'The 30 tithis: index, number, name, paksha, slug, group (Nanda … Purna) and elongation range',
    description:
      'A fixed catalogue (no parameters): tithi n spans a Moon − Sun elongation of [12°(n−1), 12°n); the slug is the path key of /panchang/tithi/{tithi_slug}.',
  })
  catalog(@Ctx() ctx: RequestCtx): Promise<TithiCatalogReply> {
    return this.rpc.call(Contracts.panchangTithis, {}, ctx);
  }

  @Route({
    get: 'tithi/:tithi_slug',
    tier: 'public_read',
    methodology: () => tithiCalendarMethodology(),
    summary: 'Every span of one tithi in a year (astronomical, from the Moon–Sun elongation)',
    description:
      'Spans overlapping the local calendar year at the place, with start and end instants to 1 s. It does not choose a festival, vrat, parana or muhurta date. convention moves every edge by the time-scale calibration τ; ayanamsa, sunrise_convention and profile are accepted and do not change the spans (_meta.methodology says so). Unknown slug: 404.',
  })
  year(@Param() p: TithiSlugParamDto, @Query() q: TithiYearQueryDto, @Ctx() ctx: RequestCtx): Promise<TithiYearReply> {
    return this.rpc.call(
      Contracts.panchangTithiYear,
      {
        slug: p.tithi_slug,
        year: q.year,
        lat: q.lat,
        lng: q.lng,
        tz: q.tz,
        convention: q.convention,
      },
      ctx,
    );
  }
}
