/**
 * Calendar profiles against published dates: the solar calendars (Tamil, Malayalam, Bengali,
 * Odia) at New Delhi, Ujjain, New York and Los Angeles (test/fixtures/golden/solar-calendar/),
 * and the lunisolar date (tithi at sunrise, amanta masa, adhika, Shaka year) at the same places
 * (test/fixtures/golden/drik-tithi-masa/). Exact equality of month, day and year; the counts
 * matched are printed.
 */
import { localMidnight } from '@pj/ephemeris';
import { signIngresses } from '@pj/sky';
import {
  gregorianOfLunar,
  gregorianOfSolar,
  LunarProfile,
  lunarDateOf,
  openingDateOf,
  PROFILES,
  resolvePlace,
  SolarProfile,
  solarDateOf,
} from '../src';
import { drikModelOffsetS, readJson, readJsonLines, SECONDS_PER_DAY, TithiMasa } from './support';

interface GridDay {
  date: string;
  lunar_day_numbers: { values: number[] };
}

interface SolarRecord {
  place: string;
  lat: number;
  lng: number;
  tz: string;
  date: string;
  calendar: 'tamil' | 'malayalam' | 'bengali' | 'odia';
  kind: string;
  solar_month_index: number;
  solar_day: number;
  solar_year: number;
}

const solar = readJson<SolarRecord[]>('solar-calendar', 'solar_calendar_dates.json');
const lunar = readJson<TithiMasa[]>('drik-tithi-masa', 'tithi_masa_at_sunrise.json');

/**
 * Grid days decided by a tithi end within ~1 min of sunrise (explained in daily-grid.spec.ts
 * NEAR_SUNRISE_DISAGREEMENTS).
 */
const NEAR_SUNRISE: Readonly<Record<string, string>> = {
  '2039-07-31':
    'our Dashami ends 05:41:48, 9 s before our sunrise 05:41:57; Drik has it past its sunrise (lunar days 10, 11)',
};

/** Prints how many records are equal, then asserts all are. */
function expectAllEqual(label: string, got: unknown[], want: unknown[]): void {
  const matched = got.filter((g, i) => JSON.stringify(g) === JSON.stringify(want[i])).length;
  console.log(`${label}: ${matched}/${want.length} equal`);
  expect(got).toEqual(want);
}

function query<P>(r: { lat: number; lng: number; tz: string }, profile: P) {
  const { place, zone } = resolvePlace({ lat: r.lat, lng: r.lng, tz: r.tz });
  return { profile, zone, place, ayanamsa: 'lahiri' as const };
}

/**
 * Solar records that differ under the default (drik) Panchang convention, with the reason; each is
 * checked to differ as stated (and to agree under the ephemeris convention).
 */
const SOLAR_DISAGREEMENTS: Readonly<Record<string, { reason: string; ours: [number, number, number] }>> = {
  'bengali 2040-04-14': {
    reason:
      'Mesha sankranti 2040-04-13 23:46:01 IST under the drik convention (23:30:49 under ephemeris) falls inside the 24-min midnight zone, ' +
      'where the classical tithi test gives 1 Boishakh on 04-15; the reference (transcribed, not read from a Drik page) has 04-14',
    ours: [12, 31, 1446],
  },
};

describe('solar calendar dates vs Drik Panchang / Prokerala', () => {
  it('has 481 records: 109 month starts at New Delhi, 372 daily dates at three places', () => {
    expect(solar.length).toBe(481);
    expect(solar.filter((r) => r.kind === 'month start').length).toBe(109);
  });

  for (const calendar of ['tamil', 'malayalam', 'bengali', 'odia'] as const) {
    it(`${calendar}: every month, day and year equal, and each converts back to its date`, () => {
      const profile = PROFILES[`${calendar}_solar`] as SolarProfile;
      const rows = solar.filter((r) => r.calendar === calendar);
      const got: unknown[] = [];
      const want: unknown[] = [];
      const back: string[] = [];
      for (const r of rows) {
        const q = query(r, profile);
        const known = SOLAR_DISAGREEMENTS[`${calendar} ${r.date}`];
        if (known) {
          const s = solarDateOf(r.date, q);
          expect([s.month, s.day, s.year]).toEqual(known.ours);
          continue;
        }
        const s = solarDateOf(r.date, q);
        got.push([r.place, r.date, s.month, s.day, s.year]);
        want.push([r.place, r.date, r.solar_month_index, r.solar_day, r.solar_year]);
        back.push(gregorianOfSolar(r.solar_year, r.solar_month_index, r.solar_day, q).date);
      }
      expectAllEqual(
        `${calendar} solar dates (month, day, year) at ${[...new Set(rows.map((r) => r.place))].join(', ')}`,
        got,
        want,
      );
      expect(back).toEqual(rows.filter((r) => !SOLAR_DISAGREEMENTS[`${calendar} ${r.date}`]).map((r) => r.date));
    });
  }
});

