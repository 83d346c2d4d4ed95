import { readFileSync } from 'fs';
import { join } from 'path';
import { SEVEN } from '../tables';
import {
  ashtakavarga,
  Ashtakavarga,
  AV_KEYS,
  BINDU_HOUSES,
  ekadhipatyaShodhana,
  shodhyaPinda,
  trikonaShodhana,
} from './ashtakavarga';
import { chartInputOf, SIGN_NAMES_EN } from './chart-input';

const CASES = join(__dirname, '../../../../test/fixtures/golden/jyotish-judgement/cases-subset.json');

interface AvRecord {
  id: string;
  calculation: string;
  inputs: { signs: Record<string, string> };
  expected: Record<string, unknown>;
}

const records = (JSON.parse(readFileSync(CASES, 'utf8')) as AvRecord[]).filter((r) =>
  r.calculation.startsWith('ashtakavarga_'),
);
const bySign = (m: Record<string, number>) => SIGN_NAMES_EN.map((n) => m[n]);
/** Bindus in each bhinnashtakavarga (BPHS 66; the same in every source compared). */
const BAV_TOTAL = { sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39, ascendant: 49 };
const avOf = (signs: Record<string, string>) => ashtakavarga(chartInputOf({ placements: signs })) as Ashtakavarga;

/** Deterministic pseudo-random signs (LCG), so a failure can be replayed. */
function randomSigns(seed: number): Record<string, number> {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % 12;
  };
  return Object.fromEntries(AV_KEYS.map((k) => [k, next()]));
}

describe('ashtakavarga: golden records (P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 12)', () => {
  it('covers every ashtakavarga_* record of the reference set', () => {
    expect(records.map((r) => r.calculation).sort()).toEqual([
      'ashtakavarga_sav',
      'ashtakavarga_sav',
      'ashtakavarga_sav',
      'ashtakavarga_sodhya_pinda',
    ]);
  });

  it.each(records.filter((r) => r.calculation === 'ashtakavarga_sav').map((r) => [r.id, r] as const))(
    '%s: sarvashtakavarga sign by sign (exact)',
    (_id, r) => {
      const av = avOf(r.inputs.signs);
      expect(av.sav).toEqual(bySign(r.expected.sav as Record<string, number>));
      expect(av.savTotal).toBe(r.expected.total);
    },
  );

  it('pyjhora-pvr-ch11-pinda: trikona shodhana, then rasi, graha and shodhya pinda (exact)', () => {
    const r = records.find((x) => x.calculation === 'ashtakavarga_sodhya_pinda')!;
    const av = avOf(r.inputs.signs);
    const row = bySign(r.expected.input_bav_row as Record<string, number>);
    const trikona = trikonaShodhana(row);
    expect(trikona).toEqual(bySign(r.expected.after_trikona_sodhana as Record<string, number>));
    // ekadhipatya changes nothing here: every two-sign lord has a zero in one of its signs after trikona
    const reduced = ekadhipatyaShodhana(trikona, new Set(av.occupiedSigns));
    expect(reduced).toEqual(trikona);
    const signs = Object.fromEntries(
      SEVEN.map((g) => [g, chartInputOf({ placements: r.inputs.signs }).placements[g]!.sign]),
    );
    const pinda = shodhyaPinda(reduced, signs as Record<(typeof SEVEN)[number], number>);
    expect(pinda).toEqual({
      rasiPinda: r.expected.rasi_pinda,
      grahaPinda: r.expected.graha_pinda,
      shodhyaPinda: r.expected.sodhya_pinda,
    });
  });

  it("chart 7 (Exercise 22): the book's seven bhinnashtakavargas, as quoted in PyJHora ashtakavarga.py", () => {
    // PyJHora src/jhora/horoscope/chart/ashtakavarga.py (__main__, commit e20943c6), "bav_e" for the book's Chart 7
    const r = records.find((x) => x.id === 'pyjhora-pvr-ch7-sav')!;
    const av = avOf(r.inputs.signs);
    expect(av.bav.sun).toEqual([4, 2, 3, 4, 6, 5, 5, 3, 2, 6, 6, 2]);
    expect(av.bav.moon).toEqual([6, 3, 5, 3, 5, 5, 6, 3, 3, 4, 4, 2]);
    expect(av.bav.mars).toEqual([3, 2, 3, 4, 2, 5, 4, 3, 3, 4, 3, 3]);
    expect(av.bav.mercury).toEqual([4, 6, 4, 3, 4, 7, 4, 5, 6, 3, 5, 3]);
    expect(av.bav.jupiter).toEqual([4, 4, 3, 5, 6, 5, 6, 4, 6, 4, 3, 6]);
    expect(av.bav.venus).toEqual([3, 5, 5, 4, 6, 2, 3, 6, 5, 2, 7, 4]);
    expect(av.bav.saturn).toEqual([3, 2, 2, 3, 5, 6, 3, 4, 1, 3, 6, 1]);
  });
});

