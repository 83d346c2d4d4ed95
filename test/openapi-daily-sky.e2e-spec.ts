import RESPONSE_TYPES from '../apps/gateway/http/response-types/daily.json';
import { useEmbeddedGateway } from './support/embedded';

interface OkResponse {
  content?: Record<string, { schema?: { description?: string; properties?: Record<string, unknown> } }>;
}

/**
 * The served OpenAPI document for the daily Panchang (issue 3) and sky-event (issue 4) operations:
 * each is listed with a summary and a description, takes every parameter SPEC §4.1–4.4 names for
 * it, describes every parameter, and bounds every one (numbers with minimum and maximum, strings
 * with an enum, a format, a pattern or a maximum length).
 */
const { get } = useEmbeddedGateway();

const PLACE_DAY = ['lat', 'lng', 'date', 'tz'];
const FULL_DAY = [...PLACE_DAY, 'elevation_m', 'profile', 'ayanamsa'];
/** SPEC §4.1–4.4: the parameters named for each path (ours may add documented extensions). */
const SPEC_PARAMS: Record<string, string[]> = {
  '/panchang/daily': FULL_DAY,
  '/panchang/details': FULL_DAY,
  '/panchang/month': ['lat', 'lng', 'ym', 'tz', 'profile', 'ayanamsa'],
  '/panchang/rashifal': FULL_DAY,
  '/panchang/tithis': [],
  '/panchang/tithi/{tithi_slug}': ['tithi_slug', 'year', 'lat', 'lng', 'tz'],
  '/panchang/utility': [
    ...FULL_DAY,
    'natal_moon_rashi_idx',
    'natal_lagna',
    'natal_nakshatra_idx',
    'include_windows',
    'include_ephemeris_scans',
    'include_lagna_table',
    'compact',
  ],
  '/panchang/chandrabalam': [...PLACE_DAY, 'natal_moon_rashi_idx'],
  '/panchang/tarabalam': FULL_DAY,
  '/panchang/choghadiya': PLACE_DAY,
  '/panchang/hora': PLACE_DAY,
  '/panchang/gowri': PLACE_DAY,
  '/panchang/ritu': FULL_DAY,
  '/panchang/panchaka': FULL_DAY,
  '/panchang/pradosham': FULL_DAY,
  '/panchang/vedic-time': ['date', 'time', 'lat', 'lng', 'tz'],
  '/inauspicious-windows': FULL_DAY,
  '/sankranti/all': ['year', 'tz'],
  '/sunrise': [...PLACE_DAY, 'elevation_m'],
  '/lagna/table': PLACE_DAY,
  '/muhurat/vehicle': FULL_DAY,
  '/calendar/convert': ['lat', 'lng', 'date', 'tz', 'elevation_m', 'profile'],
  '/birthstar/deity': ['nakshatra_idx'],
  '/baby-name/syllables': ['nakshatra_idx', 'pada'],
  '/gemstone/recommendation': ['lagna'],
  '/rudraksha/recommendation': ['nakshatra_idx'],
  '/panchang/retrogrades': ['date'],
  '/panchang/combustions': ['date'],
  '/panchang/next-transits': ['date', 'planet', 'horizon_days'],
  '/panchang/eclipses': ['date', 'lat', 'lng'],
  '/panchang/solstice-equinox': ['date'],
  '/panchang/transits': ['from_date', 'window_days', 'ayanamsa'],
  '/feeds/gochar.json': ['from_date', 'window_days'],
  '/planets/events': ['date', 'time', 'lat', 'lng', 'tz', 'days', 'limit'],
  '/eclipse/sutak': ['date', 'lat', 'lng'],
  '/eclipse/visibility': ['date', 'lat', 'lng'],
};
/**
 * Issue 3: "every computed endpoint honours ayanamsa and profile". The computed daily-family GET
 * operations (the reference tables and the static tithi catalogue compute nothing) all take both;
 * where one cannot change the result the parameter's description and _meta.methodology say so.
 */
