import { useCluster } from './support/cluster';

/**
 * /calendar/convert and /panchang/ritu in distributed mode: gateway and services as separate
 * processes over NATS (TEST_NATS_URL). Expected values: Drik Panchang (see calendar.e2e-spec.ts).
 */
const { get, serviceInstanceId } = useCluster();

describe('calendar conversion over NATS', () => {
  it('Los Angeles 2026-03-14: Odia Chaitra 1, 1433 (Drik); a 422 crosses the transport with its loc', async () => {
    const r = await get(
      '/calendar/convert?lat=34.0522&lng=-118.2437&tz=America/Los_Angeles&date=2026-03-14&profile=odia_solar',
    );
    expect(r.status).toBe(200);
    expect(r.body.calendar_date).toMatchObject({ month: 12, day: 1, year: 1433 });
    expect(r.body._meta.provenance.instance).toBe(`panchang-svc/${serviceInstanceId}`);
    const bad = await get(
      '/calendar/convert?lat=28.6139&lng=77.209&from=lunar&profile=maharashtra_amanta&year=1946&masa_idx=4&adhika=true&paksha=shukla&tithi=1',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toEqual([expect.objectContaining({ loc: ['query', 'adhika'], type: 'value' })]);
  }, 30000);

  it('/panchang/ritu answers over NATS (2022-01-26 New Delhi: Shishira, vedic Hemanta as Drik prints)', async () => {
    const r = await get('/panchang/ritu?lat=28.6139&lng=77.209&date=2022-01-26');
    expect(r.status).toBe(200);
    expect([r.body.ritu.name, r.body.vedic_ritu.name]).toEqual(['Shishira', 'Hemanta']);
  }, 30000);
});
