/**
 * Ashtakavarga (BPHS ch. 66–69): the bhinnashtakavarga (BAV) of the seven grahas and the lagna,
 * the sarvashtakavarga (SAV), the prastara (who gave each bindu), trikona and ekadhipatya
 * shodhana, and the shodhya pinda (rasi + graha pinda). Everything depends on signs only.
 *
 * Bindu tables: Parashara's (BPHS ch. 66) as P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", ch. 12, uses them: they reproduce the book's worked sarvashtakavargas (charts 6, 7, 12)
 * and chart 7's seven bhinnashtakavargas. Totals: Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56,
 * Venus 52, Saturn 39 (SAV 337), lagna 49. The Sun's, Moon's and Mars's rows were checked against
 * Saravali 53.2–4 and Phaladeepika 23.3–5; the five cells where sources differ are in BAV_VARIANTS.
 */
import { ChartBody, ChartInput, MissingNeed, missingOf } from './chart-input';
import { PlanetKey, SEVEN, SIGN_LORD } from '../tables';

/** Whose ashtakavarga, and who contributes bindus: the seven grahas and the lagna. */
export type AvKey = PlanetKey | 'ascendant';
export const AV_KEYS: readonly AvKey[] = Object.freeze([...SEVEN, 'ascendant' as const]);

/** Houses (1..12, counted from the contributor's sign) where the contributor gives a bindu. */
type BinduRow = Readonly<Record<AvKey, readonly number[]>>;

