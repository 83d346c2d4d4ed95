import * as Astronomy from 'astronomy-engine';

const DEG = Math.PI / 180;

/**
 * The tropical ascendant in degrees [0, 360) at JD UT for a place (latitude, east longitude in degrees):
 * Meeus, Astronomical Algorithms 14.3 with astronomy-engine's apparent sidereal time and true obliquity,
 * independent of swe_houses.
 */
export function meeusAscendantDeg(jdUt: number, latDeg: number, lngDeg: number): number {
  const t = Astronomy.MakeTime(new Date((jdUt - 2440587.5) * 86_400_000));
  const ramc = (Astronomy.SiderealTime(t) * 15 + lngDeg) * DEG;
  const eps = Astronomy.e_tilt(t).tobl * DEG;
  const asc =
    Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(latDeg * DEG) * Math.sin(eps))) / DEG;
  return ((asc % 360) + 360) % 360;
}
