import { readFileSync } from 'fs';
import { join } from 'path';
import { InputError } from '@pj/panchang';
import { chartInputOf, describeMissing, houseFrom, lonOfBody, missingOf, signOfBody } from './chart-input';

const CASES = join(__dirname, '../../../../test/fixtures/golden/jyotish-judgement/cases-subset.json');

/** JHora/PyJHora longitudes are printed to 0.01°; our apparent positions differ by < 1′ from their true_geometric. */
const LON_TOL_DEG = 0.02;

function fieldErrors(f: () => unknown): { loc: readonly (string | number)[]; type: string; msg: string }[] {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return [...e.details];
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('chart input from placements', () => {
  it('takes the shorthand and the object form, in English or Sanskrit, keys in any case', () => {
    const input = chartInputOf({
      placements: { Sun: 'Libra', moon: { sign: 'meena', longitude: 331.5 }, LAGNA: { sign: 'Virgo' } },
    });
    expect(input.source).toBe('placements');
    expect(input.chart).toBeNull();
    expect(signOfBody(input, 'sun')).toBe(6);
    expect(lonOfBody(input, 'sun')).toBeNull();
    expect(signOfBody(input, 'moon')).toBe(11);
    expect(lonOfBody(input, 'moon')).toBe(331.5);
    expect(signOfBody(input, 'ascendant')).toBe(5);
    expect(signOfBody(input, 'mars')).toBeNull();
  });

  it('says which body or degree a rule needs and the chart lacks', () => {
    const input = chartInputOf({ placements: { sun: 'Libra', moon: { sign: 'Pisces', longitude: 340 } } });
    const missing = missingOf(input, { signs: ['sun', 'mars'], longitudes: ['moon', 'sun', 'rahu'] });
    expect(missing).toEqual([
      { body: 'mars', what: 'sign' },
      { body: 'sun', what: 'longitude' },
      { body: 'rahu', what: 'sign' },
    ]);
    expect(describeMissing(missing)).toBe(
      'needs the sign of mars, the longitude of sun and the sign of rahu (not given in placements)',
    );
    expect(missingOf(input, { signs: ['sun'], longitudes: ['moon'] })).toEqual([]);
  });

  it('counts houses in whole signs from a reference sign', () => {
    expect(houseFrom(5, 5)).toBe(1);
    expect(houseFrom(5, 4)).toBe(12);
    expect(houseFrom(11, 0)).toBe(2);
  });

  it('reads every sign-placement record of the reference set', () => {
    const recs = JSON.parse(readFileSync(CASES, 'utf8')) as {
      id: string;
      inputs?: { input_kind?: string; signs?: Record<string, string> };
    }[];
    const placed = recs.filter((r) => r.inputs?.input_kind === 'sign_placements');
    expect(placed.length).toBeGreaterThan(100);
    for (const r of placed) {
      const input = chartInputOf({ placements: r.inputs!.signs! });
      expect(Object.keys(input.placements).length).toBe(Object.keys(r.inputs!.signs!).length);
    }
  });

  it('names the field of each bad placement (422)', () => {
    const errs = fieldErrors(() =>
      chartInputOf({
        placements: JSON.parse(`{"sun": "Libr", "moon": {"sign": "Aries", "longitude": 195}, "pluto": "Aries",
          "mars": {"longitude": 10}, "venus": {"sign": "Aries", "degree": 3}, "mercury": 7}`),
      }),
    );
    expect(errs.map((e) => [e.loc.join('.'), e.type])).toEqual([
      ['placements.sun', 'enum'],
      ['placements.moon.longitude', 'sign'],
      ['placements.pluto', 'unknown'],
      ['placements.mars.sign', 'missing'],
      ['placements.venus.degree', 'unknown'],
      ['placements.mercury', 'type'],
    ]);
    expect(errs[1].msg).toBe('longitude 195 lies in Libra, not in the given sign Aries');
  });

  it('rejects an alias twice, an empty object, a longitude out of range, and both or neither source', () => {
    const twice = fieldErrors(() => chartInputOf({ placements: { ascendant: 'Aries', lagna: 'Aries' } }));
    expect(twice[0]).toMatchObject({ loc: ['placements', 'lagna'], type: 'duplicate' });
    const empty = fieldErrors(() => chartInputOf({ placements: {} }));
    expect(empty[0]).toMatchObject({ loc: ['placements'], type: 'missing' });
    const range = fieldErrors(() => chartInputOf({ placements: { sun: { sign: 'Aries', longitude: 360 } } }));
    expect(range[0]).toMatchObject({ loc: ['placements', 'sun', 'longitude'], type: 'range' });
    const neither = fieldErrors(() => chartInputOf({}));
    expect(neither[0]).toMatchObject({ loc: ['person'], type: 'missing' });
    const person = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };
    const both = fieldErrors(() => chartInputOf({ person, placements: { sun: 'Aries' } }));
    expect(both[0]).toMatchObject({ loc: ['placements'], type: 'exclusive' });
  });
});

describe('chart input from a birth', () => {
  it('computes every body with its longitude (PyJHora chart own_a, JHora-compared)', () => {
    // cases.json pyjhora-own-d1-positions: Chennai 1996-12-07 10:34 +05:30, Lahiri, mean nodes
    const input = chartInputOf({
      person: { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' },
    });
    expect(input.source).toBe('person');
    expect(input.chart).not.toBeNull();
    const expected: [string, number][] = [
      ['ascendant', 292.45],
      ['sun', 231.57],
      ['moon', 186.96],
      ['mars', 145.54],
      ['mercury', 249.94],
      ['jupiter', 265.83],
      ['venus', 203.72],
    ];
    for (const [body, lon] of expected) {
      const got = lonOfBody(input, body as 'sun');
      expect(Math.abs(got! - lon)).toBeLessThan(LON_TOL_DEG);
      expect(signOfBody(input, body as 'sun')).toBe(Math.floor(lon / 30));
    }
    expect(Object.keys(input.placements)).toHaveLength(10);
    expect(input.placements.ascendant!.retrograde).toBeNull();
  });
});
