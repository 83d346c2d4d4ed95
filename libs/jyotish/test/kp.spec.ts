/**
 * KP (Krishnamurti Paddhati) sign, star and sub lords against K. S. Krishnamurti's table of subs
 * (KP Reader I; the same 249-sub table is printed in every KP ephemeris): the subs of Ashwini,
 * Bharani and Revati with their printed boundaries, and the KP house system = Placidus cusps
 * (PyJHora's Swiss Ephemeris 'P' cusps of the JHora comparison chart, within 1′).
 */
import { norm180 } from '@pj/ephemeris';
import { computeChart, housesBody, kpLords, resolveBirth } from '../src';
import { birthOf, jyotishCase } from './cases';

/** The grahas in the classical (Parashari) weekday-lord order, then the nodes: the order the packets list them in. */
const GRAHA_ORDER = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];

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
      expect([k.sign_lord, k.star_lord, k.sub_lord]).toEqual([sign, star, lord]);
      expect(Math.abs(k.sub_from - from)).toBeLessThan(1 / 3600);
      expect(Math.abs(k.sub_to - to)).toBeLessThan(1 / 3600);
    }
  });
  it('a boundary belongs to the next sub; 360° wraps to Aries 0°', () => {
    expect(kpLords(dms(3, 0)).sub_lord).toBe('sun');
    expect(kpLords(360).sub_lord).toBe('ketu');
  });
});

describe('KP house system: the Placidus cusps, with lords', () => {
  const r = jyotishCase('pyjhora-own-house-cusps');
  const core = computeChart(resolveBirth(birthOf(r, { utc_offset: '+05:30', house_system: 'kp' })));
  const body = housesBody(core) as unknown as {
    houses: { start: number }[];
    kp: { cusps: { longitude: number; star_lord: string; sub_lord: string }[]; points: { key: string }[] };
  };
  it("12 cusps within 1′ of PyJHora's Placidus (SE P) cusps", () => {
    r.expected.systems.P.forEach((row: { start: number }, i: number) =>
      expect(Math.abs(norm180(body.houses[i].start - row.start))).toBeLessThan(1 / 60),
    );
  });
  it('every cusp and the 10 points carry their sign/star/sub lords', () => {
    expect(body.kp.cusps).toHaveLength(12);
    expect(body.kp.points.map((p) => p.key)).toEqual([...GRAHA_ORDER, 'ascendant']);
    for (const c of body.kp.cusps)
      expect(c).toMatchObject({ star_lord: kpLords(c.longitude).star_lord, sub_lord: kpLords(c.longitude).sub_lord });
  });
});
