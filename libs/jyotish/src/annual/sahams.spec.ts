/**
 * The 36 sahams on P.V.R. Narasimha Rao's Example 121 / Chart 66 (night birth, 2000-03-08 04:41 IST,
 * 26°18′ N 73°04′ E), with the book's chart positions as printed (PyJHora pvr_tests.py saham_tests, commit
 * e20943c6, lines 4436–4690: the positions and the expected saham signs and whole degrees, which are the book's
 * Example 121 values as PyJHora's author encoded them).
 */
import { BOOK_CHART_66, chartOf } from '../../../../test/fixtures/golden/jyotish-annual/chart-66';
import { isDayChart, sahams } from './annual';

/** [saham, sign index, whole degrees in sign] as the book gives them. */
const BOOK: [string, number, number][] = [
  ['artha', 7, 2],
  ['samartha', 11, 5],
  ['vanik', 8, 7],
  ['punya', 8, 19],
  ['vidya', 11, 2],
  ['yasas', 6, 20],
  ['mitra', 7, 8],
  ['mahatmya', 0, 16],
  ['asha', 8, 17],
  ['bhratri', 9, 2],
  ['gaurava', 9, 29],
  ['pitri', 7, 15],
  ['rajya', 7, 15],
  ['matri', 7, 25],
  ['putra', 8, 16],
  ['jeeva', 9, 2],
  ['karma', 7, 27],
  ['roga', 7, 6],
  ['kali', 8, 26],
  ['sastra', 10, 20],
  ['bandhu', 11, 14],
  ['paradara', 11, 5],
  ['karyasiddhi', 1, 14],
  ['vivaha', 1, 1],
  ['sraddha', 0, 6],
  ['preeti', 8, 10],
  ['jadya', 0, 6],
  ['vyapara', 8, 17],
  ['satru', 11, 5],
  ['jalapatana', 6, 15],
  ['bandhana', 1, 11],
  ['apamrityu', 4, 25],
];

/**
 * Not matched: four of PyJHora's expected values, each from a convention other than the stated rule. The record's
 * value, the reason, and ours (worked by hand from the book positions and the rule in tables.ts).
 */
const NOT_MATCHED: [string, number, number, string, number, number][] = [
  // 8th cusp Le 10°49′ − Moon Pi 15°13′ + Lagna = Ge 6°25′; Cp is not on the way Pi → Le: +30° → Cn 6°25′
  ['mrityu', 2, 6, "no +30° (PyJHora's unnormalised cusp, 490.8°, never meets A's sign in its sign walk)", 3, 6.4],
  // 9th cusp Vi 10°49′ − Mercury Aq 11°27′ + Lagna = Le 10°11′; Cp not on the way Aq → Vi: +30° → Vi 10°11′
  ['paradesa', 4, 10, 'no +30° (the same unnormalised-cusp artefact)', 5, 10.2],
  // night: Moon − Saturn + 6th cusp Ge 10°49′ = Ta 6°53′; Ge is on the way Ar → Pi: no +30°
  ['santapa', 2, 7, "+30° (PyJHora's 6th cusp, 430.8°, is never found on the way)", 1, 6.9],
  // 11th cusp Sc 10°49′ − Mars Pi 24°58′ + Lagna = Le 26°40′, +30° (Cp not on the way Pi → Sc) → Vi 26°40′
  [
    'labha',
    11,
    8,
    'Ketu as the lord of Scorpio and the night reversal (ours: Mars, the same by day and night)',
    5,
    26.7,
  ],
];

describe('sahams of book Chart 66 (night birth)', () => {
  const chart = chartOf(BOOK_CHART_66);
  const got = new Map(sahams(chart).map((s) => [s.rule.key, s]));

  it('is a night chart: the Sun below the horizon (between the ascendant and the descendant)', () => {
    expect(isDayChart(chart)).toBe(false);
  });

  it.each(BOOK)('%s: sign %i, %i° (whole degrees, ±1)', (key, sign, deg) => {
    const s = got.get(key)!;
    expect(Math.floor(s.lon / 30)).toBe(sign);
    expect(Math.abs((s.lon % 30) - deg)).toBeLessThanOrEqual(1);
  });

  it.each(NOT_MATCHED)(
    '%s: record %i, %i° not matched: %s; ours by the rule %i, %f°',
    (key, _s, _d, _why, sign, deg) => {
      const s = got.get(key)!;
      expect(Math.floor(s.lon / 30)).toBe(sign);
      expect(Math.abs((s.lon % 30) - deg)).toBeLessThan(0.05);
    },
  );
});
