import {
  DeadlineExceededError,
  findAngleCrossings,
  findStations,
  findTransitions,
  NEVER_STOP,
  stopAtDeadline,
} from '../src';

describe('cooperative deadline (StopCheck)', () => {
  it('stopAtDeadline: passes up to and at the deadline, throws deadline_exceeded one millisecond after (fake clock)', () => {
    let now = 1_000;
    const stop = stopAtDeadline(1_500, { now: () => now });
    expect(() => stop()).not.toThrow();
    now = 1_500;
    expect(() => stop()).not.toThrow();
    now = 1_501;
    let err: unknown = null;
    try {
      stop();
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DeadlineExceededError);
    expect((err as DeadlineExceededError).code).toBe('deadline_exceeded');
    expect((err as DeadlineExceededError).deadlineAtMs).toBe(1_500);
    expect((err as DeadlineExceededError).stoppedAtMs).toBe(1_501);
    expect((err as Error).message).toBe('deadline passed 1 ms ago; the computation was stopped');
  });

  it('stopAtDeadline: no deadline (null, undefined, NaN, Infinity) never stops; `every` reads the clock every N calls', () => {
    for (const d of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) expect(stopAtDeadline(d)).toBe(NEVER_STOP);
    let reads = 0;
    const stop = stopAtDeadline(0, {
      every: 4,
      now: () => {
        reads++;
        return 1;
      },
    });
    stop();
    stop();
    stop();
    expect(reads).toBe(0);
    expect(() => stop()).toThrow(DeadlineExceededError);
    expect(reads).toBe(1);
  });

  // a uniform model of the Moon-Sun elongation in 12° states: 400 days × 30 / 29.530588 = 406.36 boundaries
  const elongation = (jd: number) => (((jd - 2451550.26) / 29.530588) * 360) % 360;
  const tithi = (jd: number) => Math.floor(elongation(jd) / 12);

  it('the searches stop at an expired budget and are unchanged by a budget that never expires', () => {
    const t0 = 2460676.5;
    const t1 = t0 + 400;
    const plain = findTransitions(tithi, t0, t1, { stepDays: 0.5 });
    expect(plain.length).toBe(406);
    expect(findTransitions(tithi, t0, t1, { stepDays: 0.5, stop: stopAtDeadline(Date.now() + 3_600_000) })).toEqual(
      plain,
    );
    const expired = stopAtDeadline(Date.now() - 1);
    expect(() => findTransitions(tithi, t0, t1, { stepDays: 0.5, stop: expired })).toThrow(DeadlineExceededError);
    expect(() => findAngleCrossings(elongation, 90, t0, t1, { stepDays: 0.5, stop: expired })).toThrow(
      DeadlineExceededError,
    );
    expect(() => findStations((t) => Math.sin(t), t0, t1, { stepDays: 0.5, stop: expired })).toThrow(
      DeadlineExceededError,
    );
    // the check runs per evaluation: after N evaluations the search stops at the (N+1)th
    let calls = 0;
    const afterTen = () => {
      if (++calls > 10) throw new DeadlineExceededError(0, 1);
    };
    expect(() => findTransitions(tithi, t0, t1, { stepDays: 0.5, stop: afterTen })).toThrow(DeadlineExceededError);
    expect(calls).toBe(11);
  });
});
