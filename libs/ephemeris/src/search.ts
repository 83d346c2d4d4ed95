/**
 * The one event search behind every boundary (tithi, nakshatra, sankranti, ingress, station):
 * sample at a fixed step, then refine each bracketed change. After skyfield's `find_discrete`
 * (sampling + bisection) for integer states, and the Illinois variant of regula falsi
 * (Dowell & Jarratt 1971, BIT 11:168) for continuous functions.
 *
 * PRECONDITION (all functions): `stepDays` is small enough that nothing happens twice within one
 * step — a state that changes and changes back, or an angle that crosses the target and
 * returns, between two samples is invisible. Pick it from the fastest rate involved (e.g. the
 * Moon's 15.4°/day maximum against a 12° tithi: stepDays ≤ 0.75).
 *
 * ACCURACY: findTransitions returns the first refined time in the new state, at most
 * `epsilonS` after the true boundary (bisection until the bracket is ≤ epsilonS). The
 * continuous searches return a point of a final bracket ≤ epsilonS wide that contains the root.
 * Both are limited by binary64 JD resolution (≈ 40 µs), so epsilonS should be ≥ 0.001.
 */
import { signedDiffDeg, norm360 } from './angles';
import { NEVER_STOP, StopCheck } from './budget';
import { EphemerisInputError } from './errors';
import { checkSearchWindow } from './search-window';
import { SECONDS_PER_DAY } from './time';

export interface Transition<S> {
  jdUt: number;
  from: S;
  to: S;
}

const DEFAULT_EPSILON_S = 1;
/** Illinois iterations allowed per root; convergence is superlinear, typically < 10. */
const MAX_ROOT_ITERATIONS = 100;

/**
 * Times in [t0JdUt, t1JdUt] where the integer-valued `state` changes, in time order.
 * Several changes visible at refinement points within one step are all found.
 */
export function findTransitions(
  stateOf: (jdUt: number) => number,
  t0JdUt: number,
  t1JdUt: number,
  opts: { stepDays: number; epsilonS?: number; maxCount?: number; stop?: StopCheck },
): Transition<number>[] {
  const stop = opts.stop ?? NEVER_STOP;
  const state = (t: number): number => {
    stop();
    return stateOf(t);
  };
  const epsilonS = opts.epsilonS ?? DEFAULT_EPSILON_S;
  checkSearchWindow(t0JdUt, t1JdUt, opts.stepDays, epsilonS);
  const eps = epsilonS / SECONDS_PER_DAY;
  const maxCount = opts.maxCount ?? Number.POSITIVE_INFINITY;
  const out: Transition<number>[] = [];

  const refine = (lo: number, sLo: number, hi: number, sHi: number): void => {
    if (out.length >= maxCount) return;
    const mid = lo + (hi - lo) / 2;
    if (hi - lo <= eps || mid <= lo || mid >= hi) {
      out.push({ jdUt: hi, from: sLo, to: sHi });
      return;
    }
    const sMid = state(mid);
    if (sMid !== sLo) refine(lo, sLo, mid, sMid);
    if (sMid !== sHi) refine(mid, sMid, hi, sHi);
  };

  let ta = t0JdUt;
  let sa = state(ta);
  while (ta < t1JdUt && out.length < maxCount) {
    const tb = Math.min(ta + opts.stepDays, t1JdUt);
    const sb = state(tb);
    if (sb !== sa) refine(ta, sa, tb, sb);
    ta = tb;
    sa = sb;
  }
  return out;
}

/** State function floor(norm360(angle) / width): e.g. width 12 for tithi of the Moon−Sun elongation. */
export function angleState(angleDeg: (jdUt: number) => number, widthDeg: number): (jdUt: number) => number {
  if (!Number.isFinite(widthDeg) || widthDeg <= 0 || widthDeg > 360)
    throw new EphemerisInputError(`widthDeg must be in (0, 360], got ${widthDeg}`);
  return (jdUt) => Math.floor(norm360(angleDeg(jdUt)) / widthDeg);
}

