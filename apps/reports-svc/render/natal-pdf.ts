/**
 * The natal report as PDF (pdfkit, vector): title, the rasi chart drawn North Indian (diamond, houses fixed,
 * signs numbered) and South Indian (4×4 grid, signs fixed), the planets' table, the report's statements by
 * section, the methodology fingerprint and the upstream credits. Rendered synchronously (pdfkit buffers its
 * output; read() drains it), so the packet stays a pure function of the report.
 */
import PDFDocument from 'pdfkit';
import type { NatalReportWire } from '@pj/jyotish';

export interface PdfCredit {
  readonly name: string;
  readonly detail: string;
}

export interface RenderedPdf {
  readonly bytes: Buffer;
  readonly pages: number;
}

/** Two-letter graha abbreviations (the usual chart notation). */
const ABBR: Readonly<Record<string, string>> = {
  sun: 'Su',
  moon: 'Mo',
  mars: 'Ma',
  mercury: 'Me',
  jupiter: 'Ju',
  venus: 'Ve',
  saturn: 'Sa',
  rahu: 'Ra',
  ketu: 'Ke',
  ascendant: 'As',
};

/** The standard PDF fonts encode WinAnsi only: transliteration marks dropped, anything else as '?'. */
export const pdfText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff]/g, '?');

/** Centres of the twelve houses of the North Indian diamond, as fractions of the square (house 1 top centre). */
const NORTH_CENTRES: readonly (readonly [number, number])[] = [
  [0.5, 0.27],
  [0.25, 0.1],
  [0.1, 0.27],
  [0.27, 0.5],
  [0.1, 0.73],
  [0.25, 0.9],
  [0.5, 0.73],
  [0.75, 0.9],
  [0.9, 0.73],
  [0.73, 0.5],
  [0.9, 0.27],
  [0.75, 0.1],
];

/** South Indian grid cell (row, column) of each sign, Aries (0) … Pisces (11); Pisces top left. */
const SOUTH_CELLS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 3],
  [2, 3],
  [3, 3],
  [3, 2],
  [3, 1],
  [3, 0],
  [2, 0],
  [1, 0],
  [0, 0],
];

type Doc = InstanceType<typeof PDFDocument>;
type Points = NatalReportWire['facts']['chart']['points'];

function occupantsBySign(points: Points): string[][] {
  const by: string[][] = Array.from({ length: 12 }, () => []);
  for (const p of points) by[p.sign.index].push(ABBR[p.key] ?? p.key);
  return by;
}

function northIndian(doc: Doc, points: Points, x: number, y: number, s: number): void {
  doc.lineWidth(0.8).rect(x, y, s, s).stroke();
  doc
    .moveTo(x, y)
    .lineTo(x + s, y + s)
    .stroke();
  doc
    .moveTo(x + s, y)
    .lineTo(x, y + s)
    .stroke();
  doc
    .moveTo(x + s / 2, y)
    .lineTo(x + s, y + s / 2)
    .lineTo(x + s / 2, y + s)
    .lineTo(x, y + s / 2)
    .closePath()
    .stroke();
  const lagna = points.find((p) => p.key === 'ascendant')?.sign.index ?? 0;
  const by = occupantsBySign(points);
  NORTH_CENTRES.forEach(([fx, fy], house) => {
    const sign = (lagna + house) % 12;
    const cx = x + fx * s;
    const cy = y + fy * s;
    doc
      .fontSize(7)
      .fillColor('#777')
      .text(String(sign + 1), cx - 10, cy - 12, { width: 20, align: 'center' });
    doc
      .fontSize(7)
      .fillColor('#000')
      .text(by[sign].join(' '), cx - 22, cy - 3, { width: 44, align: 'center' });
  });
  doc.fontSize(8).text('North Indian (houses fixed, sign numbers)', x, y + s + 4, { width: s, align: 'center' });
}

