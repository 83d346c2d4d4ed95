import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Contracts, MuddaDashaReply, MunthaReply, TajikaYogasReply, VarshaphalaReply } from '@pj/contracts';
import {
  ANNUAL_YEAR_MAX,
  AnnualRequest,
  muddaMethodology,
  munthaMethodology,
  tajikaYogasMethodology,
  varshaphalaMethodology,
} from '@pj/jyotish';
import { validationError } from '@pj/envelope';
import { ContractHttpException } from '../http/contract-exception';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { AnnualQueryDto, MuddaDashaQueryDto, VarshaphalaQueryDto } from './annual.dto';
import { JyotishRoute, plain } from './jyotish.controller';
import { PersonBodyDto } from './jyotish.dto';

const YEAR_DOC =
  'Query `year` (the calendar year of the varsha pravesha, from the birth year to 2399) and the body ' +
  '{"person": birth data} as the chart routes take it. ';

/**
 * The request of an annual route; a year before the birth year is refused here, naming query.year (the
 * library refuses it too, but names the field only, and the edge would place a POST's field in the body).
 */
function annualRequest(q: AnnualQueryDto, body: PersonBodyDto, extra: Partial<AnnualRequest> = {}): AnnualRequest {
  const birthYear = Number(body.person.date.slice(0, 4));
  if (q.year < birthYear) {
    const msg = `year must be an integer from the birth year (${birthYear}) to ${ANNUAL_YEAR_MAX}`;
    throw new ContractHttpException(422, validationError([{ loc: ['query', 'year'], msg, type: 'range' }]));
  }
  return plain({ person: body.person, year: q.year, ...extra });
}

/** The annual (Tajika, varshaphala) routes of issue 18: POST, public_compute. */
@ApiTags('jyotish')
@Controller()
export class AnnualController {
  constructor(private readonly rpc: RpcGateway) {}

  @JyotishRoute('annual/varshaphala', () => varshaphalaMethodology(), {
    summary: 'Varshaphala: varsha pravesha, annual chart, muntha, year lord, Tajika aspects, sahams',
    description:
      YEAR_DOC +
      'Varsha pravesha: the instant the sidereal Sun returns to its natal longitude (to the second; ' +
      'sun_residual_arcsec shows the check), or with pravesha=tithi the tithi pravesha (the natal Moon \u2212 Sun ' +
      'angle back, in the solar month of birth). The annual chart at the birth place (points and houses as ' +
      '/chart/calculate), the muntha, the year lord from the five candidates by panchavargiya bala (each ' +
      'candidate with its bala), the Tajika aspects between the seven planets with deeptamsha orbs and ' +
      'applying/separating state, and the sahams with their day and night formulas (the formula applied is ' +
      'named). In the birth year the chart is the natal one (natal sahams).',
  })
  varshaphala(
    @Query() q: VarshaphalaQueryDto,
    @Body() body: PersonBodyDto,
    @Ctx() ctx: RequestCtx,
  ): Promise<VarshaphalaReply> {
    const req = annualRequest(q, body, { pravesha: q.pravesha });
    return this.rpc.call(Contracts.jyotishAnnualVarshaphala, req, ctx);
  }

  @JyotishRoute('annual/muntha', () => munthaMethodology(), {
    summary: 'Muntha of the year: sign, house in the annual chart, lord, its reading by house',
    description:
      YEAR_DOC +
      'The natal lagna advanced one sign per completed year; its house in the annual chart (solar pravesha), ' +
      'its lord, favourable or not by house (Tajika Neelakanthi) and what the house signifies.',
  })
  muntha(@Query() q: AnnualQueryDto, @Body() body: PersonBodyDto, @Ctx() ctx: RequestCtx): Promise<MunthaReply> {
    return this.rpc.call(Contracts.jyotishAnnualMuntha, annualRequest(q, body), ctx);
  }

  @JyotishRoute('annual/mudda-dasha', () => muddaMethodology(), {
    summary: 'Annual dashas: mudda (Vimshottari in one year), patyayini, varsha narayana',
    description:
      YEAR_DOC +
      'The three dashas of the Tajika year (solar pravesha to the next): mudda (varsha vimshottari), patyayini ' +
      '(from the degrees of the lagna and the seven planets) and varsha narayana (Narayana dasha of the annual ' +
      'chart or of its varga narayana_varga, a dasha year = the Tajika year / 120). Periods with start, end, days.',
  })
  muddaDasha(
    @Query() q: MuddaDashaQueryDto,
    @Body() body: PersonBodyDto,
    @Ctx() ctx: RequestCtx,
  ): Promise<MuddaDashaReply> {
    const req = annualRequest(q, body, { narayana_varga: q.narayana_varga });
    return this.rpc.call(Contracts.jyotishAnnualMuddaDasha, req, ctx);
  }

  @JyotishRoute('annual/tajika-yogas', () => tajikaYogasMethodology(), {
    summary: 'The sixteen Tajika yogas of the annual chart, with planets, orbs and state',
    description:
      YEAR_DOC +
      'Ikkabala, induvara, ithasala, ishrafa, nakta, yamaya, manau, kamboola, gairi-kamboola, khallasara, radda, ' +
      'duhphali-kuttha, dutthottha-davira, tambira, kuttha, durupha: each with its rule and source, present, and ' +
      'its instances (planets, orb, mean deeptamsha, applying or separating).',
  })
  tajikaYogas(
    @Query() q: AnnualQueryDto,
    @Body() body: PersonBodyDto,
    @Ctx() ctx: RequestCtx,
  ): Promise<TajikaYogasReply> {
    return this.rpc.call(Contracts.jyotishAnnualTajikaYogas, annualRequest(q, body), ctx);
  }
}
