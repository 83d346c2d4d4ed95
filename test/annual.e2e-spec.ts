/**
 * The annual (Tajika) routes of issue 18 through the embedded gateway: the book's and PyJHora's values
 * (test/fixtures/golden/jyotish-annual, README there), every body validated against its generated response
 * schema, and the 422 rules (each naming its field).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { useEmbeddedGateway } from './support/embedded';
import { postJson } from './support/http';
import { validatorOf } from './support/response-schema';

const { base } = useEmbeddedGateway();
const post = (path: string, body: unknown) => postJson(base(), path, body);

function expectSchema(route: string, body: Record<string, unknown>) {
  const validate = validatorOf(route);
  const { _meta, ...rest } = body;
  expect(_meta).toBeDefined();
  expect(validate(rest) ? [] : validate.errors).toEqual([]);
}

const CASES: { id: string; expected: any; params: any }[] = JSON.parse(
  readFileSync(join(__dirname, 'fixtures/golden/jyotish-annual/cases-annual.json'), 'utf8'),
);
const rec = (id: string) => CASES.find((c) => c.id === id)!;
const seconds = (a: string, b: string) =>
  Math.abs(DateTime.fromISO(a).toMillis() - DateTime.fromISO(b).toMillis()) / 1000;

/** P.V.R. Narasimha Rao's Chart 18 native (1972-06-01 04:16 IST, 16°15′ N 81°12′ E). */
const CHART_18 = { date: '1972-06-01', time: '04:16:00', lat: 16.25, lng: 81.2, utc_offset: '+05:30' };
/** Book Chart 96 (1991-05-22 20:29 IST, 18°40′ N 78°10′ E). */
const CHART_96 = { date: '1991-05-22', time: '20:29:00', lat: 18.666667, lng: 78.166667, utc_offset: '+05:30' };
/** PyJHora's JHora comparison chart (1996-12-07 10:34 IST, Chennai). */
const OWN = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

describe('POST /annual/varshaphala (embedded gateway)', () => {
  it("Chart 18, 1993: the varsha pravesha within 60 s of the book's Chart 67 (1993-06-01 13:30 IST)", async () => {
    const r = await post('/annual/varshaphala?year=1993', { person: CHART_18 });
    expect(r.status).toBe(200);
    expect(seconds(r.body.pravesha.instant, '1993-06-01T13:30:00+05:30')).toBeLessThan(60);
    expect(Math.abs(r.body.pravesha.sun_residual_arcsec)).toBeLessThan(0.1);
    expect(r.body.years_completed).toBe(21);
    // book Chart 67: vivaha saham 2Sg22 (cases pyjhora-ch67-vivaha-saham, to 0.1°)
    const vivaha = r.body.sahams.find((s: { key: string }) => s.key === 'vivaha');
    expect(vivaha.sign.index).toBe(rec('pyjhora-ch67-vivaha-saham').expected.sign_index);
    expect(Math.abs(vivaha.degree_in_sign - rec('pyjhora-ch67-vivaha-saham').expected.deg_in_sign)).toBeLessThan(0.05);
    expect(r.body.sahams).toHaveLength(36);
    expect(r.body.year_lord.candidates.map((c: { role: string }) => c.role)).toEqual([
      'munthesha',
      'janma_lagna_lord',
      'varsha_lagna_lord',
      'tri_rashi_pati',
      'dina_ratri_pati',
    ]);
    expect(r.body._meta.methodology.sahams).toMatch(/Tajika Neelakanthi/);
    expectSchema('POST /annual/varshaphala', r.body);
  });

  it('the birth year answers the natal chart: book Chart 96 natal vivaha saham 22Ge54', async () => {
    const r = await post('/annual/varshaphala?year=1991', { person: CHART_96 });
    expect(r.status).toBe(200);
    expect(r.body.years_completed).toBe(0);
    expect(r.body.pravesha.instant).toBe('1991-05-22T20:29:00+05:30');
    expect(r.body.day_chart).toBe(false);
    const vivaha = r.body.sahams.find((s: { key: string }) => s.key === 'vivaha');
    expect(vivaha.sign.name).toBe('Mithuna');
    expect(Math.abs(vivaha.degree_in_sign - 22.9)).toBeLessThan(0.05);
    expect(vivaha.applied).toBe('saturn \u2212 venus + lagna');
    expectSchema('POST /annual/varshaphala', r.body);
  });

  it.each([
    ['pyjhora-own-tithi-pravesha-2023', 2023],
    ['pyjhora-own-tithi-pravesha-2024', 2024],
  ])('pravesha=tithi, %s: within 120 s of PyJHora (its linear interpolation in the tithi)', async (id, year) => {
    const r = await post(`/annual/varshaphala?year=${year}&pravesha=tithi`, { person: OWN });
    expect(r.status).toBe(200);
    expect(r.body.pravesha.kind).toBe('tithi');
    expect(r.body.pravesha.in_natal_solar_month).toBe(true);
    expect(Math.abs(r.body.pravesha.angle_residual_arcsec)).toBeLessThan(0.1);
    expect(seconds(r.body.pravesha.instant, `${rec(id).expected.local}+05:30`)).toBeLessThan(120);
    expectSchema('POST /annual/varshaphala', r.body);
  });
});

