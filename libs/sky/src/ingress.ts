import { AyanamsaKey, findAngleStateTransitions, GrahaKey, NodeType, RASHI_NAMES, StopCheck } from '@pj/ephemeris';
import { PanchangConvention } from '@pj/panchang';
import { LIBRARY_SKY_CONVENTION, siderealFrame, sunSignIngresses } from './frame';
import { angleStateStepDays } from './steps';

export interface Ingress {
  readonly planet: GrahaKey;
  readonly jdUt: number;
  readonly from: { readonly index: number; readonly name: string };
  readonly to: { readonly index: number; readonly name: string };
  /** True when the planet enters the sign moving backwards (re-entry during a retrograde loop). */
  readonly retrograde: boolean;
}

/** /panchang/next-transits: one graha's ingresses over `horizonDays` from 00:00 UTC of `date`. */
export interface NextTransitsQuery {
  /** UTC date, YYYY-MM-DD. */
  readonly date: string;
  readonly planet: GrahaKey;
  readonly horizonDays: number;
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  readonly convention: PanchangConvention;
  /** Cooperative deadline (libs/ephemeris `StopCheck`); never stops by default. */
  readonly stop?: StopCheck;
}

const sign = (index: number) => ({ index, name: RASHI_NAMES[index] });

/**
 * Sidereal sign ingresses of one graha in [fromJdUt, fromJdUt + horizonDays], in time order, to 1 s,
 * in the sidereal frame of `opts.convention` (./frame.ts; library default `ephemeris`). The Sun's are
 * the daily packet's sunsign edges under the same convention.
 */
export function signIngresses(
  planet: GrahaKey,
  fromJdUt: number,
  horizonDays: number,
  opts: { ayanamsa: AyanamsaKey; nodeType: NodeType; convention?: PanchangConvention; stop?: StopCheck },
): Ingress[] {
  const convention = opts.convention ?? LIBRARY_SKY_CONVENTION;
  const t1 = fromJdUt + horizonDays;
  const frame = siderealFrame(opts.ayanamsa, opts.nodeType, convention);
  const transitions =
    planet === 'sun'
      ? sunSignIngresses(fromJdUt, t1, opts.ayanamsa, convention, opts.stop)
      : findAngleStateTransitions((t) => frame.sidereal(planet, t), 12, fromJdUt, t1, {
          stepDays: angleStateStepDays(planet, opts.nodeType),
          stop: opts.stop,
        });
  return transitions.map((tr) => ({
    planet,
    jdUt: tr.jdUt,
    from: sign(tr.from),
    to: sign(tr.to),
    retrograde: (tr.from - tr.to + 12) % 12 === 1,
  }));
}
