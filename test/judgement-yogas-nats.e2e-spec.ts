import { randomBytes } from 'node:crypto';
import { yogasPacket } from '@pj/jyotish';
import { FUNCTIONAL_TEST_LIMITS } from './support/limits';
import { Proc, startCluster, stopAll } from './support/processes';

/**
 * POST /yogas in distributed mode: gateway and services as processes over NATS (TEST_NATS_URL; needs
 * `npm run build`). The body jyotish-svc returns equals the library's packet computed in this process
 * (values are checked against the references in yogas.golden.spec.ts and judgement-yogas.e2e-spec.ts).
 */
const run = randomBytes(4).toString('hex');
const procs: Proc[] = [];
let base = '';

const PERSON = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

async function post(body: unknown) {
  const res = await fetch(`${base}/yogas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  base = await startCluster(procs, {
    serviceInstanceId: `${run}-1`,
    gatewayInstanceId: `${run}-gw`,
    gatewayEnv: { ...FUNCTIONAL_TEST_LIMITS },
  });
}, 60000);

afterAll(async () => {
  await stopAll(procs);
});

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
    expect(r.body._meta.provenance.instance).toBe(`jyotish-svc/${run}-1`);
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
