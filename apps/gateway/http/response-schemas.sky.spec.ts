/**
 * The sky-events family's bodies are what its published schemas say: every route's body is
 * computed for polar places, DST days, the date line, the ends of the date range and every option
 * value, and validated with Ajv against bodySchemaOf(route) (generated from the presenters' wire
 * types, additionalProperties false). A few mutated bodies must fail (an undeclared field, an
 * instant without its offset or its Z, a missing field).
 */
import Ajv from 'ajv';
import { AYANAMSAS, GRAHAS, NODE_TYPES, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { PANCHANG_CONVENTIONS, planetPositionsPacket, sunrisePacket } from '@pj/panchang';
import {
  combustionsPacket,
  eclipsesPacket,
  eclipseSutakPacket,
  eclipseVisibilityPacket,
  EVENT_KINDS,
  gocharPacket,
  nextTransitsPacket,
  planetEventsPacket,
  retrogradesPacket,
  sankrantiYearPacket,
  seasonsPacket,
  SUTAK_RULES,
} from '@pj/sky';
import { responseSchemaOf } from './response-schemas';
import {
  ajv,
  APIA,
  DELHI,
  LONGYEARBYEN,
  MCMURDO,
  NEW_YORK,
  TROMSO,
  validatorOf,
} from '../../../test/support/response-schema';

const PLACES = { DELHI, NEW_YORK, TROMSO, MCMURDO, APIA };

/** Local dates that exercise every place: DST changes, solstices, the date line, the ends of the range. */
const DATES = ['1900-01-01', '2024-03-10', '2024-06-21', '2024-11-03', '2024-12-21', '2011-12-31', '2100-12-31'];

/** Validates every body; returns the failures as text (empty when all hold). */
function failuresOf(route: string, cases: readonly (readonly [string, () => object])[]): string[] {
  const validate = validatorOf(route);
  return cases.flatMap(([label, body]) =>
    validate(body()) ? [] : [`${route} ${label}: ${ajv.errorsText(validate.errors)}`],
  );
}

const each = <T>(xs: readonly T[], f: (x: T) => readonly (readonly [string, () => object])[]) => xs.flatMap(f);
const placeCases = Object.entries(PLACES);
const ROUTES = [
  '/sunrise',
  '/planets/positions',
  '/planets/events',
  '/panchang/solstice-equinox',
  '/panchang/next-transits',
  '/panchang/retrogrades',
  '/panchang/combustions',
  '/panchang/transits',
  '/sankranti/all',
  '/panchang/eclipses',
  '/eclipse/visibility',
  '/eclipse/sutak',
];

describe('sky-events response schemas: real bodies validate', () => {
  it('/sunrise: every place and date (polar day and night, DST, date line, range ends), every sunrise convention', () => {
    const cases = [
      ...each(placeCases, ([name, place]) =>
        DATES.map(
          (date) => [`${name} ${date}`, () => sunrisePacket({ ...place, date, sunrise: 'drik' }).body] as const,
        ),
      ),
      ...SUNRISE_CONVENTION_KEYS.map(
        (sunrise) =>
          [sunrise, () => sunrisePacket({ ...TROMSO, date: '2024-05-20', sunrise, elevationM: 300 }).body] as const,
      ),
      ['zone resolved', () => sunrisePacket({ lat: 28.6139, lng: 77.209, date: '2024-01-01', sunrise: 'drik' }).body],
    ] as const;
    expect(failuresOf('/sunrise', cases)).toEqual([]);
  }, 120_000);

  it('/planets/positions: places, DST gap and overlap under each policy, every ayanamsa and node type', () => {
    const cases = [
      ...each(placeCases, ([name, place]) =>
        ['1900-01-01', '2024-06-21', '2100-12-31'].map(
          (date) =>
            [
              `${name} ${date}`,
              () =>
                planetPositionsPacket({
                  ...place,
                  date,
                  time: '12:00',
                  ayanamsa: 'lahiri',
                  nodeType: 'mean',
                  dstPolicy: 'reject',
                }).body,
            ] as const,
        ),
      ),
      ...each(AYANAMSAS, (ayanamsa) =>
        NODE_TYPES.map(
          (nodeType) =>
            [
              `${ayanamsa} ${nodeType}`,
              () =>
                planetPositionsPacket({
                  ...DELHI,
                  date: '2024-01-01',
                  time: '06:30:15',
                  ayanamsa,
                  nodeType,
                  dstPolicy: 'reject',
                }).body,
            ] as const,
        ),
      ),
      ...each(['earlier', 'later'] as const, (dstPolicy) =>
        [
          ['2024-03-10', '02:30'],
          ['2024-11-03', '01:30'],
        ].map(
          ([date, time]) =>
            [
              `${date} ${time} ${dstPolicy}`,
              () =>
                planetPositionsPacket({ ...NEW_YORK, date, time, ayanamsa: 'lahiri', nodeType: 'true', dstPolicy })
                  .body,
            ] as const,
        ),
      ),
    ];
    expect(failuresOf('/planets/positions', cases)).toEqual([]);
  }, 120_000);

  it('/planets/events: every kind alone and all together, every convention, truncated and not', () => {
    const base = {
      ...DELHI,
      date: '2024-01-01',
      time: '00:00',
      days: 10,
      limit: 500,
      kinds: EVENT_KINDS,
      ayanamsa: 'lahiri' as const,
      nodeType: 'mean' as const,
      convention: 'drik' as const,
      dstPolicy: 'reject' as const,
    };
    const cases = [
      ...EVENT_KINDS.map(
        (kind) => [kind, () => planetEventsPacket({ ...base, kinds: [kind], days: 40 }).body] as const,
      ),
      ...PANCHANG_CONVENTIONS.map(
        (convention) => [convention, () => planetEventsPacket({ ...base, convention }).body] as const,
      ),
      ['truncated', () => planetEventsPacket({ ...base, limit: 3 }).body],
      ['true node, raman', () => planetEventsPacket({ ...base, nodeType: 'true', ayanamsa: 'raman' }).body],
      ['new york dst start', () => planetEventsPacket({ ...base, ...NEW_YORK, date: '2024-03-09' }).body],
      ['tromso, zone resolved', () => planetEventsPacket({ ...base, ...TROMSO, tz: null }).body],
      ['apia', () => planetEventsPacket({ ...base, ...APIA, date: '2011-12-29', time: '12:00' }).body],
      ['range end', () => planetEventsPacket({ ...base, date: '2100-12-25' }).body],
    ] as const;
    expect(failuresOf('/planets/events', cases)).toEqual([]);
  }, 120_000);

  it('/panchang/solstice-equinox, /panchang/next-transits, /panchang/transits: every option value, range ends', () => {
    const seasons = [
      ...each(AYANAMSAS, (ayanamsa) =>
        PANCHANG_CONVENTIONS.map(
          (convention) =>
            [
              `${ayanamsa} ${convention}`,
              () => seasonsPacket({ date: '2024-01-01', ayanamsa, convention }).body,
            ] as const,
        ),
      ),
      ...['1900-01-01', '2024-03-20', '2100-12-31'].map(
        (date) => [date, () => seasonsPacket({ date, ayanamsa: 'lahiri', convention: 'drik' }).body] as const,
      ),
    ];
    const transits = GRAHAS.map(
      (planet) =>
        [
          planet,
          () =>
            nextTransitsPacket({
              date: '2024-01-01',
              planet,
              horizonDays: planet === 'moon' ? 10 : 400,
              ayanamsa: 'lahiri',
              nodeType: planet === 'rahu' ? 'true' : 'mean',
              convention: planet === 'sun' ? 'ephemeris' : 'drik',
            }).body,
        ] as const,
    );
    const gochar = [
      ...PANCHANG_CONVENTIONS.map(
        (convention) =>
          [
            convention,
            () => gocharPacket({ fromDate: '2025-01-01', windowDays: 370, ayanamsa: 'lahiri', convention }).body,
          ] as const,
      ),
      [
        'one day, krishnamurti',
        () =>
          gocharPacket({ fromDate: '2100-12-31', windowDays: 1, ayanamsa: 'krishnamurti', convention: 'drik' }).body,
      ],
    ] as const;
    expect([
      ...failuresOf('/panchang/solstice-equinox', seasons),
      ...failuresOf('/panchang/next-transits', transits),
      ...failuresOf('/panchang/transits', gochar),
    ]).toEqual([]);
  }, 180_000);

  it('/panchang/retrogrades and /panchang/combustions: dates with and without retrograde and combust planets', () => {
    const dates = ['1900-01-01', '2024-04-10', '2024-08-20', '2024-12-31', '2100-12-31'];
    expect([
      ...failuresOf(
        '/panchang/retrogrades',
        dates.map((date) => [date, () => retrogradesPacket({ date }).body] as const),
      ),
      ...failuresOf(
        '/panchang/combustions',
        dates.map((date) => [date, () => combustionsPacket({ date }).body] as const),
      ),
    ]).toEqual([]);
  }, 180_000);

  it('/sankranti/all: range ends, zones either side of the date line, every ayanamsa and convention', () => {
    const cases = [
      ...[1900, 2024, 2100].map(
        (year) =>
          [
            `${year}`,
            () => sankrantiYearPacket({ year, tz: 'Asia/Kolkata', ayanamsa: 'lahiri', convention: 'drik' }).body,
          ] as const,
      ),
      ...['America/New_York', 'Pacific/Apia', 'Pacific/Kiritimati'].map(
        (tz) =>
          [tz, () => sankrantiYearPacket({ year: 2011, tz, ayanamsa: 'lahiri', convention: 'drik' }).body] as const,
      ),
      ...each(AYANAMSAS, (ayanamsa) =>
        PANCHANG_CONVENTIONS.map(
          (convention) =>
            [
              `${ayanamsa} ${convention}`,
              () => sankrantiYearPacket({ year: 2024, tz: 'Asia/Kolkata', ayanamsa, convention }).body,
            ] as const,
        ),
      ),
    ];
    expect(failuresOf('/sankranti/all', cases)).toEqual([]);
  }, 180_000);

  it('/panchang/eclipses, /eclipse/visibility, /eclipse/sutak: visible, hidden, none, penumbral-only, polar', () => {
    const eclipses = placeCases.map(
      ([name, place]) => [name, () => eclipsesPacket({ ...place, date: '2024-01-01', count: 12 }).body] as const,
    );
    /** [label, place, local date]: every kind of answer of the two date routes. */
    const days: [string, { lat: number; lng: number; tz: string | null }, string][] = [
      ['lunar total, visible (Delhi)', DELHI, '2025-09-07'],
      ['lunar total, rising eclipsed (Delhi)', DELHI, '2018-01-31'],
      ['solar partial, setting eclipsed (Delhi)', DELHI, '2022-10-25'],
      ['solar total, not visible (Delhi)', DELHI, '2024-04-08'],
      ['solar total, partial here (New York)', NEW_YORK, '2024-04-08'],
      ['lunar penumbral (New York)', NEW_YORK, '2024-03-25'],
      ['no eclipse (Delhi, zone resolved)', { lat: DELHI.lat, lng: DELHI.lng, tz: null }, '2025-09-10'],
      ['solar total, low Sun (Tromsø)', TROMSO, '2026-08-12'],
      ['solar total in polar day: no prahars (Longyearbyen)', LONGYEARBYEN, '2026-08-12'],
      ['date line (Apia)', APIA, '2024-01-01'],
    ];
    const visibility = days.map(
      ([label, place, date]) => [label, () => eclipseVisibilityPacket({ ...place, date }).body] as const,
    );
    const sutak = each(SUTAK_RULES, (sutakRule) =>
      days.map(
        ([label, place, date]) =>
          [`${label}, ${sutakRule}`, () => eclipseSutakPacket({ ...place, date, sutakRule }).body] as const,
      ),
    );
    expect([
      ...failuresOf('/panchang/eclipses', eclipses),
      ...failuresOf('/eclipse/visibility', visibility),
      ...failuresOf('/eclipse/sutak', sutak),
    ]).toEqual([]);
    // the cases reach every variant of the sutak body, the polar fallback included
    const answers = days.map(([, place, date]) => eclipseSutakPacket({ ...place, date, sutakRule: 'prahar' }).body);
    expect(new Set(answers.map((b) => ('reason' in b ? b.reason : 'sutak')))).toEqual(
      new Set(['sutak', 'not_visible_at_place', 'no_umbral_phase_visible', 'no_eclipse_on_date']),
    );
    expect(answers.map((b) => ('sutak' in b ? b.sutak.basis.split(':')[0] : null))).toContain('hours (fallback');
  }, 180_000);
});

describe('sky-events response schemas are strict', () => {
  it('an undeclared field, an instant without its offset or Z, a missing field or a wrong enum is refused', () => {
    const sunrise = sunrisePacket({ ...DELHI, date: '2024-01-01', sunrise: 'drik' }).body;
    const validSunrise = validatorOf('/sunrise');
    expect(validSunrise(sunrise)).toBe(true);
    expect(validSunrise({ ...sunrise, extra: 1 })).toBe(false);
    expect(validSunrise({ ...sunrise, sunrise: sunrise.sunrise?.slice(0, 19) })).toBe(false);
    expect(validSunrise({ ...sunrise, place: { ...sunrise.place, tz_source: 'guessed' } })).toBe(false);

    const seasons = seasonsPacket({ date: '2024-01-01', ayanamsa: 'lahiri', convention: 'drik' }).body;
    const validSeasons = validatorOf('/panchang/solstice-equinox');
    expect(validSeasons(seasons)).toBe(true);
    // UTC routes publish `Z`: an offset, even +00:00, is not their format
    const withOffset = { ...seasons.events[0], instant: seasons.events[0].instant.replace('Z', '+00:00') };
    expect(validSeasons({ ...seasons, events: [withOffset] })).toBe(false);
    const { sankranti: _dropped, ...withoutSankranti } = seasons.events[0];
    expect(validSeasons({ ...seasons, events: [withoutSankranti] })).toBe(false);

    const sutak = eclipseSutakPacket({ ...DELHI, date: '2025-09-07', sutakRule: 'prahar' }).body;
    const validSutak = validatorOf('/eclipse/sutak');
    expect(validSutak(sutak)).toBe(true);
    expect(validSutak({ ...sutak, available: false })).toBe(false);
    if (!('sutak' in sutak)) throw new Error('2025-09-07 has a sutak at New Delhi');
    expect(validSutak({ ...sutak, sutak: { ...sutak.sutak, start: 'noon' } })).toBe(false);
    expect(validSutak({ ...sutak, eclipse: { ...sutak.eclipse, local: { visible: true } } })).toBe(false);
  }, 60_000);

  it('the OpenAPI form of every route of the family carries _meta (in every shape of a union) and only 3.0 keywords', () => {
    type Shape = { properties: Record<string, unknown>; required: string[] };
    for (const route of ROUTES) {
      const schema = responseSchemaOf(route) as Partial<Shape> & { anyOf?: Shape[] };
      for (const shape of schema.anyOf ?? [schema as Shape]) {
        expect(shape.properties._meta).toBeDefined();
        expect(shape.required).toContain('_meta');
      }
      expect(JSON.stringify(schema)).not.toMatch(/"const":|"type":\[|"\$schema"|"definitions"/);
    }
    // an enveloped reply of a union body validates against its OpenAPI form (Ajv reads `nullable`)
    const openApi = new Ajv({ strict: false }).compile(responseSchemaOf('/eclipse/visibility') as object);
    const body = eclipseVisibilityPacket({ ...DELHI, date: '2024-04-08' }).body;
    expect(openApi({ ...body, _meta: {} })).toBe(true);
  });
});
