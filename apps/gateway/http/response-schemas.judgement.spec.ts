/**
 * POST /yogas bodies validate against the schema generated from `YogasWire` (response-types/judgement.json):
 * births in several places and times, every placement chart of the yoga reference cases (some with bodies left
 * out), with and without include_absent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { yogasPacket, YogasRequest } from '@pj/jyotish';
import { bodySchemaOf, responseSchemaOf } from './response-schemas';

const ROUTE = 'POST /yogas';
const ajv = new Ajv({ allErrors: true, strict: false });

const PERSONS = [
  { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' },
  { date: '1973-11-01', time: '07:20:00', lat: 12.9, lng: 74.85, utc_offset: '+05:30' },
  { date: '2024-06-21', time: '12:00', lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' },
  { date: '1850-03-10', time: '23:59:59', lat: -33.87, lng: 151.21, utc_offset: '+10:00' },
  { date: '2024-03-10', time: '03:30', lat: 40.7128, lng: -74.006, tz: 'America/New_York' },
];

interface RefCase {
  calculation: string;
  inputs?: { signs?: Record<string, string>; positions?: Record<string, { sign: string; longitude: number }> };
}
const REF: RefCase[] = JSON.parse(
  readFileSync(join(__dirname, '../../../test/fixtures/golden/jyotish-yogas/cases-yogas.json'), 'utf8'),
);
const asPlacement = (p: { sign: string; longitude: number }) => ({ sign: p.sign, longitude: p.longitude });
const PLACEMENTS = REF.filter((c) => c.inputs).map(
  (c) =>
    c.inputs!.signs ?? Object.fromEntries(Object.entries(c.inputs!.positions!).map(([k, p]) => [k, asPlacement(p)])),
);

describe('POST /yogas response schema', () => {
  const validate = ajv.compile(bodySchemaOf(ROUTE)!);
  const failures: string[] = [];
  const check = (label: string, req: YogasRequest) => {
    if (!validate(yogasPacket(req).body)) failures.push(`${label}: ${ajv.errorsText(validate.errors)}`);
  };

  it(`${PERSONS.length} births and ${PLACEMENTS.length} placement charts validate, absent yogas or not`, () => {
    PERSONS.forEach((person, i) => check(`person ${i}`, { person, includeAbsent: i % 2 === 0 }));
    PLACEMENTS.forEach((p, i) => check(`placements ${i}`, { placements: p, includeAbsent: i % 2 === 1 }));
    check('only the Moon', { placements: { moon: 'Aries' }, includeAbsent: true });
    expect(failures).toEqual([]);
  }, 60_000);

  it('a body with an undeclared field or a wrong family is refused', () => {
    const body = yogasPacket({ person: PERSONS[0], includeAbsent: false }).body;
    expect(validate(body)).toBe(true);
    expect(validate({ ...body, extra: 1 })).toBe(false);
    expect(validate({ ...body, present: [{ ...body.present[0], family: 'other' }] })).toBe(false);
  });

  it('the OpenAPI form carries _meta', () => {
    const schema = responseSchemaOf(ROUTE) as { required: string[] };
    expect(schema.required).toContain('_meta');
  });
});
