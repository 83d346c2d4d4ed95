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
  /** Sunrise definition key (SUNRISE_CONVENTIONS of libs/ephemeris); default drik. */
  readonly sunrise?: 'drik' | 'upper_limb_refracted' | 'center_refracted' | 'upper_limb_geometric' | 'center_geometric';
}

export interface PlanetPositionsRequest extends PlaceInput {
  readonly date: string;
  /** HH:MM or HH:MM:SS local time. */
  readonly time: string;
  readonly ayanamsa: 'lahiri' | 'raman' | 'krishnamurti' | 'true_chitra';
  readonly nodeType: 'mean' | 'true';
  /** How to read a local time that falls in a DST gap or overlap: refuse (422) or take the earlier/later reading. */
  readonly dstPolicy?: 'reject' | 'earlier' | 'later';
}

/** A computed packet as a service returns it: packet fields plus the methodology used. */
export interface ComputedReply {
  readonly body: Record<string, unknown>;
  readonly methodology: Record<string, string>;
  readonly service: string;
}

export type AyanamsaKey = 'lahiri' | 'raman' | 'krishnamurti' | 'true_chitra';
export type GrahaKey = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn' | 'rahu' | 'ketu';

/** UTC-date snapshot or scan start (the sky-event family works in UTC). */
export interface UtcDateRequest {
  readonly date: string;
}

export interface SeasonsRequest extends UtcDateRequest {
  readonly ayanamsa: AyanamsaKey;
  /** Panchang convention of the sidereal ingresses: 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
}

export interface NextTransitsRequest extends UtcDateRequest {
  readonly planet: GrahaKey;
  readonly horizonDays: number;
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: 'mean' | 'true';
  /** Panchang convention of the sidereal ingresses: 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
}

export type PlanetEventKind = 'aspect' | 'ingress' | 'nakshatra' | 'station';

export interface PlanetEventsRequest extends PlaceInput {
  readonly date: string;
  readonly time: string;
  readonly tz: string | null;
  readonly days: number;
  readonly limit: number;
  readonly kinds: readonly PlanetEventKind[];
  readonly ayanamsa: AyanamsaKey;
  readonly nodeType: 'mean' | 'true';
  /** Panchang convention of the sidereal ingresses: 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
  readonly dstPolicy?: 'reject' | 'earlier' | 'later';
}

export interface EclipseRequest {
  readonly date: string;
  readonly lat: number;
  readonly lng: number;
  readonly tz: string | null;
}

/** /eclipse/sutak: `prahar` (default, Drik Panchang's practice) or `hours` (nominal 12 h / 9 h). */
export interface EclipseSutakRequest extends EclipseRequest {
  readonly sutakRule: 'prahar' | 'hours';
}

export interface EclipsesRequest extends EclipseRequest {
  readonly count: number;
}

export interface GocharRequest {
  readonly fromDate: string;
  readonly windowDays: number;
  readonly ayanamsa: AyanamsaKey;
  /** Panchang convention of the sidereal ingresses: 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
}

export interface TithiYearRequest extends PlaceInput {
  readonly slug: string;
  readonly year: number;
  /** Panchang convention of the tithi search (time scale): 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
}

export interface SankrantiYearRequest {
  readonly year: number;
  readonly tz: string;
  readonly ayanamsa: AyanamsaKey;
  /** Panchang convention: 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
}

/** /panchang/daily and /panchang/details. */
export interface DailyRequest extends PlaceInput {
  readonly date: string;
  readonly ayanamsa: 'lahiri' | 'raman' | 'krishnamurti' | 'true_chitra';
  /** Panchang convention: 'drik' (default) or 'ephemeris'. */
  readonly convention: 'drik' | 'ephemeris' | 'drik_de431';
  /** Calendar profile key (default north_india_purnimanta). */
  readonly profile: string;
  readonly sunrise?: 'drik' | 'upper_limb_refracted' | 'center_refracted' | 'upper_limb_geometric' | 'center_geometric';
}

/** /panchang/month. */
export interface MonthRequest extends PlaceInput {
  /** YYYY-MM. */
  readonly ym: string;
  readonly ayanamsa: 'lahiri' | 'raman' | 'krishnamurti' | 'true_chitra';
  readonly convention: 'drik' | 'ephemeris' | 'drik_de431';
  readonly profile: string;
  readonly sunrise?: 'drik' | 'upper_limb_refracted' | 'center_refracted' | 'upper_limb_geometric' | 'center_geometric';
}
/** A dated place with the daily packet's options (window endpoints, /lagna/table). */
export interface DailyPlaceRequest extends PlaceInput {
  readonly date: string;
  readonly ayanamsa: AyanamsaKey;
  /** Panchang convention of the element searches: 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
  /** Sunrise definition key (SUNRISE_CONVENTIONS of libs/ephemeris); default drik. */
  readonly sunrise?: 'drik' | 'upper_limb_refracted' | 'center_refracted' | 'upper_limb_geometric' | 'center_geometric';
}

export interface WindowsRequest extends DailyPlaceRequest {
  readonly view: 'choghadiya' | 'hora' | 'gowri' | 'panchaka' | 'pradosham' | 'inauspicious';
}

export interface VedicTimeRequest extends DailyPlaceRequest {
  /** HH:MM or HH:MM:SS local. */
  readonly time: string;
}

/**
 * Reference-table lookups (/birthstar/deity, /baby-name/syllables, /gemstone/recommendation,
 * /rudraksha/recommendation).
 */
export type ReferenceRequest =
  | { readonly table: 'birthstar_deity' | 'rudraksha'; readonly nakshatraIdx: number }
  | { readonly table: 'baby_name_syllables'; readonly nakshatraIdx: number; readonly pada: number | null }
  | { readonly table: 'gemstone'; readonly lagna: string };
/**
 * /calendar/convert: from = gregorian needs date; lunar needs year, masaIdx, paksha, tithi (adhika optional); solar
 * needs year, month, day.
 */
export interface CalendarConvertRequest extends PlaceInput {
  readonly from: 'gregorian' | 'lunar' | 'solar';
  readonly profile: string;
  readonly ayanamsa: AyanamsaKey;
  readonly date?: string;
  readonly year?: number;
  readonly masaIdx?: number;
  readonly adhika?: boolean;
  readonly paksha?: 'shukla' | 'krishna';
  readonly tithi?: number;
  readonly month?: number;
  readonly day?: number;
  /** Panchang convention: 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
  /** Sunrise definition key; default drik. */
  readonly sunrise?: 'drik' | 'upper_limb_refracted' | 'center_refracted' | 'upper_limb_geometric' | 'center_geometric';
}

export interface RituRequest extends PlaceInput {
  readonly date: string;
  readonly profile: string;
  readonly ayanamsa: AyanamsaKey;
  /** Panchang convention: 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
  /** Sunrise definition key; default drik. */
  readonly sunrise?: 'drik' | 'upper_limb_refracted' | 'center_refracted' | 'upper_limb_geometric' | 'center_geometric';
}

/** /panchang/chandrabalam, /panchang/tarabalam, /panchang/rashifal: a local date at a place. */
export interface DayBalaRequest extends PlaceInput {
  readonly date: string;
  readonly ayanamsa: AyanamsaKey;
  /** Panchang convention of the Moon-sign and nakshatra spans: 'drik' (default) or 'ephemeris'. */
  readonly convention?: 'drik' | 'ephemeris' | 'drik_de431';
  /** Sunrise definition key of the Hindu day; default drik. */
  readonly sunrise?: 'drik' | 'upper_limb_refracted' | 'center_refracted' | 'upper_limb_geometric' | 'center_geometric';
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
