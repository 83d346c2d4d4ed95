import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useEmbeddedGateway } from './support/embedded';

/**
 * The places family through the embedded gateway. Expected positions and zones: the independent
 * references of test/fixtures/golden/places (README there); civil-time facts as in
 * libs/places/src/places.spec.ts (US DST 2026-03-08, Samoa's skipped 2011-12-30).
 */
const { get } = useEmbeddedGateway();
const proxied = useEmbeddedGateway({ TRUSTED_PROXIES: '127.0.0.1, ::1' });
const golden = JSON.parse(readFileSync(join(__dirname, 'fixtures/golden/places/alternate-spellings.json'), 'utf8')) as {
  tolerance_deg: number;
  cases: { q: string; country_hint?: string; geonames_id: number; lat: number; lng: number; tz: string }[];
};

const credits = (body: Record<string, any>): string[] =>
  body._meta.upstream_sources.map((s: { name: string; license: string }) => `${s.name} (${s.license})`);

describe('places through the gateway', () => {
  it('GET /location/search finds the 30 alternate spellings of the golden file', async () => {
    for (const c of golden.cases) {
      const hint = c.country_hint ? `&country_hint=${c.country_hint}` : '';
      const r = await get(`/location/search?q=${encodeURIComponent(c.q)}&limit=3${hint}`);
      expect({ q: c.q, status: r.status }).toEqual({ q: c.q, status: 200 });
      const top = r.body.results[0];
      expect({ q: c.q, id: top.geonames_id, tz: top.tz }).toEqual({ q: c.q, id: c.geonames_id, tz: c.tz });
      expect(Math.abs(top.lat - c.lat)).toBeLessThanOrEqual(golden.tolerance_deg);
      expect(Math.abs(top.lng - c.lng)).toBeLessThanOrEqual(golden.tolerance_deg);
    }
  }, 120_000);

  it('search results name their match and credit GeoNames and the zone boundaries', async () => {
    const r = await get('/location/search?q=Kashi&limit=2');
    expect(r.body.results[0]).toMatchObject({
      geonames_id: 1253405,
      name: 'Varanasi',
      country: 'IN',
      match: 'exact',
      matched_name: 'Kashi',
      alias_kind: 'traditional',
      tz: 'Asia/Kolkata',
    });
    expect(credits(r.body)).toEqual(['GeoNames (CC BY 4.0)', 'timezone-boundary-builder (ODbL 1.0)']);
    expect(r.body._meta.upstream_sources[0].url).toBe('https://www.geonames.org/');
  });

  it('bounds q, limit and country_hint with 422s naming the parameter', async () => {
    for (const [qs, param] of [
      ['q=', 'q'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=Pune&limit=0', 'limit'],
      ['q=Pune&limit=51', 'limit'],
      ['q=Pune&country_hint=IND', 'country_hint'],
      ['limit=5', 'q'],
    ]) {
      const r = await get(`/location/search?${qs}`);
      expect({ qs, status: r.status, loc: r.body.detail?.[0]?.loc }).toEqual({
        qs,
        status: 422,
        loc: ['query', param],
      });
    }
  });

  it('GET /location/resolve: nearest place and zone; the North Pole flags its 25 zones', async () => {
    const v = await get('/location/resolve?lat=25.3176&lng=82.9739');
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({ by: 'coordinates', tz: 'Asia/Kolkata', tz_source: 'resolved' });
    expect(v.body.place.geonames_id).toBe(1253405);
    expect(v.body.place.distance_km).toBeLessThan(5);
    const pole = await get('/location/resolve?lat=90&lng=0');
    expect(pole.body.tz).toBe('Etc/GMT');
    expect(pole.body.zone_candidates).toHaveLength(25);
    expect(pole.body.warnings.map((w: { code: string }) => w.code)).toEqual(['zone_ambiguous']);
    const label = await get('/location/resolve?label=Bombay');
    expect([label.body.by, label.body.place.geonames_id, label.body.tz]).toEqual(['label', 1275339, 'Asia/Kolkata']);
    const none = await get('/location/resolve');
    expect([none.status, none.body.detail[0].loc]).toEqual([422, ['query', 'lat']]);
  });

  it('GET /context/resolve: DST gap in New York, Samoa’s missing day, lon as a synonym', async () => {
    const gap = await get('/context/resolve?lat=40.7128&lon=-74.006&date=2026-03-08&time=02:30');
    expect(gap.status).toBe(200);
    expect(gap.body).toMatchObject({
      tz: 'America/New_York',
      local_time_status: 'gap',
      utc: '2026-03-08T07:30:00Z',
      local: '2026-03-08T03:30:00-04:00',
      utc_offset: '-04:00',
      is_dst: true,
    });
    expect(gap.body.warnings.map((w: { code: string }) => w.code)).toEqual(['dst_gap']);
    expect(credits(gap.body)).toEqual(['GeoNames (CC BY 4.0)', 'timezone-boundary-builder (ODbL 1.0)']);
    const apia = await get('/context/resolve?place=Apia&date=2011-12-30&time=12:00');
    expect(apia.body.readings.map((x: { utc_offset: string }) => x.utc_offset)).toEqual(['-10:00', '+14:00']);
    const both = await get('/context/resolve?lat=1&lng=2&lon=3');
    expect([both.status, both.body.detail[0].loc]).toEqual([422, ['query', 'lon']]);
  });

  it('GET /geoip: a loopback caller is not located; a public address behind a trusted proxy is', async () => {
    const local = await get('/geoip');
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject({ available: false, reason: expect.stringMatching(/private, loopback/) });
    expect(local.body._meta.upstream_sources).toEqual([]);
    const res = await fetch(`${proxied.base()}/geoip`, { headers: { 'x-forwarded-for': '8.8.8.8' } });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const body = JSON.parse(text);
    // Google Public DNS: registered in the United States (ARIN)
    expect(body).toMatchObject({ available: true, country: 'US' });
    expect(text).not.toContain('8.8.8.8');
    expect(credits(body)).toEqual(['GeoLite2 (MaxMind) (GeoLite2 End User License Agreement)']);
  }, 60_000);

  it('GET /jyotish/concepts lists ≥150 pages; a page links facts to API fields; unknown slug 404, bad slug 422', async () => {
    const idx = await get('/jyotish/concepts');
    expect(idx.status).toBe(200);
    expect(idx.body.count).toBeGreaterThanOrEqual(150);
    expect(idx.body.concepts).toHaveLength(idx.body.count);
    const page = await get('/jyotish/concepts/graha-saturn');
    expect(page.status).toBe(200);
    // BPHS 3.49: Saturn exalted in Libra (Tula) at 20°
    const facts = Object.fromEntries(page.body.facts.map((f: { key: string; value: unknown }) => [f.key, f.value]));
    expect([facts.exaltation_sign, facts.exaltation_degree, facts.vimshottari_years]).toEqual(['Tula', 20, 19]);
    expect((await get('/jyotish/concepts/graha-pluto')).status).toBe(404);
    const bad = await get('/jyotish/concepts/Graha_Saturn');
    expect([bad.status, bad.body.detail[0].loc]).toEqual([422, ['path', 'slug']]);
  });
});
