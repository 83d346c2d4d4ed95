import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { PacketController, packetHandler } from '@pj/platform';
import { eclipseSutakPacket, eclipseVisibilityPacket, eclipsesPacket } from '@pj/sky';

@Controller()
export class EclipsesController extends PacketController({
  eclipses: packetHandler(Contracts.panchangEclipses, (payload, stop) => eclipsesPacket({ ...payload, stop })),
  visibility: packetHandler(Contracts.panchangEclipseVisibility, eclipseVisibilityPacket),
  sutak: packetHandler(Contracts.panchangEclipseSutak, eclipseSutakPacket),
}) {}
