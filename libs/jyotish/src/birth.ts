/**
 * A birth moment (CONTRACT §3b): local date and time at a place, with an IANA zone or a fixed
 * UTC offset (the offset wins when both are given), resolved to an Instant.
 */
import {
  AyanamsaKey,
  EPHEMERIS_END_JD_UT,
  EPHEMERIS_START_JD_UT,
  formatOffset,
  HouseSystem,
  instantFromLocal,
  instantFromUtcMillis,
  Instant,
  jdUtToUnixMs,
  jdUtToWholeSecond,
  offsetMinutesAt,
  NodeType,
  PositionModel,
  resolveZone,
} from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import { DateTime, FixedOffsetZone } from 'luxon';

export interface BirthData {
  readonly date: string;
  readonly time: string;
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  /** ±HH:MM; wins over tz. */
  readonly utc_offset?: string | null;
  readonly name?: string | null;
  readonly ayanamsa?: AyanamsaKey;
  readonly node_type?: NodeType;
  readonly house_system?: HouseSystem;
  /** Graha positions: apparent (default) or true_geometric (SEFLG_TRUEPOS, the JHora/PyJHora convention). */
  readonly position_model?: PositionModel;
}

/** The chart settings of a birth that gives none (CONTRACT §3b); applied by resolveBirth only. */
export const BIRTH_DEFAULTS = Object.freeze({
  ayanamsa: 'lahiri' as AyanamsaKey,
  nodeType: 'mean' as NodeType,
  houseSystem: 'whole_sign' as HouseSystem,
  positionModel: 'apparent' as PositionModel,
});

/** How the birth's UTC offset was chosen (echoed as `person.offset_from`). */
export type OffsetRule = 'utc_offset (wins over tz)' | 'utc_offset' | 'tz' | 'tz resolved from coordinates';

/**
 * A birth resolved to an instant: typed values only (the presenter, present/person.ts, writes the
 * `person` echo and formats instants with `offsetMinutesAt`).
 */
export interface ResolvedBirth {
  readonly instant: Instant;
  /** Latitude, degrees north (−90..90). */
  readonly lat: number;
  /** Longitude, degrees east (−180..180). */
  readonly lng: number;
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  readonly houseSystem: HouseSystem;
  readonly positionModel: PositionModel;
  /** IANA zone: the request's, else resolved from the coordinates (also when utc_offset rules). */
  readonly tz: string;
  readonly tzSource: 'request' | 'resolved';
  /** The fixed UTC offset of `utc_offset`, minutes east of UTC; null when the zone's rules apply. */
  readonly utcOffsetMinutes: number | null;
  readonly offsetFrom: OffsetRule;
  /** The request as given (for charts of other moments at the same place and zone rule). */
  readonly input: BirthData;
}

/** Days kept inside the ephemeris range around a birth: the sunrise before it is searched from 1.2 days earlier. */
const RANGE_MARGIN_DAYS = 2;

const OFFSET_RE = /^([+-])(\d{2}):(\d{2})$/;

export function parseUtcOffset(s: string): number {
  const m = OFFSET_RE.exec(s);
  if (!m) throw new InputError([{ loc: ['person', 'utc_offset'], msg: 'utc_offset must be ±HH:MM', type: 'format' }]);
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/** The birth's UTC offset (minutes east) at a Julian day (UT): the fixed utc_offset, else the zone's then. */
export function offsetMinutesOfBirthAt(birth: ResolvedBirth, jdUt: number): number {
  return birth.utcOffsetMinutes ?? offsetMinutesAt(birth.tz, jdUtToUnixMs(jdUt));
}

/**
 * Weekday (0 = Sunday … 6 = Saturday) of the local civil date at a Julian day (UT), with the
 * birth's offset rule: JD 0.5 (local midnight) of day n is weekday (n + 1) mod 7 (Meeus 7.e).
 */
export function localWeekdayAt(birth: ResolvedBirth, jdUt: number): number {
  const localJd = jdUtToWholeSecond(jdUt) + offsetMinutesOfBirthAt(birth, jdUt) / MINUTES_PER_DAY;
  return (((Math.floor(localJd + 0.5) + 1) % 7) + 7) % 7;
}

const MINUTES_PER_DAY = 1440;

/** The local date and time read at a fixed UTC offset (no zone rules: the offset settles gaps and overlaps). */
function instantAtFixedOffset(b: BirthData, offsetMinutes: number): Instant {
  const local = DateTime.fromISO(`${b.date}T${b.time}`, { zone: FixedOffsetZone.instance(offsetMinutes) });
  if (!local.isValid)
    throw new InputError([
      { loc: ['person', 'date'], msg: `no such local date and time: ${b.date} ${b.time}`, type: 'format' },
    ]);
  return instantFromUtcMillis(local.toMillis());
}

function resolveInZone(b: BirthData, zone: string): Instant {
  const r = instantFromLocal(b.date, b.time.length === 5 ? `${b.time}:00` : b.time, zone);
  if (r.kind === 'ok') return r.instant;
  const readings = [...r.candidates]
    .sort((a, c) => a.instant.jdUt - c.instant.jdUt)
    .map((c) => `${c.instant.utcIso.replace(/\.\d{3}Z$/, 'Z')} (UTC offset ${formatOffset(c.offsetMinutes)})`)
    .join(' or ');
  const why = r.kind === 'gap' ? 'does not exist (DST gap)' : 'occurs twice (DST overlap)';
  throw new InputError([
    {
      loc: ['person', 'time'],
      msg: `local time ${b.date} ${b.time} in ${zone} ${why}; candidates: ${readings}; give utc_offset to choose`,
      type: r.kind === 'gap' ? 'dst_gap' : 'dst_ambiguous',
    },
  ]);
}

export function resolveBirth(b: BirthData): ResolvedBirth {
  const offsetGiven = b.utc_offset !== undefined && b.utc_offset !== null;
  const { tz, tzSource } = resolveZone(b.lat, b.lng, b.tz ?? null);
  let instant: Instant;
  let utcOffsetMinutes: number | null = null;
  let offsetFrom: OffsetRule;
  if (offsetGiven) {
    utcOffsetMinutes = parseUtcOffset(b.utc_offset as string);
    instant = instantAtFixedOffset(b, utcOffsetMinutes);
    offsetFrom = b.tz ? 'utc_offset (wins over tz)' : 'utc_offset';
  } else {
    instant = resolveInZone(b, tz);
    offsetFrom = tzSource === 'request' ? 'tz' : 'tz resolved from coordinates';
  }
  if (
    instant.jdUt < EPHEMERIS_START_JD_UT + RANGE_MARGIN_DAYS ||
    instant.jdUt > EPHEMERIS_END_JD_UT - RANGE_MARGIN_DAYS
  ) {
    throw new InputError([
      {
        loc: ['person', 'date'],
        msg: `the birth instant ${instant.utcIso} must lie 2 days inside the ephemeris range 1800-01-02 .. 2399-12-31 UTC (sunrise-based points need the days around it)`,
        type: 'range',
      },
    ]);
  }
  return Object.freeze({
    instant,
    lat: b.lat,
    lng: b.lng,
    ayanamsa: b.ayanamsa ?? BIRTH_DEFAULTS.ayanamsa,
    nodeType: b.node_type ?? BIRTH_DEFAULTS.nodeType,
    houseSystem: b.house_system ?? BIRTH_DEFAULTS.houseSystem,
    positionModel: b.position_model ?? BIRTH_DEFAULTS.positionModel,
    tz,
    tzSource,
    utcOffsetMinutes,
    offsetFrom,
    input: b,
  });
}
