/**
 * What every dosha answers: present or not (null when the chart lacks what the rule needs, with
 * `missing`), the rule text and its source, and the clauses that decided it. No severity: none of
 * these doshas has a classical grading (a school's count of reference points is reported instead).
 */
import { GrahaKey } from '@pj/ephemeris';
import { ChartBody, ChartInput, MissingNeed, missingOf } from '../chart-input';

export interface Clause {
  /** snake_case name of the condition. */
  readonly key: string;
  readonly rule: string;
  /** Whether it holds on this chart; null when the chart lacks what it needs. */
  readonly holds: boolean | null;
  /** The grahas that make it hold (empty when it does not). */
  readonly grahas: readonly GrahaKey[];
}

export interface Cancellation extends Clause {
  /** 'cancels': the dosha is void when it holds; 'reduces': the dosha stands, weakened. */
  readonly effect: 'cancels' | 'reduces';
  readonly source: string;
}

export interface DoshaCore {
  readonly present: boolean | null;
  readonly rule: string;
  readonly source: string;
  readonly missing: readonly MissingNeed[];
  readonly clauses: readonly Clause[];
}

/** Whole-sign house (1..12) of `sign` counted from `from`. */
export const houseOf = (from: number, sign: number) => ((sign - from + 12) % 12) + 1;

/** Signs of the bodies, or null for those absent. */
export function signsOf<K extends ChartBody>(input: ChartInput, bodies: readonly K[]): Record<K, number | null> {
  return Object.fromEntries(bodies.map((b) => [b, input.placements[b]?.sign ?? null])) as Record<K, number | null>;
}

/** A clause over signs: null when a needed body is absent. */
export function clause(
  key: string,
  rule: string,
  needs: readonly (number | null)[],
  test: () => readonly GrahaKey[] | boolean,
): Clause {
  if (needs.some((s) => s === null)) return { key, rule, holds: null, grahas: [] };
  const r = test();
  const grahas = typeof r === 'boolean' ? [] : r;
  return { key, rule, holds: typeof r === 'boolean' ? r : r.length > 0, grahas };
}

/**
 * Full graha drishti by signs (BPHS 26): every graha aspects the 7th sign from it; Mars also the 4th and
 * 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th.
 */
const SPECIAL_ASPECTS: Partial<Record<GrahaKey, readonly number[]>> = {
  mars: [4, 8],
  jupiter: [5, 9],
  saturn: [3, 10],
};

export function aspectsSign(graha: GrahaKey, fromSign: number, toSign: number): boolean {
  const house = houseOf(fromSign, toSign);
  return house === 7 || (SPECIAL_ASPECTS[graha] ?? []).includes(house);
}

/** Present when any clause holds; null when none holds and some could not be evaluated. */
export function anyHolds(clauses: readonly Clause[]): boolean | null {
  if (clauses.some((c) => c.holds === true)) return true;
  return clauses.some((c) => c.holds === null) ? null : false;
}

export function missingFor(input: ChartInput, bodies: readonly ChartBody[]): MissingNeed[] {
  return missingOf(input, { signs: bodies });
}
