import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { PacketController, packetHandler } from '@pj/platform';
import { contextResolvePacket, geoipPacket, locationResolvePacket, locationSearchPacket } from '@pj/places';

/**
 * The places family: GeoNames gazetteer search, nearest place and zone, civil-time context, and
 * the caller's approximate place (GeoLite2). The gazetteer is built once per process on the first
 * place request and GeoLite2 on the first /geoip lookup of a public address (libs/places).
 * "Now" (the instant zone offsets are compared at when no date is given) is read here.
 */
@Controller()
export class PlacesController extends PacketController({
  search: packetHandler(Contracts.placesSearch, (p) => locationSearchPacket(p)),
  resolve: packetHandler(Contracts.placesResolve, (p) => locationResolvePacket(p, Date.now())),
  context: packetHandler(Contracts.placesContext, (p) => contextResolvePacket(p, Date.now())),
  geoip: packetHandler(Contracts.placesGeoIp, (p) => geoipPacket(p.address)),
}) {}
