import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { compatibilityPacket, gunmilanPacket } from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';

/** Matching of two births (gunmilan, advanced compatibility): pure functions of the payload, enveloped. */
@Controller()
export class MatchingController extends PacketController({
  gunmilan: packetHandler(Contracts.jyotishGunmilan, gunmilanPacket),
  compatibility: packetHandler(Contracts.jyotishCompatibility, compatibilityPacket),
}) {}
