import * as Astronomy from 'astronomy-engine';
import { AS_OPERATOR, secondsFromPublishedMinute, useEmbeddedGateway } from './support/embedded';
import { expectQueryRefusal } from './support/http';
import { sweepGetRoutes } from './support/route-sweep';

/** The grahas in the classical (Parashari) weekday-lord order, then the nodes: the order the packets list them in. */
const GRAHA_ORDER = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];

/** Drik Panchang publishes rise/set rounded to the nearest minute: ±30 s, plus 30 s of margin. */
const MINUTE_S = 60;
/** Independent engine agreement for the Sun's apparent longitude. */
const SUN_LON_TOL_DEG = 0.01;

// the operator key is configured so that the route sweep can call the reserved product endpoints as the operator
const { get, base } = useEmbeddedGateway(AS_OPERATOR.env);

describe('embedded mode over HTTP', () => {
  it('GET /health answers with the contract version and a methodology fingerprint', async () => {
    const r = await get('/health');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect(r.body.transport).toBe('embedded');
    expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body._meta.provenance.contract_version).toBe('0.1.0');
  });

  it('GET /ready reaches every domain service over the in-process transport', async () => {
    const r = await get('/ready');
    expect(r.status).toBe(200);
    expect(r.body.services.map((s: { service: string; ok: boolean }) => [s.service, s.ok])).toEqual([
      ['panchang-svc', true],
      ['jyotish-svc', true],
      ['calendar-svc', true],
      ['reports-svc', true],
      ['comments-svc', true],
    ]);
  });

  it('GET /sunrise for New Delhi 2024-01-01 matches Drik Panchang (07:14 / 17:35) within a minute', async () => {
    const r = await get('/sunrise?lat=28.6139&lng=77.209&date=2024-01-01');
    expect(r.status).toBe(200);
    expect(r.body.place).toEqual({
      lat: 28.6139,
      lng: 77.209,
      tz: 'Asia/Kolkata',
      tz_source: 'resolved',
      elevation_m: 0,
    });
    expect(r.body.sunrise).toMatch(/^2024-01-01T07:1\d:\d\d\+05:30$/);
    expect(Math.abs(secondsFromPublishedMinute(r.body.sunrise, '2024-01-01T07:14', '+05:30'))).toBeLessThanOrEqual(
      MINUTE_S,
    );
    expect(Math.abs(secondsFromPublishedMinute(r.body.sunset, '2024-01-01T17:35', '+05:30'))).toBeLessThanOrEqual(
      MINUTE_S,
    );
    expect(r.body.day_length_s).toBe((Date.parse(r.body.sunset) - Date.parse(r.body.sunrise)) / 1000);
    expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body._meta.methodology.sunrise).toMatch(/upper limb/);
    expect(r.body._meta.provenance.service).toBe('panchang-svc');
    expect(r.headers.get('x-request-id')).toBe(r.body._meta.provenance.request_id);
  });

  it('honours a tz hint and echoes tz_source=request', async () => {
    const r = await get('/sunrise?lat=28.6139&lng=77.209&date=2024-01-01&tz=UTC');
    expect(r.status).toBe(200);
    expect(r.body.place.tz_source).toBe('request');
    expect(r.body.sunrise).toMatch(/^2024-01-01T01:4\d:\d\dZ$|^2024-01-01T01:4\d:\d\d\+00:00$/);
  });

  it('gives a reason instead of a time in the polar day and night (Tromsø)', async () => {
    const summer = await get('/sunrise?lat=69.6492&lng=18.9553&date=2024-06-21');
    expect(summer.status).toBe(200);
    expect(summer.body.sunrise).toBeNull();
    expect(summer.body.sunrise_note).toBe('always_above_horizon');
    const winter = await get('/sunrise?lat=69.6492&lng=18.9553&date=2024-12-21');
    expect(winter.body.sunset).toBeNull();
    expect(winter.body.sunset_note).toBe('always_below_horizon');
  });

  it('GET /planets/positions agrees with astronomy-engine for the Sun and applies the ayanamsa', async () => {
    const r = await get('/planets/positions?lat=28.6139&lng=77.209&date=2024-01-01&time=12:00');
    expect(r.status).toBe(200);
    expect(r.body.points.map((p: { key: string }) => p.key)).toEqual(GRAHA_ORDER);
    const sun = r.body.points[0];
    const independent = Astronomy.SunPosition(new Date('2024-01-01T06:30:00Z')).elon;
    expect(Math.abs(sun.tropical_longitude - independent)).toBeLessThan(SUN_LON_TOL_DEG);
    const ayan = r.body.ayanamsa.value_deg;
    expect(ayan).toBeGreaterThan(24.1);
    expect(ayan).toBeLessThan(24.3);
    for (const p of r.body.points) {
      const diff = ((((p.tropical_longitude - p.longitude - ayan) % 360) + 540) % 360) - 180;
      expect(Math.abs(diff)).toBeLessThan(1e-5);
    }
    const rahu = r.body.points[7];
    const ketu = r.body.points[8];
    expect(Math.abs(((ketu.longitude - rahu.longitude + 360) % 360) - 180)).toBeLessThan(1e-5);
    expect(r.body.instant).toBe('2024-01-01T12:00:00+05:30');
  });

  it('refuses a local time in a DST gap naming both readings, and resolves it on request', async () => {
    const gap = await get('/planets/positions?lat=40.7128&lng=-74.006&date=2024-03-10&time=02:30');
    expect(gap.status).toBe(422);
    expect(gap.body.detail[0]).toMatchObject({ loc: ['query', 'time'], type: 'dst_gap' });
    expect(gap.body.detail[0].msg).toContain('2024-03-10T06:30:00Z');
    expect(gap.body.detail[0].msg).toContain('2024-03-10T07:30:00Z');
    const later = await get('/planets/positions?lat=40.7128&lng=-74.006&date=2024-03-10&time=02:30&dst_policy=later');
    expect(later.status).toBe(200);
    expect(later.body.instant_utc).toBe('2024-03-10T07:30:00Z');
  });

  it('answers an unknown route with a contract 404 carrying _meta', async () => {
    const r = await get('/no/such/route');
    expect(r.status).toBe(404);
    expect(r.body.detail.code).toBe('not_found');
    expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the OpenAPI document generated from the controllers with parameter bounds', async () => {
    const r = await get('/api-docs/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.info.version).toBe('0.1.0');
    const sunrise = r.body.paths['/sunrise'].get;
    const param = (name: string) => sunrise.parameters.find((p: { name: string }) => p.name === name);
    expect(param('lat')).toMatchObject({ in: 'query', required: true, schema: { minimum: -90, maximum: 90 } });
    expect(param('lng')).toMatchObject({ required: true, schema: { minimum: -180, maximum: 180 } });
    expect(param('elevation_m')).toMatchObject({ required: false, schema: { minimum: -500, maximum: 9000 } });
    expect(param('date')).toMatchObject({ required: true, schema: { format: 'date' } });
    expect(sunrise['x-svc-tier']).toBe('public_read');
    const positions = r.body.paths['/planets/positions'].get;
    const ayan = positions.parameters.find((p: { name: string }) => p.name === 'ayanamsa');
    expect(ayan.schema.enum).toEqual(['lahiri', 'raman', 'krishnamurti', 'true_chitra']);
    expect(Object.keys(sunrise.responses)).toEqual(expect.arrayContaining(['200', '422', '503', '504']));
  });
});

