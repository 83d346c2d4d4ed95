import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Contracts, InterpretationReply } from '@pj/contracts';
import { interpretationMethodology } from '@pj/jyotish';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { InterpretationBodyDto } from './interpretation.dto';
import { JyotishRoute, plain } from './jyotish.controller';

/** The interpretation packet of issue 18: POST, public_compute. */
@ApiTags('jyotish')
@Controller()
export class InterpretationController {
  constructor(private readonly rpc: RpcGateway) {}

  @JyotishRoute('api/v1/jyotish/interpretation_packet', () => interpretationMethodology(), {
    summary: 'Interpretation packet: the facts of a chart per house, each with its field and classical source',
    description:
      'Body {"person": birth data, "at"?: YYYY-MM-DD}. Per house (1\u201312, whole signs from the lagna): sign; lord ' +
      'with its house, sign and dignity; occupants; graha drishti received (BPHS 26: all the 7th, Mars 4/8, ' +
      'Jupiter 5/9, Saturn 3/10; nodes the 7th); the bhava bala row of /shadbala; the present yogas (/yogas) whose ' +
      'grahas occupy the house or whose rule names it; the present doshas (/dosha, on_date = at) whose grahas ' +
      'occupy it; the Vimshottari maha- and antardasha lords at `at` (else at birth) that rule, occupy or aspect ' +
      'it. `statements` lists each fact with kind, value, field (its JSON path in this body) and source. Facts ' +
      'only: no prose, no predictions.',
  })
  interpretation(@Body() body: InterpretationBodyDto, @Ctx() ctx: RequestCtx): Promise<InterpretationReply> {
    return this.rpc.call(Contracts.jyotishInterpretationPacket, plain({ person: body.person, at: body.at }), ctx);
  }
}
