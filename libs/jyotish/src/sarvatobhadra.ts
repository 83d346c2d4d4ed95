/**
 * Sarvatobhadra chakra: the 9×9 grid of 28 nakshatras (Abhijit included), 16 vowels, 20 consonants,
 * 12 rashis and the 5 tithi groups with their weekdays, as described by P.V.R. Narasimha Rao
 * ("Vedic Astrology: An Integrated Approach", ch. on Sarvatobhadra chakra, example 7) and square by
 * square by Shanker Adawal ("Encyclopedia of Vedic Astrology", ch. XII, 12.2.2).
 *
 * Orientation: row 0 is the East side (column 0 = NE corner, column 8 = SE corner), column 8 the
 * South side, row 8 the West side, column 0 the North side; everything runs clockwise from NE.
 * Vedha (Narasimha Rao): a graha in a border nakshatra obstructs every square on three lines from
 * it: straight across the chakra and the two diagonals, each until the opposite/side border.
 */
import { GrahaKey, grahaPositions, NAKSHATRA_NAMES, RASHI_NAMES } from '@pj/ephemeris';
import { ResolvedBirth, resolveBirth } from './birth';
import { NatalChart, PointKey } from './chart';

export type SbcCell =
  | { kind: 'nakshatra'; index: number; name: string }
  | { kind: 'vowel'; key: string }
  | { kind: 'consonant'; key: string }
  | { kind: 'rashi'; index: number; name: string }
  | { kind: 'tithi'; group: TithiGroup; tithis: number[]; weekdays: string[] };

export type TithiGroup = 'nanda' | 'bhadra' | 'jaya' | 'rikta' | 'purna';
export const TITHI_GROUPS: readonly TithiGroup[] = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'];

/** 28-nakshatra index: 0 Ashwini … 20 U.Ashadha, 21 Abhijit, 22 Shravana … 27 Revati. */
export const NAKSHATRA_28: readonly string[] = Object.freeze([
  ...NAKSHATRA_NAMES.slice(0, 21),
  'Abhijit',
  ...NAKSHATRA_NAMES.slice(21),
]);

/** Abhijit = the last pada of Uttara Ashadha (276°40′–280°), as in Narasimha Rao's text. */
export function nakshatra28(lon: number): number {
  const n27 = Math.floor((((lon % 360) + 360) % 360) / (360 / 27));
  if (n27 < 20) return n27;
  if (n27 === 20) return lon >= 276 + 2 / 3 ? 21 : 20;
  return n27 + 1;
}

const nak = (i: number): SbcCell => ({ kind: 'nakshatra', index: i, name: NAKSHATRA_28[i] });
const vow = (key: string): SbcCell => ({ kind: 'vowel', key });
const con = (key: string): SbcCell => ({ kind: 'consonant', key });
const ras = (i: number): SbcCell => ({ kind: 'rashi', index: i, name: RASHI_NAMES[i] });

/** Tithi numbers (1–30) of a group: n, n+5, … (Purna also 30). */
const tithisOf = (g: number) => Array.from({ length: 6 }, (_, k) => g + 1 + 5 * k).filter((t) => t <= 30);
const tithi = (g: TithiGroup, weekdays: string[]): SbcCell => ({
  kind: 'tithi',
  group: g,
  tithis: tithisOf(TITHI_GROUPS.indexOf(g)),
  weekdays,
});

/** Places one ring clockwise from its NE corner: `sides` are the 4 runs between the corners. */
function ring(grid: SbcCell[][], r: number, corners: SbcCell[], sides: SbcCell[][]) {
  const lo = r;
  const hi = 8 - r;
  grid[lo][lo] = corners[0];
  grid[lo][hi] = corners[1];
  grid[hi][hi] = corners[2];
  grid[hi][lo] = corners[3];
  sides[0].forEach((c, k) => (grid[lo][lo + 1 + k] = c)); // East, north → south
  sides[1].forEach((c, k) => (grid[lo + 1 + k][hi] = c)); // South, east → west
  sides[2].forEach((c, k) => (grid[hi][hi - 1 - k] = c)); // West, south → north
  sides[3].forEach((c, k) => (grid[hi - 1 - k][lo] = c)); // North, west → east
}

