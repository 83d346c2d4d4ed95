import * as Astronomy from 'astronomy-engine';
import { COMBUSTION_ORB_DEG, ephemerisScanLanes } from '../src';

const apart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 1000;
/** Almanac minutes (USNO / the Astronomical Almanac phenomena) and Drik's printed minutes: ±2 min. */
const ALMANAC_S = 120;

describe('ephemerisScanLanes (the /panchang/utility scan lanes)', () => {
  const april = ephemerisScanLanes({
    date: '2024-04-01',
    lat: 28.6139,
    lng: 77.209,
    tz: 'Asia/Kolkata',
    windowDays: 30,
    ayanamsa: 'lahiri',
  });

  it('retrograde lane: Mercury stations retrograde 2024-04-01 22:14 UTC and direct 04-25 12:54 UTC (almanac)', () => {
    const mercury = april.retrograde.stations.filter((s) => s.planet === 'mercury');
    expect(mercury.map((s) => s.station)).toEqual(['retrograde', 'direct']);
    expect(apart(mercury[0].instant, '2024-04-01T22:14:00Z')).toBeLessThanOrEqual(ALMANAC_S);
    expect(apart(mercury[1].instant, '2024-04-25T12:54:00Z')).toBeLessThanOrEqual(ALMANAC_S);
    expect(mercury[0].instant).toMatch(/\+05:30$/);
    // at 00:00 IST on 04-01 Mercury is still direct (the station is 03:44 IST on 04-02)
    expect(april.retrograde.at_start.find((p) => p.key === 'mercury')!.retrograde).toBe(false);
  });

  it('ingress lane: Mesha sankranti on 2024-04-13 IST (Drik Panchang festival list), the Sun at Lahiri 0° by astronomy-engine', () => {
    const mesha = april.ingress.find((i) => i.planet === 'sun');
    expect(mesha).toMatchObject({ to: { index: 0, name: 'Mesha' }, retrograde: false });
    expect(mesha!.instant.slice(0, 10)).toBe('2024-04-13');
    // Lahiri from its definition (23°15′00.658″ at 1956-03-21, 50.2564″/yr): ±0.03° covers nutation and the linear rate
    const lahiri = 23.25018 + ((2024.28 - 1956.22) * 50.2564) / 3600;
    const sun = Astronomy.SunPosition(Astronomy.MakeTime(new Date(mesha!.instant))).elon;
    expect(Math.abs(sun - lahiri)).toBeLessThan(0.03);
    const times = april.ingress.map((i) => Date.parse(i.instant));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(april.ingress.filter((i) => i.planet === 'moon').length).toBeGreaterThanOrEqual(12); // ~2.3 days per sign
  });

  it('eclipse lane: the total solar eclipse of 2024-04-08 (NASA canon), not visible from New Delhi', () => {
    expect(april.eclipse).toHaveLength(1);
    expect(april.eclipse[0]).toMatchObject({ kind: 'solar', type: 'total', local: { visible: false } });
  });

  it('seasonal lane: none in April; the next is the June solstice 2024-06-20 20:51 UTC (USNO)', () => {
    expect(april.seasonal.in_window).toEqual([]);
    expect(april.seasonal.next.kind).toBe('june_solstice');
    expect(apart(april.seasonal.next.instant, '2024-06-20T20:51:00Z')).toBeLessThanOrEqual(ALMANAC_S);
  });

  it("combustion lane agrees with astronomy-engine's elongations at the window start (where not within 0.2° of the orb)", () => {
    const t = Astronomy.MakeTime(new Date('2024-03-31T18:30:00Z'));
    const sun = Astronomy.SunPosition(t).elon;
    const body = {
      moon: Astronomy.Body.Moon,
      mars: Astronomy.Body.Mars,
      mercury: Astronomy.Body.Mercury,
      jupiter: Astronomy.Body.Jupiter,
      venus: Astronomy.Body.Venus,
      saturn: Astronomy.Body.Saturn,
    } as const;
    for (const c of april.combustion) {
      const lon = Astronomy.Ecliptic(Astronomy.GeoVector(body[c.key as keyof typeof body], t, true)).elon;
      const d = Math.abs(((lon - sun + 540) % 360) - 180);
      expect(Math.abs(d - c.distance_deg)).toBeLessThan(0.05);
      expect([COMBUSTION_ORB_DEG[c.key].direct, COMBUSTION_ORB_DEG[c.key].retrograde]).toContain(c.orb_deg);
      if (Math.abs(d - c.orb_deg) > 0.2) expect(c.combust).toBe(d <= c.orb_deg);
    }
  });

  it('a one-day window (the utility default) and the bounds', () => {
    const one = ephemerisScanLanes({
      date: '2024-04-08',
      lat: 32.7767,
      lng: -96.797,
      tz: 'America/Chicago',
      ayanamsa: 'lahiri',
    });
    expect(one.window).toEqual({ start: '2024-04-08T00:00:00-05:00', end: '2024-04-09T00:00:00-05:00', days: 1 });
    expect(one.eclipse[0]).toMatchObject({ type: 'total', local: { visible: true, local_type: 'total' } });
    expect(() =>
      ephemerisScanLanes({ date: '2024-04-08', lat: 0, lng: 0, ayanamsa: 'lahiri', windowDays: 367 }),
    ).toThrow(RangeError);
  });
});
