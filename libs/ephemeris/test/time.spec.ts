/** Instants, civil time and zones. */
import { IANAZone } from 'luxon';
import {
  EphemerisInputError,
  formatJdUtAtOffset,
  formatLocal,
  formatLocalJdUt,
  instantFromJdUt,
  instantFromLocal,
  instantFromUtcMillis,
  isValidZone,
  localMidnight,
  offsetMinutesAt,
  resolveZone,
} from '../src';

/**
 * ΔT = TT − UT1 = 32.184 s + (TAI − UTC) − (UT1 − UTC), from IERS Bulletin C (TAI − UTC) and
 * the IERS EOP C04 series (UT1 − UTC) at 0h UTC: 2000-01-01: 32 s, +0.3554 s; 2020-01-01: 37 s, −0.1772 s.
 */
const IERS_DELTA_T_S: readonly [string, number][] = [
  ['2000-01-01T00:00:00Z', 32.184 + 32 - 0.3554],
  ['2020-01-01T00:00:00Z', 32.184 + 37 + 0.1772],
];
/** SE interpolates a table of yearly values; 0.1 s covers that and the rounding of the published terms. */
const DELTA_T_TOL_S = 0.1;

describe('Instant', () => {
  it('carries UT, TT and ΔT consistently; ΔT matches IERS values within 0.1 s', () => {
    for (const [iso, deltaT] of IERS_DELTA_T_S) {
      const t = instantFromUtcMillis(Date.parse(iso));
      expect(t.utcIso).toBe(iso.replace('Z', '.000Z'));
      expect(Math.abs(t.deltaTS - deltaT)).toBeLessThanOrEqual(DELTA_T_TOL_S);
      expect(Math.abs((t.jdTt - t.jdUt) * 86_400 - t.deltaTS)).toBeLessThan(1e-4);
    }
    const j2000 = instantFromJdUt(2451545.0);
    expect(j2000.utcIso).toBe('2000-01-01T12:00:00.000Z');
    expect(Object.isFrozen(j2000)).toBe(true);
  });
});

