/**
 * Windows beyond Drik's day pages, each against an independent reference:
 * - lagna table: Meeus's ascendant formula (Astronomical Algorithms ch. 14 with astronomy-engine's
 *   apparent sidereal time and true obliquity) at every sign change; Drik's Vrishabha Kaal of
 *   Diwali 2024 (New Delhi, news copy: 18:19–20:15) for the Vrishabha span;
 * - pradosha kala: Drik's Pradosh Kaal of 2024-11-01 (New Delhi, news copy: 17:36–20:11);
 * - choghadiya and hora: Drik's printed sunrise and dinamana (2020-12-31 page: 07:14, 10 h 21 min 09 s)
 *   and the published weekday sequences (day 1 = vara lord; night 1 = fifth vara's lord);
 * - gowri: the structure of the published weekday tables (Visham on the rahu kalam eighth, KALAM_PART, checked on 365
 * Drik days).
 */
import { ayanamsaDeg, bodyLongitudeAtJdUt, formatLocalJdUt, instantFromJdUt } from '@pj/ephemeris';
import {
  dailyWindows,
  choghadiyaPacket,
  dayFormatter,
  inauspiciousWindowsPacket,
  KALAM_PART,
  lagnaTablePacket,
  panchakaPacket,
  pradoshamPacket,
  vedicTimePacket,
  vehicleMuhurtaPacket,
} from '../src';
import { isoJd, MINUTE_S, publishedJd, readJson, report, SECONDS_PER_DAY, stats, dailyCoreWire } from './support';
import { meeusAscendantDeg } from './meeus-ascendant';

const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };

describe('lagna table', () => {
  it("New Delhi 2024-11-01: 12–13 spans tiling the Hindu day; each change is a sign boundary by Meeus's formula (≤ 0.02°)", () => {
    const b = lagnaTablePacket({ date: '2024-11-01', ...DELHI }).body;
    expect(b.lagna.length).toBeGreaterThanOrEqual(12);
    expect(b.lagna.length).toBeLessThanOrEqual(13);
    expect(b.lagna[0].start).toBe(b.hindu_day.start);
    expect(b.lagna[b.lagna.length - 1].end).toBe(b.hindu_day.end);
    let maxDev = 0;
    for (let i = 1; i < b.lagna.length; i++) {
      const jd = isoJd(b.lagna[i].start);
      expect(b.lagna[i].index).toBe((b.lagna[i - 1].index + 1) % 12);
      const sid = meeusAscendantDeg(jd, DELHI.lat, DELHI.lng) - ayanamsaDeg(instantFromJdUt(jd), 'lahiri');
      const boundary = b.lagna[i].index * 30;
      const dev = Math.abs(((sid - boundary + 540) % 360) - 180);
      maxDev = Math.max(maxDev, dev);
    }
    console.log(`lagna changes vs Meeus 14.3: max deviation ${maxDev.toFixed(4)}°`);
    expect(maxDev).toBeLessThan(0.02);
    console.log('lagna 2024-11-01', b.lagna.map((l) => `${l.name} ${l.start.slice(11, 19)}`).join(', '));
    const vrishabha = b.lagna.find((l) => l.name === 'Vrishabha' && l.start.startsWith('2024-11-01T18'));
    expect(vrishabha).toBeDefined();
    // Measured: ours 18:20:26–20:16:00, i.e. +86 s and +60 s after Drik's minutes (a news copy, one day).
    // Unexplained so far (the ascendant itself matches Meeus above; the ayanamsa conventions move it
    // by ~2 s); bounded here at 2 min and reported, not hidden.
    const lagnaBoundS = 2 * MINUTE_S;
    expect(
      Math.abs(isoJd(vrishabha!.start) - publishedJd('2024-11-01T18:19', 'Asia/Kolkata')) * SECONDS_PER_DAY,
    ).toBeLessThanOrEqual(lagnaBoundS);
    expect(
      Math.abs(isoJd(vrishabha!.end) - publishedJd('2024-11-01T20:15', 'Asia/Kolkata')) * SECONDS_PER_DAY,
    ).toBeLessThanOrEqual(lagnaBoundS);
  });
});

