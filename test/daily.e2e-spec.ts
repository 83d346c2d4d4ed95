/**
 * The daily Panchang family through the embedded gateway: /panchang/daily, /panchang/details and
 * /panchang/month against Drik Panchang's page for New Delhi, 2020-12-31
 * (test/fixtures/golden/drik-daily/days.json: sunrise 07:14, Pratipada upto 09:30, Punarvasu upto
 * 19:49, Indra upto 14:52; Drik rounds to the minute).
 */
import { AS_OPERATOR, useEmbeddedGateway } from './support/embedded';

// /panchang/daily, /details and /month are operator product endpoints (SPEC §4.1): the tests call as the operator
const { get } = useEmbeddedGateway(AS_OPERATOR.env, AS_OPERATOR.headers);
const anonymous = useEmbeddedGateway();

const DELHI = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';
const sec = (iso: string) => Date.parse(iso) / 1000;
/** |ours − Drik's minute| in seconds. */
const off = (iso: string, drikLocal: string) => Math.abs(sec(iso) - sec(`${drikLocal}:00+05:30`));

describe('daily Panchang through the gateway', () => {
  it('GET /panchang/daily 2020-12-31 New Delhi matches Drik within a minute (default drik convention)', async () => {
    const r = await get(`/panchang/daily?date=2020-12-31&${DELHI}`);
    expect(r.status).toBe(200);
    const b = r.body;
    expect(b.vara).toEqual({ index: 4, name: 'Guruvara' });
    expect(off(b.sunrise, '2020-12-31T07:14')).toBeLessThanOrEqual(60);
    expect(b.tithi[0]).toMatchObject({ name: 'Pratipada', paksha: 'krishna', number: 16 });
    expect(off(b.tithi[0].end, '2020-12-31T09:30')).toBeLessThanOrEqual(60);
    expect(b.nakshatra[0].name).toBe('Punarvasu');
    expect(off(b.nakshatra[0].end, '2020-12-31T19:49')).toBeLessThanOrEqual(60);
    expect(b.yoga[0].name).toBe('Indra');
    expect(off(b.yoga[0].end, '2020-12-31T14:52')).toBeLessThanOrEqual(60);
    expect(b._meta.methodology.convention).toMatch(/^drik/);
  });

  it("convention=ephemeris: the same tithi ends later than under drik_de431 by τ(2020-12-31) = 127.9 s (Drik's ΔT for 2020) − SE ΔT ≈ 58.5 s, and a different fingerprint", async () => {
    const drik = (await get(`/panchang/daily?date=2020-12-31&${DELHI}&convention=drik_de431`)).body;
    const eph = (await get(`/panchang/daily?date=2020-12-31&${DELHI}&convention=ephemeris`)).body;
    const shift = sec(eph.tithi[0].end) - sec(drik.tithi[0].end);
    expect(shift).toBeGreaterThanOrEqual(57);
    expect(shift).toBeLessThanOrEqual(60);
    expect(eph.sunrise).toBe(drik.sunrise);
    expect(eph._meta.methodology.fingerprint).not.toBe(drik._meta.methodology.fingerprint);
  });

  it("default convention drik: Drik's own Moon (Meeus ch. 47) in the element searches, named in _meta; drik_de431 (DE431 Moon) has the same sunrise and its own fingerprint; ends within Drik's rounding on 2020-12-31", async () => {
    const de431 = (await get(`/panchang/daily?date=2020-12-31&${DELHI}&convention=drik_de431`)).body;
    const r = await get(`/panchang/daily?date=2020-12-31&${DELHI}`);
    expect(r.status).toBe(200);
    const b = r.body;
    expect(b._meta.methodology.convention).toMatch(/^drik \(/);
    expect(b._meta.methodology.element_moon).toContain('Meeus, Astronomical Algorithms ch. 47');
    expect(de431._meta.methodology.convention).toMatch(/^drik_de431/);
    expect(de431._meta.methodology.element_moon).toContain('DE431');
    expect(b.sunrise).toBe(de431.sunrise);
    expect(b._meta.methodology.fingerprint).not.toBe(de431._meta.methodology.fingerprint);
    // Drik's page for the day (reference/drik/days.json): Pratipada upto 09:30, Punarvasu upto 19:49, Indra upto 14:52
    expect(off(b.tithi[0].end, '2020-12-31T09:30')).toBeLessThanOrEqual(30);
    expect(off(b.nakshatra[0].end, '2020-12-31T19:49')).toBeLessThanOrEqual(30);
    expect(off(b.yoga[0].end, '2020-12-31T14:52')).toBeLessThanOrEqual(30);
  });

  it('GET /panchang/details adds the angles at sunrise, consistent with the packet', async () => {
    const r = await get(`/panchang/details?date=2020-12-31&${DELHI}`);
    expect(r.status).toBe(200);
    const d = r.body.details;
    expect(d.at_day_start.instant).toBe(r.body.sunrise);
    // Krishna Pratipada at sunrise: elongation in [180°, 192°)
    expect(d.at_day_start.elements.tithi.state_index).toBe(15);
    expect(d.at_day_start.elements.tithi.angle_deg).toBeGreaterThanOrEqual(180);
    expect(d.at_day_start.elements.tithi.angle_deg).toBeLessThan(192);
    expect(d.search.tolerance_s).toBe(1);
  });

  it('GET /panchang/month 2020-12: 31 rows, the 31st equal to the daily packet', async () => {
    const r = await get(`/panchang/month?ym=2020-12&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body.days).toHaveLength(31);
    const day = (await get(`/panchang/daily?date=2020-12-31&${DELHI}`)).body;
    const row = r.body.days[30];
    expect(row).toMatchObject({ date: '2020-12-31', sunrise: day.sunrise, sunset: day.sunset, paksha: day.paksha });
    expect(row.tithi).toMatchObject({ number: day.tithi[0].number, end: day.tithi[0].end });
    expect(row.nakshatra).toMatchObject({ name: day.nakshatra[0].name, end: day.nakshatra[0].end });
  });

  it('anyone but the operator gets 503 capacity_reserved on the product endpoints; /panchang/utility stays open', async () => {
    for (const path of [
      `/panchang/daily?date=2024-01-01&${DELHI}`,
      `/panchang/details?date=2024-01-01&${DELHI}`,
      `/panchang/month?ym=2024-01&${DELHI}`,
    ]) {
      const r = await anonymous.get(path);
      expect({ path, status: r.status, code: r.body.detail.code }).toEqual({
        path,
        status: 503,
        code: 'capacity_reserved',
      });
    }
    expect((await anonymous.get(`/panchang/utility?date=2024-01-01&${DELHI}`)).status).toBe(200);
  });

  it('bad input: 422 naming the parameter and the rule', async () => {
    const cases: [string, unknown][] = [
      [
        `/panchang/month?ym=2024-13&${DELHI}`,
        [{ loc: ['query', 'ym'], msg: 'ym must be a month YYYY-MM', type: 'format' }],
      ],
      [
        `/panchang/month?ym=1899-12&${DELHI}`,
        [{ loc: ['query', 'ym'], msg: 'ym must be between 1900-01 and 2100-12', type: 'range' }],
      ],
      [
        `/panchang/daily?date=2024-01-01&${DELHI}&convention=swiss`,
        [{ loc: ['query', 'convention'], msg: 'convention must be one of drik, ephemeris, drik_de431', type: 'enum' }],
      ],
      [`/panchang/details?${DELHI}`, [{ loc: ['query', 'date'], msg: 'date is required', type: 'missing' }]],
      [
        `/panchang/daily?date=2024-01-01&lat=91&lng=77`,
        [{ loc: ['query', 'lat'], msg: 'lat must be between -90 and 90', type: 'range' }],
      ],
    ];
    for (const [url, detail] of cases) {
      const r = await get(url);
      expect({ url, status: r.status, detail: r.body.detail }).toEqual({ url, status: 422, detail });
    }
  });

  it('polar night (Tromsø, 2024-12-15): the packet is still returned, the day starts at civil midnight with reasons', async () => {
    const r = await get('/panchang/daily?date=2024-12-15&lat=69.6492&lng=18.9553&tz=Europe/Oslo');
    expect(r.status).toBe(200);
    expect(r.body.sunrise).toBeNull();
    expect(typeof r.body.sunrise_note).toBe('string');
    expect(r.body.hindu_day).toMatchObject({ start: '2024-12-15T00:00:00+01:00', start_basis: 'civil_midnight' });
  });

  it('profile=tamil_solar on /panchang/month 2025-04: Chithirai 1, 1947 on 04-14 (Drik); gujarat_amanta on /panchang/daily: Kartikadi Vikram 2081 from 2024-11-02', async () => {
    const m = (await get(`/panchang/month?ym=2025-04&${DELHI}&profile=tamil_solar`)).body;
    const d14 = m.days.find((d: { date: string }) => d.date === '2025-04-14');
    const d13 = m.days.find((d: { date: string }) => d.date === '2025-04-13');
    expect(d14.calendar).toMatchObject({
      profile: 'tamil_solar',
      month: 1,
      month_name: 'Chithirai',
      day: 1,
      year: 1947,
    });
    expect(d13.calendar).toMatchObject({ month: 12, month_name: 'Panguni', year: 1946 });
    const g = (await get(`/panchang/daily?date=2024-11-02&${DELHI}&profile=gujarat_amanta`)).body;
    expect(g.calendar).toMatchObject({
      profile: 'gujarat_amanta',
      scheme: 'amanta',
      month: { name: 'Kartika' },
      year: { era: 'vikram_kartikadi', year: 2081 },
    });
    const g1 = (await get(`/panchang/daily?date=2024-11-01&${DELHI}&profile=gujarat_amanta`)).body;
    expect(g1.calendar.year.year).toBe(2080);
  });

  it('GET /panchang/details honours profile as /panchang/daily does: the calendar date (Drik: Kartikadi Vikram 2081 from 2024-11-02; Chithirai 1, 1947 on 2025-04-14), named in the methodology', async () => {
    const g = await get(`/panchang/details?date=2024-11-02&${DELHI}&profile=gujarat_amanta`);
    expect(g.status).toBe(200);
    expect(g.body.calendar).toMatchObject({
      profile: 'gujarat_amanta',
      scheme: 'amanta',
      month: { name: 'Kartika' },
      year: { era: 'vikram_kartikadi', year: 2081 },
    });
    expect(g.body._meta.methodology.profile).toContain('gujarat_amanta');
    expect(g.body.details.at_day_start.ayanamsa_deg).toBeGreaterThan(24);
    const daily = await get(`/panchang/daily?date=2024-11-02&${DELHI}&profile=gujarat_amanta`);
    expect(g.body.calendar).toEqual(daily.body.calendar);
    const t = await get(`/panchang/details?date=2025-04-14&${DELHI}&profile=tamil_solar`);
    expect(t.body.calendar).toMatchObject({
      profile: 'tamil_solar',
      month: 1,
      month_name: 'Chithirai',
      day: 1,
      year: 1947,
    });
    expect(t.body._meta.methodology.fingerprint).not.toBe(
      (await get(`/panchang/details?date=2025-04-14&${DELHI}`)).body._meta.methodology.fingerprint,
    );
  });

  it("GET /panchang/utility: the daily lanes; personal chandrabalam and tara bala from the day's spans; gemstone; lagna table; scans", async () => {
    const base = `/panchang/utility?date=2020-12-31&${DELHI}`;
    const plain = (await get(base)).body;
    const day = (await get(`/panchang/daily?date=2020-12-31&${DELHI}`)).body;
    expect(plain.panchang.tithi).toEqual(day.tithi);
    expect(plain.panchang.nakshatra[0].padas).toBeUndefined();
    expect(plain.hora_gowri.hora.day).toHaveLength(12);
    expect(plain.chandrabalam).toEqual({ available: false, reason: 'natal_moon_rashi_idx not given' });
    // natal Karka (3): the day's Moon signs are Mithuna then Karka (Drik: Mithuna upto 13:38)
    const r = (
      await get(`${base}&natal_moon_rashi_idx=3&natal_nakshatra_idx=3&natal_lagna=Mesha&include_lagna_table=true`)
    ).body;
    const houses = r.chandrabalam.spans.map((s: { moonsign: { index: number }; house: number }) => [
      s.moonsign.index,
      s.house,
    ]);
    expect(houses).toEqual(day.moonsign.map((s: { index: number }) => [s.index, ((s.index - 3 + 12) % 12) + 1]));
    expect(houses[0]).toEqual([2, 12]);
    // Rohini (3) → Punarvasu (6): 4th star inclusive = Kshema
    expect(r.tarabalam.spans[0]).toMatchObject({
      nakshatra: { index: 6, name: 'Punarvasu' },
      tara: { name: 'Kshema' },
    });
    expect(r.gemstone.recommendations[0]).toMatchObject({ house: 1, lord: 'mars' });
    const lagna = r.lagna_table;
    expect(lagna[0].start).toBe(day.sunrise);
    expect(lagna[lagna.length - 1].end).toBe(day.next_sunrise);
    for (let i = 1; i < lagna.length; i++) expect(lagna[i].index).toBe((lagna[i - 1].index + 1) % 12);
  });

  it('GET /panchang/utility compact=false keeps the nakshatra padas of the daily packet; include_windows=false drops the hora/gowri lane with a reason', async () => {
    const base = `/panchang/utility?date=2020-12-31&${DELHI}`;
    const day = (await get(`/panchang/daily?date=2020-12-31&${DELHI}`)).body;
    const full = (await get(`${base}&compact=false`)).body;
    expect(full.compact).toBe(false);
    expect(full.panchang.nakshatra).toEqual(day.nakshatra);
    // Punarvasu pada 4 from 13:38 (Drik: Punarvasu's 4th pada is Karka, the Moon sign change at 13:38)
    const p4 = full.panchang.nakshatra[0].padas.find((p: { pada: number }) => p.pada === 4);
    expect(off(p4.start, '2020-12-31T13:38')).toBeLessThanOrEqual(60);
    const noWindows = (await get(`${base}&include_windows=false`)).body;
    expect(noWindows.hora_gowri).toEqual({ available: false, reason: 'include_windows=false' });
    expect(noWindows.panchang.tithi).toEqual(day.tithi);
  });

  it('GET /panchang/utility include_ephemeris_scans on 2020-12-21: the December solstice within 2 min of USNO (10:02 UTC)', async () => {
    const r = (await get(`/panchang/utility?date=2020-12-21&${DELHI}&include_ephemeris_scans=true`)).body;
    const sol = r.ephemeris_scans.seasonal.in_window.find((e: { kind: string }) => /december|winter/i.test(e.kind));
    expect(Math.abs(Date.parse(sol.instant) - Date.parse('2020-12-21T10:02:00Z'))).toBeLessThanOrEqual(120_000);
  });

  it('GET /panchang/utility bad input: 422 per parameter', async () => {
    const base = `/panchang/utility?date=2020-12-31&${DELHI}`;
    const cases: [string, unknown][] = [
      [
        `${base}&include_windows=yes`,
        [{ loc: ['query', 'include_windows'], msg: 'include_windows must be true or false', type: 'type' }],
      ],
      [
        `${base}&natal_nakshatra_idx=27`,
        [{ loc: ['query', 'natal_nakshatra_idx'], msg: 'natal_nakshatra_idx must be between 0 and 26', type: 'range' }],
      ],
      [
        `${base}&natal_lagna=Aries`,
        [
          {
            loc: ['query', 'natal_lagna'],
            msg: expect.stringContaining('natal_lagna must be one of Mesha'),
            type: 'enum',
          },
        ],
      ],
      [
        `${base}&profile=kerala`,
        [{ loc: ['query', 'profile'], msg: expect.stringContaining('profile must be one of'), type: 'enum' }],
      ],
    ];
    for (const [url, detail] of cases) {
      const res = await get(url);
      expect({ url, status: res.status, detail: res.body.detail }).toEqual({ url, status: 422, detail });
    }
  });

  it('sunrise_convention=center_geometric: the disc centre at 0° without refraction, within 10 s of astronomy-engine, and the day follows it', async () => {
    const { SearchAltitude, Observer, Body } = await import('astronomy-engine');
    const r = await get(`/sunrise?date=2024-01-14&${DELHI}&sunrise_convention=center_geometric`);
    expect(r.status).toBe(200);
    const ae = SearchAltitude(Body.Sun, new Observer(28.6139, 77.209, 0), +1, new Date('2024-01-13T18:30:00Z'), 1, 0)!;
    expect(Math.abs(Date.parse(r.body.sunrise) - ae.date.getTime())).toBeLessThanOrEqual(10_000);
    const std = await get(`/sunrise?date=2024-01-14&${DELHI}`);
    const later = (Date.parse(r.body.sunrise) - Date.parse(std.body.sunrise)) / 1000;
    expect(later).toBeGreaterThan(200); // ≈ 0.833° of altitude at ~12.1°/h here: ~4 min
    expect(later).toBeLessThan(300);
    const day = (await get(`/panchang/daily?date=2024-01-14&${DELHI}&sunrise_convention=center_geometric`)).body;
    expect(day.sunrise).toBe(r.body.sunrise);
    expect(day.hindu_day.start).toBe(r.body.sunrise);
    expect(day._meta.methodology.sunrise).not.toBe(std.body._meta.methodology.sunrise);
    const bad = await get(`/panchang/month?ym=2024-01&${DELHI}&sunrise_convention=apparent`);
    expect(bad.body.detail).toEqual([
      {
        loc: ['query', 'sunrise_convention'],
        msg: expect.stringContaining('sunrise_convention must be one of drik, upper_limb_refracted'),
        type: 'enum',
      },
    ]);
  });
});
