/**
 * Golden: sunrise/sunset (and, for the daily pages, moonrise/moonset) for New Delhi against
 * Drik Panchang. Fixtures and conventions: test/fixtures/golden/drik-new-delhi/README.md.
 */
import {
  civilDayRiseSet,
  DEFAULT_RISE_CONVENTION,
  instantFromLocal,
  Instant,
  Place,
  RiseEvent,
  SUNRISE_CONVENTIONS,
} from '../src';
import { readJson, readJsonLines, report, SECONDS_PER_DAY, stats } from './golden';

/** Drik prints the nearest minute (±30 s); the other 30 s cover refraction/ΔT/coordinate differences. */
const MINUTE_S = 60;

/** The coordinates the reference records state for New Delhi. */
const REFERENCE_POINT = { lat: 28.6139, lng: 77.209 };
/**
 * The point Drik computes New Delhi for: its pages name the place by GeoNames id 1261481
 * (reference/misc/tithi_masa_at_sunrise.json, coords_note), whose coordinates are 28.63576 N,
 * 77.22445 E. At the reference point (2.4 km south-west) the drik model puts 93.6 % of the grid's
 * sunrises within ±30 s and its mean error is +3.7 s; at this point 99.6 % and −0.1 s.
 */
const NEW_DELHI: Place = { latDeg: 28.63576, lngDeg: 77.22445, elevationM: 0 };
/**
 * Drik's model: whole grid 1900–2050 99.6 % of sunrises and 99.7 % of sunsets within ±30 s
 * (scripts/experiments/README.md); the gate leaves 0.5 point for the sample.
 */
const WITHIN_ROUNDING_MIN_PCT = 99;
/** Largest error on the whole grid: 30.7 s (the model is within ~1 s of Drik's unrounded instant). */
const MODEL_MAX_S = 32;
const ZONE = 'Asia/Kolkata';

interface TimeField {
  local: string;
}
interface DayRecord {
  date: string;
  tz: string;
  lat: number;
  lng: number;
  source_url: string;
  sunrise?: TimeField | null;
  sunset?: TimeField | null;
  moonrise?: TimeField | null;
  moonset?: TimeField | null;
}

/** Records left out, keyed by source_url, with the reason. Values are never edited. */
const SKIPPED: Readonly<Record<string, string>> = {
  'https://www.news18.com/news/india/aaj-ka-panchang-for-february-23-know-about-tithi-nakshatra-shubh-muhurat-and-rahu-kaal-3462419.html':
    "secondary source misdated: its sunrise 06:51 / sunset 18:18 are Drik's own values for 2021-02-24 " +
    '(Drik month grid: 2021-02-23 = 06:52 / 18:17, 2021-02-24 = 06:51 / 18:18); we give 06:52:20 / 18:17:22 for 02-23',
};

function publishedInstant(local: string, tz: string): Instant {
  const r = instantFromLocal(local.slice(0, 10), local.slice(11, 16), tz);
  if (r.kind !== 'ok') throw new Error(`published local time ${local} is not a unique instant in ${tz}`);
  return r.instant;
}

function errorS(ev: RiseEvent, expected: Instant): number {
  if (!ev.instant) throw new Error(`no event computed (${ev.reason})`);
  return (ev.instant.jdUt - expected.jdUt) * SECONDS_PER_DAY;
}

function compare(records: DayRecord[], kinds: readonly ('sunrise' | 'sunset' | 'moonrise' | 'moonset')[]): number[] {
  const errors: number[] = [];
  for (const r of records) {
    if (SKIPPED[r.source_url]) continue;
    expect([r.tz, r.lat, r.lng]).toEqual([ZONE, REFERENCE_POINT.lat, REFERENCE_POINT.lng]);
    for (const kind of kinds) {
      const field = r[kind];
      if (!field) continue;
      // a moon event printed after midnight belongs to the civil date in its `local` field
      const day = civilDayRiseSet(field.local.slice(0, 10), ZONE, NEW_DELHI, DEFAULT_RISE_CONVENTION);
      const e = errorS(day[kind], publishedInstant(field.local, r.tz));
      if (Math.abs(e) > MINUTE_S)
        throw new Error(`${r.date} ${kind}: error ${e.toFixed(1)} s > ${MINUTE_S} s (${r.source_url})`);
      errors.push(e);
    }
  }
  return errors;
}