export const BINDU_HOUSES: Readonly<Record<AvKey, BinduRow>> = Object.freeze({
  sun: {
    sun: [1, 2, 4, 7, 8, 9, 10, 11],
    moon: [3, 6, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [3, 5, 6, 9, 10, 11, 12],
    jupiter: [5, 6, 9, 11],
    venus: [6, 7, 12],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    ascendant: [3, 4, 6, 10, 11, 12],
  },
  moon: {
    sun: [3, 6, 7, 8, 10, 11],
    moon: [1, 3, 6, 7, 9, 10, 11],
    mars: [2, 3, 5, 6, 10, 11],
    mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    jupiter: [1, 2, 4, 7, 8, 10, 11],
    venus: [3, 4, 5, 7, 9, 10, 11],
    saturn: [3, 5, 6, 11],
    ascendant: [3, 6, 10, 11],
  },
  mars: {
    sun: [3, 5, 6, 10, 11],
    moon: [3, 6, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [3, 5, 6, 11],
    jupiter: [6, 10, 11, 12],
    venus: [6, 8, 11, 12],
    saturn: [1, 4, 7, 8, 9, 10, 11],
    ascendant: [1, 3, 6, 10, 11],
  },
  mercury: {
    sun: [5, 6, 9, 11, 12],
    moon: [2, 4, 6, 8, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    jupiter: [6, 8, 11, 12],
    venus: [1, 2, 3, 4, 5, 8, 9, 11],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    ascendant: [1, 2, 4, 6, 8, 10, 11],
  },
  jupiter: {
    sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    moon: [2, 5, 7, 9, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    venus: [2, 5, 6, 9, 10, 11],
    saturn: [3, 5, 6, 12],
    ascendant: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  venus: {
    sun: [8, 11, 12],
    moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    mars: [3, 4, 6, 9, 11, 12],
    mercury: [3, 5, 6, 9, 11],
    jupiter: [5, 8, 9, 10, 11],
    venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    saturn: [3, 4, 5, 8, 9, 10, 11],
    ascendant: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  saturn: {
    sun: [1, 2, 4, 7, 8, 10, 11],
    moon: [3, 6, 11],
    mars: [3, 5, 6, 10, 11, 12],
    mercury: [6, 8, 9, 10, 11, 12],
    jupiter: [5, 6, 11, 12],
    venus: [6, 11, 12],
    saturn: [3, 5, 6, 11],
    ascendant: [1, 3, 4, 6, 10, 11],
  },
  ascendant: {
    sun: [3, 4, 6, 10, 11, 12],
    moon: [3, 6, 10, 11, 12],
    mars: [1, 3, 6, 10, 11],
    mercury: [1, 2, 4, 6, 8, 10, 11],
    jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
    venus: [1, 2, 3, 4, 5, 8, 9],
    saturn: [1, 3, 4, 6, 10, 11],
    ascendant: [3, 6, 10, 11],
  },
});

/**
 * Where the classical texts disagree with the table above (houses from the contributor). The table
 * follows the book's worked examples; these are listed so a reader can see the choice.
 */
export const BAV_VARIANTS: readonly { av: AvKey; from: AvKey; used: readonly number[]; other: string }[] = [
  { av: 'moon', from: 'moon', used: [1, 3, 6, 7, 9, 10, 11], other: 'Saravali 53.3, Phaladeepika 23.4: 1,3,6,7,10,11' },
  { av: 'moon', from: 'mars', used: [2, 3, 5, 6, 10, 11], other: 'Saravali 53.3, Phaladeepika 23.4: 2,3,5,6,9,10,11' },
  { av: 'moon', from: 'jupiter', used: [1, 2, 4, 7, 8, 10, 11], other: 'Saravali 53.3: 1,4,7,8,10,11,12' },
  { av: 'mars', from: 'jupiter', used: [6, 10, 11, 12], other: 'Phaladeepika 23.5: 6,8,11,12 (Saravali 53.4 as used)' },
  {
    av: 'venus',
    from: 'mars',
    used: [3, 4, 6, 9, 11, 12],
    other: 'other printed tables: 3,5,6,9,11,12 (no primary text checked)',
  },
];

/** Rasi multipliers (rasimana) of the rasi pinda, Aries … Pisces (BPHS 69; PVR 12.6). */
export const RASI_MULTIPLIER: readonly number[] = Object.freeze([7, 10, 8, 4, 10, 6, 7, 8, 9, 5, 11, 12]);
/** Graha multipliers (grahamana) of the graha pinda (BPHS 69; PVR 12.6). */
export const GRAHA_MULTIPLIER: Readonly<Record<PlanetKey, number>> = Object.freeze({
  sun: 5,
  moon: 5,
  mars: 8,
  mercury: 5,
  jupiter: 10,
  venus: 7,
  saturn: 5,
});

/** Twelve numbers, Aries … Pisces. */
export type SignRow = readonly number[];
/** A prastara row: 1 where the contributor gave a bindu in that sign, else 0. */
export type PrastaraRow = readonly (0 | 1)[];

export interface ShodhyaPinda {
  readonly rasiPinda: number;
  readonly grahaPinda: number;
  readonly shodhyaPinda: number;
}

export interface Ashtakavarga {
  readonly available: true;
  /** BAV of each graha and of the lagna, by sign. */
  readonly bav: Readonly<Record<AvKey, SignRow>>;
  /** Bindus each BAV holds (Sun 48 … lagna 49). */
  readonly bavTotals: Readonly<Record<AvKey, number>>;
  /** SAV: the seven grahas' BAVs summed (the lagna's BAV is not part of it); totals 337. */
  readonly sav: SignRow;
  readonly savTotal: number;
  /** Prastara of each BAV: for each contributor, 1 where it gave a bindu. */
  readonly prastara: Readonly<Record<AvKey, Readonly<Record<AvKey, PrastaraRow>>>>;
  /** The seven grahas' BAVs after trikona shodhana, then after ekadhipatya shodhana. */
  readonly trikona: Readonly<Record<PlanetKey, SignRow>>;
  readonly ekadhipatya: Readonly<Record<PlanetKey, SignRow>>;
  /** Shodhya pinda of each graha from its reduced (ekadhipatya) BAV. */
  readonly pinda: Readonly<Record<PlanetKey, ShodhyaPinda>>;
  /** Signs (0..11) holding at least one of the seven grahas (ekadhipatya's "occupied"). */
  readonly occupiedSigns: readonly number[];
}

export interface AshtakavargaUnavailable {
  readonly available: false;
  readonly missing: readonly MissingNeed[];
}

function prastaraOf(target: AvKey, signs: Readonly<Record<AvKey, number>>): Record<AvKey, PrastaraRow> {
  const out = {} as Record<AvKey, PrastaraRow>;
  for (const giver of AV_KEYS) {
    const row: (0 | 1)[] = new Array<0 | 1>(12).fill(0);
    for (const house of BINDU_HOUSES[target][giver]) row[(signs[giver] + house - 1) % 12] = 1;
    out[giver] = row;
  }
  return out;
}

/**
 * Trikona shodhana of a BAV (BPHS 68.1–3): in each trine (Aries–Leo–Sagittarius, …) subtract the
 * smallest of the three from each; a trine holding a zero is left alone; three equal values become zero
 * (the subtraction does that too).
 */
export function trikonaShodhana(row: SignRow): number[] {
  const out = [...row];
  for (let first = 0; first < 4; first++) {
    const trine = [first, first + 4, first + 8];
    const least = Math.min(...trine.map((s) => row[s]));
    if (least === 0) continue;
    for (const s of trine) out[s] = row[s] - least;
  }
  return out;
}

/** The two signs of each graha owning two (Cancer and Leo, the Moon's and Sun's only signs, are never reduced). */
const TWO_SIGN_LORDS: readonly (readonly [number, number])[] = Object.freeze(
  (['mars', 'venus', 'mercury', 'jupiter', 'saturn'] as const).map((lord) => {
    const own = SIGN_LORD.flatMap((l, sign) => (l === lord ? [sign] : []));
    return [own[0], own[1]] as const;
  }),
);

/**
 * Ekadhipatya shodhana (BPHS 68.4–10) of a trikona-reduced BAV, for each pair of signs with one lord:
 * a zero in either, or both signs occupied: unchanged. Both empty: equal values become zero, else both
 * take the smaller. One occupied: the empty sign becomes zero when it holds less than or as much as the
 * occupied one, else it takes the occupied one's value. "Occupied" counts the seven grahas only.
 */
export function ekadhipatyaShodhana(row: SignRow, occupied: ReadonlySet<number>): number[] {
  const out = [...row];
  for (const [a, b] of TWO_SIGN_LORDS) {
    const [va, vb] = [row[a], row[b]];
    if (va === 0 || vb === 0) continue;
    const [oa, ob] = [occupied.has(a), occupied.has(b)];
    if (oa && ob) continue;
    if (!oa && !ob) {
      const v = va === vb ? 0 : Math.min(va, vb);
      out[a] = v;
      out[b] = v;
      continue;
    }
    const [empty, full] = oa ? [b, a] : [a, b];
    out[empty] = row[empty] <= row[full] ? 0 : row[full];
  }
  return out;
}

/**
 * Shodhya pinda (BPHS 69.1–6) of a reduced BAV: rasi pinda = Σ bindus × rasi multiplier; graha pinda =
 * Σ over the seven grahas of the bindus in the graha's sign × graha multiplier.
 */
export function shodhyaPinda(row: SignRow, grahaSigns: Readonly<Record<PlanetKey, number>>): ShodhyaPinda {
  const rasiPinda = row.reduce((sum, v, sign) => sum + v * RASI_MULTIPLIER[sign], 0);
  const grahaPinda = SEVEN.reduce((sum, g) => sum + row[grahaSigns[g]] * GRAHA_MULTIPLIER[g], 0);
  return { rasiPinda, grahaPinda, shodhyaPinda: rasiPinda + grahaPinda };
}

const sum = (row: SignRow) => row.reduce((a, b) => a + b, 0);

/** The whole ashtakavarga of a chart; needs the signs of the seven grahas and the ascendant. */
export function ashtakavarga(input: ChartInput): Ashtakavarga | AshtakavargaUnavailable {
  const missing = missingOf(input, { signs: AV_KEYS as readonly ChartBody[] });
  if (missing.length > 0) return { available: false, missing };
  const signs = Object.fromEntries(AV_KEYS.map((k) => [k, input.placements[k]!.sign])) as Record<AvKey, number>;
  const prastara = {} as Record<AvKey, Record<AvKey, PrastaraRow>>;
  const bav = {} as Record<AvKey, SignRow>;
  for (const target of AV_KEYS) {
    prastara[target] = prastaraOf(target, signs);
    bav[target] = Array.from({ length: 12 }, (_, s) => AV_KEYS.reduce((n, g) => n + prastara[target][g][s], 0));
  }
  const sav = Array.from({ length: 12 }, (_, s) => SEVEN.reduce((n, g) => n + bav[g][s], 0));
  const occupied = new Set(SEVEN.map((g) => signs[g]));
  const trikona = {} as Record<PlanetKey, SignRow>;
  const ekadhipatya = {} as Record<PlanetKey, SignRow>;
  const pinda = {} as Record<PlanetKey, ShodhyaPinda>;
  for (const g of SEVEN) {
    trikona[g] = trikonaShodhana(bav[g]);
    ekadhipatya[g] = ekadhipatyaShodhana(trikona[g], occupied);
    pinda[g] = shodhyaPinda(ekadhipatya[g], signs);
  }
  const bavTotals = Object.fromEntries(AV_KEYS.map((k) => [k, sum(bav[k])])) as Record<AvKey, number>;
  return {
    available: true,
    bav,
    bavTotals,
    sav,
    savTotal: sum(sav),
    prastara,
    trikona,
    ekadhipatya,
    pinda,
    occupiedSigns: [...occupied].sort((a, b) => a - b),
  };
}
