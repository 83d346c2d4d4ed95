/**
 * Engine guarantees: version pin, range limits, no Moshier fallback, no settings leaking
 * between computations, and an addon-free methodology module.
 */
import {
  ayanamsaDeg,
  bodyLongitude,
  civilDayRiseSet,
  DEFAULT_RISE_CONVENTION,
  ENGINE,
  engineVersion,
  EphemerisRangeError,
  EphemerisUnavailableError,
  EPHEMERIS_END_JD_UT,
  EPHEMERIS_START_JD_UT,
  grahaPositions,
  housesAt,
  Instant,
  instantFromJdUt,
  instantFromLocal,
  instantFromUtcMillis,
  nextRiseSet,
  norm360,
  Place,
} from '../src';
import { ephemerisDirectory, withSwe } from '../src/engine';

const DELHI: Place = { latDeg: 28.6139, lngDeg: 77.209, elevationM: 0 };
const TROMSO: Place = { latDeg: 69.65, lngDeg: 18.96, elevationM: 100 };
const T = instantFromUtcMillis(Date.parse('2024-05-01T06:00:00Z'));

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected an exception');
}

describe('engine version', () => {
  it('ENGINE.version equals the loaded swe_version()', () => {
    expect(engineVersion()).toBe(ENGINE.version);
    expect(ENGINE).toEqual({ name: 'swiss-ephemeris', version: '2.09.03' });
  });
});

describe('ephemeris range 1800-01-02 .. 2399-12-31', () => {
  it('accepts the first and last instants', () => {
    expect(
      grahaPositions(instantFromJdUt(EPHEMERIS_START_JD_UT), { ayanamsa: 'lahiri', nodeType: 'mean' }),
    ).toHaveLength(9);
    const last = instantFromUtcMillis(Date.parse('2399-12-31T23:59:00Z'));
    expect(grahaPositions(last, { ayanamsa: 'lahiri', nodeType: 'true' })).toHaveLength(9);
  });

  it('rejects instants outside with EphemerisRangeError (code ephemeris_range)', () => {
    for (const fn of [
      () => instantFromJdUt(EPHEMERIS_START_JD_UT - 0.01),
      () => instantFromJdUt(EPHEMERIS_END_JD_UT),
      () => instantFromUtcMillis(Date.parse('2400-01-01T00:00:00Z')),
      () => instantFromLocal('1799-12-31', '23:00', 'Asia/Kolkata'),
    ]) {
      const e = thrown(fn);
      expect(e).toBeInstanceOf(EphemerisRangeError);
      expect((e as EphemerisRangeError).code).toBe('ephemeris_range');
    }
    // an Instant built by hand still cannot reach the engine
    const forged: Instant = { jdUt: 2300000.5, jdTt: 2300000.5, deltaTS: 0, utcIso: '1585-01-01T00:00:00.000Z' };
    expect(thrown(() => grahaPositions(forged, { ayanamsa: 'lahiri', nodeType: 'mean' }))).toBeInstanceOf(
      EphemerisRangeError,
    );
    expect(thrown(() => housesAt(forged, DELHI, { system: 'equal', ayanamsa: null }))).toBeInstanceOf(
      EphemerisRangeError,
    );
    expect(thrown(() => nextRiseSet('sun', 'rise', forged, DELHI, DEFAULT_RISE_CONVENTION))).toBeInstanceOf(
      EphemerisRangeError,
    );
  });
});

