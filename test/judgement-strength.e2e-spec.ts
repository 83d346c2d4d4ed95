/**
 * Judgement routes of issue 17 part 1 (/ashtakavarga; /dosha; /shadbala) through the embedded gateway:
 * book values on placements charts, a computed chart, every body validated against the generated response
 * schema, and the 422 rules of the chart input (each naming its field).
 */
import Ajv from 'ajv';
import { bodySchemaOf } from '../apps/gateway/http/response-schemas';
import { useEmbeddedGateway } from './support/embedded';
import { postJson } from './support/http';

const { base } = useEmbeddedGateway();

const post = (path: string, body: unknown) => postJson(base(), path, body);

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
    ['an unknown body', { placements: { pluto: 'Aries' } }, ['body', 'placements', 'pluto'], 'extra_forbidden'],
    ['a bad birth time', { person: { ...PERSON, time: '25:00' } }, ['body', 'person', 'time'], 'format'],
    ['an unknown top-level field', { placements: { sun: 'Aries' }, extra: 1 }, ['body', 'extra'], 'extra_forbidden'],
  ])('422 for %s, naming the field', async (_name, body, loc, type) => {
    const r = await post('/ashtakavarga', body);
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc, type }));
  });
});

/** cases.json pyjhora-kala-sarpa-1 (PyJHora's constructed chart): kala sarpa, Rahu in the 2nd. */
const KALA_SARPA_1 = {
  Ascendant: 'Aries',
  Rahu: 'Taurus',
  Sun: 'Gemini',
  Moon: 'Gemini',
  Venus: 'Cancer',
  Saturn: 'Cancer',
  Mars: 'Leo',
  Mercury: 'Virgo',
  Jupiter: 'Libra',
  Ketu: 'Scorpio',
};

describe('POST /dosha (embedded gateway)', () => {
  it('PyJHora kala sarpa chart 1 as placements: kala sarpa (Kulika), every dosha schema-valid', async () => {
    const r = await post('/dosha', { placements: KALA_SARPA_1, manglik_school: 'south_indian' });
    expect(r.status).toBe(200);
    const d = r.body.doshas;
    expect(d.kala_sarpa).toMatchObject({ present: true, kind: { name: 'Kulika', rahu_house: 2 } });
    // Mars in Leo: the 5th from the Aries lagna, the 3rd from the Moon (Gemini), the 2nd from Venus (Cancer)
    expect(d.manglik.mars_house_from).toEqual({ ascendant: 5, moon: 3, venus: 2 });
    expect(r.body.manglik_school).toBe('south_indian');
    expect(d.manglik.present).toBe(true);
    expect(d.manglik.schools.find((s: { school: string }) => s.school === 'north_indian').present).toBe(false);
    // Mars in Leo is the first of Raman's exceptions
    expect(d.manglik.cancelled).toBe(true);
    expect(d.sade_sati.on_date).toBeNull();
    expectSchema('POST /dosha', r.body);
  });

  it('a birth with on_date: the sade sati state on that date; schema-valid', async () => {
    const r = await post('/dosha', { person: PERSON, on_date: '2024-06-01' });
    expect(r.status).toBe(200);
    // natal Moon in Libra (PyJHora 186.96°); Saturn in Aquarius on 2024-06-01 is the 5th: no sade sati
    expect(r.body.doshas.sade_sati.on_date).toMatchObject({
      date: '2024-06-01',
      instant: '2024-06-01T12:00:00+05:30',
      saturn_sign: { index: 10, name: 'Kumbha' },
      house_from_moon: 5,
      sade_sati: false,
    });
    expect(r.body.doshas.sade_sati.present).toBe(false);
    expectSchema('POST /dosha', r.body);
  });

  it.each([
    [
      'an unknown manglik school',
      { placements: KALA_SARPA_1, manglik_school: 'west' },
      ['body', 'manglik_school'],
      'enum',
    ],
    ['a bad on_date', { placements: KALA_SARPA_1, on_date: '2024-02-30' }, ['body', 'on_date'], 'format'],
    ['no chart', { on_date: '2024-02-01' }, ['body', 'person'], 'missing'],
  ])('422 for %s, naming the field', async (_name, body, loc, type) => {
    const r = await post('/dosha', body);
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc, type }));
  });
});