describe('Diwali 2022 Lakshmi Puja muhurats of six cities (Drik via a news article): start = Vrishabha lagna rise, end = pradosha kala end', () => {
  interface Fest {
    festival: string;
    date: string;
    place: string;
    muhurat: Record<string, { start: string; end: string }>;
  }
  /** City centres (the source gives none; Drik's own city coordinates may differ by ~0.05°, ~12 s). */
  const CITY: Readonly<Record<string, [number, number]>> = {
    Pune: [18.5204, 73.8567],
    Chennai: [13.0827, 80.2707],
    Hydrabad: [17.385, 78.4867],
    Chandigarh: [30.7333, 76.7794],
    Mumbai: [19.076, 72.8777],
    Ahmedabad: [23.0225, 72.5714],
  };
  it('pradosha kala ends within a minute; Vrishabha rises 13–61 s later than Drik (systematic, reported)', () => {
    const rows = readJson<Fest[]>('drik-daily', 'secondary_festivals.json').filter((f) => f.date === '2022-10-24');
    expect(rows).toHaveLength(6);
    const lagnaErr: number[] = [];
    const pradoshErr: number[] = [];
    for (const r of rows) {
      const [lat, lng] = CITY[r.place];
      const q = { date: r.date, lat, lng, tz: 'Asia/Kolkata' };
      const vr = lagnaTablePacket(q).body.lagna.find((x) => x.name === 'Vrishabha')!;
      const pk = pradoshamPacket(q).body.pradosham!.pradosha_kala;
      lagnaErr.push((isoJd(vr.start) - publishedJd(r.muhurat.lakshmi_puja.start, 'Asia/Kolkata')) * SECONDS_PER_DAY);
      pradoshErr.push((isoJd(pk.end) - publishedJd(r.muhurat.lakshmi_puja.end, 'Asia/Kolkata')) * SECONDS_PER_DAY);
    }
    report('Diwali 2022, 6 cities: pradosha kala end, ours − Drik', stats(pradoshErr));
    report('Diwali 2022, 6 cities: Vrishabha lagna start, ours − Drik', stats(lagnaErr));
    expect(stats(pradoshErr).maxAbs).toBeLessThanOrEqual(MINUTE_S);
    // Measured 13–61 s late (mean ≈ 43 s); with Delhi 2024 (+86, +60 s) ours is always later: an open
    // convention question (Drik's sidereal time or ayanamsa for the ascendant), bounded and reported.
    expect(Math.min(...lagnaErr)).toBeGreaterThan(0);
    expect(stats(lagnaErr).maxAbs).toBeLessThanOrEqual(2 * MINUTE_S);
  });
});

describe('pradosham', () => {
  it("New Delhi 2024-11-01: pradosha kala within a minute of Drik's Pradosh Kaal 17:36–20:11", () => {
    const pk = pradoshamPacket({ date: '2024-11-01', ...DELHI }).body.pradosham!.pradosha_kala;
    expect(
      Math.abs(isoJd(pk.start) - publishedJd('2024-11-01T17:36', 'Asia/Kolkata')) * SECONDS_PER_DAY,
    ).toBeLessThanOrEqual(MINUTE_S);
    expect(
      Math.abs(isoJd(pk.end) - publishedJd('2024-11-01T20:11', 'Asia/Kolkata')) * SECONDS_PER_DAY,
    ).toBeLessThanOrEqual(MINUTE_S);
  });
});