const ISSUE3_COMPUTED = [
  '/panchang/daily',
  '/panchang/details',
  '/panchang/month',
  '/panchang/utility',
  '/panchang/tithi/{tithi_slug}',
  '/panchang/chandrabalam',
  '/panchang/tarabalam',
  '/panchang/rashifal',
  '/panchang/choghadiya',
  '/panchang/hora',
  '/panchang/gowri',
  '/panchang/ritu',
  '/panchang/panchaka',
  '/panchang/pradosham',
  '/inauspicious-windows',
  '/lagna/table',
  '/panchang/vedic-time',
  '/muhurat/vehicle',
  '/calendar/convert',
  '/sankranti/all',
];
/** Day-frame operations (sunrise, sunset, weekday, tithi spans): no sidereal position enters their result. */
const NO_SIDEREAL = [
  '/panchang/choghadiya',
  '/panchang/hora',
  '/panchang/gowri',
  '/panchang/vedic-time',
  '/panchang/pradosham',
  '/panchang/tithi/{tithi_slug}',
];
/** Those whose result cannot depend on the parameter: its description must say it does not change the result. */
const UNCHANGED_BY: [string, string][] = [
  ...NO_SIDEREAL.map((p): [string, string] => [p, 'ayanamsa']),
  ...[
    ...NO_SIDEREAL,
    '/panchang/chandrabalam',
    '/panchang/tarabalam',
    '/panchang/rashifal',
    '/panchang/panchaka',
    '/inauspicious-windows',
    '/muhurat/vehicle',
    '/lagna/table',
    '/sankranti/all',
    '/panchang/ritu',
  ].map((p): [string, string] => [p, 'profile']),
];
/**
 * Issue 3: "conventions are options": every computed daily operation takes sunrise_convention and convention (enums,
 * defaults Drik's); where one cannot change the result its description says so.
 */
const CONVENTION_UNCHANGED_BY: [string, string][] = [
  ...['/panchang/choghadiya', '/panchang/hora', '/panchang/gowri', '/panchang/vedic-time', '/lagna/table'].map(
    (p): [string, string] => [p, 'convention'],
  ),
  ...['/panchang/tithi/{tithi_slug}', '/sankranti/all'].map((p): [string, string] => [p, 'sunrise_convention']),
];
/** SPEC's stated bounds. */
const SPEC_BOUNDS: [string, string, number, number][] = [
  ['/panchang/tithi/{tithi_slug}', 'year', 1900, 2100],
  ['/sankranti/all', 'year', 1900, 2100],
  ['/panchang/utility', 'natal_moon_rashi_idx', 0, 11],
  ['/panchang/utility', 'natal_nakshatra_idx', 0, 26],
  ['/panchang/next-transits', 'horizon_days', 1, 3660],
  ['/panchang/transits', 'window_days', 1, 1100],
  ['/feeds/gochar.json', 'window_days', 1, 1100],
  ['/panchang/eclipses', 'lat', -90, 90],
  ['/panchang/eclipses', 'lng', -180, 180],
  ['/baby-name/syllables', 'pada', 1, 4],
];

interface Param {
  name: string;
  in: string;
  description?: string;
  schema?: {
    type?: string;
    minimum?: number;
    maximum?: number;
    enum?: unknown[];
    format?: string;
    pattern?: string;
    maxLength?: number;
  };
}

