/**
 * Ashtakoota and dasa porutham: the tables against a second published table, the published worked
 * values found, and properties over every star/pada pair.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { NAKSHATRA_WIDTH_DEG } from '@pj/ephemeris';
import { naturalRelation, PlanetKey } from '../tables';
import { ashtakoota, countFrom, moonPlacement, taraIndex } from './ashtakoota';
import { dasaPorutham } from './porutham';
import {
  BHAKOOT_TABLE,
  GANA_OF_NAKSHATRA,
  GANA_TABLE,
  KOOTA_TABLES,
  KootaTable,
  MAITRI_TABLE,
  NADI_OF_NAKSHATRA,
  NADI_TABLE,
  TARA_TABLE,
  VARNA_OF_SIGN,
  VARNA_TABLE,
  vashyaOf,
  VASHYA_TABLE,
  YONI_ENEMIES,
  YONI_TABLE,
} from './tables';

/**
 * The second sources, as test data (test/fixtures/golden/jyotish-matching, README there): the published tables
 * tables.ts follows, in each source's own layout, and PyJHora's tables, [bride][groom] as PyJHora indexes them.
 */
const FIXTURES = join(__dirname, '../../../../test/fixtures/golden/jyotish-matching');
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

interface PublishedTable {
  readonly source: string;
  /** Which axis the source's rows are. */
  readonly rows: 'bride' | 'groom';
  readonly points: readonly (readonly number[])[];
}
type Stars = Record<string, readonly number[]>;
const P = fixture('published-koota-tables.json');
const PUBLISHED_VARNA: PublishedTable = P.PUBLISHED_VARNA;
const PUBLISHED_VARNA_SIGNS: Stars = P.PUBLISHED_VARNA_SIGNS;
const PUBLISHED_VASHYA: PublishedTable = P.PUBLISHED_VASHYA;
const PUBLISHED_VASHYA_GROUPS: { signs: [string, string][] } = P.PUBLISHED_VASHYA_GROUPS;
const PUBLISHED_TARA_RULE: { adverseRemainders: number[]; pointsPerDirection: number } = P.PUBLISHED_TARA_RULE;
const PUBLISHED_YONI: PublishedTable = P.PUBLISHED_YONI;
const PUBLISHED_MAITRI_RULE: { sameLord: number; byRelations: Record<string, number> } = P.PUBLISHED_MAITRI_RULE;
const PUBLISHED_GANA: PublishedTable = P.PUBLISHED_GANA;
const PUBLISHED_GANA_STARS: Stars = P.PUBLISHED_GANA_STARS;
const PUBLISHED_BHAKOOT_RULE: { maleficPositions: number[]; points: number } = P.PUBLISHED_BHAKOOT_RULE;
const PUBLISHED_NADI: Stars & { differentNadi: number } = P.PUBLISHED_NADI;

/** A published table in [groom][bride] order. */
const groomRows = (t: { rows: 'bride' | 'groom'; points: readonly (readonly number[])[] }) =>
  t.rows === 'groom' ? t.points : t.points[0].map((_, j) => t.points.map((row) => row[j]));

const PY = fixture('pyjhora-koota-tables.json');
const pyTable = (koota: string) => groomRows({ rows: PY.rows, points: PY[koota] });
const SECOND_SOURCE = Object.fromEntries(
  ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'].map((k) => [k, pyTable(k)]),
);
const SECOND_VARNA_OF_SIGN: readonly string[] = PY.varna_of_sign;

/** A Moon in the middle of nakshatra n (0-based), pada p (1..4). */
const moonAt = (n: number, p = 2) => moonPlacement(n * NAKSHATRA_WIDTH_DEG + (p - 0.5) * (NAKSHATRA_WIDTH_DEG / 4));
const STAR = (name: string) =>
  [
    'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
    'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
    'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada',
    'Uttara Bhadrapada', 'Revati',
  ].indexOf(name); // prettier-ignore

/** Cells where two tables differ: "row/column: ours vs other". */
function differences(t: KootaTable<string>, other: readonly (readonly number[])[]): string[] {
  const out: string[] = [];
  t.points.forEach((row, i) =>
    row.forEach((v, j) => {
      if (v !== other[i][j]) out.push(`${t.categories[i]}/${t.categories[j]}: ${v} vs ${other[i][j]}`);
    }),
  );
  return out;
}

/** A table built from a rule over the categories' indices, [groom][bride]. */
const fromRule = (n: number, cell: (g: number, b: number) => number) =>
  Array.from({ length: n }, (_, g) => Array.from({ length: n }, (_, b) => cell(g, b)));

