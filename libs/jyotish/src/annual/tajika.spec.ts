/**
 * Tajika aspects, ithasala/ishrafa and patyayini on book Chart 66's positions (P.V.R. Narasimha Rao, Example 121;
 * positions as PyJHora's saham_tests print them), every value worked by hand from the rules in tables.ts, with
 * mean daily motions (Sun 1, Moon 13, Mars 0.7, Mercury 1.4, Jupiter 0.1, Venus 1.2, Saturn 0.05 deg/day).
 */
import type { PointKey } from '../chart';
import { BOOK_CHART_66, chartOf } from '../../../../test/fixtures/golden/jyotish-annual/chart-66';
import { patyayiniDasha, tajikaAspects } from './annual';
import { tajikaYogas } from './yogas';

const SPEED: Record<PointKey, number> = {
  ascendant: 360,
  sun: 1,
  moon: 13,
  mars: 0.7,
  mercury: 1.4,
  jupiter: 0.1,
  venus: 1.2,
  saturn: 0.05,
  rahu: -0.05,
  ketu: -0.05,
};

describe('Tajika aspects and yogas, book Chart 66 positions', () => {
  const chart = chartOf(BOOK_CHART_66, SPEED);
  const within = tajikaAspects(chart).filter((a) => a.withinOrb);

  it('the aspects within deeptamsha, with orbs, means and states worked by hand', () => {
    const got = within.map((a) => [a.from, a.to, a.kind, Number(a.orb.toFixed(3)), a.deeptamsha, a.state]);
    expect(got).toEqual([
      ['sun', 'saturn', 'sextile', 4.683, 12, 'separating'], // Aq 23°50′ / Ar 19°09′, mean (15 + 9) / 2
      ['moon', 'mars', 'conjunction', 9.75, 10, 'applying'], // Pi 15°13′ behind Pi 24°58′, the Moon faster
      ['mars', 'venus', 'sextile', 4.367, 7.5, 'separating'], // Venus (faster) ahead: 29°20′ > 24°58′
      ['mercury', 'jupiter', 'sextile', 1.283, 8, 'separating'],
      ['mercury', 'saturn', 'sextile', 7.7, 8, 'applying'],
      ['jupiter', 'saturn', 'conjunction', 8.983, 9, 'applying'], // Ar 10°10′ behind Ar 19°09′
    ]);
  });

  it('ithasala and ishrafa are those pairs; no nakta or yamaya (every linked pair is in aspect)', () => {
    const yogas = Object.fromEntries(tajikaYogas(chart).map((y) => [y.key, y]));
    expect(yogas.ithasala.instances.map((i) => i.planets)).toEqual([
      ['moon', 'mars'],
      ['mercury', 'saturn'],
      ['jupiter', 'saturn'],
    ]);
    expect(yogas.ishrafa.instances.map((i) => i.planets)).toEqual([
      ['sun', 'saturn'],
      ['mars', 'venus'],
      ['mercury', 'jupiter'],
    ]);
    expect(yogas.nakta.present).toBe(false);
    expect(yogas.yamaya.present).toBe(false);
    // planets in houses 2 (Sun, Mercury), 3 (Moon, Mars), 4 (Jupiter, Saturn), 1 (Venus): neither all
    // kendra/panaphara nor all apoklima
    expect(yogas.ikkabala.present).toBe(false);
    expect(yogas.induvara.present).toBe(false);
  });

  it('patyayini: sorted by degree in sign, periods in proportion to the successive differences', () => {
    const p = patyayiniDasha(chart, 0, 365.25);
    expect(p.map((x) => x.lord)).toEqual(['jupiter', 'ascendant', 'mercury', 'moon', 'saturn', 'sun', 'mars', 'venus']);
    // Jupiter 10°10′ / Venus's 29°20′ of the year; Venus (29°20′ − 24°58′) / 29°20′
    expect(p[0].days).toBeCloseTo(((10 + 10 / 60) / (29 + 20 / 60)) * 365.25, 6);
    expect(p[7].days).toBeCloseTo(((29 + 20 / 60 - 24 - 58 / 60) / (29 + 20 / 60)) * 365.25, 6);
    expect(p[7].endJd).toBeCloseTo(365.25, 9);
  });
});
