/**
 * Prashna library: the 249 KP divisions against an independent construction in exact integer units, the
 * KP-number lagna, the arudha of the question and the three classical rules on constructed charts.
 */
import { ChartPoint, NatalChart, PointKey } from '../chart';
import { PlanetKey } from '../tables';
import { KARYA_HOUSE_DEFAULT, prashnaIndications } from './judge';
import { KP_DIVISIONS, kpDivision, questionArudha, withLagna } from './prashna';

/**
 * Independent KP table: units of 1/180° (20″). A nakshatra is 2400 units, a sub lord's share 20 × its
 * Vimshottari years (the 120 years fill the 2400), a sign 5400. The 249 divisions are the distinct cuts.
 */
const YEARS: [string, number][] = [
  ['ketu', 7],
  ['venus', 20],
  ['sun', 6],
  ['moon', 10],
  ['mars', 7],
  ['rahu', 18],
  ['jupiter', 16],
  ['saturn', 19],
  ['mercury', 17],
];
function independentTable(): { from: number; star: string; sub: string }[] {
  const cuts = new Map<number, { star: string; sub: string }>();
  for (let nak = 0; nak < 27; nak++) {
    let u = nak * 2400;
    for (let i = 0; i < 9; i++) {
      const [sub, years] = YEARS[(nak + i) % 9];
      cuts.set(u, { star: YEARS[nak % 9][0], sub });
      const end = u + 20 * years;
      for (let s = Math.ceil((u + 1) / 5400) * 5400; s < end; s += 5400) cuts.set(s, { star: YEARS[nak % 9][0], sub });
      u = end;
    }
  }
  return [...cuts.entries()].sort((a, b) => a[0] - b[0]).map(([from, v]) => ({ from, ...v }));
}

describe('KP horary numbers 1–249', () => {
  const table = independentTable();

  it('the independent construction has 249 divisions, as the KP table', () => {
    expect(table).toHaveLength(249);
    expect(KP_DIVISIONS).toHaveLength(249);
  });

  it.each(Array.from({ length: 249 }, (_, i) => i + 1))('number %i starts where the table does', (n) => {
    const d = kpDivision(n);
    const t = table[n - 1];
    expect(Math.abs(d.fromDeg - t.from / 180)).toBeLessThan(1e-9);
    const next = n === 249 ? 360 : table[n].from / 180;
    expect(Math.abs(d.toDeg - next)).toBeLessThan(1e-9);
    expect([d.starLord, d.subLord]).toEqual([t.star, t.sub]);
  });

  it('published rows: 1 Aries 0°–0°46′40″ Ketu/Ketu; 249 Pisces 27°53′20″–30° Mercury/Saturn', () => {
    expect(kpDivision(1)).toMatchObject({ fromDeg: 0, signLord: 'mars', starLord: 'ketu', subLord: 'ketu' });
    expect(kpDivision(1).toDeg).toBeCloseTo(46 / 60 + 40 / 3600, 9);
    const last = kpDivision(249);
    expect(last.fromDeg).toBeCloseTo(330 + 27 + 53 / 60 + 20 / 3600, 9);
    expect(last).toMatchObject({ signLord: 'jupiter', starLord: 'mercury', subLord: 'saturn', toDeg: 360 });
  });

  it('a sub crossing a sign is cut there: Krittika/Rahu 29°13′20″–31°13′20″ gives two numbers at 30°', () => {
    const i = KP_DIVISIONS.findIndex((d) => Math.abs(d.fromDeg - 30) < 1e-9);
    expect(KP_DIVISIONS[i - 1]).toMatchObject({ starLord: 'sun', subLord: 'rahu', signLord: 'mars' });
    expect(KP_DIVISIONS[i]).toMatchObject({ starLord: 'sun', subLord: 'rahu', signLord: 'venus' });
    expect(KP_DIVISIONS[i - 1].fromDeg).toBeCloseTo(29 + 13 / 60 + 20 / 3600, 9);
  });

  it.each([0, 250, 1.5])('kp_number %p is refused naming kp_number', (n) => {
    expect(() => kpDivision(n)).toThrow(
      expect.objectContaining({ details: [expect.objectContaining({ loc: ['kp_number'] })] }),
    );
  });
});