function buildGrid(): SbcCell[][] {
  const g: SbcCell[][] = Array.from({ length: 9 }, () => new Array<SbcCell>(9));
  const run = (from: number, n: number) => Array.from({ length: n }, (_, k) => nak(from + k));
  // 28 nakshatras from Krittika, 7 a side
  ring(
    g,
    0,
    [vow('a'), vow('ā'), vow('i'), vow('ī')],
    [run(2, 7), run(9, 7), run(16, 7), [...run(23, 5), nak(0), nak(1)]],
  );
  ring(
    g,
    1,
    [vow('u'), vow('ū'), vow('ṛ'), vow('ṝ')],
    [
      ['a', 'va', 'ka', 'ha', 'ḍa'].map(con),
      ['ma', 'ṭa', 'pa', 'ra', 'ta'].map(con),
      ['na', 'ya', 'bha', 'ja', 'kha'].map(con),
      ['ga', 'sa', 'da', 'ca', 'la'].map(con),
    ],
  );
  ring(
    g,
    2,
    [vow('ḷ'), vow('ḹ'), vow('e'), vow('ai')],
    [[1, 2, 3].map(ras), [4, 5, 6].map(ras), [7, 8, 9].map(ras), [10, 11, 0].map(ras)],
  );
  ring(
    g,
    3,
    [vow('o'), vow('au'), vow('aṃ'), vow('aḥ')],
    [
      [tithi('nanda', ['sunday', 'tuesday'])],
      [tithi('bhadra', ['monday', 'wednesday'])],
      [tithi('jaya', ['thursday'])],
      [tithi('rikta', ['friday'])],
    ],
  );
  g[4][4] = tithi('purna', ['saturday']);
  return g;
}

export const SBC_GRID: readonly (readonly SbcCell[])[] = buildGrid();

const cellKey = (c: SbcCell) =>
  c.kind === 'nakshatra' || c.kind === 'rashi'
    ? `${c.kind}:${c.index}`
    : c.kind === 'tithi'
      ? `tithi:${c.group}`
      : `${c.kind}:${c.key}`;

function findCell(key: string): [number, number] {
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (cellKey(SBC_GRID[r][c]) === key) return [r, c];
  throw new Error(`no cell ${key}`);
}

const DIR_NAME = (dr: number, dc: number) =>
  [dr > 0 ? 'west' : dr < 0 ? 'east' : '', dc > 0 ? 'south' : dc < 0 ? 'north' : ''].filter(Boolean).join('-');

/** The three vedha lines (straight, two diagonals) from a border nakshatra's square, squares in order. */
export function vedhaLines(nak28: number): { direction: string; squares: [number, number][] }[] {
  const [r, c] = findCell(`nakshatra:${nak28}`);
  const inward: [number, number] = r === 0 ? [1, 0] : r === 8 ? [-1, 0] : c === 0 ? [0, 1] : [0, -1];
  const side: [number, number] = inward[0] === 0 ? [1, 0] : [0, 1];
  const dirs: [number, number][] = [
    inward,
    [inward[0] + side[0], inward[1] + side[1]],
    [inward[0] - side[0], inward[1] - side[1]],
  ];
  return dirs.map(([dr, dc]) => {
    const squares: [number, number][] = [];
    for (let rr = r + dr, cc = c + dc; rr >= 0 && rr <= 8 && cc >= 0 && cc <= 8; rr += dr, cc += dc)
      squares.push([rr, cc]);
    return { direction: DIR_NAME(dr, dc), squares };
  });
}

/** A square of the grid with its position (row 0 = East side, col 0 = North side). */
export type SbcSquare = SbcCell & { readonly row: number; readonly col: number };

const squareAt = (rc: [number, number]): SbcSquare => ({ row: rc[0], col: rc[1], ...SBC_GRID[rc[0]][rc[1]] });

/** Tithi 1–30 from the Moon–Sun elongation. */
export const tithiOf = (sunLon: number, moonLon: number) =>
  Math.floor(((((moonLon - sunLon) % 360) + 360) % 360) / 12) + 1;

