import { stopAtDeadline } from '@pj/ephemeris';
import { overrunMs } from '../../ephemeris/test/deadline-support';
import { monthGrid, tithiYearPacket } from '../src';

/**
 * The month grid (per day and per engine sample) and the tithi year stop at the budget; without one they do not change.
 */
const TROMSO = { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' };

describe('month grid and tithi year: cooperative deadline', () => {
  it('stop < 100 ms after an expired or near-expiring deadline', () => {
    expect(overrunMs(-1, (stop) => monthGrid({ ...TROMSO, ym: '2025-06', ayanamsa: 'lahiri', stop }))).toBeLessThan(
      100,
    );
    expect(overrunMs(5, (stop) => monthGrid({ ...TROMSO, ym: '2025-12', ayanamsa: 'lahiri', stop }))).toBeLessThan(100);
    expect(
      overrunMs(-1, (stop) => tithiYearPacket({ ...TROMSO, slug: 'shukla-ekadashi', year: 2025, stop })),
    ).toBeLessThan(100);
  }, 60_000);

  it('a budget that never expires changes nothing (byte-identical JSON)', () => {
    const far = () => stopAtDeadline(Date.now() + 3_600_000);
    const m = { ...TROMSO, ym: '2025-06', ayanamsa: 'lahiri' as const };
    expect(JSON.stringify(monthGrid({ ...m, stop: far() }))).toBe(JSON.stringify(monthGrid(m)));
    const t = { ...TROMSO, slug: 'shukla-ekadashi', year: 2025 };
    expect(JSON.stringify(tithiYearPacket({ ...t, stop: far() }))).toBe(JSON.stringify(tithiYearPacket(t)));
  }, 60_000);
});
