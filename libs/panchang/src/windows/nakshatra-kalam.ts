/**
 * Varjyam (tyajyam) and Amrit kalam: each nakshatra holds them at a fixed ghati of its own
 * duration (the nakshatra's span counted as 60 ghatis), lasting 4 of those ghatis. Tables:
 * the classical tyajya-ghati and amrita-ghati lists (Muhurta Chintamani, nakshatra prakarana, as
 * printed in South Indian panchangams), which Drik Panchang follows — every start of its 2023
 * calendar feed lies within ±0.04 ghati of these values, Mula with both of its two varjyams.
 */
import { NAKSHATRA_NAMES } from '@pj/ephemeris';
import { RawWindow } from './frame';

/** Start ghati of varjyam per nakshatra (index 0 = Ashwini); Mula (18) has two. */
export const VARJYAM_GHATI: readonly (readonly number[])[] = [
  [50],
  [24],
  [30],
  [40],
  [14],
  [21],
  [30],
  [20],
  [32],
  [30],
  [20],
  [18],
  [21],
  [20],
  [14],
  [14],
  [10],
  [14],
  [20, 56],
  [24],
  [20],
  [10],
  [10],
  [18],
  [16],
  [24],
  [30],
];
/** Start ghati of amrit kalam per nakshatra (index 0 = Ashwini). */
export const AMRIT_GHATI: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
];
/** Both last 4 ghatis of the nakshatra's 60. */
export const KALAM_GHATIS = 4;
const GHATIS = 60;

export interface NakshatraSpanJd {
  readonly index: number;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

function at(n: NakshatraSpanJd, ghati: number, kind: 'varjyam' | 'amrit_kalam'): RawWindow {
  const g = (n.endJdUt - n.startJdUt) / GHATIS;
  return {
    kind,
    name: kind === 'varjyam' ? 'Varjyam' : 'Amrit Kalam',
    startJdUt: n.startJdUt + ghati * g,
    endJdUt: n.startJdUt + (ghati + KALAM_GHATIS) * g,
    quality: kind === 'varjyam' ? 'inauspicious' : 'auspicious',
    extra: { nakshatra: { index: n.index, name: NAKSHATRA_NAMES[n.index] }, ghati },
  };
}

/**
 * Windows of the given nakshatra spans whose start lies in [t0, t1) — the Hindu day (Drik lists
 * a window under the day it begins in). Spans must be complete (true start and end).
 */
export function nakshatraKalams(
  spans: readonly NakshatraSpanJd[],
  t0: number,
  t1: number,
): { varjyam: RawWindow[]; amrit: RawWindow[] } {
  const inDay = (w: RawWindow) => w.startJdUt >= t0 && w.startJdUt < t1;
  return {
    varjyam: spans.flatMap((n) => VARJYAM_GHATI[n.index].map((g) => at(n, g, 'varjyam'))).filter(inDay),
    amrit: spans.map((n) => at(n, AMRIT_GHATI[n.index], 'amrit_kalam')).filter(inDay),
  };
}
