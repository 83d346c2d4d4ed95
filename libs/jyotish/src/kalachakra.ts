/**
 * Kalachakra dasha (BPHS ch. 46, as tabulated by P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach", ch. 24). Sign periods seeded by the nakshatra pada of the birth Moon.
 *
 * - Savya (zodiacal) nakshatras: Ashwini–Krittika, Punarvasu–Ashlesha, Hasta–Swati, Moola–U.Ashadha,
 *   P.Bhadra–Revati; apasavya (reverse): the other twelve. In each savya triad the 1st and 3rd
 *   nakshatra belong to the Ashwini group and the 2nd to the Bharani group; in each apasavya triad
 *   the 1st to the Rohini group and the 2nd and 3rd to the Mrigashira group.
 * - Each group gives the 4 padas a sequence of 9 signs; a sign rules 7 (Ar), 16 (Ta), 9 (Ge),
 *   21 (Cn), 5 (Le), 9 (Vi), 16 (Li), 7 (Sc), 10 (Sg), 4 (Cp), 4 (Aq), 10 (Pi) years, so a pada's
 *   sequence adds up to its paramayus (savya padas 100, 85, 83, 86; apasavya 86, 83, 85, 100).
 * - Balance at birth: the elapsed fraction of the pada × its paramayus are the years already run
 *   through the sequence; the sign reached is the birth dasha, the rest of it is the balance.
 * - After the 9th sign the sequence of the next pada follows; after the 4th pada that of the 1st
 *   pada of the other group of the same direction (Ashwini ↔ Bharani, Rohini ↔ Mrigashira).
 */
import { NAKSHATRA_WIDTH_DEG } from '@pj/ephemeris';
import { NatalChart } from './chart';
import { DASHA_YEAR_DAYS, DashaYear } from './dasha';

/** Years of each sign, Aries … Pisces. */
export const KALACHAKRA_SIGN_YEARS: readonly number[] = Object.freeze([7, 16, 9, 21, 5, 9, 16, 7, 10, 4, 4, 10]);

export type KalachakraGroup = 'ashwini' | 'bharani' | 'rohini' | 'mrigashira';

/** The 9-sign sequence of each pada (0-based signs) per group, padas 1–4. */
export const KALACHAKRA_SEQUENCES: Readonly<Record<KalachakraGroup, readonly (readonly number[])[]>> = {
  ashwini: [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [9, 10, 11, 7, 6, 5, 3, 4, 2],
    [1, 0, 11, 10, 9, 8, 0, 1, 2],
    [3, 4, 5, 6, 7, 8, 9, 10, 11],
  ],
  bharani: [
    [7, 6, 5, 3, 4, 2, 1, 0, 11],
    [10, 9, 8, 0, 1, 2, 3, 4, 5],
    [6, 7, 8, 9, 10, 11, 7, 6, 5],
    [3, 4, 2, 1, 0, 11, 10, 9, 8],
  ],
  rohini: [
    [8, 9, 10, 11, 0, 1, 2, 4, 3],
    [5, 6, 7, 11, 10, 9, 8, 7, 6],
    [5, 4, 3, 2, 1, 0, 8, 9, 10],
    [11, 0, 1, 2, 4, 3, 5, 6, 7],
  ],
  mrigashira: [
    [11, 10, 9, 8, 7, 6, 5, 4, 3],
    [2, 1, 0, 8, 9, 10, 11, 0, 1],
    [2, 4, 3, 5, 6, 7, 11, 10, 9],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
  ],
};

/** Paramayus (full life, years) of padas 1–4: the sum of the pada's sequence. */
export const KALACHAKRA_PARAMAYUS: Readonly<Record<'savya' | 'apasavya', readonly number[]>> = {
  savya: [100, 85, 83, 86],
  apasavya: [86, 83, 85, 100],
};

const SAVYA_TRIAD_STARTS = new Set([0, 6, 12, 18, 24]);
const OTHER_GROUP: Readonly<Record<KalachakraGroup, KalachakraGroup>> = {
  ashwini: 'bharani',
  bharani: 'ashwini',
  rohini: 'mrigashira',
  mrigashira: 'rohini',
};

/** Group of a nakshatra (0 = Ashwini … 26 = Revati). */
export function kalachakraGroup(nak: number): KalachakraGroup {
  const triadStart = nak - (nak % 3);
  const pos = nak % 3;
  if (SAVYA_TRIAD_STARTS.has(triadStart)) return pos === 1 ? 'bharani' : 'ashwini';
  return pos === 0 ? 'rohini' : 'mrigashira';
}