describe('ashtakavarga: invariants', () => {
  it('the bindu tables hold the classical totals (Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39, lagna 49)', () => {
    const totals = Object.fromEntries(
      AV_KEYS.map((k) => [k, AV_KEYS.reduce((n, g) => n + BINDU_HOUSES[k][g].length, 0)]),
    );
    expect(totals).toEqual(BAV_TOTAL);
  });

  it('SAV totals 337 on 2000 random charts; each BAV keeps its total; prastara sums to the BAV', () => {
    const bad: string[] = [];
    const wantTotals = JSON.stringify(Object.fromEntries(AV_KEYS.map((k) => [k, BAV_TOTAL[k]])));
    for (let seed = 1; seed <= 2000; seed++) {
      const placements = Object.fromEntries(Object.entries(randomSigns(seed)).map(([k, s]) => [k, SIGN_NAMES_EN[s]]));
      const av = avOf(placements);
      if (av.savTotal !== 337 || av.sav.reduce((a, b) => a + b, 0) !== 337) bad.push(`${seed}: SAV ${av.savTotal}`);
      if (JSON.stringify(av.bavTotals) !== wantTotals) bad.push(`${seed}: BAV totals`);
      for (const k of AV_KEYS) {
        const sums = Array.from({ length: 12 }, (_, s) => AV_KEYS.reduce((n, g) => n + av.prastara[k][g][s], 0));
        if (sums.join() !== av.bav[k].join()) bad.push(`${seed}: prastara of ${k}`);
      }
      for (const g of SEVEN) {
        if (av.trikona[g].some((v, s) => v > av.bav[g][s] || av.ekadhipatya[g][s] > v)) bad.push(`${seed}: ${g} grew`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('says which bodies it needs when placements lack them', () => {
    const r = ashtakavarga(chartInputOf({ placements: { sun: 'Aries', moon: 'Taurus' } }));
    expect(r.available).toBe(false);
    if (!r.available) {
      expect(r.missing.map((m) => m.body)).toEqual(['mars', 'mercury', 'jupiter', 'venus', 'saturn', 'ascendant']);
    }
  });
});

describe('shodhana rules (BPHS ch. 68), rows worked by hand', () => {
  it('trikona: a trine with a zero stays; otherwise the least of the three is taken from each', () => {
    // trines: (Ar, Le, Sg) = 4,6,2 → 2,4,0; (Ta, Vi, Cp) = 3,0,5 stays;
    // (Ge, Li, Aq) = 3,3,3 → 0; (Cn, Sc, Pi) = 5,1,7 → 4,0,6
    const row = [4, 3, 3, 5, 6, 0, 3, 1, 2, 5, 3, 7];
    expect(trikonaShodhana(row)).toEqual([2, 3, 0, 4, 4, 0, 0, 0, 0, 5, 0, 6]);
  });

  it('ekadhipatya: each case of the two signs of one lord', () => {
    const base = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const at = (values: Record<number, number>) => base.map((v, s) => values[s] ?? v);
    // Mars: Aries (0) and Scorpio (7). Both empty, different → both the smaller.
    expect(ekadhipatyaShodhana(at({ 0: 4, 7: 2 }), new Set())).toEqual(at({ 0: 2, 7: 2 }));
    // both empty, equal → both zero
    expect(ekadhipatyaShodhana(at({ 0: 3, 7: 3 }), new Set())).toEqual(at({}));
    // both occupied → unchanged
    expect(ekadhipatyaShodhana(at({ 0: 4, 7: 2 }), new Set([0, 7]))).toEqual(at({ 0: 4, 7: 2 }));
    // one occupied holding more → the empty one becomes zero
    expect(ekadhipatyaShodhana(at({ 0: 4, 7: 2 }), new Set([0]))).toEqual(at({ 0: 4 }));
    // one occupied holding less → the empty one takes its value
    expect(ekadhipatyaShodhana(at({ 0: 4, 7: 2 }), new Set([7]))).toEqual(at({ 0: 2, 7: 2 }));
    // one occupied, equal → the empty one becomes zero (BPHS; PVR's rule list leaves it)
    expect(ekadhipatyaShodhana(at({ 0: 3, 7: 3 }), new Set([7]))).toEqual(at({ 7: 3 }));
    // a zero in either → unchanged; Cancer and Leo (one-sign lords) never change
    expect(ekadhipatyaShodhana(at({ 0: 4, 3: 5, 4: 5 }), new Set())).toEqual(at({ 0: 4, 3: 5, 4: 5 }));
  });
});
