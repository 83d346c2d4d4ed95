/**
 * Golden: a year (2023) of Drik Panchang calendar-feed days: every tithi, karana, nakshatra,
 * yoga, Sun-sign and Moon-sign end printed, both lunar months (with adhika Shravana), Vikram and
 * Shaka years with their samvatsaras. The feed names no place (its sunrise times fit a city near
 * Lucknow): element ends are geocentric, so they are compared place-free; month and years (at
 * sunrise) are compared for New Delhi. Fixture: test/fixtures/golden/drik-daily/README.md.
 */
import { AngleSpan } from '@pj/ephemeris';
import {
  ElementKey,
  elementSpans,
  karanaValue,
  nakshatraValue,
  PanchangConvention,
  rashiValue,
  SunMoonSampler,
  tithiValue,
  yogaValue,
} from '../src';
import {
  canonical,
  drikConventionBoundS,
  drikModelOffsetS,
  ElementAngle,
  MINUTE_S,
  publishedJd,
  readJson,
  report,
  SECONDS_PER_DAY,
  stats,
  dailyCoreWire,
} from './support';

interface Ended {
  name: string;
  upto: string | null;
}
interface FeedDay {
  date: string;
  tz: string;
  tithi: Ended[];
  karana: Ended[];
  nakshatra: Ended[];
  yoga: Ended[];
  sun_sign: Ended[];
  moon_sign: Ended[];
  vikram_samvat: { year: number; name: string };
  shaka_samvat: { year: number; name: string };
  lunar_month: { amanta: string; purnimanta: string };
}

/** `count`: ends printed in the year (a tithi ends ~371 times a year, a karana ~742, a Sun sign 12 times). */
const FIELDS: readonly {
  field: keyof FeedDay;
  key: ElementKey;
  angle: ElementAngle;
  name: (i: number) => string;
  count: number;
}[] = [
  { field: 'tithi', key: 'tithi', angle: 'elongation', name: (i) => tithiValue(i).name, count: 370 },
  { field: 'karana', key: 'karana', angle: 'elongation', name: (i) => karanaValue(i).name, count: 741 },
  { field: 'nakshatra', key: 'nakshatra', angle: 'moon', name: (i) => nakshatraValue(i).name, count: 360 },
  { field: 'yoga', key: 'yoga', angle: 'sun_plus_moon', name: (i) => yogaValue(i).name, count: 388 },
  { field: 'moon_sign', key: 'moonsign', angle: 'moon', name: (i) => rashiValue(i).name, count: 160 },
  { field: 'sun_sign', key: 'sunsign', angle: 'sun', name: (i) => rashiValue(i).name, count: 12 },
];
/** Probe the element this long before the published end: well inside it (the shortest, a karana, lasts > 5 h). */
const PROBE_BEFORE_END_DAYS = 1 / 24;

const feed = readJson<FeedDay[]>('drik-daily', 'calendar_feed_2023.json.gz');

describe('daily core vs Drik calendar feed 2023', () => {
  it('has the whole year', () => {
    expect(feed).toHaveLength(365);
    expect(feed[0].date).toBe('2023-01-01');
  });

  for (const f of FIELDS) {
    it(`${f.field} ends: named alike; within a minute under the default (drik) convention; the ephemeris convention differs by the measured model`, () => {
      const drikErrors: number[] = [];
      const ephemerisErrors: number[] = [];
      const ephemerisResiduals: number[] = [];
      const endOf = (convention: PanchangConvention, u: number, day: FeedDay, item: Ended) => {
        const [span]: AngleSpan[] = elementSpans(
          new SunMoonSampler('lahiri', convention),
          f.key,
          u - PROBE_BEFORE_END_DAYS,
          u - PROBE_BEFORE_END_DAYS,
        );
        expect({ date: day.date, name: f.name(span.index) }).toEqual({ date: day.date, name: canonical(item.name) });
        return span.endJdUt;
      };
      for (const day of feed) {
        for (const item of day[f.field] as Ended[]) {
          if (!item.upto) continue;
          const u = publishedJd(item.upto, day.tz);
          drikErrors.push((endOf('drik', u, day, item) - u) * SECONDS_PER_DAY);
          const endE = endOf('ephemeris', u, day, item);
          const e = (endE - u) * SECONDS_PER_DAY;
          ephemerisErrors.push(e);
          ephemerisResiduals.push(e - drikModelOffsetS(f.angle, endE));
        }
      }
      const drik = stats(drikErrors);
      report(`feed 2023 ${f.field} ends, ours (drik convention) − Drik`, drik);
      report(`feed 2023 ${f.field} ends, ours (ephemeris convention) − Drik`, stats(ephemerisErrors));
      expect(drik.n).toBe(f.count);
      expect(drik.maxAbs).toBeLessThanOrEqual(MINUTE_S);
      expect(stats(ephemerisErrors).maxAbs).toBeLessThanOrEqual(drikConventionBoundS(f.angle));
      expect(stats(ephemerisResiduals).maxAbs).toBeLessThanOrEqual(MINUTE_S);
    });
  }

  it('amanta and purnimanta months (adhika Shravana 18 Jul – 16 Aug), Vikram and Shaka years and samvatsaras, every day', () => {
    const label = (m: { name: string; adhika: boolean }) => `${m.name}${m.adhika ? ' (Adhik)' : ''}`;
    for (const day of feed) {
      const b = dailyCoreWire({
        date: day.date,
        lat: 28.6139,
        lng: 77.209,
        tz: 'Asia/Kolkata',
        ayanamsa: 'lahiri',
      }).body;
      const drik = (s: string) => {
        const m = /^(\S+)( \(Adhik\))?$/.exec(s);
        if (!m) throw new Error(s);
        return `${canonical(m[1])}${m[2] ?? ''}`;
      };
      expect({
        date: day.date,
        amanta: label(b.lunar_month.amanta),
        purnimanta: label(b.lunar_month.purnimanta),
      }).toEqual({
        date: day.date,
        amanta: drik(day.lunar_month.amanta),
        purnimanta: drik(day.lunar_month.purnimanta),
      });
      expect({
        date: day.date,
        vikram: [b.samvat.vikram.year, b.samvat.vikram.samvatsara.name],
        shaka: [b.samvat.shaka.year, b.samvat.shaka.samvatsara.name],
      }).toEqual({
        date: day.date,
        vikram: [day.vikram_samvat.year, day.vikram_samvat.name],
        shaka: [day.shaka_samvat.year, day.shaka_samvat.name],
      });
    }
  });
});