describe('sunrise/sunset vs Drik Panchang, New Delhi', () => {
  it('daily pages (primary) and news reprints (secondary): sunrise/sunset within a minute', () => {
    const days = readJson<DayRecord[]>('drik-new-delhi', 'days.json');
    const secondary = readJson<DayRecord[]>('drik-new-delhi', 'secondary_days.json');
    const sun = compare([...days, ...secondary], ['sunrise', 'sunset']);
    report('Drik daily pages + reprints, sunrise+sunset (s)', stats(sun), 's', 1);
    expect(sun).toHaveLength(2 * (days.length + secondary.length - Object.keys(SKIPPED).length));
    expect(stats(sun).maxAbs).toBeLessThanOrEqual(MINUTE_S);
  });

  it('daily pages (primary only): moonrise/moonset within a minute', () => {
    // The news reprints' Moon times are not used: 2023-02-23 moonrise 08:45 is 10 min from both
    // this library and astronomy-engine (which agree within 3 s), i.e. not a convention effect.
    const moon = compare(readJson<DayRecord[]>('drik-new-delhi', 'days.json'), ['moonrise', 'moonset']);
    report('Drik daily pages, moonrise+moonset (s)', stats(moon), 's', 1);
    expect(moon).toHaveLength(4);
    expect(stats(moon).maxAbs).toBeLessThanOrEqual(MINUTE_S);
  });

  it('month-grid sample 1950-2050 (300 days, zone database offsets): every |error| <= 60 s', () => {
    const grid = readJsonLines<DayRecord>('drik-new-delhi', 'grid-sample-1950-2050.jsonl');
    expect(grid).toHaveLength(300);
    const errors = compare(grid, ['sunrise', 'sunset']);
    const s = stats(errors);
    report('Drik month grid 1950-2050, sunrise+sunset (s)', s, 's', 1);
    expect(errors).toHaveLength(600);
    expect(s.maxAbs).toBeLessThanOrEqual(MINUTE_S);
    // a systematic offset would show here long before single days fail
    expect(Math.abs(s.meanSigned)).toBeLessThan(10);
  });

  it("month-grid sample 1900-2050 (1 559 days): Drik's model puts >= 99 % of sunrises and sunsets within the ±30 s rounding, every one within 32 s", () => {
    const grid = readJsonLines<DayRecord>('drik-grid', 'grid-sample.jsonl.gz');
    expect(grid).toHaveLength(1559);
    for (const kind of ['sunrise', 'sunset'] as const) {
      const errors = compare(grid, [kind]);
      const s = stats(errors);
      const within = (100 * errors.filter((e) => Math.abs(e) < 30).length) / errors.length;
      report(`Drik month grid sample 1900-2050, ${kind} (s), ${within.toFixed(2)} % within ±30 s`, s, 's', 1);
      expect(errors).toHaveLength(1559);
      expect(within).toBeGreaterThanOrEqual(WITHIN_ROUNDING_MIN_PCT);
      expect(s.maxAbs).toBeLessThanOrEqual(MODEL_MAX_S);
      expect(Math.abs(s.meanSigned)).toBeLessThan(1.5);
    }
  });

  it('2020-12-31 upper_limb_refracted instants at the reference point match the seconds quoted in the reference README (07:13:41, 17:34:54)', () => {
    const day = civilDayRiseSet(
      '2020-12-31',
      ZONE,
      { latDeg: REFERENCE_POINT.lat, lngDeg: REFERENCE_POINT.lng, elevationM: 0 },
      SUNRISE_CONVENTIONS.upper_limb_refracted,
    );
    const quoted = (hms: string) => {
      const r = instantFromLocal('2020-12-31', hms, ZONE);
      if (r.kind !== 'ok') throw new Error('unexpected');
      return r.instant;
    };
    // the README quotes whole seconds (truncated): allow the second itself
    expect(Math.abs(errorS(day.sunrise, quoted('07:13:41')))).toBeLessThan(1.5);
    expect(Math.abs(errorS(day.sunset, quoted('17:34:54')))).toBeLessThan(1.5);
  });
});
