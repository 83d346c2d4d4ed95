import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { activityCertificationPacket, electionalPacket, muhurtaExplainPacket, muhurtaSearchPacket } from '@pj/muhurta';
import { PacketController, packetHandler } from '@pj/platform';

/** Muhurta: search, explanation, activity certification, and the personal (electional) choice. */
@Controller()
export class MuhurtaController extends PacketController({
  search: packetHandler(Contracts.muhurtaSearch, (payload, stop) => muhurtaSearchPacket(payload, stop)),
  explain: packetHandler(Contracts.muhurtaExplain, (payload, stop) => muhurtaExplainPacket(payload, stop)),
  certification: packetHandler(Contracts.muhurtaCertification, () => activityCertificationPacket()),
  electional: packetHandler(Contracts.muhurtaElectional, (payload, stop) => electionalPacket(payload, stop)),
  top10: packetHandler(Contracts.muhurtaTop10, (payload, stop) => electionalPacket(payload, stop, 10)),
}) {}
