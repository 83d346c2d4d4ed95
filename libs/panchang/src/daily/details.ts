/**
 * /panchang/details: the daily Panchang plus how it was found. For the day's start (sunrise, or
 * civil midnight in the polar fallback): the Sun's and Moon's longitudes, the ayanamsa and each
 * element's angle, with how far into its current span it is; for every span boundary of the day
 * the angle's value there (an exact multiple of the element's span, to the search tolerance); and
 * the search parameters (window, sampling step, longest span, tolerance). Same conventions as the
 * daily packet (one sampler, the same convention).
 */
import { AngleAt, norm360 } from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION } from './convention';
import { DailyCoreInput, DailyDay, dailyDay, TimeSpanJd } from './daily-core';
import { BOUNDARY_EPSILON_S, ELEMENT_SEARCH, ElementKey } from './elements';
import { SunMoonSampler } from './sampler';

export const DETAIL_ELEMENTS: readonly ElementKey[] = [
  'tithi',
  'karana',
  'nakshatra',
  'pada',
  'yoga',
  'moonsign',
  'sunsign',
];

/** An element's angle at an instant and where it stands in its current state; degrees. */
export interface ElementDetail {
  readonly angleDeg: number;
  /** Width of one state (360° / states). */
  readonly spanDeg: number;
  readonly stateIndex: number;
  readonly elapsedDeg: number;
  readonly remainingDeg: number;
  /** elapsedDeg / spanDeg, 0..1. */
  readonly fractionElapsed: number;
  /** Rate of the angle at the instant, degrees per day. */
  readonly rateDegPerDay: number;
}

/** The angle at a span boundary of the day and the multiple of the state width it should equal. */
export interface BoundaryCheck {
  /** Whole-second JD UT of the boundary (as published). */
  readonly atJdUt: number;
  readonly angleDeg: number;
  readonly nearestMultipleDeg: number;
}

export interface ElementSearchParameters {
  readonly states: number;
  readonly samplingStepDays: number;
  readonly longestSpanDays: number;
}

export interface DayDetails {
  /** Positions at the Hindu day's start (whole-second JD UT `jdUt`), degrees. */
  readonly atDayStart: {
    readonly jdUt: number;
    readonly sunTropicalDeg: number;
    readonly moonTropicalDeg: number;
    readonly ayanamsaDeg: number;
    readonly sunSiderealDeg: number;
    readonly moonSiderealDeg: number;
    readonly elements: Readonly<Record<ElementKey, ElementDetail>>;
  };
  /** Every distinct span boundary of the day, per element, in order. */
  readonly boundaries: Readonly<Record<ElementKey, readonly BoundaryCheck[]>>;
  readonly search: {
    readonly window: TimeSpanJd;
    readonly toleranceS: number;
    readonly elements: Readonly<Record<ElementKey, ElementSearchParameters>>;
    readonly engineEvaluations: number;
  };
}

const fromEntries = <V>(f: (key: ElementKey) => V): Record<ElementKey, V> =>
  Object.fromEntries(DETAIL_ELEMENTS.map((k) => [k, f(k)])) as Record<ElementKey, V>;

export function dailyDetails(input: DailyCoreInput): {
  day: DailyDay;
  details: DayDetails;
  methodology: Record<string, string>;
} {
  const core = dailyDay(input);
  const day = core.day;
  const sampler = new SunMoonSampler(input.ayanamsa, input.convention ?? DEFAULT_PANCHANG_CONVENTION);
  const t0 = day.hinduDay.startJdUt;
  const angleOf = (key: ElementKey) => ELEMENT_SEARCH[key].angle(sampler);
  const detail = (key: ElementKey, a: AngleAt): ElementDetail => {
    const span = 360 / ELEMENT_SEARCH[key].states;
    const deg = norm360(a.deg);
    const index = Math.floor(deg / span);
    const elapsed = deg - index * span;
    return {
      angleDeg: deg,
      spanDeg: span,
      stateIndex: index,
      elapsedDeg: elapsed,
      remainingDeg: span - elapsed,
      fractionElapsed: elapsed / span,
      rateDegPerDay: a.rateDegPerDay,
    };
  };
  const s = sampler.at(t0);
  const boundaries = (key: ElementKey, spans: readonly TimeSpanJd[]): BoundaryCheck[] =>
    spans
      .flatMap((x) => [x.startJdUt, x.endJdUt])
      .filter((jd, i, all) => all.indexOf(jd) === i)
      .map((jd) => {
        const deg = norm360(angleOf(key)(jd).deg);
        const span = 360 / ELEMENT_SEARCH[key].states;
        const k = Math.round(deg / span);
        return { atJdUt: jd, angleDeg: deg, nearestMultipleDeg: (k % ELEMENT_SEARCH[key].states) * span };
      });
  const spansOf: Record<ElementKey, readonly TimeSpanJd[]> = {
    tithi: day.tithi,
    karana: day.karana,
    nakshatra: day.nakshatra,
    pada: day.nakshatra.flatMap((n) => n.padas),
    yoga: day.yoga,
    moonsign: day.moonsign,
    sunsign: day.sunsign,
  };
  return {
    day,
    details: {
      atDayStart: {
        jdUt: t0,
        sunTropicalDeg: s.sunTropicalDeg,
        moonTropicalDeg: s.moonTropicalDeg,
        ayanamsaDeg: s.ayanamsaDeg,
        sunSiderealDeg: norm360(s.sunTropicalDeg - s.ayanamsaDeg),
        moonSiderealDeg: norm360(s.moonTropicalDeg - s.ayanamsaDeg),
        elements: fromEntries((k) => detail(k, angleOf(k)(t0))),
      },
      boundaries: fromEntries((k) => boundaries(k, spansOf[k])),
      search: {
        window: { startJdUt: day.hinduDay.startJdUt, endJdUt: day.hinduDay.endJdUt },
        toleranceS: BOUNDARY_EPSILON_S,
        elements: fromEntries((k) => ({
          states: ELEMENT_SEARCH[k].states,
          samplingStepDays: ELEMENT_SEARCH[k].stepDays,
          longestSpanDays: ELEMENT_SEARCH[k].maxSpanDays,
        })),
        engineEvaluations: core.evaluations,
      },
    },
    methodology: core.methodology,
  };
}