export const directionOf = (g: KalachakraGroup): 'savya' | 'apasavya' =>
  g === 'ashwini' || g === 'bharani' ? 'savya' : 'apasavya';

const sequenceYears = (seq: readonly number[]) => seq.reduce((a, s) => a + KALACHAKRA_SIGN_YEARS[s], 0);

export interface KalachakraSeed {
  nakshatra: number;
  /** 1–4 */
  pada: number;
  group: KalachakraGroup;
  direction: 'savya' | 'apasavya';
  paramayus: number;
  sequence: readonly number[];
  elapsedFraction: number;
  /** Index in `sequence` of the birth dasha and the years of it still to run. */
  birthIdx: number;
  balanceYears: number;
}

export function kalachakraSeed(moonLon: number): KalachakraSeed {
  const padaWidth = NAKSHATRA_WIDTH_DEG / 4;
  const padaAbs = Math.floor(moonLon / padaWidth);
  const nakshatra = Math.floor(padaAbs / 4);
  const padaIdx = padaAbs % 4;
  const elapsedFraction = moonLon / padaWidth - padaAbs;
  const group = kalachakraGroup(nakshatra);
  const direction = directionOf(group);
  const sequence = KALACHAKRA_SEQUENCES[group][padaIdx];
  const paramayus = KALACHAKRA_PARAMAYUS[direction][padaIdx];
  const run = elapsedFraction * paramayus;
  let cum = 0;
  let birthIdx = 0;
  for (; birthIdx < 9; birthIdx++) {
    cum += KALACHAKRA_SIGN_YEARS[sequence[birthIdx]];
    if (cum > run) break;
  }
  return {
    nakshatra,
    pada: padaIdx + 1,
    group,
    direction,
    paramayus,
    sequence,
    elapsedFraction,
    birthIdx,
    balanceYears: cum - run,
  };
}

export interface KalachakraPeriodYears {
  sign: number;
  /** Full years of the sign; the first period runs only `balance` of them. */
  years: number;
  runYears: number;
  group: KalachakraGroup;
  pada: number;
}

/** Mahadashas from birth until at least `minYears` have been covered (periods in years). */
export function kalachakraPeriods(seed: KalachakraSeed, minYears = 100): KalachakraPeriodYears[] {
  const out: KalachakraPeriodYears[] = [];
  let group = seed.group;
  let padaIdx = seed.pada - 1;
  let idx = seed.birthIdx;
  let covered = 0;
  while (covered < minYears) {
    const sign = KALACHAKRA_SEQUENCES[group][padaIdx][idx];
    const years = KALACHAKRA_SIGN_YEARS[sign];
    const runYears = out.length === 0 ? seed.balanceYears : years;
    out.push({ sign, years, runYears, group, pada: padaIdx + 1 });
    covered += runYears;
    if (++idx === 9) {
      idx = 0;
      if (padaIdx === 3) group = OTHER_GROUP[group];
      padaIdx = (padaIdx + 1) % 4;
    }
  }
  return out;
}

/** A kalachakra mahadasha with its instants. */
export interface KalachakraPeriod extends KalachakraPeriodYears {
  /** Julian days (UT). */
  readonly startJd: number;
  readonly endJd: number;
}

export interface KalachakraTimeline {
  readonly year: DashaYear;
  readonly yearDays: number;
  /** Sidereal longitude of the birth Moon, degrees. */
  readonly moonLon: number;
  readonly seed: KalachakraSeed;
  readonly periods: readonly KalachakraPeriod[];
}

/** Mahadashas with start/end instants (a dasha year of `year`). */
export function kalachakraDasha(core: NatalChart, year: DashaYear): KalachakraTimeline {
  const seed = kalachakraSeed(core.lon.moon);
  const yearDays = DASHA_YEAR_DAYS[year];
  let t = core.birth.instant.jdUt;
  const periods = kalachakraPeriods(seed).map((p) => {
    const startJd = t;
    t += p.runYears * yearDays;
    return { ...p, startJd, endJd: t };
  });
  return { year, yearDays, moonLon: core.lon.moon, seed, periods };
}

/** Years of a 9-sign sequence (= the pada's paramayus for the classical tables). */
export const kalachakraSequenceYears = sequenceYears;
