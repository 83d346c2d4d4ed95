import { StopCheck, stopAtDeadline } from '@pj/ephemeris';
import { overrunMs } from '../../ephemeris/test/deadline-support';
import {
  combustionsPacket,
  eclipsesPacket,
  gocharPacket,
  nextTransitsPacket,
  planetEventsPacket,
  retrogradesPacket,
} from '../src';

/** The sky scans stop at the budget (checked per engine evaluation); without one they do not change. */
const events = (days: number, stop?: ReturnType<typeof stopAtDeadline>) =>
  planetEventsPacket({
    date: '2025-01-01',
    time: '00:00:00',
    lat: 28.61,
    lng: 77.21,
    tz: 'Asia/Kolkata',
    days,
    limit: 5000,
    kinds: ['aspect', 'ingress', 'nakshatra', 'station'],
    ayanamsa: 'lahiri',
    nodeType: 'mean',
    convention: 'drik',
    dstPolicy: 'reject',
    stop,
  });

describe('sky scans: cooperative deadline', () => {
  it('planet events (1100 days), next transits of the Moon (3660 days), gochar (1100 days), retrogrades, combustions and eclipses stop < 100 ms after the deadline', () => {
    expect(overrunMs(-1, (stop) => events(1100, stop))).toBeLessThan(100);
    expect(overrunMs(30, (stop) => events(1100, stop))).toBeLessThan(100);
    const moonTransits = (stop: StopCheck) =>
      nextTransitsPacket({
        date: '2025-01-01',
        planet: 'moon',
        horizonDays: 3660,
        ayanamsa: 'lahiri',
        nodeType: 'mean',
        convention: 'drik',
        stop,
      });
    expect(overrunMs(-1, moonTransits)).toBeLessThan(100);
    expect(overrunMs(10, moonTransits)).toBeLessThan(100);
    expect(
      overrunMs(-1, (stop) =>
        gocharPacket({ fromDate: '2025-01-01', windowDays: 1100, ayanamsa: 'lahiri', convention: 'drik', stop }),
      ),
    ).toBeLessThan(100);
    expect(overrunMs(-1, (stop) => retrogradesPacket({ date: '2025-01-01', stop }))).toBeLessThan(100);
    // 2024-12-31 12:00 UTC: the Moon, 13.5 h after the new moon of 2024-12-30 22:27 UTC, is combust; its edge scans
    // stop
    expect(overrunMs(-1, (stop) => combustionsPacket({ date: '2024-12-31', stop }))).toBeLessThan(100);
    expect(
      overrunMs(-1, (stop) =>
        eclipsesPacket({ date: '2025-01-01', lat: 69.65, lng: 18.96, tz: 'Europe/Oslo', count: 12, stop }),
      ),
    ).toBeLessThan(100);
  }, 60_000);

  it('a budget that never expires changes nothing (byte-identical JSON)', () => {
    const far = () => stopAtDeadline(Date.now() + 3_600_000);
    expect(JSON.stringify(events(90, far()))).toBe(JSON.stringify(events(90)));
    const nt = {
      date: '2025-01-01',
      planet: 'moon' as const,
      horizonDays: 120,
      ayanamsa: 'lahiri' as const,
      nodeType: 'mean' as const,
      convention: 'drik' as const,
    };
    expect(JSON.stringify(nextTransitsPacket({ ...nt, stop: far() }))).toBe(JSON.stringify(nextTransitsPacket(nt)));
    const g = { fromDate: '2025-01-01', windowDays: 370, ayanamsa: 'lahiri' as const, convention: 'drik' as const };
    expect(JSON.stringify(gocharPacket({ ...g, stop: far() }))).toBe(JSON.stringify(gocharPacket(g)));
    expect(JSON.stringify(retrogradesPacket({ date: '2025-01-01', stop: far() }))).toBe(
      JSON.stringify(retrogradesPacket({ date: '2025-01-01' })),
    );
    expect(JSON.stringify(combustionsPacket({ date: '2024-12-31', stop: far() }))).toBe(
      JSON.stringify(combustionsPacket({ date: '2024-12-31' })),
    );
    const e = { date: '2025-01-01', lat: 69.65, lng: 18.96, tz: 'Europe/Oslo', count: 12 };
    expect(JSON.stringify(eclipsesPacket({ ...e, stop: far() }))).toBe(JSON.stringify(eclipsesPacket(e)));
  }, 60_000);
});
