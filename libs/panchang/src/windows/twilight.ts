/**
 * Windows that need the Sun itself, not only the day frame: the previous sunset (start of the
 * night that holds Brahma muhurta) and Godhuli (dusk).
 */
import {
  bodyLongitudeAtJdUt,
  DEFAULT_RISE_CONVENTION,
  instantFromJdUt,
  nextRiseSet,
  Place,
  RiseConvention,
} from '@pj/ephemeris';
import { DayFrame, RawWindow } from './frame';

const DEG = Math.PI / 180;
/**
 * Mean obliquity (J2000), degrees; the Sun's declination from it errs < 0.01° within 1800–2400, < 1 s on the times
 * below.
 */
const OBLIQUITY_DEG = 23.4393;
/** Earth's rotation relative to the Sun, degrees of hour angle per day (360° per solar day). */
const SOLAR_HOUR_ANGLE_DEG_PER_DAY = 360;

/** The sunset before the day's sunrise (same convention as the day's sunrise), or null (polar). */
export function previousSunsetJdUt(
  f: DayFrame,
  place: Place,
  rise: RiseConvention = DEFAULT_RISE_CONVENTION,
): number | null {
  const e = nextRiseSet('sun', 'set', instantFromJdUt(f.sunriseJdUt - 1), place, rise, 1);
  return e.instant && e.instant.jdUt < f.sunriseJdUt ? e.instant.jdUt : null;
}

/**
 * Godhuli ("cow-dust" dusk) as Drik Panchang prints it: from the airless sunset of the upper
 * limb (Sun's centre at −0.27°, no refraction) to the Sun's centre at GODHULI_END_ALTITUDE_DEG
 * (geometric). Found from Drik's pages: 2020-12-31 17:32–18:00, 2022-01-26 17:53–18:19 and
 * 2023-02-23 18:14–18:39 at New Delhi put the start at −0.25…−0.36° and the end at −5.66…−5.84°
 * (astronomy-engine altitudes at the printed minutes, ±0.1° from rounding). Older Drik pages
 * (2021-02-23, 2022-01-04 news copies) printed sunset ± 12 min instead.
 */
export const GODHULI_END_ALTITUDE_DEG = -5.75;
/** The Sun's mean angular semi-diameter, 16′ (varies 15.8′–16.3′ over the year). */
const SUN_MEAN_SEMI_DIAMETER_DEG = 16 / 60;

export function godhuli(f: DayFrame, place: Place): RawWindow | null {
  const from = instantFromJdUt(f.sunsetJdUt - 1 / 24);
  const centre = nextRiseSet('sun', 'set', from, place, { limb: 'center', refraction: false }, 2 / 24);
  if (!centre.instant) return null;
  // hour angle where the centre reaches the end altitude, from the one where it reaches 0° (Meeus 15.1)
  const t0 = centre.instant.jdUt;
  const lambda = bodyLongitudeAtJdUt(t0, 'sun', { sidereal: null }).lonDeg;
  const dec = Math.asin(Math.sin(OBLIQUITY_DEG * DEG) * Math.sin(lambda * DEG));
  const phi = place.latDeg * DEG;
  const hourAngle = (hDeg: number) =>
    Math.acos((Math.sin(hDeg * DEG) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec)));
  const cosCheck =
    (Math.sin(GODHULI_END_ALTITUDE_DEG * DEG) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
  if (!(cosCheck >= -1 && cosCheck <= 1)) return null;
  const endJdUt = t0 + (hourAngle(GODHULI_END_ALTITUDE_DEG) - hourAngle(0)) / DEG / SOLAR_HOUR_ANGLE_DEG_PER_DAY;
  // the upper limb's airless set: the centre at −(mean semi-diameter 16′), by the same hour-angle step (±1 s over the
  // year)
  const startJdUt = t0 + (hourAngle(-SUN_MEAN_SEMI_DIAMETER_DEG) - hourAngle(0)) / DEG / SOLAR_HOUR_ANGLE_DEG_PER_DAY;
  return { kind: 'godhuli_muhurta', name: 'Godhuli Muhurta', startJdUt, endJdUt, quality: 'auspicious' };
}