describe('formatLocal', () => {
  it('rounds to the nearest whole second and prints the zone offset', () => {
    const at = (iso: string) => instantFromUtcMillis(Date.parse(iso));
    expect(formatLocal(at('2024-01-01T01:44:31.499Z'), 'Asia/Kolkata')).toBe('2024-01-01T07:14:31+05:30');
    expect(formatLocal(at('2024-01-01T01:44:31.500Z'), 'Asia/Kolkata')).toBe('2024-01-01T07:14:32+05:30');
    expect(formatLocal(at('2024-12-31T23:59:59.700Z'), 'UTC')).toBe('2025-01-01T00:00:00+00:00');
    expect(formatLocal(at('2024-07-01T12:00:00Z'), 'America/New_York')).toBe('2024-07-01T08:00:00-04:00');
  });

  it('uses historical offsets from the zone database, seconds included', () => {
    const at = (iso: string) => instantFromUtcMillis(Date.parse(iso));
    expect(formatLocal(at('1900-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe('1900-06-01T05:21:10+05:21:10');
    expect(formatLocal(at('1943-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe('1943-06-01T06:30:00+06:30');
    const r = instantFromLocal('1900-06-01', '05:21:10', 'Asia/Kolkata');
    expect(r.kind === 'ok' && r.instant.utcIso).toBe('1900-06-01T00:00:00.000Z');
  });
});

describe('formatLocalJdUt against Date and luxon directly', () => {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  /**
   * The formatting formatLocalJdUt had before its day-number arithmetic and offset cache: a Date at the luxon offset.
   */
  const reference = (ms: number, zone: string) => {
    const off = IANAZone.create(zone).offset(ms);
    const d = new Date(ms + Math.round(off * 60) * 1000);
    const a = Math.abs(Math.round(off * 60));
    const suffix = `${off < 0 ? '-' : '+'}${pad(Math.floor(a / 3600))}:${pad(Math.floor((a % 3600) / 60))}${a % 60 ? `:${pad(a % 60)}` : ''}`;
    return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${suffix}`;
  };
  const jdOf = (ms: number) => ms / 86_400_000 + 2440587.5;

  it('gives the same string and offset at instants across 1800–2399, DST and LMT changes included', () => {
    // zones with DST both hemispheres, a DST-skipped midnight, LMT offsets with seconds, +05:45, the closest
    // pair of transitions in the tz database (Africa/Freetown 1939) and a skipped date (Pacific/Apia 2011)
    const zones = [
      'Asia/Kolkata',
      'America/New_York',
      'Europe/Oslo',
      'Australia/Sydney',
      'America/Santiago',
      'Asia/Kathmandu',
      'Africa/Freetown',
      'Pacific/Apia',
      'UTC',
    ];
    const years = [1800, 1854, 1906, 1939, 1943, 2011, 2024, 2100, 2399];
    // 11 h 13 min 17 s steps: every hour of the day and minute of the hour, crossing each transition of the year
    const step = (11 * 3600 + 13 * 60 + 17) * 1000;
    const differing: string[] = [];
    let n = 0;
    for (const zone of zones) {
      for (const y of years) {
        for (let ms = Date.UTC(y, 0, 1); ms < Date.UTC(y + 1, 0, 1); ms += step, n++) {
          const got = formatLocalJdUt(jdOf(ms), zone);
          if (got !== reference(ms, zone) || offsetMinutesAt(zone, ms) !== IANAZone.create(zone).offset(ms))
            differing.push(`${zone} ${ms} ${got}`);
        }
      }
    }
    expect(n).toBeGreaterThan(60_000);
    expect(differing).toEqual([]);
  });

  it('formatJdUtAtOffset: the same rounding and string at a given offset', () => {
    expect(formatJdUtAtOffset(jdOf(Date.UTC(1906, 0, 1, 0, 8, 50)) + 0.4 / 86_400, 321 + 10 / 60)).toBe(
      '1906-01-01T05:30:00+05:21:10',
    );
    expect(formatJdUtAtOffset(jdOf(Date.UTC(2024, 1, 29, 18, 29, 59, 600)), 330)).toBe('2024-03-01T00:00:00+05:30');
    expect(formatJdUtAtOffset(jdOf(Date.UTC(1900, 1, 28, 23, 0)), -300)).toBe('1900-02-28T18:00:00-05:00');
  });
});

describe('local midnight', () => {
  it('is the first instant of the civil day where DST skips or repeats midnight', () => {
    // Chile: 2024-09-08 00:00 → 01:00; Cuba: 2024-03-10 00:00 → 01:00 and 2024-11-03 01:00 → 00:00
    expect(formatLocal(localMidnight('2024-09-08', 'America/Santiago'), 'America/Santiago')).toBe(
      '2024-09-08T01:00:00-03:00',
    );
    expect(formatLocal(localMidnight('2024-03-10', 'America/Havana'), 'America/Havana')).toBe(
      '2024-03-10T01:00:00-04:00',
    );
    expect(localMidnight('2024-11-03', 'America/Havana').utcIso).toBe('2024-11-03T04:00:00.000Z');
    expect(localMidnight('2024-01-01', 'Asia/Kolkata').utcIso).toBe('2023-12-31T18:30:00.000Z');
  });
});

describe('input validation', () => {
  it('rejects impossible dates, times and zones with EphemerisInputError', () => {
    for (const [d, t, z] of [
      ['2024-02-30', '10:00', 'Asia/Kolkata'],
      ['2024-1-01', '10:00', 'Asia/Kolkata'],
      ['2024-01-01', '24:00', 'Asia/Kolkata'],
      ['2024-01-01', '10:60', 'Asia/Kolkata'],
      ['2024-01-01', '10:00', 'Mars/Olympus_Mons'],
    ]) {
      expect(() => instantFromLocal(d, t, z)).toThrow(EphemerisInputError);
    }
  });
});

describe('zones', () => {
  it('isValidZone knows IANA names only', () => {
    expect(isValidZone('Asia/Kolkata')).toBe(true);
    expect(isValidZone('Etc/GMT+10')).toBe(true);
    expect(isValidZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidZone('')).toBe(false);
  });

  it('resolveZone honours a valid hint, resolves coordinates otherwise, and rejects a bad hint', () => {
    expect(resolveZone(28.6139, 77.209, 'Asia/Kolkata')).toEqual({ tz: 'Asia/Kolkata', tzSource: 'request' });
    expect(resolveZone(28.6139, 77.209, null)).toEqual({ tz: 'Asia/Kolkata', tzSource: 'resolved' });
    expect(resolveZone(69.65, 18.96)).toEqual({ tz: 'Europe/Oslo', tzSource: 'resolved' });
    expect(resolveZone(40.7128, -74.006)).toEqual({ tz: 'America/New_York', tzSource: 'resolved' });
    expect(resolveZone(-40, -30).tz).toBe('Etc/GMT+2'); // open South Atlantic: nautical zone, 30°W → UTC−2
    expect(() => resolveZone(28.6, 77.2, 'Nowhere/Land')).toThrow(EphemerisInputError);
    expect(() => resolveZone(91, 0)).toThrow(EphemerisInputError);
  });
});
