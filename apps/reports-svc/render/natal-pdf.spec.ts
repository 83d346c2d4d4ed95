/**
 * The natal report PDF: its text (pdftotext, poppler) states the planets' signs and degrees of the JSON
 * report, which equal PyJHora's record for the JHora comparison chart (see libs/jyotish/src/reports);
 * page 1 renders (pdftoppm) to a PNG with ink on it: the two charts' lines and the text.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withFingerprint } from '@pj/envelope';
import { natalReportPacket } from '@pj/jyotish';
import { natalReportPdfPacket } from './natal-pdf.packet';
import { pdfText } from './natal-pdf';

// png-js (a pdfkit dependency) decodes the rendered page; it ships no types
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PNG = require('png-js') as new (data: Buffer) => {
  width: number;
  height: number;
  decode(fn: (pixels: Buffer) => void): void;
};

const PERSON = {
  date: '1996-12-07',
  time: '10:34:00',
  lat: 13.0878,
  lng: 80.2785,
  utc_offset: '+05:30',
  position_model: 'true_geometric' as const,
};
/** PyJHora's record pyjhora-own-d1-positions (test/fixtures/golden/reports): sign and degree in sign. */
const PYJHORA: Record<string, [string, number]> = {
  ascendant: ['Makara', 22.45],
  sun: ['Vrishchika', 21.57],
  moon: ['Tula', 6.96],
  mars: ['Simha', 25.54],
  mercury: ['Dhanu', 9.94],
  jupiter: ['Dhanu', 25.83],
  venus: ['Tula', 23.72],
  saturn: ['Meena', 6.81],
  rahu: ['Kanya', 10.55],
  ketu: ['Meena', 10.55],
};

describe('natal report PDF', () => {
  const req = { kind: 'natal' as const, person: PERSON, as_of: '2005-06-01' };
  const json = natalReportPacket(req).body;
  const pdf = natalReportPdfPacket(req);
  const dir = mkdtempSync(path.join(tmpdir(), 'natal-pdf-'));
  const file = path.join(dir, 'report.pdf');
  writeFileSync(file, Buffer.from(pdf.body.pdf_base64, 'base64'));

  it('is a PDF whose page count and size the body states', () => {
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.body.bytes).toBe(bytes.length);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(pdf.body.pages);
    expect(pdf.body.pages).toBeGreaterThanOrEqual(2);
  });

  it('is byte-stable: the same report renders to the same bytes (fixed dates, file id from them)', () => {
    expect(natalReportPdfPacket(req).body.pdf_base64).toBe(pdf.body.pdf_base64);
  });

  it('its text states each planet with the sign and degree of the JSON report (= PyJHora within 0.01°)', () => {
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const lines = text.split('\n');
    for (const p of json.facts.chart.points) {
      const row = lines.find((l) => new RegExp(`^\\s*${p.name}\\s+${p.sign.name}\\s`).test(l));
      expect({ key: p.key, row: row !== undefined }).toEqual({ key: p.key, row: true });
      const degree = Number(/\s(\d+\.\d\d) deg\s/.exec(row ?? '')?.[1]);
      expect(degree).toBe(Number(p.degree_in_sign.toFixed(2)));
      const [sign, deg] = PYJHORA[p.key];
      expect(p.sign.name).toBe(sign);
      expect(Math.abs(degree - deg)).toBeLessThanOrEqual(0.011);
    }
    expect(text).toContain(`Fingerprint: ${withFingerprint(pdf.methodology).fingerprint}`);
    expect(text).toContain('Swiss Ephemeris');
    expect(text).toContain('North Indian');
    expect(text).toContain('South Indian');
    // the statements of the JSON report, as printed (first of the dasha section)
    const dasha = json.sections.find((s) => s.key === 'dasha')?.statements[1].text ?? '';
    expect(text.replace(/\s+/g, ' ')).toContain(pdfText(dasha).slice(0, 40));
  });

  it('page 1 renders at 50 dpi to a PNG that is not blank', async () => {
    execFileSync('pdftoppm', ['-r', '50', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const png = path.join(dir, 'page-1.png');
    expect(existsSync(png)).toBe(true);
    const image = new PNG(readFileSync(png));
    expect(image.width).toBe(414); // A4 at 50 dpi: 8.27 in, rounded up
    const pixels = await new Promise<Buffer>((resolve) => image.decode(resolve));
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] < 384) dark++;
    const share = dark / (image.width * image.height);
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.5);
  });
});
