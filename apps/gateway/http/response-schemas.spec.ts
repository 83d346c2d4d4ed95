/**
 * The response schemas are the wire types: the committed response-schemas.generated.json is what
 * the generator makes from the current sources (so it cannot drift), every body the daily family
 * computes for ~40 places, dates and options validates against it (so the types describe the
 * wire), and the OpenAPI form uses only OpenAPI 3.0 keywords.
 */
import * as fs from 'node:fs';
import { dailyPacket, detailsProfilePacket, monthPacket, PANCHANG_CONVENTIONS, PROFILE_KEYS } from '@pj/panchang';
import { AYANAMSAS, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { utilityPacket } from '@pj/sky';
import { withFestivalMarkers } from '../../panchang-svc/daily/month-markers';
import { responseSchemaOf } from './response-schemas';
import { ajv, APIA, DELHI, MCMURDO, NEW_YORK, TROMSO, validatorOf } from '../../../test/support/response-schema';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require('../tools/generate-response-schemas.js') as { generate(): string; OUT_FILE: string };

type Case = Parameters<typeof dailyPacket>[0];
const base = { ayanamsa: 'lahiri' as const };
const CASES: [string, Case][] = [
  ...['01-14', '02-09', '03-25', '04-30', '06-21', '07-17', '08-19', '09-17', '10-31', '11-15'].map(
    (md): [string, Case] => [`delhi ${md}`, { ...base, ...DELHI, date: `2024-${md}` }],
  ),
  ['delhi, zone resolved', { ...base, lat: DELHI.lat, lng: DELHI.lng, date: '2024-06-06' }],
  ['new york dst start', { ...base, ...NEW_YORK, date: '2024-03-10' }],
  ['new york dst end', { ...base, ...NEW_YORK, date: '2024-11-03' }],
  ['tromso polar day', { ...base, ...TROMSO, date: '2024-06-21' }],
  ['tromso polar night', { ...base, ...TROMSO, date: '2024-12-21' }],
  ['mcmurdo june', { ...base, ...MCMURDO, date: '2024-06-21' }],
  ['mcmurdo december', { ...base, ...MCMURDO, date: '2024-12-21' }],
  ['apia', { ...base, ...APIA, date: '2024-05-01' }],
  ['range start (local mean time offset)', { ...base, ...DELHI, date: '1900-01-01' }],
  ['range end', { ...base, ...DELHI, date: '2100-12-31' }],
  ...PANCHANG_CONVENTIONS.map((convention): [string, Case] => [
    `convention ${convention}`,
    { ...base, ...DELHI, date: '2024-04-08', convention },
  ]),
  ...SUNRISE_CONVENTION_KEYS.map((sunrise): [string, Case] => [
    `sunrise ${sunrise}`,
    { ...base, ...NEW_YORK, date: '2024-07-04', sunrise },
  ]),
  ...AYANAMSAS.map((ayanamsa): [string, Case] => [`ayanamsa ${ayanamsa}`, { ...DELHI, date: '2024-01-14', ayanamsa }]),
  ...PROFILE_KEYS.map((profile): [string, Case] => [
    `profile ${profile}`,
    { ...base, ...DELHI, date: '2024-04-13', profile },
  ]),
];

describe('response schemas generated from the wire types', () => {
  it('the committed file is what the generator makes from the current types', () => {
    expect(fs.readFileSync(generator.OUT_FILE, 'utf8')).toBe(generator.generate());
  }, 60_000);

  it(`/panchang/daily and /panchang/details bodies validate for ${CASES.length} cases`, () => {
    const validators = { daily: validatorOf('/panchang/daily'), details: validatorOf('/panchang/details') };
    const failures: string[] = [];
    for (const [label, q] of CASES) {
      if (!validators.daily(dailyPacket(q).body))
        failures.push(`daily ${label}: ${ajv.errorsText(validators.daily.errors)}`);
      if (!validators.details(detailsProfilePacket(q).body))
        failures.push(`details ${label}: ${ajv.errorsText(validators.details.errors)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('/panchang/month bodies (with festival markers) validate: lunisolar and solar profiles, polar, range start', () => {
    const validate = validatorOf('/panchang/month');
    const months = [
      { ...base, ...DELHI, ym: '2024-03', profile: 'north_india_purnimanta' },
      { ...base, ...NEW_YORK, ym: '2024-11', profile: 'gujarat_amanta', sunrise: 'center_refracted' as const },
      { ...base, ...TROMSO, ym: '2024-12', profile: 'tamil_solar' },
      { ...base, ...DELHI, ym: '1900-01', profile: 'bengali_solar' },
    ];
    const failures = months
      .filter((q) => !validate(withFestivalMarkers(monthPacket(q), q.profile).body))
      .map((q) => `${q.ym} ${q.profile}: ${ajv.errorsText(validate.errors)}`);
    expect(failures).toEqual([]);
  }, 120_000);

  it(`/panchang/utility bodies validate for the same cases, every lane given or not, compact or not`, () => {
    const validate = validatorOf('/panchang/utility');
    const failures: string[] = [];
    CASES.forEach(([label, q], i) => {
      const natal = i % 2 === 0;
      const body = utilityPacket({
        ...q,
        natalMoonRashiIdx: natal ? i % 12 : null,
        natalNakshatraIdx: natal ? i % 27 : null,
        natalLagna: natal ? 'mesha' : null,
        includeWindows: i % 3 !== 1,
        includeLagnaTable: natal,
        includeEphemerisScans: i % 20 === 0,
        compact: i % 4 !== 3,
      }).body;
      if (!validate(body)) failures.push(`utility ${label}: ${ajv.errorsText(validate.errors)}`);
    });
    expect(failures).toEqual([]);
  }, 120_000);

  it('a body with an undeclared field or an instant without its offset is refused', () => {
    const validate = validatorOf('/panchang/daily');
    const body = dailyPacket(CASES[0][1]).body;
    expect(validate(body)).toBe(true);
    expect(validate({ ...body, extra: 1 })).toBe(false);
    expect(validate({ ...body, sunrise: body.sunrise?.slice(0, 19) })).toBe(false);
    expect(validate({ ...body, tithi: [{ ...body.tithi[0], start: 'soon' }] })).toBe(false);
  });

  it('the OpenAPI form carries _meta and only OpenAPI 3.0 keywords (no const, no type lists)', () => {
    for (const route of ['/panchang/daily', '/panchang/details', '/panchang/month', '/panchang/utility']) {
      const schema = responseSchemaOf(route) as { properties: Record<string, unknown>; required: string[] };
      expect(schema.properties._meta).toBeDefined();
      expect(schema.required).toContain('_meta');
      expect(schema.properties.place).toBeDefined();
      const text = JSON.stringify(schema);
      expect(text).not.toMatch(/"const":|"type":\[|"\$schema"|"definitions"/);
    }
  });
});