/** Root of continuous f in [a, b] with f(a), f(b) on opposite sides of 0 (f(a) < 0 ≤ f(b) or the reverse). */
function refineRoot(f: (t: number) => number, a: number, fa: number, b: number, fb: number, eps: number): number {
  if (fa === 0) return a;
  if (fb === 0) return b;
  let side = 0;
  for (let i = 0; i < MAX_ROOT_ITERATIONS && b - a > eps; i++) {
    // regula falsi point, kept ≥ eps/2 from both ends so every step shrinks the bracket
    let x = (a * fb - b * fa) / (fb - fa);
    x = Math.min(Math.max(x, a + eps / 2), b - eps / 2);
    const fx = f(x);
    if (fx === 0) return x;
    if (fx < 0 === fb < 0) {
      b = x;
      fb = fx;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = x;
      fa = fx;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return (a * fb - b * fa) / (fb - fa);
}

interface SignChange {
  jdUt: number;
  rising: boolean;
}

/** Sign changes of f sampled every stepDays; `continuous(fa, fb)` rejects brackets across a discontinuity. */
function scanSignChanges(
  fOf: (t: number) => number,
  t0: number,
  t1: number,
  stepDays: number,
  epsilonS: number,
  continuous: (fa: number, fb: number) => boolean,
  stop: StopCheck = NEVER_STOP,
): SignChange[] {
  const f = (t: number): number => {
    stop();
    return fOf(t);
  };
  checkSearchWindow(t0, t1, stepDays, epsilonS);
  const eps = epsilonS / SECONDS_PER_DAY;
  const out: SignChange[] = [];
  let ta = t0;
  let fa = f(ta);
  while (ta < t1) {
    const tb = Math.min(ta + stepDays, t1);
    const fb = f(tb);
    if (fa < 0 !== fb < 0 && continuous(fa, fb)) {
      const root = refineRoot(f, ta, fa, tb, fb, eps);
      const last = out[out.length - 1];
      // a touch of exactly 0 at a sample would otherwise be reported by both adjacent brackets
      if (!last || root - last.jdUt > eps) out.push({ jdUt: root, rising: fb >= 0 });
    }
    ta = tb;
    fa = fb;
  }
  return out;
}

/**
 * Instants in [t0JdUt, t1JdUt] where `angleDeg` crosses `targetDeg`, in either direction
 * (retrograde motion included), with wrap-around at 360°. Precondition: the angle moves less
 * than 180° per step and crosses the target at most once per step.
 */
export function findAngleCrossings(
  angleDeg: (jdUt: number) => number,
  targetDeg: number,
  t0JdUt: number,
  t1JdUt: number,
  opts: { stepDays: number; epsilonS?: number; stop?: StopCheck },
): number[] {
  const g = (t: number) => signedDiffDeg(angleDeg(t), targetDeg);
  // g jumps by ~360° where the angle passes the antipode of the target: not a crossing
  const continuous = (ga: number, gb: number) => Math.abs(gb - ga) < 180;
  return scanSignChanges(
    g,
    t0JdUt,
    t1JdUt,
    opts.stepDays,
    opts.epsilonS ?? DEFAULT_EPSILON_S,
    continuous,
    opts.stop,
  ).map((c) => c.jdUt);
}

/**
 * Stations: where `speed` (degrees/day) changes sign. + → − is a 'retrograde' station, − → +
 * a 'direct' one. Precondition: at most one station per step.
 */
export function findStations(
  speed: (jdUt: number) => number,
  t0: number,
  t1: number,
  opts: { stepDays: number; epsilonS?: number; stop?: StopCheck },
): { jdUt: number; kind: 'retrograde' | 'direct' }[] {
  return scanSignChanges(speed, t0, t1, opts.stepDays, opts.epsilonS ?? DEFAULT_EPSILON_S, () => true, opts.stop).map(
    (c) => ({
      jdUt: c.jdUt,
      kind: c.rising ? ('direct' as const) : ('retrograde' as const),
    }),
  );
}