describe('koota tables equal the published tables they cite, cell by cell', () => {
  it('varna: saravali.de point table; signs as beforeprint.in lists them', () => {
    expect(differences(VARNA_TABLE, groomRows(PUBLISHED_VARNA))).toEqual([]);
    VARNA_OF_SIGN.forEach((v, s) => expect(`${s} ${PUBLISHED_VARNA_SIGNS[v].includes(s + 1)}`).toBe(`${s} true`));
  });

  it('vashya: the astroyogi.com table, whose off-diagonal values are the 1, 1.5 and 0 drikpanchang.com states', () => {
    expect(differences(VASHYA_TABLE, groomRows(PUBLISHED_VASHYA))).toEqual([]);
    const values = new Set(VASHYA_TABLE.points.flatMap((row, i) => row.filter((_, j) => j !== i)));
    expect([...values].sort()).toEqual([0, 1, 1.5]);
    PUBLISHED_VASHYA_GROUPS.signs.forEach(([first, second], sign) => {
      expect(vashyaOf(sign, 7)).toBe(first);
      expect(vashyaOf(sign, 22)).toBe(second);
    });
  });

  it('tara: the saravali.de rule (1.5 per direction whose count mod 9 is not 3, 5, 7)', () => {
    const { adverseRemainders, pointsPerDirection } = PUBLISHED_TARA_RULE;
    const ok = (tara: number) => ((adverseRemainders as readonly number[]).includes(tara + 1) ? 0 : pointsPerDirection);
    expect(
      differences(
        TARA_TABLE,
        fromRule(9, (g, b) => ok(g) + ok(b)),
      ),
    ).toEqual([]);
  });

  it('yoni: the saravali.de table transposed, including its one asymmetric pair (horse/deer)', () => {
    expect(differences(YONI_TABLE, groomRows(PUBLISHED_YONI))).toEqual([]);
  });

  it('graha maitri: the futuresamachar.com guna table over the BPHS 3.55 natural relations', () => {
    const lords = MAITRI_TABLE.categories as readonly PlanetKey[];
    const rule = PUBLISHED_MAITRI_RULE;
    const cell = (g: number, b: number) => {
      if (g === b) return rule.sameLord;
      const pair = [naturalRelation(lords[g], lords[b]), naturalRelation(lords[b], lords[g])].sort().join('+');
      return rule.byRelations[pair as keyof typeof rule.byRelations];
    };
    expect(differences(MAITRI_TABLE, fromRule(7, cell))).toEqual([]);
  });

  it('gana: the Marathi muhurta text table (groom rows); stars per its three lists', () => {
    expect(differences(GANA_TABLE, groomRows(PUBLISHED_GANA))).toEqual([]);
    GANA_OF_NAKSHATRA.forEach((g, n) =>
      expect(`${n} ${PUBLISHED_GANA_STARS[g].includes((n + 1) as never)}`).toBe(`${n} true`),
    );
  });

  it('bhakoot: the saravali.de rule (2/12, 5/9, 6/8 give 0, else 7)', () => {
    const { maleficPositions, points } = PUBLISHED_BHAKOOT_RULE;
    const cell = (g: number, b: number) =>
      (maleficPositions as readonly number[]).includes(countFrom(b, g, 12)) ? 0 : points;
    expect(differences(BHAKOOT_TABLE, fromRule(12, cell))).toEqual([]);
  });

  it('nadi: different nadis 8, the same 0; stars per the three transliteral.org lists', () => {
    expect(
      differences(
        NADI_TABLE,
        fromRule(3, (g, b) => (g === b ? 0 : PUBLISHED_NADI.differentNadi)),
      ),
    ).toEqual([]);
    NADI_OF_NAKSHATRA.forEach((d, n) =>
      expect(`${n} ${PUBLISHED_NADI[d].includes((n + 1) as never)}`).toBe(`${n} true`),
    );
  });
});

