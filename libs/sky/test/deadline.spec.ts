import { DeadlineExceededError, stopAtDeadline } from '@pj/ephemeris';
import { gocharPacket, nextTransitsPacket, planetEventsPacket } from '../src';

/** The sky scans stop at the budget (checked per engine evaluation); without one they do not change. */
function overrunMs(ms: number, f: (stop: ReturnType<typeof stopAtDeadline>) => unknown): number {
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

const events = (days: number, stop?: ReturnType<typeof stopAtDeadline>) =>
  planetEventsPacket({ date: '2025-01-01', time: '00:00:00', lat: 28.61, lng: 77.21, tz: 'Asia/Kolkata', days, limit: 5000, kinds: ['aspect', 'ingress', 'nakshatra', 'station'], ayanamsa: 'lahiri', nodeType: 'mean', stop });

describe('sky scans: cooperative deadline', () => {
  it('planet events (1100 days), next transits of the Moon (3660 days) and gochar (1100 days) stop < 100 ms after the deadline', () => {
    expect(overrunMs(0, (stop) => events(1100, stop))).toBeLessThan(100);
    expect(overrunMs(30, (stop) => events(1100, stop))).toBeLessThan(100);
    expect(overrunMs(0, (stop) => nextTransitsPacket({ date: '2025-01-01', planet: 'moon', horizonDays: 3660, ayanamsa: 'lahiri', nodeType: 'mean', stop }))).toBeLessThan(100);
    expect(overrunMs(10, (stop) => nextTransitsPacket({ date: '2025-01-01', planet: 'moon', horizonDays: 3660, ayanamsa: 'lahiri', nodeType: 'mean', stop }))).toBeLessThan(100);
    expect(overrunMs(0, (stop) => gocharPacket({ fromDate: '2025-01-01', windowDays: 1100, ayanamsa: 'lahiri', stop }))).toBeLessThan(100);
  }, 60_000);

  it('a budget that never expires changes nothing (byte-identical JSON)', () => {
    const far = () => stopAtDeadline(Date.now() + 3_600_000);
    expect(JSON.stringify(events(90, far()))).toBe(JSON.stringify(events(90)));
    const nt = { date: '2025-01-01', planet: 'moon' as const, horizonDays: 120, ayanamsa: 'lahiri' as const, nodeType: 'mean' as const };
    expect(JSON.stringify(nextTransitsPacket({ ...nt, stop: far() }))).toBe(JSON.stringify(nextTransitsPacket(nt)));
    const g = { fromDate: '2025-01-01', windowDays: 370, ayanamsa: 'lahiri' as const };
    expect(JSON.stringify(gocharPacket({ ...g, stop: far() }))).toBe(JSON.stringify(gocharPacket(g)));
  }, 60_000);
});
