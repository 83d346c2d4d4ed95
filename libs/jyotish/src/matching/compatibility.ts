/**
 * The chart-level parts of /compatibility/advanced: the manglik (kuja dosha) comparison and the
 * dasha sandhi of the two persons' Vimshottari mahadashas.
 */
import { GrahaKey } from '@pj/ephemeris';
import { NatalChart } from '../chart';
import { DashaYear, vimshottari } from '../dasha';
import { MANGLIK_SCHOOL_RULES, ManglikSchool } from '../judgement/dosha';

/**
 * The manglik comparison: each partner's kuja dosha by judgement/dosha/manglik.ts in one named school,
 * with its cancellations; the couple is balanced when both or neither remain manglik.
 */
export const manglikBalanceRule = (school: ManglikSchool) =>
  `each partner's manglik dosha in the ${school} school (Mars in house ` +
  `${MANGLIK_SCHOOL_RULES[school].houses.join(', ')} by whole signs from the lagna, the Moon or Venus; ` +
  "B. V. Raman's cancellations, as /dosha); balanced when both or neither are manglik after cancellations";

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
