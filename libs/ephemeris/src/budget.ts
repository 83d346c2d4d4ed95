/**
 * Cooperative deadlines for long computations (year timelines, ephemeris scans, dasha trees).
 *
 * A `StopCheck` is called by a long loop once per step (a day, a sample, a search bracket); it
 * returns when the work may go on and throws `DeadlineExceededError` once the deadline has passed.
 * The libs never read a clock of their own accord: the caller (a service handler, from the
 * gateway's absolute `deadlineAtMs`) builds the check and passes it in. Without one, `NEVER_STOP`
 * applies and results are exactly those of an unbounded run (the check has no side effect on the
 * computation; it can only abort it).
 */
export type StopCheck = () => void;

/** The default: never stops. */
export const NEVER_STOP: StopCheck = () => undefined;

/** The computation was abandoned because its caller's deadline passed. Closed code `deadline_exceeded`. */
export class DeadlineExceededError extends Error {
  readonly code = 'deadline_exceeded' as const;

  constructor(
    readonly deadlineAtMs: number,
    readonly stoppedAtMs: number,
  ) {
    super(`deadline passed ${stoppedAtMs - deadlineAtMs} ms ago; the computation was stopped`);
    this.name = 'DeadlineExceededError';
  }
}

/**
 * A check that throws once `now() > deadlineAtMs`. The clock is read every `every` calls (default
 * 1: `Date.now()` costs tens of nanoseconds, a step of any scan costs microseconds or more, so
 * reading it each time keeps the overrun to one step). A non-finite or absent deadline never stops.
 */
export function stopAtDeadline(
  deadlineAtMs: number | null | undefined,
  opts: { every?: number; now?: () => number } = {},
): StopCheck {
  if (typeof deadlineAtMs !== 'number' || !Number.isFinite(deadlineAtMs)) return NEVER_STOP;
  const every = Math.max(1, Math.floor(opts.every ?? 1));
  const now = opts.now ?? Date.now;
  let calls = 0;
  return () => {
    if (++calls < every) return;
    calls = 0;
    const t = now();
    if (t > deadlineAtMs) throw new DeadlineExceededError(deadlineAtMs, t);
  };
}
