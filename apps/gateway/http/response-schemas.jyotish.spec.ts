/**
 * The Jyotish chart family's bodies against its published schemas (response-types/jyotish.json →
 * response-schemas.generated.json): every route's body computed by the library's packets for
 * births that stress the wire (polar day and night, both hemispheres, DST gap settled by
 * utc_offset and DST overlap, the date line, local mean time, the ends of the accepted range)
 * and every option value, validated with Ajv against bodySchemaOf(route); plus refusals of an
 * undeclared field and of malformed instants.
 */
import { AYANAMSAS, HOUSE_SYSTEMS, NODE_TYPES, POSITION_MODELS } from '@pj/ephemeris';
import {
  argalaPacket,
  arudhaPacket,
  ashtottariPacket,
  bhavChalitPacket,
  BirthData,
  bundlePacket,
  careerD10Packet,
  charaDashaPacket,
  chartPacket,
  DASHA_YEAR_DAYS,
  DashaYear,
  divisionalPacket,
  DOMAINS,
  domainPackPacket,
  housesPacket,
  jaiminiPacket,
  kalachakraDashaPacket,
  dashaSystemPacket,
  ALL_SYSTEMS,
  maxLevelsOf,
  narayanaDashaPacket,
  Packet,
  sarvatobhadraPacket,
  specialLagnasPacket,
  transitPacket,
  upagrahaPacket,
  VARGAS,
  vimshottariPacket,
  yoginiPacket,
} from '@pj/jyotish';
import { responseSchemaOf } from './response-schemas';
import { ajv, validatorOf } from '../../../test/support/response-schema';

