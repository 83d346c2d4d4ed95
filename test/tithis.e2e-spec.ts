import { expectOptionsUnused } from './support/http';
import { useEmbeddedGateway } from './support/embedded';

const { get } = useEmbeddedGateway();

describe('tithi catalog and yearly spans through the gateway', () => {
  it('GET /panchang/tithis lists the 30 tithis', async () => {
    const r = await get('/panchang/tithis');
    expect(r.status).toBe(200);
    expect(r.body.tithis).toHaveLength(30);
    expect(r.body.tithis[10]).toMatchObject({ slug: 'shukla-ekadashi', number: 11, paksha: 'shukla' });
    expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it("GET /panchang/tithi/shukla-ekadashi lists 2024's spans in the place's zone; Drik Panchang: Shukla Ekadashi on 2024-01-21 runs 19:26 (20 Jan) to 19:26 (21 Jan) IST", async () => {
    const r = await get('/panchang/tithi/shukla-ekadashi?year=2024&lat=28.6139&lng=77.209');
    expect(r.status).toBe(200);
    expect(r.body.tithi.slug).toBe('shukla-ekadashi');
    expect(r.body.spans.length).toBeGreaterThanOrEqual(12);
    const jan = r.body.spans[0];
    expect(jan.start).toMatch(/^2024-01-20T19:2\d:\d\d\+05:30$/);
    expect(jan.end).toMatch(/^2024-01-21T19:2\d:\d\d\+05:30$/);
  });

  it('GET /panchang/tithi/{slug} accepts ayanamsa and profile (issue 3: every computed endpoint); a tithi is an elongation, so neither changes the spans or the fingerprint; bad values → 422', async () => {
    const path = '/panchang/tithi/shukla-ekadashi?year=2024&lat=28.6139&lng=77.209';
    // the spans stay Drik's 2024-01-20 19:26 → 2024-01-21 19:26 IST (the test above)
    await expectOptionsUnused(
      get,
      path,
      ['ayanamsa=raman', 'profile=tamil_solar', 'ayanamsa=krishnamurti&profile=karnataka_amanta'],
      [
        ['ayanamsa', 'fagan'],
        ['profile', 'kerala'],
      ],
    );
  });

  it('unknown slug → 404 not_found; malformed slug and out-of-range year → 422', async () => {
    const unknown = await get('/panchang/tithi/shukla-trecadashi?year=2024&lat=28.6&lng=77.2');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.code).toBe('not_found');
    const bad = await get('/panchang/tithi/Shukla_Ekadashi?year=2024&lat=28.6&lng=77.2');
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toEqual([
      { loc: ['path', 'tithi_slug'], msg: expect.stringContaining('tithi_slug'), type: 'format' },
    ]);
    const year = await get('/panchang/tithi/purnima?year=1899&lat=28.6&lng=77.2');
    expect(year.status).toBe(422);
    expect(year.body.detail).toEqual([
      { loc: ['query', 'year'], msg: 'year must be between 1900 and 2100', type: 'range' },
    ]);
  });
});
