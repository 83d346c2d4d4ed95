/**
 * Rise/set: polar day and night, DST days, the date line, and a year of Sun and Moon events at
 * seven places against astronomy-engine's SearchRiseSet (independent: upper limb, 34′ refraction,
 * topocentric Moon).
 */
import * as Astronomy from 'astronomy-engine';
import {
  addDaysToDate,
  civilDayRiseSet,
  SUNRISE_CONVENTIONS,
  formatLocal,
  instantFromLocal,
  localMidnight,
  nextRiseSet,
  nextTransit,
  Place,
  RiseEvent,
} from '../src';
import { report, SECONDS_PER_DAY, stats } from './golden';

const MINUTE_S = 60;
/**
 * Swiss Ephemeris' upper limb with standard refraction: astronomy-engine's definition (the default `drik` model is
 * tested in drik-sunrise.spec.ts).
 */
const SE_UPPER_LIMB = SUNRISE_CONVENTIONS.upper_limb_refracted;
/**
 * Near grazing rises the disc crawls along the horizon and a tiny refraction difference (AE's
 * fixed 34′ vs SE's formula for 1013.25 hPa/15 °C, ≈ 0.5′) shifts the time a lot; so events are
 * compared as altitude: |Δt| × |dh/dt| ≤ 0.02°.
 */
const ALTITUDE_TOL_DEG = 0.02;

const TROMSO: Place = { latDeg: 69.65, lngDeg: 18.96, elevationM: 0 };
const MCMURDO: Place = { latDeg: -77.85, lngDeg: 166.67, elevationM: 0 };
const NEW_YORK: Place = { latDeg: 40.7128, lngDeg: -74.006, elevationM: 0 };

const jdOf = (t: Astronomy.AstroTime) => t.ut + 2451545.0;
const local = (ev: RiseEvent, zone: string) => (ev.instant ? formatLocal(ev.instant, zone) : null);

describe('polar day and night', () => {
  it.each([
    { name: 'Tromsø', place: TROMSO, zone: 'Europe/Oslo', date: '2024-06-21', reason: 'always_above_horizon' },
    { name: 'Tromsø', place: TROMSO, zone: 'Europe/Oslo', date: '2024-12-21', reason: 'always_below_horizon' },
    { name: 'McMurdo', place: MCMURDO, zone: 'Antarctica/McMurdo', date: '2024-06-21', reason: 'always_below_horizon' },
    { name: 'McMurdo', place: MCMURDO, zone: 'Antarctica/McMurdo', date: '2024-12-21', reason: 'always_above_horizon' },
  ] as const)('$name $date: no sunrise or sunset, reason $reason', ({ place, zone, date, reason }) => {
    const day = civilDayRiseSet(date, zone, place, SE_UPPER_LIMB);
    expect(day.sunrise).toEqual({ instant: null, reason });
    expect(day.sunset).toEqual({ instant: null, reason });
    expect(day.nextSunrise).toEqual({ instant: null, reason });
    // independent confirmation: astronomy-engine's refracted altitude at our solar noon and 12 h later
    const obs = new Astronomy.Observer(place.latDeg, place.lngDeg, place.elevationM);
    const sign = reason === 'always_above_horizon' ? 1 : -1;
    for (const dtDays of [0, 0.5]) {
      const t = Astronomy.MakeTime(new Date(Date.parse(day.solarNoon.utcIso) + dtDays * 86_400_000));
      const eq = Astronomy.Equator(Astronomy.Body.Sun, t, obs, true, true);
      const hor = Astronomy.Horizon(t, obs, eq.ra, eq.dec, 'normal');
      expect(sign * hor.altitude).toBeGreaterThan(0);
    }
  });

  it('Tromsø: the first sunset after the midnight sun (60-day window) matches astronomy-engine', () => {
    const start = localMidnight('2024-06-21', 'Europe/Oslo');
    const ev = nextRiseSet('sun', 'set', start, TROMSO, SE_UPPER_LIMB, 60);
    const obs = new Astronomy.Observer(TROMSO.latDeg, TROMSO.lngDeg, 0);
    const ae = Astronomy.SearchRiseSet(Astronomy.Body.Sun, obs, -1, new Date(start.utcIso), 60);
    if (!ev.instant || !ae) throw new Error('expected a sunset');
    expect(local(ev, 'Europe/Oslo')?.slice(0, 10)).toBe('2024-07-26');
    expect(Math.abs(ev.instant.jdUt - jdOf(ae)) * SECONDS_PER_DAY).toBeLessThanOrEqual(MINUTE_S);
  });

  it('inside the midnight sun a 2-day window has no sunset: always_above_horizon', () => {
    const start = localMidnight('2024-07-20', 'Europe/Oslo');
    expect(nextRiseSet('sun', 'set', start, TROMSO, SE_UPPER_LIMB, 2)).toEqual({
      instant: null,
      reason: 'always_above_horizon',
    });
  });
});

