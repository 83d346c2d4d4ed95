import { Controller } from '@nestjs/common';
import { Contracts } from '@pj/contracts';
import { conceptPacket, conceptsIndexPacket } from '@pj/jyotish';
import { PacketController, packetHandler } from '@pj/platform';

/** /jyotish/concepts and /jyotish/concepts/{slug}: pages generated once from the classical tables. */
@Controller()
export class ConceptsController extends PacketController({
  index: packetHandler(Contracts.jyotishConcepts, () => conceptsIndexPacket()),
  page: packetHandler(Contracts.jyotishConcept, (p) => conceptPacket(p)),
}) {}