/** B. V. Raman's shadbala example (cases.json pyjhora-bvraman-shadbala), with his ayanamsa. */
const RAMAN = {
  date: '1918-10-16',
  time: '14:22:16',
  lat: 13,
  lng: 77.583333,
  utc_offset: '+05:30',
  ayanamsa: 'raman',
};

describe('POST /shadbala (embedded gateway)', () => {
  it("Raman's example: saptavargaja and drik bala as in his book (±1 virupa); schema-valid", async () => {
    const r = await post('/shadbala', { person: RAMAN });
    expect(r.status).toBe(200);
    expect(r.body.available).toBe(true);
    expect(r.body.sthana_bala.saptavargaja).toEqual({
      sun: 90,
      moon: 48.75,
      mars: 90,
      mercury: 135,
      jupiter: 71.25,
      venus: 116.25,
      saturn: 97.5,
    });
    expect(Math.abs(r.body.drik_bala.moon - -21.73)).toBeLessThanOrEqual(1);
    expect(r.body.total_rupas.sun).toBeCloseTo(r.body.total_virupas.sun / 60, 3);
    expect(r.body.required_rupas.mercury).toBe(7);
    expect(r.body.vimshopaka).toHaveLength(7);
    expect(r.body._meta.methodology.shadbala).toMatch(/^BPHS ch\. 27/);
    expectSchema('POST /shadbala', r.body);
  });

  it("PyJHora's chart: uccha rashmi as its record (±0.05), twelve bhavas, ishta/kashta in 0..60", async () => {
    const r = await post('/shadbala', { person: { ...PERSON, ayanamsa: 'lahiri' } });
    expect(r.status).toBe(200);
    // cases.json pyjhora-own-uccha-rashmi
    const want = { sun: 4.8, moon: 3.7, mars: 3.8, mercury: 8.3, jupiter: 2.6, venus: 3.8, saturn: 4.9 };
    for (const [g, v] of Object.entries(want)) expect(Math.abs(r.body.uccha_rashmi[g] - v)).toBeLessThanOrEqual(0.05);
    expect(r.body.bhava_bala.map((b: { bhava: number }) => b.bhava)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(r.body.bhava_bala[0].madhya_deg).toBeCloseTo(
      r.body.chart.placements.find((p: { key: string }) => p.key === 'ascendant').longitude,
      3,
    );
    expect(r.body.graha_yuddha).toEqual([]);
    expect(Object.values(r.body.ishta_kashta_phala.ishta).every((v) => (v as number) >= 0 && (v as number) <= 60)).toBe(
      true,
    );
    expectSchema('POST /shadbala', r.body);
  });

  it('a graha yuddha (cases.json pyjhora-graha-yuddha-2014: Venus and Saturn): yuddha bala, ± to the pair', async () => {
    const person = { date: '2014-11-13', time: '06:26:00', lat: 12.983333, lng: 77.583333, utc_offset: '+05:30' };
    const r = await post('/shadbala', { person: { ...person, ayanamsa: 'lahiri' } });
    expect(r.status).toBe(200);
    expect(r.body.available).toBe(true);
    expect(r.body.graha_yuddha).toHaveLength(1);
    const war = r.body.graha_yuddha[0];
    expect(war.grahas).toEqual(['venus', 'saturn']);
    expect(war.arc_deg).toBeLessThan(1);
    const loser = war.victor === 'venus' ? 'saturn' : 'venus';
    expect(r.body.kala_bala.yuddha[war.victor]).toBeCloseTo(war.yuddha_bala, 4);
    expect(r.body.kala_bala.yuddha[loser]).toBeCloseTo(-war.yuddha_bala, 4);
    expectSchema('POST /shadbala', r.body);
  });

  it('placements: available false (the temporal parts need a birth); schema-valid', async () => {
    const r = await post('/shadbala', { placements: BOOK_CHART_6 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ available: false, missing: [] });
    expect(r.body.reason).toMatch(/needs a birth/);
    expectSchema('POST /shadbala', r.body);
  });
});