function southIndian(doc: Doc, points: Points, x: number, y: number, s: number): void {
  const c = s / 4;
  doc.lineWidth(0.8);
  for (let i = 0; i <= 4; i++) {
    const inner = i === 2;
    doc
      .moveTo(x, y + i * c)
      .lineTo(x + (inner ? c : s), y + i * c)
      .stroke();
    if (inner)
      doc
        .moveTo(x + 3 * c, y + i * c)
        .lineTo(x + s, y + i * c)
        .stroke();
    doc
      .moveTo(x + i * c, y)
      .lineTo(x + i * c, y + (inner ? c : s))
      .stroke();
    if (inner)
      doc
        .moveTo(x + i * c, y + 3 * c)
        .lineTo(x + i * c, y + s)
        .stroke();
  }
  const lagna = points.find((p) => p.key === 'ascendant')?.sign.index ?? -1;
  const by = occupantsBySign(points);
  SOUTH_CELLS.forEach(([row, col], sign) => {
    const cx = x + col * c;
    const cy = y + row * c;
    if (sign === lagna)
      doc
        .moveTo(cx, cy + 10)
        .lineTo(cx + 10, cy)
        .stroke();
    doc
      .fontSize(6)
      .fillColor('#777')
      .text(String(sign + 1), cx + c - 12, cy + 2, { width: 10, align: 'right' });
    doc
      .fontSize(7)
      .fillColor('#000')
      .text(by[sign].join(' '), cx + 3, cy + c / 2 - 4, { width: c - 6, align: 'center' });
  });
  doc.fontSize(8).text('South Indian (signs fixed, lagna marked)', x, y + s + 4, { width: s, align: 'center' });
}

function table(doc: Doc, rows: readonly (readonly string[])[], widths: readonly number[]): void {
  const x0 = doc.page.margins.left;
  for (const [r, row] of rows.entries()) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 14) doc.addPage();
    const y = doc.y;
    let x = x0;
    doc.font(r === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    row.forEach((cell, i) => {
      doc.text(pdfText(cell), x, y, { width: widths[i] - 4, lineBreak: false });
      x += widths[i];
    });
    doc.x = x0;
    doc.y = y + 12;
  }
  doc.font('Helvetica');
}

function heading(doc: Doc, text: string): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(pdfText(text)).font('Helvetica').moveDown(0.3);
}

/** Renders the report; `fingerprint` is the envelope's methodology fingerprint, `credits` its upstream sources. */
export function renderNatalPdf(
  report: NatalReportWire,
  fingerprint: string,
  methodology: Readonly<Record<string, string>>,
  credits: readonly PdfCredit[],
): RenderedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: true,
    // fixed metadata: the same report renders to the same bytes
    info: { Title: 'Natal report', Producer: 'pdfkit', Creator: 'reports-svc', CreationDate: new Date(0) },
  });
  const p = report.person;
  doc.font('Helvetica-Bold').fontSize(18).text('Natal report');
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(pdfText(`${p.name ?? 'Birth'}: ${p.instant} (UTC ${p.instant_utc}), ${p.place.lat}, ${p.place.lng}`))
    .text(
      pdfText(
        `Settings: ${Object.entries(report.settings)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      ),
    )
    .text(`Report date (running dasha): ${report.as_of}`);
  const top = doc.y + 10;
  const size = 220;
  northIndian(doc, report.facts.chart.points, 48, top, size);
  southIndian(doc, report.facts.chart.points, 48 + size + 40, top, size);
  doc.x = 48;
  doc.y = top + size + 24;
  heading(doc, 'Planets');
  table(
    doc,
    [
      ['Point', 'Sign', 'Degree', 'Nakshatra', 'Pada', 'House', 'Retro', 'Dignity'],
      ...report.facts.chart.points.map((pt) => [
        pt.name,
        pt.sign.name,
        `${pt.degree_in_sign.toFixed(2)} deg`,
        pt.nakshatra.name,
        String(pt.pada),
        String(pt.house),
        pt.retrograde ? 'R' : '',
        pt.dignity?.status ?? '',
      ]),
    ],
    [70, 70, 60, 80, 35, 40, 35, 90],
  );
  for (const section of report.sections) {
    if (section.key === 'chart') continue;
    heading(doc, section.title);
    doc.fontSize(8.5);
    for (const st of section.statements) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
      doc.text(pdfText(st.text), { paragraphGap: 2 });
    }
  }
  heading(doc, 'Methodology');
  doc.fontSize(8).text(`Fingerprint: ${fingerprint}`);
  for (const [k, v] of Object.entries(methodology)) doc.text(pdfText(`${k}: ${v}`), { paragraphGap: 1 });
  heading(doc, 'Credits');
  doc.fontSize(8);
  for (const c of credits) doc.text(pdfText(`${c.name}: ${c.detail}`), { paragraphGap: 1 });
  doc.end();
  const chunks: Buffer[] = [];
  for (let c = doc.read() as Buffer | null; c !== null; c = doc.read() as Buffer | null) chunks.push(c);
  const bytes = Buffer.concat(chunks);
  return { bytes, pages: countPages(bytes) };
}

/** Page objects in a PDF (pdfkit writes them uncompressed). */
export function countPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}
