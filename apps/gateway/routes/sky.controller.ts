import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CombustionsReply,
  Contracts,
  GocharReply,
  NextTransitsReply,
  RetrogradesReply,
  SankrantiYearReply,
  SeasonsReply,
} from '@pj/contracts';
import {
  combustionsMethodology,
  gocharMethodology,
  nextTransitsMethodology,
  sankrantiMethodology,
  retrogradesMethodology,
  seasonsMethodology,
} from '@pj/sky';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import {
  GOCHAR_COST,
  GocharQueryDto,
  gocharRequest,
  HORIZON_COST,
  NextTransitsQueryDto,
  nextTransitsRequest,
  SankrantiYearQueryDto,
  sankrantiYearRequest,
  SeasonsQueryDto,
  seasonsRequest,
  utcDateRequest,
  UtcSnapshotQueryDto,
} from './sky.dto';

@ApiTags('sky events')
@Controller()
export class SkyController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'panchang/solstice-equinox',
    tier: 'public_read',
    methodology: () => seasonsMethodology(),
    summary: 'The next four equinoxes and solstices, with the sidereal sankranti of each',
    description:
      'Instants in UTC (whole seconds) when the apparent geocentric tropical longitude of the Sun reaches 0°, 90°, 180°, 270°, from 00:00 UTC of date; each with the matching sidereal sankranti (Mesha, Karka, Tula, Makara) for the ayanamsa and convention (default drik: the instant /sankranti/all and /panchang/daily give).',
  })
  seasons(@Query() q: SeasonsQueryDto, @Ctx() ctx: RequestCtx): Promise<SeasonsReply> {
    return this.rpc.call(Contracts.panchangSeasons, seasonsRequest(q), ctx);
  }

  @Route({
    get: 'panchang/next-transits',
    tier: 'public_read',
    methodology: () => nextTransitsMethodology(),
    cost: HORIZON_COST,
    summary: 'Sidereal sign ingresses of one graha over a horizon',
    description:
      "Every sign change of the planet within horizon_days of 00:00 UTC of date, to 1 s, in time order; re-entries during retrograde loops are flagged retrograde:true. Sidereal longitudes per `convention` (default drik, as /panchang/daily; the Sun's ingresses are /sankranti/all's instants).",
  })
  nextTransits(@Query() q: NextTransitsQueryDto, @Ctx() ctx: RequestCtx): Promise<NextTransitsReply> {
    return this.rpc.call(Contracts.panchangNextTransits, nextTransitsRequest(q), ctx);
  }

  @Route({
    get: 'panchang/retrogrades',
    tier: 'public_read',
    methodology: retrogradesMethodology,
    summary: 'Retrograde state of Mercury … Saturn at the UTC-noon snapshot, with the retrograde period',
    description:
      'Speed and retrograde flag at 12:00 UTC of date; the retrograde period containing it (current:true), else the next one, from station to station.',
  })
  retrogrades(@Query() q: UtcSnapshotQueryDto, @Ctx() ctx: RequestCtx): Promise<RetrogradesReply> {
    return this.rpc.call(Contracts.panchangRetrogrades, utcDateRequest(q), ctx);
  }

  @Route({
    get: 'panchang/combustions',
    tier: 'public_read',
    methodology: combustionsMethodology,
    summary: 'Combustion (asta) of the Moon and the five planets at the UTC-noon snapshot',
    description:
      'Distance in longitude from the Sun, the classical orb (Moon 12°, Mars 17°, Mercury 14°/12° retrograde, Jupiter 11°, Venus 10°/8° retrograde, Saturn 15°), and for a combust planet the period within the orb.',
  })
  combustions(@Query() q: UtcSnapshotQueryDto, @Ctx() ctx: RequestCtx): Promise<CombustionsReply> {
    return this.rpc.call(Contracts.panchangCombustions, utcDateRequest(q), ctx);
  }

  @Route({
    get: 'panchang/transits',
    tier: 'public_read',
    methodology: () => gocharMethodology(),
    cost: GOCHAR_COST,
    compress: true,
    summary: 'Stateless gochar scan of the slow grahas (Jupiter, Saturn, Rahu, Ketu, Mars)',
    description:
      'Sidereal position of each at 00:00 UTC of from_date, and every sign ingress within window_days (1–1100), per graha and as one timeline, in the sidereal frame of `convention` (default drik).',
  })
  transits(@Query() q: GocharQueryDto, @Ctx() ctx: RequestCtx): Promise<GocharReply> {
    return this.rpc.call(Contracts.panchangGochar, gocharRequest(q), ctx);
  }

  @Route({
    get: 'feeds/gochar.json',
    tier: 'public_read',
    methodology: () => gocharMethodology(),
    cost: GOCHAR_COST,
    summary: 'Gochar feed: the same scan as /panchang/transits, for feed readers',
    description:
      'Sidereal position of Jupiter, Saturn, Rahu, Ketu (mean nodes) and Mars at 00:00 UTC of from_date, and every sign ingress within window_days (1–1100), to 1 s, in the sidereal frame of `convention` (default drik).',
  })
  gocharFeed(@Query() q: GocharQueryDto, @Ctx() ctx: RequestCtx): Promise<GocharReply> {
    return this.rpc.call(Contracts.panchangGochar, gocharRequest(q), ctx);
  }

  @Route({
    get: 'sankranti/all',
    tier: 'public_read',
    methodology: () => sankrantiMethodology(),
    summary: 'The 12 sankrantis (solar ingresses into the sidereal signs) of a year, with exact times',
    description:
      'Instants to 1 s in tz (default Asia/Kolkata) and UTC, for the calendar year in tz. They are the sunsign edges of /panchang/daily under the same convention (default drik, as Drik Panchang prints them). The ayanamsa moves every sankranti (named in _meta.methodology.ayanamsa); profile is accepted and does not change them.',
  })
  sankrantis(@Query() q: SankrantiYearQueryDto, @Ctx() ctx: RequestCtx): Promise<SankrantiYearReply> {
    return this.rpc.call(Contracts.panchangSankrantiYear, sankrantiYearRequest(q), ctx);
  }
}
