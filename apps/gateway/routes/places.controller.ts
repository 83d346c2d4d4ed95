import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ContextResolveReply, Contracts, GeoIpReply, LocationResolveReply, LocationSearchReply } from '@pj/contracts';
import { placesMethodology } from '@pj/places';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import {
  ContextResolveQueryDto,
  DEFAULT_SEARCH_LIMIT,
  LocationResolveQueryDto,
  LocationSearchQueryDto,
} from './places.dto';

const CREDITS = 'Data credits (GeoNames CC BY 4.0, timezone-boundary-builder ODbL) in _meta.upstream_sources.';

@ApiTags('places')
@Controller()
export class PlacesController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'location/search',
    tier: 'public_read',
    methodology: () => placesMethodology('search'),
    summary: 'Places by name (GeoNames cities ≥ 1000 people), in Latin or Indic script and common spellings',
    description:
      'Ranked by match (exact, prefix, then edit distance 1–2), then country_hint, then population; each result ' +
      `carries its GeoNames id, coordinates and IANA zone. ${CREDITS}`,
  })
  search(@Query() q: LocationSearchQueryDto, @Ctx() ctx: RequestCtx): Promise<LocationSearchReply> {
    return this.rpc.call(
      Contracts.placesSearch,
      { q: q.q, countryHint: q.country_hint ?? null, limit: q.limit ?? DEFAULT_SEARCH_LIMIT },
      ctx,
    );
  }

  @Route({
    get: 'location/resolve',
    tier: 'public_read',
    methodology: () => placesMethodology('resolve'),
    summary: 'Coordinates → nearest place and zone; or a label → the best place',
    description:
      'Give lat and lng, or label. The zone comes from the time-zone boundary polygons at the coordinates; a tz ' +
      'whose offset differs there is flagged (coordinates_outside_zone); equally good label matches are listed ' +
      `(ambiguous_place). ${CREDITS}`,
  })
  resolve(@Query() q: LocationResolveQueryDto, @Ctx() ctx: RequestCtx): Promise<LocationResolveReply> {
    return this.rpc.call(
      Contracts.placesResolve,
      { lat: q.lat ?? null, lng: q.lng ?? null, tz: q.tz ?? null, label: q.label ?? null },
      ctx,
    );
  }

  @Route({
    get: 'context/resolve',
    tier: 'public_read',
    methodology: () => placesMethodology('context'),
    summary: 'One normalised context: place, zone, UTC offset and DST at a local date and time',
    description:
      'From lat/lng (or lon), tz, place, date and time. Warnings: ambiguous_place, coordinates_outside_zone, ' +
      'zone_ambiguous (poles, 180° meridian), dst_gap (the local time does not exist: read with the offset ' +
      'before the change), dst_overlap (it occurs twice: the earlier is used), place_far_from_coordinates. ' +
      CREDITS,
  })
  context(@Query() q: ContextResolveQueryDto, @Ctx() ctx: RequestCtx): Promise<ContextResolveReply> {
    return this.rpc.call(
      Contracts.placesContext,
      {
        lat: q.lat ?? null,
        lng: q.lng ?? null,
        lon: q.lon ?? null,
        tz: q.tz ?? null,
        place: q.place ?? null,
        date: q.date ?? null,
        time: q.time ?? null,
      },
      ctx,
    );
  }

  @Route({
    get: 'geoip',
    tier: 'public_read',
    cache: 'no-store',
    methodology: () => placesMethodology('geoip'),
    summary: "The caller's approximate place from its network address (offline GeoLite2 data)",
    description:
      'The address is the one the gateway sees (X-Forwarded-For only from a trusted proxy); it is neither ' +
      'logged nor stored nor echoed. A private, loopback or otherwise non-public address answers ' +
      'available:false with a reason. Credit: GeoLite2 by MaxMind (GeoLite2 EULA) in _meta.upstream_sources.',
  })
  geoip(@Ctx() ctx: RequestCtx): Promise<GeoIpReply> {
    return this.rpc.call(Contracts.placesGeoIp, { address: ctx.clientAddress }, ctx);
  }
}
