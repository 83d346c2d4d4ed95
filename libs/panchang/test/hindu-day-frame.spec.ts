/**
 * The Hindu-day frame (libs/panchang/src/daily/hindu-day.ts `hinduDays`), the one framing every
 * family reads: consecutive days tile time, absence is a value (polar day and night), civil
 * dates of 23 and 25 hours (DST) and a date the zone skips (Apia 2011-12-30). Sun events are
 * checked against the independent astronomy-engine (`SearchRiseSet`: upper limb, its standard
 * refraction — the Sun's centre at −0°50′, Drik's definition too — its own VSOP87 Sun and ΔT).
 */
import * as Astronomy from 'astronomy-engine';
import { addDaysToDate, jdUtOfLocalIso, localMidnight, Place, SUNRISE_CONVENTIONS } from '@pj/ephemeris';
import { HinduDayFrame, hinduDay, hinduDays } from '../src';

const SECONDS_PER_DAY = 86_400;
const UNIX_EPOCH_JD = 2440587.5;
const HOUR_DAYS = 1 / 24;
/**
 * Sunrise/sunset against astronomy-engine below the polar circles: both put the centre at −0°50′;
 * Drik's equation of time (Smart's series) and the refraction models differ by seconds (30 s gate
 * of daily-edges-astronomy-engine.spec.ts).
 */
const RISE_TOL_S = 30;
/**
 * At 69.65° N the Sun crosses the horizon at a grazing angle (dh/dt = 15°/h · cos φ · cos δ · sin H,
 * a few °/h): the models' ~0.5′ differences in refraction and the Sun's place become tens of seconds
 * (2024: max 40 s, mean 4 s outside the transition days).
 */
const POLAR_RISE_TOL_S = 60;
/** Days around a change of presence (rise or no rise) where the two models may disagree on the date. */
const POLAR_TRANSITION_DAYS = 3;

const TROMSO: Place = { latDeg: 69.65, lngDeg: 18.96, elevationM: 0 };
const NEW_YORK: Place = { latDeg: 40.7128, lngDeg: -74.006, elevationM: 0 };
const APIA: Place = { latDeg: -13.83, lngDeg: -171.76, elevationM: 0 };

const jdToDate = (jd: number) => new Date((jd - UNIX_EPOCH_JD) * SECONDS_PER_DAY * 1000);
const dateToJd = (d: Date) => d.getTime() / 1000 / SECONDS_PER_DAY + UNIX_EPOCH_JD;

/** astronomy-engine's first Sun rise (+1) or set (−1) within the civil date, JD UT, or null. */
function aeSunEvent(day: HinduDayFrame, direction: 1 | -1, place: Place, nextMidnightJdUt: number): number | null {
  const obs = new Astronomy.Observer(place.latDeg, place.lngDeg, place.elevationM);
  const limitDays = nextMidnightJdUt - day.midnightJdUt;
  const t = Astronomy.SearchRiseSet(Astronomy.Body.Sun, obs, direction, jdToDate(day.midnightJdUt), limitDays);
  return t === null ? null : dateToJd(t.date);
}

function expectTiling(days: readonly HinduDayFrame[]): void {
  for (let i = 0; i < days.length; i++) {
    const d = days[i];
    expect(d.endJdUt).toBeGreaterThan(d.startJdUt);
    if (i + 1 < days.length) expect(days[i + 1].startJdUt).toBe(d.endJdUt);
    expect(d.startJdUt).toBe(d.sunrise.instant?.jdUt ?? d.midnightJdUt);
    expect(d.startBasis).toBe(d.sunrise.instant ? 'sunrise' : 'civil_midnight');
    expect(d.endJdUt).toBe(d.nextSunrise.instant?.jdUt ?? days[i + 1]?.midnightJdUt ?? d.endJdUt);
    expect(d.endBasis).toBe(d.nextSunrise.instant ? 'sunrise' : 'civil_midnight');
  }
}

