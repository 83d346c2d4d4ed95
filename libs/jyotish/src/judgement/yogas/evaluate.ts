/**
 * Evaluates the yoga catalogue on one chart: a verdict per yoga (present, absent, or undetermined
 * when the chart lacks a body a clause reads), the cancellations that hold, and the raja-yoga lord
 * pairs as their own list. Typed domain values only; the wire shape is present.ts's.
 */
import { ChartInput, MissingNeed } from '../chart-input';
import { describeCondition, Evaluator, LordPair, Outcome, State } from './conditions';
import { evaluateComputed, lordPairs } from './computed';
import { YOGA_CATALOGUE, YogaDef } from './catalogue';
import { ChartView, KENDRAS, Missing, TRIKONAS } from './view';

export interface CancellationVerdict {
  readonly key: string;
  readonly text: string;
  readonly source: string;
}

export interface YogaVerdict {
  readonly def: YogaDef;
  readonly state: State;
  readonly outcome: Outcome;
  /** Cancellations that hold (only for a formed yoga). */
  readonly cancellations: readonly CancellationVerdict[];
  /** Formed but cancelled by one of its classical cancellations. */
  readonly cancelled: boolean;
}

export type RajaPairs =
  | { readonly available: true; readonly pairs: readonly LordPair[] }
  | { readonly available: false; readonly missing: readonly MissingNeed[] };

export interface YogasResult {
  readonly input: ChartInput;
  readonly verdicts: readonly YogaVerdict[];
  readonly rajaYogaPairs: RajaPairs;
}

function verdictOf(ev: Evaluator, def: YogaDef): YogaVerdict {
  let outcome = ev.evaluate(def.condition);
  if (outcome.state !== 'yes') return { def, state: outcome.state, outcome, cancellations: [], cancelled: false };
  if (def.about) {
    const about = def.about.filter((g) => ev.view.has(g));
    const houses = ev.view.has('ascendant') ? about.map((g) => ev.view.house(g)) : [];
    outcome = {
      ...outcome,
      grahas: [...new Set([...about, ...outcome.grahas])],
      houses: [...new Set([...houses, ...outcome.houses])],
    };
  }
  const cancellations: CancellationVerdict[] = [];
  for (const c of def.cancellations) {
    const o = ev.evaluate(c.condition);
    if (o.state === 'yes') cancellations.push({ key: c.key, text: describeCondition(c.condition), source: c.source });
  }
  return { def, state: 'yes', outcome, cancellations, cancelled: cancellations.length > 0 };
}

/** One yoga of the catalogue on the chart (a rule another judgement shares: kemadruma in /dosha). */
export function yogaVerdict(input: ChartInput, key: string): YogaVerdict {
  const def = YOGA_CATALOGUE.find((d) => d.key === key);
  if (!def) throw new Error(`no yoga ${key} in the catalogue`);
  return verdictOf(new Evaluator(new ChartView(input), evaluateComputed), def);
}

export interface CancellationOutcome {
  readonly key: string;
  readonly text: string;
  readonly source: string;
  readonly outcome: Outcome;
}

/**
 * One yoga's verdict with every one of its cancellations evaluated (held or not, undetermined when the chart
 * lacks a body): what /dosha reports for kemadruma, from the same definition /yogas applies.
 */
export function yogaWithCancellations(
  input: ChartInput,
  key: string,
): { verdict: YogaVerdict; cancellations: CancellationOutcome[] } {
  const ev = new Evaluator(new ChartView(input), evaluateComputed);
  const verdict = yogaVerdict(input, key);
  const cancellations = verdict.def.cancellations.map((c) => ({
    key: c.key,
    text: describeCondition(c.condition),
    source: c.source,
    outcome: ev.evaluate(c.condition),
  }));
  return { verdict, cancellations };
}

/** Every yoga of the catalogue (or of `keys`) on the chart. */
export function evaluateYogas(input: ChartInput, keys?: readonly string[]): YogasResult {
  const view = new ChartView(input);
  const ev = new Evaluator(view, evaluateComputed);
  const defs = keys ? YOGA_CATALOGUE.filter((d) => keys.includes(d.key)) : YOGA_CATALOGUE;
  let rajaYogaPairs: RajaPairs;
  try {
    rajaYogaPairs = { available: true, pairs: lordPairs(view, KENDRAS, TRIKONAS) };
  } catch (e) {
    if (!(e instanceof Missing)) throw e;
    rajaYogaPairs = { available: false, missing: [e.need] };
  }
  return { input, verdicts: defs.map((d) => verdictOf(ev, d)), rajaYogaPairs };
}
