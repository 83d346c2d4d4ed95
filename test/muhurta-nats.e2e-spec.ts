import { muhurtaSearchPacket } from '@pj/muhurta';
import { useCluster } from './support/cluster';

/**
 * The muhurta routes in distributed mode: gateway and calendar-svc as processes over NATS (TEST_NATS_URL; needs
 * `npm run build`). The body over NATS is the library's packet; 422s cross the transport with their field.
 */
const { get, post, serviceInstanceId } = useCluster({ suffix: 'mu' });
const DELHI = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';

describe('muhurta over NATS', () => {
  it('GET /muhurta/search is answered by calendar-svc with the library packet', async () => {
    const r = await get(`/muhurta/search?${DELHI}&start_date=2025-01-14&days=10&activity=marriage&top_n=5`);
    expect(r.status).toBe(200);
    expect(r.body._meta.provenance.instance).toBe(`calendar-svc/${serviceInstanceId}`);
    const { _meta, ...body } = r.body;
    const q = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', startDate: '2025-01-14', days: 10 };
    expect(body).toEqual(
      JSON.parse(JSON.stringify(muhurtaSearchPacket({ ...q, activity: 'marriage', topN: 5, school: 'drik' }).body)),
    );
  }, 60_000);

  it('explain, certification and top10 answer; a 422 names its field across NATS', async () => {
    const ex = await get(`/muhurta/explain?${DELHI}&start_date=2025-07-15&days=2&activity=marriage`);
    expect(ex.status).toBe(200);
    expect(ex.body.days_explained.map((d: { first_rejecting_rule: string }) => d.first_rejecting_rule)).toEqual([
      'chaturmas',
      'chaturmas',
    ]);
    expect((await get('/muhurta/activity-certification')).status).toBe(200);
    const person = { date: '1993-04-21', time: '06:15:00', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
    const top = await post('/muhurat/top10', {
      lat: 28.6139,
      lng: 77.209,
      start_date: '2025-02-01',
      days: 20,
      activity: 'griha_pravesh',
      person,
    });
    expect(top.status).toBe(200);
    expect(top.body.windows.length).toBeLessThanOrEqual(10);
    const bad = await post('/muhurat/electional', {
      lat: 28.6,
      lng: 77.2,
      start_date: '2025-02-01',
      activity: 'travel',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'person'] });
  }, 60_000);
});
