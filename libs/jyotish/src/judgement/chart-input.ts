/**
 * The chart every judgement route (yogas, doshas, ashtakavarga, strengths) evaluates: either
 * computed from a birth (`{"person": …}`, CONTRACT §3b) by the chart engine, or taken as given
 * from sign placements (`{"placements": …}`), the way textbook and reference examples state
 * their charts. Placements get no astronomical consistency check; a body may be absent, and a
 * rule that needs an absent body or an unknown degree reports it (`missingOf`) instead of guessing.
 *
 * Signs are 0-based (0 = Aries/Mesha … 11 = Pisces/Meena); longitudes are sidereal degrees [0, 360).
 */
import { GRAHAS, GrahaKey, RASHI_NAMES } from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import { BirthData } from '../birth';
import { NatalChart, natalChart } from '../chart';

/** The bodies a judgement reads: the nine grahas and the ascendant (lagna). */
export type ChartBody = GrahaKey | 'ascendant';
export const CHART_BODIES: readonly ChartBody[] = Object.freeze([...GRAHAS, 'ascendant' as const]);

/** English sign names, accepted in placements beside the Sanskrit ones (`RASHI_NAMES`). */
export const SIGN_NAMES_EN = Object.freeze([
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const);

/** One body as the judgement sees it. */
export interface Placement {
  /** Sign, 0..11. */
  readonly sign: number;
  /** Sidereal longitude in degrees [0, 360), or null when only the sign is known. */
  readonly lonDeg: number | null;
  /** Retrograde motion, or null when not known (placements without the flag). */
  readonly retrograde: boolean | null;
}

/** A placement as a request may give it: the sign name alone, or the sign with optional degree and motion. */
export type PlacementInput = string | { sign: string; longitude?: number | null; retrograde?: boolean | null };
export type PlacementsInput = Partial<Record<string, PlacementInput>>;

/** The request body every judgement route shares: exactly one of `person` and `placements`. */
export interface ChartInputRequest {
  person?: BirthData;
  placements?: PlacementsInput;
}

export interface ChartInput {
  /** Where the chart came from: computed from a birth, or the caller's placements taken as given. */
  readonly source: 'person' | 'placements';
  /** The natal chart (source 'person'), for rules that need time and place (shadbala, sade sati); else null. */
  readonly chart: NatalChart | null;
  /** Known bodies; an absent key is a body the caller did not give. */
  readonly placements: Readonly<Partial<Record<ChartBody, Placement>>>;
}

/** What a rule needed and the chart lacks. */
export interface MissingNeed {
  readonly body: ChartBody;
  /** 'sign': the body is absent; 'longitude': the body's degree was not given. */
  readonly what: 'sign' | 'longitude';
}

const SIGN_BY_NAME: ReadonlyMap<string, number> = new Map([
  ...SIGN_NAMES_EN.map((n, i) => [n.toLowerCase(), i] as const),
  ...RASHI_NAMES.map((n, i) => [n.toLowerCase(), i] as const),
]);

/** Key aliases: 'lagna' names the ascendant. Keys are case-insensitive ("Sun" = "sun"). */
const BODY_ALIAS: Readonly<Record<string, ChartBody>> = { lagna: 'ascendant' };

const PLACEMENT_FIELDS = ['sign', 'longitude', 'retrograde'];

function bodyOfKey(key: string): ChartBody | null {
  const k = key.toLowerCase();
  if ((CHART_BODIES as readonly string[]).includes(k)) return k as ChartBody;
  return BODY_ALIAS[k] ?? null;
}

type Issue = { loc: (string | number)[]; msg: string; type: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseSign(v: unknown, loc: (string | number)[], issues: Issue[]): number | null {
  if (v === undefined || v === null) {
    issues.push({ loc, msg: 'sign is required', type: 'missing' });
    return null;
  }
  const index = typeof v === 'string' ? SIGN_BY_NAME.get(v.trim().toLowerCase()) : undefined;
  if (index === undefined) {
    issues.push({
      loc,
      msg: `sign must be a sign name (English ${SIGN_NAMES_EN.join(', ')} or Sanskrit ${RASHI_NAMES.join(', ')})`,
      type: 'enum',
    });
    return null;
  }
  return index;
}

function parseLongitude(v: unknown, sign: number | null, loc: (string | number)[], issues: Issue[]): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v >= 360) {
    issues.push({ loc, msg: 'longitude must be a number of degrees in [0, 360)', type: 'range' });
    return null;
  }
  if (sign !== null && Math.floor(v / 30) !== sign) {
    const lies = SIGN_NAMES_EN[Math.floor(v / 30)];
    issues.push({
      loc,
      msg: `longitude ${v} lies in ${lies}, not in the given sign ${SIGN_NAMES_EN[sign]}`,
      type: 'sign',
    });
    return null;
  }
  return v;
}

