import { AyanamsaKey, DEFAULT_AYANAMSA, NAKSHATRA_NAMES, RASHI_NAMES, riseConventionOf } from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION } from '../daily/convention';
import { DayPlace, resolvePlace } from '../place';
import { elementSpans } from '../daily/elements';
import { DailyCoreInput, DENSE_MARGIN_DAYS } from '../daily/daily-core';
import { hinduDay } from '../daily/hindu-day';
import { SunMoonSampler } from '../daily/sampler';

export interface MoonSpan {
  readonly index: number;
  readonly name: string;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

export interface MoonDay {
  readonly place: DayPlace;
  readonly ayanamsa: AyanamsaKey;
  /** The Hindu day (sunrise to next sunrise, or the polar fallback), JD UT. */
  readonly startJdUt: number;
  readonly endJdUt: number;
  /** Sidereal Moon sign spans overlapping the Hindu day (sunrise to next sunrise). */
  readonly moonsign: readonly MoonSpan[];
  /** Sidereal Moon nakshatra spans overlapping the Hindu day. */
  readonly nakshatra: readonly MoonSpan[];
}

/**
 * The Moon's sign and nakshatra spans over the Hindu day of `date` at the place (the daily packet's spans), under the
 * request's sunrise definition (the day's edges) and Panchang convention (the span edges), as /panchang/daily.
 */
/** A local date at a place: the daily core's input, the ayanamsa defaulting to DEFAULT_AYANAMSA. */
export type MoonDayQuery = Omit<DailyCoreInput, 'ayanamsa'> & { readonly ayanamsa?: AyanamsaKey };

export function moonDay(q: MoonDayQuery): MoonDay {
  const ayanamsa = q.ayanamsa ?? DEFAULT_AYANAMSA;
  const { place, zone, zoneSource } = resolvePlace(q);
  const day = hinduDay(q.date, zone, place, riseConventionOf(q.sunrise));
  // the daily core's dense window: the same sampling grid and interpolation, so the spans are the daily packet's to the
  // second
  const sampler = new SunMoonSampler(ayanamsa, q.convention ?? DEFAULT_PANCHANG_CONVENTION, [
    day.startJdUt - DENSE_MARGIN_DAYS,
    day.endJdUt + DENSE_MARGIN_DAYS,
  ]);
  const named = (names: readonly string[]) => (s: { index: number; startJdUt: number; endJdUt: number }) => ({
    index: s.index,
    name: names[s.index],
    startJdUt: s.startJdUt,
    endJdUt: s.endJdUt,
  });
  return {
    place: { place, zone, zoneSource },
    ayanamsa,
    startJdUt: day.startJdUt,
    endJdUt: day.endJdUt,
    moonsign: elementSpans(sampler, 'moonsign', day.startJdUt, day.endJdUt).map(named(RASHI_NAMES)),
    nakshatra: elementSpans(sampler, 'nakshatra', day.startJdUt, day.endJdUt).map(named(NAKSHATRA_NAMES)),
  };
}