describe('the Moon skips a rise about once a month', () => {
  it('New Delhi, January 2024: days without moonrise say no_event_in_window, and astronomy-engine agrees', () => {
    const place: Place = { latDeg: 28.6139, lngDeg: 77.209, elevationM: 0 };
    const obs = new Astronomy.Observer(place.latDeg, place.lngDeg, 0);
    const skipped: string[] = [];
    for (let d = 0; d < 31; d++) {
      const date = addDaysToDate('2024-01-01', d);
      const day = civilDayRiseSet(date, 'Asia/Kolkata', place, SE_UPPER_LIMB);
      const start = localMidnight(date, 'Asia/Kolkata');
      const end = localMidnight(addDaysToDate(date, 1), 'Asia/Kolkata');
      const ae = Astronomy.SearchRiseSet(Astronomy.Body.Moon, obs, +1, new Date(start.utcIso), end.jdUt - start.jdUt);
      const aeInDay = ae !== null && jdOf(ae) < end.jdUt;
      expect([date, day.moonrise.instant !== null]).toEqual([date, aeInDay]);
      if (!day.moonrise.instant) {
        expect(day.moonrise.reason).toBe('no_event_in_window');
        skipped.push(date);
      }
    }
    expect(skipped.length).toBeGreaterThanOrEqual(1);
    expect(skipped.length).toBeLessThanOrEqual(2);
  });
});

describe('DST days in New York', () => {
  const ZONE = 'America/New_York';

  it('2024-03-10 (spring forward, 23 h day): one sunrise/sunset, both -04:00', () => {
    const day = civilDayRiseSet('2024-03-10', ZONE, NEW_YORK, SE_UPPER_LIMB);
    expect(local(day.sunrise, ZONE)).toMatch(/^2024-03-10T07:1\d:\d\d-04:00$/);
    expect(local(day.sunset, ZONE)).toMatch(/^2024-03-10T18:5\d:\d\d-04:00$/);
    const length = localMidnight('2024-03-11', ZONE).jdUt - localMidnight('2024-03-10', ZONE).jdUt;
    expect(Math.round(length * 24)).toBe(23);
  });

  it('2024-11-03 (fall back, 25 h day): one sunrise/sunset, both -05:00', () => {
    const day = civilDayRiseSet('2024-11-03', ZONE, NEW_YORK, SE_UPPER_LIMB);
    expect(local(day.sunrise, ZONE)).toMatch(/^2024-11-03T06:\d\d:\d\d-05:00$/);
    expect(local(day.sunset, ZONE)).toMatch(/^2024-11-03T16:\d\d:\d\d-05:00$/);
    const length = localMidnight('2024-11-04', ZONE).jdUt - localMidnight('2024-11-03', ZONE).jdUt;
    expect(Math.round(length * 24)).toBe(25);
  });

  it('NY sunrise/sunset on both DST days and their neighbours within 60 s of astronomy-engine', () => {
    const obs = new Astronomy.Observer(NEW_YORK.latDeg, NEW_YORK.lngDeg, 0);
    const errs: number[] = [];
    for (const date of ['2024-03-09', '2024-03-10', '2024-03-11', '2024-11-02', '2024-11-03', '2024-11-04']) {
      const day = civilDayRiseSet(date, ZONE, NEW_YORK, SE_UPPER_LIMB);
      const from = new Date(localMidnight(date, ZONE).utcIso);
      for (const [ev, dir] of [
        [day.sunrise, +1],
        [day.sunset, -1],
      ] as const) {
        const ae = Astronomy.SearchRiseSet(Astronomy.Body.Sun, obs, dir, from, 1);
        if (!ev.instant || !ae) throw new Error(`missing event on ${date}`);
        errs.push((ev.instant.jdUt - jdOf(ae)) * SECONDS_PER_DAY);
      }
    }
    report('NY sunrise/sunset around DST vs astronomy-engine (s)', stats(errs), 's', 1);
    for (const e of errs) expect(Math.abs(e)).toBeLessThanOrEqual(MINUTE_S);
  });

  it('02:30 on 2024-03-10 is a gap with two readings; 01:30 on 2024-11-03 is ambiguous, 3600 s apart', () => {
    const gap = instantFromLocal('2024-03-10', '02:30', ZONE);
    expect(gap.kind).toBe('gap');
    if (gap.kind !== 'gap') return;
    expect(gap.candidates.map((c) => [c.offsetMinutes, c.instant.utcIso])).toEqual([
      [-300, '2024-03-10T07:30:00.000Z'],
      [-240, '2024-03-10T06:30:00.000Z'],
    ]);
    const amb = instantFromLocal('2024-11-03', '01:30', ZONE);
    expect(amb.kind).toBe('ambiguous');
    if (amb.kind !== 'ambiguous') return;
    expect(amb.candidates.map((c) => c.offsetMinutes)).toEqual([-240, -300]);
    expect(Math.round((amb.candidates[1].instant.jdUt - amb.candidates[0].instant.jdUt) * SECONDS_PER_DAY)).toBe(3600);
  });
});

