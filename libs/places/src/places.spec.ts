import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boundedEditDistance, searchKey } from './normalise';
import { PLACE_ALIASES } from './aliases';
import { gazetteer, EARTH_RADIUS_KM } from './gazetteer';
import { searchPlaces } from './search';
import { resolveContext, resolveLocation } from './resolve';
import { geoipLoaded, locateAddress } from './geoip';
import { contextResolvePacket, locationSearchPacket } from './present/places';
import { nauticalZone, zoneAt } from './zone';

const golden = JSON.parse(
  readFileSync(join(__dirname, '../../../test/fixtures/golden/places/alternate-spellings.json'), 'utf8'),
) as {
  tolerance_deg: number;
  cases: { q: string; country_hint?: string; geonames_id: number; lat: number; lng: number; tz: string }[];
};
const NOW = Date.parse('2026-06-01T00:00:00Z');
const KM_PER_DEG = (Math.PI / 180) * EARTH_RADIUS_KM;

describe('search keys and edit distance', () => {
  it('folds Latin diacritics and case, keeps Indic marks', () => {
    expect(searchKey('Allahābād')).toBe('allahabad');
    expect(searchKey('  St. Petersburg ')).toBe('st petersburg');
    expect(searchKey('Dehra Dūn')).toBe('dehra dun');
    expect(searchKey('वाराणसी')).toBe('वाराणसी');
    expect(searchKey('काशी')).not.toBe(searchKey('कशी'));
  });

  it('counts Levenshtein edits and adjacent transpositions, bounded', () => {
    expect(boundedEditDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedEditDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedEditDistance('varanasi', 'varansai', 2)).toBe(1);
    expect(boundedEditDistance('bengaluru', 'bengalru', 2)).toBe(1);
    expect(boundedEditDistance('pune', 'pune', 1)).toBe(0);
    expect(boundedEditDistance('ab', 'abcd', 1)).toBe(2);
  });
});

describe('location search', () => {
  it.each(golden.cases)('$q finds GeoNames $geonames_id at the reference position and zone', (c) => {
    const [first] = searchPlaces({ q: c.q, countryHint: c.country_hint ?? null, limit: 5 });
    expect(first.place.geonamesId).toBe(c.geonames_id);
    expect(Math.abs(first.place.latDeg - c.lat)).toBeLessThanOrEqual(golden.tolerance_deg);
    expect(Math.abs(first.place.lngDeg - c.lng)).toBeLessThanOrEqual(golden.tolerance_deg);
    expect(first.tz).toBe(c.tz);
  });

  it('every alias names a place of the gazetteer and finds it among its exact matches', () => {
    const g = gazetteer();
    for (const a of PLACE_ALIASES) {
      expect({ alias: a.alias, found: g.indexOfId(a.geonamesId) >= 0 }).toEqual({ alias: a.alias, found: true });
      const exact = searchPlaces({ q: a.alias, limit: 50 }).filter((m) => m.match === 'exact');
      expect({ alias: a.alias, ids: exact.map((m) => m.place.geonamesId) }).toEqual({
        alias: a.alias,
        ids: expect.arrayContaining([a.geonamesId]),
      });
    }
  });

  it('ranks by match quality, then country hint, then population', () => {
    const madras = searchPlaces({ q: 'Madras', limit: 5 });
    // the renamed city (alias, 4.3 M) and Madras, Oregon (GeoNames name) are both exact; population decides
    expect(madras.slice(0, 2).map((m) => [m.place.country, m.match])).toEqual([
      ['IN', 'exact'],
      ['US', 'exact'],
    ]);
    expect(madras[0].aliasKind).toBe('renamed');
    expect(searchPlaces({ q: 'Kochi', limit: 2 }).map((m) => m.place.country)).toEqual(['IN', 'JP']);
    expect(searchPlaces({ q: 'Kochi', countryHint: 'jp', limit: 1 })[0].place.country).toBe('JP');
    const lond = searchPlaces({ q: 'Lond', limit: 3 });
    expect(lond.every((m) => m.match === 'prefix')).toBe(true);
    expect(lond[0].place.geonamesId).toBe(2643743);
  });

  it('is bounded and names the field of a bad query', () => {
    expect(() => searchPlaces({ q: '', limit: 5 })).toThrow(/q must/);
    expect(() => searchPlaces({ q: '…', limit: 5 })).toThrow(/letter or a digit/);
    expect(() => searchPlaces({ q: 'x'.repeat(101), limit: 5 })).toThrow(/1 to 100/);
    expect(() => searchPlaces({ q: 'Pune', limit: 51 })).toThrow(/limit/);
    expect(() => searchPlaces({ q: 'Pune', countryHint: 'IND', limit: 5 })).toThrow(/country_hint/);
    expect(searchPlaces({ q: 'a', limit: 50 })).toHaveLength(50);
  });

  it('credits GeoNames and the zone boundaries', () => {
    const p = locationSearchPacket({ q: 'Kashi', limit: 1 });
    expect(p.upstreamSources.map((s) => [s.name, s.license])).toEqual([
      ['GeoNames', 'CC BY 4.0'],
      ['timezone-boundary-builder', 'ODbL 1.0'],
    ]);
  });
});

