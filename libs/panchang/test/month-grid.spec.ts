/**
 * The month grid (one pass over a month) against (a) the daily packets of the same days, which the
 * golden suites check against Drik, and (b) Drik's month grid itself for the sample days of those
 * months (test/fixtures/golden/drik-grid): tithi at sunrise, lunar day numbers, nakshatra and moon
 * sign with their ends, amanta month and adhika flag.
 */
import { monthGrid } from '../src';
import {
  canonical,
  isoJd,
  MINUTE_S,
  publishedJd,
  readJsonLines,
  SECONDS_PER_DAY,
  dailyCoreWire,
  DrikGridDay,
  NEW_DELHI_LAHIRI,
} from './support';

describe('monthGrid', () => {
  const cases: readonly [string, Omit<typeof NEW_DELHI_LAHIRI, 'ayanamsa'>][] = [
    ['2024-01', NEW_DELHI_LAHIRI], // kshaya tithi 01-14, vriddhi 01-29/30
    ['2023-08', NEW_DELHI_LAHIRI], // adhika Shravana until 08-16
    ['1963-12', NEW_DELHI_LAHIRI], // a kshaya-masa year
    ['2024-12', { lat: 69.6492, lng: 18.9553, tz: 'Europe/Oslo' }], // Tromsø polar night: days start at civil midnight
    ['2024-03', { lat: 40.7128, lng: -74.006, tz: 'America/New_York' }], // DST starts 03-10
  ];
  for (const [ym, place] of cases) {
    it(`${ym} at ${place.lat},${place.lng}: every row equals the daily packet of that date`, () => {
      const grid = monthGrid({ ym, ...place, ayanamsa: 'lahiri' }).body;
      const [y, m] = ym.split('-').map(Number);
      expect(grid.days).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
      for (const row of grid.days) {
        const b = dailyCoreWire({ date: row.date, ...place, ayanamsa: 'lahiri' }).body;
        const end = isoJd(b.hindu_day.end);
        expect(row).toEqual({
          date: b.date,
          vara: b.vara,
          sunrise: b.sunrise,
          sunset: b.sunset,
          tithi: {
            index: b.tithi[0].index,
            name: b.tithi[0].name,
            number: b.tithi[0].number,
            paksha: b.tithi[0].paksha,
            end: b.tithi[0].end,
          },
          lunar_day_numbers: b.tithi.filter((t, i) => i === 0 || isoJd(t.end) <= end).map((t) => t.number),
          nakshatra: { index: b.nakshatra[0].index, name: b.nakshatra[0].name, end: b.nakshatra[0].end },
          yoga: { index: b.yoga[0].index, name: b.yoga[0].name, end: b.yoga[0].end },
          karana: { index: b.karana[0].index, name: b.karana[0].name, end: b.karana[0].end },
          moonsign: { index: b.moonsign[0].index, name: b.moonsign[0].name, end: b.moonsign[0].end },
          paksha: b.paksha,
          lunar_month: {
            amanta: {
              index: b.lunar_month.amanta.index,
              name: b.lunar_month.amanta.name,
              adhika: b.lunar_month.amanta.adhika,
            },
            purnimanta: b.lunar_month.purnimanta,
          },
          samvat: { vikram: b.samvat.vikram.year, shaka: b.samvat.shaka.year },
        });
      }
    });
  }

  it("Drik's grid days of 2023-08 and 2024-01 (sample): tithi, lunar days, nakshatra and moon sign with ends within a minute", () => {
    const records = readJsonLines<DrikGridDay>('drik-grid', 'grid-sample.jsonl.gz').filter(
      (r) => r.date.startsWith('2023-08') || r.date.startsWith('2024-01'),
    );
    expect(records.length).toBe(28);
    const grids = new Map(['2023-08', '2024-01'].map((ym) => [ym, monthGrid({ ym, ...NEW_DELHI_LAHIRI }).body]));
    for (const r of records) {
      const row = grids.get(r.date.slice(0, 7))!.days.find((d) => d.date === r.date)!;
      expect({
        date: r.date,
        tithi: row.tithi.number,
        days: row.lunar_day_numbers,
        nak: row.nakshatra.name,
        sign: row.moonsign.name,
      }).toEqual({
        date: r.date,
        tithi: r.tithi_at_sunrise.index,
        days: r.lunar_day_numbers.values,
        nak: canonical(r.nakshatra.name_full),
        sign: r.moon_sign.name,
      });
      if (r.nakshatra.upto)
        expect(
          Math.abs(isoJd(row.nakshatra.end) - publishedJd(r.nakshatra.upto, r.tz)) * SECONDS_PER_DAY,
        ).toBeLessThanOrEqual(MINUTE_S);
      if (r.moon_sign.upto)
        expect(
          Math.abs(isoJd(row.moonsign.end) - publishedJd(r.moon_sign.upto, r.tz)) * SECONDS_PER_DAY,
        ).toBeLessThanOrEqual(MINUTE_S);
    }
  });

  it('refuses a malformed month with a 422-shaped error', () => {
    expect(() => monthGrid({ ym: '2024-13', ...NEW_DELHI_LAHIRI })).toThrow(/ym must be a month/);
  });
});
