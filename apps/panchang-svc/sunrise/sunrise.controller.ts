import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { sunrisePacket } from '@pj/panchang';
import { PacketController, packetHandler } from '@pj/platform';

@Controller()
export class SunriseController extends PacketController({
  sunrise: packetHandler(Contracts.panchangSunrise, sunrisePacket),
}) {}