const CHENNAI = { lat: 13.0878, lng: 80.2785 };
const BIRTHS: [string, BirthData][] = [
  ['chennai, utc_offset', { date: '1996-12-07', time: '10:34:00', ...CHENNAI, utc_offset: '+05:30' }],
  ['chennai, zone resolved, named', { date: '1996-12-07', time: '10:34', ...CHENNAI, name: 'Chennai test' }],
  [
    'offset wins over tz',
    { date: '1996-12-07', time: '10:34:00', ...CHENNAI, tz: 'Asia/Kolkata', utc_offset: '+05:30' },
  ],
  ['tromso polar day', { date: '2000-06-21', time: '12:00:00', lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' }],
  ['tromso polar night', { date: '2000-12-21', time: '03:00:00', lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' }],
  ['mcmurdo', { date: '1985-01-15', time: '18:20:00', lat: -77.85, lng: 166.67, tz: 'Antarctica/McMurdo' }],
  ['new york dst gap, utc_offset', { date: '2024-03-10', time: '02:30', lat: 40.71, lng: -74, utc_offset: '-05:00' }],
  ['new york dst end day', { date: '2024-11-03', time: '00:59:59', lat: 40.71, lng: -74, tz: 'America/New_York' }],
  ['apia across the date line', { date: '2012-01-01', time: '01:00:00', lat: -13.83, lng: -171.76 }],
  ['delhi 1870, local mean time', { date: '1870-04-22', time: '06:00:00', lat: 28.61, lng: 77.21, tz: 'Asia/Kolkata' }],
  ['range start', { date: '1800-01-05', time: '00:00:00', lat: 51.5, lng: -0.12, tz: 'Europe/London' }],
  ['range end', { date: '2399-12-28', time: '23:59:59', lat: 35.68, lng: 139.69, tz: 'Asia/Tokyo' }],
];
const CHART_OPTIONS: Partial<BirthData>[] = [
  ...AYANAMSAS.map((ayanamsa) => ({ ayanamsa })),
  ...NODE_TYPES.map((node_type) => ({ node_type })),
  ...HOUSE_SYSTEMS.map((house_system) => ({ house_system })),
  ...POSITION_MODELS.map((position_model) => ({ position_model })),
];
const YEARS = Object.keys(DASHA_YEAR_DAYS) as DashaYear[];
/** The Placidus family is undefined inside the polar circles (a 422 on house_system): those pairs are skipped. */
const POLAR_UNDEFINED = new Set(['placidus', 'koch', 'kp']);
const isPolar = (b: BirthData) => Math.abs(b.lat) > 66.56;

type Route = [string, (person: BirthData, i: number) => Packet];
/** Every route, with the option values cycled over the births (i = the birth's index). */
const ROUTES: Route[] = [
  ['POST /chart/calculate', (person) => chartPacket({ person })],
  ['POST /divisional', (person, i) => divisionalPacket({ person, vargas: i % 2 ? [VARGAS[i % 16], 60] : undefined })],
  ['POST /career/d10', (person) => careerD10Packet({ person })],
  ['POST /varga/domain-pack', (person, i) => domainPackPacket({ person, domains: i % 2 ? [DOMAINS[i]] : undefined })],
  ['POST /dasha-timeline', (person, i) => vimshottariPacket({ person, levels: ((i % 3) + 1) as 1 | 2 | 3 })],
  ['POST /dasha/yogini', (person, i) => yoginiPacket({ person, levels: 2, dasha_year: YEARS[i % 4] })],
  ['POST /dasha/ashtottari', (person, i) => ashtottariPacket({ person, levels: 3, dasha_year: YEARS[(i + 1) % 4] })],
  ['POST /dasha/chara', (person, i) => charaDashaPacket({ person, dasha_year: YEARS[i % 4] })],
  ['POST /dasha/narayana', (person, i) => narayanaDashaPacket({ person, dasha_year: YEARS[(i + 2) % 4] })],
  ['POST /dasha/kalachakra', (person, i) => kalachakraDashaPacket({ person, dasha_year: YEARS[(i + 3) % 4] })],
  [
    'POST /dasha',
    (person, i) => {
      const system = ALL_SYSTEMS[i % ALL_SYSTEMS.length];
      return dashaSystemPacket({ person, system, levels: maxLevelsOf(system), dasha_year: YEARS[i % 4] });
    },
  ],
  ['POST /jaimini/profile', (person, i) => jaiminiPacket({ person, karakas: i % 2 ? 7 : 8 })],
  ['POST /jyotish/bundle', (person, i) => bundlePacket({ person, karakas: i % 2 ? 8 : 7, dasha_year: YEARS[i % 4] })],
  ['POST /arudha/all', (person, i) => arudhaPacket({ person, varga: VARGAS[i % 16] })],
  ['POST /upagraha', (person) => upagrahaPacket({ person })],
  ['POST /argala', (person) => argalaPacket({ person })],
  ['POST /houses', (person) => housesPacket({ person })],
  ['POST /bhav-chalit', (person) => bhavChalitPacket({ person })],
  ['POST /special-lagnas', (person) => specialLagnasPacket({ person })],
  ['POST /transit', (person, i) => transitPacket({ person, date: '2024-03-10', time: i % 2 ? '12:00' : undefined })],
  [
    'POST /sarvatobhadra',
    (person, i) => sarvatobhadraPacket({ person, transit_date: i % 2 ? '1900-01-01' : '2100-12-31' }),
  ],
];

describe('Jyotish chart family: bodies validate against the published schemas', () => {
  it.each(ROUTES)('%s: every birth, options cycled', (route, packetOf) => {
    const validate = validatorOf(route);
    const failures: string[] = [];
    BIRTHS.forEach(([label, person], i) => {
      if (!validate(packetOf(person, i).body)) failures.push(`${label}: ${ajv.errorsText(validate.errors)}`);
    });
    expect(failures).toEqual([]);
  });

  it(`chart, houses, bhav chalit and special lagnas for ${CHART_OPTIONS.length} chart settings (incl. every house system)`, () => {
    const keys = ['POST /chart/calculate', 'POST /houses', 'POST /bhav-chalit', 'POST /special-lagnas'];
    const checks = ROUTES.filter(([route]) => keys.includes(route)).map(([route, f]) => ({
      route,
      f,
      validate: validatorOf(route),
    }));
    const failures: string[] = [];
    for (const [label, birth] of [BIRTHS[0], BIRTHS[4], BIRTHS[5]])
      for (const option of CHART_OPTIONS) {
        if (isPolar(birth) && POLAR_UNDEFINED.has(option.house_system ?? '')) continue;
        for (const c of checks)
          if (!c.validate(c.f({ ...birth, ...option }, 0).body))
            failures.push(`${c.route} ${label} ${JSON.stringify(option)}: ${ajv.errorsText(c.validate.errors)}`);
      }
    expect(failures).toEqual([]);
  });

  it('POST /dasha: every system at its deepest level, and the tribhagi, varga and rasi bhukthi variants', () => {
    const validate = validatorOf('POST /dasha');
    const person = BIRTHS[0][1];
    const bodies = [
      ...ALL_SYSTEMS.map((system) => dashaSystemPacket({ person, system, levels: maxLevelsOf(system) }).body),
      dashaSystemPacket({ person, system: 'vimshottari', tribhagi: true, varga: 9, levels: 2 }).body,
      dashaSystemPacket({ person, system: 'ashtottari', rasi_bhukthi: true, starting_planet: 'ascendant', levels: 2 })
        .body,
    ];
    const failures = bodies.flatMap(({ system, ...rest }) =>
      validate({ system, ...rest }) ? [] : [`${system}: ${ajv.errorsText(validate.errors)}`],
    );
    expect(failures).toEqual([]);
  });

  it('polar bodies say what is absent: time-based upagrahas unavailable, special lagnas without sunrise', () => {
    const polar = BIRTHS[4][1];
    const upagraha = upagrahaPacket({ person: polar }).body;
    expect(upagraha.time_based).toEqual({ available: false, reason: expect.stringContaining('polar') });
    const lagnas = specialLagnasPacket({ person: polar }).body;
    expect(lagnas.sunrise).toBeNull();
    expect(lagnas.sunrise_note).toMatch(/polar/);
    expect(lagnas.lagnas.map((l) => l.key)).toEqual(['sree_lagna', 'indu_lagna', 'bhrigu_bindu']);
  });

  it('an undeclared field, an instant without its offset or a sign outside 0..11 is refused', () => {
    const dasha = validatorOf('POST /dasha-timeline');
    const body = vimshottariPacket({ person: BIRTHS[0][1], levels: 1 }).body;
    expect(dasha(body)).toBe(true);
    expect(dasha({ ...body, extra: 1 })).toBe(false);
    expect(dasha({ ...body, person: { ...body.person, instant: body.person.instant.slice(0, 19) } })).toBe(false);
    expect(dasha({ ...body, periods: [{ ...body.periods[0], start: 'soon' }] })).toBe(false);
    expect(dasha({ ...body, periods: [{ ...body.periods[0], lord: 'pluto' }] })).toBe(false);
    const chart = validatorOf('POST /chart/calculate');
    const c = chartPacket({ person: BIRTHS[0][1] }).body;
    expect(chart(c)).toBe(true);
    expect(chart({ ...c, points: [{ ...c.points[0], sign: { index: 0, name: 'Aries' } }] })).toBe(false);
    expect(chart({ ...c, points: [{ ...c.points[0], sign: { index: 12, name: 'Mesha' } }] })).toBe(false);
    expect(chart({ ...c, points: [{ ...c.points[0], longitude: 361 }] })).toBe(false);
    expect(chart({ ...c, points: [{ ...c.points[0], dignity: { ...c.points[0].dignity, extra: true } }] })).toBe(false);
  });

  it('the OpenAPI form of every route carries _meta and only OpenAPI 3.0 keywords', () => {
    for (const [route] of ROUTES) {
      const schema = responseSchemaOf(route) as { properties: Record<string, unknown>; required: string[] };
      expect(schema.properties._meta).toBeDefined();
      expect(schema.required).toEqual(expect.arrayContaining(['person', '_meta']));
      expect(JSON.stringify(schema)).not.toMatch(/"const":|"type":\[|"\$schema"|"definitions"/);
    }
  });
});
