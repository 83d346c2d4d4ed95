/**
 * Reference tables against independent published lists: deities and lords of the first five
 * nakshatras and their zodiac spans as Wikipedia's "Nakshatra" list gives them (Ashwini: Ashvins,
 * Ketu; Bharani: Yama, Venus; Krittika: Agni, Sun, 26°40′ Mesha–10° Vrishabha; Rohini: Brahma /
 * Prajapati, Moon; Mrigashira: Soma, Mars, 23°20′ Vrishabha–6°40′ Mithuna), the Avakahada syllables
 * printed in panchangs (Ashwini Chu Che Cho La, Bharani Li Lu Le Lo, Rohini O Va Vi Vu, Mrigashira
 * Ve Vo Ka Ki, Punarvasu Ke Ko Ha Hi), and BPHS sign lords for the gem rule.
 */
import { babyNameSyllablesPacket, birthstarDeityPacket, gemstonePacket, rudrakshaPacket } from '../src';

describe('reference tables', () => {
  it('birth-star deities and lords', () => {
    const got = [0, 1, 2, 3, 4].map((i) => birthstarDeityPacket({ nakshatraIdx: i }).body);
    expect(got.map((b) => [b.deity, b.lord])).toEqual([
      ['Ashvins', 'ketu'],
      ['Yama', 'venus'],
      ['Agni', 'sun'],
      ['Brahma (Prajapati)', 'moon'],
      ['Soma (Chandra)', 'mars'],
    ]);
    expect(birthstarDeityPacket({ nakshatraIdx: 26 }).body).toMatchObject({
      nakshatra: { index: 26, name: 'Revati' },
      deity: 'Pushan',
      lord: 'mercury',
    });
    expect(() => birthstarDeityPacket({ nakshatraIdx: 27 })).toThrow('nakshatra_idx must be between 0 and 26');
  });

  it('name syllables and pada rashis', () => {
    const rows = (i: number) => babyNameSyllablesPacket({ nakshatraIdx: i }).body.padas;
    expect(rows(0).map((p) => p.syllable)).toEqual(['Chu', 'Che', 'Cho', 'La']);
    expect(rows(1).map((p) => p.syllable)).toEqual(['Li', 'Lu', 'Le', 'Lo']);
    expect(rows(3).map((p) => p.syllable)).toEqual(['O', 'Va', 'Vi', 'Vu']);
    expect(rows(4).map((p) => p.syllable)).toEqual(['Ve', 'Vo', 'Ka', 'Ki']);
    expect(rows(6).map((p) => p.syllable)).toEqual(['Ke', 'Ko', 'Ha', 'Hi']);
    expect(rows(2).map((p) => p.rashi.name)).toEqual(['Mesha', 'Vrishabha', 'Vrishabha', 'Vrishabha']);
    expect(rows(4).map((p) => p.rashi.name)).toEqual(['Vrishabha', 'Vrishabha', 'Mithuna', 'Mithuna']);
    expect(rows(26).map((p) => p.rashi.name)).toEqual(['Meena', 'Meena', 'Meena', 'Meena']);
    expect(babyNameSyllablesPacket({ nakshatraIdx: 0, pada: 4 }).body.padas).toEqual([
      { pada: 4, syllable: 'La', devanagari: 'ला', rashi: { index: 0, name: 'Mesha' } },
    ]);
  });

  it('gemstones of the 1st, 5th and 9th lords; rudraksha by nakshatra lord', () => {
    const g = gemstonePacket({ lagna: 'mesha' }).body.recommendations;
    expect(g.map((r) => [r.lord, r.gem])).toEqual([
      ['mars', 'Red coral'],
      ['sun', 'Ruby'],
      ['jupiter', 'Yellow sapphire'],
    ]);
    const m = gemstonePacket({ lagna: 'Makara' }).body.recommendations;
    expect(m.map((r) => r.lord)).toEqual(['saturn', 'venus', 'mercury']);
    expect(() => gemstonePacket({ lagna: 'Aries' })).toThrow('lagna must be a rashi name');
    expect(rudrakshaPacket({ nakshatraIdx: 7 }).body).toMatchObject({ lord: 'saturn', mukhi: 7 });
    expect(rudrakshaPacket({ nakshatraIdx: 18 }).body).toMatchObject({ lord: 'ketu', mukhi: 9 });
  });
});
