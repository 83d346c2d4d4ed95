import {
  chandraBalaMatrix,
  chandraBalaOf,
  chandrabalamPacket,
  houseFrom,
  taraMatrix,
  taraOf,
  tarabalamPacket,
} from '../src';
import { NEW_DELHI_LAHIRI } from './support';

/**
 * Drik prints the nearest minute; the daily core is within a minute of its moon-sign and nakshatra ends
 * (daily-pages.spec).
 */
const MINUTE_S = 60;
const secondsFromMinute = (iso: string, local: string) =>
  Math.abs(Date.parse(iso) - Date.parse(`${local}:00+05:30`)) / 1000;

describe('tara bala (Muhurta Chintamani; B. V. Raman, Muhurtha ch. 3)', () => {
  it.each([
    // [natal, transit, count, tara, cycle] — inclusive count from the birth star
    [0, 1, 2, 'Sampat', 1], // Ashwini → Bharani
    [3, 12, 10, 'Janma', 2], // Rohini → Hasta: the tenth star (anujanma)
    [2, 18, 17, 'Mitra', 2], // Krittika → Mula
    [26, 0, 2, 'Sampat', 1], // Revati → Ashwini wraps
    [0, 26, 27, 'Parama Mitra', 3], // Ashwini → Revati
    [9, 15, 7, 'Naidhana', 1], // Magha → Vishakha
    [5, 5, 1, 'Janma', 1], // same star
  ])('natal %i, transit %i: count %i = %s (cycle %i)', (natal, transit, count, name, cycle) => {
    const t = taraOf(natal, transit);
    expect(t).toMatchObject({ count, name, cycle });
    expect(t.quality).toBe(
      ['Sampat', 'Kshema', 'Sadhana', 'Mitra', 'Parama Mitra'].includes(name as string) ? 'auspicious' : 'inauspicious',
    );
  });

  it('27 × 27 matrix: every row holds each tara three times (15 favourable, 12 not)', () => {
    const m = taraMatrix();
    expect(m).toHaveLength(27);
    for (const row of m) {
      expect(row).toHaveLength(27);
      for (let k = 0; k < 9; k++) expect(row.filter((t) => t.index === k)).toHaveLength(3);
      expect(row.filter((t) => t.quality === 'auspicious')).toHaveLength(15);
    }
    expect(m[4][4].name).toBe('Janma');
  });

  it('refuses out-of-range indices', () => {
    expect(() => taraOf(27, 0)).toThrow(RangeError);
    expect(() => taraOf(0, -1)).toThrow(RangeError);
  });
});

describe('chandrabala (Phaladeepika 26; Muhurta Chintamani ch. 1)', () => {
  it.each([
    [0, 0, 1, 'auspicious'], // Mesha natal, Moon in Mesha
    [0, 7, 8, 'inauspicious'], // Moon in Vrishchika: the 8th (ashtama chandra)
    [11, 0, 2, 'inauspicious'], // Meena natal, Moon in Mesha
    [3, 9, 7, 'auspicious'], // Karka natal, Moon in Makara
    [5, 4, 12, 'inauspicious'], // Kanya natal, Moon in Simha
    [6, 3, 10, 'auspicious'], // Tula natal, Moon in Karka
  ])('natal %i, transit %i: house %i %s', (natal, transit, house, quality) => {
    expect(chandraBalaOf(natal, transit)).toEqual({ house, quality });
  });

  it('12 × 12 matrix: six favourable houses per row, each transit sign favourable for six natal signs', () => {
    const m = chandraBalaMatrix();
    for (const row of m)
      expect(
        row
          .filter((c) => c.quality === 'auspicious')
          .map((c) => c.house)
          .sort((a, b) => a - b),
      ).toEqual([1, 3, 6, 7, 10, 11]);
    for (let t = 0; t < 12; t++) expect(m.filter((row) => row[t].quality === 'auspicious')).toHaveLength(6);
    expect(houseFrom(9, 8)).toBe(12);
    expect(() => houseFrom(12, 0)).toThrow(RangeError);
  });
});

describe('day packets against Drik Panchang New Delhi day pages', () => {
  it('chandrabalam 2020-12-31: Mithuna until 13:38, then Karka; favourable natal signs follow the matrix', () => {
    const p = chandrabalamPacket({ ...NEW_DELHI_LAHIRI, date: '2020-12-31', natalMoonRashiIdx: 2 });
    const spans = p.body.moonsign;
    expect(spans.map((s) => s.name)).toEqual(['Mithuna', 'Karka']);
    expect(secondsFromMinute(spans[0].end, '2020-12-31T13:38')).toBeLessThanOrEqual(MINUTE_S);
    // Moon in Mithuna (2) is favourable for natal signs whose house 1,3,6,7,10,11 is Mithuna: Mithuna (1), Mesha (3),
    // Makara (6), Dhanu (7), Kanya (10), Simha (11)
    expect(spans[0].favourable_for.map((f) => f.index).sort((a, b) => a - b)).toEqual([0, 2, 4, 5, 8, 9]);
    const personal = p.body.personal!;
    expect(personal.spans.map((s) => [s.house, s.quality])).toEqual([
      [1, 'auspicious'],
      [2, 'inauspicious'],
    ]);
  });

  it('tarabalam 2022-01-26: Swati until 10:07, then Vishakha; the tara of each birth star', () => {
    const p = tarabalamPacket({ ...NEW_DELHI_LAHIRI, date: '2022-01-26', natalNakshatraIdx: 12 });
    const spans = p.body.nakshatra;
    expect(spans.map((s) => s.name)).toEqual(['Swati', 'Vishakha']);
    expect(secondsFromMinute(spans[0].end, '2022-01-26T10:07')).toBeLessThanOrEqual(MINUTE_S);
    expect(spans[0].matrix).toHaveLength(27);
    expect(spans[0].favourable_for).toHaveLength(15);
    // Swati (14) for a Hasta (12) native: count 3 = Vipat; Vishakha: count 4 = Kshema
    const personal = p.body.personal!;
    expect(personal.spans.map((s) => [s.tara.count, s.tara.name])).toEqual([
      [3, 'Vipat'],
      [4, 'Kshema'],
    ]);
    expect(p.methodology.tarabala).toContain('Parama Mitra');
  });
});
