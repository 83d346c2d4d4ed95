import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Contracts, YogasReply } from '@pj/contracts';
import { YOGA_CATALOGUE, yogasMethodology, YogasRequest } from '@pj/jyotish';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { YogasBodyDto } from './judgement.dto';

/** The request as plain JSON (no undefined fields), the same in both transports. */
const yogasRequest = (b: YogasBodyDto): YogasRequest =>
  JSON.parse(JSON.stringify({ person: b.person, placements: b.placements, includeAbsent: b.include_absent ?? false }));

const YOGAS_DOC =
  `The yoga catalogue (${YOGA_CATALOGUE.length} yogas: pancha mahapurusha, chandra and surya yogas with the ` +
  'kemadruma cancellations, the 32 nabhasa yogas, raja, dharma-karmadhipati and dhana lord pairs, parivartana, ' +
  'viparita raja, neecha bhanga and named yogas) evaluated on the rasi chart of a birth or of sign placements. ' +
  '`present` lists each yoga found with the grahas and houses that satisfy it, the rule in words, its classical ' +
  'source and any cancellation that holds (`cancelled`); `raja_yoga_pairs` lists the associated kendra and trikona ' +
  'lords; `undetermined` the yogas whose rule needs a body the placements leave out; with include_absent=true, ' +
  '`absent` gives each other yoga with the clause that failed.';

@ApiTags('jyotish')
@Controller()
export class JudgementYogasController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    post: 'yogas',
    tier: 'public_compute',
    methodology: () => yogasMethodology(),
    httpCode: 200,
    summary: 'Yogas of a chart, each with the rule, grahas and houses that decided it',
    description: YOGAS_DOC,
  })
  yogas(@Body() body: YogasBodyDto, @Ctx() ctx: RequestCtx): Promise<YogasReply> {
    return this.rpc.call(Contracts.jyotishYogas, yogasRequest(body), ctx);
  }
}
