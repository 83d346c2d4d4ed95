import { Controller } from '@nestjs/common';
import {
  comparePacket,
  debatePacket,
  explainPacket,
  festivalPacket,
  newYearPacket,
  paranaPacket,
  provenancePacket,
  rangePacket,
  ratificationsPacket,
  schemaPacket,
  templePacket,
  traditionsPacket,
  whyNotPacket,
} from '@pj/calendar';
import { Contracts } from '@pj/contracts';
import { PacketController, packetHandler } from '@pj/platform';

/**
 * Festivals, vrats, Ekadashi parana and their explanations (SPEC §4.2, §4.4): the engine's questions
 * (libs/calendar/src/questions.ts) written by the family's presenter (libs/calendar/src/present).
 */
@Controller()
export class ObservancesController extends PacketController({
  festivals: packetHandler(Contracts.calendarFestivals, rangePacket),
  vrats: packetHandler(Contracts.calendarVrats, rangePacket),
  festival: packetHandler(Contracts.calendarFestival, festivalPacket),
  parana: packetHandler(Contracts.calendarParana, paranaPacket),
  explain: packetHandler(Contracts.calendarExplain, explainPacket),
  compare: packetHandler(Contracts.calendarCompare, comparePacket),
  whyNot: packetHandler(Contracts.calendarWhyNot, whyNotPacket),
  debate: packetHandler(Contracts.calendarDebate, debatePacket),
  provenance: packetHandler(Contracts.calendarProvenance, provenancePacket),
  newYear: packetHandler(Contracts.calendarNewYear, newYearPacket),
  temple: packetHandler(Contracts.calendarTempleObservance, templePacket),
  traditions: packetHandler(Contracts.calendarTraditions, traditionsPacket),
  ratifications: packetHandler(Contracts.calendarRatifications, ratificationsPacket),
  schema: packetHandler(Contracts.calendarFestivalSchema, schemaPacket),
}) {}
