/**
 * POST /dasha (embedded gateway): any dasha system by name. Values: PyJHora's regression
 * records for its JHora comparison chart (1996-12-07 10:34 IST, Chennai; records
 * pyjhora-own-shodasottari, pyjhora-own-naisargika, pyjhora-own-vimshottari-d9 and
 * pyjhora-tithi-ashtottari in test/fixtures/golden/jyotish-dashas/cases-subset.json; mean sidereal year,
 * true geometric positions as PyJHora computes them), and the 422 rules of the body.
 */
import { useEmbeddedGateway } from './support/embedded';

const { post } = useEmbeddedGateway();

const PERSON = {
  date: '1996-12-07',
  time: '10:34:00',
  lat: 13.0878,
  lng: 80.2785,
  utc_offset: '+05:30',
  position_model: 'true_geometric',
};
const DAY_MS = 86_400_000;
const within1Day = (iso: string, want: string) => Math.abs(Date.parse(iso) - Date.parse(`${want}+05:30`)) < DAY_MS;

type P = { lord: string | null; sign: { name: string } | null; start: string; years: number; sub_periods?: P[] };

describe('POST /dasha (embedded gateway)', () => {
  it('shodasottari: Venus 18 years from 1996-07-16 01:12, then Sun 11 from 2014-07-16 15:57 (PyJHora ±1 day)', async () => {
    const r = await post('/dasha', {
      person: PERSON,
      system: 'shodasottari',
      levels: 2,
      dasha_year: 'sidereal',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ system: 'shodasottari', kind: 'graha', levels: 2, varga: 1, method: null });
    expect(r.body.seed).toMatchObject({ element: 'nakshatra', point: 'moon' });
    const ps = r.body.periods as P[];
    expect(ps.map((p) => p.lord)).toEqual(['venus', 'sun', 'mars', 'jupiter', 'saturn', 'ketu', 'moon', 'mercury']);
    expect(ps.map((p) => p.years)).toEqual([18, 11, 12, 13, 14, 15, 16, 17]);
    expect(within1Day(ps[0].start, '1996-07-16T01:12:44')).toBe(true);
    expect(within1Day(ps[1].start, '2014-07-16T15:57:42')).toBe(true);
    expect(ps[0].sub_periods).toHaveLength(8);
    expect(ps[0].sub_periods![0]).toMatchObject({ lord: 'venus', level: 'antardasha', start: ps[0].start });
    expect(r.body._meta.methodology.dasha).toMatch(/^shodasottari: .*Source: BPHS ch\. 46/);
  });

  it("naisargika: Moon 1, Mars 2, Mercury 9 … lagna 12 from birth; Moon's antardashas start with Venus (PyJHora)", async () => {
    const r = await post('/dasha', { person: PERSON, system: 'naisargika', levels: 2, dasha_year: 'sidereal' });
    expect(r.status).toBe(200);
    const ps = r.body.periods as P[];
    expect(ps.map((p) => [p.lord, p.years])).toEqual([
      ['moon', 1],
      ['mars', 2],
      ['mercury', 9],
      ['venus', 20],
      ['jupiter', 18],
      ['sun', 20],
      ['saturn', 50],
      ['lagna', 12],
    ]);
    expect(ps[0].start).toBe('1996-12-07T10:34:00+05:30');
    expect(r.body.seed).toBeNull();
    expect(ps[0].sub_periods!.slice(0, 2).map((s) => s.lord)).toEqual(['venus', 'sun']);
  });

  it('vimshottari in D9 (varga 9): Ketu from 1995-07-21, Venus from 2002-07-20 (PyJHora ±1 day)', async () => {
    const r = await post('/dasha', {
      person: { ...PERSON, lat: 13.0389, lng: 80.2619 },
      system: 'vimshottari',
      varga: 9,
      levels: 1,
      dasha_year: 'sidereal',
    });
    expect(r.status).toBe(200);
    const ps = r.body.periods as P[];
    expect(ps.slice(0, 2).map((p) => p.lord)).toEqual(['ketu', 'venus']);
    expect(within1Day(ps[0].start, '1995-07-21T01:49:35')).toBe(true);
    expect(within1Day(ps[1].start, '2002-07-20T20:53:44')).toBe(true);
  });

  it('tithi ashtottari: seeded by the tithi angle, Mercury from 1992-02-16 (PyJHora ±1 day)', async () => {
    const r = await post('/dasha', {
      person: PERSON,
      system: 'tithi_ashtottari',
      levels: 1,
      dasha_year: 'sidereal',
    });
    expect(r.status).toBe(200);
    expect(r.body.seed).toMatchObject({ element: 'tithi', point: null });
    expect(r.body.periods[0].lord).toBe('mercury');
    const want = (await import('./fixtures/golden/jyotish-dashas/cases-subset.json')).default.find(
      (c: { id: string }) => c.id === 'pyjhora-tithi-ashtottari',
    ) as { expected: { periods: { start: string }[] } };
    expect(within1Day(r.body.periods[0].start, want.expected.periods[0].start)).toBe(true);
  });

  it('vimshottari tribhagi and rasi bhukthi variants', async () => {
    const t = await post('/dasha', { person: PERSON, system: 'vimshottari', tribhagi: true, levels: 1 });
    expect(t.status).toBe(200);
    expect(t.body.periods).toHaveLength(27);
    expect(t.body.periods[0].years).toBe(6);
    const rb = await post('/dasha', { person: PERSON, system: 'vimshottari', rasi_bhukthi: true, levels: 2 });
    expect(rb.status).toBe(200);
    expect(rb.body.periods[0].sub_periods).toHaveLength(12);
    expect(rb.body.periods[0].sub_periods[0]).toMatchObject({ lord: null, sign: { index: expect.any(Number) } });
  });

  it('422: system missing or unknown (the message lists the systems), options a system does not take', async () => {
    const missing = await post('/dasha', { person: PERSON });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0]).toMatchObject({ loc: ['body', 'system'], type: 'missing' });
    const unknown = await post('/dasha', { person: PERSON, system: 'nonesuch' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail[0]).toMatchObject({ loc: ['body', 'system'], type: 'enum' });
    expect(unknown.body.detail[0].msg).toMatch(/shodasottari.*naisargika/);
    const cases: [Record<string, unknown>, string][] = [
      [{ system: 'naisargika', tribhagi: true }, 'tribhagi'],
      [{ system: 'tithi_yogini', starting_planet: 'sun' }, 'starting_planet'],
      [{ system: 'yoga_vimshottari', varga: 9 }, 'varga'],
      [{ system: 'vimshottari', rasi_bhukthi: true, levels: 3 }, 'levels'],
      [{ system: 'vimshottari', method: 'parashara' }, 'method'],
      [{ system: 'vimshottari', levels: 4 }, 'levels'],
      [{ system: 'vimshottari', varga: 5 }, 'varga'],
      [{ system: 'vimshottari', tribhagi: 'yes' }, 'tribhagi'],
      [{ system: 'vimshottari', starting_planet: 'pluto' }, 'starting_planet'],
      [{ system: 'drig', levels: 2 }, 'levels'],
      [{ system: 'chakra', levels: 2 }, 'levels'],
      [{ system: 'sudasa', levels: 1, varga: 9 }, 'varga'],
      [{ system: 'tara', method: 'kn_rao' }, 'method'],
      [{ system: 'shoola', starting_planet: 'sun' }, 'starting_planet'],
    ];
    for (const [body, field] of cases) {
      const r = await post('/dasha', { person: PERSON, ...body });
      expect([field, r.status, r.body.detail?.[0]?.loc]).toEqual([field, 422, ['body', field]]);
    }
  });

  it("shoola (rasi dasha): 12 signs from Cancer, 9 years each, from birth; Cancer's sub-periods run backward (PyJHora)", async () => {
    const r = await post('/dasha', { person: PERSON, system: 'shoola', levels: 2, dasha_year: 'sidereal' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ kind: 'rasi', seed: null, balance_at_birth: { lord: null, years: 9 } });
    const ps = r.body.periods as P[];
    expect(ps[0]).toMatchObject({ lord: null, sign: { name: 'Karka' }, start: '1996-12-07T10:34:00+05:30', years: 9 });
    expect(ps[0].sub_periods!.slice(0, 3).map((s) => s.sign!.name)).toEqual(['Karka', 'Mithuna', 'Vrishabha']);
  });

  it('tara, method parashara: Venus 20 years from 1996-06-30, then Sun 6 (PyJHora ±1 day); default school sanjay_rath', async () => {
    const r = await post('/dasha', {
      person: PERSON,
      system: 'tara',
      method: 'parashara',
      levels: 1,
      dasha_year: 'sidereal',
    });
    expect(r.status).toBe(200);
    expect(r.body.method).toBe('parashara');
    const ps = r.body.periods as P[];
    expect(ps.slice(0, 2).map((p) => [p.lord, p.years])).toEqual([
      ['venus', 20],
      ['sun', 6],
    ]);
    expect(within1Day(ps[0].start, '1996-06-30T00:10:23')).toBe(true);
    const d = await post('/dasha', { person: PERSON, system: 'tara', levels: 1 });
    expect(d.body.method).toBe('sanjay_rath');
    expect(d.body.periods[1].lord).toBe('moon');
  });

  it("starting_planet: seeded from the ascendant's star (PyJHora: Moon first for the Lagna seed)", async () => {
    const r = await post('/dasha', {
      person: { ...PERSON, lat: 13.0389, lng: 80.2619 },
      system: 'vimshottari',
      starting_planet: 'ascendant',
      levels: 1,
    });
    expect(r.status).toBe(200);
    expect(r.body.seed.point).toBe('ascendant');
    expect(r.body.periods.map((p: P) => p.lord)).toEqual([
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
      'mercury',
      'ketu',
      'venus',
      'sun',
    ]);
  });

  /** [system, record in the golden fixture, first three signs (0 = Mesha), start of the second period]. */
  const RASI: [string, string, number[], string][] = [
    ['moola', 'pyjhora-own-moola', [3, 0, 9], '2005-12-07T17:56:29'],
    ['mandooka', 'pyjhora-own-mandooka', [3, 0, 9], '2006-12-08T00:05:38'],
    ['yogardha', 'pyjhora-own-yogardha', [3, 2, 1], '2004-12-07T11:47:19'],
    ['tara_lagna', 'pyjhora-own-tara-lagna', [9, 8, 7], '2005-12-07T17:56:29'],
    ['chakra', 'pyjhora-own-chakra', [11, 0, 1], '2006-12-08T00:05:38'],
    ['sthira', 'pyjhora-own-sthira', [8, 9, 10], '2005-12-07T17:56:29'],
    ['brahma', 'pyjhora-own-brahma', [8, 9, 10], '2006-12-08T00:05:38'],
    ['sudasa', 'pyjhora-own-sudasa', [10, 1, 4], '2007-10-22T02:54:47'],
  ];
  it.each(RASI)('%s: first signs and the second start as %s (PyJHora ±1 day)', async (system, _id, signs, second) => {
    const r = await post('/dasha', { person: PERSON, system, levels: 1, dasha_year: 'sidereal' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ system, kind: 'rasi', levels: 1 });
    const ps = r.body.periods as (P & { sign: { index: number } })[];
    expect(ps.slice(0, 3).map((p) => p.sign.index)).toEqual(signs);
    expect(ps[0].start).toBe('1996-12-07T10:34:00+05:30');
    expect(within1Day(ps[1].start, second)).toBe(true);
  });

  it('kaala: Sun, Moon, Mars … from birth, Moon from 1997-10-03 (pyjhora-own-kaala, ±1 day)', async () => {
    const r = await post('/dasha', { person: PERSON, system: 'kaala', levels: 1, dasha_year: 'sidereal' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ system: 'kaala', kind: 'graha', levels: 1 });
    const ps = r.body.periods as P[];
    expect(ps).toHaveLength(18);
    expect(ps.slice(0, 3).map((p) => p.lord)).toEqual(['sun', 'moon', 'mars']);
    expect(ps[0].start).toBe('1996-12-07T10:34:00+05:30');
    expect(within1Day(ps[1].start, '1997-10-03T17:38:49')).toBe(true);
  });

  it('kaala and chakra at a polar night (Tromsø, December): 422 on person (no sunrise to divide the day)', async () => {
    const polar = { date: '2024-12-15', time: '12:00:00', lat: 69.6492, lng: 18.9553, utc_offset: '+01:00' };
    for (const system of ['kaala', 'chakra']) {
      const r = await post('/dasha', { person: polar, system, levels: 1 });
      expect([system, r.status, r.body.detail?.[0]?.loc]).toEqual([system, 422, ['body', 'person']]);
    }
  });
});
