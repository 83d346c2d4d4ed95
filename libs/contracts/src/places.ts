/**
 * Messages of the places family (/location/search, /location/resolve, /context/resolve, /geoip),
 * owned by panchang-svc: the requests are the library's query types, the replies the presenter's
 * wire types (libs/places present/).
 */
import type {
  ContextQuery,
  ContextWire,
  GeoIpWire,
  LocationQuery,
  LocationResolveWire,
  LocationSearchWire,
  SearchQuery,
} from '@pj/places';
import type { Enveloped } from './contract';

export type LocationSearchRequest = SearchQuery;
export type LocationResolveRequest = LocationQuery;
export type ContextResolveRequest = ContextQuery;

/**
 * The caller's network address as the gateway established it (the socket peer, or X-Forwarded-For
 * from a trusted proxy). Used for one lookup; never logged or stored by either side.
 */
export interface GeoIpRequest {
  readonly address: string;
}

export type LocationSearchReply = Enveloped<LocationSearchWire>;
export type LocationResolveReply = Enveloped<LocationResolveWire>;
export type ContextResolveReply = Enveloped<ContextWire>;
export type GeoIpReply = Enveloped<GeoIpWire>;
