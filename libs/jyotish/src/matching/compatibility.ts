/**
 * The chart-level parts of /compatibility/advanced: the manglik (kuja dosha) comparison and the
 * dasha sandhi of the two persons' Vimshottari mahadashas.
 */
import { GrahaKey } from '@pj/ephemeris';
import { NatalChart } from '../chart';
import { DashaYear, vimshottari } from '../dasha';

/** Houses of Mars that make kuja dosha, counted by whole signs from the reference point. */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];
export const MANGLIK_RULE =
  'kuja dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th sign from the lagna, the Moon or Venus (the South Indian school, which counts the 2nd; no cancellations applied); the match is balanced when both or neither have it from the same reference';

export type ManglikFrom = 'lagna' | 'moon' | 'venus';

export interface ManglikCheck {
  readonly from: ManglikFrom;
  /** Whole-sign house of Mars from the reference point, 1..12. */
  readonly marsHouse: number;
  readonly manglik: boolean;
}

export function manglikChecks(core: NatalChart): readonly ManglikCheck[] {
  const mars = core.byKey.mars.sign;
  const refs: [ManglikFrom, number][] = [
    ['lagna', core.lagnaSign],
    ['moon', core.byKey.moon.sign],
    ['venus', core.byKey.venus.sign],
  ];
  return refs.map(([from, sign]) => {
    const marsHouse = ((mars - sign + 12) % 12) + 1;
    return { from, marsHouse, manglik: MANGLIK_HOUSES.includes(marsHouse) };
  });
}

/** A mahadasha change: the lord ending and the lord beginning, at a Julian day (UT). */
export interface DashaChange {
  readonly from: GrahaKey;
  readonly to: GrahaKey;
  readonly jdUt: number;
}

/** The two persons' mahadasha changes that fall within `windowDays` of each other. */
export interface DashaSandhi {
  readonly bride: DashaChange;
  readonly groom: DashaChange;
  /** Groom's change minus the bride's, days. */
  readonly gapDays: number;
}

/** Mahadasha changes closer than this are a dasha sandhi of the couple (one Julian year). */
export const DASHA_SANDHI_WINDOW_DAYS = 365.25;
export const DASHA_SANDHI_RULE =
  'dasha sandhi: a Vimshottari mahadasha change of the bride and one of the groom within 365.25 days of each other (julian dasha years), over one 120-year cycle of each from the birth mahadasha';

export function mahadashaChanges(core: NatalChart, year: DashaYear): readonly DashaChange[] {
  const periods = vimshottari(core, { levels: 1, year }).periods;
  return periods.slice(1).map((p, i) => ({ from: periods[i].lord, to: p.lord, jdUt: p.startJd }));
}

export function dashaSandhi(bride: NatalChart, groom: NatalChart, year: DashaYear = 'julian'): readonly DashaSandhi[] {
  const gChanges = mahadashaChanges(groom, year);
  const out: DashaSandhi[] = [];
  for (const b of mahadashaChanges(bride, year))
    for (const g of gChanges)
      if (Math.abs(g.jdUt - b.jdUt) <= DASHA_SANDHI_WINDOW_DAYS)
        out.push({ bride: b, groom: g, gapDays: g.jdUt - b.jdUt });
  return out;
}
