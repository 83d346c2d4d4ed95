/**
 * Special lagnas (BPHS ch. 4, as computed by Jagannatha Hora): bhava, hora and ghati lagna move
 * from the Sun's longitude at sunrise by one sign per 5, 2.5 and 1 ghati (120, 60, 24 minutes);
 * sree lagna = ascendant + the Moon's elapsed fraction of its nakshatra × 360°; indu lagna = the
 * sum of the kalas of the 9th lords from lagna and Moon, counted (mod 12) from the Moon's sign.
 */
import { bodyLongitude, Instant, instantFromJdUt, NAKSHATRA_WIDTH_DEG, nextRiseSet, norm360, RiseConvention } from '@pj/ephemeris';
import { ChartCore, round6, signObj } from './chart';
import { PlanetKey, SIGN_LORD } from './tables';

/**
 * Sunrise for the day's start: the disc centre on the geometric horizon (no refraction). Against
 * Jagannatha Hora's bhava/hora/ghati lagnas of the comparison chart this fits within 0.05°; the
 * upper limb with refraction (Drik's sunrise, 3 min 42 s earlier) would be 4.7° off in ghati lagna.
 */
export const LAGNA_SUNRISE: RiseConvention = { limb: 'center', refraction: false };

/** Kalas (rays) of the grahas for indu lagna (Phaladeepika): Sun 30, Moon 16, Mars 6, Mercury 8, Jupiter 10, Venus 12, Saturn 1. */
const KALAS: Readonly<Record<PlanetKey, number>> = { sun: 30, moon: 16, mars: 6, mercury: 8, jupiter: 10, venus: 12, saturn: 1 };

/** Sunrise on or before the birth instant (the day's start), or null at polar latitudes without one. */
export function sunriseBefore(core: ChartCore, conv: RiseConvention = LAGNA_SUNRISE): Instant | null {
  const place = { latDeg: core.birth.lat, lngDeg: core.birth.lng, elevationM: 0 };
  const birth = core.birth.instant.jdUt;
  const first = nextRiseSet('sun', 'rise', instantFromJdUt(birth - 1.2), place, conv, 1.2).instant;
  if (first === null || first.jdUt > birth) return null;
  let r: Instant = first;
  for (let i = 0; i < 3; i++) {
    const n: Instant | null = nextRiseSet('sun', 'rise', r, place, conv, 1.2).instant;
    if (n === null || n.jdUt > birth) break;
    r = n;
  }
  return r;
}

export function specialLagnas(core: ChartCore) {
  const sunrise = sunriseBefore(core);
  const asc = core.lon.ascendant;
  const moon = core.lon.moon;
  const nak = moon / NAKSHATRA_WIDTH_DEG;
  const sree = norm360(asc + (nak - Math.floor(nak)) * 360);
  const ninthLord = (sign: number) => SIGN_LORD[(sign + 8) % 12];
  const moonSign = Math.floor(moon / 30);
  const induSign = (moonSign + ((KALAS[ninthLord(Math.floor(asc / 30))] + KALAS[ninthLord(moonSign)]) % 12 || 12) - 1) % 12;
  const point = (key: string, lon: number) => ({ key, longitude: round6(lon), sign: signObj(Math.floor(lon / 30)), degree_in_sign: round6(lon % 30) });
  const out: Record<string, unknown>[] = [];
  if (sunrise) {
    const sunAtRise = bodyLongitude(sunrise, 'sun', { sidereal: core.birth.ayanamsa, nodeType: core.birth.nodeType }).lonDeg;
    const minutes = (core.birth.instant.jdUt - sunrise.jdUt) * 1440;
    out.push(point('bhava_lagna', norm360(sunAtRise + minutes * (30 / 120))));
    out.push(point('hora_lagna', norm360(sunAtRise + minutes * (30 / 60))));
    out.push(point('ghati_lagna', norm360(sunAtRise + minutes * (30 / 24))));
  }
  out.push(point('sree_lagna', sree));
  out.push({ ...point('indu_lagna', induSign * 30 + (moon % 30)), note: 'sign per the rule; degree = the Moon\'s degree in its sign (PyJHora convention)' });
  return {
    sunrise: sunrise ? core.birth.format(sunrise.jdUt) : null,
    sunrise_note: sunrise ? null : 'no sunrise within 1.2 days before the birth (polar day or night): time-based lagnas are not available',
    lagnas: out,
    not_computed: ['varnada_lagna', 'pranapada_lagna', 'vighati_lagna'].map((key) => ({ key, available: false, reason: 'not computed by this version' })),
  };
}
