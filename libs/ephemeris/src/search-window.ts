import { EphemerisInputError } from './errors';

/** The arguments every time search shares: a finite window t0 ≤ t1 (JD UT), a positive step, ε ≥ 1 ms. */
export function checkSearchWindow(t0JdUt: number, t1JdUt: number, stepDays: number, epsilonS: number): void {
  if (!Number.isFinite(t0JdUt) || !Number.isFinite(t1JdUt) || t1JdUt < t0JdUt)
    throw new EphemerisInputError(`invalid search window ${t0JdUt} .. ${t1JdUt}`);
  if (!Number.isFinite(stepDays) || stepDays <= 0)
    throw new EphemerisInputError(`stepDays must be > 0, got ${stepDays}`);
  if (!Number.isFinite(epsilonS) || epsilonS < 0.001)
    throw new EphemerisInputError(`epsilonS must be ≥ 0.001, got ${epsilonS}`);
}
