import * as Astronomy from 'astronomy-engine';
import { ayanamsaDeg, instantFromJdUt } from '@pj/ephemeris';
import { AS_OPERATOR, useEmbeddedGateway } from './support/embedded';
import { expectOptionsUnused, itRefusesQueries, lahiriAndRaman } from './support/http';

/**
 * Drik prints the nearest minute; the Moon-sign and nakshatra ends are within a minute of its pages (libs/panchang
 * daily tests).
 */
const MINUTE_S = 60;
const fromMinute = (iso: string, local: string) => Math.abs(Date.parse(iso) - Date.parse(`${local}:00+05:30`)) / 1000;
// /panchang/rashifal is an operator product endpoint (SPEC §4.1): this file calls as the operator
const { get } = useEmbeddedGateway(AS_OPERATOR.env, AS_OPERATOR.headers);
const DELHI = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';

describe('chandrabalam and tarabalam through the gateway (embedded)', () => {
  it('GET /panchang/chandrabalam 2020-12-31 New Delhi: Mithuna until 13:38 (Drik), matrix of 12, personal for natal Mesha', async () => {
    const r = await get(`/panchang/chandrabalam?${DELHI}&date=2020-12-31&natal_moon_rashi_idx=0`);
    expect(r.status).toBe(200);
    expect(r.body.moonsign.map((s: { name: string }) => s.name)).toEqual(['Mithuna', 'Karka']);
    expect(fromMinute(r.body.moonsign[0].end, '2020-12-31T13:38')).toBeLessThanOrEqual(MINUTE_S);
    expect(r.body.moonsign[0].matrix).toHaveLength(12);
    // natal Mesha: Mithuna is the 3rd (favourable), Karka the 4th (not)
    expect(r.body.personal.spans.map((s: { house: number; quality: string }) => [s.house, s.quality])).toEqual([
      [3, 'auspicious'],
      [4, 'inauspicious'],
    ]);
    expect(r.body.favourable_houses).toEqual([1, 3, 6, 7, 10, 11]);
    expect(r.body._meta.methodology.chandrabala).toContain('1, 3, 6, 7, 10, 11');
  });

  it('GET /panchang/tarabalam 2022-01-26 New Delhi: Swati until 10:07 (Drik), then Vishakha; personal tara for Ashwini', async () => {
    const r = await get(`/panchang/tarabalam?${DELHI}&date=2022-01-26&natal_nakshatra_idx=0`);
    expect(r.status).toBe(200);
    expect(r.body.nakshatra.map((s: { name: string }) => s.name)).toEqual(['Swati', 'Vishakha']);
    expect(fromMinute(r.body.nakshatra[0].end, '2022-01-26T10:07')).toBeLessThanOrEqual(MINUTE_S);
    // Ashwini → Swati: count 15 → 15 mod 9 = 6 Sadhana; → Vishakha: 16 → 7 Naidhana
    expect(r.body.personal.spans.map((s: { tara: { name: string } }) => s.tara.name)).toEqual(['Sadhana', 'Naidhana']);
    expect(r.body.nakshatra[0].favourable_for).toHaveLength(15);
    expect(r.body.personal.spans[0].start).toMatch(/\+05:30$/);
  });

  it('without natal indices there is no personal block', async () => {
    const r = await get(`/panchang/tarabalam?${DELHI}&date=2022-01-26`);
    expect(r.status).toBe(200);
    expect(r.body.personal).toBeUndefined();
  });

  itRefusesQueries(get, [
    [
      '/panchang/chandrabalam?lat=28.6&lng=77.2&date=2024-01-01&natal_moon_rashi_idx=12',
      'natal_moon_rashi_idx',
      'range',
    ],
    [
      '/panchang/chandrabalam?lat=28.6&lng=77.2&date=2024-01-01&natal_moon_rashi_idx=1.5',
      'natal_moon_rashi_idx',
      'type',
    ],
    ['/panchang/tarabalam?lat=28.6&lng=77.2&date=2024-01-01&natal_nakshatra_idx=27', 'natal_nakshatra_idx', 'range'],
    ['/panchang/tarabalam?lat=28.6&lng=77.2&date=2024-01-01&ayanamsa=foo', 'ayanamsa', 'enum'],
    ['/panchang/tarabalam?lat=28.6&lng=77.2', 'date', 'missing'],
    ['/panchang/rashifal?lat=28.6&lng=77.2&date=2024-01-01&elevation_m=10000', 'elevation_m', 'range'],
    ['/panchang/rashifal?lat=28.6&lng=181&date=2024-01-01', 'lng', 'range'],
  ]);

  it('GET /panchang/rashifal: 12 signs, identical bodies for identical inputs, methodology names the sources', async () => {
    const path = `/panchang/rashifal?${DELHI}&date=2025-06-01`;
    const [a, b] = [await get(path), await get(path)];
    expect(a.status).toBe(200);
    const strip = ({ _meta, ...body }: Record<string, unknown>) => ({
      body,
      fingerprint: (_meta as { methodology: { fingerprint: string } }).methodology.fingerprint,
    });
    expect(JSON.stringify(strip(a.body))).toBe(JSON.stringify(strip(b.body)));
    expect(a.body.signs).toHaveLength(12);
    expect(a.body.scope).toMatch(/not a personal prediction/);
    // Saturn in Meena (from 2025-03-29, Drik): the 12th from Mesha, sade sati rising
    expect(a.body.signs[0].gochar.find((g: { key: string }) => g.key === 'saturn')).toMatchObject({
      house: 12,
      phase: 'sade_sati_rising',
    });
    expect(a.body._meta.methodology.gochara).toContain('Phaladeepika 26');
  });

  it('GET /panchang/rashifal accepts profile (SPEC §4.1) without changing the guidance; a bad profile is a 422', async () => {
    const path = `/panchang/rashifal?${DELHI}&date=2025-06-01`;
    const { _meta: m1, ...plain } = (await get(path)).body;
    const r = await get(`${path}&profile=maharashtra_amanta`);
    expect(r.status).toBe(200);
    const { _meta: m2, ...profiled } = r.body;
    expect(JSON.stringify(profiled)).toBe(JSON.stringify(plain));
    expect(m2.methodology.fingerprint).toBe(m1.methodology.fingerprint);
    // Jupiter entered Mithuna on 2025-05-14 (Drik): the 11th from Simha
    expect(r.body.signs[4].gochar.find((g: { key: string }) => g.key === 'jupiter')).toMatchObject({
      house: 11,
      favourable: true,
    });
    const bad = await get(`${path}&profile=bengal`);
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toEqual([
      { loc: ['query', 'profile'], msg: expect.stringContaining('profile must be one of'), type: 'enum' },
    ]);
  });

  it("GET /panchang/chandrabalam: raman moves every Moon-sign edge earlier by the ayanamsa difference / the Moon's sidereal rate (astronomy-engine), named in the methodology; profile changes nothing", async () => {
    const path = `/panchang/chandrabalam?${DELHI}&date=2020-12-31`;
    const { lahiri, raman } = await lahiriAndRaman(get, path);
    expect(raman.body.ayanamsa).toBe('raman');
    const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;
    // the default (drik) convention: sidereal = apparent tropical − mean ayanamsa, Lahiri's taken 24.0″ above
    // Swiss Ephemeris' (named in _meta.methodology.sidereal); Raman keeps its own mean value
    expect(lahiri.body._meta.methodology.sidereal).toContain('24.0″');
    const moonLon = (jd: number) =>
      Astronomy.EclipticGeoMoon(Astronomy.MakeTime(new Date((jd - 2440587.5) * 86_400_000))).lon;
    const siderealRate = (jd: number, key: 'lahiri' | 'raman') => {
      const h = 0.01;
      const dMoon = ((moonLon(jd + h) - moonLon(jd - h) + 540) % 360) - 180;
      const dAy =
        ayanamsaDeg(instantFromJdUt(jd + h), key, { nutation: false }) -
        ayanamsaDeg(instantFromJdUt(jd - h), key, { nutation: false });
      return (dMoon - dAy) / (2 * h);
    };
    const rows: string[] = [];
    let compared = 0;
    type Span = { index: number; name: string; start: string; end: string };
    for (const l of lahiri.body.moonsign as Span[]) {
      const r = (raman.body.moonsign as Span[]).find((x) => x.index === l.index);
      if (!r) continue;
      for (const edge of ['start', 'end'] as const) {
        const tL = jdOf(l[edge]);
        const inst = instantFromJdUt(tL);
        const dAyDeg =
          ayanamsaDeg(inst, 'lahiri', { nutation: false }) +
          24.0 / 3600 -
          ayanamsaDeg(inst, 'raman', { nutation: false });
        let expectedDays = -dAyDeg / siderealRate(tL, 'raman');
        expectedDays = -dAyDeg / siderealRate(tL + expectedDays / 2, 'raman'); // the rate at the midpoint of the shift
        const shiftS = (jdOf(r[edge]) - tL) * 86400;
        rows.push(`${l.name} ${edge} ${shiftS.toFixed(0)}/${(expectedDays * 86400).toFixed(1)}`);
        expect(shiftS).toBeLessThan(-2 * 3600); // 1.44° at 12–15°/day: 2.3–2.9 h earlier
        expect({ edge: `${l.name} ${edge}`, ok: Math.abs(shiftS - expectedDays * 86400) <= 5 }).toEqual({
          edge: `${l.name} ${edge}`,
          ok: true,
        });
        compared++;
      }
    }
    console.log('chandrabalam raman − lahiri, s (ours / expected):', rows.join(', '));
    expect(compared).toBeGreaterThanOrEqual(3);
    await expectOptionsUnused(get, path, ['profile=gujarat_amanta'], [['profile', 'punjab']], lahiri);
  });

  it('unknown parameters are refused', async () => {
    const r = await get(`/panchang/chandrabalam?${DELHI}&date=2024-01-01&natal=3`);
    expect(r.status).toBe(422);
  });
});

