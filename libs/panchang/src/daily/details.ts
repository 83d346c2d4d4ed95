/**
 * /panchang/details: the daily packet plus how it was found. For the day's start (sunrise, or
 * civil midnight in the polar fallback): the Sun's and Moon's longitudes, the ayanamsa and each
 * element's angle, with how far into its current span it is; for every span boundary of the day
 * the angle's value there (an exact multiple of the element's span, to the search tolerance); and
 * the search parameters (window, sampling step, longest span, tolerance). Same conventions as the
 * daily packet (one sampler, the same convention).
 */
import { AngleAt, jdUtOfLocalIso, norm360 } from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION } from './convention';
import { DailyCoreInput, DailyCorePacket, dailyCore } from './daily-core';
import { BOUNDARY_EPSILON_S, ELEMENT_SEARCH, ElementKey } from './elements';
import { SunMoonSampler } from './sampler';

const ELEMENTS: readonly ElementKey[] = ['tithi', 'karana', 'nakshatra', 'pada', 'yoga', 'moonsign', 'sunsign'];
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export interface ElementDetail {
  readonly angle_deg: number;
  readonly span_deg: number;
  readonly state_index: number;
  readonly elapsed_deg: number;
  readonly remaining_deg: number;
  readonly fraction_elapsed: number;
  /** Rate of the angle at the day start, degrees per day. */
  readonly rate_deg_per_day: number;
}

export function detailsPacket(input: DailyCoreInput): {
  body: Record<string, unknown>;
  methodology: Record<string, string>;
} {
  const core = dailyCore(input);
  const b: DailyCorePacket = core.body;
  const sampler = new SunMoonSampler(input.ayanamsa, input.convention ?? DEFAULT_PANCHANG_CONVENTION);
  const t0 = jdUtOfLocalIso(b.hindu_day.start);
  const angleOf = (key: ElementKey) => ELEMENT_SEARCH[key].angle(sampler);
  const detail = (key: ElementKey, a: AngleAt): ElementDetail => {
    const span = 360 / ELEMENT_SEARCH[key].states;
    const deg = norm360(a.deg);
    const index = Math.floor(deg / span);
    const elapsed = deg - index * span;
    return {
      angle_deg: round6(deg),
      span_deg: round6(span),
      state_index: index,
      elapsed_deg: round6(elapsed),
      remaining_deg: round6(span - elapsed),
      fraction_elapsed: round6(elapsed / span),
      rate_deg_per_day: round6(a.rateDegPerDay),
    };
  };
  const s = sampler.at(t0);
  const boundaries = (key: ElementKey, spans: readonly { start: string; end: string }[]) =>
    spans
      .flatMap((x) => [x.start, x.end])
      .filter((iso, i, all) => all.indexOf(iso) === i)
      .map((iso) => {
        const deg = norm360(angleOf(key)(jdUtOfLocalIso(iso)).deg);
        const span = 360 / ELEMENT_SEARCH[key].states;
        const k = Math.round(deg / span);
        return {
          at: iso,
          angle_deg: round6(deg),
          nearest_multiple_deg: round6((k % ELEMENT_SEARCH[key].states) * span),
        };
      });
  const padas = b.nakshatra.flatMap((n) => n.padas);
  return {
    body: {
      ...b,
      details: {
        at_day_start: {
          instant: b.hindu_day.start,
          sun_tropical_deg: round6(s.sunTropicalDeg),
          moon_tropical_deg: round6(s.moonTropicalDeg),
          ayanamsa_deg: round6(s.ayanamsaDeg),
          sun_sidereal_deg: round6(norm360(s.sunTropicalDeg - s.ayanamsaDeg)),
          moon_sidereal_deg: round6(norm360(s.moonTropicalDeg - s.ayanamsaDeg)),
          elements: Object.fromEntries(ELEMENTS.map((k) => [k, detail(k, angleOf(k)(t0))])),
        },
        boundaries: {
          tithi: boundaries('tithi', b.tithi),
          karana: boundaries('karana', b.karana),
          nakshatra: boundaries('nakshatra', b.nakshatra),
          pada: boundaries('pada', padas),
          yoga: boundaries('yoga', b.yoga),
          moonsign: boundaries('moonsign', b.moonsign),
          sunsign: boundaries('sunsign', b.sunsign),
        },
        search: {
          window: { start: b.hindu_day.start, end: b.hindu_day.end },
          tolerance_s: BOUNDARY_EPSILON_S,
          elements: Object.fromEntries(
            ELEMENTS.map((k) => [
              k,
              {
                states: ELEMENT_SEARCH[k].states,
                sampling_step_days: ELEMENT_SEARCH[k].stepDays,
                longest_span_days: ELEMENT_SEARCH[k].maxSpanDays,
              },
            ]),
          ),
          engine_evaluations: core.evaluations,
        },
      },
    },
    methodology: core.methodology,
  };
}
