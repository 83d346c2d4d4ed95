/**
 * Shadbala, temporal part (kala bala, BPHS ch. 27, as worked in B. V. Raman, "Graha and Bhava Balas"):
 * nathonnatha, paksha, tribhaga, abda, masa, vara, hora and ayana bala, in virupas. Yuddha bala is not
 * computed here.
 */
import { ayanamsaDeg, Instant, instantFromJdUt, nextRiseSet, norm180, smartEquationOfTimeDays } from '@pj/ephemeris';
import { NatalChart } from '../../chart';
import { LAGNA_SUNRISE } from '../../lagnas';
import { PlanetKey, SEVEN } from '../../tables';
import { PerPlanet } from './sthana';

const per = (f: (g: PlanetKey) => number): PerPlanet =>
  Object.fromEntries(SEVEN.map((g) => [g, f(g)])) as Record<PlanetKey, number>;
const only = (g: PlanetKey | null, value: number): PerPlanet => per((k) => (k === g ? value : 0));

/** Weekday lords, Sunday = 0. */
export const WEEKDAY_LORD: readonly PlanetKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
/** Hora order (Chaldean, descending speed). */
const HORA_ORDER: readonly PlanetKey[] = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'];

/**
 * Nathonnatha (divaratri) bala: the Moon, Mars and Saturn 60 at local apparent midnight falling to 0 at noon;
 * the Sun, Jupiter and Venus the reverse; Mercury always 60. Apparent solar time = UT + longitude + equation
 * of time (Meeus 28.3).
 */
export function nathonnathaBala(core: NatalChart): PerPlanet {
  const jd = core.birth.instant.jdUt;
  const apparentHours = ((((jd + 0.5 + core.birth.lng / 360 + smartEquationOfTimeDays(jd)) % 1) + 1) % 1) * 24;
  const fromMidnight = Math.min(apparentHours, 24 - apparentHours);
  const night = 60 - fromMidnight * 5;
  return per((g) => (g === 'mercury' ? 60 : ['moon', 'mars', 'saturn'].includes(g) ? night : 60 - night));
}

/**
 * Paksha bala: s = the Moon–Sun arc (folded to 0..180°) / 3; benefics (Jupiter, Venus, a Mercury not with a
 * malefic) s, malefics (Sun, Mars, Saturn, a Mercury with a malefic) 60 − s; the Moon 2s.
 */
export function pakshaBala(core: NatalChart): PerPlanet {
  const s = Math.abs(norm180(core.lon.moon - core.lon.sun)) / 3;
  const signOf = (k: keyof typeof core.lon) => Math.floor(core.lon[k] / 30);
  const mercuryAfflicted = (['sun', 'mars', 'saturn', 'rahu', 'ketu'] as const).some(
    (m) => signOf(m) === signOf('mercury'),
  );
  return per((g) => {
    if (g === 'moon') return 2 * s;
    const benefic = g === 'jupiter' || g === 'venus' || (g === 'mercury' && !mercuryAfflicted);
    return benefic ? s : 60 - s;
  });
}

export interface DayFrame {
  readonly sunrise: Instant;
  readonly sunset: Instant;
  readonly nextSunrise: Instant;
}

/**
 * The Hindu day around the birth: the last sunrise before it, the sunset and the next sunrise (disc centre, no
 * refraction, as the special lagnas). The first sunrise after birth − 1 day (− 1.1 if that one follows the birth)
 * is the day's sunrise unless the next one also precedes the birth; none means polar day or night (null).
 */
export function dayFrame(core: NatalChart): DayFrame | null {
  const place = { latDeg: core.birth.lat, lngDeg: core.birth.lng, elevationM: 0 };
  const birth = core.birth.instant.jdUt;
  const search = (kind: 'rise' | 'set', fromJd: number) =>
    nextRiseSet('sun', kind, instantFromJdUt(fromJd), place, LAGNA_SUNRISE, 1.2).instant;
  let sunrise = search('rise', birth - 1);
  if (sunrise && sunrise.jdUt > birth) sunrise = search('rise', birth - 1.1);
  if (!sunrise || sunrise.jdUt > birth) return null;
  let nextSunrise = search('rise', sunrise.jdUt + 0.01);
  // sunrise drifting earlier by more than the birth's distance from it: the found one is a day old
  if (nextSunrise && nextSunrise.jdUt <= birth) {
    sunrise = nextSunrise;
    nextSunrise = search('rise', sunrise.jdUt + 0.01);
  }
  const sunset = search('set', sunrise.jdUt);
  if (!sunset || !nextSunrise) return null;
  return { sunrise, sunset, nextSunrise };
}