describe('resolve: poles and the date line', () => {
  it('North Pole: every nautical zone meets; Etc/GMT is used and flagged; nearest place on the meridian arc', () => {
    const r = resolveLocation({ lat: 90, lng: 0 }, NOW);
    expect(r.tz).toBe('Etc/GMT');
    expect(r.zoneCandidates).toHaveLength(25);
    expect(r.warnings.map((w) => w.code)).toEqual(['zone_ambiguous']);
    // the distance from the pole is the colatitude of the place
    expect(r.nearest.distanceKm).toBeCloseTo((90 - r.nearest.place.latDeg) * KM_PER_DEG, 3);
    expect(r.nearest.place.latDeg).toBeGreaterThan(78);
  });

  it('South Pole keeps New Zealand time (Antarctica/McMurdo)', () => {
    const r = resolveLocation({ lat: -90, lng: 0 }, NOW);
    expect(r.tz).toBe('Antarctica/McMurdo');
    expect(r.nearest.distanceKm).toBeCloseTo((90 + r.nearest.place.latDeg) * KM_PER_DEG, 3);
  });

  it('the 180° meridian at sea: the nautical zone of the longitude’s sign', () => {
    expect(nauticalZone(180)).toBe('Etc/GMT-12');
    expect(nauticalZone(-180)).toBe('Etc/GMT+12');
    expect(nauticalZone(7.4)).toBe('Etc/GMT');
    expect(zoneAt(0, 180).tz).toBe('Etc/GMT-12');
    expect(zoneAt(0, -180).tz).toBe('Etc/GMT+12');
    const east = resolveContext({ lat: 0, lng: 180, date: '2026-06-01', time: '12:00' }, NOW);
    const west = resolveContext({ lat: 0, lon: -180, date: '2026-06-01', time: '12:00' }, NOW);
    expect([east.offsetMinutes, west.offsetMinutes]).toEqual([720, -720]);
    expect((west.utcMs - east.utcMs) / 3_600_000).toBe(24);
  });

  it('Apia: 2011-12-30 never happened (UTC−10 → UTC+14); UTC+13 without DST since 2021', () => {
    const skipped = resolveContext({ place: 'Apia', date: '2011-12-30', time: '12:00' }, NOW);
    expect(skipped.location.tz).toBe('Pacific/Apia');
    expect(skipped.localTimeStatus).toBe('gap');
    expect(skipped.readings.map((r) => r.offsetMinutes)).toEqual([-600, 840]);
    expect(skipped.warnings.map((w) => w.code)).toContain('dst_gap');
    const now = resolveContext({ lat: -13.8333, lng: -171.7667, date: '2026-01-15', time: '09:00' }, NOW);
    expect([now.offsetMinutes, now.isDst, new Date(now.utcMs).toISOString()]).toEqual([
      780,
      false,
      '2026-01-14T20:00:00.000Z',
    ]);
  });

  it('Kiritimati keeps UTC+14; Honolulu’s zone there is flagged (same clock, other date)', () => {
    const k = resolveContext({ lat: 1.87, lng: -157.43, date: '2026-06-01', time: '12:00' }, NOW);
    expect([k.location.tz, k.offsetMinutes, k.isDst]).toEqual(['Pacific/Kiritimati', 840, false]);
    expect(new Date(k.utcMs).toISOString()).toBe('2026-05-31T22:00:00.000Z');
    const h = resolveContext({ lat: 1.87, lng: -157.43, tz: 'Pacific/Honolulu', date: '2026-06-01' }, NOW);
    expect(h.location.tzSource).toBe('request');
    expect(h.warnings.map((w) => w.code)).toEqual(['coordinates_outside_zone']);
  });
});