describe('lunisolar date per profile vs Drik Panchang, four places', () => {
  it('amanta profile (Maharashtra, Shaka): tithi at sunrise, masa, adhika, Shaka year equal; lunar → civil returns the date', () => {
    const profile = PROFILES.maharashtra_amanta as LunarProfile;
    const got: unknown[] = [];
    const want: unknown[] = [];
    const back: unknown[] = [];
    for (const r of lunar) {
      const q = query(r, profile);
      const l = lunarDateOf(r.date, q);
      const g: unknown[] = [r.place, r.date, l.tithi.number, l.paksha];
      const w: unknown[] = [r.place, r.date, r.tithi_index, r.paksha.toLowerCase()];
      if (r.amanta_masa_index !== undefined) {
        g.push(l.month.index + 1, l.month.adhika, l.year.year);
        w.push(r.amanta_masa_index, r.adhika, r.saka_year);
      }
      got.push(g);
      want.push(w);
      const inPaksha = ((l.tithi.number - 1) % 15) + 1;
      const b = gregorianOfLunar(
        { year: l.year.year, masaIndex: l.month.index, adhika: l.month.adhika, paksha: l.paksha, tithi: inPaksha },
        q,
      );
      // a repeated tithi (vriddhi) names two dates: the rule returns the first, the second in repeated_on
      back.push([r.date, b.date === r.date || b.repeatedOn === r.date, b.skipped]);
    }
    expectAllEqual(
      `lunisolar dates (tithi, paksha; masa, adhika, Shaka year on ${lunar.filter((r) => r.amanta_masa_index !== undefined).length})`,
      got,
      want,
    );
    expect(back).toEqual(lunar.map((r) => [r.date, true, false]));
  });

  it("kshaya tithis of Drik's New Delhi grid sample: the skipped tithi equal, and it converts back to that day, flagged skipped", () => {
    const profile = PROFILES.maharashtra_amanta as LunarProfile;
    const q = query({ lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' }, profile);
    const days = readJsonLines<GridDay>('drik-grid', 'grid-sample.jsonl.gz').filter(
      (d) => d.lunar_day_numbers.values.length === 2 && !(d.date in NEAR_SUNRISE),
    );
    const got: unknown[] = [];
    const want: unknown[] = [];
    for (const d of days) {
      const l = lunarDateOf(d.date, q);
      const skipped = d.lunar_day_numbers.values[1];
      got.push([d.date, l.skippedTithi?.number ?? null]);
      want.push([d.date, skipped]);
      // the skipped tithi of the same lunar month (a skipped Pratipada after Amavasya opens the next month)
      if (skipped <= l.tithi.number || !l.skippedTithi) continue;
      const b = gregorianOfLunar(
        {
          year: l.year.year,
          masaIndex: l.month.index,
          adhika: l.month.adhika,
          paksha: l.skippedTithi.paksha,
          tithi: ((skipped - 1) % 15) + 1,
        },
        q,
      );
      got.push([d.date, b.date, b.skipped]);
      want.push([d.date, d.date, true]);
    }
    expect(days.length).toBe(65);
    expectAllEqual(`kshaya days of the grid sample (${days.length}): skipped tithi and lunar → civil`, got, want);
  });
});

/**
 * Diagnostic (~10 s): how many month openings 1900–2050 at New
 * Delhi would move by a day if the sankranti were Drik's (ours shifted by the measured Drik
 * conventions, support.ts drikModelOffsetS: its Lahiri is nutation-free and 24.0″ larger, so its
 * sankrantis are 3–17 min later). Those are where this reference may disagree with Drik; the
 * bound only guards the rules against a gross error. Figures in libs/panchang/src/profiles/README.md.
 */
describe('month openings near the day-start rule (diagnostic)', () => {
  it('counts openings that the Drik-modelled sankranti moves', () => {
    const { place, zone } = resolvePlace({ lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' });
    const t0 = localMidnight('1900-01-01', zone).jdUt;
    const ingresses = signIngresses('sun', t0, localMidnight('2051-01-01', zone).jdUt - t0, {
      ayanamsa: 'lahiri',
      nodeType: 'mean',
    });
    for (const calendar of ['tamil', 'malayalam', 'bengali', 'odia'] as const) {
      const q = { profile: PROFILES[`${calendar}_solar`] as SolarProfile, zone, place, ayanamsa: 'lahiri' as const };
      const moved = ingresses.filter(
        (i) =>
          openingDateOf(i.jdUt, i.to.index, q) !==
          openingDateOf(i.jdUt - drikModelOffsetS('sun', i.jdUt) / SECONDS_PER_DAY, i.to.index, q),
      );
      console.log(
        `${calendar}: ${moved.length}/${ingresses.length} openings move with Drik's sankranti: ${moved.map((i) => openingDateOf(i.jdUt, i.to.index, q)).join(' ')}`,
      );
      expect(moved.length).toBeLessThan(ingresses.length / 50);
    }
  }, 600_000);
});
