/**
 * The places family's bodies (and the concept pages) are what their published schemas say: real
 * bodies over the poles, the date line, DST gaps and overlaps, labels and a non-public address
 * validate with Ajv against the generated schema of their route (response-types/places.json).
 */
import { conceptPacket, CONCEPT_PAGES, conceptsIndexPacket } from '@pj/jyotish';
import { contextResolvePacket, geoipPacket, locationResolvePacket, locationSearchPacket } from '@pj/places';
import { APIA, MCMURDO, NEW_YORK, validatorOf } from '../../../test/support/response-schema';

const NOW = Date.parse('2026-06-01T00:00:00Z');

function expectValid(route: string, body: object): void {
  const validate = validatorOf(route);
  const ok = validate(body);
  expect({ route, errors: ok ? null : validate.errors }).toEqual({ route, errors: null });
}

describe('places bodies match their published schemas', () => {
  it('/location/search', () => {
    for (const q of ['Kashi', 'Bengalru', 'Lond', 'काशी'])
      expectValid('/location/search', locationSearchPacket({ q, limit: 5 }).body);
    expectValid('/location/search', locationSearchPacket({ q: 'Kochi', countryHint: 'JP', limit: 50 }).body);
  });

  it('/location/resolve', () => {
    for (const q of [{ lat: 90, lng: 0 }, { ...MCMURDO }, { label: 'Madras' }, { lat: 0, lng: 180, tz: 'Asia/Tokyo' }])
      expectValid('/location/resolve', locationResolvePacket(q, NOW).body);
  });

  it('/context/resolve', () => {
    for (const q of [
      { ...NEW_YORK, date: '2026-03-08', time: '02:30' },
      { ...NEW_YORK, date: '2026-11-01', time: '01:30' },
      { lat: APIA.lat, lon: APIA.lng, date: '2011-12-30' },
      { place: 'Delhi' },
    ])
      expectValid('/context/resolve', contextResolvePacket(q, NOW).body);
  });

  it('/geoip (non-public address)', () => {
    expectValid('/geoip', geoipPacket('10.0.0.1').body);
  });

  it('a malformed body does not validate', () => {
    const good = locationSearchPacket({ q: 'Pune', limit: 1 }).body;
    expect(validatorOf('/location/search')({ ...good, results: [{ name: 'Pune' }] })).toBe(false);
  });

  it('/jyotish/concepts and every page', () => {
    expectValid('/jyotish/concepts', conceptsIndexPacket().body);
    for (const p of CONCEPT_PAGES) expectValid('/jyotish/concepts/{slug}', conceptPacket({ slug: p.slug }).body);
  });
});
