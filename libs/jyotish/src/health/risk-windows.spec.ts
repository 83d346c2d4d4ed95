/**
 * Health risk windows on a constructed chart (natal Moon 15° Pisces, Aquarius lagna, born 1990-01-01 00:00 UT,
 * Lahiri, mean node) over 2022-06-01 … 2024-06-01, against published dates: Saturn (Lahiri) in Aquarius from
 * 2022-04-29, back in Capricorn 2022-07-12, in Aquarius again 2023-01-17; mean Rahu into Pisces 2023-10-30;
 * the total solar eclipse of 2024-04-08 (greatest 18:17 UT, NASA) with the Sun in sidereal Pisces, the only
 * eclipse of the range in Pisces or Aquarius.
 */
import { DateTime } from 'luxon';
import { NatalChart } from '../chart';
import { riskWindows, riskHousesOf } from './risk-windows';

const jd = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).toMillis() / 86400000 + 2440587.5;
const day = (j: number) => DateTime.fromMillis((j - 2440587.5) * 86400000, { zone: 'utc' }).toISODate();

const chart = {
  birth: {
    ayanamsa: 'lahiri',
    nodeType: 'mean',
    positionModel: 'apparent',
    instant: { jdUt: jd('1990-01-01T00:00:00') },
  },
  lagnaSign: 10,
  lon: { moon: 345 },
  byKey: { moon: { sign: 11 } },
} as unknown as NatalChart;

describe('health risk windows', () => {
  const from = jd('2022-06-01T00:00:00');
  const to = jd('2024-06-01T00:00:00');
  const r = riskWindows(chart, from, to, { minIndicators: 2, dashaYear: 'julian' });
  const of = (kind: string) => r.indicators.filter((i) => i.kind === kind);

  it('dasha lords: Moon 345° (Uttara Bhadrapada, Saturn), Venus mahadasha 2016-05 … 2036-05, Venus lords 4 and 9 from Aquarius; Mars antardasha (3, 10) then Rahu: none in the range', () => {
    expect(riskHousesOf(chart, 'sun')).toEqual([7]);
    expect(riskHousesOf(chart, 'saturn')).toEqual([12]);
    expect(riskHousesOf(chart, 'venus')).toEqual([]);
    expect(of('mahadasha_lord')).toEqual([]);
    expect(of('antardasha_lord')).toEqual([]);
  });

  it('Virgo lagna: Venus lords the 2nd (maraka), Mars the 8th; Mars antardasha to birth + 33.541667 years', () => {
    const virgo = { ...chart, lagnaSign: 5 } as unknown as NatalChart;
    const v = riskWindows(virgo, from, to, { minIndicators: 2, dashaYear: 'julian' });
    const birth = jd('1990-01-01T00:00:00');
    const md = v.indicators.filter((i) => i.kind === 'mahadasha_lord');
    expect(md).toEqual([expect.objectContaining({ planet: 'venus', houses: [2], startJd: from, endJd: to })]);
    const ad = v.indicators.filter((i) => i.kind === 'antardasha_lord');
    expect(ad.map((i) => i.planet)).toEqual(['mars']);
    expect(ad[0]).toMatchObject({ houses: [8], startJd: from });
    // Saturn balance 0.125 × 19, Mercury 17, Ketu 7, then Venus: Venus, Sun, Moon, Mars antardashas
    expect(Math.abs(ad[0].endJd - (birth + (2.375 + 17 + 7 + (20 * (20 + 6 + 10 + 7)) / 120) * 365.25))).toBeLessThan(
      1e-6,
    );
    // then Rahu (18 × 20 / 120 = 3 years, to 2026-07): no lordship, no indicator
    // eclipses in sidereal Virgo: the annular solar eclipse of 2023-10-14 (21° Libra tropical) and the lunar
    // eclipse of 2024-03-25 (Moon 5° Libra tropical)
    const ecl = v.indicators.filter((i) => i.kind === 'eclipse_in_lagna_sign');
    expect(ecl.map((i) => [i.planet, day(i.startJd)])).toEqual([
      ['sun', '2023-10-14'],
      ['moon', '2024-03-25'],
    ]);
  });

  it('sade sati and Saturn over the lagna: to 2022-07-12 and from 2023-01-17 (published Lahiri ingresses)', () => {
    for (const kind of ['sade_sati', 'saturn_over_lagna']) {
      const spans = of(kind);
      expect(spans).toHaveLength(2);
      expect(spans[0].startJd).toBe(from);
      expect(day(spans[0].endJd)).toBe('2022-07-12');
      expect(day(spans[1].startJd)).toBe('2023-01-17');
      expect(spans[1].endJd).toBe(to);
    }
  });

  it('Rahu over the natal Moon sign from 2023-10-30; never over the lagna sign in the range', () => {
    expect(of('rahu_over_moon')).toHaveLength(1);
    expect(day(of('rahu_over_moon')[0].startJd)).toBe('2023-10-30');
    expect(of('rahu_over_lagna')).toHaveLength(0);
  });

  it('the 2024-04-08 solar eclipse falls in the natal Moon sign, and a window holds it with the other indicators', () => {
    const e = of('eclipse_in_moon_sign');
    expect(e).toHaveLength(1);
    expect(e[0].planet).toBe('sun');
    expect(e[0].startJd).toBeLessThan(jd('2024-04-08T18:17:00'));
    expect(e[0].endJd).toBeGreaterThan(jd('2024-04-08T18:17:00'));
    expect(of('eclipse_in_lagna_sign')).toHaveLength(0);
    const at = jd('2024-04-08T18:17:00');
    const w = r.windows.find((x) => x.startJd <= at && at < x.endJd)!;
    const kinds = w.indicators.map((i) => r.indicators[i].kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['sade_sati', 'saturn_over_lagna', 'rahu_over_moon', 'eclipse_in_moon_sign']),
    );
  });

  it('windows need two indicators: none in a stretch with the Sun mahadasha alone', () => {
    expect(r.windows.every((w) => w.indicators.length >= 2)).toBe(true);
    for (let k = 1; k < r.windows.length; k++)
      expect(r.windows[k].startJd).toBeGreaterThanOrEqual(r.windows[k - 1].endJd);
  });
});
