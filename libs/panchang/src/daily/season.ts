/**
 * Ritu (season) and ayana (half-year) of an instant, in the two forms Drik Panchang prints.
 *
 * - Drik ritu (default): the tropical Sun in 60° parts from 330°: Vasanta 330°–30° (around the
 *   March equinox), Grishma 30°–90°, Varsha 90°–150°, Sharad 150°–210°, Hemanta 210°–270°,
 *   Shishira 270°–330° (from the December solstice). Drik: 2020-12-31 and 2022-01-26 → Shishir.
 * - Vedic ritu: two amanta months each, Vasanta = Chaitra + Vaishakha … Shishira = Magha +
 *   Phalguna (an adhika month counts as its name). Drik: 2022-01-26 (amanta Pausha) → Hemant.
 * - Ayana, tropical (default, Drik's "Drik Ayana"): Uttarayana while the tropical Sun is in
 *   270°–90° (December to June solstice), else Dakshinayana.
 * - Ayana, sidereal (Drik's "Vedic Ayana"): Uttarayana from Makara sankranti to Karka sankranti
 *   (sidereal Sun in 270°–90°). Drik 2020-12-31: sidereal Sun in Dhanu → Dakshinayana.
 */
import { norm360 } from '@pj/ephemeris';
import { AYANA_NAMES, RITU_NAMES } from './names';

export interface Named {
  readonly index: number;
  readonly name: string;
}

const RITU_WIDTH_DEG = 60;
const VASANTA_START_TROPICAL_DEG = 330;

export function drikRitu(sunTropicalDeg: number): Named {
  const index = Math.floor(norm360(sunTropicalDeg - VASANTA_START_TROPICAL_DEG) / RITU_WIDTH_DEG) % 6;
  return { index, name: RITU_NAMES[index] };
}

export function vedicRitu(amantaIndex: number): Named {
  const index = Math.floor(amantaIndex / 2);
  return { index, name: RITU_NAMES[index] };
}

/** Uttarayana (0) while the longitude is in [270°, 360°) ∪ [0°, 90°), else Dakshinayana (1). */
export function ayanaOf(sunLonDeg: number): Named {
  const l = norm360(sunLonDeg);
  const index = l >= 270 || l < 90 ? 0 : 1;
  return { index, name: AYANA_NAMES[index] };
}
