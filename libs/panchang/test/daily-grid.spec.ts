/**
 * Golden: daily core vs Drik Panchang's New Delhi month grid 1900–2050 (1 559 sampled days and
 * the 1 632 days with a page header). Fixtures and conventions: test/fixtures/golden/drik-grid/README.md.
 */
import { DailyCoreWire } from '../src';
import {
  canonical,
  DRIK_ROUNDING_S,
  isoJd,
  MINUTE_S,
  publishedJd,
  readJsonLines,
  report,
  SECONDS_PER_DAY,
  stats,
  dailyCoreWire,
  DrikGridDay,
} from './support';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/**
 * Share of modelled residuals inside Drik's ±30 s rounding. Pure rounding would give 100 %; the
 * residuals 1900–1998 (τ = 0) have sd 17.9 s against 17.3 s for uniform ±30 s rounding, i.e. an
 * extra σ ≈ 4.4 s (≈ 2.4″ of Moon longitude) in Drik's positions, which leaves ~94 % inside.
 * The 99 % is not reachable with this (DE431) Moon; 90 % guards the model. The scatter is
 * the difference between DE431 and Drik's Moon (Meeus ch. 47): the `drik` convention (Meeus Moon) removes
 * it (daily-grid-meeus.spec.ts).
 */
const MODELLED_WITHIN_ROUNDING_MIN_PCT = 98.5;
/**
 * Drik's point for New Delhi: GeoNames 1261481 (28.63576, 77.22445), which its pages name; the
 * records state the reference set's 28.6139, 77.2090 (see libs/ephemeris/test/sunrise-drik.spec.ts).
 */
const DRIK_POINT = { lat: 28.63576, lng: 77.22445 };
/**
 * Served sunrises (rounded to the second) within Drik's ±30 s: 99.19 % on the whole grid; the sample varies by ±0.3
 * point.
 */
const SUNRISE_WITHIN_ROUNDING_MIN_PCT = 98.5;
/**
 * A boundary this close to sunrise can fall on either side of it between Drik and us (rounding + sunrise difference).
 */
const NEAR_SUNRISE_S = 60;

/**
 * Records whose discrete value at sunrise may differ, each with the reason (checked below: our
 * boundary must be within a minute of our sunrise). Keyed `${date} ${field}`. With Drik's Moon and
 * Drik's sunrise none of the sample's days differs any more (the DE431 Moon and the almanac sunrise
 * left four: 1953-07-01 and 2009-01-01 nakshatra, 2039-07-31 tithi and lunar days); on the whole
 * grid two remain, 2038-01-14 and 2049-05-02, with a tithi ending 1 s and 0 s from our sunrise
 * (scripts/golden-grid.js).
 */
const NEAR_SUNRISE_DISAGREEMENTS: Readonly<Record<string, string>> = {};

function drikAdhika(r: DrikGridDay): boolean {
  // the grid marks adhika days by the cell class dpLeapMonthDay; a festival cell in an adhika month
  // has dpHolidayLeaped instead (the flag was read from the first class only), a header day says it in the header
  if (r.page_header) return r.page_header.adhika;
  return r.adhika_masa_day || (r.grid_classes ?? []).includes('dpHolidayLeaped');
}

/**
 * Lunar day numbers as the grid prints them: the tithi at sunrise, then each tithi that ends before the next sunrise.
 */
function lunarDayNumbers(b: DailyCoreWire): number[] {
  const end = isoJd(b.hindu_day.end);
  return b.tithi.filter((t, i) => i === 0 || isoJd(t.end) <= end).map((t) => t.number);
}

interface Outcome {
  mismatches: { key: string; detail: string; boundaryFromSunriseS: number }[];
  nakshatraErrors: number[];
  moonsignErrors: number[];
  sunriseErrors: number[];
  checkedHeaders: number;
}

