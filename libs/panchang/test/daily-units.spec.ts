/**
 * Unit tests of the daily core's parts: name tables, karana mapping, seasons, the generic
 * angle-state search (against exact synthetic roots and against the library's bisection search
 * findTransitions), and invariants of a year of packets.
 */
import { angleState, angleStateSpans, EphemerisInputError, findTransitions, sunMoonAtJdUt } from '@pj/ephemeris';
import {
  ayanaOf,
  DailyCoreWire,
  drikRitu,
  ELEMENT_SEARCH,
  elementSpans,
  InputError,
  KARANA_NAMES,
  karanaIndexOfHalfTithi,
  MASA_NAMES,
  RITU_NAMES,
  SAMVATSARA_NAMES,
  samvatOf,
  SunMoonSampler,
  tithiValue,
  vedicRitu,
  YOGA_NAMES,
} from '../src';
import { isoJd, SECONDS_PER_DAY, dailyCoreWire, NEW_DELHI_LAHIRI } from './support';

describe('name tables (CONTRACT §2)', () => {
  it('sizes and fixed entries', () => {
    expect([
      YOGA_NAMES.length,
      KARANA_NAMES.length,
      MASA_NAMES.length,
      SAMVATSARA_NAMES.length,
      RITU_NAMES.length,
    ]).toEqual([27, 11, 12, 60, 6]);
    // KARANA_NAMES in order: the next test reads all 11 through the half-tithi rule
    expect(tithiValue(0)).toEqual({ index: 0, number: 1, name: 'Pratipada', paksha: 'shukla' });
    expect(tithiValue(14)).toEqual({ index: 14, number: 15, name: 'Purnima', paksha: 'shukla' });
    expect(tithiValue(15)).toEqual({ index: 15, number: 16, name: 'Pratipada', paksha: 'krishna' });
    expect(tithiValue(29)).toEqual({ index: 29, number: 30, name: 'Amavasya', paksha: 'krishna' });
  });

  it('karana of each half-tithi: Kimstughna, 8 × (Bava … Vishti), Shakuni, Chatushpada, Naga', () => {
    const seq = Array.from({ length: 60 }, (_, k) => KARANA_NAMES[karanaIndexOfHalfTithi(k)]);
    expect(seq[0]).toBe('Kimstughna');
    expect(seq.slice(1, 8)).toEqual(['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti']);
    expect(seq.slice(50, 57)).toEqual(['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti']);
    expect(seq.slice(57)).toEqual(['Shakuni', 'Chatushpada', 'Naga']);
    for (const movable of KARANA_NAMES.slice(1, 8)) expect(seq.filter((n) => n === movable)).toHaveLength(8);
  });
});

describe('samvat, ritu, ayana rules', () => {
  it('Shaka and Vikram years and their cycles (Drik: 2077 Pramadi / 1942 Sharvari; 2080 Nala from purnimanta Chaitra)', () => {
    const jd2020Dec14 = 2459198.2; // new moon that opened amanta Margashirsha 2020
    expect(samvatOf(8, 9, jd2020Dec14)).toEqual({
      vikram: { year: 2077, samvatsara: { index: 46, name: 'Pramadi' } },
      shaka: { year: 1942, samvatsara: { index: 33, name: 'Sharvari' } },
    });
    const jd2023Feb20 = 2459995.8; // amanta Phalguna 2023; krishna paksha = purnimanta Chaitra
    expect(samvatOf(11, 0, jd2023Feb20).vikram).toEqual({ year: 2080, samvatsara: { index: 49, name: 'Nala' } });
    expect(samvatOf(11, 11, jd2023Feb20).vikram.year).toBe(2079);
    expect(samvatOf(11, 0, jd2023Feb20).shaka.year).toBe(1944);
    expect(() => samvatOf(12, 0, jd2023Feb20)).toThrow(RangeError);
  });

  it('ritu and ayana boundaries', () => {
    expect([329.9, 330, 29.9, 30, 89.9, 90, 150, 210, 269.9, 270].map((l) => drikRitu(l).name)).toEqual([
      'Shishira',
      'Vasanta',
      'Vasanta',
      'Grishma',
      'Grishma',
      'Varsha',
      'Sharad',
      'Hemanta',
      'Hemanta',
      'Shishira',
    ]);
    expect(MASA_NAMES.map((_, i) => vedicRitu(i).name)).toEqual([
      'Vasanta',
      'Vasanta',
      'Grishma',
      'Grishma',
      'Varsha',
      'Varsha',
      'Sharad',
      'Sharad',
      'Hemanta',
      'Hemanta',
      'Shishira',
      'Shishira',
    ]);
    expect([269.9, 270, 0, 89.9, 90, 180].map((l) => ayanaOf(l).name)).toEqual([
      'Dakshinayana',
      'Uttarayana',
      'Uttarayana',
      'Uttarayana',
      'Dakshinayana',
      'Dakshinayana',
    ]);
  });
});