describe('koota tables against PyJHora (compatibility.py): every difference and its reason', () => {
  /** Each differing cell → why ours differs; the spec fails if a cell differs without a reason or a reason is stale. */
  const expectDifferences = (
    t: KootaTable<string>,
    pyjhora: readonly (readonly number[])[],
    why: Record<string, string>,
  ) => expect(Object.fromEntries(differences(t, pyjhora).map((d) => [d, why[d] ?? 'NO REASON']))).toEqual(why);

  it('varna: same point table; the sign assignment swaps earth and air', () => {
    expectDifferences(VARNA_TABLE, SECOND_SOURCE.varna, {});
    const signs = VARNA_OF_SIGN.map((v, s) =>
      v === SECOND_VARNA_OF_SIGN[s] ? null : `${s}: ${v} vs ${SECOND_VARNA_OF_SIGN[s]}`,
    );
    // PyJHora follows saravali.de (air Vaishya, earth Shudra); the verse and beforeprint.in make earth Vaishya.
    expect(signs.filter(Boolean)).toEqual([
      '1: vaishya vs shudra',
      '2: shudra vs vaishya',
      '5: vaishya vs shudra',
      '6: shudra vs vaishya',
      '9: vaishya vs shudra',
      '10: shudra vs vaishya',
    ]);
  });

  it('vashya: PyJHora defaults to the saravali.de table (0.5 values, which drikpanchang.com does not use)', () => {
    const SARAVALI = 'PyJHora default VasiyaArray (saravali.de); ours is its astroyogi.com table, Drik-style values';
    expectDifferences(
      VASHYA_TABLE,
      SECOND_SOURCE.vashya,
      Object.fromEntries(
        [
          'chatushpada/manava: 1 vs 0.5',
          'manava/chatushpada: 1 vs 0.5',
          'manava/jalachara: 1.5 vs 0',
          'manava/keeta: 1 vs 0',
          'jalachara/manava: 1.5 vs 0',
          'jalachara/vanachara: 0 vs 2',
          'vanachara/chatushpada: 1.5 vs 0',
          'vanachara/jalachara: 1 vs 2',
          'keeta/chatushpada: 1 vs 2',
          'keeta/manava: 1 vs 0',
          'keeta/jalachara: 1 vs 2',
        ].map((d) => [d, SARAVALI]),
      ),
    );
  });

  it('tara: PyJHora prints 1 in two vadha cells, against its own rule of 0, 1.5 or 3', () => {
    const TYPO = 'PyJHora NakshathraConst has 1.0 where 1.5 + 0 is due (saravali.de rule)';
    expectDifferences(TARA_TABLE, SECOND_SOURCE.tara, {
      'mitra/vadha: 1.5 vs 1': TYPO,
      'parama_mitra/vadha: 1.5 vs 1': TYPO,
    });
  });

  it('yoni: PyJHora makes horse/deer 1 both ways; saravali.de prints 3 for bride horse–groom deer', () => {
    expectDifferences(YONI_TABLE, SECOND_SOURCE.yoni, {
      'deer/horse: 3 vs 1': 'saravali.de bride-horse row, deer column is 3; PyJHora copied 1',
    });
  });

  it('graha maitri and nadi: identical', () => {
    expectDifferences(MAITRI_TABLE, SECOND_SOURCE.graha_maitri, {});
    expectDifferences(NADI_TABLE, SECOND_SOURCE.nadi, {});
  });

  it('bhakoot: PyJHora scores bride Kumbha–groom Karka (a 6/8 pair) 7; its mirror cell is 0', () => {
    expectDifferences(BHAKOOT_TABLE, SECOND_SOURCE.bhakoot, {
      'Karka/Kumbha: 0 vs 7': "PyJHora raasi_array slip: 6/8 is 0 by saravali.de and by PyJHora's own mirror cell",
    });
  });

  it('gana: PyJHora (after saravali.de) reads the table with bride and groom swapped', () => {
    const SWAPPED = 'PyJHora gana_array is the transposed table; the Marathi text names groom and bride explicitly';
    expectDifferences(GANA_TABLE, SECOND_SOURCE.gana, {
      'deva/manushya: 6 vs 5': SWAPPED,
      'deva/rakshasa: 0 vs 1': SWAPPED,
      'manushya/deva: 5 vs 6': SWAPPED,
      'rakshasa/deva: 1 vs 0': SWAPPED,
    });
  });
});

/**
 * Single-koota worked values from published pages. Worked pairs with several kootas and totals are in
 * published-pairs.spec.ts (3 found of the 10 the issue asks for; see docs/accuracy.md).
 */
describe('published worked values', () => {
  it('tara: bride Ashwini, groom Vishakha (tara 7 from the bride) gives 1.5 (sriramgurujala.com, Guna milan: Tara)', () => {
    const a = ashtakoota(moonAt(STAR('Ashwini')), moonAt(STAR('Vishakha')));
    expect(a.kootas.find((k) => k.key === 'tara')!.points).toBe(1.5);
    expect(taraIndex(STAR('Ashwini'), STAR('Vishakha')) + 1).toBe(7);
  });

  it('dina: girl Ashwini, boy Rohini (4th) agrees; girl Revati, boy Ardra (7th) does not (795388.info, star matching)', () => {
    const dina = (b: string, g: string) =>
      dasaPorutham(moonAt(STAR(b)), moonAt(STAR(g))).find((p) => p.key === 'dina')!;
    expect(dina('Ashwini', 'Rohini').agrees).toBe(true);
    expect(dina('Revati', 'Ardra').agrees).toBe(false);
  });
});