/** A constructed chart: the lagna sign and each planet's longitude and speed (others far away, speed 0). */
function chart(lagnaLon: number, at: Partial<Record<PlanetKey, [number, number]>>): NatalChart {
  const lagnaSign = Math.floor(lagnaLon / 30);
  const keys: PointKey[] = [
    'sun',
    'moon',
    'mars',
    'mercury',
    'jupiter',
    'venus',
    'saturn',
    'rahu',
    'ketu',
    'ascendant',
  ];
  const points = keys.map((key) => {
    const [lon, speed] = key === 'ascendant' ? [lagnaLon, 360] : (at[key as PlanetKey] ?? [lagnaLon + 45, 0]);
    const sign = Math.floor(lon / 30) % 12;
    const house = ((sign - lagnaSign + 12) % 12) + 1;
    return { key, lon, speed, sign, degInSign: lon - sign * 30, house, bhava: house } as unknown as ChartPoint;
  });
  const byKey = Object.fromEntries(points.map((p) => [p.key, p])) as Record<PointKey, ChartPoint>;
  const lon = Object.fromEntries(points.map((p) => [p.key, p.lon])) as Record<PointKey, number>;
  return { points, byKey, lon, lagnaSign, cusps: [], mc: 0 } as unknown as NatalChart;
}
const verdicts = (c: NatalChart, karya = KARYA_HOUSE_DEFAULT) =>
  Object.fromEntries(prashnaIndications(c, karya).map((i) => [i.key, i.verdict]));

describe('prashna rules on constructed charts', () => {
  it('Aries lagna, Mars 10° Leo, faster Venus 8° Sagittarius (trine, applying, orb 2 < 7.5): ithasala → yes', () => {
    const c = chart(5, { mars: [130, 0.6], venus: [248, 1.2], moon: [95, 13] });
    expect(verdicts(c)).toEqual({ lagna_karya_ithasala: 'yes', rising_sign: 'no', moon_house: 'yes' });
  });

  it('Venus 12° Sagittarius, past Mars and faster: ishrafa → no; Moon in the 8th → no; Gemini rising → yes', () => {
    // Gemini lagna: lord Mercury; 7th Sagittarius: Jupiter
    const c = chart(65, { mercury: [70, 1.5], jupiter: [132, 0.1], moon: [215, 13] });
    // Jupiter 12 Leo from Mercury 10 Gemini: 3rd house (sextile); Mercury faster and behind: applying
    expect(verdicts(c).lagna_karya_ithasala).toBe('yes');
    const sep = chart(65, { mercury: [74, 1.5], jupiter: [132, 0.1], moon: [215, 13] });
    expect(verdicts(sep)).toEqual({ lagna_karya_ithasala: 'no', rising_sign: 'yes', moon_house: 'no' });
  });

  it('no aspect within orb, 2nd/12th relation, or one lord for both houses: no indication', () => {
    expect(verdicts(chart(5, { mars: [130, 0.6], venus: [248 - 20, 1.2] })).lagna_karya_ithasala).toBeNull();
    expect(verdicts(chart(5, { mars: [130, 0.6], venus: [160, 1.2] })).lagna_karya_ithasala).toBeNull();
    // Aries lagna, 8th house Scorpio: Mars lords both
    expect(verdicts(chart(5, { mars: [130, 0.6] }), 8).lagna_karya_ithasala).toBeNull();
    // Pisces rising is ubhayodaya; Moon in the 11th: no indication
    expect(verdicts(chart(335, { moon: [275, 13] }))).toMatchObject({ rising_sign: 'mixed', moon_house: null });
  });
});

describe('arudha of the question and the KP lagna', () => {
  it('Aries lagna, Mars in Taurus: A1 in Gemini', () => {
    expect(questionArudha(chart(5, { mars: [40, 0.6] }))).toMatchObject({ key: 'A1', lord: 'mars', sign: 2 });
  });

  it('Aries lagna, Mars in Cancer: 4th from Cancer is the 7th, moved to the 10th from there: Cancer', () => {
    expect(questionArudha(chart(5, { mars: [100, 0.6] })).sign).toBe(3);
  });

  it('withLagna moves the ascendant and recounts whole-sign houses', () => {
    const c = withLagna(chart(5, { mars: [100, 0.6] }), kpDivision(88).fromDeg);
    expect(c.lagnaSign).toBe(Math.floor(kpDivision(88).fromDeg / 30));
    expect(c.byKey.mars.house).toBe(((3 - c.lagnaSign + 12) % 12) + 1);
    expect(c.byKey.ascendant.lon).toBe(kpDivision(88).fromDeg);
  });
});
