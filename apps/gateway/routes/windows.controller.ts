import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Contracts,
  DailyPlaceRequest,
  LagnaTableReply,
  VedicTimeReply,
  VehicleMuhurtaReply,
  WindowsViewReply,
} from '@pj/contracts';
import {
  lagnaTableMethodology,
  periodsMethodology,
  pradoshamMethodology,
  vedicTimeMethodology,
  vehicleMuhurtaMethodology,
  WindowsView,
  windowsPacketMethodology,
} from '@pj/panchang';
import { ContractErrors } from '../http/openapi-responses';
import { Endpoint } from '../http/policy';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import {
  LagnaTableQueryDto,
  PeriodsQueryDto,
  PradoshamQueryDto,
  ProfiledWindowsQueryDto,
  VedicTimeQueryDto,
  placeOptionsOf,
  WindowsQueryDto,
} from './windows.dto';

const toRequest = (
  q: WindowsQueryDto | PeriodsQueryDto | PradoshamQueryDto | LagnaTableQueryDto,
): DailyPlaceRequest => ({
  date: q.date,
  ...placeOptionsOf(q),
});
const UNCHANGED =
  ' ayanamsa, convention and profile are accepted and do not change this result (_meta.methodology says so).';
const FRAME =
  'Day = sunrise to sunset, night = sunset to next sunrise (sunrise_convention; default the upper limb with standard refraction, as Drik Panchang); every period is an equal part of one of them. ' +
  'Windows are {kind, name, start, end, quality} with ISO 8601 local instants; a polar day without sunrise/sunset gives empty lists and windows_note.';

@ApiTags('timing')
@Controller()
export class WindowsController {
  constructor(private readonly rpc: RpcGateway) {}

  /** One view of `panchang.windows.v1` (the body of that view: response-types/windows.json names it per route). */
  private view(
    view: WindowsView,
    q: WindowsQueryDto | PeriodsQueryDto | PradoshamQueryDto,
    ctx: RequestCtx,
  ): Promise<WindowsViewReply> {
    return this.rpc.call(Contracts.panchangWindows, { ...toRequest(q), view }, ctx);
  }

  @Get('panchang/choghadiya')
  @Endpoint('public_read', () => periodsMethodology(), { compress: true })
  @ApiOperation({
    summary: 'Choghadiya: 8 day and 8 night periods (Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog)',
    description: `${FRAME} Day period 1 belongs to the vara lord, night period 1 to the fifth vara's lord; hora order.${UNCHANGED}`,
  })
  @ContractErrors()
  choghadiya(@Query() q: PeriodsQueryDto, @Ctx() ctx: RequestCtx): Promise<WindowsViewReply> {
    return this.view('choghadiya', q, ctx);
  }

  @Get('panchang/hora')
  @Endpoint('public_read', () => periodsMethodology())
  @ApiOperation({
    summary: 'Hora: 12 day and 12 night planetary hours',
    description: `${FRAME} The first hora is the vara lord's, then the Chaldean order (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars).${UNCHANGED}`,
  })
  @ContractErrors()
  hora(@Query() q: PeriodsQueryDto, @Ctx() ctx: RequestCtx): Promise<WindowsViewReply> {
    return this.view('hora', q, ctx);
  }

  @Get('panchang/gowri')
  @Endpoint('public_read', () => periodsMethodology())
  @ApiOperation({
    summary: 'Gowri panchangam (Tamil): 8 day and 8 night periods',
    description: `${FRAME} Vara-chakra order with the Rahu kala chakra part as Visham (see _meta.methodology.windows_periods).${UNCHANGED}`,
  })
  @ContractErrors()
  gowri(@Query() q: PeriodsQueryDto, @Ctx() ctx: RequestCtx): Promise<WindowsViewReply> {
    return this.view('gowri', q, ctx);
  }