function compareGrid(records: DrikGridDay[]): Outcome {
  const out: Outcome = {
    mismatches: [],
    nakshatraErrors: [],
    moonsignErrors: [],
    sunriseErrors: [],
    checkedHeaders: 0,
  };
  for (const r of records) {
    expect([r.tz, r.lat, r.lng]).toEqual(['Asia/Kolkata', 28.6139, 77.209]);
    const { body: b } = dailyCoreWire({
      date: r.date,
      lat: DRIK_POINT.lat,
      lng: DRIK_POINT.lng,
      tz: r.tz,
      ayanamsa: 'lahiri',
    });
    out.sunriseErrors.push((isoJd(b.hindu_day.start) - publishedJd(r.sunrise.local, r.tz)) * SECONDS_PER_DAY);
    const dayEdges = [isoJd(b.hindu_day.start), isoJd(b.hindu_day.end)];
    // distance of the element's nearest boundary to this sunrise or the next one
    const nearestS = (spans: readonly { start: string; end: string }[]) =>
      Math.min(
        ...spans
          .flatMap((s) => [s.start, s.end])
          .flatMap((iso) => dayEdges.map((e) => Math.abs(isoJd(iso) - e) * SECONDS_PER_DAY)),
      );
    const miss = (field: string, detail: string, spans: readonly { start: string; end: string }[]) =>
      out.mismatches.push({ key: `${r.date} ${field}`, detail, boundaryFromSunriseS: nearestS(spans) });

    expect(WEEKDAYS[b.vara.index]).toBe(r.weekday);
    if (b.tithi[0].number !== r.tithi_at_sunrise.index)
      miss('tithi', `Drik ${r.tithi_at_sunrise.index}, ours ${b.tithi[0].number}`, b.tithi);
    const ldn = lunarDayNumbers(b);
    if (JSON.stringify(ldn) !== JSON.stringify(r.lunar_day_numbers.values))
      miss('lunar_days', `Drik ${r.lunar_day_numbers.values}, ours ${ldn}`, b.tithi);

    const nak = b.nakshatra[0];
    if (nak.name !== canonical(r.nakshatra.name_full)) {
      miss('nakshatra', `Drik ${r.nakshatra.name_full}, ours ${nak.name}`, b.nakshatra);
    } else if (r.nakshatra.upto) {
      const e = (isoJd(nak.end) - publishedJd(r.nakshatra.upto, r.tz)) * SECONDS_PER_DAY;
      out.nakshatraErrors.push(e);
    } else {
      // "no end printed": the nakshatra runs past the next sunrise (within Drik's rounding and scatter)
      expect((isoJd(nak.end) - isoJd(b.hindu_day.end)) * SECONDS_PER_DAY).toBeGreaterThan(-MINUTE_S);
    }

    const sign = b.moonsign[0];
    if (sign.name !== r.moon_sign.name) {
      miss('moonsign', `Drik ${r.moon_sign.name}, ours ${sign.name}`, b.moonsign);
    } else if (r.moon_sign.upto) {
      const e = (isoJd(sign.end) - publishedJd(r.moon_sign.upto, r.tz)) * SECONDS_PER_DAY;
      out.moonsignErrors.push(e);
    }

    if (b.lunar_month.amanta.adhika !== drikAdhika(r))
      miss('adhika', `Drik ${drikAdhika(r)}, ours ${b.lunar_month.amanta.adhika}`, [b.lunar_month.amanta]);
    const h = r.page_header;
    if (h) {
      out.checkedHeaders++;
      expect({ month: b.lunar_month.amanta.name, adhika: b.lunar_month.amanta.adhika }).toEqual({
        month: canonical(h.amanta_month),
        adhika: h.adhika,
      });
      expect({ year: b.samvat.shaka.year, name: b.samvat.shaka.samvatsara.name }).toEqual({
        year: h.shaka_year,
        name: h.shaka_samvatsara,
      });
      if (b.tithi[0].number !== h.amanta_day)
        miss('amanta_day', `Drik ${h.amanta_day}, ours ${b.tithi[0].number}`, b.tithi);
    }
  }
  return out;
}

function checkMismatches(o: Outcome): void {
  for (const m of o.mismatches)
    console.log(
      `disagreement ${m.key}: ${m.detail}; our nearest boundary ${m.boundaryFromSunriseS.toFixed(0)} s from a sunrise`,
    );
  for (const m of o.mismatches) {
    expect(NEAR_SUNRISE_DISAGREEMENTS[m.key] ?? `unexplained: ${m.detail}`).not.toMatch(/^unexplained/);
    expect(Math.abs(m.boundaryFromSunriseS)).toBeLessThan(NEAR_SUNRISE_S);
  }
}

/** The gates on element ends under the default (drik) convention. */
function gateEnds(label: string, errors: number[]): void {
  const e = stats(errors);
  report(`${label}, ours (drik convention) − Drik`, e);
  expect(e.maxAbs).toBeLessThanOrEqual(MINUTE_S);
  expect(e.withinRoundingPct).toBeGreaterThanOrEqual(MODELLED_WITHIN_ROUNDING_MIN_PCT);
  expect(Math.abs(e.meanSigned)).toBeLessThan(3);
}

