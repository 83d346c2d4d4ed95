/**
 * The prashna routes of issue 18 through the embedded gateway: the prashna chart equals /chart/calculate for
 * the same moment, the KP number sets the lagna to the start of its division (checked against the published
 * KP table rows), every body validated against its generated response schema, and the 422 rules.
 */
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

/** A question asked at Chennai, 2024-03-15 10:20 IST. */
const ASKED = { date: '2024-03-15', time: '10:20:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

describe('POST /jyotish/prashna (embedded gateway)', () => {
  it('the prashna chart is /chart/calculate of the same moment; the prashna lagna is its ascendant', async () => {
    const [p, c] = await Promise.all([
      post('/jyotish/prashna', { question_at: ASKED }),
      post('/chart/calculate', { person: ASKED }),
    ]);
    expect(p.status).toBe(200);
    expect(c.status).toBe(200);
    const { _meta, ...chart } = c.body;
    expect(p.body.chart).toEqual(chart);
    const asc = chart.points.find((x: { key: string }) => x.key === 'ascendant');
    expect(p.body.prashna_lagna).toMatchObject({ source: 'moment', longitude: asc.longitude, sign: asc.sign });
    expect(p.body.kp).toBeNull();
    expect(p.body.lords.karya_house).toBe(7);
    expect(p.body.indications.map((i: { key: string }) => i.key)).toEqual([
      'lagna_karya_ithasala',
      'rising_sign',
      'moon_house',
    ]);
    expect(p.body._meta.methodology.kp_number).toMatch(/249/);
    expectSchema('POST /jyotish/prashna', p.body);
  });

  it('KP number 249: lagna Pisces 27°53′20″ (published row: Revati, Mercury star, Saturn sub)', async () => {
    const r = await post('/jyotish/prashna', { question_at: ASKED, kp_number: 249 });
    expect(r.status).toBe(200);
    expect(r.body.prashna_lagna.source).toBe('kp_number');
    expect(Math.abs(r.body.prashna_lagna.longitude - (357 + 53 / 60 + 20 / 3600))).toBeLessThan(1e-6);
    expect(r.body.prashna_lagna).toMatchObject({ star_lord: 'mercury', sub_lord: 'saturn', sign: { index: 11 } });
    expect(r.body.kp).toMatchObject({ number: 249, to_deg: 360, star_lord: 'mercury', sub_lord: 'saturn' });
    // grahas of the moment, houses from the KP lagna (Pisces)
    const moon = r.body.chart.points.find((x: { key: string }) => x.key === 'moon');
    const kpMoon = r.body.kp.houses.find((x: { key: string }) => x.key === 'moon');
    expect(kpMoon.house).toBe(((moon.sign.index - 11 + 12) % 12) + 1);
    expect(r.body.lords.lagna_lord).toBe('jupiter');
    expectSchema('POST /jyotish/prashna', r.body);
  });

  it('KP number 1 sets the lagna to 0° Aries (Ketu star, Ketu sub)', async () => {
    const r = await post('/jyotish/prashna', { question_at: ASKED, kp_number: 1, karya_house: 10 });
    expect(r.status).toBe(200);
    expect(r.body.prashna_lagna).toMatchObject({ longitude: 0, star_lord: 'ketu', sub_lord: 'ketu' });
    expect(r.body.lords).toMatchObject({ lagna_lord: 'mars', karya_house: 10, karya_lord: 'saturn' });
    expect(r.body.arudha.lagna_sign.index).toBe(0);
  });

  it.each([
    [{ question_at: ASKED, kp_number: 250 }, ['body', 'kp_number'], 'range'],
    [{ question_at: ASKED, kp_number: 1.5 }, ['body', 'kp_number'], 'type'],
    [{ question_at: ASKED, karya_house: 1 }, ['body', 'karya_house'], 'range'],
    [{ question_at: { ...ASKED, date: '2024-13-01' } }, ['body', 'question_at', 'date'], 'format'],
    [{}, ['body', 'question_at'], 'missing'],
  ])('%j is a 422 naming the field', async (body, loc, type) => {
    const r = await post('/jyotish/prashna', body);
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc, type }));
  });
});

describe('POST /jyotish/prashna/batch (embedded gateway)', () => {
  it('answers each question as /jyotish/prashna, in order', async () => {
    const qs = [{ question_at: ASKED }, { question_at: ASKED, kp_number: 88, karya_house: 10 }];
    const [b, one, two] = await Promise.all([
      post('/jyotish/prashna/batch', { questions: qs }),
      post('/jyotish/prashna', qs[0]),
      post('/jyotish/prashna', qs[1]),
    ]);
    expect(b.status).toBe(200);
    expect(b.body.count).toBe(2);
    expect(b.body.answers[0]).toEqual((({ _meta, ...w }) => w)(one.body));
    expect(b.body.answers[1]).toEqual((({ _meta, ...w }) => w)(two.body));
    expectSchema('POST /jyotish/prashna/batch', b.body);
  });

  it('a bad item is a 422 naming body.questions.<i>.<field>; more than 20 are refused', async () => {
    const bad = await post('/jyotish/prashna/batch', {
      questions: [{ question_at: ASKED }, { question_at: { ...ASKED, lat: 91 }, kp_number: 0 }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'questions', '1', 'question_at', 'lat'], type: 'range' }),
    );
    expect(bad.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'questions', '1', 'kp_number'], type: 'range' }),
    );
    const many = await post('/jyotish/prashna/batch', {
      questions: Array.from({ length: 21 }, () => ({ question_at: ASKED })),
    });
    expect(many.status).toBe(422);
    expect(many.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'questions'], type: 'range' }));
    const none = await post('/jyotish/prashna/batch', { questions: [] });
    expect(none.status).toBe(422);
  });
});
