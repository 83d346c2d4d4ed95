/**
 * /panchang/details core: the angles at the day start against the independent astronomy-engine
 * (apparent geocentric ecliptic longitudes of date), and every span boundary of the day at an
 * exact multiple of its element's span.
 */
import * as Astronomy from 'astronomy-engine';
import { detailsProfilePacket } from '../src';

/** astronomy-engine's Moon (truncated ELP) and Sun agree with Swiss Ephemeris to a few arcseconds. */
const LONGITUDE_TOLERANCE_DEG = 0.005;
/** A boundary printed to the whole second: the angle moves ≤ 16.5°/day ≈ 0.0002°/s. */
const BOUNDARY_TOLERANCE_DEG = 0.0005;

const delhi = {
  date: '2024-01-14',
  lat: 28.6139,
  lng: 77.209,
  tz: 'Asia/Kolkata',
  ayanamsa: 'lahiri' as const,
  convention: 'ephemeris' as const,
};

describe('detailsProfilePacket', () => {
  const body = detailsProfilePacket(delhi).body;
  const d = body.details;

  it('Sun and Moon at sunrise agree with astronomy-engine', () => {
    const t = new Date(d.at_day_start.instant);
    const moon = Astronomy.EclipticGeoMoon(t).lon;
    const sun = Astronomy.SunPosition(t).elon;
    const diff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
    expect(diff(d.at_day_start.moon_tropical_deg, moon)).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
    expect(diff(d.at_day_start.sun_tropical_deg, sun)).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
  });

  it('Lahiri ayanamsa near 24°11′ in January 2024 (true, ephemeris convention), the elements follow from the angles', () => {
    expect(d.at_day_start.ayanamsa_deg).toBeGreaterThan(24.18);
    expect(d.at_day_start.ayanamsa_deg).toBeLessThan(24.2);
    const tithi = d.at_day_start.elements.tithi;
    expect(tithi.state_index + 1).toBe(body.tithi[0].number);
    expect(Math.floor(d.at_day_start.moon_sidereal_deg / (360 / 27))).toBe(
      d.at_day_start.elements.nakshatra.state_index,
    );
  });

  it('every boundary of the day lies on a multiple of its span', () => {
    const all = Object.values(d.boundaries).flat();
    expect(all.length).toBeGreaterThan(15);
    for (const b of all)
      expect(Math.abs(((b.angle_deg - b.nearest_multiple_deg + 540) % 360) - 180)).toBeLessThan(BOUNDARY_TOLERANCE_DEG);
  });
});
