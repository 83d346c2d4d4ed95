/**
 * Jyotish routes through the embedded gateway: values against the PyJHora/JHora comparison chart
 * (test/fixtures/golden/jyotish-core), and the 422 rules of the birth-data body.
 */
import { useEmbeddedGateway } from './support/embedded';

const { get, post } = useEmbeddedGateway();

/** The grahas in the classical (Parashari) weekday-lord order, then the nodes: the order the packets list them in. */
const GRAHA_ORDER = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];

/** PyJHora's JHora comparison chart: 1996-12-07 10:34 IST, Chennai. */
const PERSON = {
  date: '1996-12-07',
  time: '10:34:00',
  lat: 13.0878,
  lng: 80.2785,
  utc_offset: '+05:30',
  tz: 'Asia/Kolkata',
};

describe('jyotish routes (embedded gateway)', () => {
  it('POST /chart/calculate: ascendant 292.45° and Sun 231.57° (PyJHora, ±1′), Capricorn lagna, methodology names the conventions', async () => {
    const r = await post('/chart/calculate', { person: PERSON });
    expect(r.status).toBe(200);
    const pts = r.body.points as { key: string; longitude: number; sign: { name: string } }[];
    expect(pts.map((p) => p.key)).toEqual([...GRAHA_ORDER, 'ascendant']);
    expect(Math.abs(pts[9].longitude - 292.45)).toBeLessThan(1 / 60);
    expect(Math.abs(pts[0].longitude - 231.57)).toBeLessThan(1 / 60);
    expect(r.body.houses[0].sign.name).toBe('Makara');
    expect(r.body.person.instant).toBe('1996-12-07T10:34:00+05:30');
    expect(r.body.person.offset_from).toBe('utc_offset (wins over tz)');
    const m = r.body._meta.methodology;
    expect(m.ayanamsa).toMatch(/^lahiri/);
    expect(m.nodes).toMatch(/mean lunar node/);
    expect(m.house_system).toMatch(/^whole_sign/);
    expect(m.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body.settings.position_model).toBe('apparent');
    expect(m.positions).toMatch(/^geocentric apparent ecliptic of date/);
  });

  it("POST /chart/calculate with position_model true_geometric: the 9 grahas within PyJHora's 0.005° rounding (apparent: up to 0.013°); echoed in settings, named in the methodology", async () => {
    // PyJHora record pyjhora-own-d1-positions (test/fixtures/golden/jyotish-core), rounded to 0.01°
    const PYJHORA = [231.57, 186.96, 145.54, 249.94, 265.83, 203.72, 336.81, 160.55, 340.55];
    const r = await post('/chart/calculate', { person: { ...PERSON, position_model: 'true_geometric' } });
    expect(r.status).toBe(200);
    const pts = r.body.points as { key: string; longitude: number }[];
    PYJHORA.forEach((want, i) =>
      expect([pts[i].key, Math.abs(pts[i].longitude - want) < 0.0051]).toEqual([pts[i].key, true]),
    );
    expect(r.body.settings.position_model).toBe('true_geometric');
    expect(r.body._meta.methodology.positions).toMatch(/SEFLG_TRUEPOS/);
  });

  it('POST /divisional: D9 Sun Capricorn, D10 Ascendant Aries (PyJHora Parashara), vimshopaka for 7 grahas, varga rules in methodology', async () => {
    const r = await post('/divisional', { person: PERSON, vargas: [9, 10] });
    expect(r.status).toBe(200);
    const [d9, d10] = r.body.vargas;
    expect(d9.points.find((p: { key: string }) => p.key === 'sun').sign.name).toBe('Makara');
    expect(d10.points.find((p: { key: string }) => p.key === 'ascendant').sign.name).toBe('Mesha');
    expect(r.body.vimshopaka).toHaveLength(7);
    expect(r.body._meta.methodology.varga_rules).toMatch(/Parashara/);
  });

  it('POST /career/d10 and /varga/domain-pack answer', async () => {
    const d10 = await post('/career/d10', { person: PERSON });
    expect(d10.status).toBe(200);
    expect(d10.body.houses[0].sign.name).toBe('Mesha');
    expect(d10.body.tenth_house.sign.name).toBe('Makara');
    const pack = await post('/varga/domain-pack', { person: PERSON, domains: ['marriage'] });
    expect(pack.status).toBe(200);
    expect(pack.body.domains[0].vargas[0].varga).toBe('D9');
    expect(pack.body.domains[0].vargas[0].houses[0].sign.name).toBe('Karka');
  });

  it('POST /dasha-timeline with the sidereal year: Rahu–Jupiter antardasha starts 1999-03-29 (PyJHora 05:49:29, ±1 day)', async () => {
    const r = await post('/dasha-timeline', {
      person: { ...PERSON, lat: 13.0389, lng: 80.2619 },
      levels: 2,
      dasha_year: 'sidereal',
    });
    expect(r.status).toBe(200);
    const rahuJup = r.body.periods[0].sub_periods[1];
    expect([r.body.periods[0].lord, rahuJup.lord]).toEqual(['rahu', 'jupiter']);
    expect(Math.abs(Date.parse(rahuJup.start) - Date.parse('1999-03-29T05:49:29+05:30'))).toBeLessThan(86_400_000);
    expect(r.body._meta.methodology.dasha_year).toBe('365.256364 days per dasha year');
  });

  it('POST /dasha/yogini: Pingala (Sun) first, Dhanya from 1998-11-21 (PyJHora ±1 day); /dasha/ashtottari: Mars then Mercury from 2000-11-21 (JHora ±1 day)', async () => {
    const y = await post('/dasha/yogini', { person: PERSON, levels: 1, dasha_year: 'sidereal' });
    expect(y.status).toBe(200);
    expect(y.body.periods[0]).toMatchObject({ lord: 'sun', name: 'Pingala' });
    expect(Math.abs(Date.parse(y.body.periods[1].start) - Date.parse('1998-11-21T21:49:58+05:30'))).toBeLessThan(
      86_400_000,
    );
    expect(y.body._meta.methodology.dasha).toMatch(/^yogini/);
    const a = await post('/dasha/ashtottari', { person: PERSON, levels: 2, dasha_year: 'sidereal' });
    expect(a.status).toBe(200);
    expect(a.body.periods.map((p: { lord: string }) => p.lord).slice(0, 2)).toEqual(['mars', 'mercury']);
    expect(Math.abs(Date.parse(a.body.periods[1].start) - Date.parse('2000-11-21T10:08:18+05:30'))).toBeLessThan(
      86_400_000,
    );
  });

  it('POST /jaimini/profile and /jyotish/bundle answer with 8 karakas', async () => {
    const j = await post('/jaimini/profile', { person: PERSON });
    expect(j.status).toBe(200);
    expect(j.body.karakas).toHaveLength(8);
    const b = await post('/jyotish/bundle', { person: PERSON, karakas: 7 });
    expect(b.status).toBe(200);
    expect(b.body.vargas).toHaveLength(16);
    expect(b.body.chara_karakas).toHaveLength(7);
    expect(b.body.vimshottari.periods).toHaveLength(9);
  });

  it('POST /arudha/all: A1 Taurus, A12 (upapada) Virgo (Jagannatha Hora); varga 16 accepted', async () => {
    const r = await post('/arudha/all', { person: PERSON });
    expect(r.status).toBe(200);
    expect(r.body.arudha_lagna.name).toBe('Vrishabha');
    expect(r.body.upapada.name).toBe('Kanya');
    expect(r.body._meta.methodology.arudhas).toMatch(/10th from there/);
    expect((await post('/arudha/all', { person: PERSON, varga: 16 })).body.varga).toBe('D16');
  });

  it('POST /upagraha (Sun-based and time-based), /argala, /houses, /bhav-chalit answer', async () => {
    const u = await post('/upagraha', { person: PERSON });
    expect(u.status).toBe(200);
    const sun = 231.57;
    const dhuma = u.body.upagrahas.find((p: { key: string }) => p.key === 'dhuma');
    expect(Math.abs(dhuma.longitude - ((sun + 133 + 1 / 3) % 360))).toBeLessThan(0.02);
    expect(u.body.time_based.part_of).toBe('day');
    expect(u.body.time_based.upagrahas.map((x: { key: string }) => x.key)).toEqual([
      'kala',
      'mrityu',
      'ardhaprahara',
      'yamaghantaka',
      'gulika',
      'mandi',
    ]);
    const a = await post('/argala', { person: PERSON });
    expect(a.body.houses).toHaveLength(12);
    // PyJHora Placidus (SE 'P') 2nd cusp 327.47°
    const h = await post('/houses', { person: { ...PERSON, house_system: 'placidus' } });
    expect(Math.abs(h.body.houses[1].start - 327.46948)).toBeLessThan(1 / 60);
    const c = await post('/bhav-chalit', { person: { ...PERSON, house_system: 'equal' } });
    expect(Math.abs(c.body.bhavas[0].start - 277.445759)).toBeLessThan(1 / 60);
  });

  it('POST /houses with house_system kp and ayanamsa krishnamurti: Placidus cusps with KP sign/star/sub lords; methodology names both', async () => {
    const r = await post('/houses', { person: { ...PERSON, house_system: 'kp', ayanamsa: 'krishnamurti' } });
    expect(r.status).toBe(200);
    expect(r.body.system).toBe('kp');
    expect(r.body.kp.cusps).toHaveLength(12);
    const asc = r.body.kp.points.find((p: { key: string }) => p.key === 'ascendant');
    // Ashwini-based sub arithmetic is checked in libs/jyotish/test/kp.spec.ts; here the lords are consistent with the
    // longitude
    expect(asc.sub_from).toBeLessThanOrEqual(asc.longitude);
    expect(asc.sub_to).toBeGreaterThan(asc.longitude);
    expect(asc.sign_lord).toBe('saturn');
    expect(r.body._meta.methodology.house_system).toMatch(/^kp \(Krishnamurti Paddhati\): the Placidus cusps/);
    expect(r.body._meta.methodology.ayanamsa).toMatch(/^krishnamurti/);
  });

  it('POST /special-lagnas: hora lagna Pisces within 0.1° and pranapada Capricorn within 0.3° of Jagannatha Hora', async () => {
    const r = await post('/special-lagnas', { person: PERSON });
    expect(r.status).toBe(200);
    const hl = r.body.lagnas.find((l: { key: string }) => l.key === 'hora_lagna');
    expect(hl.sign.name).toBe('Meena');
    expect(Math.abs(hl.longitude - 357.096389)).toBeLessThan(0.1);
    // pranapada: Capricorn, JHora 288.649° (moves 5°/min; 0.3° = 3.6 s of sunrise)
    const pp = r.body.lagnas.find((l: { key: string }) => l.key === 'pranapada_lagna');
    expect(pp.sign.name).toBe('Makara');
    expect(Math.abs(pp.longitude - 288.649444)).toBeLessThan(0.3);
    expect(r.body.not_computed.map((n: { key: string }) => n.key)).toEqual(['vighati_lagna']);
  });

  it('POST /transit: Saturn in Aquarius on 2024-01-01, 5th from the natal Moon; missing date → 422', async () => {
    const r = await post('/transit', { person: PERSON, date: '2024-01-01' });
    expect(r.status).toBe(200);
    const sat = r.body.grahas.find((g: { key: string }) => g.key === 'saturn');
    expect(sat).toMatchObject({ sign: { name: 'Kumbha' }, house_from_moon: 5 });
    const bad = await post('/transit', { person: PERSON });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'date'], type: 'missing' });
  });

  it('POST /dasha/chara: Capricorn 10 y, Sagittarius 12 y, Scorpio 4 y (PyJHora); levels refused (not a parameter)', async () => {
    const r = await post('/dasha/chara', { person: PERSON, dasha_year: 'sidereal' });
    expect(r.status).toBe(200);
    expect(
      r.body.periods.slice(0, 3).map((p: { sign: { name: string }; years: number }) => [p.sign.name, p.years]),
    ).toEqual([
      ['Makara', 10],
      ['Dhanu', 12],
      ['Vrishchika', 4],
    ]);
    const bad = await post('/dasha/chara', { person: PERSON, levels: 2 });
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'levels'], type: 'extra_forbidden' });
  });

  it('POST /dasha/narayana: starts from Cancer (stronger than the Capricorn lagna), 9 then Gemini 6 years (PyJHora)', async () => {
    const r = await post('/dasha/narayana', { person: PERSON, dasha_year: 'sidereal' });
    expect(r.status).toBe(200);
    expect(
      r.body.periods.slice(0, 2).map((p: { sign: { name: string }; years: number }) => [p.sign.name, p.years]),
    ).toEqual([
      ['Karka', 9],
      ['Mithuna', 6],
    ]);
  });

  describe('422s', () => {
    it.each([
      ['unknown top-level field', { person: PERSON, colour: 'red' }, ['body', 'colour'], 'extra_forbidden'],
      ['unknown person field', { person: { ...PERSON, planet: 'x' } }, ['body', 'person', 'planet'], 'extra_forbidden'],
      ['missing person', {}, ['body', 'person'], 'missing'],
      ['lat out of range', { person: { ...PERSON, lat: 95 } }, ['body', 'person', 'lat'], 'range'],
      ['lat as text', { person: { ...PERSON, lat: '13.08' } }, ['body', 'person', 'lat'], 'type'],
      ['person not an object', { person: 'me' }, ['body', 'person'], 'type'],
      ['bad time', { person: { ...PERSON, time: '25:00' } }, ['body', 'person', 'time'], 'format'],
      ['missing date', { person: { ...PERSON, date: undefined } }, ['body', 'person', 'date'], 'missing'],
      ['date out of range', { person: { ...PERSON, date: '1700-01-01' } }, ['body', 'person', 'date'], 'range'],
      ['bad offset', { person: { ...PERSON, utc_offset: '+15:00' } }, ['body', 'person', 'utc_offset'], 'format'],
      ['unknown ayanamsa', { person: { ...PERSON, ayanamsa: 'fagan' } }, ['body', 'person', 'ayanamsa'], 'enum'],
      [
        'unknown house system',
        { person: { ...PERSON, house_system: 'topocentric' } },
        ['body', 'person', 'house_system'],
        'enum',
      ],
    ])('/chart/calculate: %s', async (_label, body, loc, type) => {
      const r = await post('/chart/calculate', body);
      expect(r.status).toBe(422);
      expect(r.body.detail).toEqual([expect.objectContaining({ loc, type })]);
      expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    });
    /** The body fields of the other routes, each on a route that takes it: one 422 naming the field and the rule. */
    it.each([
      ['/chart/calculate', { person: { ...PERSON, lng: 181 } }, ['body', 'person', 'lng'], 'range'],
      ['/chart/calculate', { person: { ...PERSON, lng: null } }, ['body', 'person', 'lng'], 'missing'],
      ['/chart/calculate', { person: { ...PERSON, lng: '80' } }, ['body', 'person', 'lng'], 'type'],
      ['/chart/calculate', { person: { ...PERSON, lat: -91 } }, ['body', 'person', 'lat'], 'range'],
      ['/chart/calculate', { person: { ...PERSON, time: undefined } }, ['body', 'person', 'time'], 'missing'],
      ['/chart/calculate', { person: { ...PERSON, date: '1996-02-30' } }, ['body', 'person', 'date'], 'format'],
      [
        '/chart/calculate',
        { person: { ...PERSON, utc_offset: undefined, tz: 'Mars/Olympus_Mons' } },
        ['body', 'person', 'tz'],
        'format',
      ],
      ['/chart/calculate', { person: { ...PERSON, utc_offset: '+14:30' } }, ['body', 'person', 'utc_offset'], 'format'],
      ['/chart/calculate', { person: { ...PERSON, name: 'x'.repeat(101) } }, ['body', 'person', 'name'], 'format'],
      ['/chart/calculate', { person: { ...PERSON, name: 42 } }, ['body', 'person', 'name'], 'format'],
      ['/chart/calculate', { person: { ...PERSON, node_type: 'osculating' } }, ['body', 'person', 'node_type'], 'enum'],
      [
        '/chart/calculate',
        { person: { ...PERSON, position_model: 'geometric' } },
        ['body', 'person', 'position_model'],
        'enum',
      ],
      ['/dasha/kalachakra', { person: { ...PERSON, position_model: 7 } }, ['body', 'person', 'position_model'], 'enum'],
      ['/houses', { person: { ...PERSON, house_system: 'KP' } }, ['body', 'person', 'house_system'], 'enum'],
      ['/divisional', { person: PERSON, vargas: [11] }, ['body', 'vargas'], 'enum'],
      ['/divisional', { person: PERSON, vargas: [9, 9] }, ['body', 'vargas'], 'enum'],
      ['/divisional', { person: PERSON, vargas: [] }, ['body', 'vargas'], 'enum'],
      ['/varga/domain-pack', { person: PERSON, domains: ['lottery'] }, ['body', 'domains'], 'enum'],
      ['/dasha-timeline', { person: PERSON, levels: 4 }, ['body', 'levels'], 'range'],
      ['/dasha-timeline', { person: PERSON, dasha_year: 'lunar' }, ['body', 'dasha_year'], 'enum'],
      ['/dasha-timeline', { person: PERSON, levels: 1.5 }, ['body', 'levels'], 'type'],
      ['/jaimini/profile', { person: PERSON, karakas: 9 }, ['body', 'karakas'], 'enum'],
      ['/dasha/yogini', { person: PERSON, levels: 0 }, ['body', 'levels'], 'range'],
      ['/dasha/ashtottari', { person: PERSON, dasha_year: 365 }, ['body', 'dasha_year'], 'enum'],
      ['/dasha/narayana', { person: PERSON, dasha_year: 'lunar' }, ['body', 'dasha_year'], 'enum'],
      ['/jyotish/bundle', { person: PERSON, karakas: '8' }, ['body', 'karakas'], 'enum'],
      ['/jyotish/bundle', { person: PERSON, levels: 2 }, ['body', 'levels'], 'extra_forbidden'],
      ['/arudha/all', { person: PERSON, varga: 5 }, ['body', 'varga'], 'enum'],
      ['/transit', { person: PERSON, date: '2024-01-01', time: '7pm' }, ['body', 'time'], 'format'],
      ['/transit', { person: PERSON, date: '2400-01-01' }, ['body', 'date'], 'range'],
      ['/upagraha', { person: PERSON, varga: 9 }, ['body', 'varga'], 'extra_forbidden'],
      ['/special-lagnas', { person: [PERSON] }, ['body', 'person'], 'type'],
    ])('%s %j → 422 %j %s', async (route, body, loc, type) => {
      const r = await post(route, body);
      expect(r.status).toBe(422);
      expect(r.body.detail).toEqual([expect.objectContaining({ loc, type })]);
    });

    it.each(['placidus', 'koch', 'kp'])(
      'house_system %s inside the polar circle (75° N): 422 range on body.person.house_system naming the systems that work',
      async (hs) => {
        const r = await post('/houses', {
          person: { date: '2000-06-21', time: '12:00', lat: 75, lng: 20, utc_offset: '+01:00', house_system: hs },
        });
        expect(r.status).toBe(422);
        expect(r.body.detail).toEqual([
          expect.objectContaining({ loc: ['body', 'person', 'house_system'], type: 'range' }),
        ]);
        expect(r.body.detail[0].msg).toMatch(/use equal, whole_sign, porphyry or sripati/);
      },
    );

    it('the first and last accepted births (1800-01-05 00:00 +14:00, 2399-12-28 23:59 −12:00) answer on every day-based route; a day earlier or later is a 422 range', async () => {
      const first = { date: '1800-01-05', time: '00:00', lat: 28.6, lng: 77.2, utc_offset: '+14:00' };
      const last = { date: '2399-12-28', time: '23:59:59', lat: 28.6, lng: 77.2, utc_offset: '-12:00' };
      for (const person of [first, last]) {
        for (const route of ['/special-lagnas', '/upagraha', '/jyotish/bundle', '/dasha/kalachakra'])
          expect([route, (await post(route, { person })).status]).toEqual([route, 200]);
      }
      expect((await post('/upagraha', { person: { ...first, date: '1800-01-04' } })).body.detail[0]).toMatchObject({
        loc: ['body', 'person', 'date'],
        type: 'range',
      });
      expect((await post('/upagraha', { person: { ...last, date: '2399-12-29' } })).body.detail[0]).toMatchObject({
        loc: ['body', 'person', 'date'],
        type: 'range',
      });
    });

    it('a local time in a DST gap is a 422 naming both candidates', async () => {
      const r = await post('/chart/calculate', {
        person: { date: '2024-03-10', time: '02:30', lat: 40.71, lng: -74.0, tz: 'America/New_York' },
      });
      expect(r.status).toBe(422);
      expect(r.body.detail[0]).toMatchObject({ loc: ['body', 'person', 'time'], type: 'dst_gap' });
      expect(r.body.detail[0].msg).toMatch(/candidates: .+ or .+/);
    });
  });
});

