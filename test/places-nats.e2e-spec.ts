import { useCluster } from './support/cluster';

/**
 * The places family in distributed mode: gateway and panchang-svc as separate processes over NATS
 * (TEST_NATS_URL). Expected values as in test/places.e2e-spec.ts (independent references in
 * test/fixtures/golden/places/README.md).
 */
const cluster = useCluster({ suffix: 'pl' });

describe('places over NATS', () => {
  it('search, resolve, context and geoip cross the transport with their credits', async () => {
    const s = await cluster.get('/location/search?q=%E0%A4%B5%E0%A4%BE%E0%A4%B0%E0%A4%BE%E0%A4%A3%E0%A4%B8%E0%A5%80');
    expect(s.status).toBe(200);
    expect([s.body.results[0].geonames_id, s.body.results[0].tz]).toEqual([1253405, 'Asia/Kolkata']);
    expect(s.body._meta.provenance.instance).toBe(`panchang-svc/${cluster.serviceInstanceId}`);
    expect(s.body._meta.upstream_sources.map((u: { name: string }) => u.name)).toEqual([
      'GeoNames',
      'timezone-boundary-builder',
    ]);
    const r = await cluster.get('/location/resolve?lat=1.87&lng=-157.43&tz=Pacific/Honolulu');
    expect([r.body.place.country, r.body.tz, r.body.tz_source]).toEqual(['KI', 'Pacific/Honolulu', 'request']);
    expect(r.body.warnings.map((w: { code: string }) => w.code)).toEqual(['coordinates_outside_zone']);
    const c = await cluster.get('/context/resolve?lat=40.7128&lng=-74.006&date=2026-11-01&time=01:30');
    expect([c.body.local_time_status, c.body.utc, c.body.utc_offset]).toEqual([
      'overlap',
      '2026-11-01T05:30:00Z',
      '-04:00',
    ]);
    const g = await cluster.get('/geoip');
    expect([g.status, g.body.available]).toEqual([200, false]);
    const concept = await cluster.get('/jyotish/concepts/nakshatra-rohini');
    expect([concept.status, concept.body.title, concept.body._meta.provenance.service]).toEqual([
      200,
      'Rohini',
      'jyotish-svc',
    ]);
    expect((await cluster.get('/jyotish/concepts/no-such-page')).status).toBe(404);
    const bad = await cluster.get('/location/search?q=Pune&limit=99');
    expect([bad.status, bad.body.detail[0].loc]).toEqual([422, ['query', 'limit']]);
  }, 60_000);
});
