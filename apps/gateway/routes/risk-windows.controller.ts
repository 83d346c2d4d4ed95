import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Contracts, RiskWindowsReply } from '@pj/contracts';
import { RISK_RANGE_MAX_DAYS, riskWindowsMethodology } from '@pj/jyotish';
import { validationError } from '@pj/envelope';
import { DateTime } from 'luxon';
import { ContractHttpException } from '../http/contract-exception';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { JyotishRoute, plain } from './jyotish.controller';
import { PersonBodyDto } from './jyotish.dto';
import { RiskWindowsQueryDto } from './risk-windows.dto';

/** /health/risk-windows (issue 18): POST, public_compute; query from/to/min_indicators, body {"person": …}. */
@ApiTags('jyotish')
@Controller()
export class RiskWindowsController {
  constructor(private readonly rpc: RpcGateway) {}

  @JyotishRoute('health/risk-windows', () => riskWindowsMethodology(), {
    summary: 'Astrological health risk windows in a date range (not medical advice)',
    description:
      `Query from, to (local dates, at most ${RISK_RANGE_MAX_DAYS} days apart) and min_indicators; body {"person": ` +
      'birth data}. The spans in which classical indicators coincide: Vimshottari maha/antar dashas of the lords ' +
      'of the 6th, 8th, 12th or the marakas (2nd, 7th), Saturn over the natal Moon (sade sati) or the lagna sign, ' +
      'Rahu over the natal Moon\u2019s or the lagna\u2019s sign, eclipses in those signs; every indicator with its ' +
      'instants, detail and source, every window with its indicators. The body says plainly that these are ' +
      'astrological indications, not medical advice.',
  })
  riskWindows(
    @Query() q: RiskWindowsQueryDto,
    @Body() body: PersonBodyDto,
    @Ctx() ctx: RequestCtx,
  ): Promise<RiskWindowsReply> {
    const days = DateTime.fromISO(q.to).diff(DateTime.fromISO(q.from), 'days').days;
    if (days < 0 || days >= RISK_RANGE_MAX_DAYS) {
      const msg = `to must be on or after from and at most ${RISK_RANGE_MAX_DAYS} days after it`;
      throw new ContractHttpException(422, validationError([{ loc: ['query', 'to'], msg, type: 'range' }]));
    }
    const req = plain({ person: body.person, from: q.from, to: q.to, min_indicators: q.min_indicators });
    return this.rpc.call(Contracts.jyotishRiskWindows, req, ctx);
  }
}
