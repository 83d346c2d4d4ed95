import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AshtakavargaReply, Contracts } from '@pj/contracts';
import { ashtakavargaMethodology, ChartInputRequest } from '@pj/jyotish';
import { ContractErrors } from '../http/openapi-responses';
import { Endpoint } from '../http/policy';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { ChartInputBodyDto } from './judgement.dto';

/** The body as plain JSON (drops undefined fields, so the payload is the same in both transports). */
const chartInput = (body: ChartInputBodyDto): ChartInputRequest =>
  JSON.parse(JSON.stringify({ person: body.person, placements: body.placements })) as ChartInputRequest;

const CHART_DOC =
  'Body: {"person": birth data} (the chart is computed) or {"placements": {"sun": "Libra", …}} (signs as given, ' +
  'longitude optional; no consistency check). The body echoes the chart judged under `chart`.';

@ApiTags('jyotish')
@Controller()
export class JudgementController {
  constructor(private readonly rpc: RpcGateway) {}

  @Post('ashtakavarga')
  @HttpCode(200)
  @Endpoint('public_compute', () => ashtakavargaMethodology())
  @ApiOperation({
    summary: 'Ashtakavarga: bhinna and sarva ashtakavarga, prastara, shodhana, shodhya pinda',
    description:
      'Bhinnashtakavarga of the seven grahas and the lagna (BPHS ch. 66 bindu tables as P.V.R. Narasimha Rao uses ' +
      'them; table_variants lists the cells where classical sources differ), sarvashtakavarga (the seven, total 337), ' +
      'prastara (who gave each bindu), trikona and ekadhipatya shodhana (BPHS ch. 68) and rasi, graha and shodhya ' +
      'pinda (BPHS ch. 69). Rows run Mesha … Meena. Needs the signs of the seven grahas and the ascendant. ' +
      CHART_DOC,
  })
  @ContractErrors()
  ashtakavarga(@Body() body: ChartInputBodyDto, @Ctx() ctx: RequestCtx): Promise<AshtakavargaReply> {
    return this.rpc.call(Contracts.jyotishAshtakavarga, chartInput(body), ctx);
  }
}
