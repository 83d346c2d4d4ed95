/**
 * Panchang elements as states of time: each is floor(angle · states / 360) of one continuous
 * angle, and ONE generic search (angleStateSpans, libs/ephemeris) finds every boundary.
 *
 * | element  | angle                         | states | width     |
 * |----------|-------------------------------|--------|-----------|
 * | tithi    | Moon − Sun                    | 30     | 12°       |
 * | karana   | Moon − Sun                    | 60     | 6°        |
 * | nakshatra| sidereal Moon                 | 27     | 13°20′    |
 * | pada     | sidereal Moon                 | 108    | 3°20′     |
 * | yoga     | sidereal Sun + sidereal Moon  | 27     | 13°20′    |
 * | moonsign | sidereal Moon                 | 12     | 30°       |
 * | sunsign  | sidereal Sun                  | 12     | 30°       |
 */
import { AngleAt, angleStateSpans, AngleSpan, NAKSHATRA_NAMES, RASHI_NAMES } from '@pj/ephemeris';
import { KARANA_NAMES, TITHI_NAMES, YOGA_NAMES } from './names';
import { SunMoonSampler } from './sampler';
import { memoisedSpans } from './span-memo';

export type ElementKey = 'tithi' | 'karana' | 'nakshatra' | 'pada' | 'yoga' | 'moonsign' | 'sunsign';

interface ElementSearch {
  readonly states: number;
  readonly angle: (s: SunMoonSampler) => (jdUt: number) => AngleAt;
  /** Sampling step: the angle must move < 180° per step (all these angles only increase). */
  readonly stepDays: number;
  /** Longest span of one state: bounds the search beyond the window. */
  readonly maxSpanDays: number;
}

/**
 * One step for every Moon-based element so they sample the same instants (shared by the
 * sampler). Moon−Sun, Moon and Sun+Moon move ≤ 16.5°/day, so 1.25 d is ≤ 21° a step; the
 * Hermite first guess over such a bracket is within ~2 s (Moon longitude 4th derivative
 * ≤ 0.05°/day⁴: error ≤ h⁴/384 · 0.05°), so a boundary usually costs one evaluation.
 */
export const MOON_STEP_DAYS = 1.25;
/**
 * Sun ≤ 1.02°/day: 16 days is ≤ 16.3° a step; the Hermite guess is within ~0.2 s (Sun longitude 4th derivative ≤ 2e-7
 * °/day⁴).
 */
export const SUN_STEP_DAYS = 16;

/**
 * Longest spans (Moon 11.8–15.4°/day, Sun 0.95–1.02°/day, Moon − Sun ≥ 10.8°/day): tithi
 * ≤ 12/10.8 = 1.11 d, karana ≤ 0.56 d, nakshatra ≤ 13.33/11.8 = 1.13 d, yoga ≤ 1.05 d,
 * moonsign ≤ 2.55 d, sunsign ≤ 31.6 d; a margin is added to each.
 */
export const ELEMENT_SEARCH: Readonly<Record<ElementKey, ElementSearch>> = {
  tithi: { states: 30, angle: (s) => s.elongation, stepDays: MOON_STEP_DAYS, maxSpanDays: 1.3 },
  karana: { states: 60, angle: (s) => s.elongation, stepDays: MOON_STEP_DAYS, maxSpanDays: 0.7 },
  nakshatra: { states: 27, angle: (s) => s.moonSidereal, stepDays: MOON_STEP_DAYS, maxSpanDays: 1.3 },
  pada: { states: 108, angle: (s) => s.moonSidereal, stepDays: MOON_STEP_DAYS, maxSpanDays: 0.4 },
  yoga: { states: 27, angle: (s) => s.sunPlusMoon, stepDays: MOON_STEP_DAYS, maxSpanDays: 1.3 },
  moonsign: { states: 12, angle: (s) => s.moonSidereal, stepDays: MOON_STEP_DAYS, maxSpanDays: 2.8 },
  sunsign: { states: 12, angle: (s) => s.sunSidereal, stepDays: SUN_STEP_DAYS, maxSpanDays: 32 },
};

/** Boundaries to within 1 s (the published references are whole minutes). */
export const BOUNDARY_EPSILON_S = 1;