describe('422 for every out-of-range or malformed parameter', () => {
  const SUNRISE_OK = 'lat=28.6139&lng=77.209&date=2024-01-01';
  const POS_OK = 'lat=28.6139&lng=77.209&date=2024-01-01';
  const cases: [string, string, string, string][] = [
    // [path, query, loc param, type]
    ['/sunrise', 'lng=77.209&date=2024-01-01', 'lat', 'missing'],
    ['/sunrise', 'lat=28.6&date=2024-01-01', 'lng', 'missing'],
    ['/sunrise', 'lat=28.6&lng=77.2', 'date', 'missing'],
    ['/sunrise', 'lat=abc&lng=77.209&date=2024-01-01', 'lat', 'type'],
    ['/sunrise', 'lat=&lng=77.209&date=2024-01-01', 'lat', 'type'],
    ['/sunrise', 'lat=NaN&lng=77.209&date=2024-01-01', 'lat', 'type'],
    ['/sunrise', 'lat=90.5&lng=77.209&date=2024-01-01', 'lat', 'range'],
    ['/sunrise', 'lat=-91&lng=77.209&date=2024-01-01', 'lat', 'range'],
    ['/sunrise', 'lat=28.6&lng=180.01&date=2024-01-01', 'lng', 'range'],
    ['/sunrise', 'lat=28.6&lng=1e400&date=2024-01-01', 'lng', 'type'],
    ['/sunrise', 'lat=28.6&lng=77.2&date=2024-02-30', 'date', 'format'],
    ['/sunrise', 'lat=28.6&lng=77.2&date=01-01-2024', 'date', 'format'],
    ['/sunrise', 'lat=28.6&lng=77.2&date=1899-12-31', 'date', 'range'],
    ['/sunrise', 'lat=28.6&lng=77.2&date=2101-01-01', 'date', 'range'],
    ['/sunrise', `${SUNRISE_OK}&tz=Mars/Olympus`, 'tz', 'format'],
    ['/sunrise', `${SUNRISE_OK}&elevation_m=10000`, 'elevation_m', 'range'],
    ['/sunrise', `${SUNRISE_OK}&elevation_m=high`, 'elevation_m', 'type'],
    ['/sunrise', `${SUNRISE_OK}&colour=blue`, 'colour', 'extra_forbidden'],
    ['/planets/positions', 'lng=77.209&date=2024-01-01', 'lat', 'missing'],
    ['/planets/positions', 'lat=95&lng=77.209&date=2024-01-01', 'lat', 'range'],
    ['/planets/positions', 'lat=28.6&lng=-181&date=2024-01-01', 'lng', 'range'],
    ['/planets/positions', 'lat=28.6&lng=77.2&date=2024-13-01', 'date', 'format'],
    ['/planets/positions', 'lat=28.6&lng=77.2&date=2200-01-01', 'date', 'range'],
    ['/planets/positions', `${POS_OK}&time=24:00`, 'time', 'format'],
    ['/planets/positions', `${POS_OK}&time=12`, 'time', 'format'],
    ['/planets/positions', `${POS_OK}&time=12:60`, 'time', 'format'],
    ['/planets/positions', `${POS_OK}&ayanamsa=fagan`, 'ayanamsa', 'enum'],
    ['/planets/positions', `${POS_OK}&node_type=osculating`, 'node_type', 'enum'],
    ['/planets/positions', `${POS_OK}&dst_policy=any`, 'dst_policy', 'enum'],
    ['/planets/positions', `${POS_OK}&tz=Asia/Nowhere`, 'tz', 'format'],
    ['/planets/positions', `${POS_OK}&elevation_m=5`, 'elevation_m', 'extra_forbidden'],
  ];

  it.each(cases)('%s?%s → 422 on %s (%s)', async (path, query, param, type) => {
    const r = await get(`${path}?${query}`);
    expectQueryRefusal(r, param, type);
    expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reports every broken rule at once, one entry each', async () => {
    const r = await get('/sunrise?lat=100&lng=abc&date=2024-02-30');
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d: { loc: string[]; type: string }) => [d.loc[1], d.type])).toEqual([
      ['lat', 'range'],
      ['lng', 'type'],
      ['date', 'format'],
    ]);
    expect(r.body.detail[0].msg).toBe('lat must be between -90 and 90');
  });
});

describe('every documented GET operation answers (embedded)', () => {
  it('answers 200 with a methodology fingerprint for each, called with its documented examples', async () => {
    const rows = await sweepGetRoutes(base(), AS_OPERATOR.headers);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((r) => r.status !== 200 || r.fingerprint === null)).toEqual([]);
  }, 60000);
});
