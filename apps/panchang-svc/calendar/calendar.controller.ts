import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { calendarConvertPacket, rituPacket } from '@pj/panchang';
import { PacketController, packetHandler } from '@pj/platform';

/** Calendar conversions by profile, and the seasons of a date. */
@Controller()
export class CalendarController extends PacketController({
  convert: packetHandler(Contracts.panchangCalendarConvert, (payload) => calendarConvertPacket(payload)),
  ritu: packetHandler(Contracts.panchangRitu, rituPacket),
}) {}