describe('hinduDays: Tromsø (69.65° N), every day of 2024', () => {
  const days = hinduDays('2024-01-01', 366, 'Europe/Oslo', TROMSO);

  it('has one frozen day per civil date, and consecutive days tile time', () => {
    expect(days).toHaveLength(366);
    expect(Object.isFrozen(days)).toBe(true);
    expect(days.every((d) => Object.isFrozen(d))).toBe(true);
    expect(days[0].date).toBe('2024-01-01');
    expect(days[365].date).toBe('2024-12-31');
    expectTiling(days);
  });

  it('polar night and midnight sun: absent events with their reasons, days from civil midnight', () => {
    const byDate = new Map(days.map((d) => [d.date, d]));
    const night = byDate.get('2024-12-21')!;
    expect(night.sunrise).toEqual({ instant: null, reason: 'always_below_horizon' });
    expect(night.sunset).toEqual({ instant: null, reason: 'always_below_horizon' });
    expect(night.startBasis).toBe('civil_midnight');
    expect(night.startJdUt).toBe(localMidnight('2024-12-21', 'Europe/Oslo').jdUt);
    expect(night.endJdUt).toBe(localMidnight('2024-12-22', 'Europe/Oslo').jdUt);
    const midnightSun = byDate.get('2024-06-21')!;
    expect(midnightSun.sunrise).toEqual({ instant: null, reason: 'always_above_horizon' });
    expect(midnightSun.sunset).toEqual({ instant: null, reason: 'always_above_horizon' });
    expect(midnightSun.endBasis).toBe('civil_midnight');
  });

  it('agrees with astronomy-engine on which dates have a sunrise and sunset, and on their instants', () => {
    const midnights = [...days.map((d) => d.midnightJdUt), localMidnight('2025-01-01', 'Europe/Oslo').jdUt];
    const presence = (kind: 'sunrise' | 'sunset') => days.map((d) => d[kind].instant !== null);
    const nearChange = (has: boolean[], i: number) =>
      has.some((h, j) => Math.abs(j - i) <= POLAR_TRANSITION_DAYS && h !== has[i]);
    const report: Record<string, { n: number; maxS: number; meanS: number; disagree: number }> = {};
    for (const [kind, direction] of [
      ['sunrise', 1],
      ['sunset', -1],
    ] as const) {
      const has = presence(kind);
      const diffs: number[] = [];
      let disagree = 0;
      days.forEach((d, i) => {
        const ae = aeSunEvent(d, direction, TROMSO, midnights[i + 1]);
        const ours = d[kind].instant?.jdUt ?? null;
        if ((ae === null) !== (ours === null)) {
          disagree++;
          expect({ date: d.date, kind, nearChange: nearChange(has, i) }).toEqual({
            date: d.date,
            kind,
            nearChange: true,
          });
          return;
        }
        if (ae !== null && ours !== null) {
          const s = Math.abs(ours - ae) * SECONDS_PER_DAY;
          diffs.push(s);
          if (!nearChange(has, i)) expect(s).toBeLessThan(POLAR_RISE_TOL_S);
        }
      });
      report[kind] = {
        n: diffs.length,
        maxS: Math.round(Math.max(...diffs)),
        meanS: Math.round(diffs.reduce((a, b) => a + b, 0) / diffs.length),
        disagree,
      };
    }
    console.log('Tromsø 2024 vs astronomy-engine', JSON.stringify(report));
  });

  it('hinduDay (one day with the Moon) is the same frame', () => {
    for (const i of [14, 171, 200, 355]) {
      const one = hinduDay(days[i].date, 'Europe/Oslo', TROMSO);
      expect(one.startJdUt).toBe(days[i].startJdUt);
      expect(one.endJdUt).toBe(days[i].endJdUt);
      expect(one.sunset).toEqual(days[i].sunset);
      expect(one.nextSunrise).toEqual(days[i].nextSunrise);
    }
  });

  it('tiles under every sunrise convention (one search per sunrise: no 1 s overlaps poleward of 50°)', () => {
    for (const conv of Object.values(SUNRISE_CONVENTIONS)) {
      const ds = hinduDays('2024-08-01', 31, 'Europe/Oslo', TROMSO, conv);
      expectTiling(ds);
      // a day asked alone is the same day: its end is the next day's start to the bit
      for (const d of ds) expect(hinduDays(d.date, 1, 'Europe/Oslo', TROMSO, conv)[0]).toEqual(d);
    }
  });
});

describe('hinduDays: New York across both DST changes of 2024', () => {
  const ZONE = 'America/New_York';
  const cases = [
    { date: '2024-03-10', civilHours: 23, offsetBefore: '-05:00', offsetAfter: '-04:00' },
    { date: '2024-11-03', civilHours: 25, offsetBefore: '-04:00', offsetAfter: '-05:00' },
  ];
  for (const c of cases) {
    it(`${c.date}: a ${c.civilHours} h civil date; sunrise, sunset and next sunrise within ${RISE_TOL_S} s of astronomy-engine`, () => {
      const days = hinduDays(c.date, 2, ZONE, NEW_YORK);
      expectTiling(days);
      const [d, next] = days;
      expect((next.midnightJdUt - d.midnightJdUt) / HOUR_DAYS).toBeCloseTo(c.civilHours, 6);
      expect(d.midnightJdUt).toBe(jdUtOfLocalIso(`${c.date}T00:00:00${c.offsetBefore}`));
      const nextMidnight = localMidnight(addDaysToDate(next.date, 1), ZONE).jdUt;
      const checks: [number, number | null][] = [
        [d.sunrise.instant!.jdUt, aeSunEvent(d, 1, NEW_YORK, next.midnightJdUt)],
        [d.sunset.instant!.jdUt, aeSunEvent(d, -1, NEW_YORK, next.midnightJdUt)],
        [d.nextSunrise.instant!.jdUt, aeSunEvent(next, 1, NEW_YORK, nextMidnight)],
      ];
      for (const [ours, ae] of checks) expect(Math.abs(ours - ae!) * SECONDS_PER_DAY).toBeLessThan(RISE_TOL_S);
      expect(d.endJdUt).toBe(next.startJdUt);
      expect(next.midnightJdUt).toBe(jdUtOfLocalIso(`${next.date}T00:00:00${c.offsetAfter}`));
      expect(d.vara).toBe(0);
    });
  }
});

describe('hinduDays: a date the zone skips (Pacific/Apia 2011-12-30)', () => {
  it('is an empty day; the day before runs to the next sunrise that exists, and days still tile', () => {
    const days = hinduDays('2011-12-28', 4, 'Pacific/Apia', APIA);
    const [, before, skipped, after] = days;
    expect(skipped.date).toBe('2011-12-30');
    expect(skipped.sunrise).toEqual({ instant: null, reason: 'no_event_in_window' });
    expect(skipped.startJdUt).toBe(skipped.endJdUt);
    expect(before.endJdUt).toBe(after.startJdUt);
    expect(before.nextSunrise).toEqual(after.sunrise);
    expect(before.endBasis).toBe('sunrise');
    expect(() => hinduDay('2011-12-30', 'Pacific/Apia', APIA)).toThrow(/does not exist/);
  });
});
