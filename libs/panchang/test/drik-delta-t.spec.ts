/**
 * Drik's ΔT (daily/convention.ts): the published parabola of Chapront, Chapront-Touzé & Francou
 * (1997, as quoted in Meeus, Astronomical Algorithms 2nd ed. ch. 10) from 2020, one value per
 * calendar year from 1997, Swiss Ephemeris' ΔT before; the grid evidence is in
 * daily-grid.spec.ts and scripts/experiments/README.md.
 */
import { instantFromJdUt } from '@pj/ephemeris';
import { drikDeltaTForYearS, drikTimeExcessS } from '../src';

const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;
const drikDeltaT = (iso: string) => drikTimeExcessS(jdOf(iso)) + instantFromJdUt(jdOf(iso)).deltaTS;

describe("Drik's ΔT", () => {
  it('2020 and 2050 by the CCF97 parabola 102.3 + 123.5 t + 32.5 t² (t = (Y − 2000)/100), less 0.4 s', () => {
    expect(drikDeltaTForYearS(2020, 69)).toBeCloseTo(102.3 + 24.7 + 1.3 - 0.4, 6);
    expect(drikDeltaTForYearS(2050, 78)).toBeCloseTo(102.3 + 61.75 + 8.125 - 0.4, 6);
  });

  it('is one value per calendar year from 1997: the same on 1 January and 31 December, a step at the new year', () => {
    for (const y of [1998, 2010, 2023, 2049]) {
      expect(drikDeltaT(`${y}-01-01T00:00:01Z`)).toBeCloseTo(drikDeltaT(`${y}-12-31T23:59:00Z`), 3);
    }
    const step = drikDeltaT('2024-01-01T00:00:01Z') - drikDeltaT('2023-12-31T23:59:59Z');
    expect(step).toBeCloseTo(123.5 / 100 + 32.5 * ((24 / 100) ** 2 - (23 / 100) ** 2), 3);
  });

  it('is Swiss Ephemeris ΔT before 1997 (τ = 0) and never below it from 1997 to 2019', () => {
    for (const iso of ['1900-06-01T00:00:00Z', '1950-06-01T00:00:00Z', '1996-12-31T12:00:00Z'])
      expect(drikTimeExcessS(jdOf(iso))).toBe(0);
    for (let y = 1997; y <= 2019; y++) expect(drikTimeExcessS(jdOf(`${y}-07-01T00:00:00Z`))).toBeGreaterThanOrEqual(0);
    // 2010: 66.3 + 10.3 = 76.6 s against an observed ΔT of 66.1 s (IERS): τ ≈ 10.5 s
    expect(drikTimeExcessS(jdOf('2010-07-01T00:00:00Z'))).toBeGreaterThan(9);
    expect(drikTimeExcessS(jdOf('2010-07-01T00:00:00Z'))).toBeLessThan(12);
  });

  it('holds its excess over SE ΔT after 2100', () => {
    const end = drikTimeExcessS(jdOf('2100-12-31T23:00:00Z'));
    expect(drikTimeExcessS(jdOf('2150-06-01T00:00:00Z'))).toBeCloseTo(end, 2);
    expect(end).toBeGreaterThan(150);
    expect(end).toBeLessThan(175);
  });
});
