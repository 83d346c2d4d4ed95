import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CalendarConvertReply, CalendarConvertRequest, Contracts, RituReply, RituRequest } from '@pj/contracts';
import { calendarMethodology, rituMethodology } from '@pj/panchang';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { CalendarConvertQueryDto, RituQueryDto } from './calendar.dto';
import { placeOptionsOf } from './windows.dto';

/** The query as the contract's request: every default is the library's (libs/panchang profiles/convert.ts). */
const toConvert = (q: CalendarConvertQueryDto): CalendarConvertRequest => ({
  from: q.from,
  ...placeOptionsOf(q),
  profile: q.profile,
  date: q.date,
  year: q.year,
  masaIdx: q.masa_idx,
  adhika: q.adhika === undefined ? undefined : q.adhika === 'true',
  paksha: q.paksha,
  tithi: q.tithi,
  month: q.month,
  day: q.day,
});

@ApiTags('calendar')
@Controller()
export class CalendarController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'calendar/convert',
    tier: 'public_read',
    methodology: () => calendarMethodology(),
    summary: 'Gregorian ↔ lunisolar and solar calendar dates per regional profile',
    description:
      "from=gregorian: the date in the profile's calendar at the place — lunisolar profiles: masa (amanta or purnimanta, adhika), paksha, tithi at sunrise, a tithi skipped within the day, whether the tithi repeats next day, the profile's year (Vikram Chaitradi, Vikram Kartikadi or Shaka) and both samvats; solar profiles: month, day, year of the Tamil, Malayalam (Kollam), Bengali (Bangabda) or Odia (Amli) calendar with the sankranti that opened the month. " +
      'from=lunar: the civil date of (year, masa_idx, adhika, paksha, tithi): the date whose sunrise lies in the tithi; when two do (vriddhi) the first, with repeated_on; when none does (kshaya) the day it runs, with skipped=true. ' +
      'from=solar: the civil date of (year, month, day). Impossible dates (no such adhika month, a day past the month end) are 422.',
  })
  convert(@Query() q: CalendarConvertQueryDto, @Ctx() ctx: RequestCtx): Promise<CalendarConvertReply> {
    return this.rpc.call(Contracts.panchangCalendarConvert, toConvert(q), ctx);
  }

  @Route({
    get: 'panchang/ritu',
    tier: 'public_read',
    methodology: () => rituMethodology(),
    summary: 'Ritu (season) and ayana at sunrise of a date',
    description:
      'Drik ritu from the tropical Sun (Vasanta 330°–30°, then 60° each; Varsha opens at the June solstice, Shishira at the December solstice) with the start and end of the current ritu; vedic ritu from the amanta month (two months each from Chaitra); ayana tropical and sidereal. The profile is accepted and does not change the ritu (the vedic ritu uses amanta months in every profile; _meta.methodology.profile says not used); the ayanamsa moves the sidereal ayana and the amanta month.',
  })
  ritu(@Query() q: RituQueryDto, @Ctx() ctx: RequestCtx): Promise<RituReply> {
    const req: RituRequest = { date: q.date, ...placeOptionsOf(q), profile: q.profile };
    return this.rpc.call(Contracts.panchangRitu, req, ctx);
  }
}
