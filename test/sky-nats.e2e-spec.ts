import { useCluster } from './support/cluster';
import { AS_OPERATOR } from './support/http';

/**
 * The sky-event, eclipse, bala and rashifal routes in distributed mode: gateway and services as
 * separate processes over a real NATS (TEST_NATS_URL), each answer checked against a reference.
 */
const { get, serviceInstanceId } = useCluster({
  suffix: 'sky',
  gatewayEnv: AS_OPERATOR.env,
  headers: AS_OPERATOR.headers,
});
const MINUTE_S = 60;
const apart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 1000;
const DELHI = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';

describe('sky routes over NATS (gateway + services as processes)', () => {
  it('/panchang/solstice-equinox 2010: USNO instants within 2 s, computed by the panchang-svc process', async () => {
    const r = await get('/panchang/solstice-equinox?date=2010-01-01');
    expect(r.status).toBe(200);
    expect(apart(r.body.events[0].instant, '2010-03-20T17:32:13Z')).toBeLessThanOrEqual(2);
    expect(r.body._meta.provenance.instance).toBe(`panchang-svc/${serviceInstanceId}`);
  });

  it('/panchang/next-transits and /panchang/transits: Saturn enters Meena on 2025-03-29 IST (Drik Panchang)', async () => {
    for (const p of [
      '/panchang/next-transits?date=2025-01-01&planet=saturn&horizon_days=3660',
      '/panchang/transits?from_date=2025-01-01&window_days=1100',
      '/feeds/gochar.json?from_date=2025-01-01&window_days=365',
    ]) {
      const r = await get(p);
      expect(r.status).toBe(200);
      const list = r.body.ingresses ?? r.body.timeline.filter((i: { planet: string }) => i.planet === 'saturn');
      const meena = list.find((i: { to: { name: string } }) => i.to.name === 'Meena');
      expect(new Date(Date.parse(meena.instant) + 5.5 * 3600e3).toISOString().slice(0, 10)).toBe('2025-03-29');
    }
  });

  it('/panchang/retrogrades and /panchang/combustions 2024: Mercury stations within 2 min of the almanac; combust on 2024-06-14', async () => {
    const r = await get('/panchang/retrogrades?date=2024-04-10');
    const mercury = r.body.planets.find((p: { key: string }) => p.key === 'mercury');
    expect(apart(mercury.period.start, '2024-04-01T22:14:00Z')).toBeLessThanOrEqual(120);
    expect(apart(mercury.period.end, '2024-04-25T12:54:00Z')).toBeLessThanOrEqual(120);
    const c = await get('/panchang/combustions?date=2024-06-14');
    expect(c.body.planets.find((p: { key: string }) => p.key === 'mercury')).toMatchObject({
      combust: true,
      orb_deg: 14,
    });
  });

  it("/planets/events over 90 days: Mercury's retrograde station of 2024-04-01 22:14 UTC", async () => {
    const r = await get(`/planets/events?${DELHI}&date=2024-03-01&days=90&kinds=station&limit=500`);
    expect(r.status).toBe(200);
    const st = r.body.events.find(
      (e: { planet: string; station: string }) => e.planet === 'mercury' && e.station === 'retrograde',
    );
    expect(apart(st.instant, '2024-04-01T22:14:00Z')).toBeLessThanOrEqual(120);
  });

  it('/panchang/eclipses, /eclipse/visibility and /eclipse/sutak: 2025 eclipses (NASA canon), Drik New Delhi contacts and sutak', async () => {
    const e = await get('/panchang/eclipses?date=2025-01-01&lat=28.6139&lng=77.209&count=4');
    expect(e.body.eclipses.map((x: { kind: string; type: string }) => `${x.kind}:${x.type}`)).toEqual([
      'lunar:total',
      'solar:partial',
      'lunar:total',
      'solar:partial',
    ]);
    const v = await get(`/eclipse/visibility?date=2025-09-07&${DELHI}`);
    expect(apart(v.body.eclipse.local.contacts.max.instant, '2025-09-07T23:42:00+05:30')).toBeLessThanOrEqual(MINUTE_S);
    const s = await get(`/eclipse/sutak?date=2022-10-25&${DELHI}`);
    expect(apart(s.body.sutak.start, '2022-10-25T03:17:00+05:30')).toBeLessThanOrEqual(MINUTE_S);
  });

  it('/panchang/chandrabalam, /panchang/tarabalam and /panchang/rashifal over NATS match Drik day pages and published ingresses', async () => {
    const c = await get(`/panchang/chandrabalam?${DELHI}&date=2020-12-31&natal_moon_rashi_idx=0`);
    expect(apart(c.body.moonsign[0].end, '2020-12-31T13:38:00+05:30')).toBeLessThanOrEqual(MINUTE_S);
    expect(c.body.personal.spans[0]).toMatchObject({ house: 3, quality: 'auspicious' });
    const t = await get(`/panchang/tarabalam?${DELHI}&date=2022-01-26&natal_nakshatra_idx=0`);
    expect(apart(t.body.nakshatra[0].end, '2022-01-26T10:07:00+05:30')).toBeLessThanOrEqual(MINUTE_S);
    expect(t.body.personal.spans[0].tara.name).toBe('Sadhana');
    const [a, b] = [
      await get(`/panchang/rashifal?${DELHI}&date=2025-06-01`),
      await get(`/panchang/rashifal?${DELHI}&date=2025-06-01`),
    ];
    const strip = ({ _meta, ...body }: Record<string, unknown>) => body;
    expect(JSON.stringify(strip(a.body))).toBe(JSON.stringify(strip(b.body)));
    expect(a.body.signs[11].gochar.find((g: { key: string }) => g.key === 'saturn')).toMatchObject({
      house: 1,
      phase: 'sade_sati_peak',
    });
  });

  it("convention crosses the transport: next-transits, solstice-equinox and planets/events give /sankranti/all's Sun ingresses under drik (default) and ephemeris", async () => {
    for (const convention of ['drik', 'ephemeris']) {
      const q = convention === 'drik' ? '' : `&convention=${convention}`;
      const sa = (await get(`/sankranti/all?year=2023${q}`)).body.sankrantis as {
        instant_utc: string;
        instant: string;
      }[];
      const nt = await get(`/panchang/next-transits?date=2023-01-01&planet=sun&horizon_days=365${q}`);
      expect(nt.status).toBe(200);
      expect(nt.body.convention).toBe(convention);
      expect(nt.body.ingresses.map((i: { instant: string }) => i.instant)).toEqual(sa.map((s) => s.instant_utc));
      const se = (await get(`/panchang/solstice-equinox?date=2023-01-01${q}`)).body;
      expect({ convention, instance: se._meta.provenance.instance, echoed: se.convention }).toEqual({
        convention,
        instance: `panchang-svc/${serviceInstanceId}`,
        echoed: convention,
      });
      expect(se.events.slice(0, 3).map((e: { sankranti: { instant: string } }) => e.sankranti.instant)).toEqual(
        [sa[3], sa[6], sa[9]].map((s) => s.instant_utc),
      );
      const ev = (await get(`/planets/events?${DELHI}&date=2023-01-01&days=90&kinds=ingress&limit=500${q}`)).body;
      expect(
        ev.events.filter((e: { planet: string }) => e.planet === 'sun').map((e: { instant: string }) => e.instant),
      ).toEqual(sa.slice(0, 3).map((s) => s.instant));
    }
    // Saturn's ingress moves by ~77 min between the two (the ayanamsa's nutation and 24.0″ over Saturn's slow motion)
    const d = (await get('/panchang/transits?from_date=2025-01-01&window_days=365')).body.grahas[1].ingresses[0]
      .instant;
    const e = (await get('/feeds/gochar.json?from_date=2025-01-01&window_days=365&convention=ephemeris')).body.grahas[1]
      .ingresses[0].instant;
    expect((Date.parse(d) - Date.parse(e)) / 1000).toBeGreaterThan(4000);
  }, 30000);

  it('bad input is a 422 over NATS too', async () => {
    const r = await get('/panchang/next-transits?date=2025-01-01&horizon_days=3661');
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([
      { loc: ['query', 'horizon_days'], msg: expect.stringContaining('horizon_days'), type: 'range' },
    ]);
  });
});
