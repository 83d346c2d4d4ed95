import { natalReportPacket } from '@pj/jyotish';
import { useCluster } from './support/cluster';

/**
 * POST /reports/generate in distributed mode: gateway and reports-svc as processes over NATS (TEST_NATS_URL;
 * needs `npm run build`), reports-svc in its own queue group. The JSON body is the library's packet for the
 * same request computed here; the PDF arrives as application/pdf (its text is checked in the embedded e2e).
 */
const { post, base, serviceInstanceId } = useCluster();

const PERSON = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

describe('reports over NATS', () => {
  it('kind=natal is answered by reports-svc with the library packet', async () => {
    const r = await post('/reports/generate?kind=natal', { person: PERSON, as_of: '2005-06-01' });
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`reports-svc/${serviceInstanceId}`);
    const { _meta, ...wire } = r.body;
    const expected = natalReportPacket({ kind: 'natal', person: PERSON, as_of: '2005-06-01' });
    expect(wire).toEqual(JSON.parse(JSON.stringify(expected.body)));
    expect(_meta.methodology.report).toBe(expected.methodology.report);
  });

  it('format=pdf is a PDF from reports-svc, with the methodology fingerprint header', async () => {
    const res = await fetch(`${base()}/reports/generate?kind=natal&format=pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ person: PERSON, as_of: '2005-06-01' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-methodology-fingerprint')).toMatch(/^[0-9a-f]{64}$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a missing kind is a 422 naming query.kind', async () => {
    const r = await post('/reports/generate', { person: PERSON });
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc: ['query', 'kind'] }));
  });
});