describe('angleStateSpans (libs/ephemeris) on synthetic angles', () => {
  const T0 = 2460000.5;
  it('linear angle: exact boundaries, spans covering the window', () => {
    const rate = 13; // °/day
    const angle = (t: number) => ({ deg: 5 + rate * (t - T0), rateDegPerDay: rate });
    const spans = angleStateSpans(angle, 27, T0, T0 + 1, { stepDays: 1.25, maxSpanDays: 1.3 });
    const w = 360 / 27;
    const exact = (k: number) => T0 + (k * w - 5) / rate;
    expect(spans.map((s) => s.index)).toEqual([0, 1]);
    expect(Math.abs(spans[0].startJdUt - exact(0)) * SECONDS_PER_DAY).toBeLessThan(0.01);
    expect(Math.abs(spans[0].endJdUt - exact(1)) * SECONDS_PER_DAY).toBeLessThan(0.01);
    expect(Math.abs(spans[1].endJdUt - exact(2)) * SECONDS_PER_DAY).toBeLessThan(0.01);
  });

  it('several boundaries within one step, wrap-around, decreasing angles, a single-state circle', () => {
    const fast = (t: number) => ({ deg: 355 + 40 * (t - T0), rateDegPerDay: 40 });
    const spans = angleStateSpans(fast, 36, T0, T0 + 1, { stepDays: 2, maxSpanDays: 1 });
    // 355° → 395° over the window: boundaries at 360°, 370°, 380°, 390°; the last span (390°–400°) ends after it
    expect(spans.map((s) => s.index)).toEqual([35, 0, 1, 2, 3]);
    const back = (t: number) => ({ deg: 15 - 2 * (t - T0), rateDegPerDay: -2 });
    const down = angleStateSpans(back, 12, T0, T0 + 10, { stepDays: 3, maxSpanDays: 20 });
    expect(down.map((s) => s.index)).toEqual([0, 11]);
    expect(Math.abs(down[0].endJdUt - (T0 + 7.5)) * SECONDS_PER_DAY).toBeLessThan(0.01);
    const lunation = angleStateSpans((t) => ({ deg: 12 * (t - T0), rateDegPerDay: 12 }), 1, T0 + 10, T0 + 10, {
      stepDays: 7,
      maxSpanDays: 31,
    });
    expect(lunation).toHaveLength(1);
    expect(Math.abs(lunation[0].endJdUt - (T0 + 30)) * SECONDS_PER_DAY).toBeLessThan(0.01);
  });

  it('rejects bad input and gives up past maxSpanDays', () => {
    const a = (t: number) => ({ deg: t, rateDegPerDay: 1 });
    expect(() => angleStateSpans(a, 0, T0, T0 + 1, { stepDays: 1, maxSpanDays: 1 })).toThrow(EphemerisInputError);
    expect(() => angleStateSpans(a, 12, T0 + 1, T0, { stepDays: 1, maxSpanDays: 1 })).toThrow(EphemerisInputError);
    expect(() =>
      angleStateSpans(() => ({ deg: 1, rateDegPerDay: 0 }), 12, T0, T0 + 1, { stepDays: 1, maxSpanDays: 3 }),
    ).toThrow(/no boundary/);
  });
});

