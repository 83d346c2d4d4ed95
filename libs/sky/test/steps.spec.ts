import { angleState, bodyLongitudeAtJdUt, findTransitions } from '@pj/ephemeris';
import { MEAN_NODE_STEP_DAYS, planetEvents, signIngresses } from '../src';

const J2000 = 2451545.0;

describe('sampling steps', () => {
  it('mean Rahu/Ketu: ingresses with the 10-day step equal a 1-day bisection scan over 1950–2050 (to 1 s)', () => {
    for (const planet of ['rahu', 'ketu'] as const) {
      const t0 = J2000 - 50 * 365.25;
      const days = 100 * 365.25;
      const ours = signIngresses(planet, t0, days, { ayanamsa: 'lahiri', nodeType: 'mean' });
      const lon = (t: number) => bodyLongitudeAtJdUt(t, planet, { sidereal: 'lahiri', nodeType: 'mean' }).lonDeg;
      const ref = findTransitions(angleState(lon, 30), t0, t0 + days, { stepDays: 1 });
      expect(ours.length).toBe(ref.length);
      expect(ours.length).toBeGreaterThanOrEqual(64); // 12 per 18.6-year cycle
      ours.forEach((o, i) => expect(Math.abs(o.jdUt - ref[i].jdUt) * 86400).toBeLessThanOrEqual(1));
    }
    expect(MEAN_NODE_STEP_DAYS).toBe(10);
  });

  it('aspects found on tropical longitudes are exact sidereal aspects (the ayanamsa cancels)', () => {
    const events = planetEvents(2460310.5, 2460340.5, { ayanamsa: 'lahiri', nodeType: 'mean' }, ['aspect']);
    expect(events.length).toBeGreaterThan(50);
    const angle = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
    for (const e of events) {
      const a = bodyLongitudeAtJdUt(e.jdUt, e.planet, { sidereal: 'lahiri' }).lonDeg;
      const b = bodyLongitudeAtJdUt(e.jdUt, e.other!, { sidereal: 'lahiri' }).lonDeg;
      const sep = Math.abs((((a - b) % 360) + 540) % 360 - 180);
      // within 1 s of motion: the Moon moves ≤ 0.00018°/s relative to anything
      expect(Math.abs(sep - angle[e.aspect!])).toBeLessThan(0.0005);
    }
  });
});
