/**
 * Ashtakoota and dasa porutham: the tables against a second published table, the published worked
 * values found, and properties over every star/pada pair.
 */
import { NAKSHATRA_WIDTH_DEG } from '@pj/ephemeris';
import { naturalRelation, PlanetKey } from '../tables';
import { ashtakoota, moonPlacement, taraIndex } from './ashtakoota';
import { dasaPorutham } from './porutham';
import { SECOND_SOURCE, SECOND_VARNA_OF_SIGN } from './second-source';
import {
  BHAKOOT_TABLE,
  GANA_TABLE,
  KOOTA_TABLES,
  KootaTable,
  MAITRI_TABLE,
  NADI_TABLE,
  TARA_TABLE,
  VARNA_OF_SIGN,
  VARNA_TABLE,
  VASHYA_TABLE,
  YONI_ENEMIES,
  YONI_TABLE,
} from './tables';

/** A Moon in the middle of nakshatra n (0-based), pada p (1..4). */
const moonAt = (n: number, p = 2) => moonPlacement(n * NAKSHATRA_WIDTH_DEG + (p - 0.5) * (NAKSHATRA_WIDTH_DEG / 4));
const STAR = (name: string) =>
  [
    'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
    'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
    'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada',
    'Uttara Bhadrapada', 'Revati',
  ].indexOf(name); // prettier-ignore

/** Cells where two tables differ: "row/column: ours vs second". */
function differences(t: KootaTable<string>, second: readonly (readonly number[])[]): string[] {
  const out: string[] = [];
  t.points.forEach((row, i) =>
    row.forEach((v, j) => {
      if (v !== second[i][j]) out.push(`${t.categories[i]}/${t.categories[j]}: ${v} vs ${second[i][j]}`);
    }),
  );
  return out;
}

describe('koota tables cross-checked against PyJHora (second published table)', () => {
  // Each list is the set of cells where the sources differ; our convention (tables.ts) is kept.
  it('varna: same point rule; the sign→varna assignment differs for the earth and air signs', () => {
    expect(differences(VARNA_TABLE, SECOND_SOURCE.varna)).toEqual([]);
    const signs = VARNA_OF_SIGN.map((v, s) =>
      v === SECOND_VARNA_OF_SIGN[s] ? null : `${s}: ${v} vs ${SECOND_VARNA_OF_SIGN[s]}`,
    );
    expect(signs.filter(Boolean)).toEqual([
      '1: vaishya vs shudra',
      '2: shudra vs vaishya',
      '5: vaishya vs shudra',
      '6: shudra vs vaishya',
      '9: vaishya vs shudra',
      '10: shudra vs vaishya',
    ]);
  });

  it('vashya: the saravali.de table differs in 12 cells (ours is the symmetric almanac table)', () => {
    expect(differences(VASHYA_TABLE, SECOND_SOURCE.vashya)).toEqual([
      'chatushpada/manava: 1 vs 0.5',
      'chatushpada/vanachara: 0.5 vs 0',
      'manava/chatushpada: 1 vs 0.5',
      'manava/jalachara: 0.5 vs 0',
      'manava/keeta: 1 vs 0',
      'jalachara/manava: 0.5 vs 0',
      'jalachara/vanachara: 1 vs 2',
      'vanachara/chatushpada: 0.5 vs 0',
      'vanachara/jalachara: 1 vs 2',
      'keeta/chatushpada: 1 vs 2',
      'keeta/manava: 1 vs 0',
      'keeta/jalachara: 1 vs 2',
    ]);
  });

  it('tara: PyJHora has 1 instead of 1.5 for vadha against mitra / parama mitra', () => {
    expect(differences(TARA_TABLE, SECOND_SOURCE.tara)).toEqual([
      'mitra/vadha: 1.5 vs 1',
      'parama_mitra/vadha: 1.5 vs 1',
    ]);
  });

  it('yoni: the two tables differ only at horse–deer', () => {
    expect(differences(YONI_TABLE, SECOND_SOURCE.yoni)).toEqual(['horse/deer: 3 vs 1', 'deer/horse: 3 vs 1']);
  });

  it('graha maitri and nadi: identical', () => {
    expect(differences(MAITRI_TABLE, SECOND_SOURCE.graha_maitri)).toEqual([]);
    expect(differences(NADI_TABLE, SECOND_SOURCE.nadi)).toEqual([]);
  });

  it('bhakoot: one cell differs (PyJHora scores bride Kumbha–groom Karka, a 6/8 pair, 7; its Karka–Kumbha cell is 0)', () => {
    expect(differences(BHAKOOT_TABLE, SECOND_SOURCE.bhakoot)).toEqual(['Karka/Kumbha: 0 vs 7']);
  });

  it('gana: the deva–manushya cells are swapped (groom deva–bride manushya 6 here, 5 there)', () => {
    expect(differences(GANA_TABLE, SECOND_SOURCE.gana)).toEqual(['deva/manushya: 6 vs 5', 'manushya/deva: 5 vs 6']);
  });

  it('graha maitri is the BPHS 3.55 natural friendship rule', () => {
    const score = { friend: 2, neutral: 1, enemy: 0 } as const;
    const fromPair: Record<string, number> = { '4': 5, '3': 4, '2': 3, '1': 0.5, '0': 0 };
    const lords = MAITRI_TABLE.categories as readonly PlanetKey[];
    lords.forEach((a, i) =>
      lords.forEach((b, j) => {
        const s = a === b ? 4 : score[naturalRelation(a, b)] + score[naturalRelation(b, a)];
        const friendEnemy = a !== b && s === 2 && naturalRelation(a, b) !== 'neutral';
        expect(MAITRI_TABLE.points[i][j]).toBe(friendEnemy ? 1 : fromPair[String(s)]);
      }),
    );
  });
});

/**
 * Published pair totals with a verifiable source: none found (0 of the 10 the issue asks for; see
 * docs/accuracy.md). The koota-level worked values found in published pages are asserted here.
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

  it('symmetric kootas (vashya, tara, yoni, graha maitri, bhakoot, nadi) are symmetric', () => {
    for (const t of [VASHYA_TABLE, TARA_TABLE, YONI_TABLE, MAITRI_TABLE, BHAKOOT_TABLE, NADI_TABLE])
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
        for (const key of ['tara', 'yoni', 'graha_maitri', 'bhakoot', 'nadi'])
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
