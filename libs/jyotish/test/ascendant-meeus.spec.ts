/**
 * The ascendant against an independent computation from Meeus, "Astronomical Algorithms"
 * (2nd ed.): mean sidereal time (eq. 12.4), nutation in longitude and obliquity (ch. 22, the
 * 4-term series good to 0.5″ and 0.1″), mean obliquity (eq. 22.2), apparent sidereal time, and
 * the rising ecliptic degree λ = atan2(cos θ, −(sin θ cos ε + tan φ sin ε)) (ch. 14 geometry).
 */
import { ayanamsaDeg, norm180, norm360 } from '@pj/ephemeris';
import { computeChart, resolveBirth } from '../src';

const D = Math.PI / 180;

function meeusTropicalAscendant(jdUt: number, latDeg: number, lngDeg: number): number {
  const d = jdUt - 2451545.0;
  const T = d / 36525;
  const gmst = 280.46061837 + 360.98564736629 * d + 0.000387933 * T * T - (T * T * T) / 38710000;
  const omega = (125.04452 - 1934.136261 * T) * D;
  const L = (280.4665 + 36000.7698 * T) * D;
  const Lm = (218.3165 + 481267.8813 * T) * D;
  const dPsi =
    (-17.2 * Math.sin(omega) - 1.32 * Math.sin(2 * L) - 0.23 * Math.sin(2 * Lm) + 0.21 * Math.sin(2 * omega)) / 3600;
  const dEps =
    (9.2 * Math.cos(omega) + 0.57 * Math.cos(2 * L) + 0.1 * Math.cos(2 * Lm) - 0.09 * Math.cos(2 * omega)) / 3600;
  const eps0 = 23 + 26 / 60 + 21.448 / 3600 - (46.815 * T + 0.00059 * T * T - 0.001813 * T * T * T) / 3600;
  const eps = (eps0 + dEps) * D;
  const theta = norm360(gmst + dPsi * Math.cos(eps) + lngDeg) * D;
  const phi = latDeg * D;
  return norm360(Math.atan2(Math.cos(theta), -(Math.sin(theta) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / D);
}

const CHARTS = [
  { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' },
  { date: '1918-10-16', time: '14:22:16', lat: 13, lng: 77.583333, utc_offset: '+05:30' },
  { date: '2000-04-09', time: '17:55:00', lat: 42.5, lng: -71.2, utc_offset: '-05:00' },
  { date: '1963-08-07', time: '21:14:00', lat: 21.45, lng: 83.966667, utc_offset: '+05:30' },
  { date: '2024-06-21', time: '03:00:00', lat: 59.91, lng: 10.75, utc_offset: '+02:00' },
  { date: '1950-01-01', time: '23:59:00', lat: -33.87, lng: 151.21, utc_offset: '+11:00' },
];

describe('ascendant vs Meeus (sidereal time + obliquity), within 0.01°', () => {
  it.each(CHARTS)('$date $time at $lat,$lng', (b) => {
    const birth = resolveBirth({ ...b, ayanamsa: 'lahiri', node_type: 'mean' });
    const core = computeChart(birth);
    const tropical = meeusTropicalAscendant(birth.instant.jdUt, b.lat, b.lng);
    const sidereal = norm360(tropical - ayanamsaDeg(birth.instant, 'lahiri'));
    expect(Math.abs(norm180(core.lon.ascendant - sidereal))).toBeLessThan(0.01);
  });
});

/**
 * Rahu (node_type mean / true) against Meeus ch. 47: the mean ascending node (eq. 47.7) and the
 * "true" node as the mean one plus the five largest periodic terms (p. 344). Sidereal = tropical −
 * the true Lahiri ayanamsa, as for every point. The mean node agrees within 20″ (the remainder is
 * the nutation in longitude the true ayanamsa contains); Meeus' five terms leave the osculating node
 * up to a few arcminutes (measured 3.6′), so the true node is checked to 0.1°.
 */
function meeusNodes(jdTt: number): { mean: number; true: number } {
  const T = (jdTt - 2451545) / 36525;
  const om = 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + T ** 3 / 467441 - T ** 4 / 60616000;
  const Dm = (297.8501921 + 445267.1114034 * T - 0.0018819 * T * T + T ** 3 / 545868 - T ** 4 / 113065000) * D;
  const M = (357.5291092 + 35999.0502909 * T - 0.0001536 * T * T + T ** 3 / 24490000) * D;
  const Mp = (134.9633964 + 477198.8675055 * T + 0.0087414 * T * T + T ** 3 / 69699 - T ** 4 / 14712000) * D;
  const F = (93.272095 + 483202.0175233 * T - 0.0036539 * T * T - T ** 3 / 3526000 + T ** 4 / 863310000) * D;
  const tr =
    om -
    1.4979 * Math.sin(2 * (Dm - F)) -
    0.15 * Math.sin(M) -
    0.1226 * Math.sin(2 * Dm) +
    0.1176 * Math.sin(2 * F) -
    0.0801 * Math.sin(2 * (Mp - F));
  return { mean: norm360(om), true: norm360(tr) };
}

describe('Rahu vs Meeus ch. 47 (mean within 20″, true within 0.1°); Ketu opposite', () => {
  it.each(CHARTS)('$date $time', (b) => {
    for (const nodeType of ['mean', 'true'] as const) {
      const birth = resolveBirth({ ...b, ayanamsa: 'lahiri', node_type: nodeType });
      const core = computeChart(birth);
      const want = norm360(meeusNodes(birth.instant.jdTt)[nodeType] - ayanamsaDeg(birth.instant, 'lahiri'));
      expect(Math.abs(norm180(core.lon.rahu - want))).toBeLessThan(nodeType === 'mean' ? 20 / 3600 : 0.1);
      expect(Math.abs(norm180(core.lon.ketu - core.lon.rahu - 180))).toBeLessThan(1e-9);
    }
  });
});
