import type { AyanamsaKey, GrahaKey, NodeType, SunriseConventionKey } from '@pj/ephemeris';
import type { DstPolicy, PanchangConvention, ProfileKey } from '@pj/panchang';
import type { EventKind, SutakRule } from '@pj/sky';

/**
 * What travels over the transport. Every request carries the request id and the absolute
 * deadline (epoch milliseconds) so a service can stop work that nobody waits for any more.
 */
export interface RpcRequest<P> {
  readonly requestId: string;
  readonly deadlineAtMs: number;
  readonly payload: P;
}

/** Closed set of error codes that may cross the transport; the gateway maps each to HTTP. */
export type RpcErrorCode =
  | 'validation_failed'
  | 'not_found'
  | 'deadline_exceeded'
  | 'ephemeris_unavailable'
  | 'ephemeris_range'
  | 'ephemeris_input'
  | 'rate_limited'
  /** A backing store (the database) cannot be reached; nothing was done, a retry may succeed. */
  | 'dependency_unavailable'
  | 'internal';

export interface RpcErrorBody {
  readonly code: RpcErrorCode;
  readonly message: string;
  /** For validation_failed: entries of the 422 `detail` list. */
  readonly details?: readonly ValidationIssue[];
  /** For rate_limited: seconds until the next request can succeed (the 429's Retry-After). */
  readonly retryAfterSeconds?: number;
}

export interface ValidationIssue {
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly type: string;
}

export interface PingReply {
  readonly service: string;
  readonly pid: number;
  readonly instanceId: string;
}

/** Shared by /sunrise and /planets/positions: a place whose zone the service resolves. */
export interface PlaceInput {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly elevationM?: number;
}

export interface SunriseRequest extends PlaceInput {
  readonly date: string;
  readonly sunrise: SunriseConventionKey;
}

export interface PlanetPositionsRequest extends PlaceInput {
  readonly date: string;
  /** HH:MM or HH:MM:SS local time. */
  readonly time: string;
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  readonly dstPolicy: DstPolicy;
}

export type { AyanamsaKey, GrahaKey };

/** UTC-date snapshot or scan start (the sky-event family works in UTC). */
export interface UtcDateRequest {
  readonly date: string;
}

export interface SeasonsRequest extends UtcDateRequest {
  readonly ayanamsa: AyanamsaKey;
  readonly convention: PanchangConvention;
}

export interface NextTransitsRequest extends UtcDateRequest {
  readonly planet: GrahaKey;
  readonly horizonDays: number;
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  readonly convention: PanchangConvention;
}

export type PlanetEventKind = EventKind;

export interface PlanetEventsRequest extends PlaceInput {
  readonly date: string;
  readonly time: string;
  readonly tz: string | null;
  readonly days: number;
  readonly limit: number;
  readonly kinds: readonly PlanetEventKind[];
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: NodeType;
  readonly convention: PanchangConvention;
  readonly dstPolicy: DstPolicy;
}

export interface EclipseRequest {
  readonly date: string;
  readonly lat: number;
  readonly lng: number;
  readonly tz: string | null;
}

/** /eclipse/sutak: `prahar` (default, Drik Panchang's practice) or `hours` (nominal 12 h / 9 h). */
export interface EclipseSutakRequest extends EclipseRequest {
  readonly sutakRule: SutakRule;
}

export interface EclipsesRequest extends EclipseRequest {
  readonly count: number;
}

export interface GocharRequest {
  readonly fromDate: string;
  readonly windowDays: number;
  readonly ayanamsa: AyanamsaKey;
  readonly convention: PanchangConvention;
}

export interface TithiYearRequest extends PlaceInput {
  readonly slug: string;
  readonly year: number;
  readonly convention?: PanchangConvention;
}

export interface SankrantiYearRequest {
  readonly year: number;
  readonly tz: string;
  readonly ayanamsa: AyanamsaKey;
  readonly convention: PanchangConvention;
}

