import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Contracts, PrashnaBatchReply, PrashnaReply } from '@pj/contracts';
import { PRASHNA_BATCH_MAX, prashnaMethodology } from '@pj/jyotish';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { JyotishRoute, plain } from './jyotish.controller';
import { PrashnaBatchBodyDto, PrashnaBodyDto } from './prashna.dto';

const PRASHNA_DOC =
  'The chart of the moment and place of the question (`question_at`, the birth-data shape of CONTRACT \u00a73b; ' +
  '`chart` equals /chart/calculate for the same body), the prashna lagna (with `kp_number` 1\u2013249: the start ' +
  'of that KP division, the houses then whole-sign from it), the arudha of the question (A1 of the prashna ' +
  'chart), the lagna lord and the lord of the house of the matter (`karya_house`, default 7) with their Tajika ' +
  'aspect, and the classical yes/no indications, each with its rule, the facts read and its source: ' +
  'ithasala/ishrafa of the two lords (Tajika Neelakanthi, Prashna Tantra), the rising sign class (Prashna ' +
  'Marga), the Moon\u2019s house (Prashna Marga). A rule that states nothing for the facts answers null; no ' +
  'combined verdict is given.';

/** The prashna (horary) routes of issue 18: POST, public_compute. */
@ApiTags('jyotish')
@Controller()
export class PrashnaController {
  constructor(private readonly rpc: RpcGateway) {}

  @JyotishRoute('jyotish/prashna', () => prashnaMethodology(), {
    summary: 'Prashna (horary) chart: prashna lagna, KP number, arudha of the question, classical indications',
    description: PRASHNA_DOC,
  })
  prashna(@Body() body: PrashnaBodyDto, @Ctx() ctx: RequestCtx): Promise<PrashnaReply> {
    return this.rpc.call(Contracts.jyotishPrashna, plain(body), ctx);
  }

  @JyotishRoute('jyotish/prashna/batch', () => prashnaMethodology(), {
    summary: `Up to ${PRASHNA_BATCH_MAX} prashna questions in one call`,
    description:
      `\`questions\`: 1 to ${PRASHNA_BATCH_MAX} bodies of /jyotish/prashna, each validated (a bad item is a 422 ` +
      'naming body.questions.<i>.<field>); the answers in the order of the questions. ' +
      PRASHNA_DOC,
  })
  batch(@Body() body: PrashnaBatchBodyDto, @Ctx() ctx: RequestCtx): Promise<PrashnaBatchReply> {
    return this.rpc.call(Contracts.jyotishPrashnaBatch, plain(body), ctx);
  }
}
