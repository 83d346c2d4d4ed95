import { DeadlineExceededError, StopCheck, stopAtDeadline } from '../src';

/**
 * Runs `f` with a stop check whose deadline is `ms` from now (negative: already passed) and
 * returns how many ms after the deadline it threw `deadline_exceeded`; throws if it finished
 * first (no deadline was exercised) and rethrows any other error. Plain TypeScript (no jest
 * globals): `npm run build` compiles the libs' test helpers too.
 */
export function overrunMs(ms: number, f: (stop: StopCheck) => unknown): number {
  const deadline = Date.now() + ms;
  try {
    f(stopAtDeadline(deadline));
  } catch (e) {
    // anything but deadline_exceeded fails the calling test as it is
    if (!(e instanceof DeadlineExceededError) || e.code !== 'deadline_exceeded') throw e;
    return Date.now() - deadline;
  }
  throw new Error(`finished within ${ms} ms: no deadline was exercised`);
}
