import { DeadlineExceededError, StopCheck, stopAtDeadline } from '../src';

/**
 * Runs `f` with a stop check whose deadline is `ms` from now (negative: already passed) and
 * returns how many ms after the deadline it threw `deadline_exceeded`; fails if it finished
 * first (no deadline was exercised) or threw anything else.
 */
export function overrunMs(ms: number, f: (stop: StopCheck) => unknown): number {
  const deadline = Date.now() + ms;
  try {
    f(stopAtDeadline(deadline));
  } catch (e) {
    expect(e).toBeInstanceOf(DeadlineExceededError);
    expect((e as DeadlineExceededError).code).toBe('deadline_exceeded');
    return Date.now() - deadline;
  }
  throw new Error(`finished within ${ms} ms: no deadline was exercised`);
}
