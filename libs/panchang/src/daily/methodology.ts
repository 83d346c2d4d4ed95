import { AyanamsaKey, DEFAULT_RISE_CONVENTION, ephemerisMethodology, RiseConvention } from '@pj/ephemeris';
import { conventionMethodology, DEFAULT_PANCHANG_CONVENTION, PanchangConvention } from './convention';

/** Algorithm version of the daily core; bump on any change that can change a packet. */
export const DAILY_ALGORITHM = 'panchang-daily-2';

/**
 * Every convention behind a daily packet, as strings for the methodology fingerprint
 * (libs/envelope). Equal inputs give equal objects; any change of rule changes a string.
 */
export function dailyMethodology(
  ayanamsa: AyanamsaKey,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = DEFAULT_RISE_CONVENTION,
): Record<string, string> {
  const e = ephemerisMethodology({ ayanamsa, nodeType: 'mean', rise });
  return {
    engine: e.engine,
    ephemeris: e.ephemeris,
    delta_t: e.delta_t,
    ayanamsa: e.ayanamsa,
    ...conventionMethodology(convention),
    positions: e.positions,
    sunrise: e.sunrise,
    time_zones: e.time_zones,
    elements:
      'tithi = floor((Moon − Sun)/12°), karana = half-tithi (Kimstughna, 7 movable ×8, Shakuni, Chatushpada, Naga), ' +
      'nakshatra = floor(sidereal Moon/13°20′) with padas of 3°20′, yoga = floor((sidereal Sun + sidereal Moon)/13°20′), ' +
      'moonsign/sunsign = sidereal sign; spans overlapping [day start, day end)',
    event_search:
      'angleStateSpans: samples every 1.25 d (Moon-based) / 16 d (Sun) / 10 d (new moons), cubic Hermite first guess, ' +
      'safeguarded Newton on the continuous angle to ≤ 1 s',
    hindu_day:
      'sunrise to next sunrise; polar fallback: local civil midnight where the Sun does not rise on the date ' +
      '(day d = [start(d), start(d+1)), start = sunrise or midnight)',
    vara: 'weekday of the civil date (= weekday at sunrise), index 0 = Sunday',
    moon_events: 'first moonrise and moonset within the Hindu day; null with a reason when none',
    lunar_month:
      'amanta: new moon to new moon, named (sidereal sign of the Sun at the opening new moon + 1), adhika when the Sun ' +
      'is in the same sign at both new moons, kshaya names skipped; purnimanta: krishna paksha takes the next nija month, ' +
      'the adhika month is kept whole; month of the instant at the day start',
    samvat:
      'Shaka = Gregorian year of amanta Chaitra Shukla Pratipada − 78; Vikram (Chaitradi) = Shaka + 135, from purnimanta ' +
      'Chaitra (Krishna Pratipada); samvatsara: ' +
      'Shaka (Shaka + 11) mod 60 (South Indian cycle), Vikram (Vikram + 9) mod 60 (North Indian, as Drik prints)',
    ritu: 'default tropical Sun (Vasanta from 330°, 60° each); vedic: two amanta months each from Chaitra',
    ayana: 'default tropical Sun (Uttarayana 270°–90°); sidereal variant from Makara to Karka sankranti',
    algorithms: DAILY_ALGORITHM,
  };
}
