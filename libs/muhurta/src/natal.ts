import { bodyLongitudeAtJdUt } from '@pj/ephemeris';
import { BirthData, resolveBirth } from '@pj/jyotish';
import { NatalMoon } from './engine';

/** The natal Moon of a birth (CONTRACT §3b): sidereal longitude at the birth instant, its nakshatra and sign. */
export function natalMoonOf(label: string, birth: BirthData): NatalMoon & { longitudeDeg: number } {
  const b = resolveBirth(birth);
  const lon = bodyLongitudeAtJdUt(b.instant.jdUt, 'moon', { sidereal: b.ayanamsa }).lonDeg;
  return { label, nakshatra: Math.floor((lon * 27) / 360) % 27, rashi: Math.floor(lon / 30) % 12, longitudeDeg: lon };
}
