/**
 * Houses: ascendant and cusps vs the PyJHora house-cusp record (sidereal Lahiri, Swiss
 * Ephemeris letters), plus structural checks. PyJHora runs the same Swiss Ephemeris, so this is
 * a consistency check of the sidereal definition, house letters and time conversion — the
 * independent check of the underlying astronomy is the Sun/Moon comparison with astronomy-engine.
 */
import {
  EphemerisInputError,
  HOUSE_SYSTEMS,
  HouseSystem,
  housesAt,
  instantFromUtcMillis,
  Instant,
  Place,
  signedDiffDeg,
} from '../src';
import { readJson, report, stats } from './golden';

/** PyJHora prints 6 decimals; 0.0001° (0.36″) leaves room for its rounding and float noise. */
const PYJHORA_CUSP_TOL_DEG = 1e-4;
const EQUAL_TOL_DEG = 1e-9;

interface HouseRow {
  house: number;
  start: number;
}
interface HouseCase {
  id: string;
  birth: { date: string; time: string; utc_offset_hours: number; latitude: number; longitude: number };
  expected: { systems: Record<string, HouseRow[]> };
}

const LETTER: Readonly<Record<HouseSystem, string>> = {
  placidus: 'P',
  koch: 'K',
  equal: 'E',
  whole_sign: 'W',
  porphyry: 'O',
  regiomontanus: 'R',
  campanus: 'C',
  sripati: 'S',
  kp: 'P',
};

describe('houses vs PyJHora (1996-12-07 10:34 +05:30, Chennai, Lahiri)', () => {
  const c = readJson<HouseCase[]>('jyotish-cases', 'cases-subset.json').find((r) => r.id === 'pyjhora-own-house-cusps');
  if (!c) throw new Error('fixture pyjhora-own-house-cusps missing');
  const b = c.birth;
  const instant = instantFromUtcMillis(Date.parse(`${b.date}T${b.time}Z`) - b.utc_offset_hours * 3_600_000);
  const place: Place = { latDeg: b.latitude, lngDeg: b.longitude, elevationM: 0 };

  it.each(HOUSE_SYSTEMS.map((s) => [s]))('%s: 12 cusps within 0.0001°', (system) => {
    const expected = c.expected.systems[LETTER[system]].map((r) => r.start);
    const ours = housesAt(instant, place, { system, ayanamsa: 'lahiri' });
    const errs = ours.cuspsDeg.map((x, i) => signedDiffDeg(x, expected[i]));
    report(`${system} cusps vs PyJHora (deg)`, stats(errs), '°', 7);
    expect(errs).toHaveLength(12);
    for (const e of errs) expect(Math.abs(e)).toBeLessThanOrEqual(PYJHORA_CUSP_TOL_DEG);
  });

  it('ascendant = cusp 1 of Placidus (292.445759°)', () => {
    const ours = housesAt(instant, place, { system: 'placidus', ayanamsa: 'lahiri' });
    expect(Math.abs(signedDiffDeg(ours.ascendantDeg, c.expected.systems.P[0].start))).toBeLessThanOrEqual(
      PYJHORA_CUSP_TOL_DEG,
    );
  });
});

describe('house structure', () => {
  const instants: Instant[] = ['1950-06-01T03:00:00Z', '2000-01-01T12:00:00Z', '2024-03-20T18:45:00Z'].map((s) =>
    instantFromUtcMillis(Date.parse(s)),
  );
  const places: Place[] = [
    { latDeg: 28.6139, lngDeg: 77.209, elevationM: 0 },
    { latDeg: -33.87, lngDeg: 151.21, elevationM: 0 },
    { latDeg: 69.65, lngDeg: 18.96, elevationM: 0 },
  ];

  it('whole_sign cusps are consecutive multiples of 30°, cusp 1 holds the ascendant (tropical and sidereal)', () => {
    for (const t of instants)
      for (const p of places)
        for (const ayanamsa of [null, 'lahiri', 'raman'] as const) {
          const h = housesAt(t, p, { system: 'whole_sign', ayanamsa });
          h.cuspsDeg.forEach((c, i) => {
            expect(c % 30).toBe(0);
            expect(c).toBe((h.cuspsDeg[0] + 30 * i) % 360);
          });
          expect(h.cuspsDeg[0]).toBe(Math.floor(h.ascendantDeg / 30) * 30);
        }
  });

  it('equal cusps are the ascendant + 30°·k; sidereal = tropical − the same ayanamsa for every point', () => {
    for (const t of instants)
      for (const p of places) {
        const trop = housesAt(t, p, { system: 'equal', ayanamsa: null });
        const sid = housesAt(t, p, { system: 'equal', ayanamsa: 'lahiri' });
        trop.cuspsDeg.forEach((c, i) =>
          expect(Math.abs(signedDiffDeg(c, trop.ascendantDeg + 30 * i))).toBeLessThan(EQUAL_TOL_DEG),
        );
        const ay = signedDiffDeg(trop.ascendantDeg, sid.ascendantDeg);
        expect(Math.abs(signedDiffDeg(trop.mcDeg, sid.mcDeg) - ay)).toBeLessThan(EQUAL_TOL_DEG);
        expect(Math.abs(signedDiffDeg(trop.vertexDeg, sid.vertexDeg) - ay)).toBeLessThan(EQUAL_TOL_DEG);
        expect(sid.armcDeg).toBe(trop.armcDeg);
      }
  });

  it('Placidus and Koch inside the polar circle throw EphemerisInputError naming the system; others work', () => {
    const tromso: Place = { latDeg: 69.65, lngDeg: 18.96, elevationM: 0 };
    for (const system of ['placidus', 'koch'] as const) {
      let err: unknown;
      try {
        housesAt(instants[1], tromso, { system, ayanamsa: 'lahiri' });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(EphemerisInputError);
      expect((err as EphemerisInputError).code).toBe('ephemeris_input');
      expect((err as Error).message).toContain(system);
    }
    for (const system of ['equal', 'whole_sign', 'porphyry', 'sripati'] as const) {
      expect(housesAt(instants[1], tromso, { system, ayanamsa: 'lahiri' }).cuspsDeg).toHaveLength(12);
    }
  });
});