describe('POST /annual/muntha, /annual/mudda-dasha, /annual/tajika-yogas (embedded gateway)', () => {
  it('muntha of 1993: the natal lagna advanced 21 signs, its house in the annual chart and its lord', async () => {
    const natal = await post('/chart/calculate', { person: CHART_18 });
    const annual = await post('/annual/varshaphala?year=1993', { person: CHART_18 });
    const r = await post('/annual/muntha?year=1993', { person: CHART_18 });
    expect(r.status).toBe(200);
    const lagna = (p: any): number => p.points.find((x: { key: string }) => x.key === 'ascendant').sign.index;
    const sign = (lagna(natal.body) + 21) % 12;
    expect(r.body.muntha.sign.index).toBe(sign);
    expect(r.body.muntha.house).toBe(((sign - lagna(annual.body.chart) + 12) % 12) + 1);
    expect(r.body.muntha.favourable).toBe([1, 2, 3, 5, 9, 10, 11].includes(r.body.muntha.house));
    expectSchema('POST /annual/muntha', r.body);
  });

  it('mudda dasha of the 22nd year: the lords of the book example (via PyJHora), starts within 1 day', async () => {
    const r = await post('/annual/mudda-dasha?year=1993&narayana_varga=9', { person: CHART_18 });
    expect(r.status).toBe(200);
    const exp = rec('pyjhora-pvr-ch67-mudda').expected.periods as { lords: string[]; start: string }[];
    expect(r.body.mudda.map((p: { lord: string }) => p.lord)).toEqual(exp.map((e) => e.lords[0].toLowerCase()));
    r.body.mudda.forEach((p: { start: string }, i: number) =>
      expect(seconds(p.start, `${exp[i].start}+05:30`)).toBeLessThan(86400),
    );
    const vn = rec('pyjhora-pvr-ch18-varsha-narayana').expected.periods as { lord_indices: number[] }[];
    expect(r.body.varsha_narayana.periods.slice(0, 5).map((p: { sign: { index: number } }) => p.sign.index)).toEqual(
      vn.map((e) => e.lord_indices[0]),
    );
    // patyayini spans the Tajika year exactly
    const days = r.body.patyayini.reduce((a: number, p: { days: number }) => a + p.days, 0);
    expect(Math.abs(days - r.body.year_days)).toBeLessThan(1e-3);
    expectSchema('POST /annual/mudda-dasha', r.body);
  });

  it('tajika-yogas: the sixteen yogas in order, each with rule and source', async () => {
    const r = await post('/annual/tajika-yogas?year=1993', { person: CHART_18 });
    expect(r.status).toBe(200);
    expect(r.body.yogas.map((y: { key: string }) => y.key)).toEqual([
      'ikkabala',
      'induvara',
      'ithasala',
      'ishrafa',
      'nakta',
      'yamaya',
      'manau',
      'kamboola',
      'gairi_kamboola',
      'khallasara',
      'radda',
      'duhphali_kuttha',
      'dutthottha_davira',
      'tambira',
      'kuttha',
      'durupha',
    ]);
    for (const y of r.body.yogas) expect(y.present).toBe(y.instances.length > 0);
    expectSchema('POST /annual/tajika-yogas', r.body);
  });
});

describe('annual routes: 422 naming the field', () => {
  it.each([
    ['/annual/varshaphala', '', ['query', 'year'], 'missing'],
    ['/annual/varshaphala', '?year=1700', ['query', 'year'], 'range'],
    ['/annual/varshaphala', '?year=2400', ['query', 'year'], 'range'],
    ['/annual/varshaphala', '?year=1993.5', ['query', 'year'], 'type'],
    ['/annual/varshaphala', '?year=1993&pravesha=lunar', ['query', 'pravesha'], 'enum'],
    ['/annual/mudda-dasha', '?year=1993&narayana_varga=5', ['query', 'narayana_varga'], 'enum'],
    ['/annual/muntha', '?year=1960', ['query', 'year'], 'range'],
  ])('%s%s', async (path, query, loc, type) => {
    const r = await post(path + query, { person: CHART_18 });
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc, type }));
  });

  it('a missing person names body.person', async () => {
    const r = await post('/annual/tajika-yogas?year=1993', {});
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'person'] }));
  });
});
