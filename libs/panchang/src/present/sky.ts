/**
 * Presenter of the sky family's routes computed in libs/panchang (/sunrise, /planets/positions):
 * the only place that writes their snake_case keys, ISO 8601 instants and `_note` reasons. The
 * key order of each body is part of the contract (clients diff bodies): the order of the types.
 */
import {
  AyanamsaKey,
  formatLocalJdUt,
  GRAHA_NAMES,
  GrahaKey,
  jdUtToUnixMs,
  NodeType,
  NoEventReason,
} from '@pj/ephemeris';
import type { PlanetPositions } from '../planet-positions';
import type { SunriseDay } from '../sunrise';
import { eventFields, InstantFormatter, IsoDate, IsoInstant, NamedWire } from './daily';
import { presentPlace, PlaceWire } from './place';

/**
 * ISO 8601 UTC instant, whole seconds: '2024-01-01T00:00:00Z'.
 * @pattern ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$
 */
export type UtcInstant = string;

/** A Julian day (UT) as an ISO 8601 UTC instant rounded to the nearest whole second. */
export function utcInstant(jdUt: number): UtcInstant {
  return new Date(Math.round(jdUtToUnixMs(jdUt) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** Digits kept on the wire: 1e-6° is 0.0036″ (far below the ephemeris' accuracy), 1e-8 au is 1.5 km. */
const round = (x: number, digits: number) => Number(x.toFixed(digits));

/** Body of /sunrise (CONTRACT §2: an event that does not happen is null with `<name>_note`). */
export interface SunriseWire {
  /** Local civil date at the place. */
  readonly date: IsoDate;
  readonly place: PlaceWire;
  /** First sunrise in [00:00, 24:00) local. */
  readonly sunrise: IsoInstant | null;
  readonly sunrise_note?: NoEventReason;
  readonly sunset: IsoInstant | null;
  readonly sunset_note?: NoEventReason;
  /** Upper transit of the Sun. */
  readonly solar_noon: IsoInstant;
  /** First sunrise after this date's sunrise (or after the date, without one). */
  readonly next_sunrise: IsoInstant | null;
  readonly next_sunrise_note?: NoEventReason;
  /** Sunset − sunrise, seconds; null without both. */
  readonly day_length_s: number | null;
  /** Next sunrise − sunset, seconds; null without both. */
  readonly night_length_s: number | null;
  readonly moonrise: IsoInstant | null;
  readonly moonrise_note?: NoEventReason;
  readonly moonset: IsoInstant | null;
  readonly moonset_note?: NoEventReason;
}

export function presentSunrise(d: SunriseDay): SunriseWire {
  const zone = d.place.zone;
  const fmt: InstantFormatter = (jdUt) => formatLocalJdUt(jdUt, zone);
  return {
    date: d.date,
    place: presentPlace(d.place),
    ...eventFields('sunrise', d.sunrise, fmt),
    ...eventFields('sunset', d.sunset, fmt),
    solar_noon: fmt(d.solarNoonJdUt),
    ...eventFields('next_sunrise', d.nextSunrise, fmt),
    day_length_s: d.dayLengthS,
    night_length_s: d.nightLengthS,
    ...eventFields('moonrise', d.moonrise, fmt),
    ...eventFields('moonset', d.moonset, fmt),
  };
}

/** One graha on the wire (CONTRACT §3b point). */
export interface PlanetPointWire {
  readonly key: GrahaKey;
  readonly name: string;
  /** Sidereal longitude, degrees [0, 360), 6 decimals. */
  readonly longitude: number;
  /** Apparent tropical longitude (true equinox of date), degrees [0, 360). */
  readonly tropical_longitude: number;
  /** Ecliptic latitude, degrees. */
  readonly latitude: number;
  /** Sidereal sign, 0 = Mesha … 11 = Meena. */
  readonly sign: NamedWire;
  /** Degrees [0, 30) into the sign. */
  readonly degree_in_sign: number;
  /** 0 = Ashwini … 26 = Revati. */
  readonly nakshatra: NamedWire;
  /** 1–4. */
  readonly pada: number;
  /** Sidereal longitude speed, degrees per day (negative: retrograde). */
  readonly speed_deg_per_day: number;
  readonly retrograde: boolean;
  /** Geocentric distance, astronomical units (8 decimals). */
  readonly distance_au: number;
}

/** Body of /planets/positions. */
export interface PlanetPositionsWire {
  readonly date: IsoDate;
  /** The request's local wall-clock time, as given (HH:MM or HH:MM:SS). */
  readonly time: string;
  /** The moment, with the place's offset. */
  readonly instant: IsoInstant;
  readonly instant_utc: UtcInstant;
  readonly place: PlaceWire;
  readonly ayanamsa: {
    /** The ayanamsa requested. */
    readonly key: AyanamsaKey;
    /** Degrees at the instant (true ayanamsa, with nutation), 6 decimals. */
    readonly value_deg: number;
  };
  /** Rahu/Ketu: mean or true (osculating) node. */
  readonly node_type: NodeType;
  /** sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu. */
  readonly points: readonly PlanetPointWire[];
}

export function presentPlanetPositions(p: PlanetPositions): PlanetPositionsWire {
  return {
    date: p.date,
    time: p.time,
    instant: formatLocalJdUt(p.instant.jdUt, p.place.zone),
    instant_utc: utcInstant(p.instant.jdUt),
    place: presentPlace(p.place),
    ayanamsa: { key: p.ayanamsa, value_deg: round(p.ayanamsaDeg, 6) },
    node_type: p.nodeType,
    points: p.points.map((x) => ({
      key: x.key,
      name: GRAHA_NAMES[x.key],
      longitude: round(x.siderealLonDeg, 6),
      tropical_longitude: round(x.tropicalLonDeg, 6),
      latitude: round(x.latDeg, 6),
      sign: { index: x.sign.index, name: x.sign.name },
      degree_in_sign: round(x.siderealLonDeg - x.sign.index * 30, 6),
      nakshatra: { index: x.nakshatra.index, name: x.nakshatra.name },
      pada: x.nakshatra.pada,
      speed_deg_per_day: round(x.speedDegPerDay, 6),
      retrograde: x.retrograde,
      distance_au: round(x.distanceAu, 8),
    })),
  };
}
