import { yogasPacket } from '@pj/jyotish';
import { useCluster } from './support/cluster';

/**
 * POST /yogas in distributed mode: gateway and services as processes over NATS (TEST_NATS_URL; needs
 * `npm run build`). The body jyotish-svc returns equals the library's packet computed in this process
 * (values are checked against the references in yogas.golden.spec.ts and judgement-yogas.e2e-spec.ts).
 */
const { post: postTo, serviceInstanceId } = useCluster();
const post = (body: unknown) => postTo('/yogas', body);

const PERSON = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

describe('POST /yogas over NATS', () => {
  it.each([
    ['a birth', { person: PERSON }, { person: PERSON, includeAbsent: false }],
    [
      'placements with include_absent',
      { placements: { sun: 'Aries', moon: 'Taurus', ascendant: 'Leo' }, include_absent: true },
      { placements: { sun: 'Aries', moon: 'Taurus', ascendant: 'Leo' }, includeAbsent: true },
    ],
  ])('%s: answered by jyotish-svc, body = the library packet computed here', async (_label, body, request) => {
    const r = await post(body);
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    const { _meta, ...got } = r.body;
    const want = yogasPacket(request);
    expect(got).toEqual(JSON.parse(JSON.stringify(want.body)));
    expect(_meta.methodology).toMatchObject(want.methodology);
  });

  it('a placement the domain refuses crosses NATS as a 422 naming the field', async () => {
    const r = await post({ placements: { moon: { sign: 'Aries', longitude: 100 } } });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'placements', 'moon', 'longitude'] })]);
  });
});
