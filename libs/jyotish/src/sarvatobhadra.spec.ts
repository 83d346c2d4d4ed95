/**
 * Sarvatobhadra grid against the published descriptions: P.V.R. Narasimha Rao, "Vedic Astrology:
 * An Integrated Approach" (Sarvatobhadra chakra, example 7: Saturn in Punarvasu, the straight line
 * west: h, Cancer, au, Bhadra (Monday, Wednesday), aṃ, Scorpio, y, Moola; every diagonal square but
 * the centre holds a vowel; 16 + 20 + 12 + 28 + 5 = 81) and Shanker Adawal, "Encyclopedia of Vedic
 * Astrology" ch. XII 12.2.2 (squares numbered clockwise from the NE corner: a, Krittika … Ashlesha,
 * ā; Magha … Vishakha down the South side; Anuradha … Shravana, ī at NW; Dhanishta … Bharani up the
 * North side; u, a, v, k, h, ḍ, ū; m, ṭ, p, r, t, ṛ; n, y, bh, j, kh, ṝ; g, s, d, ch, l; ḷ, Taurus,
 * Gemini, Cancer, ḹ, Leo, Virgo …).
 */
import { nakshatra28, SBC_GRID, SbcCell, tithiOf, vedhaLines } from './sarvatobhadra';

const label = (c: SbcCell) =>
  c.kind === 'nakshatra' || c.kind === 'rashi'
    ? c.name
    : c.kind === 'tithi'
      ? `${c.group}(${c.weekdays.join(',')})`
      : c.key;

describe('sarvatobhadra chakra', () => {
  it('Narasimha Rao example 7: Saturn in Punarvasu → straight vedha west on ha, Karka, au, Bhadra (Mon, Wed), aṃ, Vrishchika, ya, Moola', () => {
    const straight = vedhaLines(6).find((l) => l.direction === 'west')!;
    expect(straight.squares.map(([r, c]) => label(SBC_GRID[r][c]))).toEqual([
      'ha',
      'Karka',
      'au',
      'bhadra(monday,wednesday)',
      'aṃ',
      'Vrishchika',
      'ya',
      'Mula',
    ]);
  });

  it('Adawal 12.2.2: the outer ring clockwise from NE and the consonant ring', () => {
    const ringLabels = (r: number) => {
      const hi = 8 - r;
      const out: string[] = [];
      for (let c = r; c <= hi; c++) out.push(label(SBC_GRID[r][c]));
      for (let rr = r + 1; rr <= hi; rr++) out.push(label(SBC_GRID[rr][hi]));
      for (let c = hi - 1; c >= r; c--) out.push(label(SBC_GRID[hi][c]));
      for (let rr = hi - 1; rr > r; rr--) out.push(label(SBC_GRID[rr][r]));
      return out;
    };
    expect(ringLabels(0).slice(0, 9)).toEqual([
      'a',
      'Krittika',
      'Rohini',
      'Mrigashira',
      'Ardra',
      'Punarvasu',
      'Pushya',
      'Ashlesha',
      'ā',
    ]);
    expect(ringLabels(0).slice(24)).toEqual([
      'ī',
      'Dhanishta',
      'Shatabhisha',
      'Purva Bhadrapada',
      'Uttara Bhadrapada',
      'Revati',
      'Ashwini',
      'Bharani',
    ]);
    expect(ringLabels(0)[16 + 6]).toBe('Abhijit');
    expect(ringLabels(1)).toEqual([
      'u',
      'a',
      'va',
      'ka',
      'ha',
      'ḍa',
      'ū',
      'ma',
      'ṭa',
      'pa',
      'ra',
      'ta',
      'ṛ',
      'na',
      'ya',
      'bha',
      'ja',
      'kha',
      'ṝ',
      'ga',
      'sa',
      'da',
      'ca',
      'la',
    ]);
    expect(ringLabels(2).slice(0, 8)).toEqual(['ḷ', 'Vrishabha', 'Mithuna', 'Karka', 'ḹ', 'Simha', 'Kanya', 'Tula']);
  });

  it('counts: 28 nakshatras, 16 vowels (all on the diagonals, centre excepted), 20 consonants, 12 rashis, 5 tithi groups', () => {
    const cells = SBC_GRID.flat();
    const count = (k: string) => cells.filter((c) => c.kind === k).length;
    expect([count('nakshatra'), count('vowel'), count('consonant'), count('rashi'), count('tithi')]).toEqual([
      28, 16, 20, 12, 5,
    ]);
    for (let i = 0; i < 9; i++) {
      if (i === 4) continue;
      expect(SBC_GRID[i][i].kind).toBe('vowel');
      expect(SBC_GRID[i][8 - i].kind).toBe('vowel');
    }
    expect(new Set(cells.filter((c) => c.kind === 'nakshatra').map((c) => (c as { index: number }).index)).size).toBe(
      28,
    );
  });

  it('diagonal vedha runs to the border: Krittika → Bharani one way, Vishakha the other, Shravana straight', () => {
    const ends = vedhaLines(2).map((l) => label(SBC_GRID[l.squares.at(-1)![0]][l.squares.at(-1)![1]]));
    expect(ends).toEqual(['Shravana', 'Vishakha', 'Bharani']);
  });

  it('Abhijit = 276°40′–280° (last pada of U.Ashadha); tithi from the elongation', () => {
    expect([
      nakshatra28(276.6),
      nakshatra28(276.7),
      nakshatra28(279.99),
      nakshatra28(280.01),
      nakshatra28(359.9),
    ]).toEqual([20, 21, 21, 22, 27]);
    expect([tithiOf(10, 21), tithiOf(350, 10), tithiOf(0, 359.9)]).toEqual([1, 2, 30]);
  });
});
