/**
 * Sun and Moon apparent geocentric ecliptic longitude of date vs astronomy-engine 2.1
 * (independent: VSOP87-based Sun, Brown/ILE-based Moon by Montenbruck & Pfleger; IAU 2000B
 * nutation). Frames compared like with like:
 * - Astronomy.SunPosition(t).elon: apparent (light time + aberration), true ecliptic and
 *   equinox of date — same as swe_calc_ut default flags.
 * - Astronomy.EclipticGeoMoon(t).lon: true ecliptic and equinox of date, geometric; SE's
 *   apparent Moon differs from the geometric one by < 1″ (light time ≈ 1.3 s).
 * Times are matched in TT (AstroTime.FromTerrestrialTime) so the two ΔT models do not enter:
 * by 2100 SE's ΔT (Stephenson et al. 2016) and astronomy-engine's (Espenak & Meeus 2006) differ
 * by ~110 s, which alone would move the Moon by ~1′.
 */
import * as Astronomy from 'astronomy-engine';
import { bodyLongitude, instantFromJdUt, signedDiffDeg } from '../src';
import { report, stats } from './golden';

/** Brief's gate: 0.01° = 36″, far above both theories' stated accuracy (≈ 1″ Sun, few ″ Moon). */
const LONGITUDE_TOL_DEG = 0.01;
const ARCSEC_PER_DEG = 3600;
const J2000_JD = 2451545.0;
const JD_1900 = 2415020.5; // 1900-01-01T00:00Z
const JD_2100 = 2488069.5; // 2100-01-01T00:00Z
const N = 50;

/** 50 instants spread evenly over 1900–2100, with varying time of day. */
function sampleJds(): number[] {
  return Array.from({ length: N }, (_, i) => JD_1900 + ((JD_2100 - JD_1900) * (i + 0.5)) / N + ((i * 0.137) % 1));
}

describe('Sun and Moon longitude vs astronomy-engine (1900-2100)', () => {
  const rows = sampleJds().map((jd) => {
    const instant = instantFromJdUt(jd);
    const t = Astronomy.AstroTime.FromTerrestrialTime(instant.jdTt - J2000_JD);
    const sun = bodyLongitude(instant, 'sun', { sidereal: null }).lonDeg;
    const moon = bodyLongitude(instant, 'moon', { sidereal: null }).lonDeg;
    return {
      sunErrDeg: signedDiffDeg(sun, Astronomy.SunPosition(t).elon),
      moonErrDeg: signedDiffDeg(moon, Astronomy.EclipticGeoMoon(t).lon),
    };
  });

  it('Sun apparent longitude within 0.01°', () => {
    const s = stats(rows.map((r) => r.sunErrDeg * ARCSEC_PER_DEG));
    report('Sun longitude vs astronomy-engine (arcsec)', s, '″');
    expect(s.n).toBe(N);
    expect(s.maxAbs).toBeLessThanOrEqual(LONGITUDE_TOL_DEG * ARCSEC_PER_DEG);
  });

  it('Moon longitude within 0.01°', () => {
    const s = stats(rows.map((r) => r.moonErrDeg * ARCSEC_PER_DEG));
    report('Moon longitude vs astronomy-engine (arcsec)', s, '″');
    expect(s.n).toBe(N);
    expect(s.maxAbs).toBeLessThanOrEqual(LONGITUDE_TOL_DEG * ARCSEC_PER_DEG);
  });
});