  @Get('panchang/panchaka')
  @Endpoint('public_read', () => windowsPacketMethodology())
  @ApiOperation({
    summary:
      'Panchaka: the sidereal Moon in Kumbha and Meena (Dhanishta 3rd pada to Revati), spans overlapping the Hindu day',
    description:
      'Whole spans (may start before or end after the day), named by the vara they begin on (Roga, Raja, Agni, Chora, Mrityu).',
  })
  @ContractErrors()
  panchaka(@Query() q: ProfiledWindowsQueryDto, @Ctx() ctx: RequestCtx): Promise<WindowsViewReply> {
    return this.view('panchaka', q, ctx);
  }

  @Get('panchang/pradosham')
  @Endpoint('public_read', () => pradoshamMethodology())
  @ApiOperation({
    summary: 'Pradosham: the pradosha kala (first fifth of the night) and whether a Trayodashi prevails in it',
    description:
      'trayodashi_in_pradosha = the day of the Pradosha vrata (Drik rule). sunrise_convention moves the frame, convention the tithi edges; ayanamsa and profile are accepted and do not change this result (_meta.methodology says so).',
  })
  @ContractErrors()
  pradosham(@Query() q: PradoshamQueryDto, @Ctx() ctx: RequestCtx): Promise<WindowsViewReply> {
    return this.view('pradosham', q, ctx);
  }

  @Get('inauspicious-windows')
  @Endpoint('public_read', () => windowsPacketMethodology())
  @ApiOperation({
    summary:
      'Inauspicious windows of the Hindu day: rahu kalam, yamaganda, gulika kalam, dur muhurta, varjyam (and panchaka spans)',
    description: FRAME,
  })
  @ContractErrors()
  inauspicious(@Query() q: ProfiledWindowsQueryDto, @Ctx() ctx: RequestCtx): Promise<WindowsViewReply> {
    return this.view('inauspicious', q, ctx);
  }

  @Get('lagna/table')
  @Endpoint('public_read', () => lagnaTableMethodology())
  @ApiOperation({
    summary: 'Lagna table: the sidereal ascendant sign spans from sunrise to next sunrise',
    description:
      'The first span starts at sunrise and the last ends at the next sunrise (their true edges lie outside the day). The ayanamsa moves every sign change (named in _meta.methodology.ayanamsa), sunrise_convention the edges of the day; convention and profile are accepted and do not change the table.',
  })
  @ContractErrors()
  lagna(@Query() q: LagnaTableQueryDto, @Ctx() ctx: RequestCtx): Promise<LagnaTableReply> {
    return this.rpc.call(Contracts.panchangLagnaTable, toRequest(q), ctx);
  }

  @Get('panchang/vedic-time')
  @Endpoint('public_read', () => vedicTimeMethodology())
  @ApiOperation({
    summary: 'Vedic time: ghati, pala, vipala elapsed since the sunrise of the Hindu day holding the local time',
    description:
      '1 ghati = 24 min, 1 pala = 24 s, 1 vipala = 0.4 s; ghati_of_part counts the day or night as 30 ghatis.' +
      UNCHANGED,
  })
  @ContractErrors()
  vedicTime(@Query() q: VedicTimeQueryDto, @Ctx() ctx: RequestCtx): Promise<VedicTimeReply> {
    return this.rpc.call(Contracts.panchangVedicTime, { ...toRequest(q), time: q.time }, ctx);
  }

  @Get('muhurat/vehicle')
  @Endpoint('public_read', () => vehicleMuhurtaMethodology())
  @ApiOperation({
    summary: 'Vehicle-purchase muhurta windows of the Hindu day',
    description:
      'Stretches with a favourable vara (Mon, Wed, Thu, Fri), nakshatra (chara, kshipra, mridu) and tithi (not rikta, not Amavasya), minus rahu kalam, yamaganda, gulika, dur muhurta and varjyam. Rules in _meta.methodology.vehicle_muhurta; empty with windows_note when none.',
  })
  @ContractErrors()
  vehicle(@Query() q: ProfiledWindowsQueryDto, @Ctx() ctx: RequestCtx): Promise<VehicleMuhurtaReply> {
    return this.rpc.call(Contracts.panchangVehicleMuhurat, toRequest(q), ctx);
  }
}