/**
 * Inside a computation's dense window (a day or a month) the Moon-based elements sample every
 * 0.625 d and take each boundary from the cubic Hermite interpolant of the samples' angles and
 * rates, without further evaluation: the error is ≤ h⁴/384 · max|angle⁗| / rate =
 * 0.625⁴/384 · 0.05°/d⁴ / 10.8°/d ≈ 0.16 s (the Moon's longitude has |λ⁗| ≤ 0.05°/day⁴: its
 * largest terms, the equation of the centre 6.29° at 0.228 rad/d and the variation 0.66° at
 * 0.426 rad/d, give 0.017 + 0.022). A unit test compares with the verified search (≤ 0.5 s).
 * Elsewhere (the year-long tithi calendar) and across a step of the time scale, the 1.25-d
 * samples are refined with safeguarded Newton to BOUNDARY_EPSILON_S.
 */
export const DENSE_MOON_STEP_DAYS = 0.625;

/**
 * Spans of one element overlapping [t0JdUt, t1JdUt), in order; the first may start before t0, the last end after t1.
 */
export function elementSpans(sampler: SunMoonSampler, key: ElementKey, t0JdUt: number, t1JdUt: number): AngleSpan[] {
  const e = ELEMENT_SEARCH[key];
  if (key === 'sunsign') {
    // sankrantis: global events on exact Sun positions and a JD-aligned grid, memoised
    return memoisedSpans(`sunsign:${sampler.convention}:${sampler.ayanamsa}`, t0JdUt, t1JdUt, () =>
      angleStateSpans(e.angle(sampler), e.states, t0JdUt, t1JdUt, {
        stepDays: e.stepDays,
        maxSpanDays: e.maxSpanDays,
        epsilonS: BOUNDARY_EPSILON_S,
        alignToStep: true,
      }),
    );
  }
  const dense = e.stepDays === MOON_STEP_DAYS && sampler.isDense(t0JdUt, t1JdUt);
  return angleStateSpans(e.angle(sampler), e.states, t0JdUt, t1JdUt, {
    stepDays: dense ? DENSE_MOON_STEP_DAYS : e.stepDays,
    maxSpanDays: e.maxSpanDays,
    epsilonS: BOUNDARY_EPSILON_S,
    acceptInterpolation: dense ? (a, b) => sampler.isSmooth(a, b) : undefined,
    alignToStep: dense,
  });
}

export type Paksha = 'shukla' | 'krishna';

export interface TithiValue {
  /** 0–29 (0 = Shukla Pratipada, 14 = Purnima, 29 = Amavasya). */
  readonly index: number;
  /** 1–30 (15 = Purnima, 30 = Amavasya). */
  readonly number: number;
  readonly name: string;
  readonly paksha: Paksha;
}

export function tithiValue(index: number): TithiValue {
  const inPaksha = index % 15;
  const paksha: Paksha = index < 15 ? 'shukla' : 'krishna';
  const name = inPaksha === 14 ? (paksha === 'shukla' ? 'Purnima' : 'Amavasya') : TITHI_NAMES[inPaksha];
  return { index, number: index + 1, name, paksha };
}

/**
 * Karana of half-tithi k (0–59): k = 0 is Kimstughna (first half of Shukla Pratipada); 1–56 run
 * the seven movable karanas Bava … Vishti eight times; 57 Shakuni (second half of Krishna
 * Chaturdashi), 58 Chatushpada and 59 Naga (the halves of Amavasya). Index = position in
 * KARANA_NAMES (CONTRACT §2).
 */
export function karanaIndexOfHalfTithi(k: number): number {
  if (k === 0) return 0;
  if (k >= 57) return k - 49;
  return 1 + ((k - 1) % 7);
}

export function karanaValue(halfTithi: number): { index: number; name: string } {
  const index = karanaIndexOfHalfTithi(halfTithi);
  return { index, name: KARANA_NAMES[index] };
}

export function nakshatraValue(index: number): { index: number; name: string } {
  return { index, name: NAKSHATRA_NAMES[index] };
}

export function yogaValue(index: number): { index: number; name: string } {
  return { index, name: YOGA_NAMES[index] };
}

export function rashiValue(index: number): { index: number; name: string } {
  return { index, name: RASHI_NAMES[index] };
}
