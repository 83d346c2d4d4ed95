import { ashtakavargaPacket, doshaPacket, Packet, shadbalaPacket } from '@pj/jyotish';
import { useCluster } from './support/cluster';

/**
 * The judgement routes of issue 17 part 1 in distributed mode: gateway and jyotish-svc as processes over NATS
 * (TEST_NATS_URL; needs `npm run build`). Each body is the library's packet for the same request computed in
 * this process (the values themselves are checked in the golden specs).
 */
const { post, serviceInstanceId } = useCluster();

const PERSON = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };
const PLACEMENTS = { sun: 'Gemini', moon: 'Pisces', mars: 'Gemini', mercury: 'Gemini', jupiter: 'Leo' };

const ROUTES: [string, Record<string, unknown>, (req: any) => Packet<object>][] = [
  ['/ashtakavarga', { person: PERSON }, ashtakavargaPacket],
  ['/ashtakavarga', { placements: PLACEMENTS }, ashtakavargaPacket],
  ['/dosha', { person: PERSON, on_date: '2024-06-01', manglik_school: 'inclusive' }, doshaPacket],
  ['/dosha', { placements: PLACEMENTS }, doshaPacket],
  ['/shadbala', { person: PERSON }, shadbalaPacket],
  // a graha yuddha (Venus and Saturn, cases.json pyjhora-graha-yuddha-2014)
  [
    '/shadbala',
    { person: { date: '2014-11-13', time: '06:26:00', lat: 12.983333, lng: 77.583333, utc_offset: '+05:30' } },
    shadbalaPacket,
  ],
];

describe('judgement routes over NATS', () => {
  it.each(ROUTES)('POST %s %j is answered by jyotish-svc with the library packet', async (path, body, packet) => {
    const r = await post(path, body);
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    const { _meta, ...wire } = r.body;
    expect(wire).toEqual(JSON.parse(JSON.stringify(packet(body).body)));
  });

  it('a bad placement crosses NATS as a 422 naming the field', async () => {
    const r = await post('/dosha', { placements: { sun: { sign: 'Aries', longitude: 195 } } });
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'placements', 'sun', 'longitude'], type: 'sign' }),
    );
  });
});