export interface SbcVedha {
  readonly graha: GrahaKey;
  /** Sidereal longitude of the transit graha, degrees. */
  readonly lon: number;
  /** 28-nakshatra index (NAKSHATRA_28). */
  readonly nakshatra: number;
  readonly retrograde: boolean;
  readonly lines: readonly { readonly direction: string; readonly squares: readonly SbcSquare[] }[];
  /** Natal targets on the graha's square ('occupied') or on one of its vedha lines (the line's direction). */
  readonly natalHits: readonly { readonly target: string; readonly line: string; readonly square: SbcSquare }[];
}

export interface Sarvatobhadra {
  /** The transit moment: 12:00 local on the transit date, resolved like the birth. */
  readonly transitAt: ResolvedBirth;
  /** 28-nakshatra index of the natal Moon. */
  readonly janmaNakshatra: number;
  /** 1..30. */
  readonly birthTithi: number;
  readonly birthTithiGroup: TithiGroup;
  /** 9×9 squares with the natal points and transit grahas in the nakshatra squares. */
  readonly grid: readonly (readonly (SbcSquare & { natal: PointKey[]; transit: GrahaKey[] })[])[];
  readonly vedha: readonly SbcVedha[];
}

export function sarvatobhadra(core: NatalChart, transitDate: string): Sarvatobhadra {
  const natalNak = new Map<PointKey, number>(core.points.map((p) => [p.key, nakshatra28(p.lon)]));
  const natalTithi = tithiOf(core.lon.sun, core.lon.moon);
  const targets: { target: string; key: string }[] = [
    { target: 'janma_nakshatra', key: `nakshatra:${natalNak.get('moon')}` },
    { target: 'moon_sign', key: `rashi:${core.byKey.moon.sign}` },
    { target: 'lagna_sign', key: `rashi:${core.lagnaSign}` },
    { target: 'birth_tithi_group', key: `tithi:${TITHI_GROUPS[(natalTithi - 1) % 5]}` },
    ...core.points
      .filter((p) => p.key !== 'moon')
      .map((p) => ({ target: `${p.key}_nakshatra`, key: `nakshatra:${natalNak.get(p.key)}` })),
  ];
  const when = resolveBirth({ ...core.birth.input, date: transitDate, time: '12:00:00' });
  const transits = grahaPositions(when.instant, {
    ayanamsa: core.birth.ayanamsa,
    nodeType: core.birth.nodeType,
    positionModel: core.birth.positionModel,
  }).map((g) => ({
    key: g.key,
    lon: g.siderealLonDeg,
    nak: nakshatra28(g.siderealLonDeg),
    retrograde: g.retrograde,
  }));
  const grid = SBC_GRID.map((row, r) =>
    row.map((cell, c) => ({
      row: r,
      col: c,
      ...cell,
      natal:
        cell.kind === 'nakshatra'
          ? core.points.filter((p) => natalNak.get(p.key) === cell.index).map((p) => p.key)
          : [],
      transit: cell.kind === 'nakshatra' ? transits.filter((t) => t.nak === cell.index).map((t) => t.key) : [],
    })),
  );
  const vedha = transits.map((t): SbcVedha => {
    const lines = vedhaLines(t.nak);
    const onLine = new Map<string, string>();
    const own = findCell(`nakshatra:${t.nak}`);
    onLine.set(cellKey(SBC_GRID[own[0]][own[1]]), 'occupied');
    for (const l of lines) for (const [r, c] of l.squares) onLine.set(cellKey(SBC_GRID[r][c]), l.direction);
    return {
      graha: t.key,
      lon: t.lon,
      nakshatra: t.nak,
      retrograde: t.retrograde,
      lines: lines.map((l) => ({ direction: l.direction, squares: l.squares.map(squareAt) })),
      natalHits: targets
        .filter((x) => onLine.has(x.key))
        .map((x) => ({ target: x.target, line: onLine.get(x.key)!, square: squareAt(findCell(x.key)) })),
    };
  });
  return {
    transitAt: when,
    janmaNakshatra: natalNak.get('moon')!,
    birthTithi: natalTithi,
    birthTithiGroup: TITHI_GROUPS[(natalTithi - 1) % 5],
    grid,
    vedha,
  };
}
