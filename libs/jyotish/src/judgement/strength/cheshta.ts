/**
 * Cheshta bala (BPHS 27.29–32, as worked by B. V. Raman): for Mars … Saturn, the cheshta kendra =
 * seeghrochcha − (mean + true longitude)/2, folded to 0..180°, / 3. For Mars, Jupiter and Saturn the
 * seeghrochcha is the mean Sun and the mean longitude the planet's own; for Mercury and Venus the seeghrochcha
 * is the planet's mean heliocentric longitude and the mean longitude the mean Sun. Mean longitudes: Meeus,
 * Astronomical Algorithms, table 31.A (mean equinox of date); true longitudes tropical (sidereal + ayanamsa).
 * The Sun's and the Moon's cheshta (their ayana and paksha bala) are already in kala bala: 0 here, as Raman.
 */
import { ayanamsaDeg } from '@pj/ephemeris';
import { NatalChart } from '../../chart';
import { PlanetKey, SEVEN } from '../../tables';
import { PerPlanet } from './sthana';

const JD_J2000 = 2451545;
const DAYS_PER_CENTURY = 36525;

/** Mean longitude coefficients [a0, a1, a2] in degrees, T in Julian centuries from J2000 (Meeus 31.A, of date). */
const MEAN_LONGITUDE: Readonly<
  Record<'mercury' | 'venus' | 'earth' | 'mars' | 'jupiter' | 'saturn', readonly number[]>
> = {
  mercury: [252.250906, 149474.0722491, 0.0003035],
  venus: [181.979801, 58519.2130302, 0.00031014],
  earth: [100.466457, 36000.7698278, 0.00030322],
  mars: [355.433, 19141.6964471, 0.00031052],
  jupiter: [34.351519, 3036.3027748, 0.0002233],
  saturn: [50.077444, 1223.5110686, 0.00051908],
};

function meanLongitude(body: keyof typeof MEAN_LONGITUDE, t: number): number {
  const [a0, a1, a2] = MEAN_LONGITUDE[body];
  return (((a0 + a1 * t + a2 * t * t) % 360) + 360) % 360;
}

export function cheshtaBala(core: NatalChart): PerPlanet {
  const t = (core.birth.instant.jdTt - JD_J2000) / DAYS_PER_CENTURY;
  const meanSun = (meanLongitude('earth', t) + 180) % 360;
  const ayanamsa = ayanamsaDeg(core.birth.instant, core.birth.ayanamsa);
  return Object.fromEntries(
    SEVEN.map((g: PlanetKey) => {
      if (g === 'sun' || g === 'moon') return [g, 0];
      const inner = g === 'mercury' || g === 'venus';
      const seeghrochcha = inner ? meanLongitude(g, t) : meanSun;
      const mean = inner ? meanSun : meanLongitude(g, t);
      const trueLon = (core.lon[g] + ayanamsa) % 360;
      // half-sum of two longitudes on a circle: the midpoint on the shorter arc
      const mid = (mean + (((trueLon - mean + 540) % 360) - 180) / 2 + 360) % 360;
      const kendra = Math.abs(((seeghrochcha - mid + 540) % 360) - 180);
      return [g, kendra / 3];
    }),
  ) as Record<PlanetKey, number>;
}
