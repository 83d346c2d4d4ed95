import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ChandrabalamReply, Contracts, DayBalaRequest, RashifalReply, TarabalamReply } from '@pj/contracts';
import { balaMethodology } from '@pj/panchang';
import { rashifalMethodology } from '@pj/sky';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { ChandrabalamQueryDto, MoonDayQueryDto, RashifalQueryDto, TarabalamQueryDto } from './bala.dto';
import { placeOptionsOf } from './windows.dto';

const day = (q: MoonDayQueryDto): DayBalaRequest => ({ date: q.date, ...placeOptionsOf(q) });

@ApiTags('panchang')
@Controller('panchang')
export class BalaController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'chandrabalam',
    tier: 'public_read',
    methodology: () => balaMethodology(),
    summary: 'Chandrabalam of the day: the Moon-sign spans with the house and quality for every natal Moon sign',
    description:
      'For each sidereal Moon-sign span of the Hindu day (sunrise to next sunrise): the house it makes from each of the 12 natal Moon signs and whether it is favourable (houses 1, 3, 6, 7, 10, 11; Phaladeepika 26, Muhurta Chintamani). With natal_moon_rashi_idx, `personal` gives that sign\u2019s house per span. The ayanamsa moves every span edge (named in _meta.methodology.ayanamsa); profile is accepted and does not change the result.',
  })
  chandrabalam(@Query() q: ChandrabalamQueryDto, @Ctx() ctx: RequestCtx): Promise<ChandrabalamReply> {
    return this.rpc.call(Contracts.panchangChandrabalam, { ...day(q), natalMoonRashiIdx: q.natal_moon_rashi_idx }, ctx);
  }

  @Route({
    get: 'tarabalam',
    tier: 'public_read',
    methodology: () => balaMethodology(),
    summary: 'Tarabalam of the day: the nakshatra spans with the tara for every birth star (public matrix)',
    description:
      'For each sidereal nakshatra span of the Hindu day: the tara (Janma, Sampat, Vipat, Kshema, Pratyak, Sadhana, Naidhana, Mitra, Parama Mitra) counted from each of the 27 birth stars, and whether it is favourable (2, 4, 6, 8, 9). With natal_nakshatra_idx, `personal` gives that star\u2019s tara per span.',
  })
  tarabalam(@Query() q: TarabalamQueryDto, @Ctx() ctx: RequestCtx): Promise<TarabalamReply> {
    return this.rpc.call(Contracts.panchangTarabalam, { ...day(q), natalNakshatraIdx: q.natal_nakshatra_idx }, ctx);
  }

  @Route({
    get: 'rashifal',
    tier: 'public_read',
    methodology: () => rashifalMethodology(),
    reserved: true,
    compress: true,
    summary: 'Daily Chandra-rashi gochar guidance for the 12 signs (deterministic; general sign-level guidance)',
    description:
      'For each natal Moon sign: the Moon\u2019s transit house per span with chandrabala, the tara of each span for the sign\u2019s birth stars, the houses of Jupiter, Saturn, Rahu, Ketu and Mars (gochar) and of the Sun, Mercury and Venus (fast_gochar) from the natal Moon sign with their classical results (Phaladeepika 26, Brihat Samhita 104), and a summary composed from those tables only. Same inputs give identical bytes (apart from _meta provenance). Not a personal prediction.',
  })
  rashifal(@Query() q: RashifalQueryDto, @Ctx() ctx: RequestCtx): Promise<RashifalReply> {
    return this.rpc.call(Contracts.panchangRashifal, day(q), ctx);
  }
}
