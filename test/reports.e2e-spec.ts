/**
 * POST /reports/generate through the embedded gateway: the JSON natal report (its body schema, its facts
 * equal to the routes it gathers, every citation resolving), the PDF form (application/pdf, the methodology
 * fingerprint as a header, the planets' signs and degrees of the JSON in its text), and the 422s.
 * The values are checked against PyJHora in libs/jyotish/src/reports/natal.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolvePointer } from '@pj/jyotish';
import { useEmbeddedGateway } from './support/embedded';
import { validatorOf } from './support/response-schema';

const { post, base } = useEmbeddedGateway();

/** PyJHora's JHora comparison chart: 1996-12-07 10:34 IST, Chennai. */
const PERSON = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

async function postRaw(p: string, body: unknown, headers: Record<string, string> = {}) {
  const t0 = performance.now();
  const res = await fetch(base() + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()), ms: performance.now() - t0 };
}

describe('POST /reports/generate (embedded gateway)', () => {
  it('kind=natal: the report of the routes it gathers, its body schema, every citation resolving', async () => {
    const r = await post('/reports/generate?kind=natal', { person: PERSON, as_of: '2005-06-01' });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-svc-evaluation-tier')).toBe('public_extended');
    const { _meta, ...report } = r.body;
    const validate = validatorOf('POST /reports/generate');
    expect(validate(report) ? [] : validate.errors).toEqual([]);
    expect(_meta.methodology.report).toMatch(/^natal-report-1/);
    const chart = await post('/chart/calculate', { person: PERSON });
    expect(report.facts.chart.points).toEqual(chart.body.points);
    const shadbala = await post('/shadbala', { person: PERSON });
    expect(report.facts.shadbala.total_rupas).toEqual(shadbala.body.total_rupas);
    expect(report.facts.dasha.mahadasha.lord).toBe('rahu');
    expect(report.facts.dasha.antardasha.lord).toBe('mercury');
    let cites = 0;
    for (const s of report.sections)
      for (const st of s.statements)
        for (const c of st.cites) {
          expect({ c, resolves: resolvePointer(report, c) !== undefined }).toEqual({ c, resolves: true });
          cites++;
        }
    expect(cites).toBeGreaterThan(150);
  });

  it('format=pdf (and Accept: application/pdf): application/pdf with the fingerprint, the JSON planets in its text', async () => {
    const json = await post('/reports/generate?kind=natal', { person: PERSON, as_of: '2005-06-01' });
    const r = await postRaw('/reports/generate?kind=natal&format=pdf', { person: PERSON, as_of: '2005-06-01' });
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('application/pdf');
    expect(r.res.headers.get('x-methodology-fingerprint')).toMatch(/^[0-9a-f]{64}$/);
    expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-e2e-')), 'r.pdf');
    writeFileSync(file, r.bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const p of json.body.facts.chart.points as { name: string; sign: { name: string }; degree_in_sign: number }[])
      expect(text).toMatch(new RegExp(`${p.name}\\s+${p.sign.name}\\s+${p.degree_in_sign.toFixed(2)} deg`));
    expect(text).toContain(`Fingerprint: ${r.res.headers.get('x-methodology-fingerprint')}`);
    const accept = await postRaw('/reports/generate?kind=natal', { person: PERSON }, { accept: 'application/pdf' });
    expect(accept.res.headers.get('content-type')).toBe('application/pdf');
  });

  it('422s name the field and the rule', async () => {
    const noKind = await post('/reports/generate', { person: PERSON });
    expect(noKind.status).toBe(422);
    expect(noKind.body.detail).toContainEqual(expect.objectContaining({ loc: ['query', 'kind'] }));
    const badKind = await post('/reports/generate?kind=horoscope', { person: PERSON });
    expect(badKind.body.detail).toContainEqual(expect.objectContaining({ loc: ['query', 'kind'], type: 'enum' }));
    const badFormat = await post('/reports/generate?kind=natal&format=docx', { person: PERSON });
    expect(badFormat.body.detail).toContainEqual(expect.objectContaining({ loc: ['query', 'format'], type: 'enum' }));
    const badDate = await post('/reports/generate?kind=natal', { person: PERSON, as_of: '2005-02-30' });
    expect(badDate.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'as_of'], type: 'format' }));
    const noPerson = await post('/reports/generate?kind=natal', {});
    expect(noPerson.status).toBe(422);
    expect(JSON.stringify(noPerson.body.detail)).toContain('person');
  });
});
