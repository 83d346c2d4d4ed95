/**
 * Position models: 'apparent' (default) and 'true_geometric' (SEFLG_TRUEPOS, the convention of
 * Jagannatha Hora and PyJHora). Their difference is checked against textbook formulas, not against
 * the engine: the Sun's apparent longitude lags the geometric one by the aberration, κ/R with
 * κ = 20.4898″ (Meeus, Astronomical Algorithms, 2nd ed., eq. 25.10); the Moon's by its motion
 * during the light time τ = distance / c (no annual aberration: the Moon moves with the Earth).
 */
import {
  bodyLongitudeAtJdUt,
  EphemerisInputError,
  ephemerisMethodology,
  grahaPositions,
  instantFromUtcMillis,
  methodologySubset,
  norm180,
  PositionModel,
} from '../src';

/** Light time for 1 au in days (IAU 2012 au / c = 499.005 s). */
const LIGHT_DAYS_PER_AU = 499.005 / 86_400;
const ABERRATION_ARCSEC = 20.4898;
const arcsec = (deg: number) => deg * 3600;

const DATES = ['1925-03-01T00:00:00Z', '1996-12-07T05:04:00Z', '2024-05-01T06:00:00Z', '2100-05-05T00:00:00Z'];

describe.each(DATES)('%s: true_geometric − apparent', (iso) => {
  const t = instantFromUtcMillis(Date.parse(iso));
  const at = (m: PositionModel) =>
    Object.fromEntries(
      grahaPositions(t, { ayanamsa: 'lahiri', nodeType: 'mean', positionModel: m }).map((g) => [g.key, g]),
    );
  const app = at('apparent');
  const geo = at('true_geometric');
  it('Sun: the annual aberration 20.4898″/R within 0.05″', () => {
    const d = arcsec(norm180(geo.sun.siderealLonDeg - app.sun.siderealLonDeg));
    expect(Math.abs(d - ABERRATION_ARCSEC / app.sun.distanceAu)).toBeLessThan(0.05);
  });
  it('Moon: its motion during the light time (speed × distance / c) within 0.01″', () => {
    const d = arcsec(norm180(geo.moon.siderealLonDeg - app.moon.siderealLonDeg));
    expect(Math.abs(d - arcsec(app.moon.speedDegPerDay * app.moon.distanceAu * LIGHT_DAYS_PER_AU))).toBeLessThan(0.01);
  });
  it('nodes: the mean node is identical in both models, the true (osculating) node within 0.01″; the default is apparent', () => {
    expect(geo.rahu.siderealLonDeg).toBe(app.rahu.siderealLonDeg);
    const tn = (m?: PositionModel) =>
      bodyLongitudeAtJdUt(t.jdUt, 'rahu', { sidereal: 'lahiri', nodeType: 'true', positionModel: m }).lonDeg;
    // measured 0.0002″ … 0.0036″ at these dates: SE derives the osculating node from the Moon's state
    expect(Math.abs(arcsec(norm180(tn('true_geometric') - tn('apparent'))))).toBeLessThan(0.01);
    const dflt = grahaPositions(t, { ayanamsa: 'lahiri', nodeType: 'mean' });
    expect(dflt.map((g) => g.siderealLonDeg)).toEqual(Object.values(app).map((g) => g.siderealLonDeg));
  });
});

it('an unknown position model is an EphemerisInputError', () => {
  const t = instantFromUtcMillis(Date.parse(DATES[2]));
  expect(() =>
    grahaPositions(t, { ayanamsa: 'lahiri', nodeType: 'mean', positionModel: 'geometric' as PositionModel }),
  ).toThrow(EphemerisInputError);
  expect(() =>
    bodyLongitudeAtJdUt(t.jdUt, 'sun', { sidereal: null, positionModel: 'astrometric' as PositionModel }),
  ).toThrow(EphemerisInputError);
  expect(() =>
    ephemerisMethodology({ ayanamsa: 'lahiri', nodeType: 'mean', positionModel: 'x' as PositionModel }),
  ).toThrow(EphemerisInputError);
});

it('methodology: the default keeps the apparent texts; true_geometric names SEFLG_TRUEPOS in positions, sidereal and ayanamsa', () => {
  const dflt = methodologySubset(['ayanamsa', 'sidereal', 'positions']);
  expect(methodologySubset(['ayanamsa', 'sidereal', 'positions'], { positionModel: 'apparent' })).toEqual(dflt);
  expect(dflt.positions).toMatch(/^geocentric apparent ecliptic of date: light time, annual aberration/);
  const geo = methodologySubset(['ayanamsa', 'sidereal', 'positions'], { positionModel: 'true_geometric' });
  expect(geo.positions).toMatch(/true geometric .*SEFLG_TRUEPOS/);
  expect(geo.sidereal).toMatch(/^sidereal longitude = true geometric tropical longitude/);
  expect(geo.ayanamsa).toMatch(/sidereal = true geometric tropical − ayanamsa$/);
});