/** /panchang/daily and /panchang/details. */
export interface DailyRequest extends PlaceInput {
  readonly date: string;
  readonly ayanamsa: AyanamsaKey;
  readonly convention: PanchangConvention;
  readonly profile: ProfileKey;
  readonly sunrise?: SunriseConventionKey;
}

/** /panchang/month. */
export interface MonthRequest extends PlaceInput {
  /** YYYY-MM. */
  readonly ym: string;
  readonly ayanamsa: AyanamsaKey;
  readonly convention: PanchangConvention;
  readonly profile: ProfileKey;
  readonly sunrise?: SunriseConventionKey;
}
/** A dated place with the daily packet's options (window endpoints, /lagna/table). */
/** The window routes: a local date at a place; every option defaults in the library (libs/panchang windows). */
export interface DailyPlaceRequest extends PlaceInput {
  readonly date: string;
  readonly ayanamsa?: AyanamsaKey;
  readonly convention?: PanchangConvention;
  readonly sunrise?: SunriseConventionKey;
}

export interface VedicTimeRequest extends DailyPlaceRequest {
  /** HH:MM or HH:MM:SS local; default DEFAULT_VEDIC_TIME. */
  readonly time?: string;
}

/** /birthstar/deity and /rudraksha/recommendation: a birth nakshatra. */
export interface NakshatraRequest {
  /** 0–26, Ashvini first. */
  readonly nakshatraIdx: number;
}

/** /baby-name/syllables: the nakshatra's four padas, or one. */
export interface SyllablesRequest extends NakshatraRequest {
  /** 1–4; absent or null for all four. */
  readonly pada?: number | null;
}

/** /gemstone/recommendation: a natal lagna (a rashi name). */
export interface LagnaRequest {
  readonly lagna: string;
}

/**
 * /calendar/convert: from = gregorian needs date; lunar needs year, masaIdx, paksha, tithi (adhika optional); solar
 * needs year, month, day.
 */
export interface CalendarConvertRequest extends PlaceInput {
  /** Default DEFAULT_CONVERT_FROM; profile and ayanamsa default in the library too (profiles/convert.ts). */
  readonly from?: 'gregorian' | 'lunar' | 'solar';
  readonly profile?: ProfileKey;
  readonly ayanamsa?: AyanamsaKey;
  readonly date?: string;
  readonly year?: number;
  readonly masaIdx?: number;
  readonly adhika?: boolean;
  readonly paksha?: 'shukla' | 'krishna';
  readonly tithi?: number;
  readonly month?: number;
  readonly day?: number;
  readonly convention?: PanchangConvention;
  readonly sunrise?: SunriseConventionKey;
}

export interface RituRequest extends PlaceInput {
  readonly date: string;
  readonly profile?: ProfileKey;
  readonly ayanamsa?: AyanamsaKey;
  readonly convention?: PanchangConvention;
  readonly sunrise?: SunriseConventionKey;
}

/** /panchang/chandrabalam, /panchang/tarabalam, /panchang/rashifal: a local date at a place. */
export interface DayBalaRequest extends PlaceInput {
  readonly date: string;
  /** Default DEFAULT_AYANAMSA (libs/panchang bala); convention and sunrise default there too. */
  readonly ayanamsa?: AyanamsaKey;
  readonly convention?: PanchangConvention;
  readonly sunrise?: SunriseConventionKey;
  /** Personal projection of /panchang/chandrabalam (0–11), null for the public matrix only. */
  readonly natalMoonRashiIdx?: number | null;
  /** Personal projection of /panchang/tarabalam (0–26), null for the public matrix only. */
  readonly natalNakshatraIdx?: number | null;
}

/** /panchang/utility: the daily request plus the natal inputs and lane switches. */
export interface UtilityRequest extends DailyRequest {
  readonly natalMoonRashiIdx: number | null;
  readonly natalLagna: string | null;
  readonly natalNakshatraIdx: number | null;
  readonly includeWindows: boolean;
  readonly includeEphemerisScans: boolean;
  readonly includeLagnaTable: boolean;
  readonly compact: boolean;
}
