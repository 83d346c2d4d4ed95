import {
  instantFromJdUt,
  instantFromUtcMillis,
  localLunarCircumstances,
  localSolarCircumstances,
  nextLunarEclipse,
  nextSolarEclipse,
} from '../src';
import { readJson, report, stats } from './golden';

const SECONDS_PER_DAY = 86400;
/** Greatest eclipse vs the NASA canon, compared in TT: the two use the same definition (least gamma); 60 s gate. */
const MAX_TOL_S = 60;
/** Canon magnitudes are printed to 4 decimals; models of the Earth's shadow differ slightly: 0.01. */
const MAG_TOL = 0.01;
/** Published local contacts to 0.1 min, at city-centre coordinates we chose (±5 km ≈ ±15 s): 60 s gate. */
const LOCAL_TOL_S = 60;

interface GlobalRow {
  kind: 'solar' | 'lunar';
  date: string;
  greatest_eclipse_time?: string;
  delta_t_s?: number;
  type_code?: string;
  saros?: number;
  magnitude?: number;
  umbral_magnitude?: number;
  penumbral_magnitude?: number;
}

const rows = readJson<GlobalRow[]>('eclipses', 'eclipses_global.json').filter((r) => r.greatest_eclipse_time);
const tdJd = (r: GlobalRow) => instantFromUtcMillis(Date.parse(`${r.date}T${r.greatest_eclipse_time}Z`)).jdUt; // TD read as a JD number
const SOLAR_TYPE: Record<string, string> = { T: 'total', A: 'annular', H: 'hybrid', P: 'partial' };
const LUNAR_TYPE: Record<string, string> = { T: 'total', P: 'partial', N: 'penumbral' };

describe('eclipses vs the NASA Five Millennium Canon', () => {
  const errs: number[] = [];
  it.each(rows.map((r) => [r.kind, r.date, r] as const))(
    '%s %s: type, greatest eclipse, magnitude, saros',
    (_k, _d, r) => {
      const searchFrom = tdJd(r) - 2;
      const e = r.kind === 'solar' ? nextSolarEclipse(searchFrom) : nextLunarEclipse(searchFrom);
      const errS = (instantFromJdUt(e.maxJdUt).jdTt - tdJd(r)) * SECONDS_PER_DAY;
      errs.push(errS);
      expect(Math.abs(errS)).toBeLessThanOrEqual(MAX_TOL_S);
      expect(e.saros.series).toBe(r.saros);
      if (e.kind === 'solar') {
        expect(e.type).toBe(SOLAR_TYPE[r.type_code![0]]);
        expect(Math.abs(e.magnitude - r.magnitude!)).toBeLessThanOrEqual(MAG_TOL);
      } else {
        expect(e.type).toBe(LUNAR_TYPE[r.type_code![0]]);
        expect(Math.abs(e.penumbralMagnitude - r.penumbral_magnitude!)).toBeLessThanOrEqual(MAG_TOL);
        if (r.umbral_magnitude! > 0)
          expect(Math.abs(e.umbralMagnitude - r.umbral_magnitude!)).toBeLessThanOrEqual(MAG_TOL);
      }
    },
  );
  afterAll(() => report('greatest eclipse vs NASA canon (s, TT)', stats(errs), 's', 1));
});

interface LocalRow {
  date: string;
  place: string;
  partial_begins: string;
  greatest: string;
  magnitude: number;
  max_obscuration: string;
  partial_ends: string;
}

/** City-centre coordinates (our choice; the source gives none). */
const CITY: Record<string, { latDeg: number; lngDeg: number }> = {
  Agartala: { latDeg: 23.8315, lngDeg: 91.2868 },
  Ahmedabad: { latDeg: 23.0225, lngDeg: 72.5714 },
  Aizawl: { latDeg: 23.7271, lngDeg: 92.7176 },
  Allahabad: { latDeg: 25.4358, lngDeg: 81.8463 },
  Amritsar: { latDeg: 31.634, lngDeg: 74.8723 },
  Bangalore: { latDeg: 12.9716, lngDeg: 77.5946 },
  Bhagalpur: { latDeg: 25.2425, lngDeg: 86.9842 },
};

describe('local circumstances of the 2020-06-21 solar eclipse in Indian cities', () => {
  const local = readJson<LocalRow[]>('eclipses', 'eclipses_local.json');
  const eclipse = nextSolarEclipse(instantFromUtcMillis(Date.parse('2020-06-19T00:00:00Z')).jdUt);
  const ist = (date: string, hm: string) => {
    const [h, m] = hm.split(':');
    return instantFromUtcMillis(Date.parse(`${date}T${h}:00:00+05:30`) + Number(m) * 60000).jdUt;
  };
  const errs: number[] = [];
  it.each(local.map((r) => [r.place, r] as const))('%s: contacts, magnitude and obscuration', (_p, r) => {
    const c = localSolarCircumstances(eclipse, { ...CITY[r.place], elevationM: 0 })!;
    expect(c).not.toBeNull();
    expect(c.visible).toBe(true);
    for (const [ours, published] of [
      [c.c1.jdUt, r.partial_begins],
      [c.max.jdUt, r.greatest],
      [c.c4.jdUt, r.partial_ends],
    ] as const) {
      const e = (ours - ist(r.date, published)) * SECONDS_PER_DAY;
      errs.push(e);
      expect(Math.abs(e)).toBeLessThanOrEqual(LOCAL_TOL_S);
    }
    expect(Math.abs(c.magnitude - r.magnitude)).toBeLessThanOrEqual(MAG_TOL);
    expect(Math.abs(c.obscuration * 100 - parseFloat(r.max_obscuration))).toBeLessThanOrEqual(1.5);
  });
  afterAll(() => report('local contacts vs published (s)', stats(errs), 's', 1));

  it('an eclipse not visible at a place gives null (2024-04-08 total eclipse, New Delhi: night)', () => {
    const e = nextSolarEclipse(instantFromUtcMillis(Date.parse('2024-04-01T00:00:00Z')).jdUt);
    expect(e.type).toBe('total');
    expect(localSolarCircumstances(e, { latDeg: 28.6139, lngDeg: 77.209, elevationM: 0 })).toBeNull();
    const dallas = localSolarCircumstances(e, { latDeg: 32.7767, lngDeg: -96.797, elevationM: 0 })!;
    expect(dallas.type).toBe('total');
    expect(dallas.c2).not.toBeNull();
  });

  it('lunar eclipse of 2025-09-07: total, visible from New Delhi with the Moon high', () => {
    const e = nextLunarEclipse(instantFromUtcMillis(Date.parse('2025-09-01T00:00:00Z')).jdUt);
    expect(e.type).toBe('total');
    const c = localLunarCircumstances(e, { latDeg: 28.6139, lngDeg: 77.209, elevationM: 0 })!;
    expect(c.visible).toBe(true);
    expect(c.max.visible).toBe(true);
    expect(c.moonAltitudeAtMaxDeg).toBeGreaterThan(30);
    expect(c.u2).not.toBeNull();
  });
});