describe('context: DST edges', () => {
  const NY = { lat: 40.7128, lng: -74.006 };

  it('America/New_York 2026-03-08 02:30 does not exist: 07:30Z, shown as 03:30 EDT', () => {
    const c = contextResolvePacket({ ...NY, date: '2026-03-08', time: '02:30' }, NOW).body;
    expect(c.local_time_status).toBe('gap');
    expect(c.utc).toBe('2026-03-08T07:30:00Z');
    expect(c.local).toBe('2026-03-08T03:30:00-04:00');
    expect([c.utc_offset, c.is_dst]).toEqual(['-04:00', true]);
    expect(c.readings).toEqual([
      { utc: '2026-03-08T07:30:00Z', utc_offset: '-05:00' },
      { utc: '2026-03-08T06:30:00Z', utc_offset: '-04:00' },
    ]);
    expect(c.warnings.map((w) => w.code)).toEqual(['dst_gap']);
  });

  it('America/New_York 2026-11-01 01:30 occurs twice: the earlier (EDT) is used', () => {
    const c = contextResolvePacket({ ...NY, date: '2026-11-01', time: '01:30' }, NOW).body;
    expect(c.local_time_status).toBe('overlap');
    expect([c.utc, c.utc_offset, c.is_dst]).toEqual(['2026-11-01T05:30:00Z', '-04:00', true]);
    expect(c.readings.map((r) => r.utc)).toEqual(['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z']);
    expect(c.warnings.map((w) => w.code)).toEqual(['dst_overlap']);
  });

  it('Australia/Sydney: overlap on 2026-04-05, gap on 2026-10-04', () => {
    const sydney = { lat: -33.8688, lng: 151.2093 };
    const back = resolveContext({ ...sydney, date: '2026-04-05', time: '02:30' }, NOW);
    expect(back.localTimeStatus).toBe('overlap');
    expect(back.readings.map((r) => r.offsetMinutes)).toEqual([660, 600]);
    const fwd = resolveContext({ ...sydney, date: '2026-10-04', time: '02:30' }, NOW);
    expect(fwd.localTimeStatus).toBe('gap');
    expect(fwd.offsetMinutes).toBe(660);
  });

  it('Asia/Kolkata: +05:30, never DST; an ambiguous label is flagged, a far label too', () => {
    const c = resolveContext({ place: 'Delhi', date: '2026-06-01', time: '06:00' }, NOW);
    expect([c.location.tz, c.offsetMinutes, c.isDst, c.location.nearest.place.geonamesId]).toEqual([
      'Asia/Kolkata',
      330,
      false,
      1273294,
    ]);
    expect(c.warnings.map((w) => w.code)).toEqual(['ambiguous_place']);
    const far = resolveContext({ lat: 28.61, lng: 77.21, place: 'Chennai', date: '2026-06-01' }, NOW);
    expect(far.warnings.map((w) => w.code)).toEqual(['place_far_from_coordinates']);
  });

  it('names the field of bad input', () => {
    expect(() => resolveContext({ lat: 10 }, NOW)).toThrow(/lng/);
    expect(() => resolveContext({ lat: 10, lng: 5, lon: 6 }, NOW)).toThrow(/lon is a synonym/);
    expect(() => resolveContext({}, NOW)).toThrow(/give lat/);
    expect(() => resolveContext({ lat: 10, lng: 5, tz: 'Mars/Olympus' }, NOW)).toThrow(/IANA/);
    expect(() => resolveContext({ lat: 10, lng: 5, date: '2026-02-30' }, NOW)).toThrow(/date/);
    expect(() => resolveLocation({ label: 'zzzzqqqqxx' }, NOW)).toThrow(/no place matches/);
  });
});

describe('geoip', () => {
  it('private, loopback and documentation addresses are not looked up', () => {
    for (const a of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.0.5',
      '172.20.1.1',
      '::ffff:127.0.0.1',
      'fe80::1',
      '100.64.0.1',
    ])
      expect({ a, r: locateAddress(a) }).toEqual({
        a,
        r: { available: false, reason: expect.stringMatching(/private/) },
      });
    expect(locateAddress('not-an-ip').available).toBe(false);
    expect(geoipLoaded()).toBe(false);
  });
});
