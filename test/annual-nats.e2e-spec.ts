import { muddaDashaPacket, munthaPacket, Packet, tajikaYogasPacket, varshaphalaPacket } from '@pj/jyotish';
import { useCluster } from './support/cluster';

/**
 * The annual (Tajika) routes of issue 18 in distributed mode: gateway and jyotish-svc as processes over NATS
 * (TEST_NATS_URL; needs `npm run build`). Each body is the library's packet for the same request computed in
 * this process (the values themselves are checked in annual.golden.spec.ts and annual.e2e-spec.ts).
 */
const { post, serviceInstanceId } = useCluster();

/** P.V.R. Narasimha Rao's Chart 18 native; PyJHora's JHora comparison chart. */
const CHART_18 = { date: '1972-06-01', time: '04:16:00', lat: 16.25, lng: 81.2, utc_offset: '+05:30' };
const OWN = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

const ROUTES: [string, Record<string, unknown>, (req: any) => Packet<object>][] = [
  ['/annual/varshaphala?year=1993', { person: CHART_18, year: 1993 }, varshaphalaPacket],
  ['/annual/varshaphala?year=2024&pravesha=tithi', { person: OWN, year: 2024, pravesha: 'tithi' }, varshaphalaPacket],
  ['/annual/muntha?year=1993', { person: CHART_18, year: 1993 }, munthaPacket],
  [
    '/annual/mudda-dasha?year=1993&narayana_varga=9',
    { person: CHART_18, year: 1993, narayana_varga: 9 },
    muddaDashaPacket,
  ],
  ['/annual/tajika-yogas?year=2024', { person: OWN, year: 2024 }, tajikaYogasPacket],
];

describe('annual routes over NATS', () => {
  it.each(ROUTES)('POST %s is answered by jyotish-svc with the library packet', async (path, req, packet) => {
    const r = await post(path, { person: req.person });
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    const { _meta, ...wire } = r.body;
    expect(wire).toEqual(JSON.parse(JSON.stringify(packet(req).body)));
  });

  it('a year before the birth year is a 422 naming query.year', async () => {
    const r = await post('/annual/muntha?year=1971', { person: CHART_18 });
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc: ['query', 'year'], type: 'range' }));
  });
});
