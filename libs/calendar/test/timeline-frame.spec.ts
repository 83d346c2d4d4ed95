/**
 * The observance timeline reads the Hindu-day frame of libs/panchang (`hinduDays`): the same days,
 * and no invented sunset where the Sun does not set (the timeline used to put one at the midpoint
 * of the polar day, and every daytime and night kaala was cut from it).
 */
import * as ephemeris from '@pj/ephemeris';
import { hinduDays, resolvePlace } from '@pj/panchang';
import { buildTimeline, kaalaWindow, observancesInRange } from '@pj/calendar';

describe('timeline on the Hindu-day frame', () => {
  const { place, zone } = resolvePlace({ lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' });
  const tl = buildTimeline({ place, zone, fromDate: '2024-12-15', days: 14, moonrise: false });
  const frame = hinduDays('2024-12-15', 14, zone, place);

  it('has the frame’s days: same starts and ends, tiling', () => {
    tl.days.forEach((d, i) => {
      expect(d.date).toBe(frame[i].date);
      expect(d.sunriseJd).toBe(frame[i].startJdUt);
      expect(d.nextSunriseJd).toBe(frame[i].endJdUt);
      if (i > 0) expect(d.sunriseJd).toBe(tl.days[i - 1].nextSunriseJd);
    });
  });

  it('polar night (Tromsø 2024-12-21): no sunset, so no daytime or night kaala; sunrise and full_day remain', () => {
    const d = tl.days[tl.dayIndex('2024-12-21')];
    expect(d.hasSunrise).toBe(false);
    expect(d.sunsetJd).toBeNull();
    expect(d.prevSunsetJd).toBeNull();
    for (const k of ['pratahkala', 'madhyahna', 'aparahna', 'purvahna', 'pradosha', 'nishita'] as const)
      expect(kaalaWindow(d, k)).toBeNull();
    expect(kaalaWindow(d, 'full_day')).toEqual({ start: d.sunriseJd, end: d.nextSunriseJd, point: false });
    expect(kaalaWindow(d, 'sunrise')).toEqual({ start: d.sunriseJd, end: d.sunriseJd, point: true });
  });

  it('a sankranti day rule cut at sunset falls back to the Hindu day holding it, and says so (no midpoint sunset)', () => {
    // Makara sankranti 2024-01-14 22:23:41 local in Tromsø's polar night: it used to be "at night" after a sunset
    // invented at 12:00 (the punya kala then moved to 01-15)
    const [o] = observancesInRange({
      lat: 69.65,
      lng: 18.96,
      tz: 'Europe/Oslo',
      fromDate: '2024-01-10',
      days: 10,
      only: ['makara-sankranti'],
    }).observances;
    expect(o.date).toBe('2024-01-14');
    expect(o.evidence.decidedBy).toMatch(/^no sunset on 2024-01-14 at this place \(polar\)/);
    expect(o.evidence.notes[0]).toMatch(/sunset none$/);
  });
});

describe('moonrise searched only where a rule reads it', () => {
  it('a timeline searches no moonrise until a day’s moonriseJd is read, then that day’s only, once', () => {
    const { place, zone } = resolvePlace({ lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' });
    const spy = jest.spyOn(ephemeris, 'nextRiseSet');
    try {
      const tl = buildTimeline({ place, zone, fromDate: '2024-10-28', days: 7 });
      const moonSearches = () => spy.mock.calls.filter(([body]) => body === 'moon').length;
      expect(moonSearches()).toBe(0);
      const day = tl.days[tl.dayIndex('2024-10-31')];
      const rise = day.moonriseJd;
      expect(day.moonriseJd).toBe(rise);
      expect(moonSearches()).toBe(1);
      // the eve of the new moon of 2024-11-01: the waning Moon rises in the last hours of the night, inside this day
      expect(rise).not.toBeNull();
      expect(rise!).toBeGreaterThan(day.sunriseJd);
      expect(rise!).toBeLessThan(day.nextSunriseJd);
    } finally {
      spy.mockRestore();
    }
  });
});
