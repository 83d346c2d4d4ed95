/**
 * /location/search: places by name in any spelling the index knows (GeoNames name or alias),
 * ranked by match quality (exact, prefix, then edit distance 1, then 2), then by the country hint,
 * then by population.
 */
import { InputError } from '@pj/panchang';
import { AliasKind } from './aliases';
import { gazetteer, Gazetteer, lowerBound, Place } from './gazetteer';
import { boundedEditDistance, charSignature, popcount32, searchKey } from './normalise';
import { zoneAt } from './zone';

export type MatchKind = 'exact' | 'prefix' | 'fuzzy';

export interface PlaceMatch {
  readonly place: Place;
  /** IANA zone at the place's coordinates. */
  readonly tz: string;
  readonly match: MatchKind;
  /** Edit distance of a fuzzy match (1 or 2); 0 otherwise. */
  readonly editDistance: number;
  /** The name or alias that matched, as written in the index. */
  readonly matchedName: string;
  /** Kind of the alias that matched, or null when the GeoNames name matched. */
  readonly aliasKind: AliasKind | null;
}

export interface SearchQuery {
  readonly q: string;
  /** ISO 3166-1 alpha-2; places of that country rank first within a match quality. */
  readonly countryHint?: string | null;
  readonly limit: number;
}

export const SEARCH_LIMIT_MAX = 50;
export const QUERY_MAX_LENGTH = 100;
/** Prefix matches examined at most (a one-letter query would otherwise walk tens of thousands). */
const PREFIX_SCAN_MAX = 60_000;

interface Hit {
  readonly place: number;
  readonly rank: number;
  readonly entry: number;
}

function fail(field: string, msg: string): never {
  throw new InputError([{ loc: [field], msg, type: 'value_error' }]);
}

function validate(query: SearchQuery): { key: string; hint: string | null } {
  if (typeof query.q !== 'string' || query.q.length === 0 || query.q.length > QUERY_MAX_LENGTH)
    fail('q', `q must have 1 to ${QUERY_MAX_LENGTH} characters`);
  const key = searchKey(query.q);
  if (key.length === 0) fail('q', 'q must contain a letter or a digit');
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > SEARCH_LIMIT_MAX)
    fail('limit', `limit must be an integer between 1 and ${SEARCH_LIMIT_MAX}`);
  const hint = query.countryHint ? query.countryHint.toUpperCase() : null;
  if (hint !== null && !/^[A-Z]{2}$/.test(hint))
    fail('country_hint', 'country_hint must be an ISO 3166-1 alpha-2 code');
  return { key, hint };
}

function collect(g: Gazetteer, key: string, enough: number): Map<number, Hit> {
  const best = new Map<number, Hit>();
  const offer = (h: Hit) => {
    const had = best.get(h.place);
    if (!had || h.rank < had.rank) best.set(h.place, h);
  };
  const keys = g.keys;
  for (let k = lowerBound(keys, key), seen = 0; k < keys.length && seen < PREFIX_SCAN_MAX; k++, seen++) {
    if (!keys[k].key.startsWith(key)) break;
    offer({ place: keys[k].place, rank: keys[k].key === key ? 0 : 1, entry: k });
  }
  if (best.size >= enough || key.length < 4) return best;
  const maxD = key.length >= 8 ? 2 : 1;
  const sig = charSignature(key);
  for (let len = key.length - maxD; len <= key.length + maxD; len++) {
    for (const k of g.keysByLength.get(len) ?? []) {
      // each edit adds or removes at most one character of the set: more differing characters, more edits
      const other = g.signatures[k];
      if (popcount32(sig & ~other) > maxD || popcount32(other & ~sig) > maxD) continue;
      const d = boundedEditDistance(key, keys[k].key, maxD);
      if (d === 0 || d > maxD) continue;
      // every place of a key (keys are sorted, equal keys adjacent)
      for (let j = k; j < keys.length && keys[j].key === keys[k].key; j++)
        offer({ place: keys[j].place, rank: 1 + d, entry: j });
    }
  }
  return best;
}

/** The ranked matches of a query (at most `limit`). */
export function searchPlaces(query: SearchQuery): PlaceMatch[] {
  const { key, hint } = validate(query);
  const g = gazetteer();
  const pop = g.populations;
  const hinted = (h: Hit) => (hint !== null && g.countries[h.place] === hint ? 1 : 0);
  const hits = [...collect(g, key, query.limit).values()];
  hits.sort((a, b) => a.rank - b.rank || hinted(b) - hinted(a) || pop[b.place] - pop[a.place] || a.place - b.place);
  return hits.slice(0, query.limit).map((h) => {
    const p = g.place(h.place);
    const entry = g.keys[h.entry];
    return {
      place: p,
      tz: zoneAt(p.latDeg, p.lngDeg).tz,
      match: h.rank === 0 ? 'exact' : h.rank === 1 ? 'prefix' : 'fuzzy',
      editDistance: h.rank >= 2 ? h.rank - 1 : 0,
      matchedName: entry.alias ? entry.alias.alias : p.name,
      aliasKind: entry.alias ? entry.alias.kind : null,
    };
  });
}
