import { interpretationPacket } from '@pj/jyotish';
import { useCluster } from './support/cluster';

/**
 * POST /api/v1/jyotish/interpretation_packet in distributed mode: gateway and jyotish-svc as processes over NATS
 * (TEST_NATS_URL; needs `npm run build`). The body is the library's packet for the same request computed in this
 * process (the values are checked in libs/jyotish/src/interpretation/interpretation.spec.ts).
 */
const { post, serviceInstanceId } = useCluster();
const ROUTE = '/api/v1/jyotish/interpretation_packet';

/** PyJHora's JHora comparison chart; P.V.R. Narasimha Rao's Chart 18 native. */
const OWN = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };
const CHART_18 = { date: '1972-06-01', time: '04:16:00', lat: 16.25, lng: 81.2, utc_offset: '+05:30' };

describe('interpretation packet over NATS', () => {
  it.each([[{ person: OWN, at: '2000-01-01' }], [{ person: CHART_18 }]])(
    'POST %j is answered by jyotish-svc with the library packet',
    async (req) => {
      const r = await post(ROUTE, req);
      expect(r.status).toBe(200);
      expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
      const { _meta, ...wire } = r.body;
      expect(wire).toEqual(JSON.parse(JSON.stringify(interpretationPacket(req).body)));
    },
  );

  it('a bad at is a 422 naming body.at', async () => {
    const r = await post(ROUTE, { person: OWN, at: 'tomorrow' });
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'at'] }));
  });
});
