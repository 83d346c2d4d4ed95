/**
 * Special lagnas (BPHS ch. 4, as computed by Jagannatha Hora): bhava, hora and ghati lagna move
 * from the Sun's longitude at sunrise by one sign per 5, 2.5 and 1 ghati (120, 60, 24 minutes);
 * sree lagna = ascendant + the Moon's elapsed fraction of its nakshatra × 360°; indu lagna = the
 * sum of the kalas of the 9th lords from lagna and Moon, counted (mod 12) from the Moon's sign.
 */
import {
  bodyLongitude,
  housesAt,
  Instant,
  instantFromJdUt,
  NAKSHATRA_WIDTH_DEG,
  nextRiseSet,
  norm360,
  RiseConvention,
} from '@pj/ephemeris';
import { localWeekdayAt } from './birth';
import { NatalChart } from './chart';
import { PlanetKey, SIGN_LORD } from './tables';

/**
 * Sunrise for the day's start: the disc centre on the geometric horizon (no refraction). Against
 * Jagannatha Hora's bhava/hora/ghati lagnas of the comparison chart this fits within 0.05°; the
 * upper limb with refraction (Drik's sunrise, 3 min 42 s earlier) would be 4.7° off in ghati lagna.
 */
export const LAGNA_SUNRISE: RiseConvention = { limb: 'center', refraction: false };

/**
 * Kalas (rays) of the grahas for indu lagna (Phaladeepika): Sun 30, Moon 16, Mars 6, Mercury 8, Jupiter 10, Venus 12,
 * Saturn 1.
 */
const KALAS: Readonly<Record<PlanetKey, number>> = {
  sun: 30,
  moon: 16,
  mars: 6,
  mercury: 8,
  jupiter: 10,
  venus: 12,
  saturn: 1,
};

