import { stopAtDeadline } from '@pj/ephemeris';
import { overrunMs } from '../../ephemeris/test/deadline-support';
import { observancesInRange, resolveObservance } from '../src';
import { ekadashisInRange } from '../src/ekadashi';

/**
 * Cooperative deadlines of the observance engine: the year timeline (per day and per engine
 * sample) and the evaluators stop once the budget has passed; without one, results do not change.
 */
const TROMSO = { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' };

describe('observance engine: cooperative deadline', () => {
  beforeAll(() => {
    // load and validate the rules once (not part of any deadline below)
    observancesInRange({ lat: 28.61, lng: 77.21, tz: 'Asia/Kolkata', fromDate: '2025-01-01', days: 3 });
  });

  it('a 400-day range at 69.65° N stops < 100 ms after an expired or near-expiring deadline, well before its unbounded run ends', () => {
    const started = Date.now();
    const full = observancesInRange({ ...TROMSO, fromDate: '2025-01-01', days: 400 });
    const fullMs = Date.now() - started;
    expect(full.observances.length).toBeGreaterThan(250);
    expect(
      overrunMs(-1, (stop) => observancesInRange({ ...TROMSO, fromDate: '2025-01-01', days: 400, stop })),
    ).toBeLessThan(100);
    const budget = Math.min(150, Math.floor(fullMs / 4));
    const t0 = Date.now();
    expect(
      overrunMs(budget, (stop) => observancesInRange({ ...TROMSO, fromDate: '2025-01-01', days: 400, stop })),
    ).toBeLessThan(100);
    expect(Date.now() - t0).toBeLessThan(fullMs);
  }, 120_000);

  it('one observance in a year and the Ekadashi module (Madhva polar rule included) stop as well', () => {
    expect(overrunMs(20, (stop) => resolveObservance({ ...TROMSO, slug: 'diwali', year: 2025, stop }))).toBeLessThan(
      100,
    );
    expect(
      overrunMs(-1, (stop) => ekadashisInRange({ ...TROMSO, fromDate: '2025-01-01', days: 400, stop })),
    ).toBeLessThan(100);
    // Madhva at 69.65° N: the lazily searched sunrises and the polar rule's repeats at lower latitudes
    expect(
      overrunMs(50, (stop) =>
        ekadashisInRange({ ...TROMSO, fromDate: '2025-01-01', days: 400, tradition: 'madhva', stop }),
      ),
    ).toBeLessThan(100);
  }, 120_000);

  it('a budget that never expires changes nothing (byte-identical JSON)', () => {
    const q = { ...TROMSO, fromDate: '2025-03-01', days: 60 };
    const plain = JSON.stringify(observancesInRange(q));
    expect(JSON.stringify(observancesInRange({ ...q, stop: stopAtDeadline(Date.now() + 3_600_000) }))).toBe(plain);
    const e = { ...TROMSO, fromDate: '2025-03-01', days: 60 };
    expect(JSON.stringify(ekadashisInRange({ ...e, stop: stopAtDeadline(Date.now() + 3_600_000) }))).toBe(
      JSON.stringify(ekadashisInRange(e)),
    );
  }, 120_000);
});
