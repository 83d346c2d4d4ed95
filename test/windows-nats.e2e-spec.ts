import { useCluster } from './support/cluster';
import { REFERENCE_LOOKUPS } from './support/reference-tables';

/**
 * The window endpoints in distributed mode: gateway and panchang-svc as separate processes over
 * NATS (TEST_NATS_URL). Drik Panchang, New Delhi 2022-01-26: rahu kalam 12:34–13:54.
 */
const cluster = useCluster({ suffix: 'w' });

describe('window endpoints over NATS', () => {
  it('inauspicious windows, choghadiya, lagna table and a 422 cross the transport', async () => {
    const q = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata&date=2022-01-26';
    const r = await cluster.fetch(`/inauspicious-windows?${q}`);
    expect(r.status).toBe(200);
    const body = (await r.json()) as {
      windows: { kind: string; start: string; end: string }[];
      _meta: { provenance: { instance: string } };
    };
    const rahu = body.windows.find((w) => w.kind === 'rahu_kalam')!;
    expect(Math.abs(Date.parse(rahu.start) - Date.parse('2022-01-26T12:34:00+05:30'))).toBeLessThanOrEqual(60_000);
    expect(Math.abs(Date.parse(rahu.end) - Date.parse('2022-01-26T13:54:00+05:30'))).toBeLessThanOrEqual(60_000);
    expect(body._meta.provenance.instance).toBe(`panchang-svc/${cluster.serviceInstanceId}`);
    for (const p of [
      '/panchang/choghadiya',
      '/panchang/hora',
      '/panchang/gowri',
      '/panchang/panchaka',
      '/panchang/pradosham',
      '/lagna/table',
      '/panchang/vedic-time',
      '/muhurat/vehicle',
    ]) {
      expect({ p, status: (await cluster.fetch(`${p}?${q}`)).status }).toEqual({ p, status: 200 });
    }
    // each reference table has its own subject: every one answered over NATS
    for (const { path, part, expected } of REFERENCE_LOOKUPS) {
      const r = await cluster.get(path);
      expect({ path, status: r.status, part: part(r.body) }).toMatchObject({ path, status: 200, part: expected });
    }
    const bad = await cluster.fetch('/lagna/table?lat=28&lng=77&date=2024-01-01&ayanamsa=x');
    expect(bad.status).toBe(422);
  }, 30000);

  it("sunrise_convention and convention cross the transport: center-geometric periods start at /sunrise's sunrise; ephemeris moves varjyam", async () => {
    const q = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata&date=2024-01-14';
    const json = async (p: string) => (await cluster.get(p)).body;
    const sun = await json(`/sunrise?${q}&sunrise_convention=center_geometric`);
    for (const p of ['choghadiya', 'hora', 'gowri']) {
      const b = await json(`/panchang/${p}?${q}&sunrise_convention=center_geometric`);
      expect({ p, start: b[p].day[0].start }).toEqual({ p, start: sun.sunrise });
    }
    const lagna = await json(`/lagna/table?${q}&sunrise_convention=center_geometric`);
    expect(lagna.lagna[0].start).toBe(sun.sunrise);
    const varjyam = async (opts: string) =>
      ((await json(`/inauspicious-windows?${q}${opts}`)).windows as { kind: string; start: string }[]).find(
        (w) => w.kind === 'varjyam',
      )!.start;
    expect((Date.parse(await varjyam('&convention=ephemeris')) - Date.parse(await varjyam(''))) / 1000).toBe(15);
    const bad = await cluster.fetch(`/panchang/hora?${q}&sunrise_convention=x`);
    expect(bad.status).toBe(422);
  }, 30000);
});
