/**
 * Spans of an angle state: the generic search behind every Panchang element that divides the
 * circle into equal parts (tithi = Moon−Sun elongation in 30 parts, karana 60, nakshatra 27,
 * pada 108, yoga 27 of Sun+Moon, rashi 12, new moon 1).
 *
 * Like findTransitions it samples at a fixed step and refines each bracketed change, but it
 * refines on the continuous angle, not by bisecting the integer state: the angle's rate gives a
 * cubic Hermite first guess and Newton steps safeguarded by the bracket (Press et al., Numerical
 * Recipes 3rd ed. §9.4 "rtsafe"). For the Moon over a one-day bracket the Hermite guess is within
 * ~1 s, so most boundaries cost one evaluation instead of the ~17 of a 1-s bisection.
 *
 * PRECONDITION: the angle moves less than 180° within one step, and is monotonic within any step
 * that contains a boundary (a boundary crossed and re-crossed within one step is missed). The
 * Panchang angles (Sun, Moon, their sum and difference) always increase.
 *
 * ACCURACY: each boundary is returned within `epsilonS` of the true crossing; the returned
 * point follows a Newton step ≤ epsilonS, so its error is of order (g''/g′)·epsilonS², far below.
 */
import { norm360, signedDiffDeg } from './angles';
import { EphemerisInputError } from './errors';
import { NEVER_STOP, StopCheck } from './budget';
import { checkSearchWindow } from './search-window';
import { SECONDS_PER_DAY } from './time';

export interface AngleAt {
  /** The angle in degrees (any real; it is reduced mod 360). */
  readonly deg: number;
  /** Its rate, degrees per day; an estimate is enough (it steers the refinement, not the root). */
  readonly rateDegPerDay: number;
}