describe('meridian transits vs astronomy-engine SearchHourAngle (topocentric)', () => {
  /** Both refine the hour angle to well under a second; 5 s leaves room for the two ΔT models. */
  const TRANSIT_TOL_S = 5;

  it('Sun upper, Moon upper and lower transits at three latitudes over 2024', () => {
    const errs: number[] = [];
    for (const place of [
      { latDeg: 28.6139, lngDeg: 77.209, elevationM: 0 },
      TROMSO,
      { latDeg: -33.87, lngDeg: 151.21, elevationM: 0 },
    ]) {
      const obs = new Astronomy.Observer(place.latDeg, place.lngDeg, 0);
      for (let d = 0; d < 366; d += 15) {
        const after = localMidnight(addDaysToDate('2024-01-01', d), 'UTC');
        for (const [body, aeBody, kind, hourAngle] of [
          ['sun', Astronomy.Body.Sun, 'upper', 0],
          ['moon', Astronomy.Body.Moon, 'upper', 0],
          ['moon', Astronomy.Body.Moon, 'lower', 12],
        ] as const) {
          const ours = nextTransit(body, kind, after, place);
          const ae = Astronomy.SearchHourAngle(aeBody, obs, hourAngle, new Date(after.utcIso), +1);
          errs.push((ours.jdUt - jdOf(ae.time)) * SECONDS_PER_DAY);
        }
      }
    }
    report('transits vs astronomy-engine (s)', stats(errs), 's', 2);
    for (const e of errs) expect(Math.abs(e)).toBeLessThanOrEqual(TRANSIT_TOL_S);
  });
});

