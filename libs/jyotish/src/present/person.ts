/** The `person` echo of every Jyotish body (CONTRACT §3b): the birth as given and as resolved. */
import type { AyanamsaKey, HouseSystem, NodeType, PositionModel } from '@pj/ephemeris';
import type { OffsetRule, ResolvedBirth } from '../birth';
import { formatBirthInstant, IsoInstant, IsoInstantUtc } from './wire';

export interface BirthPlaceWire {
  /** Degrees north. */
  readonly lat: number;
  /** Degrees east. */
  readonly lng: number;
  /** IANA zone (given, or resolved from lat/lng). */
  readonly tz: string;
  readonly tz_source: 'request' | 'resolved';
  /** Always 0: charts are computed at sea level. */
  readonly elevation_m: number;
}

export interface PersonWire {
  /** The request's label, else null. */
  readonly name: string | null;
  /**
   * Local civil date of birth as given.
   * @pattern ^\d{4}-\d{2}-\d{2}$
   */
  readonly date: string;
  /**
   * Local time as given, HH:MM or HH:MM:SS.
   * @pattern ^\d{2}:\d{2}(:\d{2})?$
   */
  readonly time: string;
  readonly place: BirthPlaceWire;
  /**
   * The request's utc_offset (±HH:MM), else null.
   * @pattern ^[+-]\d{2}:\d{2}$
   */
  readonly utc_offset: string | null;
  /** Which rule gave the offset. */
  readonly offset_from: OffsetRule;
  /** The birth instant in local time. */
  readonly instant: IsoInstant;
  readonly instant_utc: IsoInstantUtc;
}

/** UTC ISO of an instant without milliseconds. */
export const utcWholeSecond = (utcIso: string): IsoInstantUtc => utcIso.replace(/\.\d{3}Z$/, 'Z');

export function presentPerson(birth: ResolvedBirth): PersonWire {
  const b = birth.input;
  return {
    name: b.name ?? null,
    date: b.date,
    time: b.time,
    place: { lat: b.lat, lng: b.lng, tz: birth.tz, tz_source: birth.tzSource, elevation_m: 0 },
    utc_offset: birth.utcOffsetMinutes === null ? null : (b.utc_offset as string),
    offset_from: birth.offsetFrom,
    instant: formatBirthInstant(birth, birth.instant.jdUt),
    instant_utc: utcWholeSecond(birth.instant.utcIso),
  };
}

/** The chart settings echoed by chart bodies. */
export interface ChartSettingsWire {
  readonly ayanamsa: AyanamsaKey;
  readonly node_type: NodeType;
  readonly house_system: HouseSystem;
  readonly position_model: PositionModel;
}

export function presentSettings(birth: ResolvedBirth): ChartSettingsWire {
  return {
    ayanamsa: birth.ayanamsa,
    node_type: birth.nodeType,
    house_system: birth.houseSystem,
    position_model: birth.positionModel,
  };
}
