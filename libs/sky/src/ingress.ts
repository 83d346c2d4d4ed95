import { AyanamsaKey, bodyLongitudeAtJdUt, findAngleStateTransitions, GrahaKey, NodeType, RASHI_NAMES } from '@pj/ephemeris';
import { angleStateStepDays } from './steps';

export interface Ingress {
  readonly planet: GrahaKey;
  readonly jdUt: number;
  readonly from: { readonly index: number; readonly name: string };
  readonly to: { readonly index: number; readonly name: string };
  /** True when the planet enters the sign moving backwards (re-entry during a retrograde loop). */
  readonly retrograde: boolean;
}

const sign = (index: number) => ({ index, name: RASHI_NAMES[index] });

/** Sidereal sign ingresses of one graha in [fromJdUt, fromJdUt + horizonDays], in time order, to 1 s. */
export function signIngresses(planet: GrahaKey, fromJdUt: number, horizonDays: number, opts: { ayanamsa: AyanamsaKey; nodeType: NodeType }): Ingress[] {
  const angle = (t: number) => {
    const p = bodyLongitudeAtJdUt(t, planet, { sidereal: opts.ayanamsa, nodeType: opts.nodeType });
    return { deg: p.lonDeg, rateDegPerDay: p.speedDegPerDay };
  };
  return findAngleStateTransitions(angle, 12, fromJdUt, fromJdUt + horizonDays, { stepDays: angleStateStepDays(planet, opts.nodeType) }).map((tr) => ({
    planet,
    jdUt: tr.jdUt,
    from: sign(tr.from),
    to: sign(tr.to),
    retrograde: (tr.from - tr.to + 12) % 12 === 1,
  }));
}
