/**
 * Ashtakoota against published worked pairs (test/fixtures/golden/jyotish-matching/published-pairs.json,
 * provenance in the README there): every koota point, category and total a source prints is compared with
 * ours; each disagreement is a named mismatch below with the school or table difference that explains it.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { NAKSHATRA_WIDTH_DEG, RASHI_NAMES } from '@pj/ephemeris';
import { ashtakoota, countFrom, KootaKey, moonPlacement } from './ashtakoota';

interface Person {
  readonly nakshatra: string;
  readonly pada: number;
  readonly rashi: string;
}
interface PublishedKoota {
  readonly points?: number;
  readonly bride?: string;
  readonly groom?: string;
  readonly countBrideToGroom?: number;
  readonly countGroomToBride?: number;
  readonly remainderBrideToGroom?: number;
  readonly remainderGroomToBride?: number;
}
interface PublishedPair {
  readonly id: string;
  readonly source: string;
  readonly bride: Person;
  readonly groom: Person;
  readonly kootas: Partial<Record<KootaKey, PublishedKoota>>;
  readonly total?: number;
}

const FIXTURE = join(__dirname, '../../../../test/fixtures/golden/jyotish-matching/published-pairs.json');
const PAIRS: readonly PublishedPair[] = JSON.parse(readFileSync(FIXTURE, 'utf8')).pairs;

const STARS = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada',
  'Uttara Bhadrapada', 'Revati',
]; // prettier-ignore

/** The Moon in the middle of the person's star and pada. */
function moonOf(p: Person) {
  const n = STARS.indexOf(p.nakshatra);
  if (n < 0) throw new Error(`unknown nakshatra ${p.nakshatra}`);
  return moonPlacement(n * NAKSHATRA_WIDTH_DEG + (p.pada - 0.5) * (NAKSHATRA_WIDTH_DEG / 4));
}

/**
 * Every place where a source and our engine disagree, keyed "pair/koota" (points), "pair/koota.bride" or
 * "pair/koota.groom" (category) or "pair/total", with both values and the reason.
 */
const MISMATCHES: Record<string, { ours: number | string; published: number | string; reason: string }> = {
  'telugusourabham-ardra-purvashadha/vashya': {
    ours: 1,
    published: 2,
    reason:
      'Sagittarius split: the groom (Purva Ashadha pada 3, Dhanu 20°–23°20′) is in the second half of Dhanu, ' +
      'quadruped by the 15° split drikpanchang.com gives and we follow; the source counts all of Dhanu human ' +
      '(manava/manava 2, where ours reads groom chatushpada–bride manava 1)',
  },
  'telugusourabham-ardra-purvashadha/vashya.groom': {
    ours: 'chatushpada',
    published: 'manava',
    reason: 'the same Sagittarius split as the vashya points',
  },
  'telugusourabham-ardra-purvashadha/tara': {
    ours: 1.5,
    published: 3,
    reason:
      "one-way tara: the source counts only from the bride's star (Ardra → Purva Ashadha, 15th, sadhaka: good) " +
      'and gives the full 3; the saravali.de rule we follow also counts from the groom (Purva Ashadha → Ardra, ' +
      '14th, pratyari: adverse), 1.5 per direction',
  },
  'telugusourabham-ardra-purvashadha/total': {
    ours: 27,
    published: 29.5,
    reason: 'exactly the vashya (−1) and tara (−1.5) differences above; the other six kootas agree',
  },
  'bharatiya-jyotish-indumati-chandravansh/vashya': {
    ours: 1,
    published: 2,
    reason:
      "vashya table: the groups agree (bride Vrishabha chatushpada, groom Meena jalachara); the book's vashya " +
      'chakra (p. 477, cells not legible in the scan text) gives this pair 2, the astroyogi.com/drikpanchang.com ' +
      'table we follow gives 1',
  },
  'bharatiya-jyotish-indumati-chandravansh/yoni': {
    ours: 3,
    published: 2,
    reason:
      "yoni table: the book's yoni chakra (cells not legible) gives 2; saravali.de's (Maitreya) table gives 3 " +
      'for groom elephant with bride sheep, and also 3 with bride serpent, the yoni the example names',
  },
  'bharatiya-jyotish-indumati-chandravansh/yoni.bride': {
    ours: 'sheep',
    published: 'serpent',
    reason: "the example calls Krittika 'sarpa'; the book's own star list (p. 478) gives Krittika the sheep yoni",
  },
  'jainqq-009373-chandrakala-jagdishchandra/vashya.groom': {
    ours: 'chatushpada',
    published: 'jalachara',
    reason:
      'Capricorn split: Uttara Ashadha padas 2–4 are Makara 0°–10°, quadruped by the 15° split we follow; the ' +
      'book counts all of Makara as water',
  },
};