describe('choghadiya, hora, gowri (New Delhi 2020-12-31, a Thursday)', () => {
  const { day, body: core } = dailyCoreWire({ date: '2020-12-31', ...DELHI, ayanamsa: 'lahiri' });
  const w = dailyWindows(day, { ayanamsa: 'lahiri' });
  const drikSunrise = publishedJd('2020-12-31T07:14', 'Asia/Kolkata');
  const drikDinamanaDays = (10 * 3600 + 21 * 60 + 9) / SECONDS_PER_DAY;

  it('choghadiya: day Shubh first and last (Jupiter), night Amrit first (Moon, 5th vara); edges = Drik sunrise + k·dinamana/8 within 60 s', () => {
    expect(w.choghadiya.day.map((c) => c.name)).toEqual([
      'Shubh',
      'Rog',
      'Udveg',
      'Char',
      'Labh',
      'Amrit',
      'Kaal',
      'Shubh',
    ]);
    expect(w.choghadiya.night.map((c) => c.name)).toEqual([
      'Amrit',
      'Char',
      'Rog',
      'Kaal',
      'Labh',
      'Udveg',
      'Shubh',
      'Amrit',
    ]);
    w.choghadiya.day.forEach((c, k) => {
      expect(
        Math.abs(isoJd(c.start) - (drikSunrise + (k * drikDinamanaDays) / 8)) * SECONDS_PER_DAY,
      ).toBeLessThanOrEqual(MINUTE_S);
    });
    expect(w.choghadiya.day[7].end).toBe(core.sunset);
    expect(w.choghadiya.night[7].end).toBe(core.next_sunrise);
  });

  it("hora: 24, from Jupiter in the order Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars; hora 25 would be Friday's lord (Venus)", () => {
    const lords = [...w.hora.day, ...w.hora.night].map((h) => ('lord' in h ? h.lord : null));
    expect(lords).toHaveLength(24);
    expect(lords.slice(0, 8)).toEqual(['jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter']);
    const cycle = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'];
    expect(cycle[(cycle.indexOf(lords[23]!) + 1) % 7]).toBe('venus');
    expect(
      Math.abs(isoJd(w.hora.day[6].start) - (drikSunrise + (6 * drikDinamanaDays) / 12)) * SECONDS_PER_DAY,
    ).toBeLessThanOrEqual(MINUTE_S);
  });

  it("gowri: day rows are the vara-order cycle from the vara lord with Visham inserted at the rahu kalam eighth (rahu kalam checked on 365 Drik days); night rows are the cycle from the fifth vara's lord with one Visham", () => {
    const cycle = ['Uthi', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram'];
    for (let d = 0; d < 7; d++) {
      const date = `2021-01-0${3 + d}`; // Sunday 3 Jan … Saturday 9 Jan 2021
      const { day, body: c } = dailyCoreWire({ date, ...DELHI, ayanamsa: 'lahiri' });
      const g = dailyWindows(day, { ayanamsa: 'lahiri' }).gowri;
      expect(c.vara.index).toBe(d);
      const rahu = KALAM_PART.rahu_kalam[d];
      const expected = Array.from({ length: 7 }, (_, i) => cycle[(d + i) % 7]);
      expected.splice(rahu - 1, 0, 'Visham');
      expect(g.day.map((p) => p.name)).toEqual(expected.slice(0, 8));
      // night: the same cycle from the fifth vara's lord with one Visham inserted (each name once)
      const night = g.night.map((p) => p.name).filter((n) => n !== 'Visham');
      expect(night).toEqual(Array.from({ length: 7 }, (_, i) => cycle[(d + 4 + i) % 7]));
      expect(g.night.filter((p) => p.name === 'Visham')).toHaveLength(1);
      expect(g.day[0].start).toBe(c.sunrise);
      expect(g.night[7].end).toBe(c.next_sunrise);
    }
  });
});

describe('panchaka and vedic time', () => {
  it("panchaka spans are the Moon's Kumbha+Meena stay: they start at a Kumbha moonsign start", () => {
    // 2023-01-24..28: Moon in Kumbha/Meena (Drik feed moon signs: Kumbha from 2023-01-23 13:51)
    const b = panchakaPacket({ date: '2023-01-25', ...DELHI }).body;
    expect(b.panchaka).toHaveLength(1);
    expect(b.panchaka_at_day_start).toBe(true);
    const drikKumbhaStart = publishedJd('2023-01-23T13:51', 'Asia/Kolkata');
    expect(Math.abs(isoJd(b.panchaka[0].start) - drikKumbhaStart) * SECONDS_PER_DAY).toBeLessThanOrEqual(3 * MINUTE_S);
  });

  it('vedic time: 2 h 0 min 24.4 s after sunrise = 5 ghati 1 pala 1 vipala', () => {
    const core = dailyCoreWire({ date: '2024-01-01', ...DELHI, ayanamsa: 'lahiri' }).body;
    const sunrise = isoJd(core.sunrise as string);
    const t = new Date(((sunrise - 2440587.5) * SECONDS_PER_DAY + 7224.4) * 1000);
    const local = new Date(t.getTime() + 5.5 * 3600_000).toISOString().slice(11, 19);
    const b = vedicTimePacket({ date: '2024-01-01', time: local, ...DELHI }).body;
    expect(Math.abs(b.elapsed_s - 7224.4)).toBeLessThanOrEqual(1);
    expect([b.ghati, b.pala]).toEqual([5, 1]);
  });
});

describe('vehicle muhurta', () => {
  it('over two weeks: windows only on Mon/Wed/Thu/Fri, each inside a favourable nakshatra and tithi (checked on the Moon and Sun directly) and outside rahu kalam', () => {
    const good = new Set([6, 14, 21, 22, 23, 0, 7, 12, 4, 13, 16, 26]);
    const badTithi = new Set([3, 8, 13, 18, 23, 28, 29]);
    let found = 0;
    for (let d = 1; d <= 14; d++) {
      const date = `2024-03-${String(d).padStart(2, '0')}`;
      const b = vehicleMuhurtaPacket({ date, ...DELHI }).body;
      const rahu = inauspiciousWindowsPacket({ date, ...DELHI }).body.windows.find((w) => w.kind === 'rahu_kalam')!;
      if (![1, 3, 4, 5].includes(b.vara.index)) {
        expect(b.windows).toEqual([]);
        expect(b.windows_note).toBe('vara_not_favourable');
        continue;
      }
      for (const w of b.windows) {
        found++;
        const mid = (isoJd(w.start) + isoJd(w.end)) / 2;
        const moonSid = bodyLongitudeAtJdUt(mid, 'moon', { sidereal: 'lahiri' }).lonDeg;
        const elong =
          (bodyLongitudeAtJdUt(mid, 'moon', { sidereal: null }).lonDeg -
            bodyLongitudeAtJdUt(mid, 'sun', { sidereal: null }).lonDeg +
            360) %
          360;
        expect(good.has(Math.floor(moonSid / (360 / 27)))).toBe(true);
        expect(badTithi.has(Math.floor(elong / 12))).toBe(false);
        expect(isoJd(w.end) <= isoJd(rahu.start) || isoJd(w.start) >= isoJd(rahu.end)).toBe(true);
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('dayFormatter', () => {
  it("gives formatLocalJdUt's string for every instant, across a DST change (New York 2024-03-10, London 2024-10-27) and an LMT offset (Kolkata 1900)", () => {
    const cases: [string, number][] = [
      ['Asia/Kolkata', 2460310.5],
      ['America/New_York', 2460379.0],
      ['Asia/Kolkata', 2415020.5],
      ['Europe/London', 2460610.0],
    ];
    let n = 0;
    for (const [zone, jd0] of cases) {
      const f = dayFormatter(zone, jd0, jd0 + 1);
      for (let k = -40_000; k < 140_000; k += 37.3) {
        const jd = jd0 + (k + 0.4999) / SECONDS_PER_DAY;
        expect(f(jd)).toBe(formatLocalJdUt(jd, zone));
        n++;
      }
    }
    expect(n).toBeGreaterThan(19_000);
  });
});

describe('edge places', () => {
  it('polar day (Tromsø 2024-06-21): no frame windows, windows_note says why; the endpoint packet still answers', () => {
    const q = { date: '2024-06-21', lat: 69.6492, lng: 18.9553, tz: 'Europe/Oslo' };
    const { day, body: core } = dailyCoreWire({ ...q, ayanamsa: 'lahiri' });
    expect(core.sunrise).toBeNull();
    const w = dailyWindows(day, { ayanamsa: 'lahiri' });
    expect(w.windows).toEqual([]);
    expect(w.choghadiya).toEqual({ day: [], night: [] });
    expect(w.windows_note).toBe('no_sunrise_sunset_or_next_sunrise');
    expect(choghadiyaPacket(q).body.windows_note).toBe('no_sunrise_sunset_or_next_sunrise');
  });

  it('DST day west of Greenwich (New York 2024-03-10) and the southern hemisphere (Sydney 2024-04-07, DST ends): periods tile sunrise → next sunrise with the right offsets', () => {
    for (const q of [
      { date: '2024-03-10', lat: 40.7128, lng: -74.006, tz: 'America/New_York' },
      { date: '2024-04-07', lat: -33.8688, lng: 151.2093, tz: 'Australia/Sydney' },
    ]) {
      const { day, body: core } = dailyCoreWire({ ...q, ayanamsa: 'lahiri' });
      const w = dailyWindows(day, { ayanamsa: 'lahiri' });
      const all = [...w.choghadiya.day, ...w.choghadiya.night];
      expect(all[0].start).toBe(core.sunrise);
      expect(all[15].end).toBe(core.next_sunrise);
      for (let i = 1; i < 16; i++) expect(isoJd(all[i].start)).toBeCloseTo(isoJd(all[i - 1].end), 6);
      for (const p of all) expect(p.start.slice(19)).toBe(formatLocalJdUt(isoJd(p.start), q.tz).slice(19));
      const hours = [...w.hora.day, ...w.hora.night];
      expect(hours).toHaveLength(24);
      expect(Math.abs(isoJd(hours[23].end) - isoJd(core.next_sunrise as string)) * SECONDS_PER_DAY).toBeLessThanOrEqual(
        1,
      );
    }
  });
});