describe('OpenAPI: daily Panchang and sky-event operations', () => {
  let doc: { paths: Record<string, { get?: { summary?: string; description?: string; parameters?: Param[] } }> };
  beforeAll(async () => {
    doc = (await get('/api-docs/openapi.json')).body as typeof doc;
  });
  /** The query parameter `name` of the GET at `path`, if the document lists it. */
  const queryParam = (path: string, name: string) =>
    (doc.paths[path]?.get?.parameters ?? []).find((x) => x.name === name && x.in === 'query') as
      (Param & { schema?: { default?: unknown } }) | undefined;
  /** The [path, parameter] pairs whose description does not say the parameter changes nothing there. */
  const notSayingUnchanged = (pairs: readonly (readonly [string, string])[]) =>
    pairs
      .filter(([path, name]) => !queryParam(path, name)?.description?.includes('does not change'))
      .map(([path, name]) => `${path}: ${name} does not say it changes nothing`);

  it('lists every operation with a summary, a description and the parameters SPEC names', () => {
    const problems: string[] = [];
    for (const [path, want] of Object.entries(SPEC_PARAMS)) {
      const op = doc.paths[path]?.get;
      if (!op) {
        problems.push(`${path}: missing`);
        continue;
      }
      if (!op.summary || !op.description) problems.push(`${path}: no summary or description`);
      const names = new Set((op.parameters ?? []).map((p) => p.name));
      for (const n of want) if (!names.has(n)) problems.push(`${path}: no ${n}`);
    }
    expect(problems).toEqual([]);
  });

  it('describes and bounds every parameter of those operations', () => {
    const problems: string[] = [];
    for (const path of Object.keys(SPEC_PARAMS)) {
      for (const p of doc.paths[path]?.get?.parameters ?? []) {
        const s = p.schema ?? {};
        if (!p.description) problems.push(`${path} ${p.name}: no description`);
        if ((s.type === 'number' || s.type === 'integer') && (s.minimum === undefined || s.maximum === undefined))
          problems.push(`${path} ${p.name}: unbounded number`);
        if (s.type === 'string' && !s.enum && !s.format && !s.pattern && s.maxLength === undefined)
          problems.push(`${path} ${p.name}: unbounded string`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('issue 3: every computed daily-family operation takes ayanamsa and profile (enums), and says where one does not change the result', () => {
    const problems: string[] = [];
    for (const path of ISSUE3_COMPUTED) {
      for (const name of ['ayanamsa', 'profile']) {
        const p = queryParam(path, name);
        if (!p) problems.push(`${path}: no ${name}`);
        else if (!p.schema?.enum?.length) problems.push(`${path}: ${name} is not an enum`);
      }
    }
    expect([...problems, ...notSayingUnchanged(UNCHANGED_BY)]).toEqual([]);
  });

  it('issue 3: every computed daily-family operation takes sunrise_convention and convention (enums, Drik defaults), and says where one does not change the result', () => {
    const problems: string[] = [];
    const want: Record<string, { values: string[]; default: string }> = {
      sunrise_convention: {
        values: ['drik', 'upper_limb_refracted', 'center_refracted', 'upper_limb_geometric', 'center_geometric'],
        default: 'drik',
      },
      convention: { values: ['drik', 'ephemeris', 'drik_de431'], default: 'drik' },
    };
    for (const path of ISSUE3_COMPUTED) {
      for (const [name, w] of Object.entries(want)) {
        const p = queryParam(path, name);
        if (!p) problems.push(`${path}: no ${name}`);
        else if (JSON.stringify(p.schema?.enum) !== JSON.stringify(w.values) || p.schema?.default !== w.default)
          problems.push(`${path}: ${name} is not the enum ${w.values.join('|')} with default ${w.default}`);
        else if (!p.description) problems.push(`${path}: ${name} has no description`);
      }
    }
    expect([...problems, ...notSayingUnchanged(CONVENTION_UNCHANGED_BY)]).toEqual([]);
  });

  it('issue 3/4: the sky routes with sidereal ingresses take convention (drik default | ephemeris), as /sankranti/all and the daily packet', () => {
    const problems: string[] = [];
    for (const path of [
      '/sankranti/all',
      '/panchang/solstice-equinox',
      '/panchang/next-transits',
      '/planets/events',
      '/panchang/transits',
      '/feeds/gochar.json',
    ]) {
      const p = (doc.paths[path]?.get?.parameters ?? []).find((x) => x.name === 'convention' && x.in === 'query') as
        (Param & { schema?: { default?: unknown } }) | undefined;
      if (!p) problems.push(`${path}: no convention`);
      else if (
        JSON.stringify(p.schema?.enum) !== JSON.stringify(['drik', 'ephemeris', 'drik_de431']) ||
        p.schema?.default !== 'drik'
      )
        problems.push(`${path}: convention is not the enum drik|ephemeris|drik_de431 with default drik`);
      else if (!p.description?.includes('ephemeris:'))
        problems.push(`${path}: convention does not describe both values`);
    }
    expect(problems).toEqual([]);
  });

  it('carries the bounds SPEC states', () => {
    for (const [path, name, min, max] of SPEC_BOUNDS) {
      const p = doc.paths[path].get!.parameters!.find((x) => x.name === name)!;
      expect({ path, name, min: p.schema?.minimum, max: p.schema?.maximum }).toEqual({ path, name, min, max });
    }
  });

  it('publishes the 200 body schema generated from the wire type (apps/gateway/http/response-types/)', () => {
    const routes = (RESPONSE_TYPES as { routes: Record<string, { type: string }> }).routes;
    for (const [path, { type }] of Object.entries(routes)) {
      const ok = (doc.paths[path].get as { responses?: Record<string, OkResponse> }).responses?.['200'];
      const schema = ok?.content?.['application/json']?.schema;
      expect({ path, description: schema?.description?.split(' ')[0] }).toEqual({ path, description: type });
      expect(schema?.properties?._meta).toBeDefined();
      expect(schema?.properties?.place).toBeDefined();
    }
  });
});
