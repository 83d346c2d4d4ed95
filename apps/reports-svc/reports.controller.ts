import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { natalReportPacket } from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';
import { natalReportPdfPacket } from './render/natal-pdf.packet';

/** Reports (issue 20): served only by reports-svc (its own queue group; embedded, its process pool). */
@Controller()
export class ReportsController extends PacketController({
  generate: packetHandler(Contracts.reportsGenerate, natalReportPacket),
  generatePdf: packetHandler(Contracts.reportsGeneratePdf, natalReportPdfPacket),
}) {}
