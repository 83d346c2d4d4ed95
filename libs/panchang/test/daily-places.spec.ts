/**
 * Golden and edge cases across places: Drik's tithi and amanta month at sunrise for New Delhi,
 * New York (DST changes), Los Angeles and Ujjain (test/fixtures/golden/drik-tithi-masa/), and a
 * polar place (Tromsø), where the Hindu day falls back to civil midnight.
 */
import { canonical, isoJd, readJson, SECONDS_PER_DAY, TithiMasa, dailyCoreWire } from './support';

const records = readJson<TithiMasa[]>('drik-tithi-masa', 'tithi_masa_at_sunrise.json');

describe('tithi and amanta month at sunrise vs Drik, four places', () => {
  it('has the four places', () => {
    const count = (p: string) => records.filter((r) => r.place === p).length;
    expect([count('New Delhi'), count('New York City'), count('Los Angeles'), count('Ujjain')]).toEqual([
      186, 49, 31, 31,
    ]);
  });

  for (const place of ['New Delhi', 'New York City', 'Los Angeles', 'Ujjain']) {
    it(`${place}: every tithi at sunrise, masa, adhika and Shaka year equal`, () => {
      for (const r of records.filter((x) => x.place === place)) {
        const b = dailyCoreWire({ date: r.date, lat: r.lat, lng: r.lng, tz: r.tz, ayanamsa: 'lahiri' }).body;
        const got: Record<string, unknown> = { date: r.date, tithi: b.tithi[0].number, paksha: b.tithi[0].paksha };
        const want: Record<string, unknown> = { date: r.date, tithi: r.tithi_index, paksha: r.paksha.toLowerCase() };
        if (r.amanta_masa !== undefined) {
          got.masa = [b.lunar_month.amanta.index + 1, b.lunar_month.amanta.name, b.lunar_month.amanta.adhika];
          want.masa = [r.amanta_masa_index, canonical(r.amanta_masa), r.adhika];
          got.shaka = b.samvat.shaka.year;
          want.shaka = r.saka_year;
        }
        expect(got).toEqual(want);
      }
    });
  }

  it('New York across the 2025 DST changes: offsets follow the zone database, the day is sunrise to sunrise', () => {
    const ny = (date: string) =>
      dailyCoreWire({ date, lat: 40.7128, lng: -74.006, tz: 'America/New_York', ayanamsa: 'lahiri' }).body;
    const est = ny('2025-03-08');
    const edt = ny('2025-03-09');
    expect(est.sunrise).toMatch(/-05:00$/);
    expect(edt.sunrise).toMatch(/-04:00$/);
    // the Hindu day of 03-08 ends at the sunrise of 03-09, across the clock change (about 24 h of real time)
    expect(est.next_sunrise).toBe(edt.sunrise);
    const hours = (isoJd(est.hindu_day.end) - isoJd(est.hindu_day.start)) * 24;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.0);
    // Drik (tithi_masa_at_sunrise.json): 03-08 Dashami (10), 03-09 Ekadashi (11), Phalguna
    expect([est.tithi[0].number, edt.tithi[0].number]).toEqual([10, 11]);
    expect([est.lunar_month.amanta.name, edt.lunar_month.amanta.name]).toEqual(['Phalguna', 'Phalguna']);
  });
});

describe('polar place: Tromsø (69.65 N, 18.96 E)', () => {
  const tromso = (date: string) =>
    dailyCoreWire({ date, lat: 69.6496, lng: 18.956, tz: 'Europe/Oslo', ayanamsa: 'lahiri' }).body;

  it('midsummer: packet returned, no sunrise (midnight sun), the day runs civil midnight to civil midnight', () => {
    const b = tromso('2024-06-21');
    expect(b.sunrise).toBeNull();
    expect(b['sunrise_note']).toBe('always_above_horizon');
    expect(b.sunset).toBeNull();
    expect(b['sunset_note']).toBe('always_above_horizon');
    expect(b.hindu_day).toEqual({
      start: '2024-06-21T00:00:00+02:00',
      end: '2024-06-22T00:00:00+02:00',
      start_basis: 'civil_midnight',
      end_basis: 'civil_midnight',
    });
    expect(b.dinamana_s).toBeNull();
    expect(b.ratrimana_s).toBeNull();
    expect(b.madhyahna).toBeNull();
    // the elements still cover the (fallback) day
    for (const spans of [b.tithi, b.nakshatra, b.yoga, b.karana, b.moonsign, b.sunsign]) {
      expect(isoJd(spans[0].start)).toBeLessThanOrEqual(isoJd(b.hindu_day.start));
      expect(isoJd(spans[spans.length - 1].end)).toBeGreaterThan(isoJd(b.hindu_day.end));
    }
    expect(b.vara.index).toBe(5); // Friday
    expect(b.lunar_month.amanta.name).toBe('Jyeshtha');
  });

  it('polar night: no sunrise (always below), same fallback', () => {
    const b = tromso('2024-12-21');
    expect(b.sunrise).toBeNull();
    expect(b['sunrise_note']).toBe('always_below_horizon');
    expect(b.hindu_day.start_basis).toBe('civil_midnight');
  });

  it('consecutive days tile time where the midnight sun ends (2024-07-26) and the polar night begins (2024-11-27)', () => {
    const bases: string[] = [];
    for (const dates of [
      ['2024-07-24', '2024-07-25', '2024-07-26', '2024-07-27'],
      ['2024-11-25', '2024-11-26', '2024-11-27', '2024-11-28'],
    ]) {
      let prevEnd: string | null = null;
      for (const date of dates) {
        const b = tromso(date);
        if (prevEnd !== null) expect(b.hindu_day.start).toBe(prevEnd);
        prevEnd = b.hindu_day.end;
        bases.push(`${b.hindu_day.start_basis}/${b.hindu_day.end_basis}`);
        const len = (isoJd(b.hindu_day.end) - isoJd(b.hindu_day.start)) * SECONDS_PER_DAY;
        expect(len).toBeGreaterThan(0);
        expect(len).toBeLessThan(2 * SECONDS_PER_DAY);
      }
    }
    expect(bases).toEqual([
      'civil_midnight/civil_midnight',
      'civil_midnight/sunrise',
      'sunrise/sunrise',
      'sunrise/sunrise',
      'sunrise/sunrise',
      'sunrise/civil_midnight',
      'civil_midnight/civil_midnight',
      'civil_midnight/civil_midnight',
    ]);
  });
});
