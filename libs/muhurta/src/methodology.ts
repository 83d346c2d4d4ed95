import { ASTA_MARGIN_DAYS, ASTA_ORB_DEG, ECLIPSE_MARGIN_DAYS } from './periods';
import { School } from './activities';

export const MUHURTA_ALGORITHM = 'muhurta-1';

/** `_meta.methodology` of the muhurta routes: every convention that enters a window, by school. */
export function muhurtaMethodology(school: School): Record<string, string> {
  const orb = ASTA_ORB_DEG[school];
  return {
    muhurta_algorithm: `${MUHURTA_ALGORITHM}: one timeline (element spans searched once), each Hindu day cut at every element, lagna, bar and window change; rules judged per constant segment; windows = maximal runs of passing segments`,
    muhurta_school: school,
    muhurta_sources:
      'activity tables after Muhurta Chintamani (vivaha, griha pravesha, samskara, yatra prakaranas) as summarised in almanac guides',
    muhurta_asta: `Guru asta within ${orb.jupiter.direct}° of the Sun, Shukra asta within ${orb.venus.direct}° (${orb.venus.retrograde}° retrograde); ${ASTA_MARGIN_DAYS[school]} days added before and after`,
    muhurta_kharmas: 'sidereal Sun in Dhanu or Meena (sankrantis of the daily engine)',
    muhurta_chaturmas: 'amanta Ashadha Shukla Ekadashi (nija) to the end of Kartika Shukla Ekadashi, by tithi spans',
    muhurta_holashtak:
      school === 'drik'
        ? 'not applied (the published lists print dates inside it); the strict school: amanta Phalguna Shukla Ashtami to Purnima'
        : 'amanta Phalguna Shukla Ashtami to Purnima',
    muhurta_bhadra:
      school === 'drik'
        ? 'Vishti karana barred while the Moon is in Karka, Simha, Kumbha or Meena (Bhadra vaas on earth)'
        : 'Vishti karana always barred',
    muhurta_pitru_paksha: 'amanta Bhadrapada Purnima to Amavasya',
    muhurta_adhika: 'the amanta month without a sankranti (daily engine)',
    muhurta_eclipse: `sutak (prahar rule, libs/sky) to the last visible moment of an eclipse visible at the place; ${ECLIPSE_MARGIN_DAYS[school]} days added on each side`,
    muhurta_day_windows:
      school === 'drik'
        ? "each activity's own list (e.g. vehicle: rahu kalam, yamaganda, gulika, dur muhurta, varjyam; marriage: none)"
        : 'rahu kalam, yamaganda, gulika, dur muhurta and varjyam for every activity',
    muhurta_lagna:
      school === 'drik'
        ? 'not applied (the published lists date by panchanga shuddhi)'
        : 'sidereal ascendant sign changes (libs/panchang lagnaSpans, 1 s); marriage lagna shuddhi: 7th and 8th houses (whole sign) empty of the eight non-Moon grahas (positions at the day midpoint), Moon not in 6/7/8/12',
    muhurta_personal:
      'tara bala (auspicious taras), chandra bala (transit Moon in 1/3/6/7/10/11 from the natal Moon) and no janma nakshatra, for every person; under lagna rules the lagna is not the 8th from a natal Moon sign',
    muhurta_score:
      '40 for passing every rule, + up to 20 for duration (4 h or more), + 20 when no dushta yoga, + 20 when clear of rahu kalam, yamaganda, gulika, dur muhurta and varjyam',
  };
}
