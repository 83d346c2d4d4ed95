import { DEFAULT_LICENSE, withFingerprint } from '@pj/envelope';
import { NEVER_STOP, StopCheck } from '@pj/ephemeris';
import { NatalReportRequest, natalReportPacket, Packet, ReportPdfWire } from '@pj/jyotish';
import { renderNatalPdf } from './natal-pdf';

/** Upstream credits printed in every report PDF. */
export const PDF_CREDITS = [
  { name: 'Swiss Ephemeris', detail: DEFAULT_LICENSE.attribution },
  { name: 'PDFKit', detail: 'PDF rendering by PDFKit (MIT licence), https://pdfkit.org' },
  {
    name: 'Rules and sources',
    detail:
      'each yoga and dosha statement names its rule and classical or modern source, as the /yogas and /dosha routes',
  },
] as const;

/** The natal report rendered as PDF, with the JSON report's methodology (same fingerprint). */
export function natalReportPdfPacket(req: NatalReportRequest, stop: StopCheck = NEVER_STOP): Packet<ReportPdfWire> {
  const report = natalReportPacket(req, stop);
  const methodology = { ...report.methodology, report_format: 'pdf (pdfkit 0.20, A4, standard fonts)' };
  const fp = withFingerprint(methodology).fingerprint;
  const pdf = renderNatalPdf(report.body, fp, methodology, PDF_CREDITS);
  const body: ReportPdfWire = {
    content_type: 'application/pdf',
    filename: `natal-report-${report.body.person.date}.pdf`,
    pdf_base64: pdf.bytes.toString('base64'),
    pages: pdf.pages,
    bytes: pdf.bytes.length,
  };
  return { body, methodology };
}
