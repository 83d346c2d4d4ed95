import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ChoghadiyaReply,
  Contracts,
  DailyPlaceRequest,
  GowriReply,
  HoraReply,
  InauspiciousWindowsReply,
  LagnaTableReply,
  PanchakaReply,
  PradoshamReply,
  VedicTimeReply,
  VehicleMuhurtaReply,
} from '@pj/contracts';
import {
  lagnaTableMethodology,
  periodsMethodology,
  pradoshamMethodology,
  vedicTimeMethodology,
  vehicleMuhurtaMethodology,
  windowsPacketMethodology,
} from '@pj/panchang';
import { Route } from '../http/route';
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

  @Route({
    get: 'panchang/choghadiya',
    tier: 'public_read',
    methodology: () => periodsMethodology(),
    compress: true,
    summary: 'Choghadiya: 8 day and 8 night periods (Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog)',
    description: `${FRAME} Day period 1 belongs to the vara lord, night period 1 to the fifth vara's lord; hora order.${UNCHANGED}`,
  })
  choghadiya(@Query() q: PeriodsQueryDto, @Ctx() ctx: RequestCtx): Promise<ChoghadiyaReply> {
    return this.rpc.call(Contracts.panchangChoghadiya, toRequest(q), ctx);
  }

  @Route({
    get: 'panchang/hora',
    tier: 'public_read',
    methodology: () => periodsMethodology(),
    summary: 'Hora: 12 day and 12 night planetary hours',
    description: `${FRAME} The first hora is the vara lord's, then the Chaldean order (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars).${UNCHANGED}`,
  })
  hora(@Query() q: PeriodsQueryDto, @Ctx() ctx: RequestCtx): Promise<HoraReply> {
    return this.rpc.call(Contracts.panchangHora, toRequest(q), ctx);
  }

  @Route({
    get: 'panchang/gowri',
    tier: 'public_read',
    methodology: () => periodsMethodology(),
    summary: 'Gowri panchangam (Tamil): 8 day and 8 night periods',
    description: `${FRAME} Vara-chakra order with the Rahu kala chakra part as Visham (see _meta.methodology.windows_periods).${UNCHANGED}`,
  })
  gowri(@Query() q: PeriodsQueryDto, @Ctx() ctx: RequestCtx): Promise<GowriReply> {
    return this.rpc.call(Contracts.panchangGowri, toRequest(q), ctx);
  }

  @Route({
    get: 'panchang/panchaka',
    tier: 'public_read',
    methodology: () => windowsPacketMethodology(),
    summary:
      'Panchaka: the sidereal Moon in Kumbha and Meena (Dhanishta 3rd pada to Revati), spans overlapping the Hindu day',
    description:
      'Whole spans (may start before or end after the day), named by the vara they begin on (Roga, Raja, Agni, Chora, Mrityu).',
  })
  panchaka(@Query() q: ProfiledWindowsQueryDto, @Ctx() ctx: RequestCtx): Promise<PanchakaReply> {
    return this.rpc.call(Contracts.panchangPanchaka, toRequest(q), ctx);
  }

  @Route({
    get: 'panchang/pradosham',
    tier: 'public_read',
    methodology: () => pradoshamMethodology(),
    summary: 'Pradosham: the pradosha kala (first fifth of the night) and whether a Trayodashi prevails in it',
    description:
      'trayodashi_in_pradosha = the day of the Pradosha vrata (Drik rule). sunrise_convention moves the frame, convention the tithi edges; ayanamsa and profile are accepted and do not change this result (_meta.methodology says so).',
  })
  pradosham(@Query() q: PradoshamQueryDto, @Ctx() ctx: RequestCtx): Promise<PradoshamReply> {
    return this.rpc.call(Contracts.panchangPradosham, toRequest(q), ctx);
  }

  @Route({
    get: 'inauspicious-windows',
    tier: 'public_read',
    methodology: () => windowsPacketMethodology(),
    summary:
      'Inauspicious windows of the Hindu day: rahu kalam, yamaganda, gulika kalam, dur muhurta, varjyam (and panchaka spans)',
    description: FRAME,
  })
  inauspicious(@Query() q: ProfiledWindowsQueryDto, @Ctx() ctx: RequestCtx): Promise<InauspiciousWindowsReply> {
    return this.rpc.call(Contracts.panchangInauspiciousWindows, toRequest(q), ctx);
  }

  @Route({
    get: 'lagna/table',
    tier: 'public_read',
    methodology: () => lagnaTableMethodology(),
    summary: 'Lagna table: the sidereal ascendant sign spans from sunrise to next sunrise',
    description:
      'The first span starts at sunrise and the last ends at the next sunrise (their true edges lie outside the day). The ayanamsa moves every sign change (named in _meta.methodology.ayanamsa), sunrise_convention the edges of the day; convention and profile are accepted and do not change the table.',
  })
  lagna(@Query() q: LagnaTableQueryDto, @Ctx() ctx: RequestCtx): Promise<LagnaTableReply> {
    return this.rpc.call(Contracts.panchangLagnaTable, toRequest(q), ctx);
  }

  @Route({
    get: 'panchang/vedic-time',
    tier: 'public_read',
    methodology: () => vedicTimeMethodology(),
    summary: 'Vedic time: ghati, pala, vipala elapsed since the sunrise of the Hindu day holding the local time',
    description:
      '1 ghati = 24 min, 1 pala = 24 s, 1 vipala = 0.4 s; ghati_of_part counts the day or night as 30 ghatis.' +
      UNCHANGED,
  })
  vedicTime(@Query() q: VedicTimeQueryDto, @Ctx() ctx: RequestCtx): Promise<VedicTimeReply> {
    return this.rpc.call(Contracts.panchangVedicTime, { ...toRequest(q), time: q.time }, ctx);
  }

  @Route({
    get: 'muhurat/vehicle',
    tier: 'public_read',
    methodology: () => vehicleMuhurtaMethodology(),
    summary: 'Vehicle-purchase muhurta windows of the Hindu day',
    description:
      'Stretches with a favourable vara (Mon, Wed, Thu, Fri), nakshatra (chara, kshipra, mridu) and tithi (not rikta, not Amavasya), minus rahu kalam, yamaganda, gulika, dur muhurta and varjyam. Rules in _meta.methodology.vehicle_muhurta; empty with windows_note when none.',
  })
  vehicle(@Query() q: ProfiledWindowsQueryDto, @Ctx() ctx: RequestCtx): Promise<VehicleMuhurtaReply> {
    return this.rpc.call(Contracts.panchangVehicleMuhurat, toRequest(q), ctx);
  }
}