export interface AngleSpan {
  /** State 0 .. states−1: floor(norm360(angle) · states / 360). */
  readonly index: number;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

const DEFAULT_EPSILON_S = 1;
/** Refinement steps per boundary; safeguarded Newton needs ≤ 3 on smooth angles, bisection fallback ≤ ~40. */
const MAX_REFINE_ITERATIONS = 60;
/** Newton iterations on the Hermite cubic (pure arithmetic, no evaluations). */
const HERMITE_NEWTON_ITERATIONS = 4;

interface Pt {
  t: number;
  deg: number;
  rate: number;
}

/**
 * State of an angle among `states` equal parts: floor(norm360(deg)·states/360), computed so exact boundaries land in
 * the upper state.
 */
export function angleStateIndex(deg: number, states: number): number {
  return Math.min(states - 1, Math.floor((norm360(deg) * states) / 360));
}

/** Boundaries m·(360/states) crossed between two samples, in crossing order, unwrapped (m may be ≥ states or < 0). */
function crossings(a: Pt, b: Pt, states: number): number[] {
  const lo = norm360(a.deg);
  const hi = lo + signedDiffDeg(b.deg, a.deg);
  const out: number[] = [];
  const mLo = Math.floor((lo * states) / 360);
  const mHi = Math.floor((hi * states) / 360);
  if (hi > lo) for (let m = mLo + 1; m <= mHi; m++) out.push(m);
  else if (hi < lo) for (let m = mLo; m > mHi; m--) out.push(m);
  return out;
}

/**
 * Cubic Hermite root in (a.t, b.t) for g = angle − target, from values and rates at both ends.
 * As a first guess it is kept 0.1 % inside the bracket (so Newton has room); as the accepted
 * answer (`exact`) it may lie anywhere in [a.t, b.t].
 */
function hermiteGuess(a: Pt, ga: number, b: Pt, gb: number, exact = false): number {
  const h = b.t - a.t;
  const ma = a.rate * h;
  const mb = b.rate * h;
  let s = ga / (ga - gb);
  if (!Number.isFinite(s)) s = 0.5;
  for (let i = 0; i < (exact ? 2 * HERMITE_NEWTON_ITERATIONS : HERMITE_NEWTON_ITERATIONS); i++) {
    const s2 = s * s;
    const s3 = s2 * s;
    const p = (2 * s3 - 3 * s2 + 1) * ga + (s3 - 2 * s2 + s) * ma + (-2 * s3 + 3 * s2) * gb + (s3 - s2) * mb;
    const dp = (6 * s2 - 6 * s) * ga + (3 * s2 - 4 * s + 1) * ma + (-6 * s2 + 6 * s) * gb + (3 * s2 - 2 * s) * mb;
    if (dp === 0 || !Number.isFinite(dp)) break;
    s -= p / dp;
  }
  if (!Number.isFinite(s)) s = ga / (ga - gb);
  s = exact ? Math.min(Math.max(s, 0), 1) : Math.min(Math.max(s, 0.001), 0.999);
  return a.t + s * h;
}

/** Time in [a.t, b.t] where the angle equals targetDeg (bracketed: a and b on opposite sides). */
function solveBoundary(at: (t: number) => Pt, a: Pt, b: Pt, targetDeg: number, eps: number): number {
  const g = (p: Pt) => signedDiffDeg(p.deg, targetDeg);
  let lo = a.t;
  let glo = g(a);
  let hi = b.t;
  let ghi = g(b);
  if (glo === 0) return lo;
  if (ghi === 0) return hi;
  let x = hermiteGuess(a, glo, b, ghi);
  for (let i = 0; i < MAX_REFINE_ITERATIONS; i++) {
    const p = at(x);
    const gx = g(p);
    if (gx === 0) return x;
    if (gx < 0 === glo < 0) {
      lo = x;
      glo = gx;
    } else {
      hi = x;
      ghi = gx;
    }
    let next = p.rate !== 0 ? x - gx / p.rate : NaN;
    if (Number.isFinite(next) && next > lo && next < hi) {
      if (Math.abs(next - x) <= eps) return next;
    } else {
      next = lo + (hi - lo) / 2;
    }
    if (hi - lo <= eps) return (lo * ghi - hi * glo) / (ghi - glo);
    x = next;
  }
  return (lo * ghi - hi * glo) / (ghi - glo);
}

function checkAngleSearch(states: number, t0JdUt: number, t1JdUt: number, stepDays: number, epsilonS: number): void {
  if (!Number.isInteger(states) || states < 1 || states > 3600)
    throw new EphemerisInputError(`states must be an integer 1..3600, got ${states}`);
  checkSearchWindow(t0JdUt, t1JdUt, stepDays, epsilonS);
}

/**
 * Every span of the state floor(angle · states / 360) that overlaps [t0JdUt, t1JdUt), in time
 * order, with its start and end: the first span starts at or before t0 (the search steps back
 * from t0 until it meets a boundary) and the last ends after t1. With t0 = t1: the one span
 * containing that instant.
 * @param angle angle and rate at a Julian day (UT); called once per sample and per refinement step.
 * @param states number of equal parts of the circle, 1..3600 (1: spans between successive 0° crossings).
 * @param opts.stepDays sampling step (see the precondition); opts.maxSpanDays the longest a span can
 *   last (the search gives up, with an error, after stepping this far beyond the window without a
 *   boundary); opts.epsilonS accuracy of each boundary, ≥ 0.001 s (default 1);
 *   opts.acceptInterpolation(a, b): when it returns true for a bracket, its boundaries are the
 *   cubic Hermite interpolant's roots without further evaluation. Only for a caller whose step
 *   bounds the interpolation error below epsilonS (error ≤ h⁴/384 · max|angle⁗| / rate) and whose
 *   angle is smooth over that bracket; opts.alignToStep samples at whole multiples of the step
 *   (in JD), so that searches over different windows share their samples and interpolants.
 */
export function angleStateSpans(
  angle: (jdUt: number) => AngleAt,
  states: number,
  t0JdUt: number,
  t1JdUt: number,
  opts: {
    stepDays: number;
    maxSpanDays: number;
    epsilonS?: number;
    acceptInterpolation?: (t0JdUt: number, t1JdUt: number) => boolean;
    alignToStep?: boolean;
    /** Cooperative deadline, called before every evaluation of the angle (./budget.ts); never stops by default. */
    stop?: StopCheck;
  },
): AngleSpan[] {
  const epsilonS = opts.epsilonS ?? DEFAULT_EPSILON_S;
  checkAngleSearch(states, t0JdUt, t1JdUt, opts.stepDays, epsilonS);
  if (!Number.isFinite(opts.maxSpanDays) || opts.maxSpanDays <= 0)
    throw new EphemerisInputError(`maxSpanDays must be > 0, got ${opts.maxSpanDays}`);
  const eps = epsilonS / SECONDS_PER_DAY;
  const step = opts.stepDays;
  const stop = opts.stop ?? NEVER_STOP;
  const at = (t: number): Pt => {
    stop();
    const r = angle(t);
    return { t, deg: r.deg, rate: r.rateDegPerDay };
  };

  // samples across the window: the last exactly at t1, or (aligned) the multiples of the step around it
  const chain: Pt[] = [];
  if (opts.alignToStep) {
    const first = Math.floor(t0JdUt / step);
    const last = Math.max(first, Math.ceil(t1JdUt / step));
    for (let k = first; k <= last; k++) chain.push(at(k * step));
  } else {
    const n = Math.max(1, Math.ceil((t1JdUt - t0JdUt) / step));
    for (let i = 0; i <= n; i++) chain.push(at(i === n ? t1JdUt : t0JdUt + ((t1JdUt - t0JdUt) * i) / n));
    if (t1JdUt === t0JdUt) chain.length = 1;
  }
  const c0 = chain[0].t;
  const c1 = chain[chain.length - 1].t;

  // step back from t0 until a boundary lies in (sample, t0]; forward from t1 until one lies in (t1, sample]
  const limitSteps = Math.ceil(opts.maxSpanDays / step) + 1;
  const back: Pt[] = [];
  for (let k = 1, later = chain[0]; ; k++) {
    if (k > limitSteps)
      throw new EphemerisInputError(`no boundary within ${opts.maxSpanDays} days before JD ${t0JdUt}`);
    const p = at(c0 - k * step);
    back.unshift(p);
    if (crossings(p, later, states).length > 0) break;
    later = p;
  }
  const forward: Pt[] = [];
  for (let k = 1, earlier = chain[chain.length - 1]; ; k++) {
    if (k > limitSteps) throw new EphemerisInputError(`no boundary within ${opts.maxSpanDays} days after JD ${t1JdUt}`);
    const p = at(c1 + k * step);
    forward.push(p);
    if (crossings(earlier, p, states).length > 0) break;
    earlier = p;
  }

  // refine: only the last boundary of the first bracket and the first of the last bracket are needed
  const all = [...back, ...chain, ...forward];
  const transitions: { t: number; to: number }[] = [];
  for (let i = 0; i + 1 < all.length; i++) {
    const a = all[i];
    const b = all[i + 1];
    let ms = crossings(a, b, states);
    if (ms.length === 0) continue;
    if (i === 0) ms = ms.slice(-1);
    if (i + 1 === all.length - 1) ms = ms.slice(0, 1);
    const upward = signedDiffDeg(b.deg, a.deg) > 0;
    for (const m of ms) {
      const target = norm360((m * 360) / states);
      const t = opts.acceptInterpolation?.(a.t, b.t)
        ? hermiteGuess(a, signedDiffDeg(a.deg, target), b, signedDiffDeg(b.deg, target), true)
        : solveBoundary(at, a, b, target, eps);
      const to = (((upward ? m : m - 1) % states) + states) % states;
      transitions.push({ t, to });
    }
  }
  transitions.sort((x, y) => x.t - y.t);

  const spans: AngleSpan[] = [];
  for (let i = 0; i + 1 < transitions.length; i++) {
    const start = transitions[i].t;
    const end = transitions[i + 1].t;
    const overlaps = t1JdUt > t0JdUt ? end > t0JdUt && start < t1JdUt : start <= t0JdUt && end > t0JdUt;
    if (overlaps) spans.push(Object.freeze({ index: transitions[i].to, startJdUt: start, endJdUt: end }));
  }
  return spans;
}

/**
 * Every change of the state floor(angle · states / 360) in [t0JdUt, t1JdUt], in time order, with
 * the states before and after: findTransitions' answer for an angle state, refined like
 * angleStateSpans (Hermite guess, safeguarded Newton: ~1–2 evaluations per boundary instead of
 * ~17 for a 1-s bisection). The angle may move either way (retrograde planets): each step's
 * boundaries are those between its two samples along the shorter arc.
 * PRECONDITION: as angleStateSpans (< 180° per step; no boundary crossed and re-crossed within a step).
 */
export function findAngleStateTransitions(
  angle: (jdUt: number) => AngleAt,
  states: number,
  t0JdUt: number,
  t1JdUt: number,
  opts: { stepDays: number; epsilonS?: number; stop?: StopCheck },
): { jdUt: number; from: number; to: number }[] {
  const epsilonS = opts.epsilonS ?? DEFAULT_EPSILON_S;
  checkAngleSearch(states, t0JdUt, t1JdUt, opts.stepDays, epsilonS);
  const eps = epsilonS / SECONDS_PER_DAY;
  const stop = opts.stop ?? NEVER_STOP;
  const at = (t: number): Pt => {
    stop();
    const r = angle(t);
    return { t, deg: r.deg, rate: r.rateDegPerDay };
  };
  const out: { jdUt: number; from: number; to: number }[] = [];
  let a = at(t0JdUt);
  while (a.t < t1JdUt) {
    const b = at(Math.min(a.t + opts.stepDays, t1JdUt));
    const upward = signedDiffDeg(b.deg, a.deg) > 0;
    for (const m of crossings(a, b, states)) {
      const jdUt = solveBoundary(at, a, b, norm360((m * 360) / states), eps);
      const above = ((m % states) + states) % states;
      const below = (above + states - 1) % states;
      out.push(upward ? { jdUt, from: below, to: above } : { jdUt, from: above, to: below });
    }
    a = b;
  }
  return out.sort((x, y) => x.jdUt - y.jdUt);
}