describe('properties', () => {
  const ALL = Array.from({ length: 108 }, (_, i) => moonAt(Math.floor(i / 4), (i % 4) + 1));

  it('the koota maxima are 1..8 and sum to 36; every table cell lies in [0, max]', () => {
    expect(KOOTA_TABLES.map((t) => t.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(KOOTA_TABLES.reduce((s, t) => s + t.max, 0)).toBe(36);
    for (const t of KOOTA_TABLES)
      for (const row of t.points) for (const v of row) expect(v >= 0 && v <= t.max).toBe(true);
  });

  it('symmetric kootas (tara, graha maitri, bhakoot, nadi) are symmetric', () => {
    for (const t of [TARA_TABLE, MAITRI_TABLE, BHAKOOT_TABLE, NADI_TABLE])
      t.points.forEach((row, i) =>
        row.forEach((v, j) => expect(`${t.koota} ${i}/${j} ${v}`).toBe(`${t.koota} ${i}/${j} ${t.points[j][i]}`)),
      );
  });

  it('sworn-enemy yonis score 0, the same yoni 4', () => {
    const idx = (y: string) => YONI_TABLE.categories.indexOf(y as never);
    for (const [a, b] of YONI_ENEMIES) expect(YONI_TABLE.points[idx(a)][idx(b)]).toBe(0);
    YONI_TABLE.points.forEach((row, i) => expect(row[i]).toBe(4));
  });

  it('over all 108 × 108 star-pada pairs the totals lie in [0, 36] and symmetric kootas agree when swapped', () => {
    let n = 0;
    for (const b of ALL)
      for (const g of ALL) {
        const a = ashtakoota(b, g);
        const swapped = ashtakoota(g, b);
        expect(a.total >= 0 && a.total <= 36 && a.totalAfterExceptions >= a.total && a.totalAfterExceptions <= 36).toBe(
          true,
        );
        for (const key of ['tara', 'graha_maitri', 'bhakoot', 'nadi'])
          expect(a.kootas.find((k) => k.key === key)!.points).toBe(swapped.kootas.find((k) => k.key === key)!.points);
        n++;
      }
    expect(n).toBe(108 * 108);
  });

  it('the same star and pada: 28 points, nadi dosha not cancelled (no exception applies)', () => {
    const m = moonAt(STAR('Rohini'), 1);
    const a = ashtakoota(m, m);
    const nadi = a.kootas.find((k) => k.key === 'nadi')!;
    expect(nadi.dosha).toEqual({ present: true, cancelledBy: [] });
    expect(a.total).toBe(28);
  });

  it('same star, different padas: nadi dosha cancelled and named', () => {
    const a = ashtakoota(moonAt(STAR('Krittika'), 1), moonAt(STAR('Krittika'), 3));
    const nadi = a.kootas.find((k) => k.key === 'nadi')!;
    expect(nadi.dosha!.cancelledBy.map((e) => e.key)).toEqual([
      'same_nakshatra_different_rashi',
      'same_nakshatra_different_pada',
    ]);
    expect(a.totalAfterExceptions).toBe(a.total + 8);
  });

  it('six-eight signs of one lord (Aries–Scorpio): bhakoot dosha cancelled by same_rashi_lord', () => {
    const a = ashtakoota(moonAt(STAR('Ashwini')), moonAt(STAR('Anuradha')));
    const bhakoot = a.kootas.find((k) => k.key === 'bhakoot')!;
    expect(bhakoot.points).toBe(0);
    expect(bhakoot.dosha!.cancelledBy.map((e) => e.key)).toEqual(['same_rashi_lord']);
  });

  it('dasa porutham: ten poruthams, the same star fails rajju and passes vedha', () => {
    const m = moonAt(STAR('Hasta'));
    const p = dasaPorutham(m, m);
    expect(p.map((x) => x.key)).toHaveLength(10);
    expect(p.find((x) => x.key === 'rajju')!.agrees).toBe(false);
    expect(p.find((x) => x.key === 'vedha')!.agrees).toBe(true);
    const vedha = dasaPorutham(moonAt(STAR('Mrigashira')), moonAt(STAR('Chitra'))).find((x) => x.key === 'vedha')!;
    expect(vedha.agrees).toBe(false);
  });
});
