/**
 * Ekadashi module: input bounds, the evidence of a Smarta/Vaishnava disagreement, the parana
 * invariants over a year of places, paranaFor's registry and errors, polar behaviour.
 * Golden agreement with the references: ekadashi.golden.spec.ts.
 */
import { jdUtOfLocalIso } from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import {
  EkadashiObservance,
  ekadashisInRange,
  observancesInRange,
  paranaFor,
  paranaPacket,
  PARANA_VRATS,
  presentEkadashi,
  presentObservance,
} from '@pj/calendar';
import { hinduDays, resolvePlace } from '@pj/panchang';

const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
const jd = (iso: string) => jdUtOfLocalIso(iso);
/** An Ekadashi as the routes print it (the local times the references print). */
const wire = (tz: string) => (o: EkadashiObservance) => ({
  ...presentObservance(o, tz),
  ekadashi: presentEkadashi(o.ekadashi, tz),
});
const parana = (q: Omit<Parameters<typeof paranaPacket>[0], 'tradition'>) =>
  paranaPacket({ ...q, tradition: null }).body;

describe('ekadashisInRange input', () => {
  it.each([
    [{ fromDate: '2024-02-30', days: 10 }, 'from_date'],
    [{ fromDate: '2024-01-01', days: 0 }, 'days'],
    [{ fromDate: '2024-01-01', days: 1831 }, 'days'],
    [{ fromDate: '2024-01-01', days: 2.5 }, 'days'],
    [{ fromDate: '1799-12-01', days: 30 }, 'from_date'],
    [{ fromDate: '2399-12-01', days: 30 }, 'from_date'],
  ])('%j → 422 on %s', (q, param) => {
    let err: unknown;
    try {
      ekadashisInRange({ ...DELHI, ...q });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    expect(JSON.stringify((err as InputError).details)).toContain(`"${param}"`);
  });
  it('lat out of range → 422 on lat', () => {
    expect(() => ekadashisInRange({ lat: 91, lng: 0, fromDate: '2024-01-01', days: 5 })).toThrow(InputError);
  });
});

describe('evidence of a Smarta/Vaishnava disagreement: Vijaya Ekadashi 2024 (Drik: Smarta 03-06, Vaishnava 03-07)', () => {
  const obs = ekadashisInRange({ ...DELHI, fromDate: '2024-03-01', days: 10 }).map(wire(DELHI.tz));
  const smarta = obs.find((o) => o.slug === 'vijaya-ekadashi')!;
  const vaishnava = obs.find((o) => o.slug === 'vaishnava-vijaya-ekadashi')!;
  it('dates, tradition, names', () => {
    expect(smarta.date).toBe('2024-03-06');
    expect(vaishnava.date).toBe('2024-03-07');
    expect(vaishnava.tradition).toBe('vaishnava');
    expect(smarta.names.hi).toBe('विजया एकादशी');
    expect(smarta.ekadashi.lunar_month).toEqual({ amanta: 'Magha', purnimanta: 'Phalguna', adhika: false });
  });
  it('the Vaishnava evidence shows Ekadashi at sunrise but not at arunodaya on 03-06', () => {
    const c = vaishnava.evidence.candidates.find((x) => x.date === '2024-03-06')!;
    expect(vaishnava.evidence.kaala).toBe('arunodaya');
    expect(c.at_sunrise).toBe(true);
    expect(c.touches_kaala).toBe(false);
    // the Ekadashi begins inside the arunodaya window: the overlap is sunrise − Ekadashi start
    expect(jd(c.anga!.start)).toBeGreaterThan(jd(c.kaala!.start));
    expect(c.overlap_s).toBeCloseTo((jd(c.kaala!.end) - jd(c.anga!.start)) * 86400, -1);
    expect(vaishnava.evidence.decided_by).toMatch(/dashami-viddha/);
    expect(smarta.evidence.decided_by).toMatch(/sunrise/);
  });
});

describe('parana invariants over a year, five places', () => {
  const places = [
    DELHI,
    { lat: 13.34, lng: 74.75, tz: 'Asia/Kolkata' },
    { lat: 40.71, lng: -74.01, tz: 'America/New_York' },
    { lat: -33.87, lng: 151.21, tz: 'Australia/Sydney' },
    { lat: 51.5, lng: -0.12, tz: 'Europe/London' },
  ];
  it.each(places.map((p) => [p.tz, p]))(
    '%s: after Hari Vasara, after sunrise, on the next day, non-empty; Hari Vasara = first quarter of Dwadashi',
    (_tz, p) => {
      for (const tradition of [undefined, 'vaishnava', 'madhva'] as const) {
        for (const o of ekadashisInRange({ ...p, fromDate: '2025-01-01', days: 365, tradition }).map(wire(p.tz))) {
          const e = o.ekadashi;
          const w0 = jd(e.tithi.dwadashi.start);
          const w1 = jd(e.tithi.dwadashi.end);
          expect(Math.abs(jd(e.hari_vasara.end) - (w0 + (w1 - w0) / 4)) * 86400).toBeLessThanOrEqual(1);
          expect(jd(e.parana.end)).toBeGreaterThan(jd(e.parana.start));
          expect(jd(e.parana.start)).toBeGreaterThanOrEqual(jd(e.parana.hari_vasara_end) - 1 / 86400);
          const dwEndsBeforeParanaDay =
            e.parana.dwadashi_end.slice(0, 10) < e.parana.date || e.parana.rule === 'dwadashi_over_at_sunrise';
          if (!dwEndsBeforeParanaDay) expect(jd(e.parana.end)).toBeLessThanOrEqual(w1 + 1 / 86400);
          expect(e.parana.start.slice(0, 10)).toBe(e.parana.date);
          expect(e.parana.date > o.date).toBe(true);
        }
      }
    },
  );
});

describe('paranaFor', () => {
  it('knows ekadashi and the 26 named Ekadashis', () => {
    expect(Object.keys(PARANA_VRATS)).toHaveLength(27);
  });
  it('rama-ekadashi is not parama-ekadashi (exact slug match)', () => {
    const r = parana({ vrat: 'rama-ekadashi', fromDate: '2026-05-01', ...DELHI });
    if (!r.available) throw new Error(r.reason);
    expect(r.name).toBe('Rama Ekadashi');
    expect(r.fast_date).toBe('2026-11-05'); // repo_fixtures 2026 list (Drik-derived)
  });
  it('unknown vrat or tradition → 422 naming the parameter', () => {
    expect(() => paranaFor({ vrat: 'pradosh', fromDate: '2026-05-01', ...DELHI })).toThrow(/vrat must be one of/);
    expect(() =>
      paranaFor({ vrat: 'ekadashi', fromDate: '2026-05-01', ...DELHI, tradition: 'gaudiya' as never }),
    ).toThrow(/tradition must be one of/);
  });
});

describe('polar places do not crash and say so', () => {
  it('Longyearbyen in polar night: parana explanation names the fallback', () => {
    const obs = ekadashisInRange({
      lat: 78.22,
      lng: 15.65,
      tz: 'Arctic/Longyearbyen',
      fromDate: '2024-01-01',
      days: 20,
    });
    expect(obs.length).toBeGreaterThan(0);
    expect(obs[0].ekadashi.parana.explanation).toMatch(/polar fallback/);
  });
});

describe('one Hindu-day frame (libs/panchang hinduDays) for both Ekadashi paths', () => {
  const MCMURDO = { lat: -77.846, lng: 166.676, tz: 'Antarctica/McMurdo' };
  const TROMSO = { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' };
  it.each([
    ['McMurdo', MCMURDO],
    ['Tromsø', TROMSO],
  ])('%s 2024: the standalone module and the festival timeline give the same Ekadashis', (_, place) => {
    const q = { ...place, fromDate: '2024-01-01', days: 366 };
    const standalone = ekadashisInRange(q);
    const fromTimeline = observancesInRange({ ...q, kinds: ['ekadashi'] }).observances;
    expect(fromTimeline.length).toBeGreaterThan(20);
    const differing = fromTimeline
      .map((o, i) => (JSON.stringify(o) === JSON.stringify(standalone[i]) ? null : `${o.date} ${o.slug}`))
      .filter((x) => x !== null);
    expect(differing).toEqual([]);
    expect(fromTimeline.length).toBe(standalone.length);
  });

  it('McMurdo 2024: the parana says it used the polar fallback exactly when its day has no sunset after sunrise', () => {
    const { place, zone } = resolvePlace(MCMURDO);
    const obs = ekadashisInRange({ ...MCMURDO, fromDate: '2024-01-01', days: 366 });
    const mismatches = obs.filter((o) => {
      const [day] = hinduDays(o.ekadashi.parana.date, 1, zone, place);
      const set = day.sunset.instant?.jdUt ?? null;
      const fallback = day.sunrise.instant === null || set === null || set <= day.startJdUt;
      return /polar fallback/.test(o.ekadashi.parana.explanation) !== fallback;
    });
    expect(obs.length).toBeGreaterThan(20);
    expect(mismatches.map((o) => o.ekadashi.parana.date)).toEqual([]);
  });

  it('Apia 2011: the timeline crosses the date the zone skips (2011-12-30) and dates nothing on it', () => {
    const r = observancesInRange({ lat: -13.83, lng: -171.76, tz: 'Pacific/Apia', fromDate: '2011-12-20', days: 20 });
    expect(r.observances.length).toBeGreaterThan(0);
    expect(r.observances.map((o) => o.date)).not.toContain('2011-12-30');
  });
});
