import * as fs from 'node:fs';
import * as path from 'node:path';
import { eclipseSutakPacket } from '../src';

/** Drik's sutak times are printed to the second (2018) or the minute (2022, 2025). */
const MINUTE_S = 60;
/**
 * 2018-01-31 full sutak: Drik starts 157 s (New Delhi) and 79 s (Ahmedabad) before the sunrise
 * prahar boundary that the prahar rule gives, while its kids/old/sick start matches madhyahna to 1 s
 * in both cities. The residual is not explained (it is not a sunrise convention: Drik's own sunrise
 * agrees with ours within 30 s); gate 3 min for that value only.
 */
const DRIK_2018_FULL_SUTAK_S = 180;
const apart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 1000;

type Row = {
  date: string;
  place: string;
  sutak?: { start: string; end: string };
  sutak_kids_old_sick?: { start: string; end: string };
};
const rows = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../test/fixtures/golden/eclipses/drik_secondary_eclipses.json'), 'utf8'),
) as Row[];
const CITY: Record<string, { lat: number; lng: number }> = {
  'New Delhi': { lat: 28.6139, lng: 77.209 },
  Ahmedabad: { lat: 23.0225, lng: 72.5714 },
};
type SutakBody = ReturnType<typeof eclipseSutakPacket>['body'];
const withSutak = (b: SutakBody) => {
  if (!('sutak' in b)) throw new Error(`no sutak: ${JSON.stringify(b)}`);
  return b;
};

describe('sutak: Drik Panchang practice (prahar rule)', () => {
  const with2018 = rows.filter((r) => r.sutak && r.date === '2018-01-31');

  it.each(with2018.map((r) => [r.place, r] as const))(
    '2018-01-31 total lunar eclipse, rising eclipsed at %s: Drik sutak, kids/old/sick sutak and end',
    (place, r) => {
      const p = eclipseSutakPacket({ sutakRule: 'prahar', date: r.date, ...CITY[place], tz: 'Asia/Kolkata' });
      expect(p.body.available).toBe(true);
      const s = withSutak(p.body).sutak;
      const kids = withSutak(p.body).sutak_children_elderly_sick;
      expect(apart(kids.start, `${r.sutak_kids_old_sick!.start}+05:30`)).toBeLessThanOrEqual(MINUTE_S);
      expect(apart(s.start, `${r.sutak!.start}+05:30`)).toBeLessThanOrEqual(DRIK_2018_FULL_SUTAK_S);
      expect(apart(s.end, `${r.sutak!.end}+05:30`)).toBeLessThanOrEqual(MINUTE_S);
      // the umbral phase began (17:18 IST) before moonrise: the first visible contact is moonrise
      expect(Date.parse(s.first_visible_contact)).toBeGreaterThan(Date.parse('2018-01-31T17:18:26+05:30'));
    },
  );

  it('2025-09-07 total lunar eclipse, New Delhi: sutak from 12:19 (madhyahna), as the Panchang-based press printed it; 9 h would give 12:58', () => {
    // livehindustan.com 2025-09-05 ("सूतक का प्रारम्भ 12:19 पी एम ... समाप्त ... 01:26 ए एम")
    const p = eclipseSutakPacket({
      sutakRule: 'prahar',
      date: '2025-09-07',
      lat: 28.6139,
      lng: 77.209,
      tz: 'Asia/Kolkata',
    });
    const s = withSutak(p.body).sutak;
    expect(apart(s.start, '2025-09-07T12:19:00+05:30')).toBeLessThanOrEqual(MINUTE_S);
    expect(apart(s.end, '2025-09-08T01:26:00+05:30')).toBeLessThanOrEqual(90); // U4: Drik's shadow is ~30–60 s smaller (eclipses e2e)
    const hours = eclipseSutakPacket({
      date: '2025-09-07',
      lat: 28.6139,
      lng: 77.209,
      tz: 'Asia/Kolkata',
      sutakRule: 'hours',
    });
    const h = withSutak(hours.body).sutak;
    expect((Date.parse(h.first_visible_contact) - Date.parse(h.start)) / 1000).toBe(9 * 3600);
    expect(
      (Date.parse(h.first_visible_contact) - Date.parse(withSutak(hours.body).sutak_children_elderly_sick.start)) /
        1000,
    ).toBe(3 * 3600);
    expect(hours.methodology.sutak_rule).toBe('hours');
  });

  it('2022-10-25 partial solar eclipse, New Delhi: sutak from 03:17 (published), ending at sunset 17:42 as the Sun sets eclipsed', () => {
    // onlinekashipandit.com quoting the Hindu Panchang: "Sutak Begins – 03:17 AM, Sutak Ends – 05:42 PM"; 12 h before
    // C1 (16:29) would be 04:29
    const p = eclipseSutakPacket({
      sutakRule: 'prahar',
      date: '2022-10-25',
      lat: 28.6139,
      lng: 77.209,
      tz: 'Asia/Kolkata',
    });
    expect(p.body.available).toBe(true);
    const s = withSutak(p.body).sutak;
    expect(apart(s.start, '2022-10-25T03:17:00+05:30')).toBeLessThanOrEqual(MINUTE_S);
    expect(apart(s.end, '2022-10-25T17:42:00+05:30')).toBeLessThanOrEqual(MINUTE_S);
    expect(apart(s.first_visible_contact, '2022-10-25T16:29:00+05:30')).toBeLessThanOrEqual(MINUTE_S);
  });

  it('no sutak where the eclipse is not visible, or on a day without an eclipse', () => {
    expect(
      eclipseSutakPacket({ sutakRule: 'prahar', date: '2024-04-08', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' })
        .body,
    ).toMatchObject({ available: false, reason: 'not_visible_at_place' });
    expect(
      eclipseSutakPacket({ sutakRule: 'prahar', date: '2025-09-10', lat: 28.6139, lng: 77.209, tz: null }).body,
    ).toMatchObject({
      available: false,
      reason: 'no_eclipse_on_date',
    });
  });
});
