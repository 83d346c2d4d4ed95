/**
 * The requests of the Jyotish routes (the NATS payloads: the POST bodies as validated by the
 * gateway) and their defaults. Defaults are applied once, by the packet functions
 * (present/packets.ts); the gateway's DTOs publish the same constants in the OpenAPI document.
 */
import { BirthData } from './birth';
import type { PointKey } from './chart';
import { DashaYear } from './dasha';
import { KarakaScheme } from './karakas';
import { Varga } from './vargas';

export const JYOTISH_DEFAULTS = Object.freeze({
  /** Dasha depth: mahadasha, antardasha, pratyantardasha. */
  levels: 3 as const,
  dashaYear: 'julian' as DashaYear,
  karakas: 8 as KarakaScheme,
  /** Arudhas of the rasi chart. */
  arudhaVarga: 1 as Varga,
  /** Local time of the transit moment. */
  transitTime: '12:00:00',
  /** Dasha depth of the bundle's vimshottari. */
  bundleLevels: 2 as const,
});

export interface PersonRequest {
  person: BirthData;
}

export interface DivisionalRequest extends PersonRequest {
  /** Default: all 16. */
  vargas?: Varga[];
}

export interface DomainPackRequest extends PersonRequest {
  /** Default: all domains. */
  domains?: string[];
}

export interface DashaRequest extends PersonRequest {
  levels?: 1 | 2 | 3;
  dasha_year?: DashaYear;
}

/** POST /dasha: any system of the registry (libs/jyotish/src/dashas), by name. */
export interface DashaSystemRequest extends PersonRequest {
  system: string;
  levels?: 1 | 2 | 3;
  dasha_year?: DashaYear;
  /** Divisional chart read by the system: 1 (rasi, default), 9, 10, … */
  varga?: Varga;
  /** School, where the system has several (first listed = default). */
  method?: string;
  /** Nakshatra dashas: seed from this point's star instead of the Moon's. */
  starting_planet?: PointKey;
  tribhagi?: boolean;
  rasi_bhukthi?: boolean;
}

/** Chara, Narayana and Kalachakra dashas: mahadashas only. */
export interface RasiDashaRequest extends PersonRequest {
  dasha_year?: DashaYear;
}

export interface BundleRequest extends PersonRequest {
  dasha_year?: DashaYear;
  karakas?: KarakaScheme;
}

export interface JaiminiRequest extends PersonRequest {
  karakas?: KarakaScheme;
}

export interface ArudhaRequest extends PersonRequest {
  varga?: Varga;
}

export interface TransitRequest extends PersonRequest {
  /** Local date of the transit moment, YYYY-MM-DD. */
  date: string;
  /** Local time, HH:MM or HH:MM:SS. */
  time?: string;
}

export interface SarvatobhadraRequest extends PersonRequest {
  /** Local date of the transits (12:00 local), YYYY-MM-DD. */
  transit_date: string;
}
