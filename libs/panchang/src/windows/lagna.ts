/**
 * Lagna table: the sidereal ascendant's sign changes over the Hindu day (sunrise to next
 * sunrise), from libs/ephemeris houses (swe_houses ascendant − true ayanamsa) and the generic
 * findTransitions search. The ascendant passes all 12 signs in a sidereal day, so a Hindu day
 * (≈ 1 solar day) holds 12 or 13 spans.
 */
import { AyanamsaKey, findTransitions, housesAt, instantFromJdUt, Place, RASHI_NAMES } from '@pj/ephemeris';

/** Step: a sign rises in ≥ ~40 min outside the polar circles (fastest signs at φ ≤ 60°), so 10 min never skips one. */
const LAGNA_STEP_DAYS = 10 / 1440;

export interface LagnaSpanJd {
  readonly index: number;
  readonly name: string;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

export function ascendantSiderealDeg(jdUt: number, place: Place, ayanamsa: AyanamsaKey): number {
  return housesAt(instantFromJdUt(jdUt), place, { system: 'equal', ayanamsa }).ascendantDeg;
}

/** Lagna spans over [t0, t1): the first starts at t0 (its true start is before), the last ends at t1. */
export function lagnaSpans(place: Place, ayanamsa: AyanamsaKey, t0: number, t1: number): LagnaSpanJd[] {
  const sign = (jd: number) => Math.floor(ascendantSiderealDeg(jd, place, ayanamsa) / 30) % 12;
  const changes = findTransitions(sign, t0, t1, { stepDays: LAGNA_STEP_DAYS, epsilonS: 1 });
  const out: LagnaSpanJd[] = [];
  let start = t0;
  let index = sign(t0);
  for (const c of changes) {
    out.push({ index, name: RASHI_NAMES[index], startJdUt: start, endJdUt: c.jdUt });
    start = c.jdUt;
    index = c.to;
  }
  out.push({ index, name: RASHI_NAMES[index], startJdUt: start, endJdUt: t1 });
  return out;
}