describe('OpenAPI documents the jyotish bodies', () => {
  it('POST /chart/calculate has a JSON request body with the birth-data schema, tier public_compute', async () => {
    const doc = (await get('/api-docs/openapi.json')).body;
    const op = doc.paths['/chart/calculate'].post;
    expect(op['x-svc-tier']).toBe('public_compute');
    const ref: string = op.requestBody.content['application/json'].schema.$ref;
    const schema = doc.components.schemas[ref.split('/').pop()!];
    const person = doc.components.schemas[schema.properties.person.allOf[0].$ref.split('/').pop()];
    expect(person.required).toEqual(expect.arrayContaining(['date', 'time', 'lat', 'lng']));
    expect(person.properties.lat).toMatchObject({ minimum: -90, maximum: 90 });
    expect(person.properties.ayanamsa.enum).toEqual(['lahiri', 'raman', 'krishnamurti', 'true_chitra']);
    expect(person.properties.position_model).toMatchObject({
      enum: ['apparent', 'true_geometric'],
      default: 'apparent',
    });
    expect(person.properties.position_model.description).toMatch(/SEFLG_TRUEPOS/);
    for (const p of [
      '/divisional',
      '/dasha-timeline',
      '/dasha/yogini',
      '/dasha/ashtottari',
      '/jaimini/profile',
      '/arudha/all',
      '/special-lagnas',
      '/upagraha',
      '/argala',
      '/houses',
      '/bhav-chalit',
      '/career/d10',
      '/varga/domain-pack',
      '/jyotish/bundle',
      '/transit',
      '/dasha/chara',
      '/dasha/narayana',
    ]) {
      expect(doc.paths[p].post.requestBody).toBeDefined();
    }
  });
});
