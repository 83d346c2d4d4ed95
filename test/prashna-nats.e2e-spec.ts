import { prashnaBatchPacket, prashnaPacket, riskWindowsPacket } from '@pj/jyotish';
import { useCluster } from './support/cluster';

/**
 * The prashna routes of issue 18 in distributed mode: gateway and jyotish-svc as processes over NATS
 * (TEST_NATS_URL; needs `npm run build`). Each body is the library's packet for the same request computed in
 * this process (the values themselves are checked in prashna.spec.ts and prashna.e2e-spec.ts).
 */
const { post, serviceInstanceId } = useCluster();

const ASKED = { date: '2024-03-15', time: '10:20:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

describe('prashna routes over NATS', () => {
  it('POST /jyotish/prashna with a KP number is answered by jyotish-svc with the library packet', async () => {
    const req = { question_at: ASKED, kp_number: 88, karya_house: 10 };
    const r = await post('/jyotish/prashna', req);
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    const { _meta, ...wire } = r.body;
    expect(wire).toEqual(JSON.parse(JSON.stringify(prashnaPacket(req).body)));
  });

  it('POST /jyotish/prashna/batch answers the questions in order', async () => {
    const req = { questions: [{ question_at: ASKED }, { question_at: ASKED, kp_number: 249 }] };
    const r = await post('/jyotish/prashna/batch', req);
    expect(r.status).toBe(200);
    const { _meta, ...wire } = r.body;
    expect(wire).toEqual(JSON.parse(JSON.stringify(prashnaBatchPacket(req).body)));
  });

  it('a bad batch item is a 422 naming body.questions.<i>.<field>', async () => {
    const r = await post('/jyotish/prashna/batch', { questions: [{ question_at: ASKED, karya_house: 13 }] });
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'questions', '0', 'karya_house'], type: 'range' }),
    );
  });
});

describe('/health/risk-windows over NATS', () => {
  it('is answered by jyotish-svc with the library packet', async () => {
    const person = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };
    const r = await post('/health/risk-windows?from=2024-01-01&to=2025-06-30', { person });
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${serviceInstanceId}`);
    const { _meta, ...wire } = r.body;
    const req = { person, from: '2024-01-01', to: '2025-06-30' };
    expect(wire).toEqual(JSON.parse(JSON.stringify(riskWindowsPacket(req).body)));
  });
});