/**
 * Tribhaga bala: Jupiter always 60; the lord of the third of the day (Mercury, Sun, Saturn) or of the night
 * (Moon, Venus, Mars) 60.
 */
export function tribhagaBala(core: NatalChart, day: DayFrame): PerPlanet {
  const t = core.birth.instant.jdUt;
  const isDay = t < day.sunset.jdUt;
  const [from, to] = isDay ? [day.sunrise.jdUt, day.sunset.jdUt] : [day.sunset.jdUt, day.nextSunrise.jdUt];
  const part = Math.min(2, Math.floor(((t - from) / (to - from)) * 3));
  const lord = (isDay ? ['mercury', 'sun', 'saturn'] : ['moon', 'venus', 'mars'])[part] as PlanetKey;
  return per((g) => (g === 'jupiter' || g === lord ? 60 : 0));
}

/** Weekday (Sunday = 0) of the civil day holding an instant, in local mean time. */
const weekdayAt = (jdUt: number, lngDeg: number) => Math.floor(jdUt + 1.5 + lngDeg / 360) % 7;

/** Vara bala: the lord of the weekday (from sunrise) 45. */
export function varaBala(core: NatalChart, day: DayFrame): PerPlanet {
  return only(WEEKDAY_LORD[weekdayAt(day.sunrise.jdUt, core.birth.lng)], 45);
}

/** Hora bala: the lord of the hour (60-minute horas from sunrise, from the weekday lord in Chaldean order) 60. */
export function horaBala(core: NatalChart, day: DayFrame): PerPlanet {
  const lord = WEEKDAY_LORD[weekdayAt(day.sunrise.jdUt, core.birth.lng)];
  const hours = Math.floor((core.birth.instant.jdUt - day.sunrise.jdUt) * 24);
  return only(HORA_ORDER[(HORA_ORDER.indexOf(lord) + hours) % 7], 60);
}

/** Kali epoch: the midnight (Ujjain) beginning Friday 18 February 3102 BCE, JD 588465.5. */
const KALI_EPOCH_JD = 588465.5;

/**
 * Ahargana: civil days from the Kali epoch, the first day (a Friday) being day 1; day n is then the weekday
 * Thursday + n. Abda (year) lord: of the day the current 360-day year began; masa (month) lord: of the day the
 * current 30-day month began (BPHS 27.21–24).
 */
export function ahargana(core: NatalChart, day: DayFrame): number {
  const localMidnight = Math.floor(day.sunrise.jdUt + 0.5 + core.birth.lng / 360) - 0.5;
  return localMidnight - KALI_EPOCH_JD + 1;
}
const THURSDAY = 4;
const lordOfDay = (n: number) => WEEKDAY_LORD[(THURSDAY + (n % 7)) % 7];

export function abdaBala(core: NatalChart, day: DayFrame): PerPlanet {
  const a = ahargana(core, day);
  return only(lordOfDay(Math.floor(a / 360) * 360), 15);
}

export function masaBala(core: NatalChart, day: DayFrame): PerPlanet {
  const a = ahargana(core, day);
  return only(lordOfDay(Math.floor(a / 30) * 30), 30);
}

/**
 * Greatest declination (parama kranti) of the Surya Siddhanta, 24°, as Raman's kranti tables use it (with the
 * modern 23.44° his example's Jupiter comes out 1.2 virupas low).
 */
const PARAMA_KRANTI_DEG = 24;
const RAD = Math.PI / 180;

/**
 * Ayana bala: (24° ± kranti) × 60/48 with the kranti = declination of the tropical ecliptic longitude (latitude
 * ignored): added for the Sun, Mars, Jupiter and Venus when north, for the Moon and Saturn when south, always for
 * Mercury; the Sun's doubled.
 */
export function ayanaBala(core: NatalChart): PerPlanet {
  const ayanamsa = ayanamsaDeg(core.birth.instant, core.birth.ayanamsa);
  return per((g) => {
    const sinKranti = Math.sin(PARAMA_KRANTI_DEG * RAD) * Math.sin((core.lon[g] + ayanamsa) * RAD);
    const kranti = Math.asin(sinKranti) / RAD;
    const signed = g === 'mercury' ? Math.abs(kranti) : g === 'moon' || g === 'saturn' ? -kranti : kranti;
    const bala = ((24 + signed) * 60) / 48;
    return g === 'sun' ? 2 * bala : bala;
  });
}