/** Sunrise on or before the birth instant (the day's start), or null at polar latitudes without one. */
export function sunriseBefore(core: NatalChart, conv: RiseConvention = LAGNA_SUNRISE): Instant | null {
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

/** Signs counted to `sign`: from Aries forward for an odd sign, from Pisces backward for an even one (1..12). */
const countToSign = (sign: number) => (sign % 2 === 0 ? sign + 1 : 12 - sign);

/**
 * Varnada of house n (BPHS 4.x as taught by B. V. Raman and P.V.R. Narasimha Rao): count to the
 * house's sign and to the sign n − 1 after the hora lagna (odd: from Aries, even: from Pisces
 * backward); same oddity → add, different → difference; count the result from Aries (house sign
 * odd) or backward from Pisces (even). Degree: the ascendant's degree in its sign (PyJHora).
 */
export function varnadaSigns(lagnaSign: number, horaSign: number): number[] {
  return Array.from({ length: 12 }, (_, i) => {
    const h = (lagnaSign + i) % 12;
    const hl = (horaSign + i) % 12;
    const a = countToSign(h);
    const b = countToSign(hl);
    const n = (h % 2 === hl % 2 ? a + b : Math.abs(a - b)) % 12 || 12;
    return h % 2 === 0 ? (n - 1) % 12 : (12 - n) % 12;
  });
}

export type SpecialLagnaKey =
  | 'bhava_lagna'
  | 'hora_lagna'
  | 'ghati_lagna'
  | 'varnada_lagna'
  | 'pranapada_lagna'
  | 'sree_lagna'
  | 'indu_lagna'
  | 'bhrigu_bindu';

export interface SpecialLagna {
  readonly key: SpecialLagnaKey;
  /** Sidereal longitude, degrees [0, 360). */
  readonly lon: number;
  /** Varnada lagna only: the varnada sign (0..11) of houses 1..12. */
  readonly varnadaByHouse?: readonly number[];
}

export interface SpecialLagnas {
  /** The sunrise (JD UT) the time-based lagnas count from; null at polar day/night (they are then absent). */
  readonly sunriseJd: number | null;
  /** In the order bhava, hora, ghati, varnada, pranapada (time-based), sree, indu, bhrigu bindu. */
  readonly lagnas: readonly SpecialLagna[];
}

export function specialLagnas(core: NatalChart): SpecialLagnas {
  const sunrise = sunriseBefore(core);
  const asc = core.lon.ascendant;
  const moon = core.lon.moon;
  const nak = moon / NAKSHATRA_WIDTH_DEG;
  const sree = norm360(asc + (nak - Math.floor(nak)) * 360);
  const ninthLord = (sign: number) => SIGN_LORD[(sign + 8) % 12];
  const moonSign = Math.floor(moon / 30);
  const induSign =
    (moonSign + ((KALAS[ninthLord(Math.floor(asc / 30))] + KALAS[ninthLord(moonSign)]) % 12 || 12) - 1) % 12;
  const out: SpecialLagna[] = [];
  if (sunrise) {
    const sunAtRise = bodyLongitude(sunrise, 'sun', {
      sidereal: core.birth.ayanamsa,
      nodeType: core.birth.nodeType,
      positionModel: core.birth.positionModel,
    }).lonDeg;
    const minutes = (core.birth.instant.jdUt - sunrise.jdUt) * 1440;
    const hl = norm360(sunAtRise + minutes * (30 / 60));
    const vl = varnadaSigns(Math.floor(asc / 30), Math.floor(hl / 30));
    out.push(
      { key: 'bhava_lagna', lon: norm360(sunAtRise + minutes * (30 / 120)) },
      { key: 'hora_lagna', lon: hl },
      { key: 'ghati_lagna', lon: norm360(sunAtRise + minutes * (30 / 24)) },
      { key: 'varnada_lagna', lon: vl[0] * 30 + (asc % 30), varnadaByHouse: vl },
      { key: 'pranapada_lagna', lon: pranapada(core.lon.sun, minutes) },
    );
  }
  out.push(
    { key: 'sree_lagna', lon: sree },
    // sign per the rule; degree = the Moon's degree in its sign (PyJHora convention)
    { key: 'indu_lagna', lon: induSign * 30 + (moon % 30) },
    { key: 'bhrigu_bindu', lon: bhriguBindu(moon, core.lon.rahu) },
  );
  return { sunriseJd: sunrise ? sunrise.jdUt : null, lagnas: out };
}

/**
 * Pranapada (BPHS 3.71–74 as computed by Jagannatha Hora and PyJHora): the time since sunrise in
 * vighatis (24 s) / 15 gives signs (2° per vighati, one sign every 6 minutes), counted from the
 * Sun's longitude at birth; from the Sun itself when it is in a movable sign, from the 9th (+240°)
 * in a fixed sign, from the 5th (+120°) in a dual sign.
 */
export function pranapada(sunLon: number, minutesSinceSunrise: number): number {
  const vighatis = minutesSinceSunrise * 2.5;
  const bySign = [0, 240, 120][Math.floor(sunLon / 30) % 3];
  return norm360(sunLon + vighatis * 2 + bySign);
}

/** Bhrigu bindu: the midpoint of the Moon and Rahu, taken forward from Rahu to the Moon. */
export function bhriguBindu(moonLon: number, rahuLon: number): number {
  return norm360(rahuLon + norm360(moonLon - rahuLon) / 2);
}

/** Weekday lords, Sunday first. */
const WEEKDAY_LORDS: readonly PlanetKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

export interface DayPart {
  lord: PlanetKey | null;
  startJd: number;
  endJd: number;
}

/**
 * The 8 equal parts of a day (sunrise → sunset) or night (sunset → next sunrise) (BPHS 3.66–69):
 * day parts ruled from the weekday lord onward in weekday order, night parts from the lord of the
 * 5th weekday; the 8th part has no lord. `weekday` 0 = Sunday.
 */
export function dayParts(fromJd: number, toJd: number, weekday: number, night: boolean): DayPart[] {
  const first = night ? (weekday + 4) % 7 : weekday;
  const len = (toJd - fromJd) / 8;
  return Array.from({ length: 8 }, (_, i) => ({
    lord: i < 7 ? WEEKDAY_LORDS[(first + i) % 7] : null,
    startJd: fromJd + i * len,
    endJd: fromJd + (i + 1) * len,
  }));
}

const TIME_UPAGRAHAS = [
  { key: 'kala', lord: 'sun', at: 'start' },
  { key: 'mrityu', lord: 'mars', at: 'start' },
  { key: 'ardhaprahara', lord: 'mercury', at: 'start' },
  { key: 'yamaghantaka', lord: 'jupiter', at: 'start' },
  { key: 'gulika', lord: 'saturn', at: 'start' },
  { key: 'mandi', lord: 'saturn', at: 'middle' },
] as const satisfies readonly { key: string; lord: PlanetKey; at: 'start' | 'middle' }[];

/**
 * Time-based upagrahas: the sidereal ascendant at the start of the part ruled by the Sun (kala),
 * Mars (mrityu), Mercury (ardhaprahara), Jupiter (yamaghantaka), Saturn (gulika), and at the middle
 * of Saturn's part (mandi), in the day or night part-sequence that contains the birth. The day
 * starts at the same sunrise as the special lagnas. Null when the place has no sunrise/sunset.
 */
export interface TimeUpagraha {
  readonly key: (typeof TIME_UPAGRAHAS)[number]['key'];
  /** The sidereal ascendant at `jdUt`, degrees [0, 360). */
  readonly lon: number;
  /** Start (mandi: middle) of the ruling planet's part, JD UT. */
  readonly jdUt: number;
}

export interface TimeUpagrahas {
  readonly partOf: 'day' | 'night';
  readonly weekdayLord: PlanetKey;
  readonly upagrahas: readonly TimeUpagraha[];
}

export function timeUpagrahas(core: NatalChart): TimeUpagrahas | null {
  const rise = sunriseBefore(core);
  if (!rise) return null;
  const place = { latDeg: core.birth.lat, lngDeg: core.birth.lng, elevationM: 0 };
  const set = nextRiseSet('sun', 'set', rise, place, LAGNA_SUNRISE, 1).instant;
  if (!set) return null;
  const next = nextRiseSet('sun', 'rise', set, place, LAGNA_SUNRISE, 1).instant;
  if (!next) return null;
  const weekday = localWeekdayAt(core.birth, rise.jdUt);
  const birth = core.birth.instant.jdUt;
  const night = birth >= set.jdUt;
  const parts = night ? dayParts(set.jdUt, next.jdUt, weekday, true) : dayParts(rise.jdUt, set.jdUt, weekday, false);
  const ascAt = (jd: number) =>
    housesAt(instantFromJdUt(jd), place, { system: 'equal', ayanamsa: core.birth.ayanamsa }).ascendantDeg;
  return {
    partOf: night ? 'night' : 'day',
    weekdayLord: WEEKDAY_LORDS[weekday],
    upagrahas: TIME_UPAGRAHAS.map((u) => {
      const p = parts.find((x) => x.lord === u.lord)!;
      const jdUt = u.at === 'start' ? p.startJd : (p.startJd + p.endJd) / 2;
      return { key: u.key, lon: ascAt(jdUt), jdUt };
    }),
  };
}
