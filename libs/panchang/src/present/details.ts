/**
 * Presenter of /panchang/details' `details` section (DayDetails of ../daily/details.ts): angles
 * rounded to 1e-6° (0.0036″, far below the 1 s search tolerance: the Moon moves 0.00015° in 1 s),
 * instants as ISO 8601 with the place's offset.
 */
import type { ElementKey } from '../daily/elements';
import type { BoundaryCheck, DayDetails, ElementDetail } from '../daily/details';
import { InstantFormatter, IsoInstant } from './daily';

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export interface ElementDetailWire {
  readonly angle_deg: number;
  readonly span_deg: number;
  readonly state_index: number;
  readonly elapsed_deg: number;
  readonly remaining_deg: number;
  readonly fraction_elapsed: number;
  /** Rate of the angle at the day start, degrees per day. */
  readonly rate_deg_per_day: number;
}

export interface BoundaryWire {
  readonly at: IsoInstant;
  readonly angle_deg: number;
  readonly nearest_multiple_deg: number;
}

/** One entry per element, in the order tithi, karana, nakshatra, pada, yoga, moonsign, sunsign. */
export type PerElement<V> = { readonly [K in ElementKey]: V };

export interface DetailsWire {
  readonly at_day_start: {
    readonly instant: IsoInstant;
    readonly sun_tropical_deg: number;
    readonly moon_tropical_deg: number;
    readonly ayanamsa_deg: number;
    readonly sun_sidereal_deg: number;
    readonly moon_sidereal_deg: number;
    readonly elements: PerElement<ElementDetailWire>;
  };
  readonly boundaries: PerElement<readonly BoundaryWire[]>;
  readonly search: {
    readonly window: { readonly start: IsoInstant; readonly end: IsoInstant };
    readonly tolerance_s: number;
    readonly elements: PerElement<{
      readonly states: number;
      readonly sampling_step_days: number;
      readonly longest_span_days: number;
    }>;
    readonly engine_evaluations: number;
  };
}

function mapElements<V, W>(xs: PerElement<V>, f: (v: V) => W): PerElement<W> {
  return Object.fromEntries(Object.entries(xs).map(([k, v]) => [k, f(v as V)])) as PerElement<W>;
}

function presentElement(d: ElementDetail): ElementDetailWire {
  return {
    angle_deg: round6(d.angleDeg),
    span_deg: round6(d.spanDeg),
    state_index: d.stateIndex,
    elapsed_deg: round6(d.elapsedDeg),
    remaining_deg: round6(d.remainingDeg),
    fraction_elapsed: round6(d.fractionElapsed),
    rate_deg_per_day: round6(d.rateDegPerDay),
  };
}

const presentBoundary =
  (fmt: InstantFormatter) =>
  (b: BoundaryCheck): BoundaryWire => ({
    at: fmt(b.atJdUt),
    angle_deg: round6(b.angleDeg),
    nearest_multiple_deg: round6(b.nearestMultipleDeg),
  });

export function presentDetails(d: DayDetails, fmt: InstantFormatter): DetailsWire {
  const s = d.atDayStart;
  return {
    at_day_start: {
      instant: fmt(s.jdUt),
      sun_tropical_deg: round6(s.sunTropicalDeg),
      moon_tropical_deg: round6(s.moonTropicalDeg),
      ayanamsa_deg: round6(s.ayanamsaDeg),
      sun_sidereal_deg: round6(s.sunSiderealDeg),
      moon_sidereal_deg: round6(s.moonSiderealDeg),
      elements: mapElements(s.elements, presentElement),
    },
    boundaries: mapElements(d.boundaries, (xs) => xs.map(presentBoundary(fmt))),
    search: {
      window: { start: fmt(d.search.window.startJdUt), end: fmt(d.search.window.endJdUt) },
      tolerance_s: d.search.toleranceS,
      elements: mapElements(d.search.elements, (e) => ({
        states: e.states,
        sampling_step_days: e.samplingStepDays,
        longest_span_days: e.longestSpanDays,
      })),
      engine_evaluations: d.search.engineEvaluations,
    },
  };
}
