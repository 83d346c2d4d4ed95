/**
 * A birth moment (CONTRACT §3b): local date and time at a place, with an IANA zone or a fixed
 * UTC offset (the offset wins when both are given), resolved to an Instant.
 */
import {
  AyanamsaKey,
  EPHEMERIS_END_JD_UT,
  EPHEMERIS_START_JD_UT,
  formatLocalJdUt,
  formatOffset,
  HouseSystem,
  instantFromLocal,
  instantFromUtcMillis,
  Instant,
  NodeType,
  PositionModel,
  resolveZone,
} from '@pj/ephemeris';
import { InputError } from '@pj/panchang';

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

export interface ResolvedBirth {
  readonly instant: Instant;
  readonly lat: number;
  readonly lng: number;
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  readonly houseSystem: HouseSystem;
  readonly positionModel: PositionModel;
  /** Formats a Julian day (UT) as local ISO time with the birth's offset rule. */
  readonly format: (jdUt: number) => string;
  /** The `person` echo of the response. */
  readonly echo: Record<string, unknown>;
  /** The request as given (for charts of other moments at the same place and zone rule). */
  readonly input: BirthData;
}

/** Days kept inside the ephemeris range around a birth: the sunrise before it is searched from 1.2 days earlier. */
const RANGE_MARGIN_DAYS = 2;

/** Unix epoch as a Julian day (UT). */
const UNIX_EPOCH_JD = 2440587.5;
const jdUtToUnixMsPublic = (jdUt: number) => (jdUt - UNIX_EPOCH_JD) * 86_400_000;

const OFFSET_RE = /^([+-])(\d{2}):(\d{2})$/;

export function parseUtcOffset(s: string): number {
  const m = OFFSET_RE.exec(s);
  if (!m)
    throw new InputError([{ loc: ['person', 'utc_offset'], msg: 'utc_offset must be ±HH:MM', type: 'format' }]);
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

function fixedOffsetFormatter(offsetMin: number): (jdUt: number) => string {
  const suffix = formatOffset(offsetMin);
  return (jdUt) => {
    const ms = Math.round(jdUtToUnixMsPublic(jdUt) / 1000) * 1000 + offsetMin * 60_000;
    return new Date(ms).toISOString().replace(/\.\d{3}Z$/, suffix);
  };
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
  const ayanamsa = b.ayanamsa ?? 'lahiri';
  const nodeType = b.node_type ?? 'mean';
  const houseSystem = b.house_system ?? 'whole_sign';
  const positionModel = b.position_model ?? 'apparent';
  const offsetGiven = b.utc_offset !== undefined && b.utc_offset !== null;
  const { tz, tzSource } = resolveZone(b.lat, b.lng, b.tz ?? null);
  let instant: Instant;
  let format: (jdUt: number) => string;
  let offsetRule: string;
  if (offsetGiven) {
    const offsetMin = parseUtcOffset(b.utc_offset as string);
    const [y, mo, d] = b.date.split('-').map(Number);
    const [h, mi, s] = b.time.split(':').map(Number);
    instant = instantFromUtcMillis(Date.UTC(y, mo - 1, d, h, mi, s ?? 0) - offsetMin * 60_000);
    format = fixedOffsetFormatter(offsetMin);
    offsetRule = b.tz ? 'utc_offset (wins over tz)' : 'utc_offset';
  } else {
    instant = resolveInZone(b, tz);
    format = (jdUt) => formatLocalJdUt(jdUt, tz);
    offsetRule = tzSource === 'request' ? 'tz' : 'tz resolved from coordinates';
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
  const echo: Record<string, unknown> = {
    name: b.name ?? null,
    date: b.date,
    time: b.time,
    place: { lat: b.lat, lng: b.lng, tz, tz_source: tzSource, elevation_m: 0 },
    utc_offset: offsetGiven ? b.utc_offset : null,
    offset_from: offsetRule,
    instant: format(instant.jdUt),
    instant_utc: instant.utcIso.replace(/\.\d{3}Z$/, 'Z'),
  };
  return { instant, lat: b.lat, lng: b.lng, ayanamsa, nodeType, houseSystem, positionModel, format, echo, input: b };
}
