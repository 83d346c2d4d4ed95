import { gunmilanPacket } from '@pj/jyotish';
import { useCluster } from './support/cluster';

/**
 * The matching routes in distributed mode: gateway and jyotish-svc as processes over NATS
 * (TEST_NATS_URL; needs `npm run build`).
 */
const { post, serviceInstanceId } = useCluster();

const PAIR = {
  bride: { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' },
  groom: { date: '1993-04-21', time: '06:15:00', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' },
};

describe('matching over NATS', () => {
  it('POST /matching/gunmilan is answered by jyotish-svc with the library packet', async () => {
    const r = await post('/matching/gunmilan', PAIR);
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    const { _meta, ...body } = r.body;
    expect(body).toEqual(JSON.parse(JSON.stringify(gunmilanPacket(PAIR).body)));
  });

  it('POST /compatibility/advanced: a bride birth error crosses NATS as a 422 naming bride.time', async () => {
    const bride = { date: '2024-03-10', time: '02:30', lat: 40.71, lng: -74.0, tz: 'America/New_York' };
    const r = await post('/compatibility/advanced', { ...PAIR, bride });
    expect(r.status).toBe(422);
    expect(r.body.detail[0]).toMatchObject({ loc: ['body', 'bride', 'time'], type: 'dst_gap' });
  });
});
