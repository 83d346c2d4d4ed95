import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DailyRequest,
  MonthRequest,
  Contracts,
  UtilityRequest,
  DailyReply,
  DetailsReply,
  UtilityReply,
  MonthReply,
} from '@pj/contracts';
import { dailyMethodology } from '@pj/panchang';
import { Route } from '../http/route';
import { placeOf } from '../http/common.dto';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { DailyQueryDto, MonthQueryDto } from './daily.dto';
import { UtilityQueryDto } from './utility.dto';

/** The place and day options every daily-family request carries, with the library defaults. */
const dayOptions = (q: DailyQueryDto | MonthQueryDto) => ({
  ayanamsa: q.ayanamsa ?? 'lahiri',
  convention: q.convention ?? 'drik',
  profile: q.profile ?? 'north_india_purnimanta',
  sunrise: q.sunrise_convention ?? 'drik',
});
const placeAt = (q: DailyQueryDto | MonthQueryDto) => ({ ...placeOf(q), elevationM: q.elevation_m ?? 0 });

const dailyRequest = (q: DailyQueryDto): DailyRequest => ({ ...placeAt(q), date: q.date, ...dayOptions(q) });
const monthRequest = (q: MonthQueryDto): MonthRequest => ({ ...placeAt(q), ym: q.ym, ...dayOptions(q) });

const DAY_DOC =
  'The Hindu day runs from sunrise to the next sunrise (where the Sun does not rise: from civil midnight, with start_basis saying so). ' +
  'Each of tithi, nakshatra (with padas), yoga, karana, moonsign and sunsign lists every span overlapping the day in order, with start and end instants; ' +
  'the first may start before the day and the last end after it. Lunar month amanta and purnimanta with adhika and expunged (kshaya) names, Vikram and Shaka samvat with samvatsaras, ritu (drik and vedic), ayana, dinamana/ratrimana, madhyahna.';

@ApiTags('panchang')
@Controller('panchang')
export class DailyController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'daily',
    tier: 'public_read',
    methodology: () => dailyMethodology('lahiri'),
    reserved: true,
    compress: true,
    summary: 'The daily Panchang packet of a place and local date',
    description: DAY_DOC,
  })
  daily(@Query() q: DailyQueryDto, @Ctx() ctx: RequestCtx): Promise<DailyReply> {
    return this.rpc.call(Contracts.panchangDaily, dailyRequest(q), ctx);
  }

  @Route({
    get: 'details',
    tier: 'public_read',
    methodology: () => dailyMethodology('lahiri'),
    reserved: true,
    summary: 'The daily packet with how it was found',
    description: `${DAY_DOC} Adds details: the Sun's and Moon's longitudes and the ayanamsa at the day start, each element's angle and progress in its span, the angle at every boundary of the day, and the search window, steps and tolerance.`,
  })
  details(@Query() q: DailyQueryDto, @Ctx() ctx: RequestCtx): Promise<DetailsReply> {
    return this.rpc.call(Contracts.panchangDetails, dailyRequest(q), ctx);
  }

  @Route({
    get: 'utility',
    tier: 'public_read',
    methodology: () => dailyMethodology('lahiri'),
    summary: 'Daily pack: the Panchang packet and optional lanes in one call',
    description:
      'Lanes: panchang (the daily packet; compact drops nakshatra padas), hora_gowri (include_windows), chandrabalam (natal_moon_rashi_idx), tarabalam (natal_nakshatra_idx), ' +
      'gemstone (natal_lagna), lagna_table (include_lagna_table), ephemeris_scans (include_ephemeris_scans: retrograde, combustion, ingress, eclipse, seasonal). ' +
      'A lane whose input is not given is { available: false, reason }.',
  })
  utility(@Query() q: UtilityQueryDto, @Ctx() ctx: RequestCtx): Promise<UtilityReply> {
    const req: UtilityRequest = {
      ...dailyRequest(q),
      natalMoonRashiIdx: q.natal_moon_rashi_idx ?? null,
      natalLagna: q.natal_lagna ?? null,
      natalNakshatraIdx: q.natal_nakshatra_idx ?? null,
      includeWindows: q.include_windows ?? true,
      includeEphemerisScans: q.include_ephemeris_scans ?? false,
      includeLagnaTable: q.include_lagna_table ?? false,
      compact: q.compact ?? true,
    };
    return this.rpc.call(Contracts.panchangUtility, req, ctx);
  }

  @Route({
    get: 'month',
    tier: 'public_read',
    methodology: () => dailyMethodology('lahiri'),
    reserved: true,
    compress: true,
    summary: 'Month grid: one row per civil date of a Gregorian month',
    description:
      'Each row is the Hindu day starting that date: sunrise, sunset, the tithi (number, name, paksha, end), nakshatra, yoga, karana and moon sign current at its start with their ends, ' +
      'lunar_day_numbers (the tithi at sunrise, then any that ends before the next sunrise: a kshaya tithi), paksha, lunar month and samvat years, and `festivals`: the festival, vrat and Ekadashi markers of the date ({ rule_key, slug, name, kind, tradition }; the evidence is on /panchang/festivals).',
  })
  month(@Query() q: MonthQueryDto, @Ctx() ctx: RequestCtx): Promise<MonthReply> {
    return this.rpc.call(Contracts.panchangMonth, monthRequest(q), ctx);
  }
}
