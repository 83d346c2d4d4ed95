import {
  angleState,
  bodyLongitudeAtJdUt,
  findAngleCrossings,
  findTransitions,
  GRAHAS,
  signedDiffDeg,
} from '@pj/ephemeris';
import { ASPECTS, MEAN_NODE_STEP_DAYS, planetEvents, signIngresses, STEP_DAYS } from '../src';

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

  it.each([
    ['moon', 400],
    ['mercury', 1500],
    ['venus', 1500],
    ['mars', 2000],
    ['saturn', 3660],
  ] as const)(
    '%s: Hermite–Newton sign and nakshatra boundaries equal a 1-s bisection scan (findTransitions) over %i days',
    (planet, days) => {
      const t0 = 2460310.5;
      const lon = (t: number) => bodyLongitudeAtJdUt(t, planet, { sidereal: 'lahiri', nodeType: 'mean' }).lonDeg;
      const ref = findTransitions(angleState(lon, 30), t0, t0 + days, { stepDays: Math.min(STEP_DAYS[planet], 0.25) });
      const ours = signIngresses(planet, t0, days, { ayanamsa: 'lahiri', nodeType: 'mean' });
      expect(ours.map((o) => [o.from.index, o.to.index])).toEqual(ref.map((r) => [r.from, r.to]));
      ours.forEach((o, i) => expect(Math.abs(o.jdUt - ref[i].jdUt) * 86400).toBeLessThanOrEqual(1));
      const nakRef = findTransitions(angleState(lon, 360 / 27), t0, t0 + Math.min(days, 400), {
        stepDays: Math.min(STEP_DAYS[planet], 0.25),
      });
      const nak = planetEvents(t0, t0 + Math.min(days, 400), { ayanamsa: 'lahiri', nodeType: 'mean' }, [
        'nakshatra',
      ]).filter((e) => e.planet === planet);
      expect(nak.map((e) => [e.from!.index, e.to!.index])).toEqual(nakRef.map((r) => [r.from, r.to]));
      nak.forEach((e, i) => expect(Math.abs(e.jdUt - nakRef[i].jdUt) * 86400).toBeLessThanOrEqual(1));
    },
  );

  it('aspects found on tropical longitudes are exact sidereal aspects (the ayanamsa cancels)', () => {
    const events = planetEvents(2460310.5, 2460340.5, { ayanamsa: 'lahiri', nodeType: 'mean' }, ['aspect']);
    expect(events.length).toBeGreaterThan(50);
    const angle = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
    for (const e of events) {
      const a = bodyLongitudeAtJdUt(e.jdUt, e.planet, { sidereal: 'lahiri' }).lonDeg;
      const b = bodyLongitudeAtJdUt(e.jdUt, e.other!, { sidereal: 'lahiri' }).lonDeg;
      const sep = Math.abs(((((a - b) % 360) + 540) % 360) - 180);
      // within 1 s of motion: the Moon moves ≤ 0.00018°/s relative to anything
      expect(Math.abs(sep - angle[e.aspect!])).toBeLessThan(0.0005);
    }
  });

  it('aspects: the one 12-state search per pair equals eight regula-falsi target scans (findAngleCrossings, 0.25-day step) over 60 days', () => {
    const t0 = 2460400.5;
    const t1 = t0 + 60;
    const ours = planetEvents(t0, t1, { ayanamsa: 'lahiri', nodeType: 'mean' }, ['aspect']);
    const ref: { jdUt: number; key: string }[] = [];
    for (let i = 0; i < GRAHAS.length; i++) {
      for (let j = i + 1; j < GRAHAS.length; j++) {
        const [a, b] = [GRAHAS[i], GRAHAS[j]];
        if (a === 'rahu' && b === 'ketu') continue;
        const diff = (t: number) =>
          signedDiffDeg(
            bodyLongitudeAtJdUt(t, a, { sidereal: 'lahiri' }).lonDeg,
            bodyLongitudeAtJdUt(t, b, { sidereal: 'lahiri' }).lonDeg,
          );
        for (const asp of ASPECTS) {
          for (const target of asp.angleDeg % 180 === 0 ? [asp.angleDeg] : [asp.angleDeg, -asp.angleDeg]) {
            for (const jdUt of findAngleCrossings(diff, target, t0, t1, { stepDays: 0.25 }))
              ref.push({ jdUt, key: `${a}-${b}-${asp.key}` });
          }
        }
      }
    }
    // Rahu and Ketu make simultaneous aspects (trine one = sextile the other): order by name within a minute
    const order = (x: { jdUt: number; key: string }, y: { jdUt: number; key: string }) =>
      Math.abs(x.jdUt - y.jdUt) < 1 / 1440 ? x.key.localeCompare(y.key) : x.jdUt - y.jdUt;
    ref.sort(order);
    const mine = ours.map((o) => ({ jdUt: o.jdUt, key: `${o.planet}-${o.other}-${o.aspect}` })).sort(order);
    expect(mine.length).toBe(ref.length);
    expect(mine.length).toBeGreaterThan(150);
    mine.forEach((o, i) => {
      expect(o.key).toBe(ref[i].key);
      expect(Math.abs(o.jdUt - ref[i].jdUt) * 86400).toBeLessThanOrEqual(2);
    });
  });
});
