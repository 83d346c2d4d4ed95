import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Contracts, NatalReportReply } from '@pj/contracts';
import { jyotishMethodology, NatalReportRequest, NATAL_REPORT_VERSION } from '@pj/jyotish';
import { Ctx, RequestCtx } from '../http/request-context';
import { Route } from '../http/route';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { plain } from './jyotish.controller';
import { ReportBodyDto, ReportQueryDto } from './reports.dto';

/** The methodology named in the error envelopes of the report routes (the computed one travels in the reply). */
const reportsMethodology = () => ({ ...jyotishMethodology(), report: NATAL_REPORT_VERSION });

/** True when the caller asked for PDF: format=pdf, or no format and an Accept that names application/pdf first. */
function wantsPdf(q: ReportQueryDto, req: FastifyRequest): boolean {
  if (q.format !== undefined) return q.format === 'pdf';
  const accept = String(req.headers.accept ?? '');
  return /^\s*application\/pdf\b/i.test(accept);
}

/** The reports of issue 20: computed in reports-svc only (NATS queue group; embedded, its process pool). */
@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly rpc: RpcGateway) {}

  @ApiProduces('application/json', 'application/pdf')
  @Route({
    post: 'reports/generate',
    httpCode: 200,
    tier: 'public_extended',
    methodology: reportsMethodology,
    summary: 'Natal report from computed facts only, every statement citing its fields; JSON or PDF',
    description:
      'Query kind=natal and format (json | pdf; or Accept: application/pdf); body {"person": birth data, "as_of": ' +
      'date}. The report gathers the computed values of /chart/calculate (points, houses), /divisional (D9 and ' +
      'vimshopaka), /dasha/vimshottari (balance at birth, the mahadasha and antardasha running at 12:00 UTC of ' +
      'as_of), /yogas (present ones, with rule and source), /dosha and /shadbala (total, required, ratio) under ' +
      '`facts`; `sections` hold statements, each with `cites`: JSON Pointers (RFC 6901) into this body naming ' +
      'the fields it states. format=pdf answers application/pdf: the same report with the chart drawn North and ' +
      'South Indian, the planets table, the methodology fingerprint (also the X-Methodology-Fingerprint header) ' +
      'and the upstream credits. Computed in reports-svc only; when its pool is busy, 503 capacity_saturated.',
  })
  async generate(
    @Query() q: ReportQueryDto,
    @Body() body: ReportBodyDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<NatalReportReply | Buffer> {
    const request: NatalReportRequest = plain({ kind: q.kind, person: body.person, as_of: body.as_of });
    if (!wantsPdf(q, req)) return this.rpc.call(Contracts.reportsGenerate, request, ctx);
    const reply = await this.rpc.call(Contracts.reportsGeneratePdf, request, ctx);
    // set only on success: errors stay JSON with _meta (CONTRACT §4); the fingerprint travels as a header
    void res.header('content-type', reply.content_type);
    void res.header('content-disposition', `inline; filename="${reply.filename}"`);
    const fp = reply._meta.methodology.fingerprint;
    if (fp) void res.header('x-methodology-fingerprint', fp);
    return Buffer.from(reply.pdf_base64, 'base64');
  }
}
