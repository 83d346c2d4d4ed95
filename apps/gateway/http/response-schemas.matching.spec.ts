/**
 * The matching family's bodies against their published schemas (response-types/matching.json →
 * response-schemas.generated.json): bodies computed by the library's packets for pairs of births
 * that stress the wire (both hemispheres, polar day, the date line, a fixed offset over a DST gap,
 * different chart settings per partner), validated with Ajv; a malformed body is refused.
 */
import { BirthData, compatibilityPacket, gunmilanPacket } from '@pj/jyotish';
import { responseSchemaOf } from './response-schemas';
import { ajv, validatorOf } from '../../../test/support/response-schema';

const BIRTHS: BirthData[] = [
  { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' },
  { date: '1993-04-21', time: '06:15', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', name: 'Delhi' },
  { date: '2000-06-21', time: '12:00:00', lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' },
  { date: '1985-01-15', time: '18:20:00', lat: -77.85, lng: 166.67, tz: 'Antarctica/McMurdo', ayanamsa: 'raman' },
  { date: '2012-01-01', time: '01:00:00', lat: -13.83, lng: -171.76, node_type: 'true' },
  { date: '2024-03-10', time: '02:30', lat: 40.71, lng: -74, utc_offset: '-05:00', position_model: 'true_geometric' },
];
const PAIRS = BIRTHS.map((bride, i) => ({ bride, groom: BIRTHS[(i + 1) % BIRTHS.length] }));

describe('matching family: bodies validate against the published schemas', () => {
  it.each([
    ['POST /matching/gunmilan', gunmilanPacket],
    ['POST /compatibility/advanced', compatibilityPacket],
  ] as const)('%s: every pair', (route, packet) => {
    const validate = validatorOf(route);
    const failures = PAIRS.flatMap((pair, i) =>
      validate(packet(pair).body) ? [] : [`pair ${i}: ${ajv.errorsText(validate.errors)}`],
    );
    expect(failures).toEqual([]);
  });

  it('a koota outside its range, an unknown key or an extra field is refused', () => {
    const validate = validatorOf('POST /matching/gunmilan');
    const body = gunmilanPacket(PAIRS[0]).body;
    expect(validate(body)).toBe(true);
    expect(validate({ ...body, extra: 1 })).toBe(false);
    expect(validate({ ...body, total: 37 })).toBe(false);
    expect(validate({ ...body, kootas: [{ ...body.kootas[0], key: 'rajju' }] })).toBe(false);
  });

  it('the OpenAPI form carries _meta and both partners', () => {
    for (const route of ['POST /matching/gunmilan', 'POST /compatibility/advanced']) {
      const schema = responseSchemaOf(route) as { properties: Record<string, unknown>; required: string[] };
      expect(schema.required).toEqual(expect.arrayContaining(['bride', 'groom', '_meta']));
    }
  });
});