describe('a year of Sun and Moon events vs astronomy-engine', () => {
  const PLACES: readonly (readonly [string, Place, string])[] = [
    ['Tromsø', TROMSO, 'Europe/Oslo'],
    ['McMurdo', MCMURDO, 'Antarctica/McMurdo'],
    ['Reykjavik', { latDeg: 64.1466, lngDeg: -21.9426, elevationM: 0 }, 'Atlantic/Reykjavik'],
    ['Helsinki', { latDeg: 60.1699, lngDeg: 24.9384, elevationM: 0 }, 'Europe/Helsinki'],
    ['New York', NEW_YORK, 'America/New_York'],
    ['Kiritimati (UTC+14)', { latDeg: 1.87, lngDeg: -157.4, elevationM: 0 }, 'Pacific/Kiritimati'],
    ['Pago Pago (UTC-11)', { latDeg: -14.28, lngDeg: -170.7, elevationM: 0 }, 'Pacific/Pago_Pago'],
  ];
  const KINDS = [
    ['sunrise', Astronomy.Body.Sun, +1],
    ['sunset', Astronomy.Body.Sun, -1],
    ['moonrise', Astronomy.Body.Moon, +1],
    ['moonset', Astronomy.Body.Moon, -1],
  ] as const;
  const STEP_DAYS = 6;

  it.each(PLACES)(
    '%s: same events present/absent, times within 0.02° of altitude (and 60 s below 60°)',
    (name, place, zone) => {
      const obs = new Astronomy.Observer(place.latDeg, place.lngDeg, place.elevationM);
      const altitudeAt = (body: Astronomy.Body, jd: number) => {
        const t = Astronomy.MakeTime(new Date((jd - 2440587.5) * 86_400_000));
        const eq = Astronomy.Equator(body, t, obs, true, true);
        return Astronomy.Horizon(t, obs, eq.ra, eq.dec, 'normal').altitude;
      };
      const timeErrs: number[] = [];
      for (let d = 0; d < 366; d += STEP_DAYS) {
        const date = addDaysToDate('2024-01-01', d);
        const day = civilDayRiseSet(date, zone, place, SE_UPPER_LIMB);
        const start = localMidnight(date, zone).jdUt;
        const end = localMidnight(addDaysToDate(date, 1), zone).jdUt;
        for (const [key, body, dir] of KINDS) {
          const ae = Astronomy.SearchRiseSet(body, obs, dir, new Date((start - 2440587.5) * 86_400_000), end - start);
          const aeJd = ae && jdOf(ae) < end ? jdOf(ae) : null;
          const ev = day[key];
          expect([date, key, ev.instant !== null]).toEqual([date, key, aeJd !== null]);
          if (!ev.instant || aeJd === null) continue;
          expect(formatLocal(ev.instant, zone).slice(0, 10)).toBe(date);
          const errS = (ev.instant.jdUt - aeJd) * SECONDS_PER_DAY;
          const rateDegPerS =
            Math.abs(altitudeAt(body, aeJd + 60 / SECONDS_PER_DAY) - altitudeAt(body, aeJd - 60 / SECONDS_PER_DAY)) /
            120;
          expect(Math.abs(errS) * rateDegPerS).toBeLessThanOrEqual(ALTITUDE_TOL_DEG);
          if (Math.abs(place.latDeg) < 60) expect(Math.abs(errS)).toBeLessThanOrEqual(MINUTE_S);
          timeErrs.push(errS);
        }
      }
      report(`${name} rise/set vs astronomy-engine (s)`, stats(timeErrs), 's', 1);
    },
  );
});

describe("next sunrise is the following day's sunrise", () => {
  const DELHI: Place = { latDeg: 28.6139, lngDeg: 77.209, elevationM: 0 };
  it("New Delhi, every day of 1990 and the reported days: 24 h ± 2 min after the sunrise, and equal to the next date's sunrise", () => {
    const dates = ['1901-07-15', '1920-10-12', '1990-07-23'];
    for (let d = '1990-01-01'; d < '1991-01-01'; d = addDaysToDate(d, 1)) dates.push(d);
    for (const date of dates) {
      const today = civilDayRiseSet(date, 'Asia/Kolkata', DELHI, SE_UPPER_LIMB);
      const tomorrow = civilDayRiseSet(addDaysToDate(date, 1), 'Asia/Kolkata', DELHI, SE_UPPER_LIMB);
      const gapH = (today.nextSunrise.instant!.jdUt - today.sunrise.instant!.jdUt) * 24;
      expect(Math.abs(gapH - 24)).toBeLessThan(2 / 60);
      expect(Math.abs(today.nextSunrise.instant!.jdUt - tomorrow.sunrise.instant!.jdUt) * SECONDS_PER_DAY).toBeLessThan(
        1,
      );
    }
  });
});
