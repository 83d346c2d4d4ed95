import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AshtakavargaReply, Contracts, DoshaReply, ShadbalaReply } from '@pj/contracts';
import {
  ashtakavargaMethodology,
  ChartInputRequest,
  DoshaRequest,
  doshaMethodology,
  shadbalaMethodology,
} from '@pj/jyotish';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { ChartInputBodyDto, DoshaBodyDto } from './judgement.dto';

/** The body as plain JSON (drops undefined fields, so the payload is the same in both transports). */
const plain = <T>(body: T): T => JSON.parse(JSON.stringify(body)) as T;
const chartInput = (body: ChartInputBodyDto): ChartInputRequest =>
  plain({ person: body.person, placements: body.placements as ChartInputRequest['placements'] });

const CHART_DOC =
  'Body: {"person": birth data} (the chart is computed) or {"placements": {"sun": "Libra", …}} (signs as given, ' +
  'longitude optional; no consistency check). The body echoes the chart judged under `chart`.';

@ApiTags('jyotish')
@Controller()
export class JudgementController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    post: 'ashtakavarga',
    tier: 'public_compute',
    methodology: () => ashtakavargaMethodology(),
    httpCode: 200,
    summary: 'Ashtakavarga: bhinna and sarva ashtakavarga, prastara, shodhana, shodhya pinda',
    description:
      'Bhinnashtakavarga of the seven grahas and the lagna (BPHS ch. 66 bindu tables as P.V.R. Narasimha Rao uses ' +
      'them; table_variants lists the cells where classical sources differ), sarvashtakavarga (the seven, total 337), ' +
      'prastara (who gave each bindu), trikona and ekadhipatya shodhana (BPHS ch. 68) and rasi, graha and shodhya ' +
      'pinda (BPHS ch. 69). Rows run Mesha … Meena. Needs the signs of the seven grahas and the ascendant. ' +
      CHART_DOC,
  })
  ashtakavarga(@Body() body: ChartInputBodyDto, @Ctx() ctx: RequestCtx): Promise<AshtakavargaReply> {
    return this.rpc.call(Contracts.jyotishAshtakavarga, chartInput(body), ctx);
  }

  @Route({
    post: 'dosha',
    tier: 'public_compute',
    methodology: () => doshaMethodology(),
    httpCode: 200,
    summary: 'Doshas: manglik, kala sarpa, pitru, guru chandala, grahan, shrapit, kemadruma, sade sati',
    description:
      'Each dosha: present (null when the chart lacks a body the rule needs, with missing and reason), the rule ' +
      'text and its source, and the clauses that decided it (with the grahas). Manglik from the lagna, the Moon ' +
      "and Venus under every school (manglik_school picks the verdict), with B. V. Raman's exceptions marked " +
      'cancels or reduces; kala sarpa with partial, direction and the twelve kinds; kemadruma (BPHS 37) with its ' +
      'cancellations; sade sati and dhaiya at birth and on on_date. No severity: no classical rule grades these. ' +
      CHART_DOC,
  })
  dosha(@Body() body: DoshaBodyDto, @Ctx() ctx: RequestCtx): Promise<DoshaReply> {
    const req: DoshaRequest = { ...chartInput(body), manglik_school: body.manglik_school, on_date: body.on_date };
    return this.rpc.call(Contracts.jyotishDosha, plain(req), ctx);
  }

  @Route({
    post: 'shadbala',
    tier: 'public_compute',
    methodology: () => shadbalaMethodology(),
    httpCode: 200,
    summary: 'Shadbala: the six strengths and their parts, rupas, required minimum; bhava bala; harsha bala',
    description:
      'Per graha (Sun … Saturn), in virupas: sthana (uchcha, saptavargaja, ojayugma, kendradi, drekkana), dig, ' +
      'kala (nathonnatha, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), cheshta, naisargika and drik ' +
      'bala (BPHS 27 as worked by B. V. Raman; the methods are named in _meta.methodology.shadbala), the total in ' +
      'virupas and rupas, the required rupas and the ratio; the graha yuddhas (1 deg) with their yuddha bala; ' +
      'ishta and kashta phala; uccha rashmi; bhava bala of the twelve bhavas (bhavadhipati, dig, drishti); harsha ' +
      'bala (Tajika) and vimshopaka (16 vargas). Needs a birth (person): with placements (or a polar day without ' +
      'sunrise), available is false with the reason. ' +
      CHART_DOC,
  })
  shadbala(@Body() body: ChartInputBodyDto, @Ctx() ctx: RequestCtx): Promise<ShadbalaReply> {
    return this.rpc.call(Contracts.jyotishShadbala, chartInput(body), ctx);
  }
}
