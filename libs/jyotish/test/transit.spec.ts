/**
 * Gochara over the JHora comparison chart (Capricorn lagna, Moon in Libra). Transit facts used
 * (Lahiri, widely published transit dates): on 2024-01-01 Saturn is in Aquarius (2023-01-17 to
 * 2025-03-29), Jupiter in Aries (2023-04-22 to 2024-05-01), Rahu in Pisces and Ketu in Virgo
 * (2023-10-30 to 2025-05-18); on 2012-01-01 Saturn is in Libra (2011-11-15 to 2014-11-02), over
 * the natal Moon: the peak of sade sati.
 */
import { computeChart, resolveBirth, transitBody } from '../src';

const core = computeChart(
  resolveBirth({ date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' }),
);
const g = (t: ReturnType<typeof transitBody>, k: string) => t.grahas.find((x) => x.key === k)!;

describe('transits over the natal chart', () => {
  const t = transitBody(core, { date: '2024-01-01', time: '12:00:00' });
  it('2024-01-01: Saturn Aquarius = 2nd from lagna, 5th from Moon (no sade sati)', () => {
    expect(g(t, 'saturn').sign.name).toBe('Kumbha');
    expect(g(t, 'saturn').house_from_lagna).toBe(2);
    expect(g(t, 'saturn').house_from_moon).toBe(5);
    expect(t.sade_sati.active).toBe(false);
  });
  it('2024-01-01: Jupiter Aries = 4th from lagna, 7th from Moon; Rahu Pisces over natal Saturn and Ketu', () => {
    expect(g(t, 'jupiter').sign.name).toBe('Mesha');
    expect(g(t, 'jupiter').house_from_lagna).toBe(4);
    expect(g(t, 'jupiter').house_from_moon).toBe(7);
    expect(g(t, 'rahu').sign.name).toBe('Meena');
    expect(g(t, 'rahu').natal_points_in_sign).toEqual(['saturn', 'ketu']);
  });
  it('2012-01-01: Saturn in Libra over the natal Moon → sade sati peak', () => {
    const t2 = transitBody(core, { date: '2012-01-01', time: '12:00:00' });
    expect(g(t2, 'saturn').sign.name).toBe('Tula');
    expect(t2.sade_sati).toMatchObject({ active: true, saturn_house_from_moon: 1 });
    expect(t2.at).toBe('2012-01-01T12:00:00+05:30');
  });
});

describe('births too close to the ephemeris range', () => {
  it.each([
    ['1800-01-02', '12:00:00'],
    ['2399-12-30', '12:00:00'],
  ])('%s %s: InputError on person.date (range)', (date, time) => {
    expect(() => resolveBirth({ date, time, lat: 0, lng: 0, utc_offset: '+00:00' })).toThrow(
      expect.objectContaining({
        details: [expect.objectContaining({ loc: ['person', 'date'], type: 'range' })],
      }),
    );
  });
});
