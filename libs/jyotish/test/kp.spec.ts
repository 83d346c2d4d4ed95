/**
 * KP (Krishnamurti Paddhati) sign, star and sub lords against K. S. Krishnamurti's table of subs
 * (KP Reader I; the same 249-sub table is printed in every KP ephemeris): the subs of Ashwini,
 * Bharani and Revati with their printed boundaries, and the KP house system = Placidus cusps
 * (PyJHora's Swiss Ephemeris 'P' cusps of the JHora comparison chart, within 1′).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { norm180 } from '@pj/ephemeris';
import { GRAHAS } from '@pj/ephemeris';
import { computeChart, houseCusps, kpLords, resolveBirth } from '../src';

const dms = (d: number, m: number, s = 0) => d + m / 60 + s / 3600;

/** [from, to, sub lord] as printed (Aries 0° = 0). */
const ASHWINI: [number, number, string][] = [
  [0, dms(0, 46, 40), 'ketu'],
  [dms(0, 46, 40), dms(3, 0), 'venus'],
  [dms(3, 0), dms(3, 40), 'sun'],
  [dms(3, 40), dms(4, 46, 40), 'moon'],
  [dms(4, 46, 40), dms(5, 33, 20), 'mars'],
  [dms(5, 33, 20), dms(7, 33, 20), 'rahu'],
  [dms(7, 33, 20), dms(9, 20), 'jupiter'],
  [dms(9, 20), dms(11, 26, 40), 'saturn'],
  [dms(11, 26, 40), dms(13, 20), 'mercury'],
];
const BHARANI: [number, number, string][] = [
  [dms(13, 20), dms(15, 33, 20), 'venus'],
  [dms(15, 33, 20), dms(16, 13, 20), 'sun'],
  [dms(16, 13, 20), dms(17, 20), 'moon'],
  [dms(17, 20), dms(18, 6, 40), 'mars'],
  [dms(18, 6, 40), dms(20, 6, 40), 'rahu'],
  [dms(20, 6, 40), dms(21, 53, 20), 'jupiter'],
  [dms(21, 53, 20), dms(24, 0), 'saturn'],
  [dms(24, 0), dms(25, 53, 20), 'mercury'],
  [dms(25, 53, 20), dms(26, 40), 'ketu'],
];
const REVATI: [number, number, string][] = [
  [dms(346, 40), dms(348, 33, 20), 'mercury'],
  [dms(348, 33, 20), dms(349, 20), 'ketu'],
  [dms(349, 20), dms(351, 33, 20), 'venus'],
  [dms(351, 33, 20), dms(352, 13, 20), 'sun'],
  [dms(352, 13, 20), dms(353, 20), 'moon'],
  [dms(353, 20), dms(354, 6, 40), 'mars'],
  [dms(354, 6, 40), dms(356, 6, 40), 'rahu'],
  [dms(356, 6, 40), dms(357, 53, 20), 'jupiter'],
  [dms(357, 53, 20), 360, 'saturn'],
];

describe("KP subs = Krishnamurti's table", () => {
  it.each([
    ['Ashwini (Ketu), Aries', ASHWINI, 'ketu', 'mars'],
    ['Bharani (Venus), Aries', BHARANI, 'venus', 'mars'],
    ['Revati (Mercury), Pisces', REVATI, 'mercury', 'jupiter'],
  ] as const)('%s: 9 subs with the printed boundaries (to 1″) and lords', (_n, rows, star, sign) => {
    for (const [from, to, lord] of rows) {
      const k = kpLords((from + to) / 2);
      expect([k.signLord, k.starLord, k.subLord]).toEqual([sign, star, lord]);
      expect(Math.abs(k.subFromDeg - from)).toBeLessThan(1 / 3600);
      expect(Math.abs(k.subToDeg - to)).toBeLessThan(1 / 3600);
    }
  });
  it('a boundary belongs to the next sub; 360° wraps to Aries 0°', () => {
    expect(kpLords(dms(3, 0)).subLord).toBe('sun');
    expect(kpLords(360).subLord).toBe('ketu');
  });
});

describe('KP house system: the Placidus cusps, with lords', () => {
  interface Rec {
    id: string;
    birth: { date: string; time: string; latitude: number; longitude: number };
    expected: { systems: Record<string, { start: number }[]> };
  }
  const cases: Rec[] = JSON.parse(
    readFileSync(join(__dirname, '../../../test/fixtures/golden/jyotish-core/cases-subset.json'), 'utf8'),
  );
  const r = cases.find((c) => c.id === 'pyjhora-own-house-cusps')!;
  const core = computeChart(
    resolveBirth({
      date: r.birth.date,
      time: r.birth.time,
      lat: r.birth.latitude,
      lng: r.birth.longitude,
      utc_offset: '+05:30',
      house_system: 'kp',
    }),
  );
  const cusps = houseCusps(core);
  const kp = cusps.kp!;
  it("12 cusps within 1′ of PyJHora's Placidus (SE P) cusps", () => {
    r.expected.systems.P.forEach((row, i) =>
      expect(Math.abs(norm180(cusps.houses[i].startDeg - row.start))).toBeLessThan(1 / 60),
    );
  });
  it('every cusp and the 10 points carry their sign/star/sub lords', () => {
    expect(kp.cusps).toHaveLength(12);
    expect(kp.points.map((p) => p.key)).toEqual([...GRAHAS, 'ascendant']);
    for (const c of kp.cusps)
      expect(c).toMatchObject({ starLord: kpLords(c.lon).starLord, subLord: kpLords(c.lon).subLord });
  });
});