describe('sunrise_convention and convention on chandrabalam, tarabalam and rashifal: the spans of /panchang/daily under the same options', () => {
  const D = `${DELHI}&date=2020-12-31`;
  /** The same spans to the second (the same sampling grid as the daily core). */
  const sameSpans = (
    ours: { index: number; start: string; end: string }[],
    ref: { index: number; start: string; end: string }[],
  ) => {
    const edges = (xs: { index: number; start: string; end: string }[]) =>
      xs.map(({ index, start, end }) => ({ index, start, end }));
    expect(edges(ours)).toEqual(edges(ref));
  };
  it.each([
    'sunrise_convention=center_geometric',
    'convention=ephemeris',
    'sunrise_convention=center_geometric&convention=ephemeris',
  ])('%s', async (opts) => {
    const day = (await get(`/panchang/daily?${D}&${opts}`)).body;
    const cb = await get(`/panchang/chandrabalam?${D}&${opts}`);
    const tb = await get(`/panchang/tarabalam?${D}&${opts}`);
    const rf = await get(`/panchang/rashifal?${D}&${opts}`);
    expect([cb.status, tb.status, rf.status]).toEqual([200, 200, 200]);
    const dayEdges = { start: day.hindu_day.start, end: day.hindu_day.end };
    expect(cb.body.hindu_day).toEqual(dayEdges);
    sameSpans(cb.body.moonsign, day.moonsign);
    sameSpans(tb.body.nakshatra, day.nakshatra);
    expect(rf.body.hindu_day).toEqual(dayEdges);
    sameSpans(rf.body.transits.moonsign, day.moonsign);
    sameSpans(rf.body.transits.nakshatra, day.nakshatra);
    for (const m of [cb.body._meta.methodology, rf.body._meta.methodology]) {
      expect(m.sunrise).toBe(day._meta.methodology.sunrise);
      expect(m.convention).toBe(day._meta.methodology.convention);
    }
  });

  it('convention=ephemeris moves the Moon-sign edges by seconds (2020-12-31) and changes the fingerprint; bad values are 422', async () => {
    const a = (await get(`/panchang/chandrabalam?${D}`)).body;
    const b = (await get(`/panchang/chandrabalam?${D}&convention=ephemeris`)).body;
    const shifts = a.moonsign.map(
      (s: { end: string }, i: number) => (Date.parse(b.moonsign[i].end) - Date.parse(s.end)) / 1000,
    );
    console.log('chandrabalam 2020-12-31 moonsign ends, ephemeris − drik (s):', shifts.join(' '));
    expect(shifts.some((x: number) => x !== 0)).toBe(true);
    for (const x of shifts) expect(Math.abs(x)).toBeLessThan(120);
    expect(b._meta.methodology.fingerprint).not.toBe(a._meta.methodology.fingerprint);
    for (const route of ['chandrabalam', 'tarabalam', 'rashifal']) {
      const bad = await get(`/panchang/${route}?${D}&convention=x&sunrise_convention=y`);
      expect(bad.status).toBe(422);
      expect(bad.body.detail.map((d: { loc: string[] }) => d.loc[1]).sort()).toEqual([
        'convention',
        'sunrise_convention',
      ]);
    }
  });
});
