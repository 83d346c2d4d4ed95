/**
 * The dense-window search (Moon samples every 0.625 d, boundaries from the Hermite interpolant,
 * Sun and ayanamsa from whole-day anchors) against the verified search (1.25-d samples, every
 * boundary refined by safeguarded Newton on exact positions to 1 s), for every element boundary
 * of 2024 at New Delhi and of the days around τ's step into 2020. The stated bound is 0.16 s.
 */
import { addDaysToDate, localMidnight } from '@pj/ephemeris';
import { clearSpanMemos, ElementKey, elementSpans, SunMoonSampler } from '../src';
import { dailyCoreWire, NEW_DELHI_LAHIRI } from './support';

const KEYS: readonly ElementKey[] = ['tithi', 'karana', 'nakshatra', 'pada', 'yoga', 'moonsign', 'sunsign'];
const MAX_DIFF_S = 0.5;

function compare(from: string, days: number, convention: 'drik' | 'ephemeris'): { n: number; maxS: number } {
  let n = 0;
  let maxS = 0;
  for (let i = 0; i < days; i++) {
    const date = addDaysToDate(from, i);
    const t0 = localMidnight(date, 'Asia/Kolkata').jdUt;
    const t1 = t0 + 1;
    const dense = new SunMoonSampler('lahiri', convention, [t0 - 3.5, t1 + 3.5]);
    const plain = new SunMoonSampler('lahiri', convention);
    for (const key of KEYS) {
      const a = elementSpans(dense, key, t0, t1);
      const b = elementSpans(plain, key, t0, t1);
      expect(a.map((s) => s.index)).toEqual(b.map((s) => s.index));
      a.forEach((s, j) => {
        maxS = Math.max(
          maxS,
          Math.abs(s.startJdUt - b[j].startJdUt) * 86400,
          Math.abs(s.endJdUt - b[j].endJdUt) * 86400,
        );
        n++;
      });
    }
  }
  return { n, maxS };
}

describe('dense-window element search', () => {
  it(`2024, New Delhi days: every boundary within ${MAX_DIFF_S} s of the verified search (both conventions)`, () => {
    for (const convention of ['drik', 'ephemeris'] as const) {
      const r = compare('2024-01-01', 366, convention);
      console.log(`dense vs verified search, 2024, ${convention}: ${r.n} spans, max |Δ| ${r.maxS.toFixed(3)} s`);
      expect(r.n).toBeGreaterThan(366 * 12);
      expect(r.maxS).toBeLessThan(MAX_DIFF_S);
    }
  });

  it('across the drik time scale step at 2020-01-01 the boundaries stay within the bound', () => {
    const r = compare('2019-12-25', 14, 'drik');
    expect(r.maxS).toBeLessThan(MAX_DIFF_S);
  });
});

describe('memoised global events (new moons, sankrantis)', () => {
  it('packets computed with a warm memo equal those computed cold, in any order', () => {
    const dates = Array.from({ length: 40 }, (_, i) => addDaysToDate('2024-03-20', i));
    const input = (date: string) => ({ date, ...NEW_DELHI_LAHIRI });
    const warm = new Map(dates.map((d) => [d, dailyCoreWire(input(d)).body]));
    for (const d of [...dates].reverse()) {
      clearSpanMemos();
      expect(dailyCoreWire(input(d)).body).toEqual(warm.get(d));
    }
  });
});