interface Tally {
  agree: number;
  of: number;
}
const tally = { points: {} as Record<string, Tally>, categories: { agree: 0, of: 0 }, totals: { agree: 0, of: 0 } };
const used = new Set<string>();

/** Expect ours = published, or the named mismatch with exactly these two values. */
function compare(key: string, ours: number | string, published: number | string): boolean {
  const m = MISMATCHES[key];
  if (m) {
    used.add(key);
    expect({ key, ours, published }).toEqual({ key, ours: m.ours, published: m.published });
    expect(ours).not.toEqual(published);
    return false;
  }
  expect({ key, ours }).toEqual({ key, ours: published });
  return true;
}
const count = (t: Tally, agreed: boolean) => {
  t.of += 1;
  if (agreed) t.agree += 1;
};

describe('ashtakoota against published worked pairs', () => {
  it.each(PAIRS.map((p) => [p.id, p] as const))('%s', (_, pair) => {
    const b = moonOf(pair.bride);
    const g = moonOf(pair.groom);
    expect([RASHI_NAMES[b.sign], RASHI_NAMES[g.sign]]).toEqual([pair.bride.rashi, pair.groom.rashi]);
    const a = ashtakoota(b, g);
    for (const [koota, pub] of Object.entries(pair.kootas) as [KootaKey, PublishedKoota][]) {
      const ours = a.kootas.find((k) => k.key === koota)!;
      if (pub.points !== undefined) {
        tally.points[koota] ??= { agree: 0, of: 0 };
        count(tally.points[koota], compare(`${pair.id}/${koota}`, ours.points, pub.points));
      }
      for (const side of ['bride', 'groom'] as const) {
        if (pub[side] === undefined) continue;
        const sign = side === 'bride' ? b.sign : g.sign;
        const oursCategory = koota === 'bhakoot' ? RASHI_NAMES[sign] : ours[side];
        count(tally.categories, compare(`${pair.id}/${koota}.${side}`, oursCategory, pub[side]!));
      }
      if (pub.countBrideToGroom !== undefined) {
        expect(countFrom(b.nakshatra, g.nakshatra, 27)).toBe(pub.countBrideToGroom);
        expect(countFrom(g.nakshatra, b.nakshatra, 27)).toBe(pub.countGroomToBride);
      }
      if (pub.remainderBrideToGroom !== undefined) {
        expect(countFrom(b.nakshatra, g.nakshatra, 27) % 9).toBe(pub.remainderBrideToGroom);
        expect(countFrom(g.nakshatra, b.nakshatra, 27) % 9).toBe(pub.remainderGroomToBride);
      }
    }
    if (pair.total !== undefined) count(tally.totals, compare(`${pair.id}/total`, a.total, pair.total));
  });

  it('agreement per koota, categories and totals (the table in docs/accuracy.md); no stale mismatch', () => {
    expect(tally.points).toEqual({
      varna: { agree: 2, of: 2 },
      vashya: { agree: 0, of: 2 },
      tara: { agree: 1, of: 2 },
      yoni: { agree: 1, of: 2 },
      graha_maitri: { agree: 1, of: 1 },
      gana: { agree: 3, of: 3 },
      bhakoot: { agree: 3, of: 3 },
      nadi: { agree: 2, of: 2 },
    });
    expect(tally.categories).toEqual({ agree: 35, of: 38 });
    expect(tally.totals).toEqual({ agree: 1, of: 2 });
    expect([...used].sort()).toEqual(Object.keys(MISMATCHES).sort());
  });
});
