/**
 * Krishnamurti Paddhati lords of a sidereal longitude: the sign lord, the star lord (lord of the
 * nakshatra, Vimshottari order) and the sub lord: each nakshatra of 13°20′ is divided into 9 subs
 * in Vimshottari order starting with the nakshatra's own lord, each as wide as the lord's years
 * out of 120 (Ketu 7 → 0°46′40″, Venus 20 → 2°13′20″, …). K. S. Krishnamurti's table of 249 subs
 * is this division with the subs cut at sign boundaries.
 */
import { GrahaKey, NAKSHATRA_WIDTH_DEG, norm360 } from '@pj/ephemeris';
import { SIGN_LORD, VIMSHOTTARI } from './tables';

export interface KpLords {
  readonly signLord: GrahaKey;
  readonly starLord: GrahaKey;
  readonly subLord: GrahaKey;
  /** Start and end of the sub (sidereal degrees; the end may be 360 at the end of Revati). */
  readonly subFromDeg: number;
  readonly subToDeg: number;
}

const TOTAL_YEARS = 120;

export function kpLords(lonDeg: number): KpLords {
  const lon = norm360(lonDeg);
  const nak = Math.min(26, Math.floor(lon / NAKSHATRA_WIDTH_DEG));
  const starIdx = nak % 9;
  let from = nak * NAKSHATRA_WIDTH_DEG;
  for (let i = 0; i < 9; i++) {
    const sub = VIMSHOTTARI[(starIdx + i) % 9];
    const to = i === 8 ? (nak + 1) * NAKSHATRA_WIDTH_DEG : from + (NAKSHATRA_WIDTH_DEG * sub.years) / TOTAL_YEARS;
    if (lon < to || i === 8) {
      return {
        signLord: SIGN_LORD[Math.floor(lon / 30)],
        starLord: VIMSHOTTARI[starIdx].lord,
        subLord: sub.lord,
        subFromDeg: from,
        subToDeg: to,
      };
    }
    from = to;
  }
  throw new Error('unreachable');
}