describe('element boundaries agree with the library bisection search (findTransitions)', () => {
  it('tithi, nakshatra, yoga around 2024-03-01 within 1 s', () => {
    const t0 = 2460370.5;
    const t1 = t0 + 3;
    const sampler = new SunMoonSampler('lahiri');
    const state = {
      tithi: angleState((jd) => sampler.elongation(jd).deg, 12),
      nakshatra: angleState((jd) => sampler.moonSidereal(jd).deg, 360 / 27),
      yoga: angleState((jd) => sampler.sunPlusMoon(jd).deg, 360 / 27),
    };
    for (const key of ['tithi', 'nakshatra', 'yoga'] as const) {
      const bisection = findTransitions(state[key], t0, t1, { stepDays: 0.25, epsilonS: 0.01 }).map((x) => x.jdUt);
      const spans = elementSpans(new SunMoonSampler('lahiri'), key, t0, t1);
      const ours = spans
        .slice(0, -1)
        .map((s) => s.endJdUt)
        .filter((jd) => jd > t0 && jd < t1);
      expect(ours).toHaveLength(bisection.length);
      ours.forEach((jd, i) => expect(Math.abs(jd - bisection[i]) * SECONDS_PER_DAY).toBeLessThan(1));
    }
    expect(ELEMENT_SEARCH.tithi.states).toBe(30);
    expect(sunMoonAtJdUt(t0, { ayanamsa: null, bodies: 'sun' }).moonTropicalDeg).toBeNaN();
  });
});

describe('dailyCore invariants over a year (New Delhi 2024)', () => {
  const days: DailyCoreWire[] = [];
  beforeAll(() => {
    for (let i = 0; i < 366; i += 3) {
      const date = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
      days.push(dailyCoreWire({ date, ...NEW_DELHI_LAHIRI }).body);
    }
  });

  it('spans are contiguous, cover the Hindu day, and step through their cycle', () => {
    const cycles: Record<string, number> = {
      tithi: 30,
      nakshatra: 27,
      yoga: 27,
      karana: 11,
      moonsign: 12,
      sunsign: 12,
    };
    for (const b of days) {
      const start = isoJd(b.hindu_day.start);
      const end = isoJd(b.hindu_day.end);
      for (const key of Object.keys(cycles) as (keyof typeof cycles & keyof DailyCoreWire)[]) {
        const spans = b[key] as unknown as { index: number; start: string; end: string }[];
        expect(isoJd(spans[0].start)).toBeLessThanOrEqual(start);
        expect(isoJd(spans[spans.length - 1].end)).toBeGreaterThan(end);
        for (let i = 1; i < spans.length; i++) {
          expect(spans[i].start).toBe(spans[i - 1].end);
          if (key !== 'karana') expect(spans[i].index).toBe((spans[i - 1].index + 1) % cycles[key]);
        }
      }
      // every tithi boundary is a karana boundary
      const karanaEdges = new Set(b.karana.flatMap((k) => [k.start, k.end]));
      for (const t of b.tithi.slice(1)) expect(karanaEdges.has(t.start)).toBe(true);
      // padas tile their nakshatras within the day
      for (const n of b.nakshatra)
        for (let i = 1; i < n.padas.length; i++) expect(n.padas[i].start).toBe(n.padas[i - 1].end);
      expect(b.paksha).toBe(b.tithi[0].paksha);
      // two values rounded to the second
      expect(Math.abs(b.dinamana_s! + b.ratrimana_s! - (end - start) * SECONDS_PER_DAY)).toBeLessThanOrEqual(1.001);
    }
  });

  it('is a pure function of its input', () => {
    const a = dailyCoreWire({ date: '2024-05-05', ...NEW_DELHI_LAHIRI });
    dailyCoreWire({ date: '2024-05-05', lat: 40.7, lng: -74, tz: 'America/New_York', ayanamsa: 'raman' });
    const b = dailyCoreWire({ date: '2024-05-05', ...NEW_DELHI_LAHIRI });
    expect(b.body).toEqual(a.body);
    expect(b.methodology).toEqual(a.methodology);
    expect(dailyCoreWire({ date: '2024-05-05', ...NEW_DELHI_LAHIRI, ayanamsa: 'raman' }).methodology.ayanamsa).not.toBe(
      a.methodology.ayanamsa,
    );
  });

  it('rejects invalid input with the contract error shape', () => {
    expect(() => dailyCoreWire({ date: '2024-13-45x', ...NEW_DELHI_LAHIRI })).toThrow(InputError);
    expect(() => dailyCoreWire({ date: '2023-02-29', ...NEW_DELHI_LAHIRI })).toThrow(InputError);
    try {
      dailyCoreWire({ date: '2024-01-01', lat: 91, lng: 0, ayanamsa: 'lahiri' });
      throw new Error('no error');
    } catch (e) {
      expect((e as InputError).details).toEqual([
        { loc: ['lat'], msg: 'lat must be between -90 and 90', type: 'range' },
      ]);
    }
  });
});
