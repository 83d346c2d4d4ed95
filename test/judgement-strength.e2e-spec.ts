/**
 * Judgement routes of issue 17 part 1 (/ashtakavarga; /dosha; /shadbala) through the embedded gateway:
 * book values on placements charts, a computed chart, every body validated against the generated response
 * schema, and the 422 rules of the chart input (each naming its field).
 */
import Ajv from 'ajv';
import { bodySchemaOf } from '../apps/gateway/http/response-schemas';
import { useEmbeddedGateway } from './support/embedded';
import { postJson } from './support/post-json';

const { base } = useEmbeddedGateway();

const post = (path: string, body: unknown) => postJson(base() + path, body);

const ajv = new Ajv({ allErrors: true, strict: false });
function expectSchema(route: string, body: Record<string, unknown>) {
  const schema = bodySchemaOf(route);
  if (!schema) throw new Error(`no generated schema for ${route}`);
  const validate = ajv.compile(schema);
  const { _meta, ...rest } = body;
  expect(_meta).toBeDefined();
  expect(validate(rest) ? [] : validate.errors).toEqual([]);
}

/** PyJHora's JHora comparison chart: 1996-12-07 10:34 IST, Chennai. */
const PERSON = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

/** P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, Chart 6 (cases.json pyjhora-pvr-ch6-sav). */
const BOOK_CHART_6 = {
  Ketu: 'Aries',
  Venus: 'Aries',
  Mars: 'Gemini',
  Sun: 'Gemini',
  Mercury: 'Gemini',
  Saturn: 'Leo',
  Jupiter: 'Leo',
  Ascendant: 'Virgo',
  Rahu: 'Libra',
  Moon: 'Pisces',
};

describe('POST /ashtakavarga (embedded gateway)', () => {
  it("book chart 6 as placements: the book's sarvashtakavarga; the body matches its schema", async () => {
    const r = await post('/ashtakavarga', { placements: BOOK_CHART_6 });
    expect(r.status).toBe(200);
    expect(r.body.available).toBe(true);
    expect(r.body.sarvashtakavarga).toEqual({ by_sign: [34, 25, 34, 25, 26, 25, 22, 29, 28, 30, 29, 30], total: 337 });
    expect(r.body.chart.source).toBe('placements');
    expect(r.body.chart.person).toBeNull();
    expect(r.body.chart.absent).toEqual([]);
    expect(r.body._meta.methodology.chart_source).toMatch(/^placements as given/);
    expect(r.body._meta.methodology.ashtakavarga).toMatch(/BPHS ch\. 66/);
    expectSchema('POST /ashtakavarga', r.body);
  });

  it('a birth: the chart is computed (Capricorn lagna), SAV 337, the body matches its schema', async () => {
    const r = await post('/ashtakavarga', { person: PERSON });
    expect(r.status).toBe(200);
    expect(r.body.chart.source).toBe('person');
    expect(r.body.chart.person.instant).toBe('1996-12-07T10:34:00+05:30');
    const asc = r.body.chart.placements.find((p: { key: string }) => p.key === 'ascendant');
    expect(asc.sign).toEqual({ index: 9, name: 'Makara' });
    expect(r.body.sarvashtakavarga.total).toBe(337);
    expectSchema('POST /ashtakavarga', r.body);
  });

  it('placements without the ascendant: available false, naming what it needs (schema-valid)', async () => {
    const { Ascendant: _asc, ...rest } = BOOK_CHART_6;
    const r = await post('/ashtakavarga', { placements: rest });
    expect(r.status).toBe(200);
    expect(r.body.available).toBe(false);
    expect(r.body.missing).toEqual([{ body: 'ascendant', what: 'sign' }]);
    expect(r.body.reason).toBe('needs the sign of ascendant (not given in placements)');
    expectSchema('POST /ashtakavarga', r.body);
  });

  it.each([
    ['neither person nor placements', {}, ['body', 'person'], 'missing'],
    ['both', { person: PERSON, placements: { sun: 'Aries' } }, ['body', 'placements'], 'exclusive'],
    ['placements as a list', { placements: ['Aries'] }, ['body', 'placements'], 'type'],
    ['an unknown sign', { placements: { sun: 'Libr' } }, ['body', 'placements', 'sun'], 'enum'],
    [
      'a longitude outside its sign',
      { placements: { sun: { sign: 'Aries', longitude: 195 } } },
      ['body', 'placements', 'sun', 'longitude'],
      'sign',
    ],
    ['an unknown body', { placements: { pluto: 'Aries' } }, ['body', 'placements', 'pluto'], 'unknown'],
    ['a bad birth time', { person: { ...PERSON, time: '25:00' } }, ['body', 'person', 'time'], 'format'],
    ['an unknown top-level field', { placements: { sun: 'Aries' }, extra: 1 }, ['body', 'extra'], 'extra_forbidden'],
  ])('422 for %s, naming the field', async (_name, body, loc, type) => {
    const r = await post('/ashtakavarga', body);
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc, type }));
  });
});
