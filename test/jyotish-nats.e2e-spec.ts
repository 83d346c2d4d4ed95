import {
  arudhaPacket,
  argalaPacket,
  ashtottariPacket,
  bhavChalitPacket,
  bundlePacket,
  careerD10Packet,
  charaDashaPacket,
  chartPacket,
  dashaSystemPacket,
  divisionalPacket,
  domainPackPacket,
  housesPacket,
  jaiminiPacket,
  kalachakraDashaPacket,
  narayanaDashaPacket,
  Packet,
  sarvatobhadraPacket,
  specialLagnasPacket,
  transitPacket,
  upagrahaPacket,
  vimshottariPacket,
  yoginiPacket,
} from '@pj/jyotish';
import { useCluster } from './support/cluster';

/**
 * The jyotish routes in distributed mode: gateway and services as processes over NATS
 * (TEST_NATS_URL; needs `npm run build`). Values: PyJHora's JHora comparison chart.
 */
const { get, post, serviceInstanceId } = useCluster();

const PERSON = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

describe('jyotish over NATS', () => {
  it('POST /jyotish/bundle is answered by jyotish-svc: ascendant 292.45° (PyJHora ±1′), 16 vargas, D9 Sun Capricorn', async () => {
    const r = await post('/jyotish/bundle', { person: PERSON });
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    const asc = r.body.points.find((p: { key: string }) => p.key === 'ascendant');
    expect(Math.abs(asc.longitude - 292.45)).toBeLessThan(1 / 60);
    expect(r.body.vargas).toHaveLength(16);
    const d9 = r.body.vargas.find((v: { varga: string }) => v.varga === 'D9');
    expect(d9.points.find((p: { key: string }) => p.key === 'sun').sign.name).toBe('Makara');
  });

  it('a service-side input error (DST gap) crosses NATS as a 422', async () => {
    const r = await post('/chart/calculate', {
      person: { date: '2024-03-10', time: '02:30', lat: 40.71, lng: -74.0, tz: 'America/New_York' },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail[0]).toMatchObject({ loc: ['body', 'person', 'time'], type: 'dst_gap' });
  });

  it('POST /dasha/kalachakra is answered by jyotish-svc: Taurus balance then Gemini (PyJHora signs), paramayus 100', async () => {
    const r = await post('/dasha/kalachakra', { person: PERSON, dasha_year: 'sidereal' });
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    expect(r.body.paramayus).toBe(100);
    expect(r.body.periods.slice(0, 2).map((p: { sign: { name: string } }) => p.sign.name)).toEqual([
      'Vrishabha',
      'Mithuna',
    ]);
  });

  it('person.position_model true_geometric crosses NATS: Gemini mahadasha within 1 day of PyJHora 2011-02-24 16:12:19 (apparent: 51 h); body = the library packet', async () => {
    const body = { person: { ...PERSON, position_model: 'true_geometric' }, dasha_year: 'sidereal' };
    const r = await post('/dasha/kalachakra', body);
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    const gemini = r.body.periods[1];
    expect(gemini.sign.name).toBe('Mithuna');
    expect(Math.abs(Date.parse(gemini.start) - Date.parse('2011-02-24T16:12:19+05:30'))).toBeLessThan(86_400_000);
    const { _meta, ...got } = r.body;
    const want = kalachakraDashaPacket(JSON.parse(JSON.stringify(body)));
    expect(got).toEqual(JSON.parse(JSON.stringify(want.body)));
    expect(_meta.methodology).toMatchObject(want.methodology);
    expect(_meta.methodology.positions).toMatch(/SEFLG_TRUEPOS/);
  });

  it('POST /dasha: a system-specific rule (tribhagi on naisargika) refused by jyotish-svc crosses NATS as a 422 naming the field', async () => {
    const r = await post('/dasha', { person: PERSON, system: 'naisargika', tribhagi: true });
    expect(r.status).toBe(422);
    expect(r.body.detail[0]).toMatchObject({ loc: ['body', 'tribhagi'] });
    expect(r.body.detail[0].msg).toMatch(/vimshottari/);
  });

  it('POST /sarvatobhadra is answered by jyotish-svc: Saturn in Shatabhisha on 2024-01-01 hits the janma nakshatra Swati', async () => {
    const r = await post('/sarvatobhadra', { person: PERSON, transit_date: '2024-01-01' });
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    const sat = r.body.vedha.find((v: { graha: string }) => v.graha === 'saturn');
    expect(sat.nakshatra.name).toBe('Shatabhisha');
    expect(sat.natal_hits).toEqual(
      expect.arrayContaining([expect.objectContaining({ target: 'janma_nakshatra', line: 'south' })]),
    );
  });
});

/**
 * Every jyotish route of issue 7 over NATS: the body jyotish-svc returns through the gateway equals
 * the library's packet for the same request computed in this process (values are checked against
 * the references in the embedded and library tests), and the OpenAPI document lists exactly these
 * POST routes under the jyotish tag.
 */
describe('all jyotish routes over NATS', () => {
  const P = { person: { ...PERSON, house_system: 'placidus' as const } };
  const ROUTES: [string, Record<string, unknown>, (req: any) => Packet][] = [
    ['/chart/calculate', P, chartPacket],
    ['/houses', { person: { ...PERSON, house_system: 'kp' } }, housesPacket],
    ['/bhav-chalit', P, bhavChalitPacket],
    ['/divisional', { ...P, vargas: [9, 60] }, divisionalPacket],
    ['/career/d10', P, careerD10Packet],
    ['/varga/domain-pack', { ...P, domains: ['marriage', 'career'] }, domainPackPacket],
    ['/dasha-timeline', { ...P, levels: 3, dasha_year: 'sidereal' }, vimshottariPacket],
    ['/dasha/yogini', { ...P, levels: 2 }, yoginiPacket],
    ['/dasha/ashtottari', { ...P, levels: 2 }, ashtottariPacket],
    ['/dasha/chara', P, charaDashaPacket],
    ['/dasha/narayana', P, narayanaDashaPacket],
    ['/dasha/kalachakra', P, kalachakraDashaPacket],
    ['/dasha', { ...P, system: 'shodasottari', levels: 3, dasha_year: 'sidereal' }, dashaSystemPacket],
    ['/dasha', { ...P, system: 'shoola', levels: 2, varga: 9 }, dashaSystemPacket],
    ['/jaimini/profile', { ...P, karakas: 7 }, jaiminiPacket],
    ['/arudha/all', { ...P, varga: 16 }, arudhaPacket],
    ['/argala', P, argalaPacket],
    ['/special-lagnas', P, specialLagnasPacket],
    ['/upagraha', P, upagrahaPacket],
    ['/sarvatobhadra', { ...P, transit_date: '2024-01-01' }, sarvatobhadraPacket],
    ['/transit', { ...P, date: '2024-01-01', time: '06:00' }, transitPacket],
    ['/jyotish/bundle', { ...P, dasha_year: 'savana' }, bundlePacket],
  ];

  /** The judgement and matching routes of issue 17, tagged jyotish too; tested in their own specs. */
  const JUDGEMENT_ROUTES = [
    '/yogas',
    '/ashtakavarga',
    '/dosha',
    '/shadbala',
    '/matching/gunmilan',
    '/compatibility/advanced',
  ];
  /** Jyotish routes whose NATS specs are their own (annual-, interpretation-, prashna-nats). */
  const OWN_SPEC_ROUTES = [
    '/annual/varshaphala',
    '/annual/muntha',
    '/annual/mudda-dasha',
    '/annual/tajika-yogas',
    '/api/v1/jyotish/interpretation_packet',
    '/jyotish/prashna',
    '/jyotish/prashna/batch',
    '/health/risk-windows',
  ];

  it('the OpenAPI document lists exactly these POST routes, the judgement ones and those of the other jyotish specs', async () => {
    const doc = (await get('/api-docs/openapi.json')).body as {
      paths: Record<string, { post?: { tags?: string[] } }>;
    };
    const listed = Object.entries(doc.paths)
      .filter(([, ops]) => ops.post?.tags?.includes('jyotish'))
      .map(([p]) => p)
      .sort();
    expect(listed).toEqual([...new Set(ROUTES.map(([p]) => p)), ...JUDGEMENT_ROUTES, ...OWN_SPEC_ROUTES].sort());
  });

  it.each(ROUTES)(
    'POST %s: answered by jyotish-svc, body = the library packet computed here',
    async (route, body, packet) => {
      const r = await post(route, body);
      expect(r.status).toBe(200);
      expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
      const { _meta, ...got } = r.body;
      const want = packet(JSON.parse(JSON.stringify(body)));
      expect(got).toEqual(JSON.parse(JSON.stringify(want.body)));
      expect(_meta.methodology).toMatchObject(want.methodology);
    },
  );
});