function parseOne(raw: unknown, key: string, issues: Issue[]): Placement | null {
  const at = ['placements', key];
  if (typeof raw === 'string') {
    const sign = parseSign(raw, at, issues);
    return sign === null ? null : { sign, lonDeg: null, retrograde: null };
  }
  if (!isRecord(raw)) {
    issues.push({
      loc: at,
      msg: `${key} must be a sign name or an object {sign, longitude?, retrograde?}`,
      type: 'type',
    });
    return null;
  }
  const before = issues.length;
  for (const field of Object.keys(raw)) {
    if (!PLACEMENT_FIELDS.includes(field)) {
      issues.push({
        loc: [...at, field],
        msg: `${field} is not a placement field (${PLACEMENT_FIELDS.join(', ')})`,
        type: 'unknown',
      });
    }
  }
  const sign = parseSign(raw.sign, [...at, 'sign'], issues);
  const lonDeg = parseLongitude(raw.longitude, sign, [...at, 'longitude'], issues);
  const retro = raw.retrograde;
  if (retro !== undefined && retro !== null && typeof retro !== 'boolean') {
    issues.push({ loc: [...at, 'retrograde'], msg: 'retrograde must be true or false', type: 'type' });
  }
  if (issues.length > before || sign === null) return null;
  return { sign, lonDeg, retrograde: typeof retro === 'boolean' ? retro : null };
}

/**
 * Placements as given: keys are body names (sun … ketu, ascendant or lagna; any case), values a
 * sign name or `{sign, longitude?, retrograde?}`. Throws an InputError naming each bad field.
 */
export function parsePlacements(raw: unknown): Partial<Record<ChartBody, Placement>> {
  if (!isRecord(raw)) {
    throw new InputError([{ loc: ['placements'], msg: 'placements must be an object of body → sign', type: 'type' }]);
  }
  const issues: Issue[] = [];
  const out: Partial<Record<ChartBody, Placement>> = {};
  const seen = new Map<ChartBody, string>();
  for (const [key, value] of Object.entries(raw)) {
    const body = bodyOfKey(key);
    if (body === null) {
      const names = CHART_BODIES.join(', ');
      issues.push({ loc: ['placements', key], msg: `${key} is not a body (${names} or lagna)`, type: 'unknown' });
      continue;
    }
    if (seen.has(body)) {
      const msg = `${key} and ${seen.get(body)} both place the ${body}`;
      issues.push({ loc: ['placements', key], msg, type: 'duplicate' });
      continue;
    }
    seen.set(body, key);
    const p = parseOne(value, key, issues);
    if (p) out[body] = p;
  }
  if (issues.length > 0) throw new InputError(issues);
  if (seen.size === 0) {
    throw new InputError([{ loc: ['placements'], msg: 'placements must place at least one body', type: 'missing' }]);
  }
  return out;
}

/** Placements of a computed chart: every body with its longitude and motion. */
export function placementsOfChart(chart: NatalChart): Partial<Record<ChartBody, Placement>> {
  const out: Partial<Record<ChartBody, Placement>> = {};
  for (const p of chart.points) {
    out[p.key] = {
      sign: Math.floor(p.lon / 30),
      lonDeg: p.lon,
      retrograde: p.key === 'ascendant' ? null : p.retrograde,
    };
  }
  return out;
}

/** The chart of a judgement request: exactly one of `person` (computed) and `placements` (as given). */
export function chartInputOf(req: ChartInputRequest): ChartInput {
  const hasPerson = req.person !== undefined && req.person !== null;
  const hasPlacements = req.placements !== undefined && req.placements !== null;
  if (hasPerson && hasPlacements) {
    throw new InputError([
      { loc: ['placements'], msg: 'give either person or placements, not both', type: 'exclusive' },
    ]);
  }
  if (hasPlacements) {
    return Object.freeze({
      source: 'placements',
      chart: null,
      placements: parsePlacements(req.placements),
    });
  }
  if (!hasPerson) {
    throw new InputError([
      { loc: ['person'], msg: 'person (birth data) or placements (signs of the bodies) is required', type: 'missing' },
    ]);
  }
  return chartInputOfChart(natalChart(req.person as BirthData));
}

/** The chart input of a computed natal chart (source 'person'). */
export function chartInputOfChart(chart: NatalChart): ChartInput {
  return Object.freeze({ source: 'person', chart, placements: placementsOfChart(chart) });
}

/** Sign (0..11) of a body, or null when the chart does not place it. */
export function signOfBody(input: ChartInput, body: ChartBody): number | null {
  return input.placements[body]?.sign ?? null;
}

/** Longitude of a body, or null when it is absent or only its sign is known. */
export function lonOfBody(input: ChartInput, body: ChartBody): number | null {
  return input.placements[body]?.lonDeg ?? null;
}

/** House (1..12) of a sign counted from a reference sign (whole signs: the reference sign is house 1). */
export function houseFrom(fromSign: number, sign: number): number {
  return ((sign - fromSign + 12) % 12) + 1;
}

/** What of `signs` (bodies whose sign is needed) and `longitudes` (bodies whose degree is needed) the chart lacks. */
export function missingOf(
  input: ChartInput,
  needs: { signs?: readonly ChartBody[]; longitudes?: readonly ChartBody[] },
): MissingNeed[] {
  const out: MissingNeed[] = [];
  for (const body of needs.signs ?? []) {
    if (!input.placements[body]) out.push({ body, what: 'sign' });
  }
  for (const body of needs.longitudes ?? []) {
    const p = input.placements[body];
    if (!p) {
      if (!out.some((m) => m.body === body)) out.push({ body, what: 'sign' });
    } else if (p.lonDeg === null) out.push({ body, what: 'longitude' });
  }
  return out;
}

/** A sentence for an `available: false` reason: "needs the sign of mars and the longitude of moon (not given)". */
export function describeMissing(missing: readonly MissingNeed[]): string {
  const parts = missing.map((m) => `the ${m.what} of ${m.body}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `needs ${list} (not given in placements)`;
}