describe('daily core vs Drik Panchang month grid, New Delhi 1900–2050', () => {
  it('sample of 1 559 days: vara, tithi at sunrise, lunar day numbers, nakshatra, moon sign, adhika flag', () => {
    const records = readJsonLines<DrikGridDay>('drik-grid', 'grid-sample.jsonl.gz');
    expect(records).toHaveLength(1559);
    const o = compareGrid(records);
    checkMismatches(o);
    gateEnds('grid sample nakshatra ends', o.nakshatraErrors);
    gateEnds('grid sample moon sign changes', o.moonsignErrors);
    expect(o.nakshatraErrors.length).toBeGreaterThan(1300);
    const sr = stats(o.sunriseErrors);
    report('grid sample sunrise, ours (drik sunrise, served to the second) − Drik', sr);
    expect(sr.n).toBe(1559);
    expect(sr.maxAbs).toBeLessThanOrEqual(MINUTE_S);
    expect(sr.withinRoundingPct).toBeGreaterThanOrEqual(SUNRISE_WITHIN_ROUNDING_MIN_PCT);
  });

  it('all 1 632 month headers: amanta month, adhika, Shaka year and samvatsara exactly', () => {
    const records = readJsonLines<DrikGridDay>('drik-grid', 'grid-month-headers.jsonl.gz');
    expect(records).toHaveLength(1632);
    const o = compareGrid(records);
    expect(o.checkedHeaders).toBe(1632);
    checkMismatches(o);
    gateEnds('month-header days nakshatra ends', o.nakshatraErrors);
  });

  it('kshaya tithi (2024-01-14) and vriddhi (2024-01-29/30) as Drik prints them', () => {
    const byDate = new Map(readJsonLines<DrikGridDay>('drik-grid', 'grid-sample.jsonl.gz').map((r) => [r.date, r]));
    const day = (date: string) =>
      dailyCoreWire({ date, lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', ayanamsa: 'lahiri' }).body;
    // kshaya: Chaturthi (4) starts after sunrise and ends before the next sunrise
    const k = day('2024-01-14');
    expect(byDate.get('2024-01-14')?.lunar_day_numbers.values).toEqual([3, 4]);
    expect(lunarDayNumbers(k)).toEqual([3, 4]);
    expect(k.tithi.map((t) => t.number)).toEqual([3, 4, 5]);
    expect(isoJd(k.tithi[1].start)).toBeGreaterThan(isoJd(k.hindu_day.start));
    expect(isoJd(k.tithi[1].end)).toBeLessThan(isoJd(k.hindu_day.end));
    // vriddhi: Krishna Chaturthi (19) at both sunrises
    const v1 = day('2024-01-29');
    const v2 = day('2024-01-30');
    expect([
      byDate.get('2024-01-29')?.tithi_at_sunrise.index,
      byDate.get('2024-01-30')?.tithi_at_sunrise.index,
    ]).toEqual([19, 19]);
    expect([v1.tithi[0].number, v2.tithi[0].number]).toEqual([19, 19]);
    expect(v1.tithi).toHaveLength(1);
    expect(isoJd(v1.tithi[0].start)).toBeLessThan(isoJd(v1.hindu_day.start));
    expect(isoJd(v1.tithi[0].end)).toBeGreaterThan(isoJd(v1.hindu_day.end));
  });

  it('adhika Shravana 2023: 18 Jul – 16 Aug adhika in both systems, grid flag on every day', () => {
    const records = readJsonLines<DrikGridDay>('drik-grid', 'grid-sample.jsonl.gz').filter(
      (r) => r.date >= '2023-07-15' && r.date <= '2023-08-20',
    );
    expect(records).toHaveLength(37);
    for (const r of records) {
      const b = dailyCoreWire({ date: r.date, lat: r.lat, lng: r.lng, tz: r.tz, ayanamsa: 'lahiri' }).body;
      expect({ date: r.date, adhika: b.lunar_month.amanta.adhika }).toEqual({ date: r.date, adhika: drikAdhika(r) });
      if (drikAdhika(r)) {
        expect(b.lunar_month.amanta).toMatchObject({ name: 'Shravana', adhika: true });
        expect(b.lunar_month.purnimanta).toMatchObject({ name: 'Shravana', adhika: true });
      }
    }
    expect(records.filter(drikAdhika).map((r) => r.date)).toEqual(
      records.map((r) => r.date).filter((d) => d >= '2023-07-18' && d <= '2023-08-16'),
    );
    // the nija month that follows holds the Simha sankranti
    const nija = dailyCoreWire({
      date: '2023-08-20',
      lat: 28.6139,
      lng: 77.209,
      tz: 'Asia/Kolkata',
      ayanamsa: 'lahiri',
    }).body;
    expect(nija.lunar_month.amanta).toMatchObject({ name: 'Shravana', adhika: false });
    expect(DRIK_ROUNDING_S).toBe(30);
  });
});
