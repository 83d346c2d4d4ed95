import { createHash } from 'node:crypto';

/** The model choices behind a response: engine, ephemeris, ΔT, ayanamsa, conventions, algorithm versions. */
export type MethodologyFields = Readonly<Record<string, string>>;
export type Methodology = MethodologyFields & { readonly fingerprint: string };

/** Canonical JSON of a flat string map: keys sorted by code unit, no whitespace (RFC 8785 for this subset). */
export function canonicalJson(fields: MethodologyFields): string {
  const keys = Object.keys(fields).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(fields[k])}`).join(',')}}`;
}

/**
 * Fingerprint = sha256 hex of the canonical JSON of every other methodology field, so equal
 * methods give equal fingerprints and any change of method changes it.
 */
export function withFingerprint(fields: MethodologyFields): Methodology {
  const rest: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (k === 'fingerprint') continue;
    if (typeof v !== 'string') throw new TypeError(`methodology field ${k} must be a string`);
    rest[k] = v;
  }
  const canonical = canonicalJson(rest);
  let fingerprint = fingerprints.get(canonical);
  if (fingerprint === undefined) {
    fingerprint = createHash('sha256').update(canonical).digest('hex');
    // a route's methodology repeats on every response: hash each once (2 % of a request before)
    if (fingerprints.size >= MAX_REMEMBERED_FINGERPRINTS) fingerprints.clear();
    fingerprints.set(canonical, fingerprint);
  }
  return Object.freeze({ fingerprint, ...rest });
}

/** Fingerprints by canonical JSON. The methodologies in use are a few hundred; the bound keeps it so. */
const fingerprints = new Map<string, string>();
const MAX_REMEMBERED_FINGERPRINTS = 4096;