describe('fail loudly instead of falling back to Moshier', () => {
  it('a wrong ephemeris path makes every computation throw EphemerisUnavailableError', () => {
    // Sabotage the global path behind the engine's back, as another addon user in the process could.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const swe = require('swisseph') as typeof import('swisseph');
    grahaPositions(T, { ayanamsa: 'lahiri', nodeType: 'mean' });
    swe.swe_set_ephe_path('/nonexistent-ephemeris-dir');
    try {
      for (const fn of [
        () => grahaPositions(T, { ayanamsa: 'lahiri', nodeType: 'mean' }),
        () => grahaPositions(T, { ayanamsa: 'lahiri', nodeType: 'mean', positionModel: 'true_geometric' }),
        () => bodyLongitude(T, 'moon', { sidereal: null }),
        () => nextRiseSet('sun', 'rise', T, DELHI, DEFAULT_RISE_CONVENTION),
      ]) {
        const e = thrown(fn);
        expect(e).toBeInstanceOf(EphemerisUnavailableError);
        expect((e as EphemerisUnavailableError).code).toBe('ephemeris_unavailable');
        expect((e as Error).message).toMatch(/Moshier/);
      }
    } finally {
      swe.swe_set_ephe_path(ephemerisDirectory());
    }
    expect(grahaPositions(T, { ayanamsa: 'lahiri', nodeType: 'mean' })).toHaveLength(9);
  });
});

describe('settings isolation', () => {
  it('raman, then lahiri, then raman: each equals a computation made with nothing before it', () => {
    const opts = (ayanamsa: 'raman' | 'lahiri') => ({ ayanamsa, nodeType: 'mean' as const });
    const raman1 = grahaPositions(T, opts('raman'));
    const lahiri = grahaPositions(T, opts('lahiri'));
    const raman2 = grahaPositions(T, opts('raman'));
    expect(raman2).toEqual(raman1);
    expect(lahiri).not.toEqual(raman1);
    expect(grahaPositions(T, opts('lahiri'))).toEqual(lahiri);
    expect(ayanamsaDeg(T, 'raman')).toBe(ayanamsaDeg(T, 'raman'));
    // sidereal = tropical − ayanamsa of *this* request, whatever ran before
    const raman = ayanamsaDeg(T, 'raman');
    for (const p of raman2) expect(Math.abs(norm360(p.tropicalLonDeg - p.siderealLonDeg) - raman)).toBeLessThan(1e-9);
  });

  it('a topocentric computation (rise/set at a place) leaves geocentric positions and other places untouched', () => {
    const geo = grahaPositions(T, { ayanamsa: 'lahiri', nodeType: 'true' });
    const delhi = civilDayRiseSet('2024-05-01', 'Asia/Kolkata', DELHI, DEFAULT_RISE_CONVENTION);
    civilDayRiseSet('2024-05-01', 'Europe/Oslo', TROMSO, DEFAULT_RISE_CONVENTION);
    expect(grahaPositions(T, { ayanamsa: 'lahiri', nodeType: 'true' })).toEqual(geo);
    expect(civilDayRiseSet('2024-05-01', 'Asia/Kolkata', DELHI, DEFAULT_RISE_CONVENTION)).toEqual(delhi);
  });

  it('withSwe is not re-entrant and its session cannot escape', () => {
    expect(() => withSwe({}, () => withSwe({}, () => 1))).toThrow(/re-entrant/);
    const escaped = withSwe({}, (s) => s);
    expect(() => escaped.deltaTDays(T.jdUt)).toThrow(/outside its withSwe/);
  });
});

describe('the methodology side of the library never loads the addon', () => {
  it('importing the index and building methodology, zones and zodiac values works with swisseph unloadable', () => {
    jest.isolateModules(() => {
      jest.doMock('swisseph', () => {
        throw new Error('native addon loaded');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const lib = require('../src') as typeof import('../src');
      expect(lib.ENGINE.version).toBe('2.09.03');
      expect(lib.ephemerisMethodology({ ayanamsa: 'lahiri', nodeType: 'mean' }).engine).toBe('swiss-ephemeris 2.09.03');
      expect(lib.resolveZone(28.6139, 77.209).tz).toBe('Asia/Kolkata');
      expect(lib.signOf(95).name).toBe('Karka');
      // the mock is live: anything that needs the engine fails
      expect(() => lib.instantFromJdUt(2451545)).toThrow(/native addon loaded/);
    });
  });
});
